/**
 * The link and password calls the screens use, from context so tests can give stubs. The app
 * uses the real ones on its Supabase client (the default: no provider needed).
 */
import { createContext, use, type ReactNode } from 'react';

import { appAuthLinkCalls, type AuthLinkCalls } from '#data/auth/index.ts';

const AuthLinkCallsContext = createContext<AuthLinkCalls>(appAuthLinkCalls);

export function AuthLinkCallsProvider({ calls, children }: { calls: AuthLinkCalls; children: ReactNode }) {
  return <AuthLinkCallsContext value={calls}>{children}</AuthLinkCallsContext>;
}

export function useAuthLinkCalls(): AuthLinkCalls {
  return use(AuthLinkCallsContext);
}
