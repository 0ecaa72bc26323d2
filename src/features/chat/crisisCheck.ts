/**
 * The crisis check, loaded alongside the chat rather than inside its bundle: the detector is the
 * server's own module (~50 KB gzip of rules), so the conversation can show before it arrives.
 * Nothing is sent unchecked: the input stays disabled until it is ready (ChatScreen), and the
 * machine refuses a send that would come earlier. Once loaded, the check is synchronous, so the
 * crisis sheet still opens in the same frame as Enter, offline too (the service worker caches it).
 */
import type { CrisisAssessment } from '#core/crisis.ts';

let detect: ((text: string) => CrisisAssessment) | null = null;
let loading: Promise<void> | undefined;

/** Starts loading the detector once; resolves when checks can run. */
export function loadCrisisCheck(): Promise<void> {
  loading ??= import('#core/crisis.ts').then((module) => {
    detect = module.detectCrisis;
  });
  return loading;
}

export function crisisCheckReady(): boolean {
  return detect !== null;
}

// The guard and the action that follows it read the same text: check it once.
let lastCheck: { text: string; crisis: boolean } | null = null;

/** Whether a message needs the crisis answer. Only call it once crisisCheckReady(). */
export function isCrisisMessage(text: string): boolean {
  if (detect === null) throw new Error('The crisis check is not loaded yet');
  if (lastCheck?.text !== text) lastCheck = { text, crisis: detect(text).crisis };
  return lastCheck.crisis;
}
