import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { LinkButton } from '../button/Button.tsx';
import { card, muted } from './contentPage.css.ts';

/** On a signed-in reading page, a visitor is told what signing in shows them, and given the way. */
export function SignInCard({ children }: { children: ReactNode }) {
  return (
    <div className={card}>
      <p className={muted}>{children}</p>
      <div>
        <LinkButton to="/auth" tone="primary">
          <Trans>Se connecter</Trans>
        </LinkButton>
      </div>
    </div>
  );
}
