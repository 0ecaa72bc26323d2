/**
 * The login / sign-up switch as ARIA tabs: arrow keys move between them (roving tabindex), the
 * panel is labelled by its tab.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

import * as css from './auth.css.ts';

export type AuthMode = 'login' | 'signup';

const modes: readonly AuthMode[] = ['login', 'signup'];

type AuthTabsProps = {
  idBase: string;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** The tabs' names, e.g. "Connexion" / "Inscription". */
  labels?: Record<AuthMode, string>;
  children: ReactNode;
};

export function AuthTabs({ idBase, mode, onModeChange, labels, children }: AuthTabsProps) {
  const { t } = useLingui();
  const names = labels ?? { login: t`Connexion`, signup: t`Inscription` };
  const tabs = useRef<Partial<Record<AuthMode, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = modes.indexOf(mode);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: modes.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = modes[(target + modes.length) % modes.length] ?? mode;
    onModeChange(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div className={css.tabList} role="tablist" aria-label={t`Connexion ou inscription`}>
        {modes.map((each) => (
          <button
            key={each}
            ref={(element) => {
              tabs.current[each] = element;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${each}`}
            aria-selected={mode === each}
            aria-controls={`${idBase}-panel`}
            tabIndex={mode === each ? 0 : -1}
            className={css.tab}
            onClick={() => onModeChange(each)}
            onKeyDown={onKeyDown}
          >
            {names[each]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${mode}`}>
        {children}
      </div>
    </>
  );
}
