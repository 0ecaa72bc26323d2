/**
 * The composition root: the one place that creates the app's long-lived services — the device
 * database, the Supabase client, the per-domain data ports, the sync service, the tab's channel,
 * the sync event and status stores, the auth runtime, the paywall and the credit refresh — and the
 * root actor, which runs the app-lifetime ones as children (app.machine.ts). Nothing else in src/
 * holds a service in a module variable: screens reach them through `useService` and the lower
 * layers' contexts (serviceContext.tsx).
 *
 * The landing page must not pay for what only signed-in people use: Dexie, supabase-js and the
 * signed-in half (signedInRoot.ts: chat and credits ports, sync engine) load on first use.
 */
import { createActor, fromCallback, fromPromise } from 'xstate';

import type { AppConfig, ConfigProblem } from '#core/config.ts';
import { createLazy, pickLazy, type Lazy } from '#core/lazy.ts';
import type { Result } from '#core/result.ts';
import { deferredAuthLinkCalls } from '#data/auth/deferredLinkCalls.ts';
import type { BillingPort } from '#data/billing/index.ts';
import { createCreditRefresh, type CreditRefresh } from '#data/credits/creditRefresh.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { createSyncChannel, type SyncChannel } from '#data/platform/channel.ts';
import { isOnline } from '#data/platform/online.ts';
import { createSyncEventBus, type SyncEventBus } from '#data/platform/syncEvents.ts';
import type { DataPorts } from '#data/ports/index.ts';
import { loadSupabaseClient, type AppSupabaseClient } from '#data/supabase/index.ts';
import {
  createAppAuthRuntime,
  loadAuthActor,
  startAuthWhenNeeded,
  type AuthRuntime,
} from '#features/auth/index.ts';
import {
  checkoutMachine,
  createPaywallService,
  paywallMachine,
  type CheckoutActor,
  type PaywallService,
} from '#features/billing/billing.service.ts';
import { checkoutActors } from '#features/billing/checkout.service.ts';
import type { PlanChoice } from '#features/billing/index.ts';
import { createSyncStatusStore, type SyncStatusStore } from '#sync/status.ts';
import { createToastStore, type ToastStore } from '#ui/toast/toastStore.ts';

import { createAppMachine, type AppMachineImplementations } from './app.actors.ts';
import { createInstallPrompt, type InstallPrompt } from './shell/installPrompt.ts';
import type { AppActor } from './app.machine.ts';
import type { SignedInServices } from './signedInRoot.ts';

export type AppServices = {
  /** The tab's BroadcastChannel to the other tabs, opened on first use. */
  channel: () => SyncChannel;
  syncEvents: SyncEventBus;
  syncStatus: SyncStatusStore;
  database: Lazy<AppDatabase>;
  supabase: Lazy<AppSupabaseClient>;
  auth: AuthRuntime;
  /** The plan kept aside before checkout. */
  billing: Lazy<BillingPort>;
  /** The signed-in half: the data ports and the sync service, created together. */
  signedIn: Lazy<SignedInServices>;
  /** The data ports of the signed-in half, as the data hooks read them. */
  data: Lazy<DataPorts>;
  creditRefresh: CreditRefresh;
  /** The app's toasts, one at a time. */
  toasts: ToastStore;
  /** The browser's install offer, kept for the menu's install button. */
  installPrompt: InstallPrompt;
  paywall: PaywallService;
  /** The way to Stripe's payment page (every plan and trial button sends to it). */
  checkout: CheckoutActor;
  /** The root actor (started): lifecycle, preferences, and the app-lifetime children. */
  app: AppActor;
};

export type AppServicesOptions = {
  config: Result<AppConfig, ConfigProblem[]>;
  browserLanguages: readonly string[];
  /** Activates the waiting service worker; the page reloads once it controls. */
  applyServiceWorkerUpdate?: () => Promise<void>;
  /** Stand-ins (tests): the database, the Supabase client, the signed-in half, the auth runtime. */
  openDatabase?: () => Promise<AppDatabase>;
  loadSupabase?: () => Promise<AppSupabaseClient>;
  loadSignedIn?: (root: SignedInRoot) => Promise<SignedInServices>;
  auth?: AuthRuntime;
  /** Replaces some of the root machine's effects (tests stub the preferences' IO). */
  machine?: AppMachineImplementations;
};

