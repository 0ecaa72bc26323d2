import { describe, expect, it } from 'vitest';

import {
  defaultSettings,
  untouchedServerPreferences,
  updateSection,
  type ServerPreferences,
  type UnifiedSettings,
} from '#core/settings.ts';
import type { PreferencesMark } from '#data/settings/index.ts';

import { pullPreferences, pushPreferences, type PreferencesSyncDeps } from './preferencesSync.ts';

/** The `settings` row as a new account has it (the migration's column defaults). */
function newServer() {
  let clock = 0;
  const server = {
    row: structuredClone(untouchedServerPreferences) as unknown,
    updatedAt: 't0',
    writes: 0,
    calls: {
      load: () => Promise.resolve({ row: server.row, updatedAt: server.updatedAt }),
      save: (_userId: string, preferences: ServerPreferences) => {
        server.row = structuredClone(preferences);
        server.updatedAt = `t${++clock}`;
        server.writes++;
        return Promise.resolve(server.updatedAt);
      },
    },
  };
  return server;
}

/** One device: its settings and its mark. */
function newDevice(server: ReturnType<typeof newServer>, settings: UnifiedSettings = defaultSettings()) {
  const device: { settings: UnifiedSettings; mark: PreferencesMark | null; deps: PreferencesSyncDeps } = {
    settings,
    mark: null,
    deps: {
      calls: server.calls,
      readMark: () => Promise.resolve(device.mark),
      writeMark: (mark) => {
        device.mark = mark;
        return Promise.resolve();
      },
      local: () => Promise.resolve(device.settings),
      adopt: (next) => {
        device.settings = next;
        return Promise.resolve();
      },
    },
  };
  return device;
}

const dark = (settings: UnifiedSettings) =>
  updateSection(settings, 'appearance', { theme: 'dark', accentColor: 'teal', fontSize: 'large' });

describe('server-kept preferences between two devices', () => {
  it('a new account keeps what the first device chose, and a second device reads it at sign-in', async () => {
    const server = newServer();
    const phone = newDevice(server, dark(defaultSettings()));
    expect(await pullPreferences('u', phone.deps)).toBe('pushed');
    expect(server.row).toMatchObject({ theme: { mode: 'dark', accentColor: 'teal', fontSize: 'large' } });

    const laptop = newDevice(server);
    expect(await pullPreferences('u', laptop.deps)).toBe('adopted');
    expect(laptop.settings.appearance).toMatchObject({
      theme: 'dark',
      accentColor: 'teal',
      fontSize: 'large',
    });
    // What the laptop holds beyond the row is its own.
    expect(laptop.settings.chat).toEqual(defaultSettings().chat);
  });

  it('a change on either device reaches the other at its next sync, both ways', async () => {
    const server = newServer();
    const phone = newDevice(server);
    const laptop = newDevice(server);
    await pullPreferences('u', phone.deps);
    await pullPreferences('u', laptop.deps);

    laptop.settings = updateSection(laptop.settings, 'notifications', { morningTime: '07:30', email: false });
    expect(await pushPreferences('u', laptop.deps)).toBe('pushed');
    expect(await pullPreferences('u', phone.deps)).toBe('adopted');
    expect(phone.settings.notifications).toMatchObject({ morningTime: '07:30', email: false });

    phone.settings = updateSection(phone.settings, 'privacy', { conversationHistory: 'delete30d' });
    phone.settings = updateSection(phone.settings, 'appearance', { theme: 'dark' });
    expect(await pushPreferences('u', phone.deps)).toBe('pushed');
    expect(await pullPreferences('u', laptop.deps)).toBe('adopted');
    expect(laptop.settings.privacy.conversationHistory).toBe('delete30d');
    expect(laptop.settings.appearance.theme).toBe('dark');
    expect(laptop.settings.notifications.morningTime).toBe('07:30');
  });

  it('writes nothing when nothing changed, and sends a change made offline once back', async () => {
    const server = newServer();
    const phone = newDevice(server);
    await pullPreferences('u', phone.deps);
    const writes = server.writes;
    expect(await pullPreferences('u', phone.deps)).toBe('same');
    expect(await pushPreferences('u', phone.deps)).toBe('same');
    expect(server.writes).toBe(writes);

    // Offline: the change stays here; the next pull (back online) finds the row unchanged and sends it.
    phone.settings = updateSection(phone.settings, 'appearance', { accentColor: 'orange' });
    expect(await pullPreferences('u', phone.deps)).toBe('pushed');
    expect(server.row).toMatchObject({ theme: { accentColor: 'orange' } });
  });

  it('ignores invalid values in the row (they fall back to their defaults)', async () => {
    const server = newServer();
    server.row = {
      theme: { mode: 'neon', fontSize: 'huge', accentColor: 'teal' },
      privacy: { analytics: 'yes' },
    };
    server.updatedAt = 't-other';
    const phone = newDevice(server, dark(defaultSettings()));
    expect(await pullPreferences('u', phone.deps)).toBe('adopted');
    expect(phone.settings.appearance).toMatchObject({
      theme: 'light',
      fontSize: 'normal',
      accentColor: 'teal',
    });
    expect(phone.settings.privacy.analytics).toBe(true);
  });
});
