/**
 * Realtime's HTTP API under /realtime/v1 (Realtime's router.ex `/api` scope):
 * - `POST /api/broadcast` `{messages: [{topic, event, payload, private?, id?}]}` (BatchBroadcast):
 *   what realtime-js `channel.send()` falls back to when the channel is not joined.
 * - `POST /api/broadcast/:topic/events/:event[?private=true]` with a JSON or octet-stream body
 *   (SingleBroadcast): what `channel.httpSend()` calls.
 * Both answer 202 with an empty body. `topic` is the channel's sub-topic (no `realtime:`).
 * Private messages go out only when the caller may write to the topic (RLS on
 * realtime.messages); the batch API drops refused ones silently, the single one answers 403.
 */
import { json, requestToken, type ApiRequest, type ApiResponse, type Handler } from '../http.ts';
import type { JwtKeys } from '../jwt.ts';
import { checkToken, type TokenCheck } from './auth.ts';
import type { BroadcastMessage } from './hub.ts';

export type Caller = Extract<TokenCheck, { ok: true }>;

export type BroadcastApiContext = {
  /** Delivers to every member of a hub topic key (`public:<topic>` / `private:<topic>`). */
  publish(topicKey: string, message: BroadcastMessage): void;
  jwt: JwtKeys;
  /** May the caller broadcast on this private topic? */
  canBroadcast(caller: Caller, topic: string, headers: Record<string, string>): Promise<boolean>;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const accepted = (): ApiResponse => ({ status: 202, body: '' });
const unauthorized = (): ApiResponse => json(401, { message: 'Unauthorized' });
const notFound = (): ApiResponse => json(404, { message: 'not found' });

type BatchMessage = {
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  private: boolean;
  id?: string;
};

/** Ecto changeset errors, as Realtime's ChangesetView renders them: `{errors: {field: [...]}}`. */
type FieldErrors = Record<string, string[]>;

function validateMessage(
  raw: unknown,
): { ok: true; message: BatchMessage } | { ok: false; errors: FieldErrors } {
  if (!isObject(raw)) return { ok: false, errors: { messages: ['is invalid'] } };
  const errors: FieldErrors = {};
  const add = (field: string, error: string) => (errors[field] ??= []).push(error);
  const text = (field: string): string | undefined => {
    const value = raw[field];
    if (value === undefined || value === null || value === '') add(field, "can't be blank");
    else if (typeof value !== 'string') add(field, 'is invalid');
    else return value;
    return undefined;
  };
  const topic = text('topic');
  const event = text('event');
  const payload = raw['payload'];
  if (payload === undefined || payload === null) add('payload', "can't be blank");
  else if (!isObject(payload)) add('payload', 'is invalid');
  const isPrivate = raw['private'] ?? false;
  if (typeof isPrivate !== 'boolean') add('private', 'is invalid');
  const id = raw['id'];
  if (id !== undefined && id !== null && typeof id !== 'string') add('id', 'is invalid');
  if (topic === undefined || event === undefined || !isObject(payload) || typeof isPrivate !== 'boolean')
    return { ok: false, errors };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    message: { topic, event, payload, private: isPrivate, ...(typeof id === 'string' ? { id } : {}) },
  };
}

function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

const badRequest = (): ApiResponse => json(400, { message: 'Bad Request: the body is not valid JSON' });

