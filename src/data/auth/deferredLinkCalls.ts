import type { AuthLinkCalls } from './callback.ts';

/**
 * Link and password calls whose implementation (callback.ts and the Supabase client) loads on
 * the first call, so the landing page does not ship it. The composition root binds `load`.
 */
export function deferredAuthLinkCalls(load: () => Promise<AuthLinkCalls>): AuthLinkCalls {
  return {
    getCurrentSession: () => load().then((calls) => calls.getCurrentSession()),
    exchangeCodeForSession: (code) => load().then((calls) => calls.exchangeCodeForSession(code)),
    verifyOtp: (params) => load().then((calls) => calls.verifyOtp(params)),
    setSession: (tokens) => load().then((calls) => calls.setSession(tokens)),
    updateUser: (attributes) => load().then((calls) => calls.updateUser(attributes)),
    resetPasswordForEmail: (email) => load().then((calls) => calls.resetPasswordForEmail(email)),
  };
}
