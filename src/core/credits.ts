/**
 * How the credit balance is shown: bar colours, low-credit warnings, the paywall trigger and
 * the countdown to the free plan's renewal at local midnight. Tones are names the theme maps to
 * colours; warnings are states the UI turns into text.
 */
import type { PlanId } from '#contracts/plans.ts';

/** How a plan's allowance renews, which decides the thresholds below. */
export type PlanKind = 'unlimited' | 'monthly' | 'daily';

export function planKind(tier: PlanId): PlanKind {
  switch (tier) {
    case 'intensif':
      return 'unlimited';
    case 'decouverte':
    case 'equilibre':
      return 'monthly';
    case 'gratuit':
      return 'daily';
  }
}

export type UsageBarTone = 'green' | 'blue' | 'amber' | 'red';

/** The credit widget's usage bar: calm while little is used, red in the last quarter. */
export function usageBarTone(percentUsed: number): UsageBarTone {
  if (percentUsed <= 25) return 'green';
  if (percentUsed <= 50) return 'blue';
  if (percentUsed <= 75) return 'amber';
  return 'red';
}

export type SubscriptionUsageTone = 'green' | 'orange' | 'red';

/** The subscription page's usage bar has three steps only. */
export function subscriptionUsageTone(percentUsed: number): SubscriptionUsageTone {
  if (percentUsed <= 50) return 'green';
  if (percentUsed <= 75) return 'orange';
  return 'red';
}

/** Share of the allowance spent, 0–100; 0 when there is no allowance to measure against. */
export function percentUsed(remaining: number, allowance: number): number {
  if (!(allowance > 0)) return 0;
  const used = ((allowance - remaining) / allowance) * 100;
  return Math.min(100, Math.max(0, used));
}

export type CreditWarning = 'none' | 'low' | 'exhausted';

/** Daily allowances are small (20), so "low" starts at 3; monthly ones at 50. */
export const widgetLowThreshold: Readonly<Record<Exclude<PlanKind, 'unlimited'>, number>> = {
  daily: 3,
  monthly: 50,
};

/** The credit widget: unlimited plans never warn. */
export function widgetWarning(kind: PlanKind, remaining: number): CreditWarning {
  if (kind === 'unlimited') return 'none';
  if (remaining <= 0) return 'exhausted';
  return remaining <= widgetLowThreshold[kind] ? 'low' : 'none';
}

/** The floating banner only shows in the last two messages (an empty balance has the paywall). */
export function isFloatingBannerLow(remaining: number, unlimited: boolean): boolean {
  return !unlimited && remaining > 0 && remaining <= 2;
}

/** Under the chat input: subscribers are never nagged; others see it from 2 left down to 0. */
export function showChatInputWarning(input: { subscribed: boolean; remaining: number }): boolean {
  return !input.subscribed && input.remaining <= 2;
}

export type DashboardBanner = 'none' | 'exhausted' | 'low' | 'ok';

/** The simple dashboard's banner. */
export function dashboardBanner(input: { unlimited: boolean; remaining: number }): DashboardBanner {
  if (input.unlimited) return 'none';
  if (input.remaining <= 0) return 'exhausted';
  if (input.remaining <= 5) return 'low';
  return 'ok';
}

/** Every other screen: warn below 50, but not at 0 (that case has its own empty state). */
export function isLowOnCredits(remaining: number, unlimited: boolean): boolean {
  return !unlimited && remaining > 0 && remaining < 50;
}

/** The spec assumes about 10 messages a day. */
export const estimatedMessagesPerDay = 10;

export function estimatedDaysLeft(remaining: number): number {
  if (!(remaining > 0)) return 0;
  return Math.ceil(remaining / estimatedMessagesPerDay);
}

/**
 * The paywall opens by itself only when we know the balance is empty: never for visitors, never
 * while stats are loading (a missing balance is not a zero balance), never on unlimited plans.
 */
export function shouldOpenPaywall(input: {
  signedIn: boolean;
  hasStats: boolean;
  unlimited: boolean;
  remaining: number;
}): boolean {
  return input.signedIn && input.hasStats && !input.unlimited && input.remaining <= 0;
}

/**
 * Issue 25: the paywall opens by itself at most once a day (the device's calendar day), so an
 * empty balance does not greet the person on every start. `lastPromptAt` is when it last did.
 */
export function paywallPromptDue(lastPromptAt: string | null, now: Date): boolean {
  if (lastPromptAt === null) return true;
  const last = new Date(lastPromptAt);
  if (Number.isNaN(last.getTime()) || last.getTime() > now.getTime()) return true;
  return (
    last.getFullYear() !== now.getFullYear() ||
    last.getMonth() !== now.getMonth() ||
    last.getDate() !== now.getDate()
  );
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A stored time zone is untrusted: an unknown one counts as UTC rather than breaking a screen. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function wallClock(instantMs: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? 1970,
    month: parts['month'] ?? 1,
    day: parts['day'] ?? 1,
    // Some engines still say 24 for midnight despite h23.
    hour: (parts['hour'] ?? 0) % 24,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (Paris in summer: +2 h). */
function offsetMs(instantMs: number, timeZone: string): number {
  const wall = wallClock(instantMs, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - (instantMs - mod(instantMs, 1000));
}

function mod(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

function dayNumber(wall: WallClock): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day) / 86_400_000;
}

const dayMs = 86_400_000;

/**
 * Milliseconds until the next local midnight in `timeZone`, when the free plan renews. Days are
 * not always 24 h: across a DST change the answer is 23 h or 25 h away, and in zones whose clocks
 * jump at midnight (Santiago, Havana) the new day starts at the jump, at 01:00.
 */
export function msUntilLocalMidnight(now: Date, timeZone: string): number {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const nowMs = now.getTime();
  if (!Number.isFinite(nowMs)) return 0;
  const wall = wallClock(nowMs, zone);
  const today = dayNumber(wall);
  const elapsedWallMs = ((wall.hour * 60 + wall.minute) * 60 + wall.second) * 1000 + mod(nowMs, 1000);
  // First guess: the offset stays the same until midnight.
  const sameOffset = nowMs + dayMs - elapsedWallMs;
  // Second guess: correct by the offset in force at the first guess (a DST change in between).
  const corrected = sameOffset - (offsetMs(sameOffset, zone) - offsetMs(nowMs, zone));
  // The earliest guess that is already the next day wins. When midnight does not exist (clocks
  // jump from 23:59:59 to 01:00) the corrected guess lands before the jump, the first one on it.
  const candidates = [corrected, sameOffset]
    .filter((instant) => instant > nowMs && dayNumber(wallClock(instant, zone)) > today)
    .sort((a, b) => a - b);
  return (candidates[0] ?? sameOffset) - nowMs;
}

export type Countdown = { hours: number; minutes: number; seconds: number };

/** Splits a duration for "23:59:59"-style display; negative durations show as zero. */
export function formatCountdown(ms: number): Countdown {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
