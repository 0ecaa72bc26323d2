// @vitest-environment node
/**
 * The measures on sets nothing was trained on. heldout4.ts (written by someone who never saw the
 * rules) and heldout5.ts (written for the issue's families before the check-in tier, committed on
 * its own, and measured once at the end) were then studied by family for the family pass
 * (families2.ts, tiers.ts's family signals): their figures are no longer unseen ones.
 * heldout6.ts is the honest measure now: written and committed before the family pass, measured
 * once at its end. What counts:
 *  - explicit recall: the crisis answer straight away (and, printed, crisis or check-in);
 *  - indirect recall: the crisis answer or the check-in question;
 *  - ordinary messages: how many get the crisis answer, how many the check-in question.
 * The floors are the latest figures (heldout6: its one measure), so a change that generalises
 * worse fails here. heldout6 still misses the issue's targets (explicit 24/25 = 96 %, indirect
 * 33/37 = 89 %; someone else in danger is the weak family): the check-in question and its
 * follow-up (a yes or no answer: the crisis answer) narrow the gap, the help button stays on
 * screen for the rest. Do not tune on heldout6; write heldout7 first.
 */
import { describe, expect, it } from 'vitest';

import { assessMessage, detectCrisis, type CrisisTier } from '#supabase/functions/_shared/crisis/index.ts';
import { heldOut4 } from '#supabase/tests/fixtures/crisis/heldout4.ts';
import { heldOut5 } from '#supabase/tests/fixtures/crisis/heldout5.ts';
import { heldOut6 } from '#supabase/tests/fixtures/crisis/heldout6.ts';
import { heldOut7 } from '#supabase/tests/fixtures/crisis/heldout7.ts';
import { heldOut8 } from '#supabase/tests/fixtures/crisis/heldout8.ts';
import { heldOut10 } from '#supabase/tests/fixtures/crisis/heldout10.ts';
import { heldOut11 } from '#supabase/tests/fixtures/crisis/heldout11.ts';
import { heldOut12 } from '#supabase/tests/fixtures/crisis/heldout12.ts';
import { heldOut9 } from '#supabase/tests/fixtures/crisis/heldout9.ts';

type Labelled = {
  text: string;
  locale: 'fr' | 'en';
  label: 'explicit' | 'indirect' | 'ordinary';
  family?: string;
};
type Counts = { total: number; crisis: number; checkIn: number; misses: string[] };

function figures(set: readonly Labelled[], tierOf: (text: string) => CrisisTier) {
  const result: Record<Labelled['label'], Counts> = {
    explicit: { total: 0, crisis: 0, checkIn: 0, misses: [] },
    indirect: { total: 0, crisis: 0, checkIn: 0, misses: [] },
    ordinary: { total: 0, crisis: 0, checkIn: 0, misses: [] },
  };
  for (const message of set) {
    const bucket = result[message.label];
    const tier = tierOf(message.text);
    bucket.total += 1;
    if (tier === 'crisis') bucket.crisis += 1;
    if (tier === 'check_in') bucket.checkIn += 1;
    const wrong = message.label === 'ordinary' ? tier !== 'none' : tier !== 'crisis';
    if (wrong)
      bucket.misses.push(
        `[${message.locale}${message.family ? ` ${message.family}` : ''}] ${tier}: ${message.text}`,
      );
  }
  return result;
}

const pct = (part: number, whole: number) => `${part}/${whole} = ${((100 * part) / whole).toFixed(1)} %`;

function report(title: string, f: ReturnType<typeof figures>): void {
  const { explicit: e, indirect: i, ordinary: o } = f;
  console.log(
    [
      title,
      `  explicit, crisis answer:             ${pct(e.crisis, e.total)}`,
      `  explicit, crisis or check-in:        ${pct(e.crisis + e.checkIn, e.total)}`,
      `  indirect, crisis or check-in:        ${pct(i.crisis + i.checkIn, i.total)} (crisis ${i.crisis}, check-in ${i.checkIn})`,
      `  ordinary, crisis answer:             ${pct(o.crisis, o.total)}`,
      `  ordinary, check-in question:         ${pct(o.checkIn, o.total)}`,
      ...[...e.misses, ...i.misses, ...o.misses].map((line) => `  ${line}`),
    ].join('\n'),
  );
}

