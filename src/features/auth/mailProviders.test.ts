import { expect, it } from 'vitest';

import { mailProviderFor } from './mailProviders.ts';

it.each([
  ['camille@gmail.com', 'gmail'],
  ['camille@googlemail.com', 'gmail'],
  ['Camille@GMAIL.COM', 'gmail'],
  ['camille@outlook.fr', 'outlook'],
  ['camille@hotmail.com', 'outlook'],
  ['camille@hotmail.co.uk', 'outlook'],
  ['camille@live.fr', 'outlook'],
  ['camille@msn.com', 'outlook'],
  ['camille@yahoo.fr', 'yahoo'],
  ['camille@ymail.com', 'yahoo'],
  ['camille@icloud.com', 'icloud'],
  ['camille@me.com', 'icloud'],
  ['camille@mac.com', 'icloud'],
])('offers the %s mailbox of %s', (email, id) => {
  expect(mailProviderFor(email)?.id).toBe(id);
});

it.each(['camille@orange.fr', 'camille@free.fr', 'camille@me.fr', 'camille@gmail', 'camille', ''])(
  'offers no shortcut for %j',
  (email) => {
    expect(mailProviderFor(email)).toBeNull();
  },
);

it('links to the webmail inbox over https', () => {
  expect(mailProviderFor('camille@gmail.com')).toEqual({
    id: 'gmail',
    name: 'Gmail',
    inboxUrl: 'https://mail.google.com/mail/u/0/#inbox',
  });
  expect(mailProviderFor('camille@icloud.com')?.inboxUrl).toMatch(/^https:\/\//);
});
