// @vitest-environment node
/** Contract tests with supabase-js: [api] schemas (Accept-/Content-Profile) and max_rows. */
import { afterAll, beforeAll, expect, it } from 'vitest';

import { startRestStack, type RestTestStack } from './testStack.ts';

let t: RestTestStack;
beforeAll(async () => {
  t = await startRestStack(
    {
      '20240101000000_schemas.sql': `
        create schema api;
        grant usage on schema api to anon, authenticated, service_role;
        create table api.items (id int primary key, name text);
        create table public.items (id int primary key, label text);
        grant all on api.items, public.items to anon, authenticated, service_role;
        insert into api.items select i, 'api ' || i from generate_series(1, 10) i;
        insert into public.items select i, 'public ' || i from generate_series(1, 10) i;
        create function api.hello() returns text language sql as $$ select 'from api' $$;
        grant execute on function api.hello() to anon;
      `,
    },
    '[api]\nschemas = ["public", "api", "missing"]\nmax_rows = 3\n',
  );
});
afterAll(async () => {
  await t.close();
});

it('reads and writes the schema named by the profile headers', async () => {
  const api = t.client(t.stack.keys.serviceRoleKey).schema('api');
  const read = await api.from('items').select('name').order('id').limit(1);
  expect(read.data).toEqual([{ name: 'api 1' }]);
  const write = await api.from('items').insert({ id: 11, name: 'eleven' }).select('name').single();
  expect(write.data).toEqual({ name: 'eleven' });
  expect((await api.rpc('hello')).data).toBe('from api');
  const publicRead = await t.client().from('items').select('label').eq('id', 1);
  expect(publicRead.data).toEqual([{ label: 'public 1' }]);
  const missing = await t.client().schema('missing').from('items').select();
  expect(missing.status).toBe(406);
  expect(missing.error).toMatchObject({
    code: 'PGRST106',
    hint: 'Only the following schemas are exposed: public, api, missing',
  });
});

it('caps results at max_rows while counting everything', async () => {
  const res = await t.client().from('items').select('id', { count: 'exact' }).order('id');
  expect(res.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  expect(res.count).toBe(10);
  expect(res.status).toBe(206);
  const small = await t.client().from('items').select('id').order('id').range(4, 5);
  expect(small.data).toEqual([{ id: 5 }, { id: 6 }]);
});
