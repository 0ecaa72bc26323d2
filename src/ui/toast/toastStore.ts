/**
 * App toasts: one at a time (a new toast replaces the current one), dismissed after
 * 4000 ms by default (spec: app toast 4000 ms, toast limit 1).
 */
export type ToastTone = 'info' | 'success' | 'error';

export type Toast = {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  durationMs: number;
};

export const defaultToastDurationMs = 4000;

type Listener = () => void;

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(toast: {
  title: string;
  description?: string;
  tone?: ToastTone;
  durationMs?: number;
}): number {
  clearTimeout(timer);
  const id = nextId++;
  current = {
    id,
    title: toast.title,
    tone: toast.tone ?? 'info',
    durationMs: toast.durationMs ?? defaultToastDurationMs,
    ...(toast.description === undefined ? {} : { description: toast.description }),
  };
  timer = setTimeout(() => dismissToast(id), current.durationMs);
  emit();
  return id;
}

/** Dismisses the toast with this id (or the current one); a stale id does nothing. */
export function dismissToast(id?: number): void {
  if (current === null || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  current = null;
  emit();
}

export function currentToast(): Toast | null {
  return current;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
