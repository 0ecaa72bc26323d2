// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { decodeFrame, encodeFrame, encodeUserBroadcast } from './protocol.ts';

const text = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('frames', () => {
  it('decodes vsn 2.0.0 arrays and vsn 1.0.0 objects', () => {
    expect(decodeFrame(text(['1', '2', 'realtime:a', 'phx_join', { x: 1 }]), false, '2.0.0')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:a',
      event: 'phx_join',
      payload: { x: 1 },
    });
    expect(
      decodeFrame(text({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '3' }), false, '1.0.0'),
    ).toEqual({
      joinRef: null,
      ref: '3',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
    expect(decodeFrame(Buffer.from('nonsense'), false, '2.0.0')).toBeNull();
    expect(decodeFrame(text({ topic: 'x' }), false, '2.0.0')).toBeNull();
  });

  it('decodes the kind-3 user broadcast push of realtime-js', () => {
    const strings = ['1', '5', 'realtime:room', 'cursor', ''].map((s) => Buffer.from(s));
    const frame = Buffer.concat([Buffer.from([3, 1, 1, 13, 6, 0, 1]), ...strings, Buffer.from('{"x":1}')]);
    expect(decodeFrame(frame, true, '2.0.0')).toEqual({
      joinRef: '1',
      ref: '5',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: null,
      userBroadcast: { event: 'cursor', encoding: 'json', data: Buffer.from('{"x":1}') },
    });
    expect(decodeFrame(frame, true, '1.0.0')).toBeNull();
  });

  it('encodes replies per version and kind-4 broadcasts', () => {
    const message = {
      joinRef: '1',
      ref: '2',
      topic: 't',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    };
    expect(encodeFrame('2.0.0', message)).toBe('["1","2","t","phx_reply",{"status":"ok","response":{}}]');
    expect(JSON.parse(encodeFrame('1.0.0', message))).toEqual({
      topic: 't',
      event: 'phx_reply',
      payload: message.payload,
      ref: '2',
    });
    const frame = encodeUserBroadcast('realtime:r', {
      event: 'e',
      encoding: 'binary',
      data: Buffer.from([9]),
    });
    expect([...(frame ?? [])]).toEqual([
      4,
      10,
      1,
      0,
      0,
      ...Buffer.from('realtime:r'),
      ...Buffer.from('e'),
      9,
    ]);
    expect(
      encodeUserBroadcast('x'.repeat(256), { event: 'e', encoding: 'json', data: Buffer.from('') }),
    ).toBeNull();
  });
});
