// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { readMove } from './context.ts';
import { mentionedTechniques } from './techniques.ts';
import {
  type Character,
  coachReply,
  type CoachRequest,
  type Locale,
  type ResponseStyle,
  type Turn,
} from './index.ts';
import { fold, normaliseForCompare } from './text.ts';

const FORBIDDEN =
  /\b(thérapie|therapie|traitement|diagnostic|guérir|guerir|therapy|treatment|diagnose|cure)\b/i;

/** Feeds the coach's replies back as history; returns the whole conversation. */
function converse(
  character: Character,
  messages: readonly string[],
  options: Partial<Omit<CoachRequest, 'character' | 'message' | 'history'>> = {},
): { history: Turn[]; replies: string[] } {
  const history: Turn[] = [];
  const replies: string[] = [];
  messages.forEach((message, i) => {
    const { reply } = coachReply({
      ...options,
      character,
      message,
      history,
      seed: `${options.seed ?? 'conv'}-${i}`,
    });
    replies.push(reply);
    history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply });
  });
  return { history, replies };
}

const FR_MESSAGES = [
  'Bonjour',
  'Je suis stressée par mon travail et je dors mal',
  "Mon chef me donne toujours plus de dossiers et je n'ose pas refuser",
  'oui',
  'je ne sais pas',
  'ok',
  "J'ai l'impression de ne jamais en faire assez",
  'merci',
  'toujours pareil',
  'non',
];
const EN_MESSAGES = [
  'Hello',
  "I'm stressed about work and I sleep badly",
  "My boss keeps giving me more projects and I don't dare say no",
  'yes',
  "I don't know",
  'ok',
  'I feel like I never do enough',
  'thanks',
  'still the same',
  'no',
];

describe('coachReply', () => {
  it('is deterministic for the same request and seed, and varies with the seed', () => {
    const request: CoachRequest = {
      character: 'emma',
      message: "Je n'arrive pas à dormir, je repense à mon travail toute la nuit",
      history: [{ sender: 'bot', text: 'Bonjour, je suis Emma. Comment allez-vous ?' }],
      seed: 'message-42',
    };
    expect(coachReply(request)).toEqual(coachReply({ ...request, history: [...(request.history ?? [])] }));
    const replies = new Set(
      Array.from({ length: 20 }, (_, i) => coachReply({ ...request, seed: `m-${i}` }).reply),
    );
    expect(replies.size).toBeGreaterThanOrEqual(10);
  });

  describe.each([
    ['emma', 'fr'],
    ['emma', 'en'],
    ['louis', 'fr'],
    ['louis', 'en'],
  ] as [Character, Locale][])('%s (%s)', (character, locale) => {
    it('never repeats itself over a 30-turn conversation', () => {
      const base = locale === 'fr' ? FR_MESSAGES : EN_MESSAGES;
      const messages = Array.from({ length: 30 }, (_, i) => base[i % base.length] ?? '');
      const { replies } = converse(character, messages, { locale });
      const seen = new Set<string>();
      for (const reply of replies) {
        const norm = normaliseForCompare(reply);
        expect(seen.has(norm), reply).toBe(false);
        seen.add(norm);
        expect(reply.length).toBeGreaterThan(10);
        expect(reply).not.toMatch(/[{}[\]|]|undefined/);
      }
    });

    it('answers in the language the user writes in', () => {
      const other: Locale = locale === 'fr' ? 'en' : 'fr';
      const message = locale === 'fr' ? 'Je me sens triste ce soir' : 'I feel sad tonight';
      const result = coachReply({ character, message, locale: other, seed: 'x' });
      expect(result.locale).toBe(locale);
      expect(result.reply).toMatch(locale === 'fr' ? /\b(vous|votre|je|est)\b/ : /\b(you|your|the)\b/);
    });
  });

  it('keeps the conversation language for ambiguous short messages', () => {
    const history: Turn[] = [
      { sender: 'user', text: "I'm worried about my exam" },
      { sender: 'bot', text: 'What worries you most about it?' },
    ];
    expect(coachReply({ character: 'emma', message: 'ok', history, locale: 'fr', seed: 's' }).locale).toBe(
      'en',
    );
    expect(coachReply({ character: 'emma', message: 'ok', locale: 'en', seed: 's' }).locale).toBe('en');
    expect(coachReply({ character: 'emma', message: 'ok', seed: 's' }).locale).toBe('fr');
  });

  it('reports the themes of the message', () => {
    const { themes } = coachReply({
      character: 'louis',
      message: "J'hésite à changer de travail",
      seed: 's',
    });
    expect(themes).toContain('decisions');
  });
});

