import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';

import { dayPeriod } from '#core/chatTiming.ts';
import { useLastSessionAt } from '#data/chat/index.ts';
import type { CharacterId } from '#contracts/characters.ts';
import { useSessionUser } from '#features/auth/index.ts';
import { usePaywall, usePlanCopy } from '#features/billing/index.ts';
import { characters } from '#features/characters/index.ts';
import {
  FloatingCreditBanner,
  PendingCount,
  useDisplayedCredits,
  useNow,
  type DisplayedCredits,
} from '#features/credits/index.ts';
import { CharacterAvatar } from '#ui/avatar/CharacterAvatar.tsx';
import { Button } from '#ui/button/Button.tsx';
import { Icon, type IconName } from '#ui/icons/Icon.tsx';

import { dailyThoughtFor } from './dailyThoughts.ts';
import { ProgressOverview } from './ProgressOverview.tsx';
import * as css from './dashboard.css.ts';

type CharacterDashboardProps = {
  characterId: CharacterId;
  onStart: () => void;
  onChangeCharacter: () => void;
};

/** "Marie" from "Marie Dupont"; nothing when the profile has no name yet. */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first === undefined || first === '' ? null : first;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * A coach's home: a greeting for the time of day, the way into a session (closed while the
 * balance loads or when it is empty), shortcuts, the thought of the day, the last session and
 * the account's real status; below, the person's progress from their own conversations.
 */
