import { afterEach, expect, it, vi } from 'vitest';

import { defaultAppearance } from '#core/appearance.ts';

import { createDatabase } from './db/db.ts';
import {
  preferencesMirrorKey,
  readPreferences,
  readPreferencesMirror,
  writePreference,
} from './preferences.ts';

const db = createDatabase('preferences-test');

const readMirror = (): unknown => JSON.parse(localStorage.getItem(preferencesMirrorKey) ?? 'null');

afterEach(async () => {
  await db.kv.clear();
  localStorage.clear();
});

it('reads nothing on a first visit', async () => {
  expect(await readPreferences(db)).toEqual({ locale: undefined, appearance: undefined });
});

it('reads back what was written', async () => {
  await writePreference(db, 'locale', 'en');
  await writePreference(db, 'appearance', { theme: 'dark' });
  expect(await readPreferences(db)).toEqual({ locale: 'en', appearance: { theme: 'dark' } });
});

it('mirrors each write to localStorage, sanitised, for the inline boot script', async () => {
  await writePreference(db, 'appearance', { theme: 'dark', accentColor: 'teal' });
  expect(readMirror()).toEqual({ appearance: { ...defaultAppearance, theme: 'dark', accentColor: 'teal' } });
  await writePreference(db, 'locale', 'en');
  expect(readMirror()).toEqual({
    locale: 'en',
    appearance: { ...defaultAppearance, theme: 'dark', accentColor: 'teal' },
  });
});

it('leaves the mirror alone for keys the boot script does not need', async () => {
  await writePreference(db, 'selectedCharacter', 'emma');
  expect(localStorage.getItem(preferencesMirrorKey)).toBeNull();
});

it('rebuilds the mirror from IndexedDB at boot (preferences saved before the mirror existed)', async () => {
  await db.kv.bulkPut([
    { key: 'locale', value: 'en' },
    { key: 'appearance', value: { theme: 'system', fontSize: 'huge' } },
  ]);
  localStorage.setItem(preferencesMirrorKey, '{"locale":"fr"}');
  await readPreferences(db);
  expect(readMirror()).toEqual({ locale: 'en', appearance: { ...defaultAppearance, theme: 'auto' } });
});

it('keeps no invalid language in the mirror', async () => {
  await db.kv.put({ key: 'locale', value: 'de' });
  await readPreferences(db);
  expect(readMirror()).toEqual({ appearance: defaultAppearance });
});

it('still saves when localStorage is unusable', async () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  });
  await writePreference(db, 'locale', 'en');
  expect(await readPreferences(db)).toEqual({ locale: 'en', appearance: undefined });
});

it('overwrites an unreadable mirror', async () => {
  localStorage.setItem(preferencesMirrorKey, '{not json');
  await writePreference(db, 'locale', 'en');
  expect(readMirror()).toEqual({ locale: 'en', appearance: defaultAppearance });
});

it('gives the first render what was last written, read synchronously from the mirror', async () => {
  expect(readPreferencesMirror()).toEqual({ locale: undefined, appearance: undefined });
  await writePreference(db, 'locale', 'en');
  await writePreference(db, 'appearance', { theme: 'dark' });
  expect(readPreferencesMirror()).toEqual({
    locale: 'en',
    appearance: { ...defaultAppearance, theme: 'dark' },
  });
});

it('gives the first render no preferences from an unreadable mirror', () => {
  localStorage.setItem(preferencesMirrorKey, '{not json');
  expect(readPreferencesMirror()).toEqual({ locale: undefined, appearance: undefined });
  localStorage.setItem(preferencesMirrorKey, '"dark"');
  expect(readPreferencesMirror()).toEqual({ locale: undefined, appearance: undefined });
});
