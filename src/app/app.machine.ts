/**
 * The root machine: the app's lifecycle from boot to running, the device-level state every
 * screen shares (language, appearance, connectivity, pending app update), and the app-lifetime
 * actors, as children with a systemId: the paywall and the checkout from the start, and once running the auth
 * session, the sync service and the credit refresh (their implementations come from the
 * composition root, src/app/services.ts; later billing, settings, and admin for admins only).
 *
 * Side effects are named actors and actions implemented in app.actors.ts and bound with
 * `.provide()`, so the machine is tested with stubs.
 */
import {
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';

import { defaultAppearance, nextThemeMode, sanitizeAppearance, type Appearance } from '#core/appearance.ts';
import type { AppConfig, ConfigProblem } from '#core/config.ts';
import { defaultLocale, resolveLocale, type Locale } from '#core/locale.ts';
import type { Result } from '#core/result.ts';
import { checkoutMachine, paywallMachine } from '#features/billing/billing.service.ts';

export type StoredPreferences = { locale: unknown; appearance: unknown };

export type AppInput = {
  config: Result<AppConfig, ConfigProblem[]>;
  browserLanguages: readonly string[];
  online: boolean;
};

export type AppContext = {
  config: Result<AppConfig, ConfigProblem[]>;
  browserLanguages: readonly string[];
  locale: Locale;
  appearance: Appearance;
  online: boolean;
  /** A new service worker is installed and waiting: the "update available" prompt shows. */
  updateAvailable: boolean;
  /** Set when the device storage could not be read; the app runs on defaults. */
  storageProblem: boolean;
  /** The person changed a preference since boot: the stored values read late must not undo it. */
  preferencesChanged: boolean;
};

export type AppEvent =
  | { type: 'prefs.locale.set'; locale: Locale }
  | { type: 'prefs.theme.cycle' }
  | { type: 'prefs.appearance.set'; appearance: Appearance }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'sw.update.available' }
  | { type: 'sw.update.accept' }
  | { type: 'sw.update.dismiss' };

