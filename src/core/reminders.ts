/**
 * The daily prompts' schedule (settings > notifications: a morning and an evening time, "HH:MM"
 * in the person's local time): when the next one is due.
 */

const timeOfDay = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The next moment strictly after `now` at one of `times` (local time), or null if none is valid. */
export function nextPromptAt(now: Date, times: readonly string[]): Date | null {
  let next: Date | null = null;
  for (const time of times) {
    const match = timeOfDay.exec(time);
    if (match === null) continue;
    const at = new Date(now);
    at.setHours(Number(match[1]), Number(match[2]), 0, 0);
    if (at.getTime() <= now.getTime()) at.setDate(at.getDate() + 1);
    if (next === null || at.getTime() < next.getTime()) next = at;
  }
  return next;
}
