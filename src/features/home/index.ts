/** The home feature as the router sees it: the "/" route and the signed-in "/dashboard". */
export { DashboardPage, HomePage } from './HomePage.tsx';
