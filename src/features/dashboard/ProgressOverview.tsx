/**
 * The dashboard's progress (the spec's earlier and simple dashboard variants, with real figures):
 * four tiles — conversations, total time, average mood, day streak — this week's progress and
 * goals, the recent sessions and the latest conversation with each coach. Counted on the device
 * from the person's own messages (#core/progress.ts); the mood comes from the server's weekly
 * summaries (cached on the device, so it shows offline once seen). Quick actions and the last
 * session are the dashboard's shortcuts and side card.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { useService } from '#app/serviceContext.tsx';
import { localeOrDefault } from '#core/locale.ts';
import { formatNumber } from '#core/numbers.ts';
import { averageMood, hoursAndMinutes, progressOf, type Progress } from '#core/progress.ts';
import { useProgressMessages } from '#data/chat/index.ts';
import { loadWeeklySummary, type WeeklySummary } from '#data/weekly/index.ts';
import { characters } from '#features/characters/index.ts';
import { CharacterAvatar } from '#ui/avatar/CharacterAvatar.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as dashboard from './dashboard.css.ts';
import * as css from './progress.css.ts';

/** This week's goals: small, reachable, and counted from what the person did. */
export const weeklyGoals = { activeDays: 3, messages: 10, coaches: 2 } as const;

/** The current week's summary from the server (or its cached copy); null when unavailable. */
function useWeeklySummary(userId: string): WeeklySummary | null | undefined {
  const supabase = useService('supabase');
  const database = useService('database');
  const [summary, setSummary] = useState<WeeklySummary | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void database
      .get()
      .then((db) => loadWeeklySummary(() => supabase.get(), db, userId, 0))
      .then(
        (result) => {
          if (live) setSummary(result.ok ? result.value.summary : null);
        },
        () => {
          if (live) setSummary(null);
        },
      );
    return () => {
      live = false;
    };
  }, [database, supabase, userId]);
  return summary;
}

export function ProgressOverview({ userId, now }: { userId: string; now: Date }) {
  const titleId = useId();
  const messages = useProgressMessages(userId);
  const weekly = useWeeklySummary(userId);
  // Recomputed when the messages change or the minute turns (a streak's day may end).
  const progress = useMemo(
    () => (messages === undefined ? undefined : progressOf(messages, now)),
    [messages, now],
  );
  const mood = weekly === undefined ? undefined : weekly === null ? null : averageMood(weekly.history);
  return (
    <section className={css.section} aria-labelledby={titleId} data-testid="progress-overview">
      <div className={css.sectionHead}>
        <h2 id={titleId} className={css.sectionTitle}>
          <Trans>Vos progrès</Trans>
        </h2>
        <Link to="/weekly-summary" className={css.sectionLink}>
          <Trans>Voir le résumé de la semaine</Trans>
        </Link>
      </div>
      <Tiles progress={progress} mood={mood} />
      {progress !== undefined && progress.conversations === 0 && (
        <p className={css.muted}>
          <Trans>Vos chiffres apparaîtront après votre première conversation.</Trans>
        </p>
      )}
      <div className={css.columns}>
        <WeekCard progress={progress} />
        <GoalsCard progress={progress} />
        <ActivityCard progress={progress} now={now} />
      </div>
      <RecentConversations progress={progress} />
    </section>
  );
}

