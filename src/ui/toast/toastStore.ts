/**
 * App toasts: one at a time (a new toast replaces the current one), dismissed after
 * 4000 ms by default (spec: app toast 4000 ms, toast limit 1). The composition root creates the
 * app's store and provides it; screens show toasts through `useToasts()`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { createContext, use } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

/**
 * `titleMessage`: the title as a Lingui message, translated when shown, so a toast that outlives a
 * language switch follows it (`title` is its text in the language of the moment).
 * `placement`: 'bottom' for a notice nobody has to act on (it covers no heading or open menu).
 */
export type Toast = {
  id: number;
  title: string;
  titleMessage?: MessageDescriptor;
  description?: string;
  tone: ToastTone;
  durationMs: number;
  placement: 'top' | 'bottom';
};

export type ToastInput = {
  title: string;
  titleMessage?: MessageDescriptor;
  description?: string;
  tone?: ToastTone;
  durationMs?: number;
  placement?: 'top' | 'bottom';
};

export const defaultToastDurationMs = 4000;

export type ToastStore = {
  /** Shows `toast` in place of the current one; returns its id. */
  show: (toast: ToastInput) => number;
  /** Dismisses the toast with this id (or the current one); a stale id does nothing. */
  dismiss: (id?: number) => void;
  current: () => Toast | null;
  subscribe: (listener: () => void) => () => void;
};

export function createToastStore(): ToastStore {
  let current: Toast | null = null;
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const dismiss = (id?: number) => {
    if (current === null || (id !== undefined && current.id !== id)) return;
    clearTimeout(timer);
    current = null;
    emit();
  };
  return {
    show(toast) {
      clearTimeout(timer);
      const id = nextId++;
      const shown: Toast = {
        id,
        title: toast.title,
        tone: toast.tone ?? 'info',
        durationMs: toast.durationMs ?? defaultToastDurationMs,
        placement: toast.placement ?? 'top',
        ...(toast.titleMessage === undefined ? {} : { titleMessage: toast.titleMessage }),
        ...(toast.description === undefined ? {} : { description: toast.description }),
      };
      current = shown;
      timer = setTimeout(() => dismiss(id), shown.durationMs);
      emit();
      return id;
    },
    dismiss,
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const ToastContext = createContext<ToastStore | null>(null);

export function useToasts(): ToastStore {
  const store = use(ToastContext);
  if (store === null) throw new Error('useToasts must be used inside a toast provider');
  return store;
}
