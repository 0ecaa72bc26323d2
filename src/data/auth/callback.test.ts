import type { Session } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';

import { authLinkCalls, isEmailLinkType, type AuthLinkClient } from './callback.ts';

const session = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 3600,
  expires_at: 1_900_000_000,
  token_type: 'bearer',
  user: { id: 'user-1', email: 'emma@example.fr' },
} as unknown as Session;

const expected = {
  userId: 'user-1',
  email: 'emma@example.fr',
  accessToken: 'access-1',
  expiresAt: 1_900_000_000,
};

const apiError = (message: string, code?: string) =>
  Object.assign(new Error(message), { name: 'AuthApiError', status: 400, code });

type Fake = { [K in keyof AuthLinkClient['auth']]: ReturnType<typeof vi.fn> };

function fakeClient(overrides: Partial<Fake> = {}) {
  const auth: Fake = {
    getSession: vi.fn(() => Promise.resolve({ data: { session: null }, error: null })),
    exchangeCodeForSession: vi.fn(() => Promise.resolve({ data: { session }, error: null })),
    verifyOtp: vi.fn(() => Promise.resolve({ data: { session }, error: null })),
    setSession: vi.fn(() => Promise.resolve({ data: { session }, error: null })),
    updateUser: vi.fn(() => Promise.resolve({ data: {}, error: null })),
    resetPasswordForEmail: vi.fn(() => Promise.resolve({ data: {}, error: null })),
    ...overrides,
  };
  return { auth, client: { auth } as unknown as AuthLinkClient };
}

const siteUrl = 'https://emma-et-louis.fr';

describe('exchangeCodeForSession', () => {
  it('exchanges the code when the client holds no session yet', async () => {
    const { auth, client } = fakeClient();
    const calls = authLinkCalls(client, { siteUrl, currentUrl: () => `${siteUrl}/auth/callback?code=abc` });
    await expect(calls.exchangeCodeForSession('abc')).resolves.toEqual(expected);
    expect(auth.exchangeCodeForSession).toHaveBeenCalledWith('abc');
  });

  it('treats a code the client already exchanged while starting as success', async () => {
    const { auth, client } = fakeClient({
      getSession: vi.fn(() => Promise.resolve({ data: { session }, error: null })),
    });
    // The client removed the code from the address bar after its own exchange.
    const calls = authLinkCalls(client, { siteUrl, currentUrl: () => `${siteUrl}/auth/callback` });
    await expect(calls.exchangeCodeForSession('abc')).resolves.toEqual(expected);
    expect(auth.exchangeCodeForSession).not.toHaveBeenCalled();
  });

  it('still exchanges when an older session exists but the code was not used', async () => {
    const { auth, client } = fakeClient({
      getSession: vi.fn(() => Promise.resolve({ data: { session }, error: null })),
    });
    const calls = authLinkCalls(client, { siteUrl, currentUrl: () => `${siteUrl}/auth/callback?code=abc` });
    await calls.exchangeCodeForSession('abc');
    expect(auth.exchangeCodeForSession).toHaveBeenCalledOnce();
  });

  it('accepts a session that another exchange of the same code produced meanwhile', async () => {
    let url = `${siteUrl}/auth/callback?code=abc`;
    const getSession = vi
      .fn()
      .mockResolvedValueOnce({ data: { session: null }, error: null })
      .mockResolvedValueOnce({ data: { session }, error: null });
    const { client } = fakeClient({
      getSession,
      exchangeCodeForSession: vi.fn(() => {
        url = `${siteUrl}/auth/callback`;
        return Promise.resolve({
          data: { session: null },
          error: apiError('invalid flow state', 'flow_state_not_found'),
        });
      }),
    });
    const calls = authLinkCalls(client, { siteUrl, currentUrl: () => url });
    await expect(calls.exchangeCodeForSession('abc')).resolves.toEqual(expected);
  });

  it('throws the client error when the code cannot be used', async () => {
    const failure = apiError('invalid flow state', 'flow_state_not_found');
    const { client } = fakeClient({
      exchangeCodeForSession: vi.fn(() => Promise.resolve({ data: { session: null }, error: failure })),
    });
    const calls = authLinkCalls(client, { siteUrl, currentUrl: () => `${siteUrl}/auth/callback?code=abc` });
    await expect(calls.exchangeCodeForSession('abc')).rejects.toBe(failure);
  });
});

describe('the other link calls', () => {
  it('reads the current session and rethrows its error', async () => {
    const failure = apiError('boom');
    const { client } = fakeClient({
      getSession: vi.fn(() => Promise.resolve({ data: { session: null }, error: failure })),
    });
    await expect(authLinkCalls(client, { siteUrl }).getCurrentSession()).rejects.toBe(failure);
  });

  it('verifies a token hash with its type', async () => {
    const { auth, client } = fakeClient();
    const result = await authLinkCalls(client, { siteUrl }).verifyOtp({ token_hash: 'hash', type: 'signup' });
    expect(result).toEqual(expected);
    expect(auth.verifyOtp).toHaveBeenCalledWith({ token_hash: 'hash', type: 'signup' });
  });

  it('sets the session from the tokens of a link', async () => {
    const { auth, client } = fakeClient();
    const tokens = { access_token: 'a', refresh_token: 'r' };
    await expect(authLinkCalls(client, { siteUrl }).setSession(tokens)).resolves.toEqual(expected);
    expect(auth.setSession).toHaveBeenCalledWith(tokens);
  });

  it('changes the password and rethrows a refusal', async () => {
    const failure = apiError('New password should be different from the old password.', 'same_password');
    const { auth, client } = fakeClient({
      updateUser: vi
        .fn()
        .mockResolvedValueOnce({ data: {}, error: null })
        .mockResolvedValueOnce({ data: {}, error: failure }),
    });
    const calls = authLinkCalls(client, { siteUrl });
    await calls.updateUser({ password: 'nouveau1' });
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'nouveau1' });
    await expect(calls.updateUser({ password: 'nouveau1' })).rejects.toBe(failure);
  });

  it('sends the recovery email back to /reset-password', async () => {
    const { auth, client } = fakeClient();
    await authLinkCalls(client, { siteUrl }).resetPasswordForEmail(' emma@example.fr ');
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('emma@example.fr', {
      redirectTo: `${siteUrl}/reset-password`,
    });
  });

  it('knows the link types an email can carry', () => {
    expect(isEmailLinkType('recovery')).toBe(true);
    expect(isEmailLinkType('sms')).toBe(false);
  });
});
