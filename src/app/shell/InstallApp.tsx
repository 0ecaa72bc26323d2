import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import { useService } from '../serviceContext.tsx';

import { useInstallOption } from './installPrompt.ts';
import * as styles from './topBar.css.ts';

/**
 * "Installer l'application": the browser's own dialog where there is one, else (iOS Safari) the
 * steps that add it to the home screen, unfolded in place. Hidden when the app cannot be
 * installed or already is.
 */
export function InstallAppButton() {
  const option = useInstallOption();
  const install = useService('installPrompt');
  const [showIosSteps, setShowIosSteps] = useState(false);
  const stepsId = useId();
  if (option === 'none') return null;
  return (
    <div>
      <Button
        tone="secondary"
        aria-expanded={option === 'ios' ? showIosSteps : undefined}
        aria-controls={option === 'ios' ? stepsId : undefined}
        onClick={() => {
          if (option === 'prompt') void install.prompt();
          else setShowIosSteps((shown) => !shown);
        }}
      >
        <Icon name="download" size="1.125rem" />
        <Trans>Installer l'application</Trans>
      </Button>
      {option === 'ios' && showIosSteps && (
        <ol id={stepsId} className={styles.installSteps}>
          <li>
            <Trans>Touchez le bouton Partager de Safari (le carré avec une flèche vers le haut).</Trans>
          </li>
          <li>
            <Trans>Choisissez « Sur l'écran d'accueil », puis « Ajouter ».</Trans>
          </li>
          <li>
            <Trans>Ouvrez Emma & Louis depuis son icône : l'application fonctionne aussi hors ligne.</Trans>
          </li>
        </ol>
      )}
    </div>
  );
}
