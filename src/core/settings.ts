/**
 * Unified settings (spec §3, decision 4): their shape and defaults, the validation run before
 * saving (spec §5), and the two ways stored text becomes settings — leniently when loading the
 * device's own copy (anything wrong falls back to its default), strictly when importing a file
 * (anything wrong refuses the whole file, so nothing changes).
 */
import { accentColors, fontSizes, themeModes } from './appearance.ts';

export const moods = ['😊', '😌', '🤩', '😐', '😔', '😢', '😤', '😴'] as const;
export const autoDeleteChoices = [0, 7, 30, 90, 365] as const;
export const contextLengthChoices = { short: 10, medium: 25, long: 50 } as const;
export const proactivityChoices = { low: 25, medium: 50, high: 75 } as const;

/** Limits of spec §9. */
export const bioMaxProfile = 150;
export const bioMaxUnified = 500;
export const sessionTimeoutWarningMinutes = 5;
export const autoSaveDelayMs = 1000;
/** An imported file above this is refused before it is read (settings weigh a few KB). */
export const maxImportBytes = 256 * 1024;

/** Allowed values of the fields that are not free booleans, numbers or text. */
const choices: Record<string, readonly (string | number)[]> = {
  'notifications.timing': ['instant', 'hourly', 'daily'],
  'appearance.theme': themeModes,
  'appearance.fontSize': fontSizes,
  'appearance.accentColor': accentColors,
  'appearance.language': ['fr', 'en'],
  'privacy.profileVisible': ['all', 'friends', 'none'],
  'privacy.conversationHistory': ['keep', 'delete30d'],
  'chat.autoDeleteDays': autoDeleteChoices,
  'chat.defaultCharacter': ['emma', 'louis', 'both'],
  'chat.responseStyle': ['formal', 'casual', 'adaptive'],
  'chat.contextLength': ['short', 'medium', 'long'],
  'chat.proactivity': ['low', 'medium', 'high'],
  'chat.bubbleStyle': ['modern', 'classic', 'minimal'],
  'chat.messageSpacing': ['compact', 'normal', 'relaxed'],
  'account.profile.moodStatus': moods,
  'account.subscription.planType': ['free', 'decouverte', 'equilibre', 'intensif'],
};

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Fields holding a time of day (HH:MM). */
const timeFields = new Set([
  'notifications.morningTime',
  'notifications.eveningTime',
  'notifications.quietHours.start',
  'notifications.quietHours.end',
]);

export function defaultSettings(): UnifiedSettings {
  return {
    notifications: {
      messages: true,
      mentions: true,
      dailyPrompts: true,
      weeklyReports: true,
      achievementUnlocked: true,
      characterSuggestions: true,
      morningTime: '09:00',
      eveningTime: '20:00',
      quietHours: { enabled: false, start: '22:00', end: '08:00' },
      sound: true,
      vibration: true,
      email: true,
      push: true,
      timing: 'instant',
      characterSpecific: { emma: true, louis: true },
    },
    appearance: {
      theme: 'light',
      fontSize: 'normal',
      accentColor: 'purple',
      language: 'fr',
      animations: true,
      reducedMotion: false,
      soundEffects: true,
      compactMode: false,
      sidebarCollapsed: false,
      showAvatars: true,
      highContrast: false,
      largeClickTargets: false,
      keyboardNavigation: true,
    },
    privacy: {
      profileVisible: 'friends',
      conversationHistory: 'keep',
      analytics: true,
      onlineStatus: true,
      dataRetention: 365,
      shareUsageStats: true,
      personalizedAds: false,
      twoFactorAuth: false,
      loginAlerts: true,
      sessionTimeout: 60,
    },
    chat: {
      messageSound: true,
      typingIndicators: true,
      readReceipts: true,
      autoDeleteDays: 0,
      defaultCharacter: 'both',
      responseStyle: 'adaptive',
      contextLength: 'medium',
      proactivity: 'medium',
      showTimestamps: true,
      autoScroll: true,
      enterToSend: true,
      bubbleStyle: 'modern',
      messageSpacing: 'normal',
    },
    account: {
      profile: { firstName: '', lastName: '', bio: '', avatar: '', moodStatus: '😊' },
      security: { changePassword: false, downloadData: false, deleteAccount: false },
      subscription: { planType: 'free', autoRenew: true, billingAlerts: true },
    },
    keyboard: { enabled: true, customShortcuts: [] },
    version: '1.0.0',
    lastUpdated: '',
    syncEnabled: true,
  };
}

