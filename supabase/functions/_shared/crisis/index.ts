/**
 * Crisis-safety layer: every user message goes through assessMessage before any AI answers. It
 * answers one of three tiers: `crisis` (the app sends crisisReply, or helperReply when someone
 * else is in danger, instead of a coach reply, and shows crisisLines), `check_in` (the coach asks
 * checkInQuestion first) or `none`. Crisis and check-in turns cost no credit.
 *
 * One implementation for the Supabase Edge Functions (Deno) and the offline app (Vite): pure
 * TypeScript, no Node/Deno/DOM APIs, no network, no dependencies, relative `.ts` imports.
 *
 * How it decides (tiers.ts): phrase rules (rules.ts) for precise, known phrasings and a
 * compositional cue model (cues.ts, lexicon.ts) that combines small cues from FR/EN word lists
 * with who the subject is, negation and guards for idioms, fiction and everyday meanings
 * (detect.ts); cues for someone else in danger; and a small learned classifier (classifier.ts,
 * weights in model.ts, trained by supabase/tools/crisis/train.ts) whose score sends uncertain
 * messages to the check-in question.
 *
 * Accuracy is measured in supabase/tests/crisis on labelled fixtures that stay out of the
 * function bundle (supabase/tests/fixtures/crisis); heldout4.ts and heldout5.ts are never
 * trained or tuned on. It remains a safety net that misses some messages: the chat keeps the
 * "Besoin d'aide maintenant" button on screen. When you change a cue or rule, add the message
 * that motivated it to the fixtures, retrain, and run `npx vitest run supabase/tests/crisis`.
 */
export type { CrisisAssessment, CrisisLevel, CrisisLine } from './types.ts';
export type { CrisisTier, TierAssessment } from './tiers.ts';
export { detectCrisis } from './detect.ts';
export { assessMessage, CHECK_IN_THRESHOLD } from './tiers.ts';
export { answersNo, checkInQuestion, isCheckInQuestion } from './checkIn.ts';
export { crisisLines } from './lines.ts';
export { crisisReply, helperReply } from './reply.ts';
