// Register: "vous" or "tu" in French, measured or casual in English. Adaptive mirrors the user.

import { fold } from './text.ts';
import type { Locale, ResponseStyle } from './types.ts';

const FR_TU =
  /(?:^|[^a-z'])(?:(?:tu|toi|te|peux-tu|as-tu|es-tu|sais-tu|penses-tu|crois-tu|dis-moi|aide-moi|ecoute-moi)(?![a-z'])|t')/;
const FR_VOUS = /\b(?:vous|votre|vos|pouvez-vous|avez-vous|etes-vous|dites-moi|aidez-moi)\b/;
const FR_CASUAL =
  /\b(?:salut|coucou|slt|cc|wesh|mdr|ptdr|lol|jsp|chui|chuis|ouais|stp|tkt|ptn|putain|relou|chelou|kiff\w*|meuf|bcp|jpp|osef|grave)\b/;
const EN_CASUAL =
  /\b(?:hey|heya|hiya|yo|lol|lmao|haha\w*|gonna|wanna|gotta|kinda|sorta|yeah|yep|nah|idk|tbh|omg|u|ur|thx|ty|dunno|sup|bro|dude|ngl|btw|cuz|coz|tho|yup|nope)\b/;

/**
 * True for the informal register: "tu" in French, the warmer and shorter voice in English.
 * `userTexts`: the user's messages, most recent first (the new message included).
 */
export function informalRegister(
  style: ResponseStyle,
  locale: Locale,
  userTexts: readonly string[],
): boolean {
  if (style === 'formal') return false;
  if (style === 'casual') return true;
  for (const text of userTexts) {
    const folded = fold(text);
    if (locale === 'fr') {
      if (FR_TU.test(folded)) return true;
      if (FR_VOUS.test(folded)) return false;
      if (FR_CASUAL.test(folded)) return true;
    } else {
      if (EN_CASUAL.test(folded) || /(?:^|\s)i(?:\s|'m)/.test(text)) return true;
    }
  }
  return false;
}
