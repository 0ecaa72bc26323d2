import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { useModalFocus } from './useModalFocus.ts';

import * as styles from './dialog.css.ts';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** `sheet` rises from the bottom on phones. */
  variant?: 'sheet' | 'dialog';
  children: ReactNode;
};

/**
 * A modal dialog: focus moves in (to `[data-autofocus]` if any) and stays in (Tab cycles), the
 * page behind does not scroll, Escape and the backdrop close it, and focus returns to whatever
 * opened it. Portalled to <body> so no ancestor clips it.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  role = 'dialog',
  variant = 'dialog',
  children,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, open, onClose);

  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      role="presentation"
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes (not a drag out of the panel).
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={styles.panel[variant]}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
