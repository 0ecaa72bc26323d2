import { useEffect, useRef, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard contract, shared by every dialog, sheet and drawer: focus moves in
 * (to `[data-autofocus]`, else the selected tab, else the first control), Tab and Shift+Tab stay
 * inside, Escape closes, the page behind does not scroll, and focus goes back to what opened it.
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  // The latest onClose, without re-running the effect (that would move focus on every render).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ??
      dialog?.querySelector<HTMLElement>(focusable) ??
      dialog;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        // One Escape closes one dialog (a sheet over a page with its own Escape handling).
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || dialog === null) return;
      // Roving tabindex: an unselected tab (tabindex -1) is not a Tab stop.
      const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((item) => item.tabIndex >= 0);
      const head = items[0];
      const tail = items[items.length - 1];
      if (head === undefined || tail === undefined) {
        event.preventDefault();
        return;
      }
      // Focus that slipped out (a click on the backdrop) comes back in on the next Tab.
      const inside = dialog.contains(document.activeElement);
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
  }, [ref, open]);
}
