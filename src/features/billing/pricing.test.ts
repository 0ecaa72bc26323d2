import { describe, expect, it } from 'vitest';

import { getPlan } from '#contracts/plans.ts';

import { displayedPrice, invoiceAmount, yearlySavingPercent } from './pricing.ts';

describe('displayed prices', () => {
  it('shows the monthly price alone on monthly billing', () => {
    expect(displayedPrice(getPlan('equilibre'), 'monthly')).toEqual({
      amount: 14.9,
      period: 'monthly',
      undiscounted: null,
      perMonth: null,
      savingPercent: null,
    });
  });

  it.each([
    ['decouverte', 47, 58.8, 3.92],
    ['equilibre', 143, 178.8, 11.92],
    ['intensif', 383, 478.8, 31.92],
  ] as const)('yearly %s: %d € instead of %d €, %d € a month, 20 %% off', (id, yearly, struck, monthly) => {
    expect(displayedPrice(getPlan(id), 'yearly')).toEqual({
      amount: yearly,
      period: 'yearly',
      undiscounted: struck,
      perMonth: monthly,
      savingPercent: 20,
    });
  });

  it('keeps the badge and the prices in step (−20 %)', () => {
    expect(yearlySavingPercent).toBe(20);
    for (const id of ['decouverte', 'equilibre', 'intensif'] as const) {
      const price = displayedPrice(getPlan(id), 'yearly');
      const saved = 1 - price.amount / (price.undiscounted ?? 1);
      // Rounded to the euro, the saving stays within half a point of the promise.
      expect(Math.abs(saved - 0.2)).toBeLessThan(0.005);
    }
  });

  it('charges the next invoice at the period price', () => {
    expect(invoiceAmount(getPlan('decouverte'), 'monthly')).toBe(4.9);
    expect(invoiceAmount(getPlan('decouverte'), 'yearly')).toBe(47);
  });
});
