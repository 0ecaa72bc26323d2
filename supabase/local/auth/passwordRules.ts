/** GoTrue's checkPasswordStrength (internal/api/password.go), for the length rule. */
import { AuthError } from './errors.ts';

export function weakPassword(minimumLength: number, password: string): AuthError | null {
  if ([...password].length >= minimumLength) return null;
  const message = `Password should be at least ${minimumLength} characters.`;
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } });
}

export function checkPasswordStrength(minimumLength: number, password: string): void {
  const error = weakPassword(minimumLength, password);
  if (error) throw error;
}
