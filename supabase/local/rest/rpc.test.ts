// @vitest-environment node
/** Contract tests with supabase-js: functions through /rpc (POST, GET, HEAD). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startRestStack, testSchemaSql, type RestTestStack } from './testStack.ts';

let t: RestTestStack;
const user = '11111111-1111-4111-8111-111111111111';
beforeAll(async () => {
  t = await startRestStack({ '20240101000000_schema.sql': await testSchemaSql() });
});
afterAll(async () => {
  await t.close();
});

describe('rpc', () => {
  it('calls scalar functions with named arguments (POST and GET)', async () => {
    const db = t.client();
    expect(await db.rpc('add_them', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect((await db.rpc('add_them', { a: 4, b: 5 }, { get: true })).data).toBe(9);
    expect((await db.rpc('greet')).data).toBe('hello world');
    expect((await db.rpc('greet', { name: 'Ann' })).data).toBe('hello Ann');
    expect((await db.rpc('echo_json', { any: ['thing', 1] })).data).toEqual({ any: ['thing', 1] });
  });

  it('runs set-returning functions with filters, order, limit and counts', async () => {
    const db = t.client();
    const europe = await db.rpc('countries_in', { continent: 'Europe' }).select('name');
    expect(europe.data).toEqual([{ name: 'France' }, { name: 'Germany' }]);
    const filtered = await db
      .rpc('countries_in', { continent: 'Europe' }, { count: 'exact' })
      .select('name, cities!country_id(name)')
      .eq('code', 'DE');
    expect(filtered).toMatchObject({ count: 1, data: [{ name: 'Germany', cities: [{ name: 'Berlin' }] }] });
    const numbers = await db
      .rpc('numbers', { n: 5 })
      .gt('numbers', 2)
      .order('numbers', { ascending: false })
      .limit(2);
    expect(numbers.data).toEqual([5, 4]);
    const pairs = await db.rpc('city_pairs', undefined, { get: true }).eq('country', 'Canada');
    expect(pairs.data).toEqual([
      { city: 'Montreal', country: 'Canada' },
      { city: 'Ottawa', country: 'Canada' },
    ]);
    const head = await db.rpc('numbers', { n: 7 }, { head: true, count: 'exact' });
    expect(head).toMatchObject({ count: 7, data: null, error: null });
    const get = await db.rpc('numbers', { n: 3 }, { get: true, count: 'exact' });
    expect(get).toMatchObject({ count: 3, data: [1, 2, 3] });
  });

  it('returns a single composite as an object', async () => {
    const res = await t.client().rpc('first_country').select('id, name');
    expect(res.data).toEqual({ id: 1, name: 'France' });
  });

  it('sets the request GUCs and role, read-only for GET', async () => {
    const token = await t.userToken(user);
    const post = await t.client(token).rpc('whoami');
    expect(post.data).toMatchObject({
      sub: user,
      role: 'authenticated',
      db_role: 'authenticated',
      method: 'POST',
      path: '/rpc/whoami',
      read_only: 'on',
    });
    expect((post.data as { client: string }).client).toContain('supabase-js');
    const anon = await t.client().rpc('whoami', undefined, { get: true });
    expect(anon.data).toMatchObject({
      sub: null,
      role: 'anon',
      db_role: 'anon',
      method: 'GET',
      read_only: 'on',
    });
    const service = await t.client(t.stack.keys.serviceRoleKey).rpc('whoami');
    expect(service.data).toMatchObject({ role: 'service_role', db_role: 'service_role' });
  });

  it('passes hostile header values to request.headers verbatim, never as SQL', async () => {
    // The request's settings travel with BEGIN as escaped literals: quotes, backslashes and
    // statement separators must arrive as plain text.
    const hostile = `x'); select pg_sleep(5); select ('\\' ; -- \\'\\`;
    const res = await fetch(`${t.stack.url}/rest/v1/rpc/whoami`, {
      method: 'POST',
      headers: { apikey: t.stack.keys.anonKey, 'content-type': 'application/json', 'x-client-info': hostile },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { client: string }).client).toBe(hostile);
  });

  it("reports the client's address in x-forwarded-for, appended to any the client sent, as the platform's gateway does", async () => {
    const call = async (headers: Record<string, string> = {}) => {
      const res = await fetch(`${t.stack.url}/rest/v1/rpc/whoami`, {
        method: 'POST',
        headers: { apikey: t.stack.keys.anonKey, 'content-type': 'application/json', ...headers },
        body: '{}',
      });
      return ((await res.json()) as { forwarded_for: string | null }).forwarded_for;
    };
    expect(await call()).toBe('127.0.0.1');
    expect(await call({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9, 127.0.0.1');
  });

  it('runs volatile functions read-write on POST but refuses writes on GET (405)', async () => {
    const token = await t.userToken(user);
    const service = t.client(t.stack.keys.serviceRoleKey);
    await service.from('profiles').insert({ id: user, username: 'rpc-user' });
    const post = await t.client(token).rpc('touch_note', { note_title: 'from rpc' });
    // A function returning void answers 204 No Content, as PostgREST 12+ does.
    expect(post).toMatchObject({ error: null, data: null, status: 204 });
    const get = await t.client(token).rpc('touch_note', { note_title: 'from get' }, { get: true });
    expect(get.status).toBe(405);
    expect(get.error?.code).toBe('25006');
    const notes = await t.client(token).from('notes').select('title');
    expect(notes.data).toEqual([{ title: 'from rpc' }]);
  });

  it('answers 300 PGRST203 when overloads match the named arguments equally', async () => {
    const db = t.client();
    const ambiguous = await db.rpc('pick', { x: 1 });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.data).toBeNull();
    expect(ambiguous.error).toEqual({
      code: 'PGRST203',
      message:
        // Candidates ordered by their parameters, as PostgREST lists them.
        'Could not choose the best candidate function between: public.pick(x => integer), public.pick(x => integer, y => integer), public.pick(x => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    const get = await db.rpc('pick', { x: 1 }, { get: true });
    expect(get.error?.code).toBe('PGRST203');
    // Names that only one overload takes resolve it.
    expect((await db.rpc('pick', { x: 1, y: 2 })).data).toBe('two 3');
    expect((await db.rpc('pick', { z: 'a' })).data).toBe('z a!');
    expect((await db.rpc('pick', { y: 2 })).error?.code).toBe('PGRST202');
  });

  it('reports function errors like PostgREST', async () => {
    const db = t.client();
    const raised = await db.rpc('fail_with', { msg: 'nope' });
    expect(raised.status).toBe(400);
    expect(raised.error).toEqual({ code: 'P0001', message: 'nope', details: 'some detail', hint: 'a hint' });
    const teapot = await db.rpc('teapot');
    expect(teapot.status).toBe(418);
    expect(teapot.error).toMatchObject({ code: 'PT418', message: 'I am a teapot' });
    const missing = await db.rpc('nope', { x: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.nope(x) in the schema cache',
    });
    const wrongArgs = await db.rpc('add_them', { a: 1 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
    const res = await fetch(`${t.stack.url}/rest/v1/rpc/with_headers`, {
      method: 'POST',
      headers: { apikey: t.stack.keys.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.headers.get('x-custom')).toBe('yes');
    const patch = await fetch(`${t.stack.url}/rest/v1/rpc/greet`, {
      method: 'PATCH',
      headers: { apikey: t.stack.keys.anonKey },
    });
    expect(patch.status).toBe(405);
  });
});
