/* /modern-settings is the settings feature's second screen: one machine, one set of tabs. */
export { UnifiedSettingsPage } from '#features/settings/settings.routes.tsx';
