import { expect, it } from 'vitest';

import { parseConfig } from './config.ts';

it('accepts a backend URL and key, trimming a trailing slash', () => {
  expect(
    parseConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'key' }),
  ).toEqual({
    ok: true,
    value: { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'key' },
  });
});

it('reports every missing variable', () => {
  expect(parseConfig({})).toEqual({
    ok: false,
    error: [
      { variable: 'VITE_SUPABASE_URL', problem: 'missing' },
      { variable: 'VITE_SUPABASE_ANON_KEY', problem: 'missing' },
    ],
  });
});

it('treats blank values as missing and rejects a non-http URL', () => {
  expect(parseConfig({ VITE_SUPABASE_URL: 'ftp://x', VITE_SUPABASE_ANON_KEY: '  ' })).toEqual({
    ok: false,
    error: [
      { variable: 'VITE_SUPABASE_URL', problem: 'invalid' },
      { variable: 'VITE_SUPABASE_ANON_KEY', problem: 'missing' },
    ],
  });
});
