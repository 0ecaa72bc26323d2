/**
 * The notifications the unified settings turn on (settings > notifications): the browser's
 * permission as it changes, and the daily prompts at the morning and evening times while the app
 * runs. A coach's reply is announced by the chat screen (it knows when one arrives).
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';

import { nextPromptAt } from '#core/reminders.ts';
import type { UnifiedSettings } from '#core/settings.ts';
import {
  askNotificationPermission,
  notificationPermission,
  showAppNotification,
  type NotificationPermissionState,
} from '#data/settings/index.ts';

/** The permission now, and a way to ask for it (re-read when the page comes back to the front). */
export function useNotificationPermission(): [NotificationPermissionState, () => Promise<void>] {
  const [permission, setPermission] = useState(notificationPermission);
  useEffect(() => {
    // A change in the browser's site settings shows when the person comes back here.
    const reread = () => setPermission(notificationPermission());
    document.addEventListener('visibilitychange', reread);
    window.addEventListener('focus', reread);
    return () => {
      document.removeEventListener('visibilitychange', reread);
      window.removeEventListener('focus', reread);
    };
  }, []);
  const ask = useCallback(async () => {
    setPermission(await askNotificationPermission());
  }, []);
  return [permission, ask];
}

/** A prompt due more than this long ago (the device slept through it) is skipped, not shown late. */
const staleAfterMs = 30 * 60 * 1000;

/** The daily prompts: one notification at each chosen time, while the app runs. */
export function useDailyPrompts(notifications: UnifiedSettings['notifications']) {
  const { t } = useLingui();
  const { dailyPrompts, morningTime, eveningTime, sound, vibration } = notifications;
  const title = t`Un moment pour vous ?`;
  const body = t`Emma et Louis sont là si vous voulez faire le point.`;
  useEffect(() => {
    if (!dailyPrompts) return;
    let timer: number | undefined;
    const schedule = () => {
      const due = nextPromptAt(new Date(), [morningTime, eveningTime]);
      if (due === null) return;
      timer = window.setTimeout(() => {
        if (Date.now() - due.getTime() < staleAfterMs) {
          // The same tag in every open tab: the device shows it once.
          void showAppNotification({ title, body, url: '/', tag: 'daily-prompt', sound, vibration });
        }
        schedule();
      }, due.getTime() - Date.now());
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [dailyPrompts, morningTime, eveningTime, sound, vibration, title, body]);
}
