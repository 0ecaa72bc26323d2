/**
 * The dashboard's progress figures, computed from the person's own messages on this device
 * (never samples): conversations (sessions), time spent, the day streak, this week's goals, the
 * recent sessions and the latest conversation with each coach.
 *
 * Days and weeks are the device's calendar (local midnight, weeks from Monday), as the person
 * lives them. A session is a run of messages less than 30 minutes apart, the server's rule for
 * the weekly summary (migration 20261127300100).
 */
export type ProgressMessage = {
  /** ISO time. */
  createdAt: string;
  sender: 'user' | 'bot';
  characterId: 'emma' | 'louis';
  text: string;
};

export type ProgressSession = {
  start: string;
  end: string;
  characterId: 'emma' | 'louis';
  /** The person's messages in it. */
  messages: number;
  minutes: number;
};

export type RecentConversation = {
  characterId: 'emma' | 'louis';
  lastAt: string;
  /** The newest message, whoever wrote it. */
  lastText: string;
  lastSender: 'user' | 'bot';
  messages: number;
};

export type WeekProgress = {
  /** Days with at least one of the person's messages, Monday to today. */
  activeDays: number;
  messages: number;
  /** Coaches talked to this week. */
  coaches: number;
};

export type Progress = {
  conversations: number;
  totalMinutes: number;
  streakDays: number;
  week: WeekProgress;
  /** Newest first. */
  recentSessions: ProgressSession[];
  /** Newest first, one per coach. */
  recentConversations: RecentConversation[];
};

export const sessionGapMs = 30 * 60_000;

/** A session lasts from its first to its last message, counted as at least one minute. */
const minimumSessionMinutes = 1;

/** The local calendar day of a time, as a number of days (comparable, subtractable). */
export function localDayNumber(at: Date): number {
  return Math.round(Date.UTC(at.getFullYear(), at.getMonth(), at.getDate()) / 86_400_000);
}

/** Monday of the local week holding `at`, as a local day number. */
export function localWeekStart(at: Date): number {
  const mondayBased = (at.getDay() + 6) % 7;
  return localDayNumber(at) - mondayBased;
}

/** Runs of messages less than 30 minutes apart that hold at least one of the person's messages. */
export function sessionsOf(messages: readonly ProgressMessage[]): ProgressSession[] {
  const sorted = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const sessions: ProgressSession[] = [];
  let run: ProgressMessage[] = [];
  const close = () => {
    const userMessages = run.filter((message) => message.sender === 'user');
    const first = run[0];
    const last = run[run.length - 1];
    if (first !== undefined && last !== undefined && userMessages.length > 0) {
      const span = Date.parse(last.createdAt) - Date.parse(first.createdAt);
      sessions.push({
        start: first.createdAt,
        end: last.createdAt,
        characterId: (userMessages[0] ?? first).characterId,
        messages: userMessages.length,
        minutes: Math.max(minimumSessionMinutes, Math.round(span / 60_000)),
      });
    }
    run = [];
  };
  for (const message of sorted) {
    const previous = run[run.length - 1];
    if (
      previous !== undefined &&
      (Date.parse(message.createdAt) - Date.parse(previous.createdAt) >= sessionGapMs ||
        message.characterId !== previous.characterId)
    )
      close();
    run.push(message);
  }
  close();
  return sessions;
}

/**
 * Consecutive local days with one of the person's messages, ending today — or yesterday while
 * today has none yet (a streak is not lost before the day is over).
 */
export function streakDays(messages: readonly ProgressMessage[], now: Date): number {
  const days = new Set(
    messages
      .filter((message) => message.sender === 'user')
      .map((message) => localDayNumber(new Date(message.createdAt))),
  );
  const today = localDayNumber(now);
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

export function weekProgress(messages: readonly ProgressMessage[], now: Date): WeekProgress {
  const start = localWeekStart(now);
  const today = localDayNumber(now);
  const mine = messages.filter((message) => {
    if (message.sender !== 'user') return false;
    const day = localDayNumber(new Date(message.createdAt));
    return day >= start && day <= today;
  });
  return {
    activeDays: new Set(mine.map((message) => localDayNumber(new Date(message.createdAt)))).size,
    messages: mine.length,
    coaches: new Set(mine.map((message) => message.characterId)).size,
  };
}

export function recentConversations(messages: readonly ProgressMessage[]): RecentConversation[] {
  const byCoach = new Map<'emma' | 'louis', RecentConversation>();
  for (const message of messages) {
    const known = byCoach.get(message.characterId);
    const count = (known?.messages ?? 0) + (message.sender === 'user' ? 1 : 0);
    if (known === undefined || message.createdAt > known.lastAt)
      byCoach.set(message.characterId, {
        characterId: message.characterId,
        lastAt: message.createdAt,
        lastText: message.text,
        lastSender: message.sender,
        messages: count,
      });
    else known.messages = count;
  }
  return [...byCoach.values()]
    .filter((conversation) => conversation.messages > 0)
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}

export function progressOf(messages: readonly ProgressMessage[], now: Date, recentCount = 5): Progress {
  const sessions = sessionsOf(messages);
  return {
    conversations: sessions.length,
    totalMinutes: sessions.reduce((sum, session) => sum + session.minutes, 0),
    streakDays: streakDays(messages, now),
    week: weekProgress(messages, now),
    recentSessions: sessions.slice(-recentCount).reverse(),
    recentConversations: recentConversations(messages).slice(0, 2),
  };
}

/** "5h 30m", "45m", "0m": hours and minutes of a total in minutes. */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/**
 * The average mood (1–10) over weeks the server scored, weighted by each week's messages; null
 * when no week has a message. The weekly summary's history gives the weeks.
 */
export function averageMood(weeks: readonly { mood: number | null; messages: number }[]): number | null {
  let weighted = 0;
  let count = 0;
  for (const week of weeks) {
    if (week.mood === null || week.messages <= 0) continue;
    weighted += week.mood * week.messages;
    count += week.messages;
  }
  return count === 0 ? null : Math.round((weighted / count) * 10) / 10;
}
