/**
 * The weekly summary: computed on the server from the user's own messages (weekly_summary, a
 * SQL function), kept in the device's cache table so a week seen once opens offline.
 */
import { err, ok, type Result } from '#core/result.ts';
import type { AppDatabase } from '#data/db/db.ts';
import type { AppSupabaseClient } from '#data/supabase/index.ts';

export type WeeklyInsight =
  'mood_up' | 'mood_down' | 'mood_positive' | 'mood_low' | 'regular' | 'sessions' | 'top_word';
export type WeeklyStep = 'self_care' | 'talk_someone' | 'more_regular' | 'small_goal' | 'gratitude';

export type WeeklySummary = {
  week_offset: number;
  timezone: string;
  /** Monday and Sunday of the week, YYYY-MM-DD in the user's zone. */
  start: string;
  end: string;
  week_number: number;
  year: number;
  total_sessions: number;
  total_messages: number;
  active_days: number;
  average_mood: number;
  previous_mood: number | null;
  most_used_words: { word: string; count: number }[];
  key_insights: WeeklyInsight[];
  next_steps: WeeklyStep[];
  weekly_progress: number;
  /** The 12 weeks ending with this one, oldest first; mood null for a week without messages. */
  history: { week_start: string; mood: number | null; messages: number }[];
};

/** `fromCache`: the server could not be reached; this is the copy from `fetchedAt`. */
export type WeeklyResult = { summary: WeeklySummary; fromCache: boolean; fetchedAt: string };

// Per-user cache keys end with the user id, so signing out forgets them (forgetUser.ts).
const cacheKey = (userId: string, offset: number) => `weekly:${offset}:${userId}`;

export async function loadWeeklySummary(
  client: () => Promise<AppSupabaseClient>,
  db: AppDatabase,
  userId: string,
  offset: number,
): Promise<Result<WeeklyResult, 'unavailable'>> {
  try {
    const answer = await (await client()).rpc('weekly_summary', { week_offset: offset });
    if (answer.error !== null) throw answer.error;
    const summary = normalise(answer.data as WeeklySummary);
    const fetchedAt = new Date().toISOString();
    await db.cache.put({ key: cacheKey(userId, offset), value: summary, fetchedAt });
    return ok({ summary, fromCache: false, fetchedAt });
  } catch {
    const cached = await db.cache.get(cacheKey(userId, offset));
    if (cached === undefined) return err('unavailable');
    return ok({ summary: cached.value as WeeklySummary, fromCache: true, fetchedAt: cached.fetchedAt });
  }
}

/** PostgreSQL numerics arrive as numbers or strings depending on the driver: numbers here. */
function normalise(summary: WeeklySummary): WeeklySummary {
  return {
    ...summary,
    average_mood: Number(summary.average_mood),
    previous_mood: summary.previous_mood === null ? null : Number(summary.previous_mood),
    weekly_progress: Number(summary.weekly_progress),
    history: summary.history.map((week) => ({
      ...week,
      mood: week.mood === null ? null : Number(week.mood),
    })),
  };
}
