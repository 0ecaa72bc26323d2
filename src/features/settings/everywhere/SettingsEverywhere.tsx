/**
 * What the unified settings do on every page while someone is signed in (mounted by the
 * signed-in services): the server-kept preferences follow the person across devices
 * (preferencesSync.ts), auto-delete removes old messages on the device and on the server, the
 * display switches act on the whole app, the daily prompts notify at their times, and the keyboard shortcuts work everywhere (Ctrl+/ shows
 * the guide, Ctrl+K the quick search, Ctrl+N a new conversation).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { useAppearance, useAppSend, useOnline } from '#app/appActor.tsx';
import { useServices } from '#app/serviceContext.tsx';
import type { Appearance } from '#core/appearance.ts';
import {
  retentionDays,
  sanitizeSettings,
  serverPreferencesOf,
  type UnifiedSettings,
} from '#core/settings.ts';
import { logger } from '#data/logger.ts';
import {
  createPreferencesCalls,
  deleteOldMessagesHere,
  readDeviceSettings,
  readPreferencesMark,
  useDeviceSettings,
  writeDeviceSettings,
  writePreferencesMark,
} from '#data/settings/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Dialog } from '#ui/dialog/Dialog.tsx';
import * as dialog from '#ui/dialog/dialog.css.ts';
import { applyDeviceLook } from '#ui/theme/density.ts';

import { useDailyPrompts } from './appNotifications.ts';
import { deviceLookOf } from './deviceLook.ts';
import { pullPreferences, pushPreferences, type PreferencesSyncDeps } from './preferencesSync.ts';
import { QuickSearch } from './QuickSearch.tsx';
import { ShortcutList } from './ShortcutList.tsx';
import { appShortcutOf } from './shortcuts.ts';

/** Changes are sent this long after the last one (as the settings' auto-save). */
const pushDelayMs = 1000;

export function SettingsEverywhere({ userId }: { userId: string }) {
  const settings = useDeviceSettings(userId);
  useServerPreferences(userId);
  useRetention(userId, retentionDays(settings));
  useDailyPrompts(settings.notifications);
  const look = deviceLookOf(settings);
  useEffect(
    () => applyDeviceLook(document.documentElement, look),
    [look.compact, look.showAvatars, look.keyboardNavigation], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return settings.keyboard.enabled ? <Shortcuts /> : null;
}

/** The app's appearance over the device's unified settings: the values the server keeps. */
function withAppearance(settings: UnifiedSettings, appearance: Appearance): UnifiedSettings {
  return { ...settings, appearance: { ...settings.appearance, ...appearance } };
}

function useServerPreferences(userId: string) {
  const services = useServices();
  const appSend = useAppSend();
  const appearance = useAppearance();
  const online = useOnline();
  const settings = useDeviceSettings(userId);
  const latestAppearance = useRef(appearance);
  useEffect(() => {
    latestAppearance.current = appearance;
  });
  const [ready, setReady] = useState(false);
  // One sync at a time, in order (a pull must not cross a push).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [deps] = useState<PreferencesSyncDeps>(() => {
    const calls = createPreferencesCalls(() => services.supabase.get());
    const device = async (): Promise<UnifiedSettings> =>
      sanitizeSettings(await readDeviceSettings(await services.database.get(), userId));
    return {
      calls,
      readMark: async () => readPreferencesMark(await services.database.get(), userId),
      writeMark: async (mark) => writePreferencesMark(await services.database.get(), userId, mark),
      local: async () => withAppearance(await device(), latestAppearance.current),
      adopt: async (next) => {
        const { theme, fontSize, accentColor } = next.appearance;
        appSend({
          type: 'prefs.appearance.set',
          appearance: { ...latestAppearance.current, theme, fontSize, accentColor },
        });
        await writeDeviceSettings(await services.database.get(), userId, next);
      },
    };
  });
  const run = (step: () => Promise<unknown>) => {
    queue.current = queue.current.then(step).catch((error: unknown) => {
      logger.warn('Preferences not synced', { error });
    });
    return queue.current;
  };

  // At sign-in, when the connection comes back and when the app comes back into view.
  useEffect(() => {
    if (!online) return;
    const pull = () => run(() => pullPreferences(userId, deps)).then(() => setReady(true));
    void pull();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void pull();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [online, userId]); // eslint-disable-line react-hooks/exhaustive-deps

  // Any change here (the settings screens, the top bar's theme button) is sent a moment later.
  const key = JSON.stringify(serverPreferencesOf(withAppearance(settings, appearance)));
  useEffect(() => {
    if (!ready || !online) return;
    const timer = setTimeout(() => void run(() => pushPreferences(userId, deps)), pushDelayMs);
    return () => clearTimeout(timer);
  }, [key, ready, online, userId]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * Auto-delete: the messages older than the chosen period go from this device at once, and from
 * the server as soon as it can be reached (at sign-in, when the choice changes, back online).
 */
function useRetention(userId: string, days: number) {
  const services = useServices();
  const online = useOnline();
  useEffect(() => {
    if (days === 0) return;
    void services.database
      .get()
      .then((db) => deleteOldMessagesHere(db, userId, days))
      .catch((error: unknown) => logger.warn('Old messages not deleted here', { error }));
  }, [days, services.database, userId]);
  useEffect(() => {
    if (days === 0 || !online) return;
    void createPreferencesCalls(() => services.supabase.get())
      .deleteOldMessages(days)
      .catch((error: unknown) => logger.warn('Old messages not deleted on the server', { error }));
  }, [days, online, services.supabase, userId]);
}

/** Ctrl+/ (the guide), Ctrl+K (quick search) and Ctrl+N or Alt+N (choose a coach), on every page. */
function Shortcuts() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'guide' | 'search' | null>(null);
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = appShortcutOf(event);
      if (shortcut === null) return;
      event.preventDefault();
      if (shortcut === 'showShortcuts') setOpen((now) => (now === 'guide' ? null : 'guide'));
      else if (shortcut === 'search') setOpen('search');
      else {
        setOpen(null);
        void navigate('/', { state: { chooseCoach: true } });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
  const close = () => setOpen(null);
  return (
    <>
      <Dialog open={open === 'guide'} onClose={close} labelledBy={titleId}>
        <div className={dialog.body}>
          <h2 id={titleId} className={dialog.title}>
            {t`Raccourcis clavier`}
          </h2>
          <ShortcutList />
          <div className={dialog.actions}>
            <Button tone="secondary" data-autofocus onClick={close}>
              {t`Fermer`}
            </Button>
          </div>
        </div>
      </Dialog>
      <QuickSearch open={open === 'search'} onClose={close} />
    </>
  );
}
