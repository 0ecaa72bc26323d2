/** The auth data as features see it statically (session.tsx loads authActors.ts lazily itself). */
export { isEmailLinkType, type AuthLinkCalls, type EmailLinkType } from './callback.ts';