export function CharacterDashboard({ characterId, onStart, onChangeCharacter }: CharacterDashboardProps) {
  const user = useSessionUser();
  const credits = useDisplayedCredits(user?.id ?? null);
  const now = useNow(60_000);
  const { i18n } = useLingui();
  const longDate = capitalise(
    i18n.date(now, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  );

  return (
    <div className={css.page}>
      <header className={css.header}>
        <div className={css.greetingBlock}>
          <h1 className={css.greeting} tabIndex={-1} data-stage-heading>
            <Greeting hour={now.getHours()} firstName={firstNameOf(user?.name)} />
          </h1>
          <p className={css.date}>
            <time dateTime={now.toISOString().slice(0, 10)}>{longDate}</time>
          </p>
        </div>
        <FloatingCreditBanner />
      </header>
      <div className={css.layout}>
        <div className={css.mainColumn}>
          <CoachCard characterId={characterId} credits={credits} onStart={onStart} />
          <Shortcuts characterId={characterId} onChangeCharacter={onChangeCharacter} />
        </div>
        <div className={css.sideColumn}>
          <ThoughtCard characterId={characterId} now={now} />
          <LastSessionCard userId={user?.id ?? null} now={now} />
          <AccountCard credits={credits} />
        </div>
      </div>
      {user !== null && <ProgressOverview userId={user.id} now={now} />}
    </div>
  );
}

export function Greeting({ hour, firstName }: { hour: number; firstName: string | null }) {
  const period = dayPeriod(hour);
  if (firstName === null) {
    if (period === 'morning') return <Trans>Bonjour</Trans>;
    if (period === 'afternoon') return <Trans>Bon après-midi</Trans>;
    return <Trans>Bonsoir</Trans>;
  }
  if (period === 'morning') return <Trans>Bonjour, {firstName}</Trans>;
  if (period === 'afternoon') return <Trans>Bon après-midi, {firstName}</Trans>;
  return <Trans>Bonsoir, {firstName}</Trans>;
}

function CoachCard({
  characterId,
  credits,
  onStart,
}: {
  characterId: CharacterId;
  credits: DisplayedCredits;
  onStart: () => void;
}) {
  const { t } = useLingui();
  const paywall = usePaywall();
  const titleId = useId();
  const character = characters[characterId];
  const name = character.name;
  const exhausted = credits.hasStats && !credits.unlimited && credits.remaining <= 0;
  return (
    <section className={css.coachCard[characterId]} aria-labelledby={titleId}>
      <div className={css.coachTop}>
        <CharacterAvatar characterId={characterId} size="xl" />
        <div className={css.coachIdentity}>
          <span className={css.eyebrow}>
            <Trans>Votre coach</Trans>
          </span>
          <h2 id={titleId} className={css.coachName}>
            {name}
          </h2>
          <p className={css.coachRole[characterId]}>{t(character.role)}</p>
        </div>
      </div>
      <p className={css.coachDescription}>{t(character.description)}</p>
      <p className={css.aiNote}>
        <Icon name="sparkles" size="1rem" className={css.aiNoteIcon} />
        <Trans>{name} est une IA de coaching bien-être, disponible à toute heure.</Trans>
      </p>
      <div className={css.startRow}>
        <Button
          tone="primary"
          size="lg"
          className={css.startButton}
          disabled={credits.loading || exhausted}
          aria-busy={credits.loading}
          onClick={onStart}
        >
          {exhausted ? (
            <Trans>Crédits épuisés</Trans>
          ) : (
            <>
              <Icon name="message" />
              <Trans>Commencer une session</Trans>
            </>
          )}
        </Button>
        {exhausted && (
          <Button tone="secondary" size="lg" onClick={() => paywall.open('no_credits')}>
            <Trans>Voir les formules</Trans>
          </Button>
        )}
        {credits.loading && (
          <span className={css.startHint} role="status">
            <Trans>Vérification de vos crédits…</Trans>
          </span>
        )}
      </div>
    </section>
  );
}

type Shortcut = { icon: IconName; title: string; sub: string } & (
  { kind: 'link'; to: string } | { kind: 'button'; onClick: () => void }
);

function Shortcuts({
  characterId,
  onChangeCharacter,
}: {
  characterId: CharacterId;
  onChangeCharacter: () => void;
}) {
  const { t } = useLingui();
  const other = characters[characterId === 'emma' ? 'louis' : 'emma'].name;
  const items: Shortcut[] = [
    {
      kind: 'link',
      to: '/weekly-summary',
      icon: 'target',
      title: t`Mes progrès`,
      sub: t`Votre résumé de la semaine`,
    },
    {
      kind: 'button',
      onClick: onChangeCharacter,
      icon: 'refresh',
      title: t`Changer de coach`,
      sub: t`Échanger avec ${other}`,
    },
    {
      kind: 'link',
      to: '/settings',
      icon: 'userCheck',
      title: t`Paramètres`,
      sub: t`Profil, apparence, confidentialité`,
    },
  ];
  return (
    <nav aria-label={t`Raccourcis`}>
      <ul className={css.shortcuts}>
        {items.map((item) => {
          const content = (
            <>
              <span className={css.shortcutIcon}>
                <Icon name={item.icon} />
              </span>
              <span className={css.shortcutText}>
                <span className={css.shortcutTitle}>{item.title}</span>
                <span className={css.shortcutSub}>{item.sub}</span>
              </span>
            </>
          );
          return (
            <li key={item.title}>
              {item.kind === 'link' ? (
                <Link to={item.to} className={css.shortcut}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={css.shortcut} onClick={item.onClick}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ThoughtCard({ characterId, now }: { characterId: CharacterId; now: Date }) {
  const { t } = useLingui();
  const titleId = useId();
  const name = characters[characterId].name;
  return (
    <section className={css.card} aria-labelledby={titleId}>
      <div className={css.cardHeader}>
        <Icon name="sparkles" className={css.cardIcon} />
        <h2 id={titleId} className={css.cardTitle}>
          <Trans>Pensée du jour</Trans>
        </h2>
      </div>
      <blockquote className={css.thought}>{t(dailyThoughtFor(characterId, now))}</blockquote>
      <p className={css.thoughtAuthor}>— {name}</p>
    </section>
  );
}

/** Whole calendar days between two dates in the device's time zone (today 0, yesterday 1). */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

function LastSessionCard({ userId, now }: { userId: string | null; now: Date }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const lastAt = useLastSessionAt(userId);
  const last = typeof lastAt === 'string' ? new Date(lastAt) : null;
  const valid = last !== null && Number.isFinite(last.getTime());
  return (
    <section className={css.card} aria-labelledby={titleId}>
      <div className={css.cardHeader}>
        <Icon name="clock" className={css.cardIcon} />
        <h2 id={titleId} className={css.cardTitle}>
          <Trans>Dernière session</Trans>
        </h2>
      </div>
      {lastAt === undefined ? (
        <span className={css.skeleton} aria-hidden="true" />
      ) : valid ? (
        <>
          <p className={css.cardValue}>
            {capitalise(
              new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' }).format(
                -Math.max(0, calendarDaysBetween(last, now)),
                'day',
              ),
            )}
          </p>
          <p className={css.cardSub}>
            <time dateTime={last.toISOString()}>
              {i18n.date(last, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                hour: '2-digit',
                minute: '2-digit',
              })}
            </time>
          </p>
        </>
      ) : (
        <>
          <p className={css.cardValue}>
            <Trans>Aucune session récente</Trans>
          </p>
          <p className={css.cardSub}>
            <Trans>Votre première conversation vous attend.</Trans>
          </p>
        </>
      )}
    </section>
  );
}

function AccountCard({ credits }: { credits: DisplayedCredits }) {
  const plans = usePlanCopy();
  const paywall = usePaywall();
  const titleId = useId();
  const planTitle = plans.title(credits.tier);
  const activeSubscription = credits.subscribed && credits.status === 'active';
  const remaining = credits.remaining;
  return (
    <section className={css.card} aria-labelledby={titleId}>
      <div className={css.cardHeader}>
        <Icon name="shield" className={css.cardIcon} />
        <h2 id={titleId} className={css.cardTitle}>
          <Trans>Statut du compte</Trans>
        </h2>
      </div>
      {credits.loading ? (
        <span className={css.skeleton} aria-hidden="true" />
      ) : !credits.hasStats ? (
        <p className={css.cardSub}>
          <Trans>Votre solde s'affichera dès que la connexion sera rétablie.</Trans>
        </p>
      ) : (
        <>
          <p className={css.cardValue}>{planTitle}</p>
          <span className={activeSubscription ? css.statusBadge.active : css.statusBadge.free}>
            {activeSubscription ? <Trans>Abonnement actif</Trans> : <Trans>Compte gratuit</Trans>}
          </span>
          <p className={css.cardSub}>
            {credits.unlimited ? (
              <Trans>Messages illimités</Trans>
            ) : (
              <Plural value={remaining} one="# crédit restant" other="# crédits restants" />
            )}
            {credits.pending > 0 && (
              <>
                {' · '}
                <PendingCount pending={credits.pending} />
              </>
            )}
          </p>
          {!credits.unlimited && (
            <Button tone="secondary" className={css.cardAction} onClick={() => paywall.open('default')}>
              <Icon name="sparkles" />
              <Trans>Découvrir les formules</Trans>
            </Button>
          )}
        </>
      )}
    </section>
  );
}
