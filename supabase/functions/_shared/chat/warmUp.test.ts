import { describe, expect, it } from 'vitest';

import { coachReply, type CoachRequest } from '../coach/index.ts';
import { assessMessage } from '../crisis/index.ts';

import { warmUp } from './warmUp.ts';

describe('warmUp', () => {
  it('changes no answer: the coach and the crisis check say the same before and after', () => {
    const request: CoachRequest = {
      character: 'louis',
      message: 'Je dors mal depuis que mon travail me stresse',
      history: [
        { sender: 'user', text: 'Bonjour' },
        { sender: 'bot', text: 'Bonjour ! Comment allez-vous ?' },
      ],
      locale: 'fr',
      contextLength: 25,
      seed: '0b6e9a52-6f3c-4a59-9d4f-2d8f0c1e7a11',
    };
    const crisisText = "j'ai envie d'en finir";
    const before = { reply: coachReply(request), crisis: assessMessage(crisisText) };
    warmUp();
    warmUp();
    expect({ reply: coachReply(request), crisis: assessMessage(crisisText) }).toEqual(before);
    expect(before.crisis.tier).toBe('crisis');
    // Cold: every regular expression compiles here, twice (seconds on a loaded machine).
  }, 30_000);
});
