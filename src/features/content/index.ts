/** The content feature's public API for the rest of the app (eagerly loaded parts). */
export { LandingPage } from './LandingPage.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
export { TrialButton } from './TrialButton.tsx';
