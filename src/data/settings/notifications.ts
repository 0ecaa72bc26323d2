/**
 * Notifications shown by the app itself, through the service worker when it has one (a click
 * brings the app back, sw/notifications.ts). There is no push service: they appear while the app
 * runs (a tab, even in the background, or the installed app), never once it is closed.
 */

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser (only when the person has not answered yet); the answer, or 'unsupported'. */
export async function askNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

export type AppNotice = {
  title: string;
  body: string;
  /** The in-app path a click opens. */
  url: string;
  /** One notice per tag: a newer one replaces it (and several tabs show it once). */
  tag: string;
  sound: boolean;
  vibration: boolean;
};

/** Shows `notice` if the person allowed notifications; false when it could not be shown. */
export async function showAppNotification(notice: AppNotice): Promise<boolean> {
  if (notificationPermission() !== 'granted') return false;
  const options: NotificationOptions & { vibrate?: number[] } = {
    body: notice.body,
    tag: notice.tag,
    data: { url: notice.url },
    icon: '/icons/icon-192.png',
    silent: !notice.sound,
    ...(notice.vibration ? { vibrate: [120, 60, 120] } : {}),
  };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification(notice.title, options);
      return true;
    }
    // No worker (development, or a browser without one): a page notification, clicked back here.
    const shown = new Notification(notice.title, options);
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
    return true;
  } catch {
    return false;
  }
}
