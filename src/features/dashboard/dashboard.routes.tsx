/* Route components of this area, loaded lazily by the router. */
export { DashboardPage } from '#features/home/index.ts';
