/**
 * Online detection. `navigator.onLine` only says a network interface is up, so this is the
 * hint that wakes the sync engine; a failed request remains the real proof of being offline.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

export function watchOnline(onChange: (online: boolean) => void): () => void {
  const up = () => onChange(true);
  const down = () => onChange(false);
  window.addEventListener('online', up);
  window.addEventListener('offline', down);
  return () => {
    window.removeEventListener('online', up);
    window.removeEventListener('offline', down);
  };
}
