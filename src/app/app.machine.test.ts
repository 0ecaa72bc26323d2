import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';

import { defaultAppearance, type Appearance } from '#core/appearance.ts';
import { parseConfig } from '#core/config.ts';
import type { Locale } from '#core/locale.ts';

import { appMachine, type AppEvent, type PersistEvent, type StoredPreferences } from './app.machine.ts';

const validConfig = parseConfig({
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'anon',
});

const nothingStored: StoredPreferences = { locale: undefined, appearance: undefined };

type Stubs = {
  /** The localStorage copy read for the first render. */
  mirror?: StoredPreferences;
  /** What the device database answers: values, an error, or a promise the test settles. */
  stored?: StoredPreferences | Error | Promise<StoredPreferences>;
  failingLocales?: Locale[];
};

function start(
  { mirror = nothingStored, stored = mirror, failingLocales = [] }: Stubs = {},
  config = validConfig,
) {
  const activated: Locale[] = [];
  const persisted: PersistEvent[] = [];
  const painted: Appearance[] = [];
  const applyUpdate = vi.fn(() => Promise.resolve());
  let emitNetwork: ((event: AppEvent) => void) | undefined;

  const machine = appMachine.provide({
    actors: {
      loadPreferences: fromPromise(() => Promise.resolve(mirror)),
      readStoredPreferences: fromPromise(() =>
        stored instanceof Error ? Promise.reject(stored) : Promise.resolve(stored),
      ),
      activateLocale: fromPromise<Locale, { locale: Locale }>(({ input }) => {
        if (failingLocales.includes(input.locale)) return Promise.reject(new Error('catalog missing'));
        activated.push(input.locale);
        return Promise.resolve(input.locale);
      }),
      persistPreferences: fromCallback<PersistEvent>(({ receive }) =>
        receive((event) => persisted.push(event)),
      ),
      watchNetwork: fromCallback<AppEvent>(({ sendBack }) => {
        emitNetwork = sendBack;
      }),
      applyUpdate: fromPromise(applyUpdate),
    },
    actions: { applyAppearance: (_, appearance: Appearance) => void painted.push(appearance) },
  });
  const actor = createActor(machine, {
    input: { config, browserLanguages: ['fr-FR'], online: true },
  }).start();
  return {
    actor,
    activated,
    persisted,
    painted,
    applyUpdate,
    network: (event: AppEvent) => emitNetwork?.(event),
  };
}

