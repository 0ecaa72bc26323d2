/**
 * The crisis lines on their own: the sheet and the reply links need them at once, without the
 * detector (~59 KB gzip), which the chat loads alongside (see #core/crisis.ts).
 */
export { crisisLines, type CrisisLine } from '#contracts/crisisLines.ts';
