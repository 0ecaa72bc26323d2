import { Trans } from '@lingui/react/macro';

import * as css from '../components/auth.css.ts';

/** 'Vérification de votre session', while the stored session is checked. */
export function CheckingSession({ titleId }: { titleId?: string }) {
  return (
    <div className={css.header} role="status">
      <span className={css.spinner} aria-hidden="true" />
      <p id={titleId} className={css.lead}>
        <Trans>Vérification de votre session</Trans>
      </p>
    </div>
  );
}
