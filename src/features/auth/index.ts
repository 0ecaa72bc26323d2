/**
 * The auth feature as other areas see it: the session hooks and the machine's types. The machine
 * itself loads lazily with the auth client (session.tsx), so it is not exported here.
 */
export type {
  AuthActor,
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthProfile,
  AuthSession,
} from './auth.machine.ts';
export {
  AuthProvider,
  createAppAuthRuntime,
  createAuthRuntime,
  loadAuthActor,
  startAuthWhenNeeded,
  runtimeForActor,
  useAuthActor,
  useAuthPreload,
  useAuthSelector,
  useAuthStatus,
  useLoginModal,
  useSessionCheckTimedOut,
  useSessionUser,
} from './session.tsx';
export type { AuthRuntime, AuthStatus, LoginModalTab, SessionUser } from './session.tsx';
// The screens (login modal, auth pages) load with auth.routes.tsx, not with the landing page.
// The account made after payment (billing's payment-success page) shares the auth forms' fields
// and the confirmation screen, loaded when that screen needs them: a static re-export here would
// put them in the landing's JavaScript.
export const loadAccountParts = () => import('./accountParts.ts');
export type AccountParts = Awaited<ReturnType<typeof loadAccountParts>>;
