/**
 * The crisis lines on their own: the sheet and the reply links need them at once, without the
 * detector (~59 KB gzip), which the chat loads alongside (see #core/crisis.ts).
 */
export { crisisLines } from '#supabase/functions/_shared/crisis/lines.ts';
export type { CrisisLine } from '#supabase/functions/_shared/crisis/types.ts';
