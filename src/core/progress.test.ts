import { describe, expect, it } from 'vitest';

import {
  averageMood,
  hoursAndMinutes,
  localWeekStart,
  localDayNumber,
  progressOf,
  recentConversations,
  sessionsOf,
  streakDays,
  weekProgress,
  type ProgressMessage,
} from './progress.ts';

/** A message at a local time (the device's calendar, whatever the test machine's zone). */
function at(
  day: number,
  hour: number,
  minute: number,
  sender: 'user' | 'bot' = 'user',
  characterId: 'emma' | 'louis' = 'emma',
  text = 'bonjour',
): ProgressMessage {
  return { createdAt: new Date(2026, 10, day, hour, minute).toISOString(), sender, characterId, text };
}

// Thursday 26 November 2026, 15:00 local.
const now = new Date(2026, 10, 26, 15, 0);

describe('sessions', () => {
  it('splits on a 30-minute gap or a change of coach, and keeps runs with a message of the person', () => {
    const sessions = sessionsOf([
      at(26, 10, 0),
      at(26, 10, 1, 'bot'),
      at(26, 10, 20),
      at(26, 10, 29, 'bot'),
      // 30 minutes after the last one: a new session.
      at(26, 10, 59),
      // Another coach: another session, even a minute later.
      at(26, 11, 0, 'user', 'louis'),
      // A greeting nobody answered is no session.
      at(26, 14, 0, 'bot'),
    ]);
    expect(sessions.map((s) => [s.characterId, s.messages, s.minutes])).toEqual([
      ['emma', 2, 29],
      ['emma', 1, 1],
      ['louis', 1, 1],
    ]);
  });

  it('orders messages by time whatever order they come in', () => {
    expect(sessionsOf([at(26, 10, 20), at(26, 10, 0)])).toHaveLength(1);
    expect(sessionsOf([])).toEqual([]);
  });
});

describe('streak', () => {
  it('counts consecutive days ending today', () => {
    expect(streakDays([at(24, 9, 0), at(25, 23, 59), at(26, 0, 1)], now)).toBe(3);
  });
  it('is kept until the day is over: ending yesterday counts', () => {
    expect(streakDays([at(24, 9, 0), at(25, 9, 0)], now)).toBe(2);
  });
  it('breaks on a missed day, and ignores the coaches’ messages', () => {
    expect(streakDays([at(22, 9, 0), at(24, 9, 0), at(26, 9, 0)], now)).toBe(1);
    expect(streakDays([at(26, 9, 0, 'bot'), at(25, 9, 0, 'bot')], now)).toBe(0);
    expect(streakDays([], now)).toBe(0);
  });
});

describe('the week', () => {
  it('starts on Monday at local midnight', () => {
    expect(localWeekStart(now)).toBe(localDayNumber(new Date(2026, 10, 23)));
    // A Sunday belongs to the week that began six days before.
    expect(localWeekStart(new Date(2026, 10, 29, 23, 0))).toBe(localDayNumber(new Date(2026, 10, 23)));
  });

  it('counts active days, messages and coaches since Monday', () => {
    const week = weekProgress(
      [
        at(22, 20, 0), // Sunday before: last week
        at(23, 0, 0),
        at(23, 8, 0, 'bot'),
        at(24, 9, 0, 'user', 'louis'),
        at(24, 9, 5),
        at(26, 9, 0),
      ],
      now,
    );
    expect(week).toEqual({ activeDays: 3, messages: 4, coaches: 2 });
  });
});

describe('recent conversations', () => {
  it('one per coach, newest first, with its last message and the person’s message count', () => {
    const recent = recentConversations([
      at(20, 9, 0, 'user', 'louis', 'objectif'),
      at(25, 9, 0, 'user', 'emma', 'je suis fatigué'),
      at(25, 9, 1, 'bot', 'emma', 'Je vous entends.'),
      at(21, 9, 0, 'bot', 'louis', 'Quel est le premier pas ?'),
    ]);
    expect(recent).toEqual([
      {
        characterId: 'emma',
        lastAt: at(25, 9, 1).createdAt,
        lastText: 'Je vous entends.',
        lastSender: 'bot',
        messages: 1,
      },
      {
        characterId: 'louis',
        lastAt: at(21, 9, 0).createdAt,
        lastText: 'Quel est le premier pas ?',
        lastSender: 'bot',
        messages: 1,
      },
    ]);
  });
  it('leaves out a coach the person never wrote to', () => {
    expect(recentConversations([at(25, 9, 0, 'bot', 'louis')])).toEqual([]);
  });
});

describe('progress', () => {
  it('adds up conversations and time, and lists the newest sessions first', () => {
    const progress = progressOf([at(25, 9, 0), at(25, 9, 29, 'bot'), at(26, 10, 0, 'user', 'louis')], now);
    expect(progress.conversations).toBe(2);
    expect(progress.totalMinutes).toBe(30);
    expect(progress.streakDays).toBe(2);
    expect(progress.recentSessions.map((s) => s.characterId)).toEqual(['louis', 'emma']);
    expect(progress.recentConversations.map((c) => c.characterId)).toEqual(['louis', 'emma']);
  });

  it('is all zeros without messages', () => {
    expect(progressOf([], now)).toEqual({
      conversations: 0,
      totalMinutes: 0,
      streakDays: 0,
      week: { activeDays: 0, messages: 0, coaches: 0 },
      recentSessions: [],
      recentConversations: [],
    });
  });
});

it('splits minutes into hours and minutes', () => {
  expect(hoursAndMinutes(330)).toEqual({ hours: 5, minutes: 30 });
  expect(hoursAndMinutes(45)).toEqual({ hours: 0, minutes: 45 });
  expect(hoursAndMinutes(-3)).toEqual({ hours: 0, minutes: 0 });
});

it('averages the weekly moods weighted by messages, none without messages', () => {
  expect(
    averageMood([
      { mood: 8, messages: 3 },
      { mood: 4, messages: 1 },
      { mood: null, messages: 0 },
    ]),
  ).toBe(7);
  expect(averageMood([{ mood: null, messages: 0 }])).toBeNull();
  expect(averageMood([])).toBeNull();
});
