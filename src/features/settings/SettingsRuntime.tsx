/**
 * The settings machine bound to the app: one actor per settings screen (either route), its
 * effects (device copy, theme row, the app's appearance, toasts) and the hooks the tabs use.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';

import { useAppearance, useAppSend } from '#app/appActor.tsx';
import { useServices } from '#app/serviceContext.tsx';
import type { Appearance } from '#core/appearance.ts';
import { sanitizeSettings, type UnifiedSettings } from '#core/settings.ts';
import {
  createAccountCalls,
  readDeviceSettings,
  writeDeviceSettings,
  type AccountCalls,
} from '#data/settings/index.ts';
import type { SessionUser } from '#features/auth/index.ts';
import { applyDeviceLook } from '#ui/theme/density.ts';
import { useToasts } from '#ui/toast/toastStore.ts';

import {
  settingsMachine,
  type SettingsContext,
  type SettingsError,
  type SettingsNotice,
} from './settings.machine.ts';
import { deviceLookOf } from './everywhere/deviceLook.ts';

type SettingsActor = ActorRefFrom<typeof settingsMachine>;

type Runtime = { actor: SettingsActor; user: SessionUser; calls: AccountCalls };

const RuntimeContext = createContext<Runtime | null>(null);

const noticeText: Record<SettingsNotice, MessageDescriptor> = {
  saved: msg`Paramètres sauvegardés !`,
  sectionReset: msg`Section réinitialisée`,
  allReset: msg`Tous les paramètres ont été réinitialisés`,
  imported: msg`Paramètres importés avec succès !`,
  autoSaveOn: msg`Auto-sauvegarde activée`,
  autoSaveOff: msg`Auto-sauvegarde désactivée`,
  shortTimeout: msg`Un timeout inférieur à 5 minutes peut être gênant`,
};

export const issueText = {
  morningAfterEvening: msg`L'heure du matin doit être antérieure à celle du soir`,
  bioTooLong: msg`La bio ne peut pas dépasser 500 caractères`,
};

/** The words of an error, as the header's alert and the toast say them. */
export function useErrorText(): (error: SettingsError) => string {
  const { i18n } = useLingui();
  return (error) => {
    switch (error.code) {
      case 'load':
        return i18n._(msg`Erreur de chargement des paramètres`);
      case 'save':
        return i18n._(msg`Erreur de sauvegarde`);
      case 'invalid': {
        const issues = error.issues.map((issue) => i18n._(issueText[issue])).join(', ');
        return i18n._(msg`Paramètres invalides: ${issues}`);
      }
      case 'import':
        return error.tooLarge
          ? i18n._(msg`Format de paramètres invalide : fichier trop volumineux`)
          : i18n._(msg`Format de paramètres invalide`);
    }
  };
}

/** The appearance part of the unified settings, as the root machine paints it. */
function appearanceOf(settings: UnifiedSettings): Appearance {
  const { theme, fontSize, accentColor, highContrast, reducedMotion, largeClickTargets } =
    settings.appearance;
  return { theme, fontSize, accentColor, highContrast, reducedMotion, largeClickTargets };
}

export function SettingsRuntime({ user, children }: { user: SessionUser; children: ReactNode }) {
  const services = useServices();
  const appSend = useAppSend();
  const appearance = useAppearance();
  const toasts = useToasts();
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const calls = useMemo(() => createAccountCalls(() => services.supabase.get()), [services.supabase]);

  const actor = useActorRef(
    settingsMachine.provide({
      actors: {
        load: fromPromise(async () => {
          const db = await services.database.get();
          const settings = sanitizeSettings(await readDeviceSettings(db, user.id));
          // The app's appearance (top bar button, other tabs) is the truth for its fields.
          settings.appearance = { ...settings.appearance, ...appearance };
          if (settings.account.profile.firstName === '' && user.name) {
            const [first = '', ...rest] = user.name.split(' ');
            settings.account.profile = {
              ...settings.account.profile,
              firstName: first,
              lastName: rest.join(' '),
            };
          }
          return settings;
        }),
        save: fromPromise<void, UnifiedSettings>(async ({ input }) => {
          const db = await services.database.get();
          // Decision 4: the theme, notifications and privacy also go to the server, so a second
          // device gets them: SettingsEverywhere sends them once this device copy changes.
          await writeDeviceSettings(db, user.id, input);
        }),
      },
      actions: {
        applySettings: (_, settings) => {
          appSend({ type: 'prefs.appearance.set', appearance: appearanceOf(settings) });
          applyDeviceLook(document.documentElement, deviceLookOf(settings));
        },
        notify: (_, notice) => {
          if (notice !== null) {
            toasts.show({
              title: i18n._(noticeText[notice]),
              tone: notice === 'shortTimeout' ? 'info' : 'success',
              durationMs: 2000,
            });
          }
        },
        notifyError: (_, error) => toasts.show({ title: errorText(error), tone: 'error', durationMs: 4000 }),
      },
    }),
  );
  const runtime = useMemo(() => ({ actor, user, calls }), [actor, user, calls]);
  return <RuntimeContext value={runtime}>{children}</RuntimeContext>;
}

function useRuntime(): Runtime {
  const runtime = use(RuntimeContext);
  if (runtime === null) throw new Error('Settings hooks must be used inside <SettingsRuntime>');
  return runtime;
}

export function useSettingsValue<T>(selector: (context: SettingsContext) => T): T {
  return useSelector(useRuntime().actor, (snapshot) => selector(snapshot.context));
}

export function useSettingsStatus(): { loading: boolean; saving: boolean } {
  const { actor } = useRuntime();
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  return { loading, saving };
}

export function useSettingsSend(): SettingsActor['send'] {
  return useRuntime().actor.send;
}

export function useAccount(): { user: SessionUser; calls: AccountCalls } {
  const { user, calls } = useRuntime();
  return { user, calls };
}