export type UnifiedSettings = {
  notifications: {
    messages: boolean;
    mentions: boolean;
    dailyPrompts: boolean;
    weeklyReports: boolean;
    achievementUnlocked: boolean;
    characterSuggestions: boolean;
    morningTime: string;
    eveningTime: string;
    quietHours: { enabled: boolean; start: string; end: string };
    sound: boolean;
    vibration: boolean;
    email: boolean;
    push: boolean;
    timing: 'instant' | 'hourly' | 'daily';
    characterSpecific: { emma: boolean; louis: boolean };
  };
  appearance: {
    theme: (typeof themeModes)[number];
    fontSize: (typeof fontSizes)[number];
    accentColor: (typeof accentColors)[number];
    language: 'fr' | 'en';
    animations: boolean;
    reducedMotion: boolean;
    soundEffects: boolean;
    compactMode: boolean;
    sidebarCollapsed: boolean;
    showAvatars: boolean;
    highContrast: boolean;
    largeClickTargets: boolean;
    keyboardNavigation: boolean;
  };
  privacy: {
    profileVisible: 'all' | 'friends' | 'none';
    conversationHistory: 'keep' | 'delete30d';
    analytics: boolean;
    onlineStatus: boolean;
    dataRetention: number;
    shareUsageStats: boolean;
    personalizedAds: boolean;
    twoFactorAuth: boolean;
    loginAlerts: boolean;
    sessionTimeout: number;
  };
  chat: {
    messageSound: boolean;
    typingIndicators: boolean;
    readReceipts: boolean;
    autoDeleteDays: (typeof autoDeleteChoices)[number];
    defaultCharacter: 'emma' | 'louis' | 'both';
    responseStyle: 'formal' | 'casual' | 'adaptive';
    contextLength: keyof typeof contextLengthChoices;
    proactivity: keyof typeof proactivityChoices;
    showTimestamps: boolean;
    autoScroll: boolean;
    enterToSend: boolean;
    bubbleStyle: 'modern' | 'classic' | 'minimal';
    messageSpacing: 'compact' | 'normal' | 'relaxed';
  };
  account: {
    profile: { firstName: string; lastName: string; bio: string; avatar: string; moodStatus: string };
    security: { changePassword: boolean; downloadData: boolean; deleteAccount: boolean };
    subscription: {
      planType: 'free' | 'decouverte' | 'equilibre' | 'intensif';
      autoRenew: boolean;
      billingAlerts: boolean;
    };
  };
  keyboard: { enabled: boolean; customShortcuts: string[] };
  version: string;
  lastUpdated: string;
  syncEnabled: boolean;
};

export type SettingsSection = 'notifications' | 'appearance' | 'privacy' | 'chat' | 'account' | 'keyboard';
export const settingsSections: readonly SettingsSection[] = [
  'notifications',
  'appearance',
  'privacy',
  'chat',
  'account',
  'keyboard',
];

/** Keys that would reach an object's prototype: never accepted from a file. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

type Conformed = { value: unknown; problems: string[] };

/**
 * `value` shaped like `template`: each known field of the right type and allowed value is kept,
 * anything else takes the template's value and is reported. Unknown fields are dropped.
 */
