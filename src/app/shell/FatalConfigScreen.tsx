import { Trans, useLingui } from '@lingui/react/macro';

import type { ConfigProblem } from '#core/config.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import * as panel from '#ui/page/panel.css.ts';

import { useConfigProblems } from '../appActor.tsx';

import * as styles from './shell.css.ts';

function useProblemText() {
  const { t } = useLingui();
  return (problem: ConfigProblem): string => {
    const variable = problem.variable;
    if (problem.problem === 'invalid') return t`${variable} n'est pas une adresse http(s) valide.`;
    return t`${variable} est absente.`;
  };
}

/**
 * Fatal configuration error (spec §7): this build does not know its backend, so nothing can
 * work. Aimed at whoever deployed it, with the exact variables to set.
 */
export function FatalConfigScreen() {
  const { t } = useLingui();
  const problems = useConfigProblems();
  const describe = useProblemText();
  return (
    <main className={panel.centered}>
      <title>{t`Configuration incomplète — Emma & Louis`}</title>
      <section className={panel.card} role="alert" aria-labelledby="fatal-title">
        <Icon name="alert" size="2rem" />
        <h1 id="fatal-title">
          <Trans>Configuration incomplète</Trans>
        </h1>
        <p>
          <Trans>
            L'application ne peut pas démarrer : elle ne sait pas à quel serveur se connecter. Ce n'est pas de
            votre fait ; l'équipe qui l'a mise en ligne doit corriger sa configuration.
          </Trans>
        </p>
        <ul className={styles.problemList}>
          {problems.map((problem) => (
            <li key={problem.variable}>{describe(problem)}</li>
          ))}
        </ul>
        <p>
          <Trans>
            Définissez ces variables au moment de la construction, puis reconstruisez l'application :
          </Trans>
        </p>
        <pre className={styles.code}>
          {
            'VITE_SUPABASE_URL=https://<project-ref>.supabase.co\nVITE_SUPABASE_ANON_KEY=<anon-key>\nnpm run build'
          }
        </pre>
      </section>
    </main>
  );
}
