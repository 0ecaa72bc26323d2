/* Route components of this area, loaded lazily by the router ("/" itself is eager: routes.tsx). */
export { DashboardPage } from './HomePage.tsx';
