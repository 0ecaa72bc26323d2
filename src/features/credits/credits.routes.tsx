/* Route components of this area, loaded lazily by the router. */
export { CreditDiagnosticPage } from './CreditDiagnosticPage.tsx';
