import { describe, expect, it } from 'vitest';

import { crisisLines, crisisReply, detectCrisis } from './crisis.ts';

describe('crisis safety in the app', () => {
  it('is the server’s detector: explicit and indirect, French and English, not idioms', () => {
    expect(detectCrisis('je veux mourir').crisis).toBe(true);
    expect(detectCrisis('everyone would be better off without me').crisis).toBe(true);
    expect(detectCrisis('je meurs de faim').crisis).toBe(false);
    expect(detectCrisis('this exam is killing me').crisis).toBe(false);
  });

  it('has the French crisis lines as links and a reply that gives them, offline', () => {
    expect(crisisLines.map((line) => line.href)).toContain('tel:3114');
    expect(crisisReply('fr', 'emma')).toContain('3114');
  });
});
