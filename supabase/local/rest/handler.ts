/**
 * The /rest/v1 request cycle: identify the caller, pick the schema (Accept-/Content-Profile),
 * route to a table or /rpc/fn, build one statement, run it (execute.ts) and shape the HTTP
 * response like PostgREST (statuses, Content-Range, Preference-Applied, single-object rules).
 */
import type { Db } from '../db/database.ts';
import type { ApiRequest, ApiResponse } from '../http.ts';
import { authenticate, type Identity } from './auth.ts';
import {
  buildCall,
  buildDelete,
  buildInsert,
  buildRead,
  buildScalarCall,
  buildScalarSetRead,
  buildUpdate,
  chooseFunction,
  Params,
  type ReadOptions,
  type Shape,
  type Statement,
  type WriteOptions,
} from './buildSql.ts';
import { bodyError, fromPgError, isPgError, RestError } from './errors.ts';
import type { JwtKeys } from '../jwt.ts';
import { execute, setupSql, type Outcome, type RequestSettings, type ResultRow } from './execute.ts';
import { parsePrefer, parseQuery, type Preferences } from './parseQuery.ts';
import { fuzzyBest } from './fuzzy.ts';
import { qualified, type PgFunction, type SchemaCache, type Table } from './schemaCache.ts';

export type HandlerDeps = {
  db: Db;
  jwt: JwtKeys;
  maxRows: number | null;
  extraSearchPath: string[];
  /** The configured schemas (for the PGRST106 hint), and the cache of those that exist. */
  configuredSchemas: string[];
  cache: () => Promise<SchemaCache>;
};

const jsonType = 'application/json; charset=utf-8';
const objectType = 'application/vnd.pgrst.object+json; charset=utf-8';

function errorResponse(error: RestError, extra: Record<string, string> = {}): ApiResponse {
  return {
    status: error.status,
    headers: { 'content-type': jsonType, ...extra, ...error.headers },
    body: JSON.stringify(error.body),
  };
}

type Plan = { format: 'json' | 'text'; options: string[] };
type Accept = { single: boolean; stripNulls: boolean; csv?: boolean; plan?: Plan };

const planOptions = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/**
 * Accept: the default JSON array, the single-object media type (with optional nulls=stripped),
 * text/csv, or the execution plan (`application/vnd.pgrst.plan+json; options=analyze|verbose`).
 */
function parseAccept(header: string | undefined): Accept {
  if (header === undefined || header.trim() === '') return { single: false, stripNulls: false };
  const offered: string[] = [];
  for (const raw of header.split(',')) {
    const [type = '', ...parameters] = raw.split(';').map((s) => s.trim().toLowerCase());
    offered.push(type);
    if (type === 'text/csv') return { single: false, stripNulls: false, csv: true };
    const plan = /^application\/vnd\.pgrst\.plan(?:\+(json|text))?$/.exec(type);
    if (plan) {
      const options = (parameters.find((p) => p.startsWith('options='))?.slice(8) ?? '')
        .split('|')
        .filter((option) => planOptions.has(option));
      return {
        single: false,
        stripNulls: false,
        plan: { format: plan[1] === 'json' ? 'json' : 'text', options },
      };
    }
    const stripNulls = parameters.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls };
    }
    if (type === 'application/vnd.pgrst.array+json') return { single: false, stripNulls };
    if (['application/json', '*/*', 'application/*', ''].includes(type))
      return { single: false, stripNulls: false };
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}

