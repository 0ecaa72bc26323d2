/**
 * Form rules. Each validator returns a map from field to error code, empty when the form is
 * valid, so a form can show every field's problem at once; the UI turns codes into text.
 * Limits mirror the database checks so a form never sends what the server would refuse.
 */
import { chatMessageMaxLength } from '#contracts/chat.ts';

export type FieldErrors<Field extends string, Code extends string> = Partial<Record<Field, Code>>;

export function isValid(errors: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(errors).length === 0;
}

/** The first error in the form's visual order, for forms that show a single banner. */
export function firstError<Field extends string, Code extends string>(
  errors: FieldErrors<Field, Code>,
  order: readonly Field[],
): Code | undefined {
  for (const field of order) {
    const code = errors[field];
    if (code !== undefined) return code;
  }
  return undefined;
}

/** Characters as people (and PostgreSQL's char_length) count them: an emoji is one. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

// Same pattern as the database check on contact messages: something@something.something.
const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const emailMaxLength = 320;

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= emailMaxLength && emailPattern.test(trimmed);
}

export const passwordMinLength = 6;

export type AuthErrorCode =
  | 'allFieldsRequired'
  | 'invalidEmail'
  | 'passwordTooShort'
  | 'passwordsDontMatch'
  | 'emailRequired'
  | 'passwordRequired';

export type SignUpInput = { name: string; email: string; password: string; confirmPassword: string };
export type SignUpErrors = FieldErrors<keyof SignUpInput, AuthErrorCode>;

/**
 * Sign-up: every field is required, then the email must look like one, the password must have
 * 6 characters and the confirmation must match. Passwords are not trimmed: spaces count.
 */
export function validateSignUp(input: SignUpInput): SignUpErrors {
  const errors: SignUpErrors = {};
  if (input.name.trim() === '') errors.name = 'allFieldsRequired';
  if (input.email.trim() === '') errors.email = 'allFieldsRequired';
  else if (!isValidEmail(input.email)) errors.email = 'invalidEmail';
  if (input.password === '') errors.password = 'allFieldsRequired';
  else if (characterCount(input.password) < passwordMinLength) errors.password = 'passwordTooShort';
  if (input.confirmPassword === '') errors.confirmPassword = 'allFieldsRequired';
  else if (input.confirmPassword !== input.password) errors.confirmPassword = 'passwordsDontMatch';
  return errors;
}

export type LoginInput = { email: string; password: string };
export type LoginErrors = FieldErrors<keyof LoginInput, AuthErrorCode>;

/** Login only checks presence and shape: the length rule belongs to sign-up, not old accounts. */
export function validateLogin(input: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  if (input.email.trim() === '') errors.email = 'emailRequired';
  else if (!isValidEmail(input.email)) errors.email = 'invalidEmail';
  if (input.password === '') errors.password = 'passwordRequired';
  return errors;
}

export type PasswordChangeInput = { password: string; confirmPassword: string };
export type PasswordChangeErrors = FieldErrors<keyof PasswordChangeInput, AuthErrorCode>;

/** A new password (reset or settings): same length and confirmation rules as sign-up. */
export function validatePasswordChange(input: PasswordChangeInput): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (input.password === '') errors.password = 'allFieldsRequired';
  else if (characterCount(input.password) < passwordMinLength) errors.password = 'passwordTooShort';
  if (input.confirmPassword === '') errors.confirmPassword = 'allFieldsRequired';
  else if (input.confirmPassword !== input.password) errors.confirmPassword = 'passwordsDontMatch';
  return errors;
}

export const contactSubjects = ['question', 'support', 'billing', 'bug', 'feedback', 'partnership'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export function isContactSubject(value: unknown): value is ContactSubject {
  return contactSubjects.some((subject) => subject === value);
}

export const contactNameMinLength = 2;
export const contactMessageMinLength = 20;
/** The database refuses longer messages. */
export const contactMessageMaxLength = 5000;

export type ContactErrorCode =
  | 'firstNameTooShort'
  | 'lastNameTooShort'
  | 'invalidEmail'
  | 'invalidSubject'
  | 'messageTooShort'
  | 'messageTooLong';

export type ContactInput = {
  firstName: string;
  lastName: string;
  email: string;
  /** A select's raw value: empty until chosen. */
  subject: string;
  message: string;
};
export type ContactErrors = FieldErrors<keyof ContactInput, ContactErrorCode>;

export function validateContact(input: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  if (characterCount(input.firstName.trim()) < contactNameMinLength) errors.firstName = 'firstNameTooShort';
  if (characterCount(input.lastName.trim()) < contactNameMinLength) errors.lastName = 'lastNameTooShort';
  if (!isValidEmail(input.email)) errors.email = 'invalidEmail';
  if (!isContactSubject(input.subject)) errors.subject = 'invalidSubject';
  const messageLength = characterCount(input.message.trim());
  if (messageLength < contactMessageMinLength) errors.message = 'messageTooShort';
  else if (messageLength > contactMessageMaxLength) errors.message = 'messageTooLong';
  return errors;
}

/**
 * Bio limits differ by screen in the spec: 150 on the profile page, 500 in the unified settings.
 * The unified settings stay on the device (decisions: IndexedDB, never sent), so only the
 * profile's 150 is also enforced by the database (`profiles.bio`).
 */
export const bioMaxLength = { profile: 150, unifiedSettings: 500 } as const;
export type BioScreen = keyof typeof bioMaxLength;

export type BioErrors = FieldErrors<'bio', 'bioTooLong'>;

export function validateBio(bio: string, screen: BioScreen): BioErrors {
  return characterCount(bio) > bioMaxLength[screen] ? { bio: 'bioTooLong' } : {};
}

/** Characters still allowed, for the counter under the field (negative when over). */
export function bioCharactersLeft(bio: string, screen: BioScreen): number {
  return bioMaxLength[screen] - characterCount(bio);
}

export type ChatMessageErrors = FieldErrors<'message', 'messageEmpty' | 'messageTooLong'>;

/**
 * The chat input. Counted exactly as the chat function counts (trimmed, UTF-16 length), so the
 * app never sends a message the server answers with `invalid_message`.
 */
export function validateChatMessage(message: string): ChatMessageErrors {
  const trimmed = message.trim();
  if (trimmed === '') return { message: 'messageEmpty' };
  if (trimmed.length > chatMessageMaxLength) return { message: 'messageTooLong' };
  return {};
}

export function chatMessageLength(message: string): number {
  return message.trim().length;
}