function conform(template: unknown, value: unknown, path: string): Conformed {
  if (Array.isArray(template)) {
    const ok = Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length <= 100);
    return ok
      ? { value: [...(value as string[])].slice(0, 50), problems: [] }
      : { value: [...(template as string[])], problems: [path] };
  }
  if (typeof template === 'object' && template !== null) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { value: structuredClone(template), problems: [path || 'root'] };
    }
    const out: Record<string, unknown> = {};
    const problems: string[] = [];
    for (const key of Object.keys(value))
      if (forbiddenKeys.has(key)) problems.push(path ? `${path}.${key}` : key);
    for (const [key, inner] of Object.entries(template)) {
      const own = Object.prototype.hasOwnProperty.call(value, key);
      if (!own) {
        out[key] = structuredClone(inner);
        continue;
      }
      const child = conform(inner, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      out[key] = child.value;
      problems.push(...child.problems);
    }
    return { value: out, problems };
  }
  const allowed = choices[path];
  const okType = typeof value === typeof template && (typeof value !== 'number' || Number.isFinite(value));
  const okChoice = !allowed || allowed.includes(value as string | number);
  const okTime = !timeFields.has(path) || (typeof value === 'string' && time.test(value));
  const okLength = typeof value !== 'string' || value.length <= 2000;
  return okType && okChoice && okTime && okLength
    ? { value, problems: [] }
    : { value: template, problems: [path] };
}

/** The device's stored copy: every valid field kept, the rest defaulted (never throws). */
export function sanitizeSettings(stored: unknown): UnifiedSettings {
  const base = defaultSettings();
  const { value } = conform(base, stored ?? {}, '');
  const settings = value as UnifiedSettings;
  // The old product stored "system" for what is now "auto" (decision 5).
  const theme = (stored as { appearance?: { theme?: unknown } } | null)?.appearance?.theme;
  if (theme === 'system') settings.appearance.theme = 'auto';
  return settings;
}

export type ImportProblem = 'invalidFormat' | 'tooLarge';
export type ImportResult =
  { ok: true; settings: UnifiedSettings } | { ok: false; problem: ImportProblem; fields: string[] };

/**
 * A settings file chosen by the user: valid JSON, at most maxImportBytes, an object whose every
 * known field has the right type and an allowed value, and no prototype keys. Missing fields take
 * their defaults; anything wrong refuses the file.
 */
export function parseImportedSettings(text: string): ImportResult {
  if (text.length > maxImportBytes) return { ok: false, problem: 'tooLarge', fields: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'invalidFormat', fields: [] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, problem: 'invalidFormat', fields: [] };
  }
  const { value, problems } = conform(defaultSettings(), parsed, '');
  if (problems.length > 0) return { ok: false, problem: 'invalidFormat', fields: problems };
  return { ok: true, settings: value as UnifiedSettings };
}

export type SettingsIssue = 'morningAfterEvening' | 'bioTooLong';
export type SettingsValidation = { errors: SettingsIssue[]; warnings: 'shortTimeout'[] };

/** Spec §5: checked before saving (unless skipped). */
export function validateSettings(settings: UnifiedSettings): SettingsValidation {
  const errors: SettingsIssue[] = [];
  // HH:MM strings compare in time order.
  if (settings.notifications.morningTime >= settings.notifications.eveningTime)
    errors.push('morningAfterEvening');
  if (settings.account.profile.bio.length > bioMaxUnified) errors.push('bioTooLong');
  const warnings: 'shortTimeout'[] =
    settings.privacy.sessionTimeout < sessionTimeoutWarningMinutes ? ['shortTimeout'] : [];
  return { errors, warnings };
}

/** One section back to its defaults. */
export function resetSection(settings: UnifiedSettings, section: SettingsSection): UnifiedSettings {
  const defaults = defaultSettings();
  return { ...settings, [section]: defaults[section] };
}

/** A change to one section, merged one level deep. */
export function updateSection<S extends SettingsSection>(
  settings: UnifiedSettings,
  section: S,
  patch: Partial<UnifiedSettings[S]>,
): UnifiedSettings {
  return { ...settings, [section]: { ...settings[section], ...patch } };
}

/** The accessibility score: the share of these 7 switches that are on (spec §2). */
export function accessibilityScore(settings: UnifiedSettings): number {
  const switches = [
    settings.appearance.highContrast,
    settings.appearance.largeClickTargets,
    settings.appearance.keyboardNavigation,
    settings.keyboard.enabled,
    settings.appearance.reducedMotion,
    settings.appearance.soundEffects,
    settings.chat.messageSound,
  ];
  return Math.round((switches.filter(Boolean).length / switches.length) * 100);
}

