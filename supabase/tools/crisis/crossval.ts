/**
 * 5-fold cross-validation of the whole detector (rules, cues, family signals, then the classifier
 * trained on the other four folds):  npx tsx supabase/tools/crisis/crossval.ts ['{"l1":24}']
 *
 * The labelled training messages (train.ts labelledMessages) are dealt into five folds by a seeded
 * shuffle; each fold is assessed by assessMessage with a model trained on the four others. The
 * rules were written while reading most of these messages, so the figures flatter them: compare
 * variants with each other, not with an unseen set. An optional JSON argument overrides the
 * training hyperparameters (train.ts HYPERPARAMETERS) for the comparison.
 */
import { writeFileSync } from 'node:fs';

import { assessMessage, type CrisisTier } from '#supabase/functions/_shared/crisis/index.ts';
import type { ClassifierModel } from '#supabase/functions/_shared/crisis/classifier.ts';

import { HYPERPARAMETERS, labelledMessages, train, trainingExamples, type Labelled } from './train.ts';

const FOLDS = 5;

type Counts = Record<Labelled['level'], { total: number; crisis: number; checkIn: number }>;

/** Deals the messages into folds, the same way on every run. */
function folds(messages: readonly Labelled[]): Labelled[][] {
  let state = 2024;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  const order = messages.map((message) => ({ message, key: random() })).sort((a, b) => a.key - b.key);
  const dealt: Labelled[][] = Array.from({ length: FOLDS }, () => []);
  for (const [index, { message }] of order.entries()) dealt[index % FOLDS]?.push(message);
  return dealt;
}

export function crossValidate(
  hp = HYPERPARAMETERS,
  tierOf: (text: string, model: ClassifierModel) => CrisisTier = (text, model) =>
    assessMessage(text, model).tier,
): Counts {
  const counts: Counts = {
    explicit: { total: 0, crisis: 0, checkIn: 0 },
    indirect: { total: 0, crisis: 0, checkIn: 0 },
    ordinary: { total: 0, crisis: 0, checkIn: 0 },
  };
  const dealt = folds(labelledMessages());
  for (const [index, test] of dealt.entries()) {
    const rest = dealt.filter((_, other) => other !== index).flat();
    const trained = train(trainingExamples(rest), hp);
    const model: ClassifierModel = { bias: trained.bias, weights: new Map(trained.weights) };
    for (const message of test) {
      const tier = tierOf(message.text, model);
      const bucket = counts[message.level];
      bucket.total += 1;
      if (tier === 'crisis') bucket.crisis += 1;
      if (tier === 'check_in') bucket.checkIn += 1;
    }
  }
  return counts;
}

const pct = (part: number, whole: number) => `${part}/${whole} = ${((100 * part) / whole).toFixed(1)} %`;

export function describe(counts: Counts): string {
  const { explicit: e, indirect: i, ordinary: o } = counts;
  return [
    `explicit, crisis answer:        ${pct(e.crisis, e.total)}`,
    `explicit, crisis or check-in:   ${pct(e.crisis + e.checkIn, e.total)}`,
    `indirect, crisis or check-in:   ${pct(i.crisis + i.checkIn, i.total)}`,
    `ordinary, crisis answer:        ${pct(o.crisis, o.total)}`,
    `ordinary, check-in question:    ${pct(o.checkIn, o.total)}`,
  ].join('\n');
}

if (process.argv[1]?.endsWith('crossval.ts')) {
  const overrides = process.argv[2] ? (JSON.parse(process.argv[2]) as Partial<typeof HYPERPARAMETERS>) : {};
  const started = Date.now();
  // CV_DUMP=file.json keeps each message's assessment, to compare decision rules without retraining.
  const records: { text: string; tier: CrisisTier; rule: string | null; score: number }[] = [];
  const counts = crossValidate({ ...HYPERPARAMETERS, ...overrides }, (text, model) => {
    const { tier, rule, score } = assessMessage(text, model);
    records.push({ text, tier, rule, score });
    return tier;
  });
  console.log(describe(counts));
  console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
  if (process.env.CV_DUMP) {
    const levels = new Map(labelledMessages().map((m) => [m.text, m.level]));
    const rows = records.map((r) => ({ ...r, level: levels.get(r.text) }));
    writeFileSync(process.env.CV_DUMP, JSON.stringify(rows));
  }
}
