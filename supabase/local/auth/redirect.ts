/**
 * redirect_to handling (utilities/request.go GetReferrer) and the redirect URLs GoTrue builds:
 * tokens in the fragment (implicit), ?code= (PKCE), or error parameters.
 */
import type { ProjectConfig } from '../config.ts';
import type { ApiRequest } from '../http.ts';
import type { AuthError } from './errors.ts';
import type { TokenResponse } from './tokens.ts';

const isLocalhost = (host: string) =>
  host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]';

/** gobwas/glob with '.' and '/' as separators: `*` stays within a segment, `**` crosses them. */
function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] ?? '';
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else if (char === '{') {
      const end = pattern.indexOf('}', i);
      if (end < 0) source += '\\{';
      else {
        source += `(?:${pattern
          .slice(i + 1, end)
          .split(',')
          .map((part) => part.replace(/[.+^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^./]*'))
          .join('|')})`;
        i = end;
      }
    } else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function isRedirectUrlValid(config: ProjectConfig['auth'], candidate: string): boolean {
  if (!candidate) return false;
  let base: URL;
  let target: URL;
  try {
    base = new URL(config.siteUrl);
    target = new URL(candidate);
  } catch {
    return false;
  }
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || isLocalhost(target.hostname))
  )
    return true;
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (/^\d+$/.test(host)) return false;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return host.startsWith('127.');
  if (host === '::1') return true;
  const withoutFragment = candidate.split('#')[0] ?? candidate;
  return config.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** The request's redirect_to (query, then Referer) if allowed, else site_url. */
export function referrer(request: ApiRequest, config: ProjectConfig['auth'], explicit?: string): string {
  for (const candidate of [
    explicit,
    request.headers['redirect_to'],
    request.url.searchParams.get('redirect_to'),
    request.headers['referer'],
  ]) {
    if (candidate && isRedirectUrlValid(config, candidate)) return candidate;
  }
  return config.siteUrl;
}

/** AccessTokenResponse.AsRedirectURL: the session in the fragment. */
export function tokenRedirect(
  target: string,
  token: TokenResponse,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(extra);
  params.set('access_token', token.access_token);
  params.set('expires_at', String(token.expires_at));
  params.set('expires_in', String(token.expires_in));
  if (token.provider_token) params.set('provider_token', token.provider_token);
  if (token.provider_refresh_token) params.set('provider_refresh_token', token.provider_refresh_token);
  params.set('refresh_token', token.refresh_token);
  params.set('token_type', token.token_type);
  params.set('sb', '');
  return `${target}#${[...params]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}`;
}

export function codeRedirect(target: string, code: string): string {
  const url = new URL(target);
  url.searchParams.set('code', code);
  return url.toString();
}

const oauthErrors: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** prepErrorRedirectURL: the error in the fragment (and in the query for PKCE). */
export function errorRedirect(target: string, error: AuthError, pkce: boolean): string {
  const url = new URL(target);
  const params = new URLSearchParams();
  const name = oauthErrors[error.status];
  if (name) params.set('error', name);
  params.set('error_code', error.code);
  params.set('error_description', error.message);
  if (pkce) for (const [key, value] of params) url.searchParams.set(key, value);
  params.set('sb', '');
  url.hash = params.toString();
  return url.toString();
}

/** A message redirect (the first of two email-change confirmations). */
export function messageRedirect(target: string, message: string, pkce: boolean): string {
  const url = new URL(target);
  if (pkce) url.searchParams.set('message', message);
  url.hash = new URLSearchParams({ message, sb: '' }).toString();
  return url.toString();
}

export const redirect = (location: string, status = 303) => ({ status, headers: { location } });
