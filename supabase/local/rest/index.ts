/**
 * The REST service (/rest/v1): PostgREST's behaviour over the stack's database, for the
 * unmodified supabase-js client. The schema cache loads at start, reloads on
 * NOTIFY pgrst, 'reload schema' (as PostgREST does) and on demand with reloadSchema().
 */
import type { Handler } from '../http.ts';
import type { StackContext } from '../server.ts';
import { createRequestHandler } from './handler.ts';
import { loadSchemaCache, type SchemaCache } from './schemaCache.ts';

export type RestService = {
  handler: Handler;
  /** Re-reads the schema cache (after DDL outside migrations, for instance). */
  reloadSchema(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Hosted Supabase installs these event triggers so DDL reloads PostgREST's cache by itself.
 * Installing them needs superuser rights; without them, NOTIFY or reloadSchema() still work.
 */
const ddlWatchSql = `
do $pgrst$ begin
  create or replace function extensions.pgrst_ddl_watch() returns event_trigger language plpgsql as $fn$
  begin
    perform pg_notify('pgrst', 'reload schema');
  end $fn$;
  if not exists (select 1 from pg_event_trigger where evtname = 'pgrst_ddl_watch') then
    create event trigger pgrst_ddl_watch on ddl_command_end execute procedure extensions.pgrst_ddl_watch();
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'pgrst_drop_watch') then
    create event trigger pgrst_drop_watch on sql_drop execute procedure extensions.pgrst_ddl_watch();
  end if;
exception when others then null;
end $pgrst$;`;

export function createRestService(stack: StackContext): RestService {
  const { db, config, keys } = stack;
  let current: Promise<SchemaCache> = loadSchemaCache(db, config.api.schemas);
  let closed = false;

  const reloadSchema = async () => {
    const next = loadSchemaCache(db, config.api.schemas);
    // Requests keep the previous cache until the new one is complete.
    await next;
    current = next;
  };

  const setup = (async () => {
    await db.exec(ddlWatchSql).catch(() => undefined);
    return db.listen('pgrst', (payload) => {
      if (closed) return;
      if (payload === '' || payload === 'reload schema') {
        reloadSchema().catch((error: unknown) => console.error('rest: schema reload failed', error));
      }
    });
  })();

  const handle = createRequestHandler({
    db,
    jwt: keys.jwt,
    maxRows: config.api.maxRows > 0 ? config.api.maxRows : null,
    extraSearchPath: config.api.extraSearchPath,
    configuredSchemas: config.api.schemas,
    cache: () => current,
  });

  return {
    handler: handle,
    reloadSchema,
    async close() {
      closed = true;
      const unlisten = await setup.catch(() => null);
      await unlisten?.();
    },
  };
}
