/** The contact form's rules (spec §5), shared by the form and its tests. */

export const contactSubjects = ['question', 'support', 'billing', 'bug', 'feedback', 'partnership'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export type ContactDraft = {
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject | '';
  message: string;
};

export type ContactField = keyof ContactDraft;
export type ContactProblem =
  'nameTooShort' | 'emailInvalid' | 'subjectMissing' | 'messageTooShort' | 'messageTooLong';
export type ContactErrors = Partial<Record<ContactField, ContactProblem>>;

export const emptyContactDraft: ContactDraft = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
};

/** The server's limits (contact_messages checks): 2–200 for the name, 20–5000 for the message. */
export const contactLimits = { name: 2, messageMin: 20, messageMax: 5000 } as const;

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  if (draft.firstName.trim().length < contactLimits.name) errors.firstName = 'nameTooShort';
  if (draft.lastName.trim().length < contactLimits.name) errors.lastName = 'nameTooShort';
  if (!emailPattern.test(draft.email.trim())) errors.email = 'emailInvalid';
  if (draft.subject === '') errors.subject = 'subjectMissing';
  const message = draft.message.trim().length;
  if (message < contactLimits.messageMin) errors.message = 'messageTooShort';
  else if (message > contactLimits.messageMax) errors.message = 'messageTooLong';
  return errors;
}

/** A field edited: its own error goes, the others stay until the next submit. */
export function clearFieldError(errors: ContactErrors, field: ContactField): ContactErrors {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

/** The row the form inserts: one `name` column holds first and last name. */
export function contactRow(draft: ContactDraft, userId: string | null) {
  return {
    name: `${draft.firstName.trim()} ${draft.lastName.trim()}`,
    email: draft.email.trim(),
    subject: draft.subject as ContactSubject,
    message: draft.message.trim(),
    user_id: userId,
  };
}
