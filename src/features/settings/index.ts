/**
 * The settings feature as the rest of the app sees it: what the unified settings do on every
 * page while someone is signed in (the screens themselves load with their routes).
 */
export { SettingsEverywhere } from './everywhere/SettingsEverywhere.tsx';