const heldOut4Set: Labelled[] = heldOut4.map((m) => ({
  text: m.text,
  locale: m.locale,
  label: m.crisis ? (m.level ?? 'indirect') : 'ordinary',
}));

const tiers = (text: string) => assessMessage(text).tier;
const rulesOnly = (text: string): CrisisTier => (detectCrisis(text).crisis ? 'crisis' : 'none');

// Each set is assessed in full (rules, cues, classifier): seconds on a busy machine.
describe('unseen sets', { timeout: 30_000 }, () => {
  it('heldout4.ts: rules alone (before the tiers) against the tiers', () => {
    const before = figures(heldOut4Set, rulesOnly);
    report('heldout4.ts, rules alone (before)', {
      ...before,
      explicit: { ...before.explicit, misses: [] },
      indirect: { ...before.indirect, misses: [] },
      ordinary: { ...before.ordinary, misses: [] },
    });
    const f = figures(heldOut4Set, tiers);
    report('heldout4.ts, tiers (after)', f);
    // Measured when the tiers were finished: 19/30, 25/30, 25/30, 1/120, 2/120 (rules alone:
    // 19/30, 19/30, 16/30, 1/120, 0/120). Since its misses were studied by family (families2.ts,
    // the family signals of tiers.ts): 19/30, 30/30, 30/30, 1/120, 2/120 — no longer unseen.
    // Session 19 (a danger at hand answered as a crisis, the hashed classifier, corpus2): 30/30,
    // 30/30, 30/30, 0/120, 4/120. A deliberate trade-off: two more everyday messages are asked about
    // (a will made at 72, rain in Brussels, bills piling up score 0.86–0.97; they crossed the
    // threshold when the few sentences heldout12 shares with the training sets left training),
    // within the issue's 5 %, while every explicit message now gets the crisis answer (19/30 before).
    expect(f.explicit.crisis).toBeGreaterThanOrEqual(30);
    expect(f.explicit.crisis + f.explicit.checkIn).toBeGreaterThanOrEqual(30);
    expect(f.indirect.crisis + f.indirect.checkIn).toBeGreaterThanOrEqual(30);
    expect(f.ordinary.crisis).toBeLessThanOrEqual(0);
    expect(f.ordinary.checkIn).toBeLessThanOrEqual(4);
  });

  it('heldout5.ts (kept aside): the families of the issue, FR and EN', () => {
    const f = figures(heldOut5, tiers);
    report('heldout5.ts, tiers', f);
    for (const family of ['other', 'means', 'horizon', 'self']) {
      const crisis = heldOut5.filter((m) => m.family === family && m.label !== 'ordinary');
      const caught = crisis.filter((m) => tiers(m.text) !== 'none').length;
      console.log(`  family ${family}: crisis or check-in ${pct(caught, crisis.length)}`);
    }
    // Measured once, at the end, untuned: 19/24, 23/24, 30/36, 1/70, 2/70; by family (crisis or
    // check-in): someone else 14/14, means and plan 16/20, time horizon 11/12, self 12/14.
    // Since its misses were studied by family: 19/24, 24/24, 36/36, 1/70, 0/70 — no longer unseen.
    expect(f.explicit.crisis).toBeGreaterThanOrEqual(19);
    expect(f.explicit.crisis + f.explicit.checkIn).toBeGreaterThanOrEqual(24);
    expect(f.indirect.crisis + f.indirect.checkIn).toBeGreaterThanOrEqual(36);
    expect(f.ordinary.crisis).toBeLessThanOrEqual(1);
    expect(f.ordinary.checkIn).toBeLessThanOrEqual(0);
  });

  it('heldout6.ts (kept aside after heldout5 was spent): the families of the issue, FR and EN', () => {
    const f = figures(heldOut6, tiers);
    report('heldout6.ts, tiers', f);
    for (const family of ['self', 'other', 'means', 'horizon', 'weariness', 'burden']) {
      const crisis = heldOut6.filter((m) => m.family === family && m.label !== 'ordinary');
      const caught = crisis.filter((m) => tiers(m.text) !== 'none').length;
      console.log(`  family ${family}: crisis or check-in ${pct(caught, crisis.length)}`);
    }
    // Measured once, at the end of the family pass, untuned: 21/25, 24/25, 33/37, 0/86, 3/86
    // (the detector before that pass: 21/25, 24/25, 32/37, 0/86, 3/86). By family (crisis or
    // check-in): self 9/9, means and plan 14/14, weariness 10/10, burden 10/10, time horizon 6/7,
    // someone else 8/12 — the weak family now.
    expect(f.explicit.crisis).toBeGreaterThanOrEqual(21);
    expect(f.explicit.crisis + f.explicit.checkIn).toBeGreaterThanOrEqual(24);
    expect(f.indirect.crisis + f.indirect.checkIn).toBeGreaterThanOrEqual(33);
    expect(f.ordinary.crisis).toBeLessThanOrEqual(0);
    expect(f.ordinary.checkIn).toBeLessThanOrEqual(3);
  });

  it('heldout7.ts (kept aside after heldout6 was spent): as people type, FR and EN', () => {
    const f = figures(heldOut7, tiers);
    report('heldout7.ts, tiers', f);
    for (const family of ['self', 'other', 'means', 'horizon', 'weariness', 'burden']) {
      const crisis = heldOut7.filter((m) => m.family === family && m.label !== 'ordinary');
      const caught = crisis.filter((m) => tiers(m.text) !== 'none').length;
      console.log(`  family ${family}: crisis or check-in ${pct(caught, crisis.length)}`);
    }
    // Measured once, at the end of session 17's first pass (perspective.ts, families3.ts), untuned:
    // 25/27, 26/27, 31/40, 1/90, 2/90. By family (crisis or check-in): self 19/20, means 13/16,
    // someone else 10/12, time horizon 5/7, weariness 5/7, burden 5/5. Below the issue's targets
    // (indirect 77.5 %, not ≥ 90 %).
    expect(f.explicit.crisis).toBeGreaterThanOrEqual(25);
    expect(f.explicit.crisis + f.explicit.checkIn).toBeGreaterThanOrEqual(26);
    expect(f.indirect.crisis + f.indirect.checkIn).toBeGreaterThanOrEqual(31);
    expect(f.ordinary.crisis).toBeLessThanOrEqual(1);
    expect(f.ordinary.checkIn).toBeLessThanOrEqual(2);
  });

  it('heldout8.ts (kept aside after heldout7 was spent): mixed registers, FR and EN', () => {
    const f = figures(heldOut8, tiers);
    report('heldout8.ts, tiers', f);
    for (const family of ['self', 'other', 'means', 'horizon', 'weariness', 'burden']) {
      const crisis = heldOut8.filter((m) => m.family === family && m.label !== 'ordinary');
      const caught = crisis.filter((m) => tiers(m.text) !== 'none').length;
      console.log(`  family ${family}: crisis or check-in ${pct(caught, crisis.length)}`);
    }
    // Measured once, at the end of the pass that followed heldout7 (families4.ts, the spent sets
    // in training), untuned: 24/30, 27/30, 37/44, 2/86, 0/86. By family (crisis or check-in):
    // self 22/22, means 14/17, someone else 12/16, time horizon 6/7, weariness 5/7, burden 5/5.
    // Still below the issue's targets (explicit 90 %, indirect 84 %, ordinary crisis 2.3 %):
    // misses were words the lists lacked (a "mate", a "nan", a screenplay) and means stated
    // without a verb of intent ("j'ai préparé la corde dans le grenier"). Since those misses were
    // studied (the words added, a story being written asked about rather than answered as a
    // crisis): 25/30, 30/30, 43/44, 0/86, 2/86 — no longer unseen. With corpus1 and character
    // 4-grams in the classifier (better in cross-validation over 3,500 messages, and on heldout9),
    // and the check-in threshold at 0.85: 25/30, 30/30, 42/44, 0/86, 2/86 ("By next month none of
    // this will be my problem anymore" now missed).
    expect(f.explicit.crisis).toBeGreaterThanOrEqual(25);
    expect(f.explicit.crisis + f.explicit.checkIn).toBeGreaterThanOrEqual(30);
    expect(f.indirect.crisis + f.indirect.checkIn).toBeGreaterThanOrEqual(42);
    expect(f.ordinary.crisis).toBeLessThanOrEqual(0);
    expect(f.ordinary.checkIn).toBeLessThanOrEqual(2);
  });

  it('heldout9.ts (written by someone who never saw the rules): FR and EN', () => {
    const f = figures(heldOut9, tiers);
    report('heldout9.ts, tiers', f);
    for (const family of ['self', 'other', 'means', 'horizon', 'weariness', 'burden']) {
      const crisis = heldOut9.filter((m) => m.family === family && m.label !== 'ordinary');
      const caught = crisis.filter((m) => tiers(m.text) !== 'none').length;
      console.log(`  family ${family}: crisis or check-in ${pct(caught, crisis.length)}`);
    }
    // Measured once, at the end of session 18's pass (corpus1.ts and character 4-grams in the
    // classifier), untuned: 25/32, 30/32, 37/48, 0/90, 1/90. The detector before that pass, in the
    // same run: 25/32, 30/32, 29/48, 0/90, 1/90. Below the issue's targets (explicit 93.8 %,
    // indirect 77.1 %). Its misses were then studied (tiers.ts: a ligature tied to something, fumes
    // in a closed garage, one bullet, oneself as a burden, "when i'm gone", bridges seen
    // differently, why hold on) and it joined the training data: 25/32, 32/32, 44/48, 0/90, 0/90 —
    // no longer unseen.
    expect(f.explicit.crisis).toBeGreaterThanOrEqual(25);
    expect(f.explicit.crisis + f.explicit.checkIn).toBeGreaterThanOrEqual(32);
    expect(f.indirect.crisis + f.indirect.checkIn).toBeGreaterThanOrEqual(44);
    expect(f.ordinary.crisis).toBeLessThanOrEqual(0);
    expect(f.ordinary.checkIn).toBeLessThanOrEqual(0);
  });

  it('heldout10.ts (written by someone who saw neither the rules nor the other sets): FR and EN', () => {
    const f = figures(heldOut10, tiers);
    report('heldout10.ts, tiers', f);
    for (const family of ['self', 'other', 'means', 'horizon', 'weariness', 'burden']) {
      const crisis = heldOut10.filter((m) => m.family === family && m.label !== 'ordinary');
      const caught = crisis.filter((m) => tiers(m.text) !== 'none').length;
      console.log(`  family ${family}: crisis or check-in ${pct(caught, crisis.length)}`);
    }
    // Measured once, at the end of session 18's second pass (heldout9's misses, the check-in
    // threshold at 0.85), untuned: 23/32, 29/32, 36/48, 6/90, 3/90. The detector at the start of
    // session 18, in the same run: 23/32, 26/32, 36/48, 6/90, 2/90. Below the issue's targets
    // (explicit 90.6 %, indirect 75 %, ordinary crisis 6.7 %). Its misses were then studied
    // (tiers.ts: "ce soir je me tue", past the railing, stones in the pockets, a wish that the heart
    // stop, making room, things no longer needed, treatment stopped, a goodbye with apologies;
    // rescues, shifts on call, retirements and game tables no longer read as a crisis) and it
    // joined the training data: no longer unseen. Write heldout11, unseen, before the next pass.
    expect(f.explicit.crisis).toBeGreaterThanOrEqual(24);
    expect(f.explicit.crisis + f.explicit.checkIn).toBeGreaterThanOrEqual(32);
    expect(f.indirect.crisis + f.indirect.checkIn).toBeGreaterThanOrEqual(48);
    expect(f.ordinary.crisis).toBeLessThanOrEqual(0);
    expect(f.ordinary.checkIn).toBeLessThanOrEqual(2);
  });

  it('heldout11.ts (written by someone who saw neither the rules nor the other sets)', () => {
    const f = figures(heldOut11, tiers);
    report('heldout11.ts, tiers', f);
    for (const family of ['self', 'other', 'means', 'horizon', 'weariness', 'burden']) {
      const crisis = heldOut11.filter((m) => m.family === family && m.label !== 'ordinary');
      const caught = crisis.filter((m) => tiers(m.text) !== 'none').length;
      console.log(`  family ${family}: crisis or check-in ${pct(caught, crisis.length)}`);
    }
    // Measured once, at the end of session 18 (after heldout10's pass), untuned: 19/32, 27/32,
    // 39/49, 2/95, 2/95. The detector at the start of session 18, in the same run: 19/32, 27/32,
    // 32/49, 3/95, 3/95. Below the issue's targets (explicit 84.4 %, indirect 79.6 %). Once
    // heldout12 was written, heldout11 joined the training data (session 19: hashed classifier,
    // corpus2, a danger at hand answered as a crisis): 29/32, 32/32, 48/49, 2/95, 2/95 — no longer
    // unseen.
    expect(f.explicit.crisis).toBeGreaterThanOrEqual(29);
    expect(f.explicit.crisis + f.explicit.checkIn).toBeGreaterThanOrEqual(32);
    expect(f.indirect.crisis + f.indirect.checkIn).toBeGreaterThanOrEqual(48);
    expect(f.ordinary.crisis).toBeLessThanOrEqual(2);
    expect(f.ordinary.checkIn).toBeLessThanOrEqual(2);
  });
  it('heldout12.ts (written by someone who saw neither the detector, its data nor the other sets; measured once, then studied)', () => {
    const f = figures(heldOut12, tiers);
    report('heldout12.ts, tiers', f);
    for (const family of ['self', 'other', 'means', 'horizon', 'weariness', 'burden']) {
      const crisis = heldOut12.filter((m) => m.family === family && m.label !== 'ordinary');
      const caught = crisis.filter((m) => tiers(m.text) !== 'none').length;
      console.log(`  family ${family}: crisis or check-in ${pct(caught, crisis.length)}`);
    }
    // Measured once, at the end of session 19 (a danger at hand answered as a crisis, a
    // near-certain score too, the hashed classifier, corpus2 and heldout11 in training), untuned:
    // 30/34, 32/34, 45/52 (crisis 37), 4/95, 1/95. By family (crisis or check-in): self 22/24,
    // means 13/17, someone else 13/15, weariness 12/12, burden 9/10, time horizon 8/8. The
    // detector at the start of session 19, in the same run: 27/34, 32/34, 44/52 (crisis 27), 3/95,
    // 3/95. Below the issue's targets (explicit crisis answers 88.2 %, indirect 86.5 %, ordinary
    // crisis answers 4.2 %).
    // Then studied, because a safety product must not leave these unanswered: "me donner la
    // mort" and the Scots "top maself" joined the explicit rules, a hose bought for or run to the
    // exhaust the fumes signal, a relative named with an age ("my 13 year old daughter") the
    // relatives, and "mourir de honte" / "die of shame" said of a relative is no longer a danger.
    // Now 34/34, 34/34, 45/52, 2/95, 1/95: no longer an unseen measure. Write heldout13 first.
    expect(f.explicit.crisis).toBe(34);
    expect(f.explicit.crisis + f.explicit.checkIn).toBe(34);
    expect(f.indirect.crisis + f.indirect.checkIn).toBeGreaterThanOrEqual(45);
    expect(f.ordinary.crisis).toBeLessThanOrEqual(2);
    expect(f.ordinary.checkIn).toBeLessThanOrEqual(1);
  });
});
