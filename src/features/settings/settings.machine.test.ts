import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { defaultSettings, updateSection, type UnifiedSettings } from '#core/settings.ts';

import { settingsMachine, type SettingsError, type SettingsNotice } from './settings.machine.ts';

function start(options: { stored?: UnifiedSettings; failLoad?: boolean; failSave?: boolean } = {}) {
  const saved: UnifiedSettings[] = [];
  const applied: UnifiedSettings[] = [];
  const notices: (SettingsNotice | null)[] = [];
  const errors: SettingsError[] = [];
  const actor = createActor(
    settingsMachine.provide({
      actors: {
        load: fromPromise(() =>
          options.failLoad
            ? Promise.reject(new Error('no'))
            : Promise.resolve(options.stored ?? defaultSettings()),
        ),
        save: fromPromise<void, UnifiedSettings>(({ input }) => {
          if (options.failSave) return Promise.reject(new Error('disk'));
          saved.push(input);
          return Promise.resolve();
        }),
      },
      actions: {
        applySettings: (_, settings) => applied.push(settings),
        notify: (_, notice) => notices.push(notice),
        notifyError: (_, error) => errors.push(error),
      },
    }),
  ).start();
  return { actor, saved, applied, notices, errors };
}

const ready = async () => {
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('settings machine', () => {
  it('loads and applies the stored settings without being dirty', async () => {
    const stored = updateSection(defaultSettings(), 'appearance', { fontSize: 'large' });
    const { actor, applied } = start({ stored });
    await ready();
    expect(actor.getSnapshot().context).toMatchObject({ settings: stored, isDirty: false, error: null });
    expect(applied.at(-1)?.appearance.fontSize).toBe('large');
  });

  it('reports a failed load and keeps the defaults', async () => {
    const { actor, errors } = start({ failLoad: true });
    await ready();
    expect(actor.getSnapshot().context.error).toEqual({ code: 'load' });
    expect(errors).toEqual([{ code: 'load' }]);
  });

  it('applies a change at once, then saves silently 1 s after the last change', async () => {
    const { actor, saved, applied, notices } = start();
    await ready();
    actor.send({ type: 'settings.update', section: 'appearance', patch: { accentColor: 'teal' } });
    expect(applied.at(-1)?.appearance.accentColor).toBe('teal');
    expect(actor.getSnapshot().context.isDirty).toBe(true);
    expect(actor.getSnapshot().context.settings.lastUpdated).not.toBe('');
    await vi.advanceTimersByTimeAsync(900);
    actor.send({ type: 'settings.update', section: 'appearance', patch: { fontSize: 'small' } });
    await vi.advanceTimersByTimeAsync(900);
    expect(saved).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.appearance).toMatchObject({ accentColor: 'teal', fontSize: 'small' });
    expect(actor.getSnapshot().context).toMatchObject({ isDirty: false, error: null });
    expect(actor.getSnapshot().context.lastSaved).not.toBeNull();
    expect(notices).toEqual([null]);
  });

  it('with auto-save off, saves only when asked', async () => {
    const { actor, saved, notices } = start();
    await ready();
    actor.send({ type: 'settings.toggleAutoSave' });
    expect(notices).toEqual(['autoSaveOff']);
    actor.send({ type: 'settings.update', section: 'chat', patch: { enterToSend: false } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toHaveLength(0);
    expect(actor.getSnapshot().context.isDirty).toBe(true);
    actor.send({ type: 'settings.save' });
    await ready();
    expect(saved).toHaveLength(1);
    expect(notices.at(-1)).toBe('saved');
  });

  it('refuses to save invalid settings (morning after evening) and says why', async () => {
    const { actor, saved, errors } = start();
    await ready();
    actor.send({ type: 'settings.update', section: 'notifications', patch: { morningTime: '21:00' } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toHaveLength(0);
    expect(errors).toEqual([{ code: 'invalid', issues: ['morningAfterEvening'] }]);
    expect(actor.getSnapshot().context.isDirty).toBe(true);
  });

  it('saves with a warning for a session timeout under 5 minutes', async () => {
    const { actor, saved, notices } = start();
    await ready();
    actor.send({ type: 'settings.update', section: 'privacy', patch: { sessionTimeout: 3 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toHaveLength(1);
    expect(notices).toEqual(['shortTimeout']);
  });

  it('resets one section, or everything, and saves', async () => {
    const stored = updateSection(
      updateSection(defaultSettings(), 'chat', { enterToSend: false }),
      'privacy',
      {
        analytics: false,
      },
    );
    const { actor, saved, notices } = start({ stored });
    await ready();
    actor.send({ type: 'settings.resetSection', section: 'chat' });
    await ready();
    expect(saved.at(-1)?.chat.enterToSend).toBe(true);
    expect(saved.at(-1)?.privacy.analytics).toBe(false);
    actor.send({ type: 'settings.resetAll' });
    await ready();
    expect(saved.at(-1)).toEqual(defaultSettings());
    expect(notices).toEqual(['sectionReset', 'allReset']);
  });

  it('imports a valid file and saves it', async () => {
    const { actor, saved, notices } = start();
    await ready();
    const file = updateSection(defaultSettings(), 'chat', { responseStyle: 'formal' });
    actor.send({ type: 'settings.import', text: JSON.stringify(file) });
    await ready();
    expect(saved.at(-1)?.chat.responseStyle).toBe('formal');
    expect(notices).toEqual(['imported']);
  });

  it.each([
    ['wrong types', '{"appearance": {"fontSize": 18}}', false],
    ['a prototype key', '{"__proto__": {"isAdmin": true}}', false],
    ['5 MB', JSON.stringify({ version: 'x'.repeat(5 * 1024 * 1024) }), true],
  ])('refuses a hostile file (%s): clear error, nothing changed', async (_, text, tooLarge) => {
    const stored = updateSection(defaultSettings(), 'appearance', { fontSize: 'large' });
    const { actor, saved, errors } = start({ stored });
    await ready();
    actor.send({ type: 'settings.import', text });
    await vi.advanceTimersByTimeAsync(2000);
    expect(saved).toHaveLength(0);
    expect(errors).toEqual([{ code: 'import', tooLarge }]);
    expect(actor.getSnapshot().context.settings).toEqual(stored);
    expect(actor.getSnapshot().context.isDirty).toBe(false);
  });

  it('reports a failed save and stays dirty', async () => {
    const { actor, errors } = start({ failSave: true });
    await ready();
    actor.send({ type: 'settings.update', section: 'chat', patch: { autoScroll: false } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual([{ code: 'save' }]);
    expect(actor.getSnapshot().context).toMatchObject({ isDirty: true, error: { code: 'save' } });
  });
});
