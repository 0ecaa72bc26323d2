/**
 * The first-check cost, before and after the check-in tier, in one run:
 *   npx tsx supabase/tools/crisis/first-check.ts [runs]
 * Each sample is a fresh Node process (V8 compiles every regular expression on its first use, so
 * only a new process shows what a cold function or a freshly loaded chat pays). "before" imports
 * the rules alone and runs detectCrisis, which is what every message went through before the tiers
 * (detect.ts is unchanged); "after" runs assessMessage (rules, the other-person and check-in cues,
 * the classifier). Processes alternate so both meet the same machine load. Prints the medians of
 * the module load, the first, second and third check (ordinary sentences, so every rule runs),
 * and the after/before ratios.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const samples = [
  'Bonjour, je suis un peu fatiguée en ce moment et je dors mal.',
  'Je suis stressé par mon travail, je n’arrive pas à tout organiser.',
  'I feel tired lately and my week has been really busy.',
];

type Timing = { load: number; first: number; second: number; third: number };

async function child(kind: 'before' | 'after'): Promise<void> {
  const started = performance.now();
  const check =
    kind === 'before'
      ? (await import('#supabase/functions/_shared/crisis/detect.ts')).detectCrisis
      : (await import('#supabase/functions/_shared/crisis/tiers.ts')).assessMessage;
  const load = performance.now() - started;
  const times = samples.map((text) => {
    const at = performance.now();
    check(text);
    return performance.now() - at;
  });
  const [first = 0, second = 0, third = 0] = times;
  process.stdout.write(JSON.stringify({ load, first, second, third } satisfies Timing));
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function parent(runs: number): void {
  const self = fileURLToPath(import.meta.url);
  const results: Record<'before' | 'after', Timing[]> = { before: [], after: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const kind of ['before', 'after'] as const) {
      const out = spawnSync(process.execPath, ['--import', 'tsx', self, 'child', kind], { encoding: 'utf8' });
      if (out.status !== 0) throw new Error(out.stderr);
      results[kind].push(JSON.parse(out.stdout) as Timing);
    }
  }
  const row = (kind: 'before' | 'after') => {
    const m = (key: keyof Timing) => median(results[kind].map((t) => t[key]));
    return { load: m('load'), first: m('first'), second: m('second'), third: m('third') };
  };
  const before = row('before');
  const after = row('after');
  const fmt = (t: Timing) =>
    `load ${t.load.toFixed(0)} ms, first ${t.first.toFixed(0)} ms, second ${t.second.toFixed(0)} ms, third ${t.third.toFixed(2)} ms`;
  console.log(`${runs} fresh processes each, medians`);
  console.log(`  before (rules only):  ${fmt(before)}`);
  console.log(`  after (tiers):        ${fmt(after)}`);
  console.log(
    `  after/before: load ${(after.load / before.load).toFixed(2)}, first check ${(after.first / before.first).toFixed(2)}, load + first ${((after.load + after.first) / (before.load + before.first)).toFixed(2)}, second ${(after.second / before.second).toFixed(2)}`,
  );
}

if (process.argv[2] === 'child') await child(process.argv[3] === 'after' ? 'after' : 'before');
else parent(Number(process.argv[2] ?? 9));
