import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (countdowns, greetings that follow the clock). */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** The device's time zone; the free plan renews at midnight in the zone the profile stores. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
