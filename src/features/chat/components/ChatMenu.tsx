import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import * as styles from './chatHeader.css.ts';
import { ChatIcon } from './ChatIcon.tsx';

export type ChatMenuItem = {
  id: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  tone?: 'danger';
};

/**
 * The header's "more" menu, following the WAI-ARIA menu button pattern: Enter, Space or the
 * arrows open it, arrows/Home/End move, Escape closes and gives focus back to the button, Tab
 * or a click elsewhere closes it.
 */
export function ChatMenu({ items }: { items: readonly ChatMenuItem[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (menuRef.current?.contains(target) === true || buttonRef.current?.contains(target) === true) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive((index + items.length) % items.length);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => (index + 1) % items.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => (index - 1 + items.length) % items.length);
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default: {
        // Type-ahead: the first item starting with the typed letter.
        if (event.key.length !== 1) break;
        const letter = event.key.toLocaleLowerCase();
        const match = items.findIndex((item) => item.label.toLocaleLowerCase().startsWith(letter));
        if (match >= 0) setActive(match);
      }
    }
  };

  const select = (item: ChatMenuItem) => {
    close(true);
    item.onSelect();
  };

  return (
    <div className={styles.menuWrap}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.iconButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t`Plus d'options`}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <ChatIcon name="more" />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.id} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                className={
                  item.tone === 'danger' ? `${styles.menuItem} ${styles.menuItemDanger}` : styles.menuItem
                }
                onClick={() => select(item)}
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
