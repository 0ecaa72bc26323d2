/**
 * Crisis-safety layer: every user message goes through detectCrisis before any AI answers. When
 * it flags a message, the app sends crisisReply(...) instead of a coach reply (no credit used) and
 * can show crisisLines as tappable links.
 *
 * One implementation for the Supabase Edge Functions (Deno) and the offline app (Vite): pure
 * TypeScript, no Node/Deno/DOM APIs, no network, no dependencies, relative `.ts` imports.
 *
 * How it decides (detect.ts): phrase rules (rules.ts) for precise, known phrasings, and a
 * compositional cue model (cues.ts, lexicon.ts) that combines small cues from FR/EN word lists
 * (acts and methods, wishes of non-existence, loss of the will to live, burden, farewells and
 * preparations, time and finality markers) with who the subject is, negation and guards for
 * idioms, fiction and everyday meanings.
 *
 * Accuracy is measured by crisis.test.ts on the labelled set, dataset.ts + heldout2.ts +
 * heldout3.ts (recall on explicit and indirect messages, false-positive rate on ordinary ones);
 * each new held-out set is measured once, untuned, before it is folded in.
 * It is a rule-based safety net: on unseen wording it still misses a share of crisis messages,
 * indirect ones above all (figures in dataset.ts), so it should not be the only safeguard on the
 * server. When you change a cue or rule, add the message that motivated it to dataset.ts, and run
 * `npx vitest run supabase/functions/_shared/crisis`.
 */
export type { CrisisAssessment, CrisisLevel, CrisisLine } from './types.ts';
export { detectCrisis } from './detect.ts';
export { crisisLines } from './lines.ts';
export { crisisReply } from './reply.ts';
