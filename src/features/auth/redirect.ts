/**
 * Where to go after signing in: the `redirect` query parameter, only when it is a path of this
 * site. Anything else (another origin, `//host`, `javascript:`) falls back to home, so a crafted
 * link cannot send people elsewhere after they typed their password.
 */

const base = 'https://app.invalid';

export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (value === null || value === undefined) return fallback;
  // Browsers read a backslash as a slash: "/\evil.com" would leave the site.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
