import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Dialog } from '#ui/dialog/Dialog.tsx';
import * as dialog from '#ui/dialog/dialog.css.ts';

import * as styles from './everywhere.css.ts';

/** Lower case without accents, so "parametres" finds "Paramètres". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Ctrl+K: type a few letters of a page's name, Enter goes to the first match (or pick one). The
 * places a signed-in person goes to.
 */
export function QuickSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const titleId = useId();
  const [query, setQuery] = useState('');
  const places: { label: string; to: string; state?: unknown }[] = [
    { label: t`Choisir un coach`, to: '/', state: { chooseCoach: true } },
    { label: t`Parler avec Emma`, to: '/chat/emma' },
    { label: t`Parler avec Louis`, to: '/chat/louis' },
    { label: t`Tableau de bord`, to: '/dashboard' },
    { label: t`Résumé de la semaine`, to: '/weekly-summary' },
    { label: t`Paramètres`, to: '/settings' },
    { label: t`Paramètres avancés`, to: '/modern-settings' },
    { label: t`Raccourcis clavier`, to: '/modern-settings?tab=shortcuts' },
    { label: t`Mon abonnement`, to: '/subscription' },
    { label: t`Tarifs`, to: '/pricing' },
    { label: t`Citations`, to: '/quotes' },
    { label: t`Questions fréquentes`, to: '/faq' },
    { label: t`Contact`, to: '/contact' },
  ];
  const found = places.filter((place) => fold(place.label).includes(fold(query.trim())));
  const close = () => {
    setQuery('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} labelledBy={titleId}>
      <div className={dialog.body}>
        <h2 id={titleId} className={dialog.title}>
          {t`Recherche rapide`}
        </h2>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const first = found[0];
            if (first === undefined) return;
            close();
            void navigate(first.to, first.state === undefined ? {} : { state: first.state });
          }}
        >
          <input
            className={styles.search}
            type="search"
            data-autofocus
            aria-label={t`Aller à la page`}
            placeholder={t`Aller à… (Entrée pour ouvrir)`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        {found.length === 0 ? (
          <p className={styles.muted} role="status">
            {t`Aucune page ne correspond.`}
          </p>
        ) : (
          <ul className={styles.results} aria-label={t`Pages`}>
            {found.map((place, index) => (
              <li key={place.to + place.label}>
                <Link
                  className={styles.result}
                  to={place.to}
                  state={place.state}
                  aria-current={index === 0 && query.trim() !== '' ? 'true' : undefined}
                  onClick={close}
                >
                  {place.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
