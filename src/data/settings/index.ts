/**
 * Settings and account IO: the unified settings on this device (Dexie, per user, decision 4),
 * the theme row of the `settings` table, the profile (name, avatar), the password, and the
 * GDPR calls (export_my_data(), the delete-account function). The settings machine gets these
 * as its actors' dependencies; nothing here decides anything.
 */
import type { AppSupabaseClient } from '#data/supabase/index.ts';
import { loadStorage } from '#data/supabase/storage.ts';

export { deviceDataOf, readDeviceSettings, writeDeviceSettings } from './device.ts';

export type ThemeRow = { mode: string; fontSize: string; accentColor: string };

export type AccountCalls = {
  /** The `settings` row's theme, so a second device gets the same appearance. */
  saveTheme(userId: string, theme: ThemeRow): Promise<void>;
  loadTheme(userId: string): Promise<ThemeRow | null>;
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
    async saveTheme(userId, theme) {
      const supabase = await client();
      await check(supabase.from('settings').upsert({ user_id: userId, theme }, { onConflict: 'user_id' }));
    },
    async loadTheme(userId) {
      const supabase = await client();
      const row = await check(supabase.from('settings').select('theme').eq('user_id', userId).maybeSingle());
      return (row?.theme as ThemeRow | undefined) ?? null;
    },
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