/** What the signed-in half is built from. */
export type SignedInRoot = {
  db: AppDatabase;
  client: () => Promise<AppSupabaseClient>;
  channel: () => SyncChannel;
  events: SyncEventBus;
  status: SyncStatusStore;
};

export function createAppServices(options: AppServicesOptions): AppServices {
  const { config } = options;
  let channel: SyncChannel | undefined;
  const openChannel = () => (channel ??= createSyncChannel());
  const syncEvents = createSyncEventBus(openChannel);
  const syncStatus = createSyncStatusStore();

  const database = createLazy(
    options.openDatabase ?? (() => import('#data/db/db.ts').then(({ createDatabase }) => createDatabase())),
  );
  const supabase = createLazy(
    options.loadSupabase ??
      (() =>
        config.ok
          ? loadSupabaseClient(config.value)
          : Promise.reject(new Error('The backend configuration is invalid'))),
  );
  const client = () => supabase.get();

  const signedIn = createLazy(async () => {
    const db = await database.get();
    const root: SignedInRoot = { db, client, channel: openChannel, events: syncEvents, status: syncStatus };
    if (options.loadSignedIn) return options.loadSignedIn(root);
    const { createSignedInServices } = await import('./signedInRoot.ts');
    return createSignedInServices(root);
  });
  const data: Lazy<DataPorts> = pickLazy(signedIn, (loaded) => loaded.data);
  const billing = createLazy(async () => {
    const [{ createBillingPort }, db] = await Promise.all([import('#data/billing/index.ts'), database.get()]);
    return createBillingPort(db, client);
  });

  const auth =
    options.auth ??
    createAppAuthRuntime(
      () => loadAuthActor(client),
      deferredAuthLinkCalls(async () => {
        const [{ authLinkCalls }, loaded] = await Promise.all([import('#data/auth/callback.ts'), client()]);
        return authLinkCalls(loaded, { siteUrl: location.origin });
      }),
    );
  const creditRefresh = createCreditRefresh((userId) =>
    data.get().then((ports) => ports.credits.refresh(userId)),
  );

  const savePendingPlan = async (choice: PlanChoice) => {
    const [port, billingFeature] = await Promise.all([billing.get(), import('#features/billing/index.ts')]);
    await billingFeature.savePendingPlan(port, choice);
  };
  const machine = createAppMachine({
    database: () => database.get(),
    applyServiceWorkerUpdate: options.applyServiceWorkerUpdate ?? (() => Promise.resolve()),
  }).provide({
    actors: {
      checkout: checkoutMachine.provide({
        actors: checkoutActors({
          billing,
          isOnline,
          locale: () => app.getSnapshot().context.locale,
          currentPath: () => location.pathname,
          navigate: (url) => location.assign(url),
        }),
      }),
      paywall: paywallMachine.provide({
        actors: { savePendingPlan: fromPromise<void, PlanChoice>(({ input }) => savePendingPlan(input)) },
      }),
      authSession: fromCallback(() => startAuthWhenNeeded(auth)),
      // The app ends (tests, a reload): so does the user's sync session.
      syncService: fromCallback(() => () => signedIn.current()?.sync.stop()),
      creditRefresh: fromCallback(() => () => creditRefresh.reset()),
    },
  });
  const app = createActor(options.machine ? machine.provide(options.machine) : machine, {
    input: { config, browserLanguages: options.browserLanguages, online: isOnline() },
  }).start();
  const paywallActor = app.system.get('paywall') as PaywallService['actor'] | undefined;
  if (paywallActor === undefined) throw new Error('The root machine runs no paywall');
  const checkoutActor = app.system.get('checkout') as CheckoutActor | undefined;
  if (checkoutActor === undefined) throw new Error('The root machine runs no checkout');

  return {
    channel: openChannel,
    syncEvents,
    syncStatus,
    database,
    supabase,
    auth,
    billing,
    signedIn,
    data,
    creditRefresh,
    toasts: createToastStore(),
    installPrompt: createInstallPrompt(),
    paywall: createPaywallService(paywallActor, {
      lastAt: (userId) => billing.get().then((port) => port.paywallPromptedAt(userId)),
      note: (userId, at) => billing.get().then((port) => port.notePaywallPrompted(userId, at)),
    }),
    checkout: checkoutActor,
    app,
  };
}
