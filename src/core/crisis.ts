/**
 * Crisis safety in the app: the same implementation the chat function runs on the server, so a
 * message written offline is checked the same way and the crisis lines work without a network.
 */
export {
  crisisLines,
  crisisReply,
  detectCrisis,
  type CrisisAssessment,
  type CrisisLine,
} from '#contracts/crisis.ts';