function pickSchema(request: ApiRequest, deps: HandlerDeps, cache: SchemaCache): string {
  const read = request.method === 'GET' || request.method === 'HEAD';
  const wanted = (read ? request.headers['accept-profile'] : request.headers['content-profile'])?.trim();
  const fallback = cache.schemas[0];
  if (wanted === undefined || wanted === '') {
    if (fallback === undefined) throw new RestError(406, 'PGRST106', 'No schema is exposed');
    return fallback;
  }
  if (!cache.schemas.includes(wanted)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${wanted}`,
      null,
      `Only the following schemas are exposed: ${deps.configuredSchemas.join(', ')}`,
    );
  }
  return wanted;
}

type Body = { text: string; value: unknown; keys: string[] };

function parseBody(request: ApiRequest, allowEmpty: boolean): Body {
  const text = request.body.toString('utf8');
  if (text.trim() === '') {
    if (allowEmpty) return { text: '{}', value: {}, keys: [] };
    throw bodyError();
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bodyError();
  }
  const rows = Array.isArray(value) ? (value as unknown[]) : [value];
  const keys: string[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      if (!Array.isArray(value) && allowEmpty) return { text, value, keys: [] };
      throw bodyError('All object keys must match');
    }
    for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
  }
  return { text, value, keys };
}

function contentRange(offset: number, rows: number, total: number | null): string {
  const of = total === null ? '*' : String(total);
  return rows === 0 ? `*/${of}` : `${offset}-${offset + rows - 1}/${of}`;
}

const singleError = (rows: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

function readOptions(request: ApiRequest, prefs: Preferences, deps: HandlerDeps): ReadOptions {
  // A Range header (Range-Unit: items) is honoured when the query has no limit/offset.
  const range = /^(?:items=)?(\d+)-(\d*)$/.exec(request.headers['range']?.trim() ?? '');
  return {
    count: prefs.count,
    maxRows: deps.maxRows,
    range: range?.[1]
      ? {
          offset: Number(range[1]),
          limit: range[2] ? Math.max(0, Number(range[2]) - Number(range[1]) + 1) : null,
        }
      : null,
  };
}

function applied(prefs: Preferences, honoured: (keyof Preferences)[]): Record<string, string> {
  const parts: string[] = [];
  for (const key of honoured) {
    const value = prefs[key];
    if (value === null || Array.isArray(value)) continue;
    parts.push(`${key === 'maxAffected' ? 'max-affected' : key}=${value}`);
  }
  return parts.length === 0 ? {} : { 'preference-applied': parts.join(', ') };
}

function readResponse(
  outcome: Outcome,
  offset: number,
  accept: Accept,
  headers: Record<string, string>,
): ApiResponse {
  const rows = Number(outcome.row.page);
  const total = outcome.row.total === null ? null : Number(outcome.row.total);
  if (total !== null && offset > 0 && offset >= total && rows === 0 && offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      { 'content-range': `*/${total}` },
    );
  }
  const status = total !== null && rows < total ? 206 : 200;
  return {
    status: outcome.responseStatus ?? status,
    headers: {
      'content-type': accept.single ? objectType : jsonType,
      'content-range': contentRange(offset, rows, total),
      ...headers,
      ...outcome.responseHeaders,
    },
    body: outcome.row.body ?? '',
  };
}

/**
 * The headers PostgREST sees behind hosted Supabase's gateway, which reports the client's
 * address in X-Forwarded-For (its first entry is the client, as Supabase's docs read it):
 * the address this stack's socket saw is appended, as a proxy does.
 */
function withClientAddress(request: ApiRequest): Record<string, string> {
  const address = request.ip.replace(/^::ffff:/, '');
  if (address === '') return request.headers;
  const forwarded = request.headers['x-forwarded-for']?.trim();
  return { ...request.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${address}` : address };
}

export function createRequestHandler(deps: HandlerDeps) {
  return async function handle(request: ApiRequest): Promise<ApiResponse> {
    let identity: Identity | null = null;
    let profileHeader: Record<string, string> = {};
    try {
      identity = await authenticate(request, deps.jwt);
      const cache = await deps.cache();
      const segments = request.path
        .split('/')
        .filter((s) => s !== '')
        .map((s) => {
          try {
            return decodeURIComponent(s);
          } catch {
            throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
          }
        });
      const schema = pickSchema(request, deps, cache);
      profileHeader = { 'content-profile': schema };
      const prefs = parsePrefer(request.headers['prefer']);
      if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
        throw new RestError(
          400,
          'PGRST122',
          'Invalid preferences given with handling=strict',
          `Invalid preferences: ${prefs.invalid.join(', ')}`,
        );
      }
      const accept = parseAccept(request.headers['accept']);
      const settings: RequestSettings = {
        identity,
        readOnly: request.method === 'GET' || request.method === 'HEAD',
        method: request.method,
        path: request.path,
        headers: withClientAddress(request),
        // As PostgREST: the schema, then db-extra-search-path as configured (duplicates kept).
        searchPath: [schema, ...deps.extraSearchPath],
      };
      if (segments.length === 0) return root(request, cache, schema, profileHeader);
      if (segments[0] === 'rpc' && segments.length === 2) {
        return await rpc(
          request,
          deps,
          cache,
          schema,
          segments[1] ?? '',
          prefs,
          accept,
          settings,
          profileHeader,
        );
      }
      if (segments.length !== 1)
        throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
      const name = segments[0] ?? '';
      const table = cache.tables.get(qualified(schema, name));
      if (!table) {
        throw new RestError(
          404,
          'PGRST205',
          `Could not find the table '${schema}.${name}' in the schema cache`,
        );
      }
      return await tableRequest(request, deps, cache, table, prefs, accept, settings, profileHeader);
    } catch (error) {
      if (error instanceof RestError) return errorResponse(error, profileHeader);
      if (isPgError(error))
        return errorResponse(fromPgError(error, identity?.anonymous ?? true), profileHeader);
      console.error('rest: unexpected error', error);
      return errorResponse(new RestError(500, 'PGRST000', 'Internal server error'));
    }
  };
}

