/**
 * Build-time render of what a signed-out visitor first sees at "/": the client's own route tree
 * (top bar, landing, footer) with the boot catalog of one language. prerenderPlugin.ts builds
 * this entry for Node and pastes its output into index.html; the client never imports it.
 */
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor } from 'xstate';

import { appMachine } from '#app/app.machine.ts';
import { checkoutMachine } from '#features/billing/billing.service.ts';
import { routes } from '#app/routes.tsx';
import { ServicesProvider } from '#app/serviceContext.tsx';
import type { AppServices } from '#app/services.ts';
import { createInstallPrompt } from '#app/shell/installPrompt.ts';
import { defaultAppearance } from '#core/appearance.ts';
import { parseConfig, type AppConfig } from '#core/config.ts';
import type { Locale } from '#core/locale.ts';
import { createLazy } from '#core/lazy.ts';
import { ok } from '#core/result.ts';
import { createSyncEventBus } from '#data/platform/syncEvents.ts';
import { AuthProvider, createAuthRuntime } from '#features/auth/index.ts';
import { i18n } from '#i18n/i18n.ts';
import { createSyncStatusStore } from '#sync/status.ts';
import { createToastStore } from '#ui/toast/toastStore.ts';
import { messages as enApp } from '#locales/en/app.po';
import { messages as en } from '#locales/en/messages.po';
import { messages as frApp } from '#locales/fr/app.po';
import { messages as fr } from '#locales/fr/messages.po';

const bootCatalogs = { fr, en } satisfies Record<Locale, unknown>;
/** The public pages (src/features/public) take their words from the app catalog. */
const appCatalogs = { fr: frApp, en: enApp } satisfies Record<Locale, unknown>;

/** The root actor as the client has it once booted on a fresh device: never started, no effects. */
function bootedAppActor(locale: Locale, config: AppConfig) {
  const snapshot = appMachine.resolveState({
    value: { running: 'idle' },
    context: {
      config: ok(config),
      browserLanguages: [locale],
      locale,
      appearance: { ...defaultAppearance },
      online: true,
      updateAvailable: false,
      storageProblem: false,
      preferencesChanged: false,
    },
  });
  return createActor(appMachine, {
    snapshot,
    input: { config: snapshot.context.config, browserLanguages: [locale], online: true },
  });
}

/** A visitor with no stored session: signed out at once, and the auth client never loads here. */
function visitorAuthRuntime() {
  return createAuthRuntime({
    load: () => Promise.reject(new Error('No auth client in the prerender')),
    statusBeforeStart: 'signedOut',
  });
}

/**
 * What the landing's render reads of the app's services, inert: a visitor's page touches no
 * database, client or sync here. Anything else throws, so a landing that starts needing more
 * fails the build rather than prerendering a half-working page.
 */
function visitorServices(app: AppServices['app']): AppServices {
  const none = () => Promise.reject(new Error('Not in the prerender'));
  const available: Partial<AppServices> = {
    app,
    auth: visitorAuthRuntime(),
    toasts: createToastStore(),
    installPrompt: createInstallPrompt(),
    syncStatus: createSyncStatusStore(),
    syncEvents: createSyncEventBus(() => ({ post: () => undefined, listen: () => () => undefined })),
    data: createLazy(none),
    supabase: createLazy(none),
    billing: createLazy(none),
    signedIn: createLazy(none),
    // Never started: the trial buttons read its idle state.
    checkout: createActor(checkoutMachine),
  };
  return new Proxy(available as AppServices, {
    get(target, name: keyof AppServices) {
      if (name in target) return target[name];
      throw new Error(`The prerendered landing has no ${String(name)} service`);
    },
  });
}

/**
 * The markup of `#root` for a visitor at "/" in `locale`, as `<App />` renders it once booted;
 * null when this build lacks its backend configuration (the client shows the configuration
 * screen, not the landing). `<title>` is left out: React puts it in <head> on the client.
 */
export function renderLanding(locale: Locale): string | null {
  const config = parseConfig(import.meta.env);
  if (!config.ok) return null;
  i18n.loadAndActivate({ locale, messages: bootCatalogs[locale] });
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const services = visitorServices(bootedAppActor(locale, config.value));
  const html = renderToString(
    <ServicesProvider services={services}>
      <I18nProvider i18n={i18n}>
        <AuthProvider runtime={services.auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      </I18nProvider>
    </ServicesProvider>,
  );
  router.dispose();
  // React's markers for hydration (text separators, Suspense boundaries) mean nothing here: the
  // client replaces this markup, it does not hydrate it.
  return html.replace(/<title>[^<]*<\/title>|<!--(?: |\$|\/\$)-->/g, '');
}

/**
 * The markup of a public page (src/features/public) for a visitor in `locale`, with its head
 * tags (<title>, <meta>, canonical <link>) apart for the build to put in <head>; null without
 * a backend configuration. Its route loads lazily, so this waits for the router to be ready.
 */
export async function renderPage(
  locale: Locale,
  path: string,
): Promise<{ body: string; head: string } | null> {
  const config = parseConfig(import.meta.env);
  if (!config.ok) return null;
  i18n.loadAndActivate({ locale, messages: { ...bootCatalogs[locale], ...appCatalogs[locale] } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  const failure: unknown = Object.values(router.state.errors ?? {})[0];
  if (failure !== undefined)
    throw failure instanceof Error ? failure : new Error(`Route ${path} failed: ${JSON.stringify(failure)}`);
  const services = visitorServices(bootedAppActor(locale, config.value));
  const html = renderToString(
    <ServicesProvider services={services}>
      <I18nProvider i18n={i18n}>
        <AuthProvider runtime={services.auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      </I18nProvider>
    </ServicesProvider>,
  );
  router.dispose();
  const headTag =
    /<title>[^<]*<\/title>|<meta (?:name="description"|property="og:[a-z_:]+")[^>]*>|<link rel="canonical"[^>]*>/g;
  const head = (html.match(headTag) ?? []).join('');
  const body = html.replace(headTag, '').replace(/<!--(?: |\$|\/\$)-->/g, '');
  return { body, head };
}
