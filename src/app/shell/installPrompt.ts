/**
 * Installing the app: Chromium browsers fire `beforeinstallprompt`, which we keep to show our own
 * "Installer l'application" button; iOS Safari has no such event, so there the button explains
 * "Partager → Sur l'écran d'accueil". Nothing shows once the app runs installed.
 */
import { useSyncExternalStore } from 'react';

import { useService } from '../serviceContext.tsx';

/** The event Chromium gives for an installable page (not in TypeScript's DOM library). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallOption = 'prompt' | 'ios' | 'none';

function runsInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone and iPad Safari (iPadOS reports itself as a Mac with touch). */
function isIosSafari(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

/** The install offer of this page; the composition root creates it and main.tsx starts it. */
export type InstallPrompt = {
  /** Starts listening; call once at boot, before the browser fires the event. */
  watch: (target?: Window) => () => void;
  option: () => InstallOption;
  /** Shows the browser's install dialog; resolves once the person has answered. */
  prompt: () => Promise<void>;
  subscribe: (listener: () => void) => () => void;
};

export function createInstallPrompt(): InstallPrompt {
  let deferred: BeforeInstallPromptEvent | null = null;
  let installed = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    watch(target = window) {
      const onPrompt = (event: Event) => {
        // Keep the browser's own mini-infobar away: the app offers installing where it fits.
        event.preventDefault();
        deferred = event as BeforeInstallPromptEvent;
        notify();
      };
      const onInstalled = () => {
        installed = true;
        deferred = null;
        notify();
      };
      target.addEventListener('beforeinstallprompt', onPrompt);
      target.addEventListener('appinstalled', onInstalled);
      return () => {
        target.removeEventListener('beforeinstallprompt', onPrompt);
        target.removeEventListener('appinstalled', onInstalled);
      };
    },
    option() {
      if (installed || runsInstalled()) return 'none';
      if (deferred !== null) return 'prompt';
      return isIosSafari() ? 'ios' : 'none';
    },
    async prompt() {
      const event = deferred;
      if (event === null) return;
      // The event can be used once.
      deferred = null;
      notify();
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'accepted') installed = true;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useInstallOption(): InstallOption {
  const install = useService('installPrompt');
  return useSyncExternalStore(install.subscribe, install.option);
}
