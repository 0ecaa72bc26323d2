/**
 * The Storage service (/storage/v1): the part of Supabase's Storage API that the unmodified
 * `@supabase/storage-js` uses for files such as avatars — buckets, upload (and upsert), update,
 * download, signed URLs, public URLs, remove and list.
 *
 * As on hosted Supabase, object rows live in `storage.objects` and every object operation runs
 * as the caller's role with their JWT claims, so the project's RLS policies decide who may read,
 * write, list or remove what. Bucket limits (size, MIME types) are read as the service, as the
 * hosted server does. The bytes sit in `_storage_local.blobs` (hosted keeps them in S3),
 * written in the same transaction as the row. Schema: ./schema.sql.
 */
import { createHash, randomUUID } from 'node:crypto';

import pg from 'pg';

import type { Queryable } from '../db/database.ts';
import { json, type ApiRequest, type ApiResponse, type Handler } from '../http.ts';
import { authenticate, type Identity } from '../rest/auth.ts';
import { RestError } from '../rest/errors.ts';
import type { StackContext } from '../server.ts';

/** Hosted's global upload limit when a bucket sets none (50 MB on the free plan). */
const globalSizeLimit = 50 * 1024 * 1024;

class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const failure = (error: StorageError): ApiResponse =>
  json(error.status, { statusCode: String(error.status), error: error.error, message: error.message });

const notFound = () => new StorageError(404, 'not_found', 'Object not found');
const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'Bucket not found');

/** A PostgreSQL error as the storage server words it (RLS refusals are 403). */
function fromDatabase(error: unknown): StorageError | null {
  const code = (error as { code?: unknown }).code;
  if (code === '42501') {
    return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
  }
  if (code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
  if (code === '23503') return bucketNotFound();
  return null;
}

type Bucket = {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
};

type ObjectRow = { id: string; name: string; metadata: Record<string, unknown> | null; version: string };

/** 'image/*' allows any image type, as hosted's allowed_mime_types does. */
function mimeAllowed(allowed: readonly string[] | null, mime: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type] = mime.split('/');
  return allowed.some((entry) => entry === mime || (entry.endsWith('/*') && entry.slice(0, -2) === type));
}

/** The file sent: storage-js posts a Blob as multipart form data, anything else as the raw body. */
async function readUpload(
  request: ApiRequest,
): Promise<{ data: Buffer; mime: string; cacheControl: string }> {
  const contentType = request.headers['content-type'] ?? 'application/octet-stream';
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Request('http://storage.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(request.body),
    }).formData();
    let file: Blob | null = null;
    for (const value of form.values()) if (typeof value !== 'string') file = value;
    if (!file) throw new StorageError(400, 'InvalidRequest', 'No file found in request');
    const cache = form.get('cacheControl');
    return {
      data: Buffer.from(await file.arrayBuffer()),
      mime: file.type || 'application/octet-stream',
      cacheControl: `max-age=${typeof cache === 'string' ? cache : '3600'}`,
    };
  }
  return {
    data: request.body,
    mime: contentType.split(';')[0]?.trim() || 'application/octet-stream',
    cacheControl: request.headers['cache-control'] ?? 'no-cache',
  };
}

/** "bucket/a/b.png" → ["bucket", "a/b.png"]; names are URL-decoded per segment. */
function splitPath(rest: string): { bucket: string; name: string } {
  const parts = rest.split('/').filter((part) => part !== '');
  const [bucket, ...name] = parts.map((part) => decodeURIComponent(part));
  if (!bucket) throw new StorageError(400, 'InvalidRequest', 'Bucket name is required');
  return { bucket, name: name.join('/') };
}

function requireName(name: string): string {
  if (name === '') throw new StorageError(400, 'InvalidKey', 'Object name is required');
  return name;
}

