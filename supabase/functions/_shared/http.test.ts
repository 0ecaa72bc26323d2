import { describe, expect, it } from 'vitest';

import { preflight } from './http.ts';

describe('edge function CORS', () => {
  it('answers a preflight for the app, and lets the browser keep it beyond 5 s', () => {
    const answer = preflight(new Request('https://example.test/functions/v1/chat', { method: 'OPTIONS' }));
    expect(answer?.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(answer?.headers.get('Access-Control-Allow-Headers')).toContain('authorization');
    expect(Number(answer?.headers.get('Access-Control-Max-Age'))).toBeGreaterThanOrEqual(7200);
  });

  it('leaves other requests to the function', () => {
    expect(preflight(new Request('https://example.test/functions/v1/chat', { method: 'POST' }))).toBeNull();
  });
});
