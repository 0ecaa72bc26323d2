/**
 * The real side effects of the root machine, bound at the edge with `.provide()`.
 * Kept small: each line delegates to the layer that owns the effect.
 */
import { fromCallback, fromPromise } from 'xstate';

import type { Appearance } from '#core/appearance.ts';
import type { Locale } from '#core/locale.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { logger } from '#data/logger.ts';
import { readPreferences, readPreferencesMirror, writePreference } from '#data/preferences.ts';
import { activateLocale } from '#i18n/i18n.ts';
import { watchOnline } from '#data/platform/online.ts';
import { afterIdle } from '#ui/afterIdle.ts';
import { applyAppearance } from '#ui/theme/applyAppearance.ts';

import { appMachine, type AppEvent, type PersistEvent, type StoredPreferences } from './app.machine.ts';

export type AppMachineDeps = {
  /** The device database, loaded on first use (the composition root's). */
  database: () => Promise<AppDatabase>;
  /** Activates the waiting service worker; the page reloads once it controls. */
  applyServiceWorkerUpdate: () => Promise<void>;
};

/** What `.provide()` takes on the root machine (tests replace the preferences' IO). */
export type AppMachineImplementations = Parameters<typeof appMachine.provide>[0];

export function createAppMachine({ database, applyServiceWorkerUpdate }: AppMachineDeps) {
  return appMachine.provide({
    actors: {
      loadPreferences: fromPromise<StoredPreferences>(() => Promise.resolve(readPreferencesMirror())),
      readStoredPreferences: fromPromise<StoredPreferences>(async () => {
        // The mirror is almost always right: the database is checked once the first screen is up.
        await new Promise<void>((resolve) => afterIdle(resolve));
        try {
          return await readPreferences(await database());
        } catch (error) {
          logger.warn('Device storage unavailable; using default preferences', { error });
          throw error;
        }
      }),
      activateLocale: fromPromise<Locale, { locale: Locale }>(async ({ input }) => {
        await activateLocale(input.locale);
        return input.locale;
      }),
      persistPreferences: fromCallback<PersistEvent>(({ receive }) => {
        // Writes are chained so a quick FR → EN → FR ends with FR stored.
        let queue = Promise.resolve();
        receive((event) => {
          queue = queue
            .then(database)
            .then((db) => writePreference(db, event.key, event.value))
            .catch((error: unknown) => logger.warn('Could not save a preference', { key: event.key, error }));
        });
      }),
      watchNetwork: fromCallback<AppEvent>(({ sendBack }) =>
        watchOnline((online) => sendBack({ type: online ? 'network.online' : 'network.offline' })),
      ),
      applyUpdate: fromPromise(() => applyServiceWorkerUpdate()),
    },
    actions: {
      applyAppearance: (_, appearance: Appearance) => applyAppearance(document.documentElement, appearance),
    },
  });
}
