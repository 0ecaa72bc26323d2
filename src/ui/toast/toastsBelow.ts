/**
 * Toasts open under the top bar, where a screen's own header sits (the chat's, with its crisis
 * button and menu). While such a header is shown, toasts open below it instead, so an error
 * never covers the way to help.
 */
import { useLayoutEffect, type RefObject } from 'react';

import { toastOffsetProperty } from './toaster.css.ts';

export function useToastsBelow(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const root = document.documentElement;
    const follow = () => root.style.setProperty(toastOffsetProperty, `${element.offsetHeight}px`);
    follow();
    // The chat's header takes two rows on phones: its height follows the layout.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(toastOffsetProperty);
    };
  }, [ref]);
}
