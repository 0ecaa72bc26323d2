/**
 * The one settings machine behind /settings and /modern-settings (spec §4, unified settings
 * lifecycle): load from the device, apply without being dirty; any change marks dirty, clears the
 * error and stamps lastUpdated; with auto-save on, a silent save 1 s after the last change (each
 * change restarts the timer); explicit save; reset of a section or of everything, then save;
 * import of a file (refused whole when anything is wrong: nothing changes). Saving validates
 * first (spec §5). Effects (writing, painting the appearance, toasts) are provided by the hook.
 */
import { assign, fromPromise, setup } from 'xstate';

import {
  autoSaveDelayMs,
  defaultSettings,
  parseImportedSettings,
  resetSection,
  updateSection,
  validateSettings,
  type SettingsIssue,
  type SettingsSection,
  type UnifiedSettings,
} from '#core/settings.ts';

export type SettingsError =
  | { code: 'load' }
  | { code: 'save' }
  | { code: 'invalid'; issues: SettingsIssue[] }
  | { code: 'import'; tooLarge: boolean };

export type SettingsNotice =
  'saved' | 'sectionReset' | 'allReset' | 'imported' | 'autoSaveOn' | 'autoSaveOff' | 'shortTimeout';

export type SettingsContext = {
  settings: UnifiedSettings;
  isDirty: boolean;
  lastSaved: string | null;
  error: SettingsError | null;
  autoSaveEnabled: boolean;
  /** Why the pending save runs: silent (auto-save) saves show no toast. */
  silent: boolean;
  /** The toast of the last finished action, if any. */
  pendingNotice: SettingsNotice | null;
};

export type SettingsEvent =
  | { type: 'settings.update'; section: SettingsSection; patch: Record<string, unknown> }
  | { type: 'settings.save' }
  | { type: 'settings.resetSection'; section: SettingsSection }
  | { type: 'settings.resetAll' }
  | { type: 'settings.import'; text: string }
  | { type: 'settings.toggleAutoSave' };

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
  },
  actors: {
    load: fromPromise<UnifiedSettings>(() => Promise.resolve(defaultSettings())),
    save: fromPromise<void, UnifiedSettings>(() => Promise.resolve()),
  },
  actions: {
    /** Paints what changed (appearance acts at once, before any save). */
    applySettings: (_, _settings: UnifiedSettings) => undefined,
    /** null: a silent auto-save, no toast. */
    notify: (_, _notice: SettingsNotice | null) => undefined,
    notifyError: (_, _error: SettingsError) => undefined,
  },
  delays: { autoSave: autoSaveDelayMs },
  guards: {
    autoSave: ({ context }) => context.autoSaveEnabled,
    valid: ({ context }) => validateSettings(context.settings).errors.length === 0,
  },
}).createMachine({
  id: 'settings',
  context: {
    settings: defaultSettings(),
    isDirty: false,
    lastSaved: null,
    error: null,
    autoSaveEnabled: true,
    silent: false,
    pendingNotice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: [
            assign({ settings: ({ event }) => event.output, isDirty: false }),
            { type: 'applySettings', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'ready',
          actions: [assign({ error: { code: 'load' } }), { type: 'notifyError', params: { code: 'load' } }],
        },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'settings.update': {
          target: '.changed',
          reenter: true,
          actions: [
            assign({
              settings: ({ context, event }) => ({
                ...updateSection(context.settings, event.section, event.patch as never),
                lastUpdated: new Date().toISOString(),
              }),
              isDirty: true,
              error: null,
            }),
            { type: 'applySettings', params: ({ context }) => context.settings },
          ],
        },
        'settings.save': {
          target: '.validating',
          actions: assign({ silent: false, pendingNotice: 'saved' }),
        },
        'settings.resetSection': {
          target: '.validating',
          actions: [
            assign({
              settings: ({ context, event }) => resetSection(context.settings, event.section),
              isDirty: true,
              silent: false,
              pendingNotice: 'sectionReset',
            }),
            { type: 'applySettings', params: ({ context }) => context.settings },
          ],
        },
        'settings.resetAll': {
          target: '.validating',
          actions: [
            assign({
              settings: () => defaultSettings(),
              isDirty: true,
              silent: false,
              pendingNotice: 'allReset',
            }),
            { type: 'applySettings', params: ({ context }) => context.settings },
          ],
        },
        'settings.import': [
          {
            guard: ({ event }) => parseImportedSettings(event.text).ok,
            target: '.validating',
            actions: [
              assign({
                settings: ({ event }) => {
                  const result = parseImportedSettings(event.text);
                  return result.ok ? result.settings : defaultSettings();
                },
                isDirty: true,
                error: null,
                silent: false,
                pendingNotice: 'imported',
              }),
              { type: 'applySettings', params: ({ context }) => context.settings },
            ],
          },
          {
            actions: [
              assign({
                error: ({ event }) => {
                  const result = parseImportedSettings(event.text);
                  return { code: 'import' as const, tooLarge: !result.ok && result.problem === 'tooLarge' };
                },
              }),
              {
                type: 'notifyError',
                params: ({ context }) => context.error ?? { code: 'import', tooLarge: false },
              },
            ],
          },
        ],
        'settings.toggleAutoSave': {
          actions: [
            assign({ autoSaveEnabled: ({ context }) => !context.autoSaveEnabled }),
            {
              type: 'notify',
              params: ({ context }) => (context.autoSaveEnabled ? 'autoSaveOn' : 'autoSaveOff'),
            },
          ],
        },
      },
      states: {
        idle: {},
        changed: {
          always: { guard: ({ context }) => !context.autoSaveEnabled, target: 'idle' },
          after: {
            autoSave: { target: 'validating', actions: assign({ silent: true, pendingNotice: null }) },
          },
        },
        validating: {
          always: [
            { guard: 'valid', target: 'saving' },
            {
              target: 'idle',
              actions: [
                assign({
                  error: ({ context }) => ({
                    code: 'invalid' as const,
                    issues: validateSettings(context.settings).errors,
                  }),
                }),
                { type: 'notifyError', params: ({ context }) => context.error ?? { code: 'save' } },
              ],
            },
          ],
        },
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'save',
            input: ({ context }) => context.settings,
            onDone: {
              target: 'idle',
              actions: [
                assign({ isDirty: false, error: null, lastSaved: () => new Date().toISOString() }),
                {
                  type: 'notify',
                  params: ({ context }) =>
                    validateSettings(context.settings).warnings.length > 0
                      ? 'shortTimeout'
                      : context.silent
                        ? null
                        : (context.pendingNotice ?? 'saved'),
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ error: { code: 'save' } }),
                { type: 'notifyError', params: { code: 'save' } },
              ],
            },
          },
        },
      },
    },
  },
});
