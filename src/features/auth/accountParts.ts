/**
 * What other areas' screens reuse of the auth forms (billing's account after payment): the
 * fields, the message box, the submit button and the confirmation screen. Loaded on demand
 * through index.ts (loadAccountParts), never with the landing.
 */
export { ErrorBox, PasswordField, SubmitButton, TextField } from './components/fields.tsx';
export { PendingConfirmation } from './screens/EmailScreens.tsx';
