// @vitest-environment node
/**
 * The check-in tier, the cues for someone else in danger, and the learned classifier: named
 * examples of each decision, the check-in helpers, the helper's crisis answer, and the committed
 * weights against a fresh training run.
 */
import { readFileSync } from 'node:fs';

import { beforeAll, describe, expect, it } from 'vitest';

import {
  answersNo,
  assessMessage,
  checkInQuestion,
  crisisReply,
  helperReply,
  isCheckInQuestion,
} from '#supabase/functions/_shared/crisis/index.ts';
import { families } from '#supabase/tests/fixtures/crisis/families.ts';
import { heldOut4 } from '#supabase/tests/fixtures/crisis/heldout4.ts';
import { heldOut8 } from '#supabase/tests/fixtures/crisis/heldout8.ts';
import { heldOut12 } from '#supabase/tests/fixtures/crisis/heldout12.ts';
import {
  modelPath,
  modelSource,
  packWeights,
  train,
  trainingExamples,
} from '#supabase/tools/crisis/train.ts';
import { featureId, HASH_BITS, unpackWeights } from '#supabase/functions/_shared/crisis/classifier.ts';

const tierOf = (text: string) => assessMessage(text).tier;

describe('assessMessage', () => {
  // The first checks compile every regular expression: seconds on a loaded machine.
  beforeAll(() => {
    assessMessage('Bonjour, je suis un peu fatiguée en ce moment.');
    assessMessage('my friend says hello');
  }, 30_000);

  it('keeps every crisis the rules know a crisis, about the writer', () => {
    expect(assessMessage("j'ai envie d'en finir")).toMatchObject({ tier: 'crisis', about: 'self' });
    expect(assessMessage('I want to kill myself')).toMatchObject({ tier: 'crisis', about: 'self' });
  });

  it('answers the helper when someone else is in danger, and not for grief, fiction or ordinary worries', () => {
    for (const text of [
      "mon copain m'a dit qu'il allait se suicider, qu'est-ce que je dois faire ?",
      'my friend says he is going to kill himself, what should I do?',
      "ma fille m'a envoyé un texto: 'je vais me tuer', elle répond plus",
      'my teen is cutting her arms, I saw it this morning',
    ]) {
      expect(assessMessage(text), text).toMatchObject({ tier: 'crisis', about: 'other' });
    }
    for (const text of [
      "My friend's brother took his own life last year. It's the anniversary today and I want to support her.",
      'dans le livre, le héros veut se suicider après la guerre',
      'ma mère a peur de mourir pendant son opération, comment la rassurer ?',
      'my coworker is exhausted, he is burning out',
      'je vais faire une connerie et rappeler mon ex',
    ]) {
      expect(assessMessage(text).about === 'other' && tierOf(text) === 'crisis', text).toBe(false);
    }
  });

  it('hears the means someone else names (a gun, a rope, pills), not the idiom', () => {
    for (const text of [
      'my brother says he is going to shoot himself, he has a gun in his room, what do i do',
      'ma sœur dit qu’elle va se tirer une balle, elle a le fusil de mon père',
      'my dad keeps saying he will hang himself in the barn',
      "mon fils parle de s'empoisonner avec les médicaments de ma mère",
    ]) {
      expect(assessMessage(text), text).toMatchObject({ tier: 'crisis', about: 'other' });
    }
    for (const text of [
      'my brother shot himself in the foot with that job offer',
      "mon frère s'est tiré une balle dans le pied en refusant ce poste",
      'my friend is going to shoot a short film this weekend',
    ]) {
      expect(assessMessage(text).about === 'other' && tierOf(text) === 'crisis', text).toBe(false);
    }
  });

  it('treats a question about how to die as a crisis, not a game', () => {
    expect(assessMessage('comment on fait pour se pendre sans que ça rate ?')).toMatchObject({
      tier: 'crisis',
      rule: 'explicit.method_question',
    });
    expect(tierOf('how do you die in minecraft without losing your stuff')).toBe('none');
  });

  it('asks (check-in) on uncertain signals: a time horizon, a means prepared, a plan, weariness of living', () => {
    expect(tierOf('Je ne serai plus là pour Noël.')).not.toBe('none');
    expect(assessMessage("I don't see myself alive next summer")).toMatchObject({ tier: 'check_in' });
    expect(
      tierOf('La corde est dans le garage depuis une semaine, je la regarde chaque fois que je passe.'),
    ).not.toBe('none');
    expect(tierOf("I've tied the belt to the door handle")).not.toBe('none');
    expect(tierOf('I have a plan, I just need to pick the day')).toBe('check_in');
    expect(tierOf('Je suis tanné de vivre.')).toBe('check_in');
  });

  it('answers a danger at hand with the crisis answer straight away, not a question', () => {
    for (const text of [
      'le pistolet de mon oncle est chargé à côté de moi sur le lit',
      'swallowed a bunch of my meds about twenty minutes ago, feeling dizzy',
      'sat on my 9th floor window ledge, legs out, going to push off',
      'ça fait trois soirs de suite que je me coupe, de plus en plus profond',
    ]) {
      expect(assessMessage(text), text).toMatchObject({ tier: 'crisis', about: 'self' });
    }
  });

  it('leaves the everyday versions alone', () => {
    for (const text of [
      'Je vais me tuer à la tâche',
      'this commute is killing me',
      'je ne serai pas là pour Noël, je travaille',
      "j'ai accroché la ceinture au porte-manteau",
      "I'm tired of living with my parents",
      "j'ai choisi la date du mariage, ce sera le 12 juin",
      'Comment organiser ma semaine ?',
      'oui',
      'non',
    ]) {
      expect(tierOf(text), text).toBe('none');
    }
  });

  it('asks (check-in) on the families heldout4/heldout5 showed missed, and not on their everyday look-alikes', () => {
    for (const text of [
      'le pistolet de mon oncle est chargé à côté de moi sur le lit',
      'swallowed a bunch of my meds about twenty minutes ago, feeling dizzy',
      'parked at the top of the quarry, been staring at the drop for an hour',
      'ça fait trois soirs de suite que je me coupe, de plus en plus profond',
      "if I'm not here tomorrow, tell my brother I love him",
      "gave the cat to my neighbour, closed my bank account and sorted my papers, everything's in order",
      "I'll be with my wife again soon, there's nothing keeping me here",
      "j'ai cherché sur google à partir de quelle hauteur on ne survit pas",
      'à quoi bon se réveiller demain, tout restera pareil',
      'je suis un fardeau pour tout le monde, ils seraient soulagés',
    ]) {
      expect(tierOf(text), text).not.toBe('none');
    }
    for (const text of [
      'cleaned my rifle for the range on Saturday',
      'took two paracetamol an hour ago for the fever',
      'we had a picnic on the edge of the cliff, the view was stunning',
      'cut my finger peeling potatoes',
      "if I'm late tomorrow, tell the teacher I have a dentist appointment",
      'je vais bientôt retrouver mes parents pour les vacances',
      'à quoi bon repasser ce t-shirt, il sera froissé dans une heure',
      'a quoi bon continuer ce régime si je craque tous les week-ends',
      'bought a brown belt to go with my suit',
    ]) {
      expect(tierOf(text), text).toBe('none');
    }
  });

  it('on the families set it learned from: every explicit message asked about at least, nearly every indirect one, few ordinary ones touched', () => {
    const outcome = (label: string) => families.filter((m) => m.label === label).map((m) => tierOf(m.text));
    expect(outcome('explicit').filter((t) => t === 'none')).toEqual([]);
    expect(outcome('indirect').filter((t) => t === 'none').length).toBeLessThanOrEqual(2);
    expect(outcome('ordinary').filter((t) => t !== 'none').length).toBeLessThanOrEqual(2);
  });
});

