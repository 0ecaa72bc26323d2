/* Route components of this area, loaded lazily by the router. */
export { SettingsPage, UnifiedSettingsPage } from './SettingsPages.tsx';
