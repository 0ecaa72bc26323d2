/**
 * The admin routes as the router sees them. /admin and /admin/login are here (anyone may see
 * them); every other admin route is a gate that asks the server whether the caller is an admin
 * and only then loads the back-office chunk, so a non-admin never downloads it.
 */
import { lazy, Suspense, type ComponentType } from 'react';

import { AdminAccessPage as AccessPage, type AdminModule } from './AccessPage.tsx';
import { AdminGuard, Checking } from './shared.tsx';

export { AdminLoginPage } from './LoginPage.tsx';
export type { AdminModule } from './AccessPage.tsx';

export function adminAccessPage(load: () => Promise<AdminModule>): ComponentType {
  // The tool modals load with the back-office chunk when an admin first opens one.
  const Tools = lazy(() => load().then((module) => ({ default: module.AdminTools })));
  return function AdminAccessPage() {
    return <AccessPage Tools={Tools} />;
  };
}

type PageName = 'AdminPanelPage' | 'AdminDashboardPage' | 'AdminSettingsPage';

/**
 * A back-office page behind the server's role check. The panel sends others to /admin (the spec),
 * the back-office says 'Accès restreint', the settings 'Accès refusé'.
 */
export function gatedAdminPage(
  load: () => Promise<AdminModule>,
  name: PageName,
  variant: 'redirect' | 'restricted' | 'refused',
): ComponentType {
  const Page = lazy(() => load().then((module) => ({ default: module[name] })));
  return function GatedAdminPage() {
    return (
      <AdminGuard variant={variant}>
        {() => (
          <Suspense fallback={<Checking />}>
            <Page />
          </Suspense>
        )}
      </AdminGuard>
    );
  };
}
