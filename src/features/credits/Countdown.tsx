import { Plural, Trans } from '@lingui/react/macro';

import { formatCountdown, msUntilLocalMidnight } from '#core/credits.ts';

/** "5 h 12 min" until the next local midnight, when the free plan's credits come back. */
export function MidnightCountdown({ now, timeZone }: { now: Date; timeZone: string }) {
  const { hours, minutes } = formatCountdown(msUntilLocalMidnight(now, timeZone));
  return (
    <time dateTime={`PT${hours}H${minutes}M`}>
      <Trans>
        {hours} h {minutes} min
      </Trans>
    </time>
  );
}

/** Messages written on this device that are not sent yet (each will cost a credit). */
export function PendingCount({ pending }: { pending: number }) {
  return <Plural value={pending} one="# message en attente d'envoi" other="# messages en attente d'envoi" />;
}
