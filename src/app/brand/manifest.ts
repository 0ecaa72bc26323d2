import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest, handed to vite-plugin-pwa by vite.config.ts (Node side): keep this
 * file free of runtime imports. The PNGs under /icons are rendered from logo.svg by
 * `node src/app/brand/render-icons.mjs`; src/app/static is Vite's publicDir.
 */
export const webManifest: Partial<ManifestOptions> = {
  name: 'Emma & Louis — Coaching bien-être',
  short_name: 'Emma & Louis',
  description:
    'Emma et Louis, deux coachs bien-être propulsés par l’IA, disponibles 24 h/24 et 7 j/7 pour vous accompagner au quotidien : bien-être, équilibre et coaching personnel.',
  lang: 'fr',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  id: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#FBF9F6',
  theme_color: '#6D28D9',
  categories: ['health', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png', purpose: 'any' },
    { src: '/icons/favicon-48.png', sizes: '48x48', type: 'image/png', purpose: 'any' },
    { src: '/icons/favicon-32.png', sizes: '32x32', type: 'image/png', purpose: 'any' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
