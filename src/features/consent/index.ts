/**
 * Consent to the processing of wellbeing conversations, as every sign-up path asks it: the
 * checkbox for a sign-up form (the /auth form; the account made after payment uses it too), and
 * the gate in front of the chat for anyone without a recorded consent (Google, magic link,
 * accounts made before it was asked).
 */
export { ConsentCheckbox } from './ConsentCheckbox.tsx';
export { ConsentGate } from './ConsentGate.tsx';