/** What the persistence child is asked to write. */
export type PersistEvent = { type: 'persist'; key: 'locale' | 'appearance'; value: unknown };

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    /** The preferences' copy readable at once (localStorage), so the first render needs no database. */
    loadPreferences: fromPromise<StoredPreferences>(() =>
      Promise.resolve({ locale: undefined, appearance: undefined }),
    ),
    /** The preferences in the device database, the source of truth; rejects when it cannot be read. */
    readStoredPreferences: fromPromise<StoredPreferences>(() =>
      Promise.resolve({ locale: undefined, appearance: undefined }),
    ),
    /** Loads a language's catalog and switches the UI to it; resolves with that language. */
    activateLocale: fromPromise<Locale, { locale: Locale }>(({ input }) => Promise.resolve(input.locale)),
    /** Writes preferences in order; failures are logged, the UI keeps the new value. */
    persistPreferences: fromCallback<PersistEvent>(() => undefined),
    watchNetwork: fromCallback<AppEvent>(() => undefined),
    applyUpdate: fromPromise<void>(() => Promise.resolve()),
    /** The upgrade modal, one for the whole app (its plan saving is bound by the root). */
    paywall: paywallMachine,
    /** The way to Stripe's payment page, one for the whole app (its calls are bound by the root). */
    checkout: checkoutMachine,
    /** Starts the auth session when one may exist, else at the visitor's first interaction. */
    authSession: fromCallback(() => undefined),
    /** Owns the sync service: its session ends with the app. */
    syncService: fromCallback(() => undefined),
    /** Owns the credit refresh store (at most one balance request per 30 s per user). */
    creditRefresh: fromCallback(() => undefined),
  },
  actions: {
    /** Paints the appearance on the document (bound at the edge). */
    applyAppearance: (_, _appearance: Appearance) => undefined,
    persistAppearance: sendTo('persistence', ({ context }): PersistEvent => ({
      type: 'persist',
      key: 'appearance',
      value: context.appearance,
    })),
    persistLocale: sendTo('persistence', ({ context }): PersistEvent => ({
      type: 'persist',
      key: 'locale',
      value: context.locale,
    })),
  },
  guards: {
    configIsValid: ({ context }) => context.config.ok,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    config: input.config,
    browserLanguages: input.browserLanguages,
    locale: resolveLocale(undefined, input.browserLanguages),
    appearance: { ...defaultAppearance },
    online: input.online,
    updateAvailable: false,
    storageProblem: false,
    preferencesChanged: false,
  }),
  invoke: [
    { id: 'network', src: 'watchNetwork' },
    { id: 'paywall', systemId: 'paywall', src: 'paywall' },
    { id: 'checkout', systemId: 'checkout', src: 'checkout' },
  ],
  on: {
    'network.online': { actions: assign({ online: true }) },
    'network.offline': { actions: assign({ online: false }) },
    'sw.update.available': { actions: assign({ updateAvailable: true }) },
    'sw.update.dismiss': { actions: assign({ updateAvailable: false }) },
  },
  initial: 'booting',
  states: {
    booting: {
      tags: ['loading'],
      invoke: {
        src: 'loadPreferences',
        onDone: {
          target: 'loadingLocale',
          actions: assign(({ event, context }) => ({
            locale: resolveLocale(event.output.locale, context.browserLanguages),
            appearance: sanitizeAppearance(event.output.appearance),
          })),
        },
        onError: 'loadingLocale',
      },
    },
    loadingLocale: {
      tags: ['loading'],
      entry: { type: 'applyAppearance', params: ({ context }) => context.appearance },
      invoke: {
        src: 'activateLocale',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: 'checkingConfig',
        // A broken catalog for the chosen language: fall back to French rather than a blank app.
        onError: [
          {
            guard: ({ context }) => context.locale !== defaultLocale,
            target: 'loadingLocale',
            reenter: true,
            actions: assign({ locale: defaultLocale }),
          },
          { target: 'catalogUnavailable' },
        ],
      },
    },
    checkingConfig: {
      always: [{ guard: 'configIsValid', target: 'running' }, { target: 'misconfigured' }],
    },
    /** Fatal: the build has no usable backend URL or key. Nothing else can work. */
    misconfigured: { tags: ['fatal'] },
    /** Not even the French catalog loaded (first visit, network lost mid-load): nothing can be said. */
    catalogUnavailable: { tags: ['broken'] },
    running: {
      invoke: [
        { id: 'auth', systemId: 'auth', src: 'authSession' },
        { id: 'sync', systemId: 'sync', src: 'syncService' },
        { id: 'credits', systemId: 'credits', src: 'creditRefresh' },
        { id: 'persistence', src: 'persistPreferences' },
        {
          // The app already shows the copy's preferences; where the database says otherwise
          // (the copy was lost or is older), the database wins, unless the person chose since.
          src: 'readStoredPreferences',
          onDone: {
            guard: ({ context }) => !context.preferencesChanged,
            actions: enqueueActions(({ context, event, enqueue }) => {
              const appearance = sanitizeAppearance(event.output.appearance);
              if (JSON.stringify(appearance) !== JSON.stringify(context.appearance)) {
                enqueue.assign({ appearance });
                enqueue({ type: 'applyAppearance', params: appearance });
              }
              const locale = resolveLocale(event.output.locale, context.browserLanguages);
              if (locale !== context.locale) enqueue.raise({ type: 'prefs.locale.set', locale });
            }),
          },
          onError: { actions: assign({ storageProblem: true }) },
        },
      ],
      initial: 'idle',
      on: {
        'prefs.theme.cycle': {
          actions: [
            assign({
              preferencesChanged: true,
              appearance: ({ context }) => ({
                ...context.appearance,
                theme: nextThemeMode(context.appearance.theme),
              }),
            }),
            { type: 'applyAppearance', params: ({ context }) => context.appearance },
            'persistAppearance',
          ],
        },
        'prefs.appearance.set': {
          actions: [
            assign({
              preferencesChanged: true,
              appearance: ({ event }) => sanitizeAppearance(event.appearance),
            }),
            { type: 'applyAppearance', params: ({ context }) => context.appearance },
            'persistAppearance',
          ],
        },
      },
      states: {
        idle: {
          on: {
            'prefs.locale.set': {
              guard: ({ context, event }) => context.locale !== event.locale,
              target: 'switchingLocale',
              actions: assign({ preferencesChanged: true }),
            },
            'sw.update.accept': { target: 'updating' },
          },
        },
        switchingLocale: {
          invoke: {
            src: 'activateLocale',
            input: ({ event }) => ({
              locale: event.type === 'prefs.locale.set' ? event.locale : defaultLocale,
            }),
            onDone: {
              target: 'idle',
              actions: [assign({ locale: ({ event }) => event.output }), 'persistLocale'],
            },
            onError: 'idle',
          },
        },
        /** The waiting service worker takes over; the page reloads into it, so this state lasts. */
        updating: {
          invoke: { src: 'applyUpdate', onError: 'idle' },
        },
      },
    },
  },
});

export type AppActor = ActorRefFrom<typeof appMachine>;
export type AppSnapshot = SnapshotFrom<typeof appMachine>;
