/**
 * The app's services as the composition root builds them (src/app/services.ts), over fakes: a
 * fresh fake-indexeddb database, no backend, no sync engine (enqueue does nothing), a signed-out
 * auth runtime unless one is given, and the root machine's IO stubbed. Each test builds its own:
 * nothing is shared between tests, so nothing needs resetting.
 */
import type { ReactNode } from 'react';
import { fromCallback, fromPromise } from 'xstate';

import { ServicesProvider } from '#app/serviceContext.tsx';
import { createAppServices, type AppServices } from '#app/services.ts';
import type { AppMachineImplementations } from '#app/app.actors.ts';
import type { PersistEvent, StoredPreferences } from '#app/app.machine.ts';
import { parseConfig } from '#core/config.ts';
import type { Locale } from '#core/locale.ts';
import { createDatabase, type AppDatabase } from '#data/db/db.ts';
import type { DataPorts } from '#data/ports/index.ts';
import { testDataPorts } from '#data/ports/fixtures.tsx';
import type { SyncService } from '#sync/index.ts';
import { createAuthRuntime, type AuthRuntime } from '#features/auth/session.tsx';

export const testConfig = parseConfig({
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'anon',
});

let databases = 0;

export type TestServicesOptions = {
  db?: AppDatabase;
  /** Data ports to use instead of the ones over `db` with no backend. */
  ports?: Partial<Omit<DataPorts, 'db'>>;
  sync?: Partial<SyncService>;
  auth?: AuthRuntime;
  /** The root machine's effects; by default preferences are French and nothing is written. */
  machine?: AppMachineImplementations;
};

/** No sync engine: work is accepted and nothing is sent. */
const idleSync: SyncService = { start: () => () => undefined, stop: () => undefined, enqueue: () => false };

const stubbedMachine: AppMachineImplementations = {
  actors: {
    loadPreferences: fromPromise<StoredPreferences>(() =>
      Promise.resolve({ locale: 'fr', appearance: undefined }),
    ),
    readStoredPreferences: fromPromise<StoredPreferences>(() =>
      Promise.resolve({ locale: 'fr', appearance: undefined }),
    ),
    activateLocale: fromPromise<Locale, { locale: Locale }>(({ input }) => Promise.resolve(input.locale)),
    persistPreferences: fromCallback<PersistEvent>(() => undefined),
    watchNetwork: fromCallback(() => undefined),
    // Tests start their auth actor themselves (or mock the auth hooks).
    authSession: fromCallback(() => undefined),
  },
  actions: { applyAppearance: () => undefined },
};

/** Services over fakes, with the signed-in half and the billing port already loaded. */
export async function createTestServices(options: TestServicesOptions = {}): Promise<AppServices> {
  const db = options.db ?? createDatabase(`services-test-${Date.now()}-${++databases}`);
  const services = createAppServices({
    config: testConfig,
    browserLanguages: ['fr-FR'],
    openDatabase: () => Promise.resolve(db),
    loadSupabase: () => Promise.reject(new Error('no backend in unit tests')),
    loadSignedIn: (root) =>
      Promise.resolve({
        data: testDataPorts(root.db, options.ports),
        sync: { ...idleSync, ...options.sync },
      }),
    auth:
      options.auth ??
      createAuthRuntime({
        load: () => Promise.reject(new Error('no auth client in unit tests')),
        statusBeforeStart: 'signedOut',
      }),
    machine: {
      actors: { ...stubbedMachine.actors, ...options.machine?.actors },
      actions: { ...stubbedMachine.actions, ...options.machine?.actions },
    },
  });
  await Promise.all([services.signedIn.get(), services.billing.get()]);
  return services;
}

/** Stops the root actor and deletes the test database. */
export async function disposeTestServices(services: AppServices): Promise<void> {
  services.app.stop();
  const db = await services.database.get();
  await db.delete();
}

export function TestServices({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}
