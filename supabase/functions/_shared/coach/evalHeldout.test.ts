// @vitest-environment node
// The held-out part of the coach's evaluation set (eval/heldout.ts): written before tuning, not
// looked at while tuning, measured once at the end. Target: at least 90 % of the moves answered.
import { describe, expect, it } from 'vitest';

import { heldoutCases } from './eval/heldout.ts';
import { evaluate } from './eval/run.ts';

describe('coach evaluation set (held-out part)', () => {
  it('answers the move of at least 90 % of the messages', () => {
    const { score, report, failures } = evaluate(heldoutCases);
    console.log(report);
    for (const f of failures)
      console.log(
        `${f.case.id} [${f.case.move}] ${f.case.message}\n  → ${f.reply}\n  ✗ ${f.reasons.join('; ')}`,
      );
    expect(heldoutCases.length).toBeGreaterThanOrEqual(50);
    expect(score).toBeGreaterThanOrEqual(0.9);
  });
});