function bodyJson(request: ApiRequest): Record<string, unknown> {
  if (request.body.length === 0) return {};
  try {
    const value = JSON.parse(request.body.toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw new StorageError(400, 'InvalidRequest', 'Body must be a JSON object');
}

export function createStorageService(stack: Pick<StackContext, 'db' | 'keys'>): { handler: Handler } {
  const { db, keys } = stack;

  async function identify(request: ApiRequest): Promise<Identity> {
    try {
      return await authenticate(request, keys.jwt);
    } catch (error) {
      if (error instanceof RestError) throw new StorageError(403, 'Unauthorized', error.message);
      throw error;
    }
  }

  /** Runs `fn` in a transaction as the caller (their role and JWT claims), as PostgREST does. */
  function asCaller<T>(identity: Identity, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const set = (name: string, value: string) =>
      `set_config(${pg.escapeLiteral(name)}, ${pg.escapeLiteral(value)}, true)`;
    const setup = `select ${[
      set('role', identity.role),
      set('request.jwt.claims', JSON.stringify(identity.claims)),
      set('search_path', 'storage, public, extensions'),
    ].join(', ')}`;
    return db.transaction(fn, { setup });
  }

  async function findBucket(id: string): Promise<Bucket> {
    const { rows } = await db.query<Bucket>(
      'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    const bucket = rows[0];
    if (!bucket) throw bucketNotFound();
    return bucket;
  }

  async function readBlob(bucket: string, name: string, version: string): Promise<Buffer> {
    const { rows } = await db.query<{ data: Uint8Array }>(
      'select data from _storage_local.blobs where bucket_id = $1 and name = $2 and version = $3',
      [bucket, name, version],
    );
    const row = rows[0];
    if (!row) throw notFound();
    return Buffer.from(row.data);
  }

  function fileResponse(object: ObjectRow, data: Buffer, download: string | null): ApiResponse {
    const meta = object.metadata ?? {};
    const headers: Record<string, string> = {
      'content-type': typeof meta['mimetype'] === 'string' ? meta['mimetype'] : 'application/octet-stream',
      'content-length': String(data.length),
      'cache-control': typeof meta['cacheControl'] === 'string' ? meta['cacheControl'] : 'no-cache',
      etag: typeof meta['eTag'] === 'string' ? meta['eTag'] : '',
    };
    if (download !== null) {
      const filename = download || object.name.split('/').pop() || 'file';
      headers['content-disposition'] = `attachment; filename="${encodeURIComponent(filename)}"`;
    }
    return { status: 200, headers, body: data };
  }

  /** POST (create, or replace with x-upsert) and PUT (replace) /object/<bucket>/<name>. */
  async function upload(request: ApiRequest, rest: string, mode: 'create' | 'update'): Promise<ApiResponse> {
    const identity = await identify(request);
    const { bucket: bucketId, name: rawName } = splitPath(rest);
    const name = requireName(rawName);
    const bucket = await findBucket(bucketId);
    const file = await readUpload(request);
    const limit = bucket.file_size_limit === null ? globalSizeLimit : Number(bucket.file_size_limit);
    if (file.data.length > Math.min(limit, globalSizeLimit)) {
      throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    }
    if (!mimeAllowed(bucket.allowed_mime_types, file.mime)) {
      throw new StorageError(415, 'invalid_mime_type', `mime type ${file.mime} is not supported`);
    }
    const version = randomUUID();
    const metadata = {
      eTag: `"${createHash('md5').update(file.data).digest('hex')}"`,
      size: file.data.length,
      mimetype: file.mime,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.data.length,
      httpStatusCode: 200,
    };
    const owner = identity.anonymous ? null : (identity.claims.sub ?? null);
    const upsert = mode === 'create' && request.headers['x-upsert'] === 'true';
    const params = [bucketId, name, owner, JSON.stringify(metadata), version];
    const id = await asCaller(identity, async (tx) => {
      const sql =
        mode === 'update'
          ? `update storage.objects set owner = $3::uuid, owner_id = $3, metadata = $4::jsonb, version = $5,
               updated_at = now() where bucket_id = $1 and name = $2 returning id`
          : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
             values ($1, $2, $3::uuid, $3, $4::jsonb, $5)
             ${upsert ? 'on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata, version = excluded.version, updated_at = now()' : ''}
             returning id`;
      const { rows } = await tx.query<{ id: string }>(sql, params);
      const row = rows[0];
      if (!row) throw notFound();
      // The bytes are written with the stack's own rights: the API roles cannot reach them.
      await tx.query('set local role none');
      await tx.query('delete from _storage_local.blobs where bucket_id = $1 and name = $2', [bucketId, name]);
      await tx.query(
        'insert into _storage_local.blobs (bucket_id, name, version, data) values ($1, $2, $3, $4)',
        [bucketId, name, version, file.data],
      );
      return row.id;
    });
    return json(200, { Id: id, Key: `${bucketId}/${name}` });
  }

  /** The object row as the caller may see it (RLS), or not found. */
  async function visibleObject(identity: Identity, bucket: string, name: string): Promise<ObjectRow> {
    const { rows } = await asCaller(identity, (tx) =>
      tx.query<ObjectRow>(
        'select id, name, metadata, version from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      ),
    );
    const row = rows[0];
    if (!row) throw notFound();
    return row;
  }

  async function objectAsService(bucket: string, name: string): Promise<ObjectRow> {
    const { rows } = await db.query<ObjectRow>(
      'select id, name, metadata, version from storage.objects where bucket_id = $1 and name = $2',
      [bucket, name],
    );
    const row = rows[0];
    if (!row) throw notFound();
    return row;
  }

  async function download(request: ApiRequest, rest: string): Promise<ApiResponse> {
    const identity = await identify(request);
    const { bucket, name } = splitPath(rest);
    const object = await visibleObject(identity, bucket, requireName(name));
    return fileResponse(
      object,
      await readBlob(bucket, object.name, object.version),
      request.url.searchParams.get('download'),
    );
  }

  async function publicDownload(request: ApiRequest, rest: string): Promise<ApiResponse> {
    const { bucket: bucketId, name } = splitPath(rest);
    const bucket = await findBucket(bucketId).catch(() => null);
    // A private bucket's objects are not public: answered like a missing bucket, as hosted does.
    if (!bucket?.public) throw new StorageError(400, 'Bucket not found', 'Bucket not found');
    const object = await objectAsService(bucketId, requireName(name));
    return fileResponse(
      object,
      await readBlob(bucketId, object.name, object.version),
      request.url.searchParams.get('download'),
    );
  }

  /** POST /object/sign/<bucket>/<name> {expiresIn}: a token for the path, if the caller may read it. */
  async function sign(request: ApiRequest, rest: string): Promise<ApiResponse> {
    const identity = await identify(request);
    const { bucket, name } = splitPath(rest);
    const expiresIn = Number(bodyJson(request)['expiresIn']);
    if (!Number.isInteger(expiresIn) || expiresIn < 1) {
      throw new StorageError(400, 'InvalidRequest', 'expiresIn must be a positive integer');
    }
    await visibleObject(identity, bucket, requireName(name));
    const now = Math.floor(Date.now() / 1000);
    // Storage signs its URLs with the project's JWT secret (HS256), whatever Auth signs sessions with.
    const token = await keys.jwt.signWithSecret({ url: `${bucket}/${name}`, iat: now, exp: now + expiresIn });
    const path = `${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}`;
    return json(200, { signedURL: `/object/sign/${path}?token=${token}` });
  }

  async function signedDownload(request: ApiRequest, rest: string): Promise<ApiResponse> {
    const { bucket, name } = splitPath(rest);
    const token = request.url.searchParams.get('token') ?? '';
    const verified = await keys.jwt.verify(token);
    if (!verified.ok) {
      const message = verified.reason === 'expired' ? 'jwt expired' : 'invalid signature';
      throw new StorageError(400, 'InvalidJWT', message);
    }
    if (verified.claims['url'] !== `${bucket}/${name}`) {
      throw new StorageError(400, 'InvalidSignature', 'The url do not match the signature');
    }
    const object = await objectAsService(bucket, requireName(name));
    return fileResponse(
      object,
      await readBlob(bucket, object.name, object.version),
      request.url.searchParams.get('download'),
    );
  }

  /** DELETE /object/<bucket> {prefixes}: removes what the caller may remove; answers what went. */
  async function removeMany(request: ApiRequest, bucket: string, names: string[]): Promise<ApiResponse> {
    const identity = await identify(request);
    const deleted = await asCaller(identity, async (tx) => {
      const { rows } = await tx.query<{ object: Record<string, unknown> }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning jsonb_build_object('bucket_id', bucket_id, 'name', name, 'id', id, 'owner', owner,
           'metadata', metadata, 'created_at', created_at, 'updated_at', updated_at,
           'last_accessed_at', last_accessed_at) as object`,
        [bucket, names],
      );
      const gone = rows.map((row) => String(row.object['name']));
      await tx.query('set local role none');
      await tx.query('delete from _storage_local.blobs where bucket_id = $1 and name = any($2::text[])', [
        bucket,
        gone,
      ]);
      return rows.map((row) => row.object);
    });
    return json(200, deleted);
  }

  /**
   * POST /object/list/<bucket> {prefix, limit, offset, sortBy, search}: one folder level, as
   * storage.search() answers: files at that level, and each sub-folder once with null fields.
   */
  async function list(request: ApiRequest, bucket: string): Promise<ApiResponse> {
    const identity = await identify(request);
    const body = bodyJson(request);
    let prefix = typeof body['prefix'] === 'string' ? body['prefix'] : '';
    if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
    const search = typeof body['search'] === 'string' ? body['search'] : '';
    const limit = Number.isInteger(body['limit']) ? Number(body['limit']) : 100;
    const offset = Number.isInteger(body['offset']) ? Number(body['offset']) : 0;
    const sortBy = (body['sortBy'] ?? {}) as { column?: unknown; order?: unknown };
    const descending = sortBy.order === 'desc';
    const like = `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
    const { rows } = await asCaller(identity, (tx) =>
      tx.query<{ entry: Record<string, unknown> }>(
        `select jsonb_build_object('name', name, 'id', id, 'updated_at', updated_at, 'created_at', created_at,
           'last_accessed_at', last_accessed_at, 'metadata', metadata) as entry
         from storage.objects where bucket_id = $1 and name like $2 order by name`,
        [bucket, like],
      ),
    );
    const entries = new Map<string, Record<string, unknown>>();
    for (const { entry } of rows) {
      const rest = String(entry['name']).slice(prefix.length);
      const slash = rest.indexOf('/');
      const shown = slash === -1 ? rest : rest.slice(0, slash);
      if (search !== '' && !shown.toLowerCase().startsWith(search.toLowerCase())) continue;
      if (entries.has(shown)) continue;
      entries.set(
        shown,
        slash === -1
          ? { ...entry, name: shown }
          : {
              name: shown,
              id: null,
              updated_at: null,
              created_at: null,
              last_accessed_at: null,
              metadata: null,
            },
      );
    }
    const sorted = [...entries.values()].sort((a, b) => String(a['name']).localeCompare(String(b['name'])));
    if (descending) sorted.reverse();
    return json(200, sorted.slice(offset, offset + limit));
  }

  /** /bucket: read as the caller (RLS on storage.buckets); created and changed likewise. */
  async function buckets(
    request: ApiRequest,
    id: string | undefined,
    action: string | undefined,
  ): Promise<ApiResponse> {
    const identity = await identify(request);
    const columns =
      'id, name, owner, public, file_size_limit, allowed_mime_types, type, created_at, updated_at';
    const asJson = `to_jsonb(b) - 'owner_id' - 'avif_autodetection'`;
    if (request.method === 'GET') {
      const { rows } = await asCaller(identity, (tx) =>
        tx.query<{ bucket: Record<string, unknown> }>(
          `select ${asJson} as bucket from (select ${columns} from storage.buckets ${id ? 'where id = $1' : 'order by name'}) b`,
          id ? [id] : [],
        ),
      );
      if (!id)
        return json(
          200,
          rows.map((row) => row.bucket),
        );
      const row = rows[0];
      if (!row) throw bucketNotFound();
      return json(200, row.bucket);
    }
    if (request.method === 'POST' && id && action === 'empty') {
      const { rows } = await asCaller(identity, (tx) =>
        tx.query<{ name: string }>('delete from storage.objects where bucket_id = $1 returning name', [id]),
      );
      await db.query('delete from _storage_local.blobs where bucket_id = $1 and name = any($2::text[])', [
        id,
        rows.map((row) => row.name),
      ]);
      return json(200, { message: 'Successfully emptied' });
    }
    const body = request.method === 'DELETE' ? {} : bodyJson(request);
    const limit = body['file_size_limit'] ?? null;
    const mimes = Array.isArray(body['allowed_mime_types']) ? body['allowed_mime_types'].map(String) : null;
    if (request.method === 'POST' && !id) {
      const name = typeof body['name'] === 'string' ? body['name'] : '';
      const newId = typeof body['id'] === 'string' ? body['id'] : name;
      if (name === '') throw new StorageError(400, 'InvalidRequest', 'Bucket name is required');
      await asCaller(identity, (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3::uuid, $3, $4, $5, $6)`,
          [newId, name, identity.claims.sub ?? null, body['public'] === true, limit, mimes],
        ),
      );
      return json(200, { name });
    }
    if (request.method === 'PUT' && id) {
      const { rows } = await asCaller(identity, (tx) =>
        tx.query(
          `update storage.buckets set public = $2, file_size_limit = $3, allowed_mime_types = $4,
             updated_at = now() where id = $1 returning id`,
          [id, body['public'] === true, limit, mimes],
        ),
      );
      if (rows.length === 0) throw bucketNotFound();
      return json(200, { message: 'Successfully updated' });
    }
    if (request.method === 'DELETE' && id) {
      const { rows: objects } = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
        id,
      ]);
      if (objects.length > 0) {
        throw new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
      }
      const { rows } = await asCaller(identity, (tx) =>
        tx.query('delete from storage.buckets where id = $1 returning id', [id]),
      );
      if (rows.length === 0) throw bucketNotFound();
      return json(200, { message: 'Successfully deleted' });
    }
    throw new StorageError(405, 'InvalidRequest', 'Method not allowed');
  }

  async function route(request: ApiRequest): Promise<ApiResponse> {
    const { method, path } = request;
    const [, area, ...segments] = path.split('/');
    const rest = segments.join('/');
    if (area === 'bucket')
      return buckets(request, segments[0] ? decodeURIComponent(segments[0]) : undefined, segments[1]);
    if (area !== 'object')
      return json(404, { statusCode: '404', error: 'not_found', message: 'Route not found' });
    const [kind, ...after] = segments;
    const afterPath = after.join('/');
    if (kind === 'public' && (method === 'GET' || method === 'HEAD'))
      return publicDownload(request, afterPath);
    if (kind === 'authenticated' && (method === 'GET' || method === 'HEAD'))
      return download(request, afterPath);
    if (kind === 'sign' && method === 'POST') return sign(request, afterPath);
    if (kind === 'sign' && (method === 'GET' || method === 'HEAD')) return signedDownload(request, afterPath);
    if (kind === 'list' && method === 'POST') return list(request, decodeURIComponent(after[0] ?? ''));
    if (method === 'GET' || method === 'HEAD') return download(request, rest);
    if (method === 'POST') return upload(request, rest, 'create');
    if (method === 'PUT') return upload(request, rest, 'update');
    if (method === 'DELETE') {
      const { bucket, name } = splitPath(rest);
      if (name !== '') return removeMany(request, bucket, [name]);
      const prefixes = bodyJson(request)['prefixes'];
      if (!Array.isArray(prefixes)) throw new StorageError(400, 'InvalidRequest', 'prefixes must be a list');
      return removeMany(request, bucket, prefixes.map(String));
    }
    return json(405, { statusCode: '405', error: 'InvalidRequest', message: 'Method not allowed' });
  }

  return {
    async handler(request) {
      try {
        return await route(request);
      } catch (error) {
        if (error instanceof StorageError) return failure(error);
        const mapped = fromDatabase(error);
        if (mapped) return failure(mapped);
        throw error;
      }
    },
  };
}
