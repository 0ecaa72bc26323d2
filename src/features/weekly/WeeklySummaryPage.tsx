import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';

import { useService } from '#app/serviceContext.tsx';
import { localeOrDefault, type Locale } from '#core/locale.ts';
import { longDate, shortDate } from '#core/longDate.ts';
import { formatNumber } from '#core/numbers.ts';
import { loadWeeklySummary, type WeeklyResult, type WeeklySummary } from '#data/weekly/index.ts';
import { useAuthStatus, useSessionUser } from '#features/auth/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { SignInCard } from '#ui/page/SignInCard.tsx';

import * as css from './weekly.css.ts';
import { useWeeklyWords } from './weeklyWords.ts';

type Loaded = { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'ready'; result: WeeklyResult };

export function WeeklySummaryPage() {
  const user = useSessionUser();
  const status = useAuthStatus();
  if (user === null)
    return (
      <div className={css.page}>
        <WeeklyHead />
        {status === 'checking' ? null : (
          <SignInCard>
            <Trans>Connectez-vous pour voir le résumé de vos semaines.</Trans>
          </SignInCard>
        )}
      </div>
    );
  return <WeeklySummaryFor userId={user.id} />;
}

/** The page's title and what it is computed from, signed in or not (as the credit diagnostic's). */
function WeeklyHead() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Résumé de la semaine — Emma & Louis`}</title>
      <div className={css.head}>
        <h1 className={css.title} tabIndex={-1} data-stage-heading>
          <Trans>Résumé de la semaine</Trans>
        </h1>
        <p className={css.muted}>
          <Trans>Calculé à partir de vos messages de la semaine, pour vous seul.</Trans>
        </p>
      </div>
    </>
  );
}

function WeeklySummaryFor({ userId }: { userId: string }) {
  const { t, i18n } = useLingui();
  const locale = localeOrDefault(i18n.locale);
  const supabase = useService('supabase');
  const database = useService('database');
  const [offset, setOffset] = useState(0);
  // The result with the week it is for: another week shows "loading" until its own arrives.
  const [settled, setSettled] = useState<{ offset: number; loaded: Loaded } | null>(null);
  const loaded: Loaded = settled?.offset === offset ? settled.loaded : { kind: 'loading' };

  useEffect(() => {
    let live = true;
    void database
      .get()
      .then((db) => loadWeeklySummary(() => supabase.get(), db, userId, offset))
      .then((result) => {
        if (!live) return;
        setSettled({
          offset,
          loaded: result.ok ? { kind: 'ready', result: result.value } : { kind: 'unavailable' },
        });
      });
    return () => {
      live = false;
    };
  }, [database, supabase, userId, offset]);

  const summary = loaded.kind === 'ready' ? loaded.result.summary : null;
  const from = summary === null ? '' : longDate(summary.start, locale, false);
  const to = summary === null ? '' : longDate(summary.end, locale);
  const week = summary?.week_number ?? 0;
  const period = summary === null ? '' : t`Du ${from} au ${to} (semaine ${week})`;

  return (
    <div className={css.page}>
      <WeeklyHead />
      <nav className={css.nav} aria-label={t`Changer de semaine`}>
        <Button tone="secondary" onClick={() => setOffset((value) => value - 1)}>
          <Icon name="arrowLeft" />
          <Trans>Semaine précédente</Trans>
        </Button>
        <p className={css.period} aria-live="polite">
          {period}
        </p>
        <Button
          tone="secondary"
          disabled={offset >= 0}
          onClick={() => setOffset((value) => Math.min(0, value + 1))}
        >
          <Trans>Semaine suivante</Trans>
          <Icon name="arrowRight" />
        </Button>
      </nav>
      {loaded.kind === 'loading' && (
        <p className={css.muted} role="status">
          <Trans>Chargement du résumé…</Trans>
        </p>
      )}
      {loaded.kind === 'unavailable' && (
        <p className={css.notice} role="alert">
          <Trans>
            Ce résumé n'est pas disponible hors ligne : connectez-vous à Internet pour le calculer.
          </Trans>
        </p>
      )}
      {loaded.kind === 'ready' && <WeekDetails result={loaded.result} locale={locale} period={period} />}
    </div>
  );
}

function WeekDetails({ result, locale, period }: { result: WeeklyResult; locale: Locale; period: string }) {
  const { t } = useLingui();
  const words = useWeeklyWords();
  const { summary, fromCache, fetchedAt } = result;
  const [pdfBusy, setPdfBusy] = useState(false);
  const mood = formatNumber(summary.average_mood, locale, 1);
  const savedOn = longDate(fetchedAt.slice(0, 10), locale);
  const insights = summary.key_insights.map((code) => words.insight(code, summary));
  const steps = summary.next_steps.map((code) => words.step(code));
  const topWords = summary.most_used_words.map((entry) => entry.word);
  const empty = summary.total_messages === 0;

  async function downloadPdf() {
    setPdfBusy(true);
    try {
      const { downloadWeeklyPdf } = await import('./weeklyPdf.ts');
      await downloadWeeklyPdf(summary, {
        title: t`Emma & Louis — Résumé de la semaine`,
        period,
        figures: [
          [t`Sessions`, String(summary.total_sessions)],
          [t`Messages envoyés`, String(summary.total_messages)],
          [t`Humeur moyenne`, `${mood}/10`],
          [t`Jours actifs`, `${summary.active_days}/7`],
        ],
        chartTitle: t`Humeur des 12 dernières semaines`,
        chartLabels: summary.history.map((week) => shortDate(week.week_start, locale)),
        wordsTitle: t`Mots les plus utilisés`,
        words: topWords.length > 0 ? topWords.join(', ') : '-',
        insightsTitle: t`Points clés`,
        insights: insights.length > 0 ? insights : [t`Aucun résumé disponible pour cette semaine.`],
        stepsTitle: t`Prochaines étapes`,
        steps,
        disclosure: t`Emma et Louis sont des intelligences artificielles : un soutien pour votre bien-être, pas un avis médical ni une thérapie. Ce résumé est calculé automatiquement à partir de vos messages.`,
        fileName: `emma-et-louis-semaine-${summary.start}.pdf`,
      });
    } finally {
      setPdfBusy(false);
    }
  }

  return (
    <>
      {fromCache && (
        <p className={css.notice} role="status">
          <Trans>Hors ligne : voici le résumé enregistré le {savedOn}.</Trans>
        </p>
      )}
      <ul className={css.tiles} aria-label={t`Chiffres de la semaine`}>
        <Tile value={String(summary.total_sessions)} label={t`Sessions`} />
        <Tile value={String(summary.total_messages)} label={t`Messages envoyés`} />
        <Tile value={`${mood}/10`} label={t`Humeur moyenne`} />
        <Tile value={`${summary.active_days}/7`} label={t`Jours actifs`} />
      </ul>
      <section className={css.card} aria-labelledby="weekly-progress">
        <h2 id="weekly-progress" className={css.h2}>
          <Trans>Progression de la semaine</Trans>
        </h2>
        <div
          className={css.progressTrack}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={summary.weekly_progress}
          aria-labelledby="weekly-progress"
        >
          <div className={css.progressBar} style={{ width: `${summary.weekly_progress}%` }} />
        </div>
        <p className={css.muted}>
          <ActiveDays days={summary.active_days} />
        </p>
      </section>
      {empty ? (
        <p className={css.card}>
          <Trans>Aucun résumé disponible pour cette semaine.</Trans>
        </p>
      ) : (
        <div className={css.columns}>
          <section className={css.card} aria-labelledby="weekly-insights">
            <h2 id="weekly-insights" className={css.h2}>
              <Trans>Points clés</Trans>
            </h2>
            <ul className={css.list}>
              {insights.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <h2 className={css.h2}>
              <Trans>Mots les plus utilisés</Trans>
            </h2>
            <p className={css.muted}>{topWords.join(', ')}</p>
          </section>
          <section className={css.card} aria-labelledby="weekly-steps">
            <h2 id="weekly-steps" className={css.h2}>
              <Trans>Prochaines étapes</Trans>
            </h2>
            <ul className={css.list}>
              {steps.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </section>
        </div>
      )}
      <MoodChart summary={summary} locale={locale} />
      <div className={css.actions}>
        <Button tone="primary" disabled={pdfBusy} onClick={() => void downloadPdf()}>
          <Icon name="download" />
          <Trans>Télécharger en PDF</Trans>
        </Button>
      </div>
      <p className={css.muted}>
        <Trans>
          Emma et Louis sont des intelligences artificielles : un soutien pour votre bien-être, pas un avis
          médical ni une thérapie.
        </Trans>
      </p>
    </>
  );
}

function ActiveDays({ days }: { days: number }) {
  return (
    <Plural
      value={days}
      one="# jour avec au moins un échange sur 7."
      other="# jours avec au moins un échange sur 7."
    />
  );
}

function Tile({ value, label }: { value: string; label: string }) {
  return (
    <li className={css.card}>
      <span className={css.tileValue}>{value}</span>
      <span className={css.tileLabel}>{label}</span>
    </li>
  );
}

/**
 * Mood of the last 12 weeks: bars for the eye, the same figures as a table for everyone. Bars and
 * labels are HTML, not a scaled SVG, so the labels keep the text's size on a phone and a desktop.
 */
function MoodChart({ summary, locale }: { summary: WeeklySummary; locale: Locale }) {
  const { t } = useLingui();
  const titleId = useId();
  const last = summary.history.length - 1;
  return (
    <section className={css.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.h2}>
        <Trans>Humeur des 12 dernières semaines</Trans>
      </h2>
      <div className={css.chart} role="img" aria-labelledby={titleId}>
        <div className={css.chartScale}>
          <span>10</span>
          <span>5</span>
          <span>0</span>
        </div>
        <div className={css.chartPlot}>
          {summary.history.map((week, index) => (
            <div key={week.week_start} className={css.chartColumn}>
              {week.mood !== null && (
                <div
                  className={index === last ? css.chartCurrent : css.chartBar}
                  style={{ height: `${week.mood * 10}%` }}
                />
              )}
            </div>
          ))}
        </div>
        <div className={css.chartLabels}>
          {summary.history.map((week) => (
            <span key={week.week_start} className={css.chartLabel}>
              {shortDate(week.week_start, locale)}
            </span>
          ))}
        </div>
      </div>
      <details>
        <summary>
          <Trans>Voir les données en tableau</Trans>
        </summary>
        <table className={css.table}>
          <thead>
            <tr>
              <th className={css.cell} scope="col">
                <Trans>Semaine du</Trans>
              </th>
              <th className={css.cell} scope="col">
                <Trans>Humeur moyenne</Trans>
              </th>
              <th className={css.cell} scope="col">
                <Trans>Messages</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.history.map((week) => (
              <tr key={week.week_start}>
                <td className={css.cell}>{longDate(week.week_start, locale)}</td>
                <td className={css.cell}>
                  {week.mood === null ? t`pas de message` : `${formatNumber(week.mood, locale, 1)}/10`}
                </td>
                <td className={css.cell}>{week.messages}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
