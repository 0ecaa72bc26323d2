import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import * as styles from './dialog.css.ts';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type ChatDialogProps = {
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
export function ChatDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  role = 'dialog',
  variant = 'dialog',
  children,
}: ChatDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // An element marked data-autofocus wins (Cancel in a destructive confirmation).
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel?.querySelector<HTMLElement>(focusable) ??
      panel;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || panel === null) return;
      const items = [...panel.querySelectorAll<HTMLElement>(focusable)];
      const head = items[0];
      const tail = items[items.length - 1];
      if (head === undefined || tail === undefined) {
        event.preventDefault();
        return;
      }
      const inside = panel.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === head || !inside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (document.activeElement === tail || !inside)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected === true) opener.focus();
    };
  }, [open]);

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