export function scoreTone(score: number): 'good' | 'fair' | 'poor' {
  return score >= 80 ? 'good' : score >= 60 ? 'fair' : 'poor';
}

/** The export file's name, with the date: parametres-emma-louis-2026-11-27.json. */
export function settingsFileName(date: Date): string {
  return `parametres-emma-louis-${date.toISOString().slice(0, 10)}.json`;
}

/**
 * How many days a message is kept before it is deleted, on the device and on the server (0: kept
 * for good): the chat tab's auto-delete, or the privacy tab's "delete after 30 days", whichever
 * is shorter.
 */
export function retentionDays(settings: UnifiedSettings): number {
  const periods = [
    settings.chat.autoDeleteDays,
    settings.privacy.conversationHistory === 'delete30d' ? 30 : 0,
  ].filter((days) => days > 0);
  return periods.length === 0 ? 0 : Math.min(...periods);
}

/**
 * What the server's `settings` row keeps (spec §3; decision 4): the theme, and the simple forms of
 * notifications and privacy. Built field by field in a fixed order, so two equal values give the
 * same JSON.
 */
export type ServerPreferences = {
  theme: {
    mode: UnifiedSettings['appearance']['theme'];
    fontSize: UnifiedSettings['appearance']['fontSize'];
    accentColor: UnifiedSettings['appearance']['accentColor'];
  };
  notifications: Pick<
    UnifiedSettings['notifications'],
    'messages' | 'mentions' | 'dailyPrompts' | 'morningTime' | 'eveningTime' | 'sound' | 'vibration' | 'email'
  >;
  privacy: Pick<
    UnifiedSettings['privacy'],
    'profileVisible' | 'conversationHistory' | 'analytics' | 'onlineStatus'
  >;
};

export function serverPreferencesOf(settings: UnifiedSettings): ServerPreferences {
  const { appearance: a, notifications: n, privacy: p } = settings;
  return {
    theme: { mode: a.theme, fontSize: a.fontSize, accentColor: a.accentColor },
    notifications: {
      messages: n.messages,
      mentions: n.mentions,
      dailyPrompts: n.dailyPrompts,
      morningTime: n.morningTime,
      eveningTime: n.eveningTime,
      sound: n.sound,
      vibration: n.vibration,
      email: n.email,
    },
    privacy: {
      profileVisible: p.profileVisible,
      conversationHistory: p.conversationHistory,
      analytics: p.analytics,
      onlineStatus: p.onlineStatus,
    },
  };
}

/** A row read from the server, untrusted: merged into the settings field by field (invalid ones ignored). */
export function withServerPreferences(settings: UnifiedSettings, row: unknown): UnifiedSettings {
  const stored = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
  const theme = (
    typeof stored['theme'] === 'object' && stored['theme'] !== null ? stored['theme'] : {}
  ) as Record<string, unknown>;
  const merged = {
    ...settings,
    appearance: {
      ...settings.appearance,
      ...(theme['mode'] === undefined ? {} : { theme: theme['mode'] }),
      ...(theme['fontSize'] === undefined ? {} : { fontSize: theme['fontSize'] }),
      ...(theme['accentColor'] === undefined ? {} : { accentColor: theme['accentColor'] }),
    },
    notifications: { ...settings.notifications, ...(stored['notifications'] as object | undefined) },
    privacy: { ...settings.privacy, ...(stored['privacy'] as object | undefined) },
  };
  // Anything invalid falls back to its default (spec §4: invalid appearance values fall back).
  return sanitizeSettings(merged);
}

/** What a new account's row holds before any device wrote it (the column defaults of the migration). */
export const untouchedServerPreferences: ServerPreferences = {
  theme: { mode: 'auto', fontSize: 'normal', accentColor: 'purple' },
  notifications: {
    messages: true,
    mentions: true,
    dailyPrompts: true,
    morningTime: '09:00',
    eveningTime: '20:00',
    sound: true,
    vibration: true,
    email: true,
  },
  privacy: { profileVisible: 'friends', conversationHistory: 'keep', analytics: true, onlineStatus: true },
};

export function sameServerPreferences(a: ServerPreferences, b: ServerPreferences): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