/** GET /rest/v1/: a minimal OpenAPI description (PostgREST serves its full OpenAPI here). */
function root(
  request: ApiRequest,
  cache: SchemaCache,
  schema: string,
  headers: Record<string, string>,
): ApiResponse {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  }
  const paths: Record<string, unknown> = {};
  for (const table of cache.tables.values()) if (table.schema === schema) paths[`/${table.name}`] = {};
  for (const [key, overloads] of cache.functions) {
    const fn = overloads[0];
    if (fn && fn.schema === schema && key === qualified(schema, fn.name)) paths[`/rpc/${fn.name}`] = {};
  }
  return {
    status: 200,
    headers: { 'content-type': 'application/openapi+json; charset=utf-8', ...headers },
    body: JSON.stringify({ swagger: '2.0', info: { title: 'local PostgREST', version: '12' }, paths }),
  };
}

async function tableRequest(
  request: ApiRequest,
  deps: HandlerDeps,
  cache: SchemaCache,
  table: Table,
  prefs: Preferences,
  accept: Accept,
  settings: RequestSettings,
  headers: Record<string, string>,
): Promise<ApiResponse> {
  const query = parseQuery(request.url.searchParams);
  const shape: Shape = { single: accept.single, stripNulls: accept.stripNulls };
  const rollback = prefs.tx === 'rollback';

  if (request.method === 'GET' || request.method === 'HEAD') {
    const statement = buildRead(
      cache,
      query,
      { kind: 'table', table },
      { ...shape, csv: accept.csv === true },
      readOptions(request, prefs, deps),
    );
    if (accept.plan) return await explain(deps.db, settings, statement, accept.plan, headers);
    const outcome = await execute(deps.db, settings, statement, {
      rollback: false,
      // A table read runs no function that could set response GUCs worth a round trip.
      responseGucs: false,
    });
    // Checked after the read-only transaction: there is nothing to roll back.
    if (accept.single && Number(outcome.row.page) !== 1) throw singleError(Number(outcome.row.page));
    const response = readResponse(outcome, statement.offset, accept, {
      ...headers,
      ...applied(prefs, ['count']),
    });
    if (accept.csv === true && response.headers) response.headers['content-type'] = 'text/csv; charset=utf-8';
    return response;
  }

  const write: WriteOptions = {
    returning: prefs.return ?? 'minimal',
    shape,
    count: prefs.count !== null,
  };
  let statement: Statement;
  const honoured: (keyof Preferences)[] = ['return', 'count', 'tx', 'handling', 'maxAffected'];
  switch (request.method) {
    case 'POST':
    case 'PUT': {
      const body = parseBody(request, false);
      const resolution = request.method === 'PUT' ? 'merge-duplicates' : prefs.resolution;
      statement = buildInsert(
        cache,
        query,
        table,
        body,
        { missingDefault: prefs.missing === 'default', resolution },
        write,
      );
      honoured.push('resolution', 'missing');
      break;
    }
    case 'PATCH': {
      const body = parseBody(request, false);
      if (Array.isArray(body.value)) throw bodyError('A PATCH body must be a JSON object');
      statement = buildUpdate(cache, query, table, body, write);
      if (body.keys.length === 0 && query.columns === null) {
        // PostgREST answers an empty update without touching the table.
        statement = { sql: "select null::text as total, '0' as page, '[]' as body", params: [] };
      }
      requireFilter(query, 'UPDATE');
      break;
    }
    case 'DELETE':
      requireFilter(query, 'DELETE');
      statement = buildDelete(cache, query, table, write);
      break;
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  }

  const outcome = await execute(deps.db, settings, statement, {
    rollback,
    check: (row) => checkWrite(row, accept, prefs),
  });
  const rows = Number(outcome.row.page);
  const representation = write.returning === 'representation';
  const responseHeaders: Record<string, string> = {
    ...headers,
    'content-range': `*/${write.count ? rows : '*'}`,
    ...applied(prefs, honoured),
  };
  if (write.returning === 'headers-only' && outcome.row.location) {
    const pk = JSON.parse(outcome.row.location) as Record<string, unknown>;
    const search = new URLSearchParams(
      Object.entries(pk).map(([k, v]): [string, string] => [k, `eq.${String(v)}`]),
    );
    responseHeaders['location'] = `/${table.name}?${search.toString()}`;
  }
  let status = request.method === 'POST' || request.method === 'PUT' ? 201 : representation ? 200 : 204;
  if (request.method === 'PUT' && !representation) status = 204;
  // An upsert that inserted nothing (every row updated, or ignored) created nothing: 200.
  const inserted = outcome.row.inserted;
  if (inserted !== undefined && inserted !== null && Number(inserted) === 0 && status === 201) status = 200;
  if (representation) {
    let body = outcome.row.body ?? '[]';
    if (accept.single && body === '') body = 'null';
    return {
      status: outcome.responseStatus ?? status,
      headers: {
        'content-type': accept.single ? objectType : jsonType,
        ...responseHeaders,
        ...outcome.responseHeaders,
      },
      body,
    };
  }
  return {
    status: outcome.responseStatus ?? status,
    headers: { ...responseHeaders, ...outcome.responseHeaders },
  };
}

