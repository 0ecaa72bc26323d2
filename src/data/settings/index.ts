/**
 * Settings and account IO: the unified settings on this device (Dexie, per user, decision 4),
 * the theme row of the `settings` table, the profile (name, avatar), the password, and the
 * GDPR calls (export_my_data(), the delete-account function), and the notifications the app shows. The settings machine gets these
 * as its actors' dependencies; nothing here decides anything.
 */
import type { ServerPreferences } from '#core/settings.ts';
import type { AppDatabase } from '#data/db/db.ts';
import type { AppSupabaseClient } from '#data/supabase/index.ts';
import { loadStorage } from '#data/supabase/storage.ts';

export {
  deleteOldMessagesHere,
  deviceDataOf,
  readDeviceSettings,
  useDeviceSettings,
  writeDeviceSettings,
} from './device.ts';
export {
  askNotificationPermission,
  notificationPermission,
  showAppNotification,
  type AppNotice,
  type NotificationPermissionState,
} from './notifications.ts';

/** The `settings` row as read: its preferences (untrusted, checked by the caller) and when they changed. */
export type StoredPreferences = { row: unknown; updatedAt: string };

/**
 * The server-kept preferences (the `settings` row: theme, notifications, privacy), so a second
 * device gets them; and the server half of auto-delete.
 */
export type PreferencesCalls = {
  load(userId: string): Promise<StoredPreferences | null>;
  /** Writes them and returns the row's new updated_at. */
  save(userId: string, preferences: ServerPreferences): Promise<string>;
  /** delete_my_old_messages(): the user's messages older than `days`, on the server. */
  deleteOldMessages(days: number): Promise<number>;
};

export function createPreferencesCalls(client: () => Promise<AppSupabaseClient>): PreferencesCalls {
  return {
    async load(userId) {
      const supabase = await client();
      const row = await check(
        supabase
          .from('settings')
          .select('theme, notifications, privacy, updated_at')
          .eq('user_id', userId)
          .maybeSingle(),
      );
      if (!row) return null;
      const { updated_at: updatedAt, ...preferences } = row as Record<string, unknown>;
      return { row: preferences, updatedAt: String(updatedAt) };
    },
    async save(userId, preferences) {
      const supabase = await client();
      // The row exists from sign-up (a trigger makes it); insert only if it somehow does not.
      // (An upsert would also set user_id on conflict, a column users may not update.)
      const updated = await check(
        supabase.from('settings').update(preferences).eq('user_id', userId).select('updated_at'),
      );
      const row =
        updated?.[0] ??
        (await check(
          supabase
            .from('settings')
            .insert({ user_id: userId, ...preferences })
            .select('updated_at')
            .single(),
        ));
      return String((row as { updated_at: string }).updated_at);
    },
    async deleteOldMessages(days) {
      const supabase = await client();
      const result: { data: unknown; error: { message: string } | null } = await supabase.rpc(
        'delete_my_old_messages',
        { older_than_days: days },
      );
      if (result.error) throw new Error(result.error.message);
      return Number(result.data);
    },
  };
}

/** What this device last agreed with the server on (see preferencesSync.ts in the settings feature). */
export type PreferencesMark = { updatedAt: string; preferences: ServerPreferences };

const markKey = (userId: string) => `preferencesSync:${userId}`;

export async function readPreferencesMark(db: AppDatabase, userId: string): Promise<PreferencesMark | null> {
  return ((await db.cache.get(markKey(userId)))?.value as PreferencesMark | undefined) ?? null;
}

export async function writePreferencesMark(
  db: AppDatabase,
  userId: string,
  mark: PreferencesMark,
): Promise<void> {
  await db.cache.put({ key: markKey(userId), value: mark, fetchedAt: new Date().toISOString() });
}

export type AccountCalls = {
  /** The name the server keeps (profiles.nom and the session's metadata). */
  saveName(userId: string, name: string): Promise<void>;
  /** Stores the picture in the user's folder and returns the signed URL now on their profile. */
  uploadAvatar(userId: string, picture: Blob): Promise<string>;
  removeAvatar(userId: string): Promise<void>;
  /** Checks the current password, then sets the new one. */
  changePassword(email: string, current: string, next: string): Promise<'changed' | 'wrongPassword'>;
  exportServerData(): Promise<unknown>;
  deleteAccount(proof: { password: string } | { confirmation: string }): Promise<'deleted' | 'wrongPassword'>;
};

/** How long the avatar's link works: it is signed again at each upload. */
const avatarUrlSeconds = 365 * 24 * 3600;

async function check<R extends { data?: unknown; error: unknown }>(call: PromiseLike<R>): Promise<R['data']> {
  const { data, error } = await call;
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  return data;
}

export function createAccountCalls(client: () => Promise<AppSupabaseClient>): AccountCalls {
  return {
    async saveName(userId, name) {
      const supabase = await client();
      await check(supabase.from('profiles').update({ nom: name }).eq('id', userId));
      await check(supabase.auth.updateUser({ data: { name } }));
    },
    async uploadAvatar(userId, picture) {
      const supabase = await client();
      const files = (await loadStorage(supabase)).from('avatars');
      const path = `${userId}/avatar.${picture.type === 'image/png' ? 'png' : picture.type === 'image/jpeg' ? 'jpg' : 'webp'}`;
      await check(
        files.upload(path, picture, { upsert: true, contentType: picture.type, cacheControl: '31536000' }),
      );
      const signed = await check(files.createSignedUrl(path, avatarUrlSeconds));
      const url = signed?.signedUrl ?? '';
      await check(supabase.from('profiles').update({ avatar_url: url }).eq('id', userId));
      // The session carries it too, so every device's top bar shows it without another query.
      await check(supabase.auth.updateUser({ data: { avatar_url: url } }));
      return url;
    },
    async removeAvatar(userId) {
      const supabase = await client();
      const files = (await loadStorage(supabase)).from('avatars');
      const listed = await check(files.list(userId));
      if (listed && listed.length > 0)
        await check(files.remove(listed.map((file) => `${userId}/${file.name}`)));
      await check(supabase.from('profiles').update({ avatar_url: null }).eq('id', userId));
      await check(supabase.auth.updateUser({ data: { avatar_url: null } }));
    },
    async changePassword(email, current, next) {
      const supabase = await client();
      // Signing in again with the current password proves it (same user, a fresh session).
      const { error } = await supabase.auth.signInWithPassword({ email, password: current });
      if (error) return 'wrongPassword';
      await check(supabase.auth.updateUser({ password: next }));
      return 'changed';
    },
    async exportServerData() {
      const supabase = await client();
      const result: { data: unknown; error: { message: string } | null } =
        await supabase.rpc('export_my_data');
      if (result.error) throw new Error(result.error.message);
      return result.data;
    },
    async deleteAccount(proof) {
      const supabase = await client();
      const result: { error: unknown } = await supabase.functions.invoke('delete-account', { body: proof });
      const error = result.error;
      if (!error) return 'deleted';
      const context = (error as { context?: unknown }).context;
      if (context instanceof Response && context.status === 403) return 'wrongPassword';
      throw error instanceof Error ? error : new Error('delete-account failed');
    },
  };
}