describe('the check-in question', () => {
  it('asks plainly about self-harm in the coach voice, with "vous", and is recognised by its wording', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const character of ['emma', 'louis'] as const) {
        const question = checkInQuestion(locale, character);
        expect(question).toMatch(locale === 'fr' ? /vous faire du mal/ : /harming yourself/);
        expect(question).toContain('3114');
        expect(isCheckInQuestion(question)).toBe(true);
        if (locale === 'fr') expect(question).not.toMatch(/(?<!\p{L})(tu|toi|ton|ta|tes)(?!\p{L})/iu);
      }
    }
    expect(isCheckInQuestion(crisisReply('fr', 'emma'))).toBe(false);
    expect(isCheckInQuestion('Bonjour')).toBe(false);
  });

  it('takes only a clear no as a no', () => {
    for (const text of ['non', 'Non, ça va, merci', 'no', "no I'm fine", 'pas du tout', 'nope']) {
      expect(answersNo(text), text).toBe(true);
    }
    for (const text of [
      'oui',
      'yes',
      'non... enfin je sais pas',
      'no but sometimes',
      'peut-être',
      'Anyway, my week?',
    ]) {
      expect(answersNo(text), text).toBe(false);
    }
  });
});

describe('helperReply', () => {
  it('supports the person who writes: immediate danger first, 3114 for relatives, every line, "vous"', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const character of ['emma', 'louis'] as const) {
        const reply = helperReply(locale, character);
        for (const number of ['3114', '15', '112', '114'])
          expect(reply).toMatch(new RegExp(`\\b${number}\\b`));
        expect(reply).toContain('09 72 39 40 50');
        expect(reply).toContain(character === 'emma' ? 'Emma' : 'Louis');
        expect(reply).toMatch(locale === 'fr' ? /répond aussi aux proches/ : /also answers relatives/);
        for (const paragraph of reply.split('\n\n')) expect(paragraph.length).toBeLessThan(400);
      }
    }
    expect(helperReply('fr', 'emma')).not.toMatch(/(?<!\p{L})(tu|toi|ton|ta|tes)(?!\p{L})/iu);
  });
});

describe('the learned classifier', () => {
  it('ships the weights a fresh training run produces (npx tsx supabase/tools/crisis/train.ts)', () => {
    const fresh = modelSource(train(trainingExamples()));
    expect(readFileSync(modelPath, 'utf8')).toBe(fresh);
  }, 120_000);

  it('stores hashed feature ids and 6-bit weights that unpack to what was trained', () => {
    const trained = train(trainingExamples().slice(0, 400));
    const unpacked = unpackWeights(packWeights(trained), trained.step);
    expect(unpacked.size).toBe(trained.weights.length);
    for (const [id, weight] of trained.weights) expect(unpacked.get(id), String(id)).toBe(weight);
    expect(featureId('w mourir')).toBe(featureId('w mourir'));
    expect(featureId('w mourir')).toBeLessThan(2 ** HASH_BITS);
  }, 60_000);

  it('learns from the fixtures only: no message of the unspent held-out sets (heldout4, heldout8, heldout12)', () => {
    const texts = new Set(trainingExamples().map((e) => e.text));
    expect([...heldOut4, ...heldOut8, ...heldOut12].filter((m) => texts.has(m.text))).toEqual([]);
    expect(texts.has('Je suis tanné de vivre.')).toBe(true);
  });
});
