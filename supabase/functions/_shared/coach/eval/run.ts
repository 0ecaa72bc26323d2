// Runs evaluation cases through the built-in coach, as the chat function would (same request
// shape), and scores them.
import { coachReply } from '../index.ts';
import type { Turn } from '../types.ts';
import type { EvalCase } from './cases.ts';
import { judge, type Verdict } from './scorer.ts';

export type Outcome = Verdict & { case: EvalCase; reply: string; history: Turn[] };

export function runCase(c: EvalCase): Outcome {
  const history: Turn[] = [...(c.history ?? [])];
  for (const message of c.thread ?? []) {
    const earlier = coachReply({ character: c.character, message, history, locale: c.locale, seed: c.id });
    history.push({ sender: 'user', text: message }, { sender: 'bot', text: earlier.reply });
  }
  const answer = coachReply({
    character: c.character,
    message: c.message,
    history,
    locale: c.locale,
    seed: c.id,
  });
  const read = (answer as { move?: string }).move;
  return { ...judge(c, answer.reply, read), case: c, reply: answer.reply, history };
}

/** The share of cases whose reply addresses the move, with a line per failure and per move. */
export function evaluate(cases: readonly EvalCase[]): { score: number; report: string; failures: Outcome[] } {
  const outcomes = cases.map(runCase);
  const failures = outcomes.filter((o) => !o.ok);
  const byMove = new Map<string, [number, number]>();
  for (const o of outcomes) {
    const [ok, all] = byMove.get(o.case.move) ?? [0, 0];
    byMove.set(o.case.move, [ok + (o.ok ? 1 : 0), all + 1]);
  }
  const score = (outcomes.length - failures.length) / outcomes.length;
  const report = [
    `${outcomes.length - failures.length}/${outcomes.length} (${(score * 100).toFixed(1)} %) address the move`,
    ...[...byMove].map(([move, [ok, all]]) => `  ${move}: ${ok}/${all}`),
  ].join('\n');
  return { score, report, failures };
}
