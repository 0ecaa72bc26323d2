/**
 * Every client route of the spec's route table. Areas load lazily (one chunk per
 * `*.routes.tsx`, with the signed-in areas' catalog), so the admin, settings and debug code never
 * ships with the landing page.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { NotFoundPage } from '#features/content/index.ts';
import { HomePage } from '#features/home/index.ts';
import { withAppCatalog } from '#i18n/i18n.ts';

import { RouteErrorScreen } from './errors/RouteErrorScreen.tsx';
import { AppLayout } from './shell/AppLayout.tsx';

type AreaModule = Record<string, ComponentType>;

/**
 * While a lazy route's chunk loads on the first visit, the layout shows with an empty page, as
 * it always did; naming that explicitly keeps React Router from warning on every lazy route.
 */
const EmptyWhileLoading = () => null;

/** A lazy route rendering `name` from an area module. */
function page(path: string, load: () => Promise<AreaModule>, name: string): RouteObject {
  return {
    path,
    HydrateFallback: EmptyWhileLoading,
    lazy: async () => {
      const module = await withAppCatalog(load);
      const Component = module[name];
      if (Component === undefined)
        throw new Error(`Route ${path}: ${name} is not exported by its area module`);
      return { Component };
    },
  };
}

const auth = () => import('#features/auth/auth.routes.tsx');
const home = () => import('#features/home/home.routes.tsx');
const weekly = () => import('#features/weekly/weekly.routes.tsx');
const settings = () => import('#features/settings/settings.routes.tsx');
const unifiedSettings = () => import('#features/unified-settings/unified-settings.routes.tsx');
const billing = () => import('#features/billing/billing.routes.tsx');
const credits = () => import('#features/credits/credits.routes.tsx');
const publicPages = () => import('#features/public/public.routes.tsx');
const debug = () => import('#features/debug/debug.routes.tsx');
const admin = () => import('#features/admin/admin.routes.tsx');
const adminAccess = () => import('#features/admin-access/adminAccess.routes.tsx');

type AdminAccessModule = Awaited<ReturnType<typeof adminAccess>>;

/**
 * An admin route: its gate (features/admin-access, small, anyone may load it) asks the server
 * whether the caller is an admin before the back-office chunk (`admin`) loads, so a non-admin
 * never downloads it. Only this file may name the admin area (a lint rule).
 */
function adminPage(path: string, make: (module: AdminAccessModule) => ComponentType): RouteObject {
  return {
    path,
    HydrateFallback: EmptyWhileLoading,
    lazy: async () => ({ Component: make(await withAppCatalog(adminAccess)) }),
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <HomePage /> },
          // The chat's own address (reload, back and forward, a shared link): the same home
          // element as "/", so going between dashboard and chat keeps the signed-in stages.
          { path: 'chat/:characterId', element: <HomePage /> },
          page('login', auth, 'LoginPage'),
          page('auth', auth, 'AuthPage'),
          page('auth/callback', auth, 'AuthCallbackPage'),
          page('reset-password', auth, 'ResetPasswordPage'),
          page('dashboard', home, 'DashboardPage'),
          page('weekly-summary', weekly, 'WeeklySummaryPage'),
          page('settings', settings, 'SettingsPage'),
          page('modern-settings', unifiedSettings, 'UnifiedSettingsPage'),
          page('contact', publicPages, 'ContactPage'),
          page('faq', publicPages, 'FaqPage'),
          page('quotes', publicPages, 'QuotesPage'),
          page('mentions-legales', publicPages, 'LegalNoticePage'),
          page('confidentialite', publicPages, 'PrivacyPage'),
          page('pricing', billing, 'PricingPage'),
          page('subscription', billing, 'SubscriptionPage'),
          page('subscription/success', billing, 'PaymentSuccessPage'),
          page('payment/success', billing, 'PaymentSuccessPage'),
          page('payment-success', billing, 'PaymentSuccessPage'),
          page('credit-diagnostic', credits, 'CreditDiagnosticPage'),
          page('supabase-check', debug, 'SupabaseCheckPage'),
          page('stripe-debug', debug, 'StripeDebugPage'),
          page('auth-debug', debug, 'AuthDebugPage'),
          page('debug-subscription', debug, 'DebugSubscriptionPage'),
          page('test-subscription', debug, 'DebugSubscriptionPage'),
          adminPage('admin', (m) => m.adminAccessPage(admin)),
          adminPage('admin/login', (m) => m.AdminLoginPage),
          adminPage('admin/panel', (m) => m.gatedAdminPage(admin, 'AdminPanelPage', 'redirect')),
          adminPage('admin/dashboard', (m) => m.gatedAdminPage(admin, 'AdminDashboardPage', 'restricted')),
          adminPage('admin/dashboard-page', (m) =>
            m.gatedAdminPage(admin, 'AdminDashboardPage', 'restricted'),
          ),
          adminPage('admin/users', (m) => m.gatedAdminPage(admin, 'AdminDashboardPage', 'restricted')),
          adminPage('admin/subscriptions', (m) =>
            m.gatedAdminPage(admin, 'AdminDashboardPage', 'restricted'),
          ),
          adminPage('admin/messages', (m) => m.gatedAdminPage(admin, 'AdminDashboardPage', 'restricted')),
          adminPage('admin/settings', (m) => m.gatedAdminPage(admin, 'AdminSettingsPage', 'refused')),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has the first route's code (a lazy area) and can show it. */
export function whenRouted(router: AppRouter): Promise<AppRouter> {
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}
