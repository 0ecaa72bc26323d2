/**
 * Phoenix socket frames as Supabase Realtime speaks them.
 * - vsn 1.0.0: JSON objects {join_ref?, ref, topic, event, payload}.
 * - vsn 2.0.0: JSON arrays [join_ref, ref, topic, event, payload], plus binary frames for
 *   user broadcasts (client → server kind 3 "user broadcast push", server → client kind 4
 *   "user broadcast"), see realtime-js lib/serializer.ts and Realtime's V2Serializer.
 */
export type Vsn = '1.0.0' | '2.0.0';

export type UserBroadcast = {
  event: string;
  /** 'json': `data` is UTF-8 JSON; 'binary': opaque bytes. */
  encoding: 'json' | 'binary';
  data: Buffer;
};

export type Inbound = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
  /** Set for binary kind-3 frames (then `payload` is null). */
  userBroadcast?: UserBroadcast;
};

export type Outbound = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
};

const userBroadcastPush = 3;
const userBroadcastKind = 4;

const asRef = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** Parses one frame; null when it is not a frame this protocol version understands. */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): Inbound | null {
  if (isBinary) return vsn === '2.0.0' ? decodeBinary(data) : null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const message = parsed as Record<string, unknown>;
  if (typeof message['topic'] !== 'string' || typeof message['event'] !== 'string') return null;
  return {
    joinRef: asRef(message['join_ref']),
    ref: asRef(message['ref']),
    topic: message['topic'],
    event: message['event'],
    payload: message['payload'],
  };
}

function decodeBinary(data: Buffer): Inbound | null {
  // kind, join_ref, ref, topic, event, metadata lengths, encoding: 7 header bytes.
  if (data.length < 7 || data[0] !== userBroadcastPush) return null;
  const lengths = [data[1], data[2], data[3], data[4], data[5]].map((n) => n ?? 0);
  const encoding = data[6] === 0 ? 'binary' : 'json';
  let offset = 7;
  const strings = lengths.map((length) => {
    const text = data.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return text;
  });
  if (offset > data.length) return null;
  const [joinRef = '', ref = '', topic = '', event = ''] = strings;
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: null,
    userBroadcast: { event, encoding, data: Buffer.from(data.subarray(offset)) },
  };
}

export function encodeFrame(vsn: Vsn, message: Outbound): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  }
  // Phoenix's V1 serializer sends only these four fields.
  return JSON.stringify({
    topic: message.topic,
    event: message.event,
    payload: message.payload,
    ref: message.ref,
  });
}

/** Server → client kind-4 frame; null when a field is too long for its one-byte length. */
export function encodeUserBroadcast(topic: string, broadcast: UserBroadcast): Buffer | null {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(broadcast.event, 'utf8');
  if (topicBytes.length > 255 || eventBytes.length > 255) return null;
  const header = Buffer.from([
    userBroadcastKind,
    topicBytes.length,
    eventBytes.length,
    0, // no metadata
    broadcast.encoding === 'json' ? 1 : 0,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, broadcast.data]);
}
