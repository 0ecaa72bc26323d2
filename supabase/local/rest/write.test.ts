// @vitest-environment node
/** Contract tests with supabase-js: insert, upsert, update, delete and their preferences. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startRestStack, testSchemaSql, type RestTestStack } from './testStack.ts';

let t: RestTestStack;
const service = () => t.client(t.stack.keys.serviceRoleKey);
beforeAll(async () => {
  t = await startRestStack({ '20240101000000_schema.sql': await testSchemaSql() });
});
afterAll(async () => {
  await t.close();
});

describe('insert', () => {
  it('inserts one row: 201, empty body without select()', async () => {
    const res = await service().from('upserts').insert({ id: 1, code: 'a', name: 'one' });
    expect(res).toMatchObject({ status: 201, data: null, error: null });
    const row = await service().from('upserts').select().eq('id', 1).single();
    // Columns left out take their defaults.
    expect(row.data).toEqual({ id: 1, code: 'a', name: 'one', qty: 7, note: 'fresh' });
  });

  it('inserts and returns representation, single', async () => {
    const res = await service()
      .from('upserts')
      .insert({ id: 2, code: 'b', name: 'two' })
      .select('id, name')
      .single();
    expect(res).toMatchObject({ status: 201, data: { id: 2, name: 'two' } });
  });

  it('bulk inserts with columns: missing keys are null, or defaults with missing=default', async () => {
    const bulk = await service()
      .from('upserts')
      .insert([
        { id: 3, code: 'c', qty: 1 },
        { id: 4, code: 'd', name: 'four' },
      ])
      .select('id, name, qty, note')
      .order('id');
    expect(bulk.error).toBeNull();
    expect(bulk.data).toEqual([
      { id: 3, name: null, qty: 1, note: 'fresh' },
      { id: 4, name: 'four', qty: null, note: 'fresh' },
    ]);
    const defaults = await service()
      .from('upserts')
      .insert(
        [
          { id: 5, code: 'e', qty: 1 },
          { id: 6, code: 'f', name: 'six' },
        ],
        { defaultToNull: false },
      )
      .select('id, name, qty');
    expect(defaults.data).toEqual([
      { id: 5, name: null, qty: 1 },
      { id: 6, name: 'six', qty: 7 },
    ]);
  });

  it('reports conflicts (409), not-null (400), unknown columns (PGRST204) and bad JSON (PGRST102)', async () => {
    const duplicate = await service().from('upserts').insert({ id: 1, code: 'zz' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: '23505' });
    expect(duplicate.error?.details).toContain('already exists');
    const notNull = await service().from('teams').insert({ id: 50 });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const unknown = await service().from('teams').insert({ id: 51, name: 'x', nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'teams' in the schema cache",
    });
    const fk = await service().from('cities').insert({ id: 99, name: 'X', country_id: 999 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const raw = await fetch(`${t.stack.url}/rest/v1/teams`, {
      method: 'POST',
      headers: { apikey: t.stack.keys.serviceRoleKey, 'content-type': 'application/json' },
      body: '{"id": 1,',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
  });

  it('supports Prefer: return=headers-only with a Location header', async () => {
    const res = await fetch(`${t.stack.url}/rest/v1/teams`, {
      method: 'POST',
      headers: {
        apikey: t.stack.keys.serviceRoleKey,
        'content-type': 'application/json',
        prefer: 'return=headers-only',
      },
      body: JSON.stringify({ id: 60, name: 'Sixty' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/teams?id=eq.60');
    expect(res.headers.get('preference-applied')).toBe('return=headers-only');
  });

  it('counts inserted rows', async () => {
    const res = await service()
      .from('players')
      .insert(
        [
          { id: 10, name: 'J' },
          { id: 11, name: 'K' },
        ],
        { count: 'exact' },
      );
    expect(res).toMatchObject({ status: 201, count: 2 });
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key', async () => {
    const res = await service()
      .from('upserts')
      .upsert([
        { id: 1, code: 'a', name: 'ONE' },
        { id: 20, code: 't', name: 'twenty' },
      ])
      .select('id, name, qty')
      .order('id');
    expect(res.error).toBeNull();
    expect(res.data).toEqual([
      { id: 1, name: 'ONE', qty: 7 },
      { id: 20, name: 'twenty', qty: 7 },
    ]);
  });

  it('ignores duplicates and uses on_conflict', async () => {
    const ignored = await service()
      .from('upserts')
      .upsert({ id: 1, code: 'a', name: 'ignored' }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const byCode = await service()
      .from('upserts')
      .upsert({ id: 1, code: 'a', name: 'by code' }, { onConflict: 'code' })
      .select('id, name')
      .single();
    expect(byCode.data).toEqual({ id: 1, name: 'by code' });
  });
});

describe('update and delete', () => {
  it('updates filtered rows: 204 minimal, 200 with representation', async () => {
    const minimal = await service().from('upserts').update({ qty: 100 }).eq('id', 2);
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    const rep = await service()
      .from('upserts')
      .update({ qty: 101 })
      .in('id', [2, 3])
      .select('id, qty')
      .order('id');
    expect(rep).toMatchObject({
      status: 200,
      data: [
        { id: 2, qty: 101 },
        { id: 3, qty: 101 },
      ],
    });
    const none = await service().from('upserts').update({ qty: 1 }).eq('id', 999).select();
    expect(none).toMatchObject({ status: 200, data: [] });
  });

  it('refuses an update or delete without filters, like pg-safeupdate', async () => {
    const update = await service().from('upserts').update({ qty: 0 });
    expect(update.status).toBe(400);
    expect(update.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const remove = await service().from('upserts').delete();
    expect(remove.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  it('deletes filtered rows and returns them', async () => {
    const res = await service().from('upserts').delete().eq('id', 20).select('id');
    expect(res).toMatchObject({ status: 200, data: [{ id: 20 }] });
    const count = await service().from('upserts').delete({ count: 'exact' }).gte('id', 5).lte('id', 6);
    expect(count).toMatchObject({ status: 204, count: 2 });
  });

  it('rolls back single() violations on writes', async () => {
    const res = await service().from('upserts').update({ name: 'many' }).lte('id', 4).select().single();
    expect(res.status).toBe(406);
    expect(res.error?.code).toBe('PGRST116');
    const check = await service().from('upserts').select('id').eq('name', 'many');
    expect(check.data).toEqual([]);
  });
});

describe('Prefer', () => {
  it('tx=rollback returns the result but keeps nothing', async () => {
    const res = await service().from('teams').insert({ id: 70, name: 'Ghost' }).select().rollback();
    expect(res).toMatchObject({ status: 201, data: [{ id: 70, name: 'Ghost' }] });
    const check = await service().from('teams').select().eq('id', 70);
    expect(check.data).toEqual([]);
  });

  it('handling=strict with max-affected refuses larger writes', async () => {
    // supabase-js types maxAffected() for PostgREST 13 clients only; this is its request.
    const res = await fetch(`${t.stack.url}/rest/v1/upserts?id=lte.4`, {
      method: 'PATCH',
      headers: {
        apikey: t.stack.keys.serviceRoleKey,
        'content-type': 'application/json',
        prefer: 'handling=strict, max-affected=1',
      },
      body: JSON.stringify({ note: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST124' });
    const check = await service().from('upserts').select('id').eq('note', 'x');
    expect(check.data).toEqual([]);
  });
});
