/** The auth feature as other areas see it: its machine and the types its bindings need. */
export { authMachine, mapAuthError } from './auth.machine.ts';
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
  appAuthRuntime,
  createAuthRuntime,
  runtimeForActor,
  useAuthActor,
  useAuthSelector,
  useAuthStatus,
  useLoginModal,
  useSessionUser,
} from './session.tsx';
export type { AuthRuntime, AuthStatus, LoginModalTab, SessionUser } from './session.tsx';
