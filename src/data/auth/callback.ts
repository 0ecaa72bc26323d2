/**
 * The auth calls behind the email-link pages (callback, password reset) and the forgotten-password
 * button: turning what a link brought back into a session, changing the password, sending the
 * recovery email.
 *
 * GOTCHA: the client is created with `detectSessionInUrl: true` and `flowType: 'pkce'`, so while it
 * starts it may already have exchanged a `?code=` found in the address bar (it then removes the
 * code from the address bar). `getSession()` waits for that start, so asking it first tells
 * whether the code was already used by the client; exchanging it a second time would fail.
 *
 * Failures are thrown as supabase-js gives them; features read them with `mapAuthError`.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import { toAuthSession, type AuthSession } from './authActors.ts';

/** The `type` an email link carries with its `token_hash`. */
export type EmailLinkType = 'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change' | 'email';

export const emailLinkTypes: readonly EmailLinkType[] = [
  'signup',
  'magiclink',
  'recovery',
  'invite',
  'email_change',
  'email',
];

export function isEmailLinkType(value: unknown): value is EmailLinkType {
  return emailLinkTypes.some((type) => type === value);
}

/** The part of the client these calls use (a fake in tests). */
export type AuthLinkClient = {
  auth: Pick<
    SupabaseClient['auth'],
    | 'getSession'
    | 'exchangeCodeForSession'
    | 'verifyOtp'
    | 'setSession'
    | 'updateUser'
    | 'resetPasswordForEmail'
  >;
};

export type AuthLinkCalls = {
  /** The session the client holds once it has finished starting (and reading the address bar). */
  getCurrentSession(): Promise<AuthSession | null>;
  /** PKCE: the code a link or Google brought back. Already used by the client counts as success. */
  exchangeCodeForSession(code: string): Promise<AuthSession | null>;
  /** A link carrying `token_hash` and `type` (confirmation, magic link, recovery). */
  verifyOtp(params: { token_hash: string; type: EmailLinkType }): Promise<AuthSession | null>;
  /** A link carrying the tokens themselves (the recovery link of some servers). */
  setSession(tokens: { access_token: string; refresh_token: string }): Promise<AuthSession | null>;
  /** Needs a session (a recovery session counts). */
  updateUser(attributes: { password: string }): Promise<void>;
  /** Sends the recovery email; its link comes back to /reset-password. */
  resetPasswordForEmail(email: string): Promise<void>;
};

export type AuthLinkOptions = {
  /** The app's origin, e.g. https://emma-et-louis.fr. */
  siteUrl: string;
  /** The current address; the browser's unless a test gives one. */
  currentUrl?: () => string;
};

function browserUrl(): string {
  return globalThis.location?.href ?? '';
}

function addressBarHasCode(url: string, code: string): boolean {
  try {
    return new URL(url).searchParams.get('code') === code;
  } catch {
    return false;
  }
}

export function authLinkCalls(client: AuthLinkClient, options: AuthLinkOptions): AuthLinkCalls {
  const currentUrl = options.currentUrl ?? browserUrl;

  const getCurrentSession = async (): Promise<AuthSession | null> => {
    const { data, error } = await client.auth.getSession();
    if (error) throw error;
    return data.session === null ? null : toAuthSession(data.session);
  };

  return {
    getCurrentSession,

    async exchangeCodeForSession(code) {
      const existing = await getCurrentSession();
      // The client removes the code from the address bar only when its own exchange succeeded.
      if (existing !== null && !addressBarHasCode(currentUrl(), code)) return existing;
      const { data, error } = await client.auth.exchangeCodeForSession(code);
      if (!error) return data.session === null ? null : toAuthSession(data.session);
      // Another tab or the client's start may have won the race with the same code.
      const afterRace = await getCurrentSession().catch(() => null);
      if (afterRace !== null && !addressBarHasCode(currentUrl(), code)) return afterRace;
      throw error;
    },

    async verifyOtp({ token_hash, type }) {
      const { data, error } = await client.auth.verifyOtp({ token_hash, type });
      if (error) throw error;
      return data.session === null ? null : toAuthSession(data.session);
    },

    async setSession(tokens) {
      const { data, error } = await client.auth.setSession(tokens);
      if (error) throw error;
      return data.session === null ? null : toAuthSession(data.session);
    },

    async updateUser({ password }) {
      const { error } = await client.auth.updateUser({ password });
      if (error) throw error;
    },

    async resetPasswordForEmail(email) {
      const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
        redirectTo: `${options.siteUrl}/reset-password`,
      });
      if (error) throw error;
    },
  };
}
