/**
 * What the typing indicator says while a reply is on its way ("Emma réfléchit…" and variants).
 * The phrase is picked from the awaited message's id, so it stays the same while that message
 * waits instead of changing on every render.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

import type { CharacterId } from '#contracts/characters.ts';

const phrases: Readonly<Record<CharacterId, readonly MessageDescriptor[]>> = {
  emma: [
    msg`Emma réfléchit…`,
    msg`Emma prend le temps de vous lire…`,
    msg`Emma cherche les mots justes…`,
    msg`Emma rassemble ses pensées…`,
  ],
  louis: [
    msg`Louis réfléchit…`,
    msg`Louis analyse votre message…`,
    msg`Louis structure sa réponse…`,
    msg`Louis examine les options…`,
  ],
};

/** A small, stable string hash (FNV-1a): good enough to spread ids over a few phrases. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export function thinkingPhrase(characterId: CharacterId, seed: string): MessageDescriptor {
  const list = phrases[characterId];
  const phrase = list[hash(seed) % list.length];
  if (phrase === undefined) throw new Error(`No thinking phrase for ${characterId}`);
  return phrase;
}

export const thinkingPhraseCount = (characterId: CharacterId): number => phrases[characterId].length;
