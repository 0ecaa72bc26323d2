/**
 * The visitors' pages: prerendered by the build (src/app/prerender), listed in sitemap.xml;
 * robots.txt keeps crawlers off everything else (the app and the admin).
 */
export const publicPaths = [
  '/',
  '/faq',
  '/quotes',
  '/contact',
  '/mentions-legales',
  '/confidentialite',
  '/pricing',
] as const;

/** The pages the build writes as their own HTML file (the landing is index.html itself). */
export const prerenderedPaths = [
  '/faq',
  '/quotes',
  '/contact',
  '/mentions-legales',
  '/confidentialite',
] as const;
