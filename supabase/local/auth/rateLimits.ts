/**
 * GoTrue's request limits per client IP (internal/api/apilimiter/apilimiter.go): token buckets
 * (tollbooth) that hold 30 requests and refill at the configured rate, so a burst of 30 passes
 * and then the rate applies. One bucket per endpoint family and per IP; past it GoTrue answers
 * 429 over_request_rate_limit "Request rate limit reached". Which config.toml key feeds which
 * bucket follows GoTrue:
 * - token_refresh (per 5 min): POST /token, every grant (password sign-ins, refreshes, PKCE);
 * - token_verifications (per 5 min): /verify;
 * - sign_in_sign_ups (per 5 min): /signup, /otp, /magiclink, /recover, /resend and PUT /user,
 *   each its own bucket;
 * - anonymous_users (per hour, and the bucket holds that many): sign-ups with no email.
 * email_sent (per hour, the whole project) is counted where emails are sent (emails.ts).
 */
import type { ApiRequest } from '../http.ts';
import type { RateLimits } from '../config.ts';
import { AuthError } from './errors.ts';

export type RequestLimiter = { allow(clientIp: string): boolean };

/** tollbooth's burst for every limiter but the anonymous one. */
const gotrueBurst = 30;
/** GoTrue forgets an address's bucket after an hour (DefaultExpirationTTL). */
const bucketTtlMs = 3_600_000;

export function createRequestLimiter(options: {
  perSecond: number;
  burst: number;
  now?: () => number;
}): RequestLimiter {
  const { perSecond, burst, now = Date.now } = options;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    allow(clientIp) {
      const t = now();
      if (buckets.size > 10_000) {
        for (const [ip, bucket] of buckets) if (t - bucket.at > bucketTtlMs) buckets.delete(ip);
      }
      const bucket = buckets.get(clientIp) ?? { tokens: burst, at: t };
      const tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
      const allowed = tokens >= 1;
      buckets.set(clientIp, { tokens: allowed ? tokens - 1 : tokens, at: t });
      return allowed;
    },
  };
}

export type AuthLimiterName =
  'token' | 'verify' | 'signups' | 'anonymous' | 'otp' | 'magicLink' | 'recover' | 'resend' | 'user';

export type AuthLimiters = Record<AuthLimiterName, RequestLimiter>;

export function createAuthLimiters(limits: RateLimits, now: () => number = Date.now): AuthLimiters {
  const per5Minutes = (rate: number) =>
    createRequestLimiter({ perSecond: rate / 300, burst: gotrueBurst, now });
  return {
    token: per5Minutes(limits.tokenRefresh),
    verify: per5Minutes(limits.tokenVerifications),
    signups: per5Minutes(limits.signInSignUps),
    otp: per5Minutes(limits.signInSignUps),
    magicLink: per5Minutes(limits.signInSignUps),
    recover: per5Minutes(limits.signInSignUps),
    resend: per5Minutes(limits.signInSignUps),
    user: per5Minutes(limits.signInSignUps),
    anonymous: createRequestLimiter({
      perSecond: limits.anonymousUsers / 3600,
      burst: limits.anonymousUsers,
      now,
    }),
  };
}

/**
 * The caller's address as the gateway reports it: the first X-Forwarded-For entry (what hosted
 * GoTrue keys on, its platform's proxy setting the header), else the socket's address.
 */
export function clientIp(request: Pick<ApiRequest, 'headers' | 'ip'>): string {
  const forwarded = request.headers['x-forwarded-for']?.split(',')[0]?.trim();
  return forwarded || request.ip;
}

const routeLimiters: Record<string, AuthLimiterName> = {
  'POST /token': 'token',
  'GET /verify': 'verify',
  'POST /verify': 'verify',
  'POST /otp': 'otp',
  'POST /magiclink': 'magicLink',
  'POST /recover': 'recover',
  'POST /resend': 'resend',
  'PUT /user': 'user',
};

const supportedGrants = new Set(['password', 'refresh_token', 'pkce']);

/** Whether a sign-up names no email or phone: GoTrue counts it as an anonymous sign-in. */
function isAnonymousSignUp(request: ApiRequest): boolean {
  try {
    const body = JSON.parse(request.body.toString('utf8') || '{}') as Record<string, unknown>;
    return !body['email'] && !body['phone'];
  } catch {
    return false;
  }
}

/** Throws GoTrue's 429 when this request's bucket for its client address is empty. */
export function enforceRequestLimit(limiters: AuthLimiters, path: string, request: ApiRequest): void {
  let name: AuthLimiterName | undefined = routeLimiters[`${request.method} ${path}`];
  // An unknown grant is refused (400) before any counting, as in GoTrue's Token handler.
  if (name === 'token' && !supportedGrants.has(request.url.searchParams.get('grant_type') ?? '')) return;
  if (request.method === 'POST' && path === '/signup')
    name = isAnonymousSignUp(request) ? 'anonymous' : 'signups';
  if (name === undefined) return;
  if (!limiters[name].allow(clientIp(request)))
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}
