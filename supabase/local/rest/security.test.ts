// @vitest-environment node
/**
 * Contract tests with supabase-js: JWT handling, roles and row-level security, hostile input.
 * The gateway never filters rows: every assertion here is PostgreSQL's RLS doing the work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signJwt } from '../jwt.ts';
import { startRestStack, testSchemaSql, type RestTestStack } from './testStack.ts';

let t: RestTestStack;
const alice = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const bob = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

beforeAll(async () => {
  t = await startRestStack({ '20240101000000_schema.sql': await testSchemaSql() });
  const service = t.client(t.stack.keys.serviceRoleKey);
  await service.from('profiles').insert([
    { id: alice, username: 'alice' },
    { id: bob, username: 'bob' },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('JWT', () => {
  it('treats no key at all, and the anon key, as anon', async () => {
    const none = await fetch(`${t.stack.url}/rest/v1/rpc/whoami`, { method: 'POST' });
    expect(await none.json()).toMatchObject({ role: 'anon', db_role: 'anon' });
    const anon = await t.client().rpc('whoami');
    expect(anon.data).toMatchObject({ role: 'anon', db_role: 'anon' });
  });

  it('rejects forged, malformed and expired tokens with 401', async () => {
    const forged = await signJwt(
      { sub: alice, role: 'service_role' },
      'not-the-secret-not-the-secret-0123456789',
    );
    const bad = await t.client(forged).from('notes').select();
    expect(bad.status).toBe(401);
    expect(bad.error?.code).toBe('PGRST301');
    const malformed = await t.client('garbage').from('notes').select();
    expect(malformed.status).toBe(401);
    expect(malformed.error).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' });
    const expired = await t.userToken(alice, { exp: Math.floor(Date.now() / 1000) - 10 });
    const res = await t.client(expired).from('notes').select();
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('rejects a role that does not exist', async () => {
    const token = await t.userToken(alice, { role: 'postgres"; drop table notes; --' });
    const res = await t.client(token).from('notes').select();
    expect(res.status).toBe(401);
    const superuser = await t.userToken(alice, { role: 'nosuchrole' });
    expect((await t.client(superuser).from('notes').select()).status).toBe(401);
  });
});

describe('row-level security', () => {
  it('isolates two users', async () => {
    const asAlice = t.client(await t.userToken(alice));
    const asBob = t.client(await t.userToken(bob));
    const created = await asAlice
      .from('notes')
      .insert({ title: 'alice secret' })
      .select('title, owner_id')
      .single();
    expect(created.data).toEqual({ title: 'alice secret', owner_id: alice });
    await asBob.from('notes').insert({ title: 'bob secret' });

    expect((await asAlice.from('notes').select('title')).data).toEqual([{ title: 'alice secret' }]);
    expect((await asBob.from('notes').select('title')).data).toEqual([{ title: 'bob secret' }]);
    const count = await asBob.from('notes').select('*', { count: 'exact', head: true });
    expect(count.count).toBe(1);

    // Bob can neither change nor delete Alice's note: zero rows, no error.
    const update = await asBob.from('notes').update({ title: 'pwned' }).eq('title', 'alice secret').select();
    expect(update).toMatchObject({ data: [], error: null });
    const remove = await asBob.from('notes').delete().eq('title', 'alice secret').select();
    expect(remove.data).toEqual([]);
    // Nor write a note in Alice's name: RLS violation → 403 for a signed-in user.
    const forge = await asBob.from('notes').insert({ title: 'forged', owner_id: alice });
    expect(forge.status).toBe(403);
    expect(forge.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
    });
    expect((await asAlice.from('notes').select('title')).data).toEqual([{ title: 'alice secret' }]);
  });

  it('gives anon nothing of RLS-protected tables and 401 on forbidden writes', async () => {
    const anon = t.client();
    expect((await anon.from('notes').select()).data).toEqual([]);
    const write = await anon
      .from('profiles')
      .insert({ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', username: 'x' });
    expect(write.status).toBe(401);
    expect(write.error?.code).toBe('42501');
    expect((await anon.from('profiles').select('username').order('username')).data).toEqual([
      { username: 'alice' },
      { username: 'bob' },
    ]);
  });

  it('lets service_role bypass RLS', async () => {
    const service = t.client(t.stack.keys.serviceRoleKey);
    const all = await service.from('notes').select('title').order('title');
    expect(all.data).toEqual([{ title: 'alice secret' }, { title: 'bob secret' }]);
  });

  it('keeps the own-row update policy', async () => {
    const asAlice = t.client(await t.userToken(alice));
    const own = await asAlice.from('profiles').update({ bio: 'hi' }).eq('id', alice).select('bio');
    expect(own.data).toEqual([{ bio: 'hi' }]);
    const other = await asAlice.from('profiles').update({ bio: 'hacked' }).eq('id', bob).select('bio');
    expect(other.data).toEqual([]);
  });
});

describe('hostile input', () => {
  const hostile = [
    'id; drop table notes; --',
    'id" from notes; --',
    'title)::text; select pg_sleep(1); --',
    "x'||(select 1)||'",
    '"',
    '*/',
  ];

  it('never runs identifiers as SQL', async () => {
    const service = t.client(t.stack.keys.serviceRoleKey);
    for (const name of hostile) {
      const select = await service.from('notes').select(name);
      expect(select.error, name).not.toBeNull();
      expect([400, 404]).toContain(select.status);
      const filter = await service.from('notes').select('id').eq(name, 1);
      expect(filter.error, name).not.toBeNull();
      const order = await service.from('notes').select('id').order(name);
      expect(order.error, name).not.toBeNull();
      const insert = await service.from('notes').insert({ [name]: 1 } as never);
      expect(insert.error?.code, name).toBe('PGRST204');
      const table = await service.from(name).select();
      expect(table.status, name).toBe(404);
    }
    const cast = await service.from('notes').select('id::text;drop table notes');
    expect(cast.error?.code).toBe('PGRST100');
    const hint = await service.from('countries').select('name, cities!"x; drop table cities"(name)');
    expect(hint.error?.code).toBe('PGRST200');
    expect((await service.from('notes').select('title')).data).toHaveLength(2);
  });

  it('binds filter values, so quotes and SQL in values are just data', async () => {
    const db = t.client(t.stack.keys.serviceRoleKey);
    const values = ["' or '1'='1", "alice secret' --", '1) or (1=1', '%', '\\', 'a\u0000b'];
    for (const value of values) {
      const res = await db.from('notes').select('title').eq('title', value);
      if (value.includes('\u0000')) expect(res.status).toBe(400);
      else expect(res.data, value).toEqual([]);
      const or = await db
        .from('notes')
        .select('title')
        .or(`title.eq."${value.replace(/"/g, '\\"')}"`);
      if (!value.includes('\u0000')) expect(or.data ?? [], value).toEqual([]);
    }
    const inList = await db.from('notes').select('title').in('title', ["a') or true --", 'b"c']);
    expect(inList.data).toEqual([]);
    const jsonKey = await db.from('countries').select('x:data->>continent').eq("data->>con'tinent", 'x');
    expect(jsonKey.data).toEqual([]);
  });

  it('survives malformed requests', async () => {
    const url = `${t.stack.url}/rest/v1`;
    const headers = { apikey: t.stack.keys.serviceRoleKey, 'content-type': 'application/json' };
    const cases: [string, RequestInit][] = [
      ['/notes?select=id,,', {}],
      ['/notes?id=eq', {}],
      ['/notes?order=id.sideways', {}],
      ['/notes?limit=-1', {}],
      ['/notes?select=' + encodeURIComponent('a(b(c(d('), {}],
      ['/notes', { method: 'POST', body: '[1,2]' }],
      ['/notes', { method: 'POST', body: '"text"' }],
      ['/notes', { method: 'POST', body: '' }],
      ['/notes?id=eq.1', { method: 'PATCH', body: 'nope' }],
      ['/rpc/add_them', { method: 'POST', body: '{"a": "x", "b": 1}' }],
      ['/%E0%A4%A', {}],
      ['/a/b/c', {}],
    ];
    for (const [path, init] of cases) {
      const res = await fetch(url + path, { ...init, headers });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      const body = (await res.json()) as { code?: string; message?: string };
      expect(typeof body.code, path).toBe('string');
      expect(typeof body.message, path).toBe('string');
    }
    expect((await t.client().from('teams').select('id').limit(1)).error).toBeNull();
  });
});

describe('schema cache', () => {
  it('reloads on NOTIFY pgrst and after DDL', async () => {
    await t.stack.db.exec('create table public.late (id int primary key); grant all on public.late to anon;');
    await t.stack.db.exec("notify pgrst, 'reload schema'");
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i += 1) {
      status = (await t.client().from('late').select()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
    await t.stack.db.exec('drop table public.late');
    await t.rest.reloadSchema();
    expect((await t.client().from('late').select()).status).toBe(404);
  });
});