describe('context', () => {
  const neutralBot = (i: number): Turn => ({
    sender: 'bot',
    text: ['Je vous écoute.', 'Comment vous sentez-vous ?', 'Dites-m’en plus.', 'Je suis là.'][i % 4] ?? '',
  });

  it('connects a follow-up to something mentioned a few turns earlier (FR)', () => {
    const history: Turn[] = [
      { sender: 'user', text: 'Ma sœur ne me parle plus depuis notre dispute' },
      neutralBot(0),
      { sender: 'user', text: 'Le soir je tourne en rond dans mon lit' },
      neutralBot(1),
      { sender: 'user', text: 'Je suis fatiguée' },
      neutralBot(2),
    ];
    for (const character of ['emma', 'louis'] as Character[]) {
      for (const seed of ['a', 'b', 'c']) {
        const { reply } = coachReply({
          character,
          message: "je n'arrive toujours pas à dormir",
          history,
          seed,
        });
        expect(reply, reply).toMatch(/sœur/);
        expect(reply, reply).toMatch(/tout à l’heure|je repense|revenons/i);
      }
    }
  });

  it('connects "it\'s still the same" to the exam mentioned earlier (EN)', () => {
    const history: Turn[] = [
      { sender: 'user', text: "My exam is on Friday and I'm terrified" },
      { sender: 'bot', text: 'That sounds like a lot of pressure. What scares you most?' },
      { sender: 'user', text: "I can't focus on anything" },
      { sender: 'bot', text: 'I hear you. How have your nights been?' },
      { sender: 'user', text: 'I sleep badly' },
      { sender: 'bot', text: 'Thank you for telling me. What are your evenings like?' },
    ];
    for (const character of ['emma', 'louis'] as Character[]) {
      const { reply } = coachReply({ character, message: "it's still the same", history, seed: 'k' });
      expect(reply, reply).toMatch(/exam/);
      expect(reply, reply).toMatch(/earlier|thinking back|come back/i);
    }
  });

  it('uses only the last contextLength turns', () => {
    const history: Turn[] = [
      { sender: 'user', text: 'Ma sœur ne me parle plus depuis notre dispute' },
      neutralBot(0),
    ];
    for (let i = 0; i < 19; i++)
      history.push({ sender: 'user', text: 'Je suis fatiguée en ce moment' }, neutralBot(i + 1));
    const request = {
      character: 'emma',
      message: "je n'arrive toujours pas à dormir",
      history,
      seed: 'z',
    } as const;
    expect(coachReply({ ...request, contextLength: 50 }).reply).toMatch(/sœur/);
    expect(coachReply({ ...request, contextLength: 25 }).reply).not.toMatch(/sœur/);
    expect(coachReply({ ...request, contextLength: 10 }).reply).not.toMatch(/sœur/);
  });

  it('guides the exercise step by step after "oui"', () => {
    const history: Turn[] = [
      { sender: 'user', text: 'Je suis très angoissée ce soir' },
      {
        sender: 'bot',
        text: 'La respiration 4-7-8 aide le corps à ralentir : on inspire sur 4 temps, on retient l’air sur 7, puis on expire tout doucement sur 8. Voulez-vous qu’on l’essaie ensemble, maintenant ?',
      },
    ];
    for (const seed of ['1', '2', '3']) {
      const { reply } = coachReply({ character: 'emma', message: 'oui', history, seed });
      expect(reply).toMatch(/^1\. .+$/m);
      expect(reply).toMatch(/^4\. .*8/m);
      expect(reply).toMatch(/7/);
    }
    const en: Turn[] = [
      { sender: 'user', text: "I'm panicking, my thoughts are racing" },
      {
        sender: 'bot',
        text: 'The 5-4-3-2-1 exercise gently brings you back to the present through your senses. Shall we try it together?',
      },
    ];
    const { reply } = coachReply({ character: 'emma', message: 'yes', history: en, seed: 's' });
    expect(reply).toMatch(/^1\. Name 5 things/m);
    expect(reply).toMatch(/^5\. /m);
  });

  it('continues an exercise the engine itself offered', () => {
    let found = 0;
    for (let i = 0; i < 40 && found < 3; i++) {
      const history: Turn[] = [];
      const first = coachReply({
        character: 'emma',
        message: 'Je stresse énormément, je suis à bout',
        seed: `o${i}`,
        history,
      });
      history.push(
        { sender: 'user', text: 'Je stresse énormément, je suis à bout' },
        { sender: 'bot', text: first.reply },
      );
      const move = readMove(first.reply);
      if (move.kind !== 'offer' || move.technique === undefined) continue;
      found++;
      const { reply } = coachReply({ character: 'emma', message: 'oui', history, seed: `y${i}` });
      expect(reply).toMatch(/^1\. /m);
      expect(readMove(reply).technique?.id).toBe(move.technique.id);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('continues with the option Louis was asked to choose', () => {
    let found = 0;
    for (let i = 0; i < 40 && found < 3; i++) {
      const history: Turn[] = [
        { sender: 'user', text: "J'hésite à quitter mon poste pour me reconvertir" },
        { sender: 'bot', text: 'D’accord. Quels critères comptent le plus pour vous dans ce choix ?' },
      ];
      const message = "La sécurité et le sens, mais je n'arrive pas à trancher";
      const { reply } = coachReply({ character: 'louis', message, history, seed: `c${i}` });
      const move = readMove(reply);
      if (move.kind !== 'choice') continue;
      found++;
      history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply });
      const second = move.techniques[1];
      const next = coachReply({ character: 'louis', message: 'la deuxième', history, seed: `d${i}` }).reply;
      expect(next).toContain(second?.fr.name ?? '???');
      expect(next).toMatch(/Prochaine étape|Première étape/);
      expect(next).toMatch(/\?\s*$/);
    }
    expect(found).toBeGreaterThan(0);
  });
  it('recognises every way Emma offers an exercise, so that "oui" always continues it', () => {
    let checked = 0;
    for (const locale of ['fr', 'en'] as Locale[]) {
      const messages =
        locale === 'fr'
          ? [
              'Je suis stressée par mon travail',
              "J'angoisse le soir",
              'Je dors très mal',
              'Je suis en colère contre mon frère',
            ]
          : [
              'I am stressed about work',
              'I get anxious at night',
              'I sleep really badly',
              "I'm angry at my brother",
            ];
      for (const [i, message] of messages.entries()) {
        for (let k = 0; k < 25; k++) {
          const history: Turn[] = [
            { sender: 'user', text: messages[(i + 1) % messages.length] ?? '' },
            { sender: 'bot', text: locale === 'fr' ? 'Je vous écoute.' : "I'm listening." },
          ];
          const { reply } = coachReply({ character: 'emma', message, history, locale, seed: `offer-${k}` });
          if (mentionedTechniques(fold(reply)).length !== 1 || /^1\. /m.test(reply)) continue;
          checked++;
          history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply });
          const next = coachReply({
            character: 'emma',
            message: locale === 'fr' ? 'oui' : 'yes',
            history,
            seed: 'y',
          }).reply;
          expect(next, `${reply}\n→ ${next}`).toMatch(/^1\. /m);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("uses the user's name now and then, not in every reply", () => {
    const { replies } = converse('emma', FR_MESSAGES, { userName: 'Léa' });
    const withName = replies.filter((r) => r.includes('Léa')).length;
    expect(withName).toBeGreaterThan(0);
    expect(withName).toBeLessThan(replies.length);
  });
});

describe('style', () => {
  const tu = /(?<![\p{L}])(tu|te|t’|ton|ta|tes|toi)(?![\p{L}])/u;
  // "entre vous" and "votre dispute" are plural, not formal.
  const vous = /(?<![\p{L}])(vous|votre|vos)(?![\p{L}])(?<!entre vous)(?<!votre dispute)/u;
  const FR = [
    'Je stresse pour mon travail',
    "J'ai du mal à dormir",
    'oui',
    'je ne sais pas',
    'Je me dispute avec ma sœur',
    'merci',
  ];
  const texts = (replies: readonly string[]) => replies.map((r) => r.replace(/«[^»]*»/g, ''));

  it('says "vous" in formal style and "tu" in casual style', () => {
    for (const character of ['emma', 'louis'] as Character[]) {
      const formal = texts(converse(character, FR, { style: 'formal' }).replies);
      for (const reply of formal) expect(reply, reply).not.toMatch(tu);
      expect(formal.some((r) => vous.test(r))).toBe(true);
      const casual = texts(converse(character, FR, { style: 'casual' }).replies);
      for (const reply of casual) expect(reply, reply).not.toMatch(vous);
      expect(casual.some((r) => tu.test(r))).toBe(true);
    }
  });

  it('mirrors the user in adaptive style', () => {
    const adaptive = (message: string) =>
      texts(
        converse('emma', [message, 'Et le soir je repense à tout ce que je dois faire', 'je ne sais pas'])
          .replies,
      );
    for (const opening of [
      "Salut Emma, tu peux m'aider ? je stresse pour mon boulot",
      "t'as une idée pour mieux dormir ? je dors super mal",
    ]) {
      const replies = adaptive(opening);
      for (const reply of replies) expect(reply, reply).not.toMatch(vous);
      expect(replies.some((r) => tu.test(r))).toBe(true);
    }
    for (const opening of [
      'Je stresse beaucoup pour mon travail en ce moment',
      'Bonjour, pouvez-vous m’aider ? Je dors mal.',
    ]) {
      const replies = adaptive(opening);
      for (const reply of replies) expect(reply, reply).not.toMatch(tu);
      expect(replies.some((r) => vous.test(r))).toBe(true);
    }
  });

  it('keeps "tu" for the rest of the conversation once the user used it', () => {
    const { replies } = converse('louis', [
      'salut, tu vas bien ? moi je stresse',
      'Mon travail, surtout les réunions',
      'oui',
      'Je ne sais pas',
    ]);
    for (const reply of texts(replies)) expect(reply, reply).not.toMatch(vous);
  });

  it('is warmer and shorter in casual English', () => {
    const length = (style: ResponseStyle) =>
      converse('emma', ['I feel stressed about work', 'I sleep badly', 'My boss keeps adding tasks'], {
        style,
        locale: 'en',
      }).replies.join(' ').length;
    expect(length('casual')).toBeLessThan(length('formal'));
  });
});

describe('personas', () => {
  const SHARES = [
    'Je suis stressée par mon travail',
    "J'ai du mal à dormir depuis des semaines",
    'Je me sens seule depuis que j’ai déménagé',
    "J'hésite à changer de métier",
    'Je suis en colère contre mon frère',
    "Je n'ai aucune motivation pour réviser",
    'Je manque de confiance en moi au travail',
    'Je suis triste depuis ma rupture',
  ];
  // Emma mirrors ("si je vous entends bien", "vous me dites", "« épuisée »") or names/validates a feeling.
  const EMMA =
    /entends|vous me dites|ça se sent|vos mots|le mot que|ressen|normal|légitime|lourd|pèse|usant|épuis|humain|touch|remue|cœur|courag|sévère|colère|tristesse|solitude|inquiétude|élan|trinquer|dur/i;
  // Louis summarises, frames, lists options, proposes a step, or asks an either/or question.
  const LOUIS =
    /étape|option|piste|levier|concrètement|critère|priorit|objectif|résume|poser les choses|point de départ|sujets|fils|sur 10|de 0 à 10|résultat|méthode|décision|régularité|preuves|faits|besoins|agir|petit pas|\n1\.|\bou\b[^.?!]*\?$/i;

  it('Emma reflects feelings, Louis structures and proposes steps', () => {
    let emmaHits = 0;
    let louisHits = 0;
    let total = 0;
    for (const message of SHARES) {
      for (const seed of ['a', 'b', 'c', 'd']) {
        const emma = coachReply({ character: 'emma', message, seed }).reply;
        const louis = coachReply({ character: 'louis', message, seed }).reply;
        total++;
        if (EMMA.test(emma)) emmaHits++;
        if (LOUIS.test(louis)) louisHits++;
        expect(emma).not.toMatch(/Prochaine étape|Première étape/);
        expect(louis).not.toMatch(/J’entends|j’entends/);
        expect(emma).not.toBe(louis);
        expect(emma.trim().endsWith('?'), emma).toBe(true);
        expect(louis.trim().endsWith('?'), louis).toBe(true);
      }
    }
    expect(emmaHits / total).toBeGreaterThanOrEqual(0.9);
    expect(louisHits / total).toBeGreaterThanOrEqual(0.9);
  });

  it('handles greetings, thanks, off-topic and unclear input gracefully', () => {
    const greet = coachReply({ character: 'emma', message: 'bonjour', seed: 'g', userName: 'Léa' }).reply;
    expect(greet).toMatch(/^Bonjour, Léa/);
    expect(greet).toMatch(/\?$/);
    expect(coachReply({ character: 'louis', message: 'Hello', seed: 'g' }).reply).toMatch(/^(Hello|Hi)/);
    expect(coachReply({ character: 'emma', message: 'merci', seed: 'g' }).reply).toMatch(
      /plaisir|remercie|contente|merci/i,
    );
    const offTopic = coachReply({
      character: 'emma',
      message: 'Quel temps fait-il demain à Paris ?',
      seed: 'g',
    }).reply;
    expect(offTopic).toMatch(/vous/);
    expect(offTopic).toMatch(/\?$/);
    const unclear = coachReply({ character: 'louis', message: 'hmm', seed: 'g' }).reply;
    expect(unclear).toMatch(/\?$/);
    const bye = coachReply({ character: 'emma', message: 'merci, bonne soirée', seed: 'g' }).reply;
    expect(bye).toMatch(/Bonne soirée à vous aussi/);
  });

  it('never writes medical words, even when the user does', () => {
    const messages = [
      'Je suis en thérapie depuis un an et je me sens toujours triste',
      'Mon traitement me fatigue et je dors mal',
      "J'ai reçu un diagnostic et j'ai peur",
      'My therapist says I should rest more but I am stressed',
      'I started a new treatment and I feel anxious',
      'Is there a cure for feeling lonely?',
      "je n'arrive pas à dormir",
      'I feel useless at work',
      'oui',
      'non',
      'je ne sais pas',
      'Je veux guérir de cette tristesse',
    ];
    let count = 0;
    for (const character of ['emma', 'louis'] as Character[]) {
      for (const style of ['formal', 'casual', 'adaptive'] as ResponseStyle[]) {
        const { replies } = converse(character, [...messages, ...messages, ...messages], {
          style,
          seed: style,
        });
        for (const reply of replies) {
          count++;
          expect(reply, reply).not.toMatch(FORBIDDEN);
        }
        for (const message of messages) {
          for (const seed of ['1', '2', '3']) {
            const { reply } = coachReply({ character, message, style, seed });
            count++;
            expect(reply, reply).not.toMatch(FORBIDDEN);
          }
        }
      }
    }
    expect(count).toBeGreaterThanOrEqual(400);
  });

  it('answers distress with care and a question, and leaves the crisis lines to the crisis layer', () => {
    // A coach reply is a charged turn: lines in it were how "Je vais me tuer à la tâche" got a 3114
    // referral it paid for. The crisis layer gives them, free (supabase/tests/crisis).
    const lines = /3114|\b112\b|116 123|SOS Amiti|emergency|urgence/i;
    const { reply } = coachReply({ character: 'louis', message: "j'ai envie d'en finir", seed: 'x' });
    expect(reply).toMatch(/en ce moment.\?/u);
    expect(reply).not.toMatch(lines);
    const en = coachReply({ character: 'emma', message: 'I want to die', seed: 'x' }).reply;
    expect(en).toMatch(/right now\?/);
    expect(en).not.toMatch(lines);
    for (const character of ['emma', 'louis'] as const) {
      const idiom = coachReply({ character, message: 'Je vais me tuer à la tâche', seed: 'y' }).reply;
      expect(idiom).not.toMatch(lines);
    }
  });
});
