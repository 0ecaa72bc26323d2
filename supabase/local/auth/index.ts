/**
 * The local Supabase Auth (GoTrue) service, mounted at /auth/v1. It speaks GoTrue's wire
 * protocol so the unmodified supabase-js client works against it; see the handlers for the
 * GoTrue source file each one follows. Emails go to the development mailbox (or SMTP).
 */
import { json, type ApiRequest, type ApiResponse, type Handler } from '../http.ts';
import type { Mailbox } from '../mailbox/index.ts';
import type { StackContext } from '../server.ts';
import { admin } from './admin.ts';
import type { AuthContext } from './context.ts';
import { createEmailLimiter } from './emails.ts';
import { adminDisabled, disabledGrant, reauthenticate, samlDisabled } from './disabled.ts';
import { AuthError, errorResponse } from './errors.ts';
import { authorize, callback, devGoogle, devGooglePath } from './google.ts';
import { linkIdentity, unlinkIdentity } from './identities.ts';
import { generateLink, invite } from './links.ts';
import { adminFactors, challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.ts';
import { createPasswordHasher } from './passwords.ts';
import { pkceGrant } from './pkce.ts';
import { otp, recover, resend } from './otp.ts';
import { createAuthLimiters, enforceRequestLimit } from './rateLimits.ts';
import { readBody, str } from './request.ts';
import { ensureAuthSchema } from './schema.ts';
import { passwordGrant, signup } from './signup.ts';
import { refreshTokenGrant } from './tokens.ts';
import { getUser, logout, updateUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';

type Route = (ctx: AuthContext, request: ApiRequest) => Promise<ApiResponse>;

/** The n-th segment of the request's path (1 is the first): a route's parameter. */
const pathPart = (request: ApiRequest, n: number) => request.path.split('/')[n] ?? '';

async function token(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const grant = request.url.searchParams.get('grant_type');
  if (grant === 'password') return passwordGrant(ctx, request);
  if (grant === 'refresh_token')
    return json(200, await refreshTokenGrant(ctx, str(readBody(request), 'refresh_token')));
  if (grant === 'pkce') return json(200, await pkceGrant(ctx, request, readBody(request)));
  if (grant === 'web3' || grant === 'id_token') disabledGrant(grant, request);
  throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
}

/** GET /settings (internal/api/settings.go). */
function settings(ctx: AuthContext): Promise<ApiResponse> {
  const config = ctx.stack.config.auth;
  const providers = [
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'snapchat',
    'figma',
    'fly',
    'github',
    'gitlab',
    'google',
    'keycloak',
    'kakao',
    'linkedin',
    'linkedin_oidc',
    'notion',
    'spotify',
    'slack',
    'slack_oidc',
    'workos',
    'twitch',
    'twitter',
    'zoom',
  ];
  const external: Record<string, boolean> = { anonymous_users: false };
  for (const provider of providers) external[provider] = config.external[provider]?.enabled ?? false;
  external['email'] = config.email.enableSignup;
  external['phone'] = false;
  return Promise.resolve(
    json(200, {
      external,
      disable_signup: !config.enableSignup,
      mailer_autoconfirm: ctx.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    }),
  );
}

const health = () =>
  Promise.resolve(
    json(200, {
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );

const routes: Record<string, Partial<Record<string, Route>>> = {
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/otp': { POST: otp },
  '/magiclink': { POST: otp },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/recover': { POST: recover },
  '/resend': { POST: resend },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
  '/settings': { GET: settings },
  '/health': { GET: health },
  '/authorize': { GET: authorize },
  '/callback': { GET: callback },
  [devGooglePath]: { GET: devGoogle },
  [`${devGooglePath}/continue`]: { GET: devGoogle },
  // The public signing keys (internal/api/jwks.go): empty while sessions are signed with the secret.
  '/.well-known/jwks.json': { GET: (ctx) => Promise.resolve(json(200, ctx.stack.keys.jwt.publicJwks())) },
  '/reauthenticate': { GET: reauthenticate },
  '/invite': { POST: invite },
  '/sso': { POST: samlDisabled },
  '/sso/saml/acs': { POST: samlDisabled },
  '/sso/saml/metadata': { GET: samlDisabled },
  '/factors': { POST: enrollFactor },
};

/** Routes with a parameter in the path, tried in order after the fixed ones. */
const patterns: [RegExp, Partial<Record<string, Route>>][] = [
  [/^\/factors\/[^/]+\/challenge$/, { POST: (c, r) => challengeFactor(c, r, pathPart(r, 2)) }],
  [/^\/factors\/[^/]+\/verify$/, { POST: (c, r) => verifyFactor(c, r, pathPart(r, 2)) }],
  [/^\/factors\/[^/]+$/, { DELETE: (c, r) => unenrollFactor(c, r, pathPart(r, 2)) }],
  [/^\/admin\/generate_link$/, { POST: generateLink }],
  [/^\/user\/identities\/authorize$/, { GET: linkIdentity }],
  [/^\/user\/identities\/[^/]+$/, { DELETE: unlinkIdentity }],
  [
    /^\/admin\/users\/[^/]+\/factors(\/[^/]+)?$/,
    { GET: adminFactors, PUT: adminFactors, DELETE: adminFactors },
  ],
  [
    /^\/admin\/oauth\/clients(\/.*)?$/,
    { GET: oauthDisabled, POST: oauthDisabled, PUT: oauthDisabled, DELETE: oauthDisabled },
  ],
  [
    /^\/admin\/sso\/providers(\/.*)?$/,
    { GET: samlDisabled, POST: samlDisabled, PUT: samlDisabled, DELETE: samlDisabled },
  ],
];

function oauthDisabled(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  return adminDisabled(ctx, request);
}

function findRoute(path: string, method: string): Route | undefined {
  for (const [pattern, methods] of patterns) if (pattern.test(path)) return methods[method];
  return undefined;
}

export function createAuthService(
  stack: StackContext,
  mailbox: Mailbox,
): { handler: Handler; close(): Promise<void> } {
  const hasher = createPasswordHasher(2);
  const ctx: AuthContext = {
    stack,
    mailbox,
    hasher,
    emailLimiter: createEmailLimiter(stack.config.auth.rateLimit.emailSent),
    issuer: `${stack.url}/auth/v1`,
    autoconfirm: !stack.config.auth.email.enableConfirmations,
  };
  // [auth.rate_limit]'s per-IP buckets, checked before the endpoint runs, as GoTrue does.
  const limiters = createAuthLimiters(stack.config.auth.rateLimit);
  const ready = ensureAuthSchema(stack.db);
  // Surfaced on each request below; this only keeps a failure from going unhandled meanwhile.
  ready.catch(() => undefined);

  const handler: Handler = async (request) => {
    try {
      await ready;
      const path = request.path.replace(/\/+$/, '') || '/';
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const route =
        routes[path]?.[method] ?? findRoute(path, method) ?? (path.startsWith('/admin/') ? admin : undefined);
      if (route) {
        enforceRequestLimit(limiters, path, request);
        return await route(ctx, request);
      }
      if (routes[path]) throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
      throw new AuthError(404, 'not_found', 'Not found');
    } catch (error) {
      return errorResponse(request, error);
    }
  };
  return {
    handler,
    async close() {
      await ready.catch(() => undefined);
      await hasher.close();
    },
  };
}