function Tiles({ progress, mood }: { progress: Progress | undefined; mood: number | null | undefined }) {
  const { t, i18n } = useLingui();
  const locale = localeOrDefault(i18n.locale);
  const loading = <span className={dashboard.skeleton} aria-hidden="true" />;
  const time = progress === undefined ? null : hoursAndMinutes(progress.totalMinutes);
  const tiles: { key: string; label: string; value: ReactNode }[] = [
    { key: 'conversations', label: t`Conversations`, value: progress?.conversations ?? loading },
    {
      key: 'time',
      label: t`Temps total`,
      value:
        time === null ? loading : time.hours > 0 ? `${time.hours}h ${time.minutes}m` : `${time.minutes}m`,
    },
    {
      key: 'mood',
      label: t`Humeur moyenne`,
      value: mood === undefined ? loading : mood === null ? '—' : `${formatNumber(mood, locale, 1)}/10`,
    },
    {
      key: 'streak',
      label: t`Série`,
      value:
        progress === undefined ? (
          loading
        ) : (
          <Plural value={progress.streakDays} one="# jour" other="# jours" />
        ),
    },
  ];
  return (
    <ul className={css.tiles}>
      {tiles.map((tile) => (
        <li key={tile.key} className={css.tile} data-testid={`progress-${tile.key}`}>
          <span className={css.tileValue}>{tile.value}</span>
          <span className={css.tileLabel}>{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}

function Card({
  icon,
  title,
  children,
}: {
  icon: 'target' | 'check' | 'clock';
  title: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={css.card} aria-labelledby={titleId}>
      <div className={dashboard.cardHeader}>
        <Icon name={icon} className={dashboard.cardIcon} />
        <h3 id={titleId} className={dashboard.cardTitle}>
          {title}
        </h3>
      </div>
      {children}
    </section>
  );
}

function Meter({ label, value, max, count }: { label: string; value: number; max: number; count: string }) {
  const share = Math.min(100, Math.round((100 * value) / max));
  return (
    <li className={css.goal}>
      <span className={css.goalLine}>
        <span>{label}</span>
        <span className={css.goalCount}>{count}</span>
      </span>
      <span
        className={css.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
      >
        <span className={css.bar} style={{ width: `${share}%` }} />
      </span>
    </li>
  );
}

function WeekCard({ progress }: { progress: Progress | undefined }) {
  const { t } = useLingui();
  return (
    <Card icon="target" title={<Trans>Progression de la semaine</Trans>}>
      {progress === undefined ? (
        <span className={dashboard.skeleton} aria-hidden="true" />
      ) : (
        <>
          <ul className={css.goals}>
            <Meter
              label={t`Jours avec une conversation`}
              value={progress.week.activeDays}
              max={7}
              count={`${progress.week.activeDays}/7`}
            />
          </ul>
          <p className={dashboard.cardSub}>
            <Plural
              value={progress.week.messages}
              one="# message envoyé cette semaine"
              other="# messages envoyés cette semaine"
            />
          </p>
        </>
      )}
    </Card>
  );
}

function GoalsCard({ progress }: { progress: Progress | undefined }) {
  const { t } = useLingui();
  if (progress === undefined)
    return (
      <Card icon="check" title={<Trans>Objectifs de la semaine</Trans>}>
        <span className={dashboard.skeleton} aria-hidden="true" />
      </Card>
    );
  const { week } = progress;
  const days = weeklyGoals.activeDays;
  const count = weeklyGoals.messages;
  return (
    <Card icon="check" title={<Trans>Objectifs de la semaine</Trans>}>
      <ul className={css.goals}>
        <Meter
          label={t`Échanger ${days} jours`}
          value={week.activeDays}
          max={days}
          count={`${Math.min(week.activeDays, days)}/${days}`}
        />
        <Meter
          label={t`Écrire ${count} messages`}
          value={week.messages}
          max={count}
          count={`${Math.min(week.messages, count)}/${count}`}
        />
        <Meter
          label={t`Parler avec Emma et Louis`}
          value={week.coaches}
          max={weeklyGoals.coaches}
          count={`${week.coaches}/${weeklyGoals.coaches}`}
        />
      </ul>
    </Card>
  );
}

function ActivityCard({ progress, now }: { progress: Progress | undefined; now: Date }) {
  const { i18n } = useLingui();
  const relative = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' });
  const when = (iso: string) => {
    const minutes = Math.round((Date.parse(iso) - now.getTime()) / 60_000);
    if (minutes > -60) return relative.format(Math.min(0, minutes), 'minute');
    if (minutes > -24 * 60) return relative.format(Math.round(minutes / 60), 'hour');
    return relative.format(Math.round(minutes / (24 * 60)), 'day');
  };
  return (
    <Card icon="clock" title={<Trans>Activité récente</Trans>}>
      {progress === undefined ? (
        <span className={dashboard.skeleton} aria-hidden="true" />
      ) : progress.recentSessions.length === 0 ? (
        <p className={dashboard.cardSub}>
          <Trans>Aucune activité pour l'instant.</Trans>
        </p>
      ) : (
        <ul className={css.activity}>
          {progress.recentSessions.map((session) => {
            const name = characters[session.characterId].name;
            const minutes = session.minutes;
            return (
              <li key={session.start} className={css.activityItem}>
                <CharacterAvatar characterId={session.characterId} size="sm" />
                <span className={css.activityText}>
                  <span>
                    <Trans>Session avec {name}</Trans>
                    {' · '}
                    <Plural value={session.messages} one="# message" other="# messages" />
                  </span>
                  <time className={dashboard.cardSub} dateTime={session.end}>
                    {when(session.end)}
                    {' · '}
                    <Trans>{minutes} min</Trans>
                  </time>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function RecentConversations({ progress }: { progress: Progress | undefined }) {
  const { i18n } = useLingui();
  const titleId = useId();
  if (progress === undefined || progress.recentConversations.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={dashboard.cardTitle}>
        <Trans>Conversations récentes</Trans>
      </h3>
      <ul className={css.recent}>
        {progress.recentConversations.map((conversation) => {
          const name = characters[conversation.characterId].name;
          return (
            <li key={conversation.characterId}>
              <Link to={`/chat/${conversation.characterId}`} className={css.recentLink}>
                <CharacterAvatar characterId={conversation.characterId} size="md" />
                <span className={css.recentText}>
                  <strong>
                    <Trans>Avec {name}</Trans>
                  </strong>
                  <span className={css.preview}>{conversation.lastText}</span>
                  <time className={dashboard.cardSub} dateTime={conversation.lastAt}>
                    {i18n.date(new Date(conversation.lastAt), {
                      weekday: 'long',
                      day: 'numeric',
                      month: 'long',
                      hour: '2-digit',
                      minute: '2-digit',
                    })}
                  </time>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