/**
 * The execution plan of a read instead of its rows (PostgREST's `vnd.pgrst.plan` media type),
 * explained in the request's transaction, as its role. VERBOSE shows the query identifier, as
 * on hosted projects (which load pg_stat_statements).
 */
async function explain(
  db: Db,
  settings: RequestSettings,
  statement: Statement,
  plan: Plan,
  headers: Record<string, string>,
): Promise<ApiResponse> {
  const options = [`format ${plan.format}`, ...plan.options].join(', ');
  // compute_query_id is a superuser setting: set before the setup switches to the caller's role.
  const setup = setupSql(settings).replace(/^select /, "select set_config('compute_query_id', 'on', true), ");
  const rows = await db.transaction(
    async (tx) =>
      (await tx.query<{ 'QUERY PLAN': unknown }>(`explain (${options}) ${statement.sql}`, statement.params))
        .rows,
    { setup },
  );
  const value = rows.map((row) => row['QUERY PLAN']);
  const body =
    plan.format === 'json'
      ? JSON.stringify(typeof value[0] === 'string' ? JSON.parse(value[0]) : value[0])
      : value.join('\n');
  return {
    status: 200,
    headers: {
      'content-type': `application/vnd.pgrst.plan+${plan.format}; for="application/json"; charset=utf-8`,
      ...headers,
    },
    body,
  };
}

/** Hosted Supabase loads pg-safeupdate: an UPDATE or DELETE must have a WHERE clause. */
function requireFilter(query: ReturnType<typeof parseQuery>, verb: 'UPDATE' | 'DELETE') {
  if ((query.nodes.get('')?.conditions.length ?? 0) === 0) {
    throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  }
}

function checkWrite(row: ResultRow, accept: Accept, prefs: Preferences) {
  const rows = Number(row.page);
  if (accept.single && prefs.return === 'representation' && rows !== 1) throw singleError(rows);
  checkMaxAffected(rows, prefs);
}

/**
 * Prefer: handling=strict, max-affected=n: more rows changed (or returned by a function, whose
 * changes are what max-affected is for on RPC) rolls the transaction back.
 */
function checkMaxAffected(rows: number, prefs: Preferences) {
  if (prefs.handling === 'strict' && prefs.maxAffected !== null && rows > prefs.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    );
  }
}

/** PGRST202, in PostgREST's words, with its fuzzy "Perhaps you meant" hint. */
function noFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  given: readonly string[],
  overloads: readonly PgFunction[],
  post: boolean,
): RestError {
  const keys = [...given].sort();
  const list = keys.join(', ');
  const parameters =
    keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${list}`;
  const paramList = (names: readonly string[]) => `(${[...names].sort().join(', ')})`;
  let suggestion: string | null;
  if (overloads.length === 0) {
    const names = [...cache.functions.values()]
      .flat()
      .filter((fn) => fn.schema === schema)
      .map((fn) => fn.name);
    suggestion = fuzzyBest(names, name, 0.75);
  } else {
    const lists = overloads.map((fn) => paramList(fn.args.map((arg) => arg.name)));
    const best = fuzzyBest(lists, paramList(keys), 0.33);
    suggestion = best === null ? null : `${name}${best}`;
  }
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${keys.length === 0 ? ' without parameters' : `(${list})`} in the schema cache`,
    `Searched for the function ${schema}.${name}${parameters}${
      post ? ' or with a single unnamed json/jsonb parameter' : ''
    }, but no matches were found in the schema cache.`,
    suggestion === null ? null : `Perhaps you meant to call the function ${schema}.${suggestion}`,
  );
}

