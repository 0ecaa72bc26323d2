/* Route components of this area, loaded lazily by the router. */
export { WeeklySummaryPage } from './WeeklySummaryPage.tsx';
