// @vitest-environment node
/**
 * The crisis-safety layer: accuracy on the labelled set (dataset.ts), normalisation, a few named
 * rules, the crisis reply and lines, and a small benchmark. Figures are printed for the report.
 */
import { describe, expect, it } from 'vitest';

import {
  crisisMessages,
  heldOutCrisisMessages,
  heldOutOrdinaryMessages,
  ordinaryMessages,
  round6CrisisMessages,
  round6OrdinaryMessages,
  type CrisisSample,
  type OrdinarySample,
} from './dataset.ts';
import { COMBO_RULE, CUE_RULE_NAMES } from './cues.ts';
import { crisisLines, crisisReply, detectCrisis } from './index.ts';
import { normalize, normalizeVariants } from './normalize.ts';
import { RULES } from './rules.ts';

const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`);

type Figures = {
  explicit: { caught: number; total: number; missed: string[] };
  indirect: { caught: number; total: number; missed: string[] };
  ordinary: { flagged: number; total: number; falsePositives: string[] };
};

function evaluate(crisis: readonly CrisisSample[], ordinary: readonly OrdinarySample[]): Figures {
  const figures: Figures = {
    explicit: { caught: 0, total: 0, missed: [] },
    indirect: { caught: 0, total: 0, missed: [] },
    ordinary: { flagged: 0, total: 0, falsePositives: [] },
  };
  for (const sample of crisis) {
    const bucket = figures[sample.level];
    bucket.total += 1;
    if (detectCrisis(sample.text).crisis) bucket.caught += 1;
    else bucket.missed.push(`[${sample.locale}] ${sample.text}`);
  }
  for (const sample of ordinary) {
    figures.ordinary.total += 1;
    const result = detectCrisis(sample.text);
    if (result.crisis) {
      figures.ordinary.flagged += 1;
      figures.ordinary.falsePositives.push(`[${sample.locale}] ${sample.text}  ← ${result.rule ?? ''}`);
    }
  }
  return figures;
}

function report(title: string, f: Figures): void {
  const lines = [
    `${title}`,
    `  explicit recall: ${f.explicit.caught}/${f.explicit.total} = ${pct(f.explicit.caught, f.explicit.total)}`,
    `  indirect recall: ${f.indirect.caught}/${f.indirect.total} = ${pct(f.indirect.caught, f.indirect.total)}`,
    `  false positives: ${f.ordinary.flagged}/${f.ordinary.total} = ${pct(f.ordinary.flagged, f.ordinary.total)}`,
    ...f.explicit.missed.map((t) => `  MISSED explicit: ${t}`),
    ...f.indirect.missed.map((t) => `  MISSED indirect: ${t}`),
    ...f.ordinary.falsePositives.map((t) => `  FALSE POSITIVE: ${t}`),
  ];
  console.log(lines.join('\n'));
}

describe('labelled dataset', () => {
  it('has the required size and balance', () => {
    const count = (locale: string, level?: string) =>
      crisisMessages.filter((m) => m.locale === locale && (level === undefined || m.level === level)).length;
    const sizes = {
      explicitFr: count('fr', 'explicit'),
      explicitEn: count('en', 'explicit'),
      indirectFr: count('fr', 'indirect'),
      indirectEn: count('en', 'indirect'),
      ordinaryFr: ordinaryMessages.filter((m) => m.locale === 'fr').length,
      ordinaryEn: ordinaryMessages.filter((m) => m.locale === 'en').length,
    };
    console.log(`dataset sizes: ${JSON.stringify(sizes)}`);
    expect(crisisMessages.length).toBeGreaterThanOrEqual(80);
    expect(sizes.indirectFr + sizes.indirectEn).toBeGreaterThanOrEqual(crisisMessages.length / 2);
    expect(ordinaryMessages.length).toBeGreaterThanOrEqual(250);
    expect(Math.abs(count('fr') - count('en'))).toBeLessThanOrEqual(10);
    expect(Math.abs(sizes.ordinaryFr - sizes.ordinaryEn)).toBeLessThanOrEqual(20);
    const texts = [...crisisMessages, ...ordinaryMessages].map((m) => m.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('meets the targets: explicit recall 100 %, indirect recall ≥ 90 %, false positives ≤ 3 %', () => {
    const f = evaluate(crisisMessages, ordinaryMessages);
    report('crisis detection on the labelled set', f);
    expect(f.explicit.missed).toEqual([]);
    expect(f.indirect.caught / f.indirect.total).toBeGreaterThanOrEqual(0.9);
    expect(f.ordinary.flagged / f.ordinary.total).toBeLessThanOrEqual(0.03);
  });

  it('reports the held-out set (written after the rules were frozen; not asserted)', () => {
    report(
      'crisis detection on the held-out set (round 7, never tuned on)',
      evaluate(heldOutCrisisMessages, heldOutOrdinaryMessages),
    );
    report(
      'crisis detection on round 6 (its misses guided the cue categories; part of the labelled set)',
      evaluate(round6CrisisMessages, round6OrdinaryMessages),
    );
  });

  it('names the rule and level of every detection', () => {
    const names = new Set(RULES.map((r) => r.name));
    expect(names.size).toBe(RULES.length);
    for (const rule of RULES) expect(rule.name.startsWith(`${rule.level}.`)).toBe(true);
    for (const name of CUE_RULE_NAMES) names.add(name);
    for (const { text } of crisisMessages) {
      const result = detectCrisis(text);
      if (!result.crisis) continue;
      const rule = result.rule ?? '';
      expect(names.has(rule) || COMBO_RULE.test(rule)).toBe(true);
      expect(result.level === 'explicit' || result.level === 'indirect').toBe(true);
      expect(result.rule?.startsWith(`${result.level ?? ''}.`)).toBe(true);
    }
    expect(detectCrisis('bonjour')).toEqual({ crisis: false, level: null, rule: null });
    expect(detectCrisis('')).toEqual({ crisis: false, level: null, rule: null });
  });
});

describe('normalize', () => {
  it('lower-cases, strips accents, unifies apostrophes and drops punctuation', () => {
    expect(normalize('À QUOI BON… Continuer ?!')).toBe('a quoi bon continuer');
    expect(normalize('J’ai ENVIE de crever')).toBe("j'ai envie de crever");
    expect(normalize('Je me sens très mal 😢 — vraiment.')).toBe('je me sens tres mal vraiment');
    expect(normalize('grand-père, cœur')).toBe('grand pere coeur');
  });

  it('collapses repeated letters, keeping both a 2-letter and a 1-letter variant', () => {
    expect(normalizeVariants('je veux mourirrr')).toEqual(['je veux mourirr', 'je veux mourir']);
    expect(normalizeVariants('i wanna dieeee')).toEqual(['i want to diee', 'i want to die']);
    expect(normalize('killlll myself')).toBe('kill myself');
    expect(normalizeVariants('bonjour')).toEqual(['bonjour']);
  });

  it('expands SMS and informal spellings (FR and EN)', () => {
    expect(normalize('jveux mourir')).toBe('je veux mourir');
    expect(normalize('chui a bout')).toBe('je suis a bout');
    expect(normalize('jai envie de me sucider')).toBe("j'ai envie de me suicider");
    expect(normalize('j ai plus envie')).toBe("j'ai plus envie");
    expect(normalize('g envie de mourrir')).toBe("j'ai envie de mourir");
    expect(normalize('im gonna kill my self')).toBe('i am going to kill myself');
    expect(normalize("I don't wanna live")).toBe('i do not want to live');
    expect(normalize('i dont want to be here')).toBe('i do not want to be here');
    expect(normalize('la fille dont je parle')).toBe('la fille dont je parle');
  });
});

describe('named rules', () => {
  const ruleOf = (text: string) => detectCrisis(text).rule;

  it('matches the expected rule on typical messages', () => {
    expect(ruleOf('je vais me suicider')).toBe('explicit.fr.me_suicider');
    expect(ruleOf('jveux mourirrr')).toBe('explicit.fr.vouloir_mourir');
    expect(ruleOf('tout le monde serait mieux sans moi')).toBe('indirect.fr.mieux_sans_moi');
    expect(ruleOf('I want to kill myself')).toBe('explicit.en.kill_myself');
    expect(ruleOf('kms')).toBe('explicit.en.kms');
    expect(ruleOf('everyone would be better off without me')).toBe('indirect.en.better_without_me');
    expect(ruleOf('I want to go to sleep and never wake up')).toBe('indirect.en.never_wake_up');
  });

  it('does not let an idiom hide a crisis phrase elsewhere in the message', () => {
    expect(detectCrisis('je suis mort de fatigue et je veux mourir').crisis).toBe(true);
    expect(detectCrisis('this exam is killing me and honestly I want to kill myself').crisis).toBe(true);
    expect(detectCrisis('mdr mort de rire. sinon je pense au suicide').crisis).toBe(true);
  });

  it('respects negations, but only right before the phrase', () => {
    expect(detectCrisis("je n'ai pas envie de mourir").crisis).toBe(false);
    expect(detectCrisis('I would never kill myself, I just need a holiday').crisis).toBe(false);
    expect(detectCrisis("I'm not okay, I want to die").crisis).toBe(true);
    expect(detectCrisis('je sais pas, je veux mourir').crisis).toBe(true);
    expect(detectCrisis("j'ai de plus en plus envie de mourir").crisis).toBe(true);
    expect(detectCrisis("j'ai jamais eu autant envie de mourir").crisis).toBe(true);
  });

  it('does not flag someone else as the subject (third person, fiction)', () => {
    expect(detectCrisis('mon frère a des idées suicidaires').crisis).toBe(false);
    expect(detectCrisis('the character is suicidal in season 2').crisis).toBe(false);
    expect(detectCrisis("j'ai des idées suicidaires").crisis).toBe(true);
  });

  it('treats "kys" as first-person only when the writer says it about themselves', () => {
    expect(detectCrisis('someone told me to kys lol').crisis).toBe(false);
    expect(detectCrisis('i might just kys').crisis).toBe(true);
    expect(detectCrisis('ran 5 kms today').crisis).toBe(false);
  });
});

describe('cue model', () => {
  const ruleOf = (text: string) => detectCrisis(text).rule;

  it('recognises an ambiguous act only with a qualifier', () => {
    // "me couper": a habit, a body part or a blade makes it self-harm; hair or an accident does not
    expect(ruleOf('je me coupe tous les soirs')).toBe('explicit.cue.act.self_harm');
    expect(detectCrisis('je me coupe les cheveux ce soir').crisis).toBe(false);
    expect(detectCrisis('je me suis coupé en épluchant des légumes').crisis).toBe(false);
    // "sauter": intransitive with a finality marker, or a height
    expect(ruleOf("ce soir je saute, c'est fini")).toBe('explicit.cue.act.jump');
    expect(detectCrisis('ce soir je saute le repas').crisis).toBe(false);
    // "tout prendre" needs medication somewhere in the message
    expect(ruleOf('les cachets sont là, je vais tout prendre')).toBe('explicit.cue.act.take_all');
    expect(detectCrisis('je vais tout prendre en photo').crisis).toBe(false);
  });

  it('checks who the subject is', () => {
    expect(detectCrisis("j'ai envie de m'étrangler").crisis).toBe(true);
    expect(detectCrisis('mon chef va me tuer').crisis).toBe(false);
    expect(detectCrisis('in the movie he jumps off a bridge').crisis).toBe(false);
  });

  it('needs two weak categories that make sense together', () => {
    expect(ruleOf("j'ai rédigé mon testament et laissé des instructions")).toBeNull();
    expect(ruleOf("j'ai mis à jour mon testament et je laisse tout à ma sœur")).toBe(
      'indirect.combo.arrangements+belongings',
    );
    expect(ruleOf('je veux partir et ne jamais revenir')).toBe('indirect.combo.departure+finality');
    expect(detectCrisis('je veux arrêter de fumer pour de bon').crisis).toBe(false);
  });
});

describe('crisisReply', () => {
  const variants = [
    ['fr', 'emma'],
    ['fr', 'louis'],
    ['en', 'emma'],
    ['en', 'louis'],
  ] as const;

  it.each(variants)('%s/%s gives every line, 3114 first, and asks about safety', (locale, character) => {
    const reply = crisisReply(locale, character);
    for (const number of ['3114', '15', '112', '114']) expect(reply).toMatch(new RegExp(`\\b${number}\\b`));
    expect(reply).toContain('09 72 39 40 50');
    expect(reply.indexOf('3114')).toBeLessThan(reply.search(/\b15\b/));
    expect(reply).toContain(character === 'emma' ? 'Emma' : 'Louis');
    expect(reply).toMatch(locale === 'fr' ? /\bIA\b/ : /\bAI\b/);
    expect(reply).toMatch(locale === 'fr' ? /en sécurité en ce moment \?$/ : /safe right now\?$/);
    expect(reply).not.toMatch(
      /th[ée]rap|diagnos|traitement|treatment|d[ée]pression|maladie|illness|disorder/i,
    );
    // Readable on a phone: short paragraphs.
    for (const paragraph of reply.split('\n\n')) expect(paragraph.length).toBeLessThan(400);
  });

  it('uses "vous" in French', () => {
    for (const character of ['emma', 'louis'] as const) {
      const reply = crisisReply('fr', character);
      expect(reply).toMatch(/\bvous\b/);
      expect(reply).not.toMatch(/(?<!\p{L})(tu|toi|ton|ta|tes|t'es)(?!\p{L})/iu);
    }
  });
});

describe('crisisLines', () => {
  it('lists the five lines with dialable links and both languages', () => {
    expect(crisisLines.map((l) => l.id)).toEqual(['3114', '15', '112', '114', 'sos-amitie']);
    const href = Object.fromEntries(crisisLines.map((l) => [l.id, l.href]));
    expect(href).toEqual({
      '3114': 'tel:3114',
      '15': 'tel:15',
      '112': 'tel:112',
      '114': 'sms:114',
      'sos-amitie': 'tel:+33972394050',
    });
    expect(crisisLines.find((l) => l.id === 'sos-amitie')?.number).toBe('09 72 39 40 50');
    for (const line of crisisLines) {
      expect(line.label.fr && line.label.en && line.description.fr && line.description.en).toBeTruthy();
    }
  });
});

describe('performance', () => {
  it('prints the time per detection of a 500-character message (not asserted)', () => {
    const base =
      "Bonjour Emma, je voulais te parler de ma semaine. Le travail est épuisant, mon chef me tue avec ses réunions, je dors mal et je meurs de fatigue. I've been so stressed lately, this exam is killing me and I can't find the motivation to go to the gym. ";
    const message = base.repeat(3).slice(0, 500);
    expect(message.length).toBe(500);
    const runs = 10_000;
    for (let i = 0; i < 200; i += 1) detectCrisis(message);
    const start = performance.now();
    for (let i = 0; i < runs; i += 1) detectCrisis(message);
    const perCall = ((performance.now() - start) * 1000) / runs;
    console.log(
      `benchmark: ${runs} detections of a 500-character message: ${perCall.toFixed(1)} µs per call`,
    );
    expect(detectCrisis(message).crisis).toBe(false);
    // generous: the figure is printed, not asserted, and shared CI machines can be slow
  }, 60_000);
});
