import { afterEach, expect, it } from 'vitest';

import { createDatabase } from './db/db.ts';
import { readPreferences, writePreference } from './preferences.ts';

const db = createDatabase('preferences-test');

afterEach(async () => {
  await db.kv.clear();
});

it('reads nothing on a first visit', async () => {
  expect(await readPreferences(db)).toEqual({ locale: undefined, appearance: undefined });
});

it('reads back what was written', async () => {
  await writePreference(db, 'locale', 'en');
  await writePreference(db, 'appearance', { theme: 'dark' });
  expect(await readPreferences(db)).toEqual({ locale: 'en', appearance: { theme: 'dark' } });
});
