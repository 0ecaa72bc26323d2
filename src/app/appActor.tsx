/**
 * Gives the React tree the root actor and typed selector hooks over it. Components never read
 * the machine's raw context.
 */
import { useSelector } from '@xstate/react';
import { createContext, use, type ReactNode } from 'react';

import type { AppActor, AppEvent, AppSnapshot } from './app.machine.ts';

const AppActorContext = createContext<AppActor | null>(null);

export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext value={actor}>{children}</AppActorContext>;
}

function useAppActor(): AppActor {
  const actor = use(AppActorContext);
  if (actor === null) throw new Error('useAppActor must be used inside <AppActorProvider>');
  return actor;
}

function useAppSelector<T>(selector: (snapshot: AppSnapshot) => T): T {
  return useSelector(useAppActor(), selector);
}

export type AppStatus = 'loading' | 'misconfigured' | 'broken' | 'running';

export function useAppStatus(): AppStatus {
  return useAppSelector((s) => {
    if (s.hasTag('loading')) return 'loading';
    if (s.hasTag('fatal')) return 'misconfigured';
    if (s.hasTag('broken')) return 'broken';
    return 'running';
  });
}

export const useLocale = () => useAppSelector((s) => s.context.locale);
export const useAppearance = () => useAppSelector((s) => s.context.appearance);
export const useOnline = () => useAppSelector((s) => s.context.online);
export const useUpdateAvailable = () => useAppSelector((s) => s.context.updateAvailable);
export const useUpdating = () => useAppSelector((s) => s.matches({ running: 'updating' }));
export const useStorageProblem = () => useAppSelector((s) => s.context.storageProblem);
export const useSwitchingLocale = () => useAppSelector((s) => s.matches({ running: 'switchingLocale' }));
export const useConfigProblems = () =>
  useAppSelector((s) => (s.context.config.ok ? [] : s.context.config.error));

/** Sends an event to the root machine. */
export function useAppSend(): (event: AppEvent) => void {
  const actor = useAppActor();
  return (event) => actor.send(event);
}
