/**
 * The keyboard shortcuts of the accessibility guide (spec: Ctrl+/, Ctrl+K, Ctrl+Enter, Ctrl+N,
 * Ctrl+S, Esc, Tab, Shift+Tab, Enter, Space). The app-wide ones are read here from a key press;
 * Ctrl+Enter belongs to the chat's field, Ctrl+S to the settings screens, Esc to each dialog, and
 * the last four are the browser's own.
 */
export type AppShortcut = 'showShortcuts' | 'search' | 'newChat';

export type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * Ctrl (⌘ on a Mac) with /, K or N. Browsers keep Ctrl+N for a new window (Chrome never lets a
 * page have it), so Alt+N does the same.
 */
export function appShortcutOf(event: KeyPress): AppShortcut | null {
  const key = event.key.toLowerCase();
  const command = (event.ctrlKey || event.metaKey) && !event.altKey;
  if (command && (key === '/' || key === ':')) return 'showShortcuts';
  if (command && !event.shiftKey && key === 'k') return 'search';
  if (command && !event.shiftKey && key === 'n') return 'newChat';
  // The key's place, not its letter: Alt+N types "˜" on a Mac.
  if (event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === 'KeyN')
    return 'newChat';
  return null;
}

/** Ctrl+S (⌘S): save the settings. */
export function isSaveShortcut(event: KeyPress): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';
}

/** The guide, in the spec's order: what each shortcut does and its keys (named keys are translated). */
export const shortcutGuide = [
  ['showShortcuts', ['Ctrl', '/']],
  ['search', ['Ctrl', 'K']],
  ['send', ['Ctrl', 'Enter']],
  ['newChat', ['Ctrl', 'N']],
  ['save', ['Ctrl', 'S']],
  ['close', ['Escape']],
  ['next', ['Tab']],
  ['previous', ['Shift', 'Tab']],
  ['activate', ['Enter']],
  ['toggle', ['Space']],
] as const;

export type GuideEntry = (typeof shortcutGuide)[number][0];
export type GuideKey = (typeof shortcutGuide)[number][1][number];
