import { describe, expect, it } from 'vitest';

import { isUnlimitedCredits, unlimitedCredits } from './credits.ts';
import {
  getPlan,
  isPaidPlan,
  isPlanId,
  parsePlanId,
  planFeatureKeys,
  planIds,
  plans,
  popularPlanId,
  yearlyPrice,
} from './plans.ts';

describe('plan catalogue', () => {
  it('lists the four plans cheapest first', () => {
    expect(plans.map((plan) => plan.id)).toEqual(['gratuit', 'decouverte', 'equilibre', 'intensif']);
    expect(plans.map((plan) => plan.id)).toEqual([...planIds]);
  });

  it('has the monthly prices of the spec', () => {
    expect(plans.map((plan) => plan.monthlyPrice)).toEqual([0, 4.9, 14.9, 39.9]);
  });

  it('gives 20 a day on the free plan, 100 and 1000 a month, unlimited on intensif', () => {
    expect(plans.map((plan) => [plan.credits, plan.creditPeriod])).toEqual([
      [20, 'day'],
      [100, 'month'],
      [1000, 'month'],
      [-1, 'month'],
    ]);
    expect(getPlan('intensif').credits).toBe(unlimitedCredits);
    expect(isUnlimitedCredits(getPlan('intensif').credits)).toBe(true);
    expect(isUnlimitedCredits(0)).toBe(false);
    expect(isUnlimitedCredits(1000)).toBe(false);
  });

  it('marks only équilibre as popular', () => {
    expect(popularPlanId).toBe('equilibre');
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['equilibre']);
  });

  it('describes features with keys from the known list, never with text', () => {
    for (const plan of plans) {
      expect(plan.features.length).toBeGreaterThan(0);
      for (const feature of plan.features) expect(planFeatureKeys).toContain(feature.key);
    }
  });

  it('puts the message allowance first, with its count', () => {
    expect(getPlan('gratuit').features[0]).toEqual({ key: 'messagesPerDay', count: 20 });
    expect(getPlan('decouverte').features[0]).toEqual({ key: 'messagesPerMonth', count: 100 });
    expect(getPlan('equilibre').features[0]).toEqual({ key: 'messagesPerMonth', count: 1000 });
    expect(getPlan('intensif').features[0]).toEqual({ key: 'unlimitedMessages' });
  });

  it('lists each line once, and promises nothing no plan gives (issue 25)', () => {
    for (const plan of plans) {
      const keys = plan.features.map((feature) => feature.key);
      expect(new Set(keys).size).toBe(keys.length);
      // One message line per card: the allowance is never said twice in other words.
      expect(keys.filter((key) => key.startsWith('messages') || key === 'unlimitedMessages')).toHaveLength(1);
    }
    expect(planFeatureKeys).not.toContain('weeklySummaries');
    expect(planFeatureKeys).not.toContain('pdfExport');
    expect(planFeatureKeys).not.toContain('personalNotes');
    expect(planFeatureKeys).not.toContain('detailedInsights');
  });

  it('cannot be changed by a screen', () => {
    expect(Object.isFrozen(plans)).toBe(true);
    expect(Object.isFrozen(getPlan('equilibre'))).toBe(true);
    expect(Object.isFrozen(getPlan('equilibre').features)).toBe(true);
  });

  it('tells paid plans from the free one', () => {
    expect(planIds.filter(isPaidPlan)).toEqual(['decouverte', 'equilibre', 'intensif']);
  });
});

describe('yearly price', () => {
  it.each([
    [4.9, 47],
    [14.9, 143],
    [39.9, 383],
    [0, 0],
  ])('is round(%s × 12 × 0.8) = %s', (monthly, yearly) => {
    expect(yearlyPrice(monthly)).toBe(yearly);
  });

  it('is stored on each plan', () => {
    expect(plans.map((plan) => plan.yearlyPrice)).toEqual([0, 47, 143, 383]);
  });

  it('rounds to the nearest whole euro', () => {
    expect(yearlyPrice(5.2)).toBe(50); // 49.92
    expect(yearlyPrice(1.5)).toBe(14); // 14.4
    expect(yearlyPrice(1)).toBe(10); // 9.6
  });
});

describe('plan ids from storage', () => {
  it.each(planIds)('keeps %s', (id) => {
    expect(parsePlanId(id)).toBe(id);
    expect(isPlanId(id)).toBe(true);
  });

  it.each([['premium'], [''], [null], [undefined], [3], ['GRATUIT']])(
    'reads %j as the free plan',
    (value) => {
      expect(parsePlanId(value)).toBe('gratuit');
      expect(isPlanId(value)).toBe(false);
    },
  );
});
