import { renderHook, waitFor } from '@testing-library/react';
import { Dexie } from 'dexie';
import { afterAll, afterEach, expect, it } from 'vitest';

import { createDatabase } from '#data/db/db.ts';

import {
  clearSelectedCharacter,
  readSelectedCharacter,
  saveSelectedCharacter,
  useSelectedCharacter,
} from './selectedCharacter.ts';

const db = createDatabase('selected-character-test');

afterEach(async () => {
  await db.kv.clear();
});

afterAll(async () => {
  db.close();
  await Dexie.delete(db.name);
});

it('has no coach on a first visit', async () => {
  expect(await readSelectedCharacter(db)).toBeNull();
});

it('remembers the chosen coach and forgets it on demand', async () => {
  await saveSelectedCharacter('louis', db);
  expect(await readSelectedCharacter(db)).toBe('louis');
  await clearSelectedCharacter(db);
  expect(await readSelectedCharacter(db)).toBeNull();
});

it('ignores a stored value that is not a coach', async () => {
  await db.kv.put({ key: 'selectedCharacter', value: 'clara' });
  expect(await readSelectedCharacter(db)).toBeNull();
});

it('follows changes live', async () => {
  const { result } = renderHook(() => useSelectedCharacter(db));
  await waitFor(() => expect(result.current).toBeNull());
  await saveSelectedCharacter('emma', db);
  await waitFor(() => expect(result.current).toBe('emma'));
});
