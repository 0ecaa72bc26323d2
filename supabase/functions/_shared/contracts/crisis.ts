/**
 * The crisis check both sides run: the chat function on every message, the app before a message
 * leaves the device (offline too). Owned by ../crisis/; the app reaches it only through here.
 * The lines alone are in crisisLines.ts, so the app can show them without loading the detector.
 */
export {
  assessMessage,
  crisisReply,
  detectCrisis,
  type CrisisAssessment,
  type CrisisTier,
  type TierAssessment,
} from '../crisis/index.ts';
export { crisisLines, type CrisisLine } from './crisisLines.ts';
