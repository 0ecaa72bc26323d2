/** The home feature as the router sees it: the "/" route ("/dashboard" is in home.routes.tsx). */
export { HomePage } from './HomePage.tsx';