describe('boot', () => {
  it('renders at once with the mirrored preferences: paints them, activates the language and runs', async () => {
    const mirror = { locale: 'en', appearance: { theme: 'dark' } };
    const { actor, activated, painted } = start({ mirror });
    try {
      await waitFor(actor, (s) => s.matches('running'));
      expect(actor.getSnapshot().context.locale).toBe('en');
      expect(painted.at(-1)).toEqual({ ...defaultAppearance, theme: 'dark' });
      // The database agrees: nothing is painted or loaded twice.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(activated).toEqual(['en']);
      expect(painted).toHaveLength(1);
    } finally {
      actor.stop();
    }
  });

  it('lets the database win over a lost or older mirror, as soon as it answers', async () => {
    const { actor, activated, painted } = start({ stored: { locale: 'en', appearance: { theme: 'dark' } } });
    try {
      await waitFor(actor, (s) => s.matches({ running: 'idle' }) && s.context.locale === 'en');
      expect(activated).toEqual(['fr', 'en']);
      expect(actor.getSnapshot().context.appearance).toEqual({ ...defaultAppearance, theme: 'dark' });
      expect(painted.at(-1)).toEqual({ ...defaultAppearance, theme: 'dark' });
    } finally {
      actor.stop();
    }
  });

  it('keeps a choice made before the database answers', async () => {
    let answer: (stored: StoredPreferences) => void = () => undefined;
    const stored = new Promise<StoredPreferences>((resolve) => (answer = resolve));
    const { actor } = start({ stored });
    try {
      await waitFor(actor, (s) => s.matches('running'));
      actor.send({ type: 'prefs.theme.cycle' });
      answer({ locale: 'en', appearance: { theme: 'auto' } });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().context).toMatchObject({ locale: 'fr', appearance: { theme: 'dark' } });
    } finally {
      actor.stop();
    }
  });

  it('runs on the mirrored preferences when device storage cannot be read, and says so', async () => {
    const { actor } = start({
      mirror: { locale: 'en', appearance: undefined },
      stored: new Error('IndexedDB unavailable'),
    });
    try {
      await waitFor(actor, (s) => s.context.storageProblem);
      expect(actor.getSnapshot().matches('running')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', appearance: defaultAppearance });
    } finally {
      actor.stop();
    }
  });

  it('falls back to French when the chosen catalog fails to load', async () => {
    const { actor, activated } = start({
      mirror: { locale: 'en', appearance: undefined },
      failingLocales: ['en'],
    });
    try {
      await waitFor(actor, (s) => s.matches('running'));
      expect(actor.getSnapshot().context.locale).toBe('fr');
      expect(activated).toEqual(['fr']);
    } finally {
      actor.stop();
    }
  });

  it('says it is broken, instead of showing a blank app, when no catalog loads at all', async () => {
    const { actor } = start({ failingLocales: ['fr', 'en'] });
    try {
      await waitFor(actor, (s) => s.hasTag('broken'));
      expect(actor.getSnapshot().matches('catalogUnavailable')).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('stops on the fatal configuration state when the backend is not configured', async () => {
    const { actor } = start({}, parseConfig({}));
    try {
      await waitFor(actor, (s) => s.matches('misconfigured'));
      expect(actor.getSnapshot().hasTag('fatal')).toBe(true);
    } finally {
      actor.stop();
    }
  });
});

describe('preferences while running', () => {
  it('switches language only once the catalog is loaded, then remembers it', async () => {
    const { actor, persisted } = start();
    try {
      await waitFor(actor, (s) => s.matches('running'));
      actor.send({ type: 'prefs.locale.set', locale: 'en' });
      expect(actor.getSnapshot().matches({ running: 'switchingLocale' })).toBe(true);
      expect(actor.getSnapshot().context.locale).toBe('fr');
      await waitFor(actor, (s) => s.matches({ running: 'idle' }));
      expect(actor.getSnapshot().context.locale).toBe('en');
      expect(persisted).toEqual([{ type: 'persist', key: 'locale', value: 'en' }]);
    } finally {
      actor.stop();
    }
  });

  it('ignores choosing the language already shown', async () => {
    const { actor, activated, persisted } = start();
    try {
      await waitFor(actor, (s) => s.matches('running'));
      actor.send({ type: 'prefs.locale.set', locale: 'fr' });
      expect(actor.getSnapshot().matches({ running: 'idle' })).toBe(true);
      expect(activated).toEqual(['fr']);
      expect(persisted).toEqual([]);
    } finally {
      actor.stop();
    }
  });

  it('cycles the theme light → dark → auto → light, painting and saving each step', async () => {
    const { actor, persisted, painted } = start();
    try {
      await waitFor(actor, (s) => s.matches('running'));
      const themes = [1, 2, 3].map(() => {
        actor.send({ type: 'prefs.theme.cycle' });
        return actor.getSnapshot().context.appearance.theme;
      });
      expect(themes).toEqual(['dark', 'auto', 'light']);
      expect(painted.slice(-3).map((a) => a.theme)).toEqual(['dark', 'auto', 'light']);
      expect(persisted.map((p) => (p.value as Appearance).theme)).toEqual(['dark', 'auto', 'light']);
    } finally {
      actor.stop();
    }
  });
});

describe('connectivity and updates', () => {
  it('follows the network', () => {
    const { actor, network } = start();
    try {
      network({ type: 'network.offline' });
      expect(actor.getSnapshot().context.online).toBe(false);
      network({ type: 'network.online' });
      expect(actor.getSnapshot().context.online).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('shows the update prompt when a new version waits, and applies it on accept', async () => {
    const { actor, applyUpdate } = start();
    try {
      await waitFor(actor, (s) => s.matches('running'));
      actor.send({ type: 'sw.update.available' });
      expect(actor.getSnapshot().context.updateAvailable).toBe(true);
      actor.send({ type: 'sw.update.accept' });
      await waitFor(actor, () => applyUpdate.mock.calls.length === 1);
      // The page reloads into the new version: the prompt stays busy until then.
      expect(actor.getSnapshot().matches({ running: 'updating' })).toBe(true);
      actor.send({ type: 'sw.update.accept' });
      expect(applyUpdate).toHaveBeenCalledTimes(1);
    } finally {
      actor.stop();
    }
  });

  it('hides the prompt when dismissed', () => {
    const { actor } = start();
    try {
      actor.send({ type: 'sw.update.available' });
      actor.send({ type: 'sw.update.dismiss' });
      expect(actor.getSnapshot().context.updateAvailable).toBe(false);
    } finally {
      actor.stop();
    }
  });
});
