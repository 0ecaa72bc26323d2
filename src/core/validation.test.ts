import { describe, expect, it } from 'vitest';

import {
  bioCharactersLeft,
  characterCount,
  chatMessageLength,
  contactSubjects,
  firstError,
  isValid,
  isValidEmail,
  validateBio,
  validateChatMessage,
  validateContact,
  validateLogin,
  validatePasswordChange,
  validateSignUp,
  type ContactInput,
  type SignUpInput,
} from './validation.ts';

describe('email format', () => {
  it.each(['emma@example.fr', 'a.b+c@sub.example.com', '  louis@example.org  '])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'emma', 'emma@', '@example.fr', 'emma@example', 'em ma@example.fr', 'a@b@c.fr'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('refuses addresses longer than the database allows (320)', () => {
    const local = 'a'.repeat(320 - '@example.fr'.length);
    expect(isValidEmail(`${local}@example.fr`)).toBe(true);
    expect(isValidEmail(`a${local}@example.fr`)).toBe(false);
  });
});

describe('sign-up', () => {
  const valid: SignUpInput = {
    name: 'Emma',
    email: 'emma@example.fr',
    password: 'secret',
    confirmPassword: 'secret',
  };

  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(isValid(validateSignUp(valid))).toBe(true);
  });

  it('requires every field', () => {
    expect(validateSignUp({ name: ' ', email: '', password: '', confirmPassword: '' })).toEqual({
      name: 'allFieldsRequired',
      email: 'allFieldsRequired',
      password: 'allFieldsRequired',
      confirmPassword: 'allFieldsRequired',
    });
  });

  it('checks the email format', () => {
    expect(validateSignUp({ ...valid, email: 'emma.example.fr' })).toEqual({ email: 'invalidEmail' });
  });

  it('needs 6 characters of password', () => {
    expect(validateSignUp({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(validateSignUp({ ...valid, password: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('counts spaces in a password (it is not trimmed)', () => {
    expect(validateSignUp({ ...valid, password: 'ab    ', confirmPassword: 'ab    ' })).toEqual({});
  });

  it('needs the confirmation to match', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'secreT' })).toEqual({
      confirmPassword: 'passwordsDontMatch',
    });
  });

  it('reports every problem at once', () => {
    expect(validateSignUp({ name: '', email: 'x', password: '123', confirmPassword: '1234' })).toEqual({
      name: 'allFieldsRequired',
      email: 'invalidEmail',
      password: 'passwordTooShort',
      confirmPassword: 'passwordsDontMatch',
    });
  });
});

describe('login', () => {
  it('accepts an email and any password (old accounts may have short ones)', () => {
    expect(validateLogin({ email: 'emma@example.fr', password: 'x' })).toEqual({});
  });

  it('needs the password', () => {
    expect(validateLogin({ email: 'emma@example.fr', password: '' })).toEqual({
      password: 'passwordRequired',
    });
  });

  it('needs a well-formed email', () => {
    expect(validateLogin({ email: '  ', password: 'secret' })).toEqual({ email: 'emailRequired' });
    expect(validateLogin({ email: 'emma', password: 'secret' })).toEqual({ email: 'invalidEmail' });
  });
});

describe('new password', () => {
  it('follows the sign-up rules', () => {
    expect(validatePasswordChange({ password: 'secret', confirmPassword: 'secret' })).toEqual({});
    expect(validatePasswordChange({ password: '', confirmPassword: '' })).toEqual({
      password: 'allFieldsRequired',
      confirmPassword: 'allFieldsRequired',
    });
    expect(validatePasswordChange({ password: 'short', confirmPassword: 'other' })).toEqual({
      password: 'passwordTooShort',
      confirmPassword: 'passwordsDontMatch',
    });
  });
});

describe('contact form', () => {
  const valid: ContactInput = {
    firstName: 'Jo',
    lastName: 'Li',
    email: 'jo@example.fr',
    subject: 'question',
    message: 'Bonjour, une question ?',
  };

  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('needs 2 characters of first and last name, after trimming', () => {
    expect(validateContact({ ...valid, firstName: ' J ', lastName: 'L  ' })).toEqual({
      firstName: 'firstNameTooShort',
      lastName: 'lastNameTooShort',
    });
    expect(validateContact({ ...valid, firstName: ' Jo ', lastName: 'Lé' })).toEqual({});
  });

  it('checks the email', () => {
    expect(validateContact({ ...valid, email: 'jo@' })).toEqual({ email: 'invalidEmail' });
  });

  it.each(contactSubjects)('accepts the subject %s', (subject) => {
    expect(validateContact({ ...valid, subject })).toEqual({});
  });

  it.each(['', 'other', 'Question'])('refuses the subject %j', (subject) => {
    expect(validateContact({ ...valid, subject })).toEqual({ subject: 'invalidSubject' });
  });

  it('needs 20 characters of message, after trimming', () => {
    expect(validateContact({ ...valid, message: `  ${'a'.repeat(19)}   ` })).toEqual({
      message: 'messageTooShort',
    });
    expect(validateContact({ ...valid, message: 'a'.repeat(20) })).toEqual({});
  });

  it('refuses messages longer than the database allows (5000)', () => {
    expect(validateContact({ ...valid, message: 'a'.repeat(5000) })).toEqual({});
    expect(validateContact({ ...valid, message: 'a'.repeat(5001) })).toEqual({ message: 'messageTooLong' });
  });

  it('shows the first problem in the form order', () => {
    const errors = validateContact({ ...valid, email: 'x', message: 'court' });
    expect(firstError(errors, ['firstName', 'lastName', 'email', 'subject', 'message'])).toBe('invalidEmail');
    expect(firstError(errors, ['message', 'email'])).toBe('messageTooShort');
    expect(firstError({}, ['message'])).toBeUndefined();
  });
});

describe('bio', () => {
  it('allows 150 characters on the profile page', () => {
    expect(validateBio('a'.repeat(150), 'profile')).toEqual({});
    expect(validateBio('a'.repeat(151), 'profile')).toEqual({ bio: 'bioTooLong' });
  });

  it('allows 500 characters in the unified settings', () => {
    expect(validateBio('a'.repeat(500), 'unifiedSettings')).toEqual({});
    expect(validateBio('a'.repeat(501), 'unifiedSettings')).toEqual({ bio: 'bioTooLong' });
  });

  it('accepts an empty bio', () => {
    expect(validateBio('', 'profile')).toEqual({});
  });

  it('counts an emoji as one character, as the database does', () => {
    expect(characterCount('🌿')).toBe(1);
    expect(validateBio('🌿'.repeat(150), 'profile')).toEqual({});
    expect(bioCharactersLeft('🌿'.repeat(140), 'profile')).toBe(10);
    expect(bioCharactersLeft('a'.repeat(152), 'profile')).toBe(-2);
  });
});

describe('chat message', () => {
  it('refuses an empty or blank message', () => {
    expect(validateChatMessage('')).toEqual({ message: 'messageEmpty' });
    expect(validateChatMessage(' \n\t ')).toEqual({ message: 'messageEmpty' });
  });

  it('accepts up to 500 characters once trimmed', () => {
    expect(validateChatMessage('Bonjour')).toEqual({});
    expect(validateChatMessage('a'.repeat(500))).toEqual({});
    expect(validateChatMessage(`  ${'a'.repeat(500)}  `)).toEqual({});
    expect(validateChatMessage('a'.repeat(501))).toEqual({ message: 'messageTooLong' });
  });

  it('counts as the server does', () => {
    expect(chatMessageLength('  salut  ')).toBe(5);
  });
});
