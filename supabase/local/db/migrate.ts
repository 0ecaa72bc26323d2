/**
 * Prepares a database the way a Supabase project is: bootstrap (roles, auth, helpers), then
 * the project's migrations in timestamp order, each once, recorded in
 * supabase_migrations.schema_migrations like the CLI; seed.sql only on a new database.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Db } from './database.ts';

const bootstrapSql = new URL('./bootstrap.sql', import.meta.url);
/** Storage's schema (buckets, objects, foldername()), which migrations' storage policies need. */
const storageSchemaSql = new URL('../storage/schema.sql', import.meta.url);

export type MigrationReport = { applied: string[]; seeded: boolean };

/** `<version>_<name>.sql`, where version is the leading digits. */
function parseMigrationName(file: string): { version: string; name: string } | null {
  const match = /^(\d+)_(.+)\.sql$/.exec(file);
  return match?.[1] && match[2] ? { version: match[1], name: match[2] } : null;
}

export async function prepareDatabase(
  db: Db,
  projectDir: string,
  seedPaths: readonly string[] = ['seed.sql'],
): Promise<MigrationReport> {
  const fresh =
    (await db.query("select to_regclass('supabase_migrations.schema_migrations') is null as fresh"))
      .rows[0]?.['fresh'] === true;
  await db.exec(await readFile(bootstrapSql, 'utf8'));
  await db.exec(await readFile(storageSchemaSql, 'utf8'));

  const dir = join(projectDir, 'migrations');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => parseMigrationName(file) !== null)
    .sort();
  const done = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((row) => row.version),
  );

  const applied: string[] = [];
  for (const file of files) {
    const migration = parseMigrationName(file);
    if (migration === null || done.has(migration.version)) continue;
    const sql = await readFile(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [sql]],
      );
    });
    applied.push(file);
  }

  let seeded = false;
  if (fresh) {
    for (const path of seedPaths) {
      const sql = await readFile(join(projectDir, path), 'utf8').catch(() => null);
      if (sql === null) continue;
      await db.exec(sql);
      seeded = true;
    }
  }
  return { applied, seeded };
}
