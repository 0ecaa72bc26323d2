/** The home feature as the router sees it: the "/" route ("/dashboard" is in home.routes.tsx). */
export { HomePage } from './HomePage.tsx';
/** What a signed-in-only screen shows while the session is checked, or to a visitor. */
export { ConnectionProblem, SessionLoading } from './SessionLoading.tsx';
export { SignInRequired } from './SignInRequired.tsx';
