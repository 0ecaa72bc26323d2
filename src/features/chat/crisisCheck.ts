/**
 * The crisis check, loaded alongside the chat rather than inside its bundle: the detector is the
 * server's own module (~59 KB gzip of rules and classifier weights), so the conversation can show before it arrives.
 * Nothing is sent unchecked: the input stays disabled until it is ready (ChatScreen), and the
 * machine refuses a send that would come earlier. Once loaded, the check is synchronous, so the
 * crisis sheet still opens in the same frame as Enter, offline too (the service worker caches it).
 */
import type { CrisisTier, TierAssessment } from '#core/crisis.ts';
import { afterIdle } from '#ui/afterIdle.ts';

let assess: ((text: string) => TierAssessment) | null = null;
let loading: Promise<void> | undefined;

/** Starts loading the detector once; resolves when checks can run. */
export function loadCrisisCheck(): Promise<void> {
  loading ??= import('#core/crisis.ts').then((module) => {
    assess = module.assessMessage;
  });
  return loading;
}

export function crisisCheckReady(): boolean {
  return assess !== null;
}

// The guards and the action that follows them read the same text: check it once.
let lastCheck: { text: string; tier: CrisisTier } | null = null;

/** Which answer a message needs (crisis, check-in or none). Only call it once crisisCheckReady(). */
function tierOf(text: string): CrisisTier {
  if (assess === null) throw new Error('The crisis check is not loaded yet');
  if (lastCheck?.text !== text) lastCheck = { text, tier: assess(text).tier };
  return lastCheck.tier;
}

/** Whether a message needs the crisis answer (the help sheet opens at once). */
export function isCrisisMessage(text: string): boolean {
  return tierOf(text) === 'crisis';
}

/**
 * Whether the server will first ask the check-in question: free, like a crisis, so it is sent even
 * with no credits left; the sheet stays one tap away under the question rather than opening.
 */
export function isCheckInMessage(text: string): boolean {
  return tierOf(text) === 'check_in';
}

/** Ordinary sentences (no crisis), so every rule of the detector runs on them. */
const warmUpMessages = [
  'Bonjour, je suis un peu fatiguée en ce moment et je dors mal.',
  'Hello, my week has been really busy and I would like to talk about it.',
];

/**
 * V8 compiles each of the detector's regular expressions on its first run, and again to
 * machine code on its second; only the third is fast (in Node on our 2-core VM: ~600 ms,
 * ~150 ms, then ~1 ms per check). Two checks while the person reads the conversation, each in
 * its own idle moment, keep both costs off their first Enter. Returns a cancel function.
 */
export function warmUpCrisisCheck(): () => void {
  let cancel = () => {};
  const warm = (index: number) => {
    const message = warmUpMessages[index];
    if (message === undefined) return;
    cancel = afterIdle(() => {
      isCrisisMessage(message);
      warm(index + 1);
    }, 2000);
  };
  warm(0);
  return () => cancel();
}
