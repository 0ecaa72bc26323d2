import { describe, expect, it } from 'vitest';

import {
  accessibilityScore,
  defaultSettings,
  maxImportBytes,
  parseImportedSettings,
  resetSection,
  retentionDays,
  sanitizeSettings,
  scoreTone,
  settingsFileName,
  updateSection,
  validateSettings,
} from './settings.ts';

describe('validateSettings', () => {
  it('accepts the defaults', () => {
    expect(validateSettings(defaultSettings())).toEqual({ errors: [], warnings: [] });
  });

  it('wants the morning prompt before the evening one', () => {
    const late = updateSection(defaultSettings(), 'notifications', {
      morningTime: '21:00',
      eveningTime: '20:00',
    });
    expect(validateSettings(late).errors).toEqual(['morningAfterEvening']);
    const same = updateSection(defaultSettings(), 'notifications', { morningTime: '20:00' });
    expect(validateSettings(same).errors).toEqual(['morningAfterEvening']);
  });

  it('allows a bio of 500 characters, not 501', () => {
    const at = (n: number) =>
      updateSection(defaultSettings(), 'account', {
        profile: { ...defaultSettings().account.profile, bio: 'a'.repeat(n) },
      });
    expect(validateSettings(at(500)).errors).toEqual([]);
    expect(validateSettings(at(501)).errors).toEqual(['bioTooLong']);
  });

  it('only warns about a session timeout under 5 minutes', () => {
    const short = updateSection(defaultSettings(), 'privacy', { sessionTimeout: 4 });
    expect(validateSettings(short)).toEqual({ errors: [], warnings: ['shortTimeout'] });
    expect(
      validateSettings(updateSection(defaultSettings(), 'privacy', { sessionTimeout: 5 })).warnings,
    ).toEqual([]);
  });
});

describe('parseImportedSettings', () => {
  it('takes back an exported file', () => {
    const settings = updateSection(defaultSettings(), 'chat', { responseStyle: 'formal' });
    expect(parseImportedSettings(JSON.stringify(settings))).toEqual({ ok: true, settings });
  });

  it('fills missing fields with their defaults', () => {
    const result = parseImportedSettings('{"appearance": {"fontSize": "large"}}');
    expect(result.ok && result.settings.appearance.fontSize).toBe('large');
    expect(result.ok && result.settings.chat).toEqual(defaultSettings().chat);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list', '[]'],
    ['a number', '42'],
    ['null', 'null'],
    ['a wrong type', '{"appearance": {"highContrast": "yes"}}'],
    ['a section that is not an object', '{"chat": 3}'],
    ['an unknown choice', '{"appearance": {"accentColor": "#ff0000"}}'],
    ['a bad time', '{"notifications": {"morningTime": "9h"}}'],
    ['an infinite number', '{"privacy": {"sessionTimeout": 1e999}}'],
    ['a prototype key', '{"__proto__": {"polluted": true}}'],
    ['a nested prototype key', '{"chat": {"constructor": {"prototype": {"x": 1}}}}'],
    ['a huge text', JSON.stringify({ account: { profile: { bio: 'x'.repeat(3000) } } })],
  ])('refuses %s', (_, text) => {
    const result = parseImportedSettings(text);
    expect(result.ok).toBe(false);
    expect(result.ok || result.problem).toBe('invalidFormat');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses a 5 MB file before reading it', () => {
    const big = JSON.stringify({ version: 'x'.repeat(5 * 1024 * 1024) });
    expect(big.length).toBeGreaterThan(maxImportBytes);
    expect(parseImportedSettings(big)).toEqual({ ok: false, problem: 'tooLarge', fields: [] });
  });
});

describe('sanitizeSettings', () => {
  it('keeps valid fields and defaults the rest of a damaged copy', () => {
    const settings = sanitizeSettings({ appearance: { fontSize: 'large', accentColor: 42 }, chat: 'x' });
    expect(settings.appearance.fontSize).toBe('large');
    expect(settings.appearance.accentColor).toBe('purple');
    expect(settings.chat).toEqual(defaultSettings().chat);
    expect(sanitizeSettings(undefined)).toEqual(defaultSettings());
  });

  it('reads the old "system" theme as auto', () => {
    expect(sanitizeSettings({ appearance: { theme: 'system' } }).appearance.theme).toBe('auto');
  });
});

describe('helpers', () => {
  it('resets one section only', () => {
    const changed = updateSection(
      updateSection(defaultSettings(), 'chat', { enterToSend: false }),
      'privacy',
      {
        analytics: false,
      },
    );
    const reset = resetSection(changed, 'chat');
    expect(reset.chat.enterToSend).toBe(true);
    expect(reset.privacy.analytics).toBe(false);
  });

  it('scores accessibility over 7 switches: green from 80, yellow from 60', () => {
    expect(accessibilityScore(defaultSettings())).toBe(57);
    expect(scoreTone(80)).toBe('good');
    expect(scoreTone(60)).toBe('fair');
    expect(scoreTone(59)).toBe('poor');
  });

  it('names the export file with the date', () => {
    expect(settingsFileName(new Date('2026-11-27T10:00:00Z'))).toBe('parametres-emma-louis-2026-11-27.json');
  });
});

describe('retention', () => {
  it('is the shorter of auto-delete and "delete after 30 days", or 0 when both keep', () => {
    const base = defaultSettings();
    expect(retentionDays(base)).toBe(0);
    expect(retentionDays(updateSection(base, 'chat', { autoDeleteDays: 7 }))).toBe(7);
    expect(retentionDays(updateSection(base, 'privacy', { conversationHistory: 'delete30d' }))).toBe(30);
    const both = updateSection(updateSection(base, 'chat', { autoDeleteDays: 90 }), 'privacy', {
      conversationHistory: 'delete30d',
    });
    expect(retentionDays(both)).toBe(30);
  });
});