export function createBroadcastApi(context: BroadcastApiContext): Handler {
  const authenticate = async (request: ApiRequest): Promise<Caller | null> => {
    const token = requestToken(request);
    if (!token) return null;
    const check = await checkToken(token, context.jwt);
    return check.ok ? check : null;
  };

  const mayWrite = async (request: ApiRequest, caller: Caller, topic: string): Promise<boolean> =>
    caller.role === 'service_role' ||
    (await context.canBroadcast(caller, topic, request.headers).catch(() => false));

  async function batch(request: ApiRequest, caller: Caller): Promise<ApiResponse> {
    const parsed = parseJson(request.body);
    if (!parsed.ok) return badRequest();
    const body = parsed.value;
    const list = isObject(body) ? body['messages'] : undefined;
    if (!Array.isArray(list) || list.length === 0) {
      return json(422, {
        errors: { messages: [list === undefined || Array.isArray(list) ? "can't be blank" : 'is invalid'] },
      });
    }
    const messages: BatchMessage[] = [];
    const entryErrors: FieldErrors[] = [];
    let invalid = false;
    for (const raw of list) {
      const result = validateMessage(raw);
      if (result.ok) {
        messages.push(result.message);
        entryErrors.push({});
      } else {
        invalid = true;
        entryErrors.push(result.errors);
      }
    }
    if (invalid) return json(422, { errors: { messages: entryErrors } });

    const deliver = (message: BatchMessage) => {
      const payload: Record<string, unknown> = {
        payload: message.payload,
        event: message.event,
        type: 'broadcast',
        ...(message.id !== undefined ? { meta: { id: message.id } } : {}),
      };
      context.publish(`${message.private ? 'private' : 'public'}:${message.topic}`, {
        kind: 'json',
        payload,
      });
    };
    for (const message of messages) if (!message.private) deliver(message);
    // Private messages are authorised once per topic; refused ones are dropped (still 202).
    const privateTopics = [...new Set(messages.filter((m) => m.private).map((m) => m.topic))];
    for (const topic of privateTopics) {
      if (!(await mayWrite(request, caller, topic))) continue;
      for (const message of messages) if (message.private && message.topic === topic) deliver(message);
    }
    return accepted();
  }

  async function single(
    request: ApiRequest,
    caller: Caller,
    topic: string,
    event: string,
  ): Promise<ApiResponse> {
    const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    let broadcast: BroadcastMessage;
    if (contentType === 'application/octet-stream') {
      broadcast = { kind: 'user', broadcast: { event, encoding: 'binary', data: request.body } };
    } else if (contentType === 'application/json' || contentType.endsWith('+json')) {
      // Plug.Parsers: an empty body is `{}`, a JSON value that is not an object lands in `_json`.
      const parsed = request.body.length === 0 ? { ok: true as const, value: {} } : parseJson(request.body);
      if (!parsed.ok) return badRequest();
      const payload = isObject(parsed.value) ? parsed.value : { _json: parsed.value };
      broadcast = {
        kind: 'user',
        broadcast: { event, encoding: 'json', data: Buffer.from(JSON.stringify(payload), 'utf8') },
      };
    } else {
      return json(415, { message: 'Unsupported Media Type' });
    }
    if (topic === '' || event === '') {
      const errors: FieldErrors = {};
      if (topic === '') errors['topic'] = ["can't be blank"];
      if (event === '') errors['event'] = ["can't be blank"];
      return json(422, { errors });
    }
    const isPrivate = request.url.searchParams.get('private') === 'true';
    if (isPrivate && !(await mayWrite(request, caller, topic))) return json(403, { message: 'Unauthorized' });
    context.publish(`${isPrivate ? 'private' : 'public'}:${topic}`, broadcast);
    return accepted();
  }

  return async (request) => {
    const path = request.path.replace(/\/+$/, '');
    const singleMatch = /^\/api\/broadcast\/([^/]*)\/events\/([^/]*)$/.exec(path);
    if (request.method !== 'POST' || (path !== '/api/broadcast' && !singleMatch)) return notFound();
    const caller = await authenticate(request);
    if (!caller) return unauthorized();
    if (!singleMatch) return batch(request, caller);
    let topic: string;
    let event: string;
    try {
      topic = decodeURIComponent(singleMatch[1] ?? '');
      event = decodeURIComponent(singleMatch[2] ?? '');
    } catch {
      return notFound();
    }
    return single(request, caller, topic, event);
  };
}
