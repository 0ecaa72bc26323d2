/** The public pages' API for the rest of the app: the paths the build prerenders and lists. */
export { publicPaths } from './publicPaths.ts';
