/**
 * The check-in question on its own, without the detector: the app recognises the server's
 * question by its wording, to put the help sheet one tap under it. Owned by ../crisis/checkIn.ts.
 */
export { answersNo, checkInQuestion, isCheckInQuestion } from '../crisis/checkIn.ts';
