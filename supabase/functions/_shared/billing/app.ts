/** Where billing sends the browser back: the app's own pages, never an address a request names. */
import { env } from '../env.ts';
import { HttpError, readJson } from '../http.ts';
import { serviceClient } from '../supabase.ts';

/**
 * The app's origin for Stripe's return URLs: the request's Origin when it is one of the app's
 * (SITE_URL and the comma-separated APP_ORIGINS), else SITE_URL.
 */
export function appOrigin(request: Request): string {
  const site = new URL(env('SITE_URL') ?? 'http://127.0.0.1:4173').origin;
  const allowed = new Set([site]);
  for (const entry of (env('APP_ORIGINS') ?? '').split(',')) {
    try {
      if (entry.trim() !== '') allowed.add(new URL(entry.trim()).origin);
    } catch {
      // A malformed entry is ignored, the others still apply.
    }
  }
  const origin = request.headers.get('origin');
  return origin !== null && allowed.has(origin) ? origin : site;
}

/** An app path (`/pricing?x=1`), or the fallback for anything else (other hosts, `//`, `\`). */
export function appPath(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s\\]{0,300}$/.test(value) ? value : fallback;
}

/** A JSON object body (an empty body counts as `{}`). */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method !== 'POST') throw new HttpError(405, 'invalid_request', 'Méthode non autorisée');
  if (request.headers.get('content-length') === '0') return {};
  const body = await readJson(request);
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'invalid_request', 'Corps JSON attendu');
  return body as Record<string, unknown>;
}

/** `userId` in a body is the spec's; when sent it must be the caller. */
export function assertCaller(userId: unknown, callerId: string): void {
  if (userId !== undefined && userId !== null && userId !== callerId)
    throw new HttpError(403, 'user_mismatch', 'Utilisateur non autorisé');
}

export type AccountRow = { id: string; email: string | null };

/** The account with this email (emails are stored lowercased by Auth), if any. */
export async function accountByEmail(email: string): Promise<AccountRow | null> {
  const { data, error } = await serviceClient()
    .from('profiles')
    .select('id, email')
    .eq('email', email.trim().toLowerCase())
    .limit(1)
    .maybeSingle<AccountRow>();
  if (error) throw error;
  return data;
}

export async function accountById(id: string): Promise<AccountRow | null> {
  const { data, error } = await serviceClient()
    .from('profiles')
    .select('id, email')
    .eq('id', id)
    .maybeSingle<AccountRow>();
  if (error) throw error;
  return data;
}
