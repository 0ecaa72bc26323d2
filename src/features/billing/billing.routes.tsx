/* Route components of this area, loaded lazily by the router (and the shell's checkout reports, the settings' subscription tab). */
export { PricingPage } from './screens/PricingPage.tsx';
export { SubscriptionPage, SubscriptionSummary } from './screens/SubscriptionPage.tsx';
export { PaymentSuccessPage } from './screens/PaymentSuccessPage.tsx';
export { CheckoutReports } from './components/CheckoutReports.tsx';
