import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

import { Button } from '#ui/button/Button.tsx';

import { Dialog } from '#ui/dialog/Dialog.tsx';
import * as dialog from '#ui/dialog/dialog.css.ts';

type ClearHistoryDialogProps = {
  open: boolean;
  characterName: string;
  online: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** "Effacer l'historique ?": a destructive action, so Cancel has the focus by default. */
export function ClearHistoryDialog({
  open,
  characterName,
  online,
  onCancel,
  onConfirm,
}: ClearHistoryDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} describedBy={textId} role="alertdialog">
      <div className={dialog.body}>
        <h2 id={titleId} className={dialog.title}>
          <Trans>Effacer l'historique ?</Trans>
        </h2>
        <p id={textId} className={dialog.text}>
          <Trans>
            Tous vos échanges avec {characterName} seront supprimés, sur cet appareil comme sur nos serveurs.
            Cette action est définitive.
          </Trans>
          {!online && (
            <>
              {' '}
              <Trans>Une connexion à Internet est nécessaire.</Trans>
            </>
          )}
        </p>
        <div className={dialog.actions}>
          <Button data-autofocus tone="secondary" onClick={onCancel}>
            <Trans>Annuler</Trans>
          </Button>
          <Button tone="danger" onClick={onConfirm}>
            <Trans>Effacer l'historique</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
