/**
 * Crisis safety in the app: the same implementation the chat function runs on the server, so a
 * message written offline is checked the same way and the crisis lines work without a network.
 */
export {
  assessMessage,
  crisisLines,
  crisisReply,
  detectCrisis,
  type CrisisAssessment,
  type CrisisLine,
  type CrisisTier,
  type TierAssessment,
} from '#contracts/crisis.ts';