async function rpc(
  request: ApiRequest,
  deps: HandlerDeps,
  cache: SchemaCache,
  schema: string,
  name: string,
  prefs: Preferences,
  accept: Accept,
  settings: RequestSettings,
  headers: Record<string, string>,
): Promise<ApiResponse> {
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (!read && request.method !== 'POST') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${request.method} method on RPC`);
  }
  const overloads = cache.functions.get(qualified(schema, name)) ?? [];
  const argNames = new Set(overloads.flatMap((fn) => fn.args.map((arg) => arg.name)));
  const query = parseQuery(request.url.searchParams, read ? (key) => argNames.has(key) : () => false);

  let argsJson: string;
  let given: string[];
  if (read) {
    const args: Record<string, string | string[]> = {};
    for (const [key, value] of query.rest) {
      const previous = args[key];
      args[key] =
        previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
    argsJson = JSON.stringify(args);
    given = Object.keys(args);
  } else {
    const body = parseBody(request, true);
    argsJson = body.text;
    given =
      typeof body.value === 'object' && body.value !== null && !Array.isArray(body.value) ? body.keys : [];
  }
  const choice = chooseFunction(overloads, given, prefs.params === 'single-object');
  if (!choice.ok && choice.reason === 'ambiguous') {
    const signature = (fn: (typeof choice.candidates)[number]) =>
      `${fn.schema}.${fn.name}(${fn.args.map((arg) => `${arg.name} => ${arg.type}`).join(', ')})`;
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${choice.candidates.map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  if (!choice.ok) throw noFunction(cache, schema, name, given, overloads, !read);
  const { fn, wholeBody } = choice;
  const params = new Params();
  const call = buildCall(params, fn, argsJson, given, wholeBody);
  const options = readOptions(request, prefs, deps);
  const rpcSettings = { ...settings, readOnly: read || fn.volatility !== 'v' };
  const rollback = prefs.tx === 'rollback';

  if (fn.returnKind === 'scalar' || fn.returnKind === 'void') {
    if (fn.returnsSet) {
      const statement = buildScalarSetRead(cache, query, fn, call, params, options);
      const outcome = await execute(deps.db, rpcSettings, statement, {
        rollback,
        check: (row) => checkMaxAffected(Number(row.page), prefs),
      });
      return readResponse(
        outcome,
        statement.offset,
        { single: false, stripNulls: false },
        { ...headers, ...applied(prefs, ['count']) },
      );
    }
    const statement = { sql: buildScalarCall(fn, call), params: params.values };
    const outcome = await execute(deps.db, rpcSettings, statement, { rollback });
    // PostgREST 12+: a function returning void answers 204 No Content.
    if (fn.returnKind === 'void') {
      return { status: outcome.responseStatus ?? 204, headers: { ...headers, ...outcome.responseHeaders } };
    }
    // A scalar result is one row: with Prefer: count, its total is 1.
    return {
      status: outcome.responseStatus ?? 200,
      headers: {
        'content-type': jsonType,
        'content-range': `0-0/${prefs.count === null ? '*' : '1'}`,
        ...headers,
        ...applied(prefs, ['count']),
        ...outcome.responseHeaders,
      },
      body: outcome.row.body ?? 'null',
    };
  }
  // Composite results read like a table: select, filters, order, limit, embedding.
  const table = fn.returnTable
    ? (cache.tables.get(qualified(fn.returnTable.schema, fn.returnTable.name)) ?? null)
    : null;
  const single = accept.single || !fn.returnsSet;
  const statement = buildRead(
    cache,
    query,
    { kind: 'function', fn, call, table },
    { single, stripNulls: accept.stripNulls },
    options,
    params,
  );
  const outcome = await execute(deps.db, rpcSettings, statement, {
    rollback,
    check: (row) => {
      if (accept.single && Number(row.page) !== 1) throw singleError(Number(row.page));
      checkMaxAffected(Number(row.page), prefs);
    },
  });
  const response = readResponse(
    outcome,
    statement.offset,
    { single, stripNulls: accept.stripNulls },
    { ...headers, ...applied(prefs, ['count']) },
  );
  if (!fn.returnsSet && response.body === '') response.body = 'null';
  if (!fn.returnsSet && !accept.single && response.headers) response.headers['content-type'] = jsonType;
  return response;
}
