// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { detectThemes, type Theme } from './index.ts';

const SAMPLES: [string, Theme][] = [
  ['Je suis sous pression, je suis débordée au boulot', 'stress'],
  ['I feel so overwhelmed lately', 'stress'],
  ["J'angoisse tout le temps, j'ai peur que ça tourne mal", 'anxiety'],
  ["I'm anxious and I keep worrying about everything", 'anxiety'],
  ['je narrive pas a dormir, insomnie tous les soirs', 'sleep'],
  ["I can't sleep, I wake up at 3am every night", 'sleep'],
  ['Je manque de confiance en moi, je me sens nulle', 'self-confidence'],
  ["I don't feel good enough, I have no self-confidence", 'self-confidence'],
  ['Je me suis disputée avec ma sœur', 'relationships'],
  ['My girlfriend and I keep arguing', 'relationships'],
  ['Mon chef me surcharge de travail', 'work'],
  ['My boss keeps adding to my workload', 'work'],
  ["Je procrastine, je n'ai aucune motivation", 'motivation'],
  ["I keep procrastinating, I can't get started", 'motivation'],
  ["J'hésite à changer de travail, je n'arrive pas à décider", 'decisions'],
  ["I can't decide whether I should quit my job", 'decisions'],
  ['Mon objectif est de courir un semi-marathon', 'goals'],
  ['My goal is to learn Spanish this year', 'goals'],
  ['Je suis triste, je pleure souvent', 'sadness'],
  ["I've been feeling so sad and down", 'sadness'],
  ['Je me sens seule, je suis isolée depuis mon déménagement', 'loneliness'],
  ['I feel lonely, I have no one to talk to', 'loneliness'],
  ["Je suis en colère, ça m'énerve tellement", 'anger'],
  ["I'm furious and so angry at him", 'anger'],
  ["Je suis reconnaissante, j'ai eu une bonne nouvelle", 'gratitude'],
  ["I'm grateful, I got good news today", 'gratitude'],
];

describe('detectThemes', () => {
  it.each(SAMPLES)('%s → %s', (text, theme) => {
    expect(detectThemes(text)[0]).toBe(theme);
  });

  it('returns several themes, most salient first', () => {
    const themes = detectThemes('Je suis épuisée par mon travail et je dors très mal');
    expect(themes).toContain('work');
    expect(themes).toContain('sleep');
  });

  it('recognises nothing in small talk, and negated happiness is not gratitude', () => {
    expect(detectThemes('Quel temps fait-il à Lyon ?')).toEqual([]);
    expect(detectThemes('Je ne suis pas heureuse en ce moment')).toContain('sadness');
    expect(detectThemes('Je ne suis pas heureuse en ce moment')).not.toContain('gratitude');
    expect(detectThemes("I'm not happy at all")).not.toContain('gratitude');
  });
});
