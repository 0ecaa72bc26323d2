/** The public pages' API for the rest of the app: the paths the build prerenders and lists. */
export { prerenderedPaths, publicPaths } from './publicPaths.ts';
