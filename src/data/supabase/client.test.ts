import { expect, it } from 'vitest';

import { createSupabaseClient } from './client.ts';

it('builds a real supabase-js client pointed at the configured project', () => {
  const client = createSupabaseClient({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' });
  // The REST builder targets <url>/rest/v1/<table> with the anon key, as hosted Supabase expects.
  const query = client.from('profiles').select('id');
  expect(String((query as unknown as { url: URL }).url)).toBe(
    'http://127.0.0.1:54321/rest/v1/profiles?select=id',
  );
  expect(client.functions).toBeDefined();
});
