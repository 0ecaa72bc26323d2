import { describe, expect, it } from 'vitest';

import { appShortcutOf, isSaveShortcut, type KeyPress } from './shortcuts.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: key.length === 1 ? `Key${key.toUpperCase()}` : key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('keyboard shortcuts', () => {
  it('reads Ctrl+/, Ctrl+K and Ctrl+N (⌘ on a Mac), and Alt+N for browsers that keep Ctrl+N', () => {
    expect(appShortcutOf(press('/', { ctrlKey: true }))).toBe('showShortcuts');
    // Shift+/ is "?" on some layouts, ":" on the French one's key: both show the guide with Ctrl.
    expect(appShortcutOf(press(':', { ctrlKey: true }))).toBe('showShortcuts');
    expect(appShortcutOf(press('k', { metaKey: true }))).toBe('search');
    expect(appShortcutOf(press('K', { ctrlKey: true }))).toBe('search');
    expect(appShortcutOf(press('n', { ctrlKey: true }))).toBe('newChat');
    expect(appShortcutOf({ ...press('˜', { altKey: true }), code: 'KeyN' })).toBe('newChat');
  });

  it('leaves every other key alone (typing, Ctrl+Shift+K, AltGr combinations)', () => {
    for (const event of [
      press('k'),
      press('/'),
      press('n', { shiftKey: true }),
      press('k', { ctrlKey: true, shiftKey: true }),
      press('n', { ctrlKey: true, altKey: true }),
      press('c', { ctrlKey: true }),
    ])
      expect(appShortcutOf(event)).toBeNull();
  });

  it('Ctrl+S (⌘S) saves', () => {
    expect(isSaveShortcut(press('s', { ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(press('S', { metaKey: true }))).toBe(true);
    expect(isSaveShortcut(press('s'))).toBe(false);
  });
});
