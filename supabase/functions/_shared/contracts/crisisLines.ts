/**
 * The crisis lines (3114, 15, 112, 114, SOS Amitié) as the chat answer carries them and the app
 * shows them: the data alone, without the detector (~50 KB gzip). Owned by ../crisis/lines.ts.
 */
export { crisisLines } from '../crisis/lines.ts';
export type { CrisisLine } from '../crisis/types.ts';
