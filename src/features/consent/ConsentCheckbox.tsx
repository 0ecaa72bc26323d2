import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';

import * as css from './consent.css.ts';

/**
 * The explicit consent a sign-up form requires before its button works. The form sends the
 * policy version in the sign-up metadata and the server records it (source 'signup').
 */
export function ConsentCheckbox({
  checked,
  onChange,
  onLeave,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Called when the policy link is followed (a modal closes then). */
  onLeave?: (() => void) | undefined;
}) {
  const id = useId();
  return (
    <div className={css.row}>
      <input
        id={id}
        type="checkbox"
        className={css.box}
        checked={checked}
        required
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className={css.label}>
        <Trans>
          J'accepte que mes conversations avec Emma et Louis, qui peuvent concerner ma santé et mon bien-être,
          soient traitées pour me répondre, comme le décrit la{' '}
          <Link to="/confidentialite" onClick={onLeave}>
            politique de confidentialité
          </Link>
          . Je peux retirer ce consentement à tout moment.
        </Trans>
      </label>
    </div>
  );
}
