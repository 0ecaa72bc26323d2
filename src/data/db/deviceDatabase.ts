/**
 * The device database, loaded on first use: Dexie (about 30 KB gzip) stays out of the code the
 * landing needs, and the first render does not wait for IndexedDB to open. Screens of signed-in
 * areas import db.ts directly; their chunks load later anyway.
 */
import type { AppDatabase } from './db.ts';

export function deviceDatabase(): Promise<AppDatabase> {
  return import('./db.ts').then((module) => module.appDatabase());
}
