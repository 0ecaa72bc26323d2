import { I18nProvider } from '@lingui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { defaultAppearance, type Appearance } from '#core/appearance.ts';
import { isAppearanceError, type LoggedError } from '#core/errorLog.ts';
import { defaultLocale } from '#core/locale.ts';
import { recordError } from '#data/logger.ts';
import { activateLocale, i18n } from '#i18n/i18n.ts';

import { BootFailure } from '../shell/BootFailure.tsx';

import { ErrorScreen } from './ErrorScreen.tsx';
import { describeCrash } from './reportCrash.ts';

type Props = {
  children: ReactNode;
  /** Restores default appearance after a crash caused by corrupted appearance settings. */
  resetAppearance: (appearance: Appearance) => Promise<void>;
};
type State = { error: LoggedError | null; repairing: boolean };

/** Delay before reloading after an appearance repair (spec: error boundary reload 1 s). */
const repairReloadMs = 1000;

/**
 * Catches whatever escapes the route error screens (the shell itself, providers, boot).
 * It brings its own I18nProvider because it sits above the app's.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, repairing: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    const entry = describeCrash(error, 'root');
    return { error: entry, repairing: isAppearanceError(entry.message) };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    const { error, repairing } = this.state;
    if (error === null) return;
    recordError({ ...error, ...(info.componentStack ? { componentStack: info.componentStack } : {}) });
    // A crash before the first language loaded: load French so the error screen can speak.
    if (!i18n.locale) {
      activateLocale(defaultLocale).then(
        () => this.forceUpdate(),
        () => undefined,
      );
    }
    if (repairing) {
      void this.props.resetAppearance({ ...defaultAppearance }).finally(() => {
        setTimeout(() => window.location.reload(), repairReloadMs);
      });
    }
  }

  private readonly retry = () => this.setState({ error: null, repairing: false });

  override render(): ReactNode {
    const { error, repairing } = this.state;
    if (error === null) return this.props.children;
    if (!i18n.locale) return <BootFailure />;
    return (
      <I18nProvider i18n={i18n}>
        <ErrorScreen error={error} onRetry={this.retry} repairing={repairing} />
      </I18nProvider>
    );
  }
}
