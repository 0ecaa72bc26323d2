import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { Button } from '../button/Button.tsx';
import { useModalFocus } from '../dialog/useModalFocus.ts';
import { Icon } from '../icons/Icon.tsx';

import * as styles from './drawer.css.ts';

type DrawerProps = {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A side panel (modal dialog): focus moves into it, Tab stays inside, Escape or the backdrop
 * closes it, and focus returns to what opened it.
 */
export function Drawer({ id, title, open, onClose, children }: DrawerProps) {
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);

  useModalFocus(panelRef, open, onClose);

  if (!open) return null;
  // Portalled to <body>: an ancestor with a backdrop filter (the top bar) would otherwise
  // become the containing block of this fixed panel and squeeze it into the bar.
  return createPortal(
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} id={id} className={styles.panel} role="dialog" aria-modal="true" aria-label={title}>
        <div className={styles.header}>
          <span className={styles.title}>{title}</span>
          <Button tone="ghost" size="icon" onClick={onClose} aria-label={t`Fermer le menu`}>
            <Icon name="close" />
          </Button>
        </div>
        {children}
      </div>
    </>,
    document.body,
  );
}
