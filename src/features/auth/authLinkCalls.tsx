/**
 * The link and password calls the screens use: the app's come with its auth runtime (the
 * composition root binds them to its Supabase client); tests give stubs through the provider.
 */
import { createContext, use, type ReactNode } from 'react';

import type { AuthLinkCalls } from '#data/auth/index.ts';

import { useAuthRuntime } from './session.tsx';

const AuthLinkCallsContext = createContext<AuthLinkCalls | null>(null);

export function AuthLinkCallsProvider({ calls, children }: { calls: AuthLinkCalls; children: ReactNode }) {
  return <AuthLinkCallsContext value={calls}>{children}</AuthLinkCallsContext>;
}

export function useAuthLinkCalls(): AuthLinkCalls {
  const given = use(AuthLinkCallsContext);
  const runtime = useAuthRuntime();
  const calls = given ?? runtime.linkCalls;
  if (calls === undefined) throw new Error('useAuthLinkCalls needs the app auth runtime or a provider');
  return calls;
}
