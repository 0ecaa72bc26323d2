/** The credits feature as other areas see it: balance widgets, banners and realtime notices. */
export { CreditNoticeToasts } from './CreditNoticeToasts.tsx';
export { CreditWidget, CreditWidgetView } from './CreditWidget.tsx';
export { FloatingCreditBanner, FloatingCreditBannerView } from './FloatingCreditBanner.tsx';
export { SimpleCreditBanner, SimpleCreditBannerView } from './SimpleCreditBanner.tsx';
export { MidnightCountdown, PendingCount } from './Countdown.tsx';
export { floatingBannerLevel, type FloatingBannerLevel } from './creditLevels.ts';
export { useCreditRefresh, useCreditRefreshState } from './creditRefresh.ts';
export { displayedCredits, useDisplayedCredits, type DisplayedCredits } from './useDisplayedCredits.ts';
export { deviceTimeZone, useNow } from './useNow.ts';
export { useTransactionLabel } from './transactionLabel.ts';
