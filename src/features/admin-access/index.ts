/**
 * The way into the back-office, and what its screens share: the server's role check, the guard
 * screens, the admin calls, modal, stat card and formatting helpers. This area is small and
 * reachable by anyone; the back-office itself (features/admin) loads only for admins.
 */
export * as adminStyles from './admin.css.ts';
export {
  AccessError,
  AdminGuard,
  Checking,
  Modal,
  StatCard,
  Tabs,
  download,
  errorText,
  today,
  useAdminAccess,
  useAdminApi,
  useFormat,
  useLoad,
} from './shared.tsx';
