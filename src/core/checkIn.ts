/**
 * The check-in question on its own (no detector): the chat recognises the server's question by
 * its wording, to put the help sheet one tap under it.
 */
export { answersNo, checkInQuestion, isCheckInQuestion } from '#contracts/checkIn.ts';
