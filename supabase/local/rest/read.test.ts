// @vitest-environment node
/** Contract tests with supabase-js: reading (select, filters, order, pagination, counts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startRestStack, testSchemaSql, type RestTestStack } from './testStack.ts';

let t: RestTestStack;
beforeAll(async () => {
  t = await startRestStack({ '20240101000000_schema.sql': await testSchemaSql() });
});
afterAll(async () => {
  await t.close();
});

const names = (data: unknown) => (data as { name: string }[]).map((row) => row.name);

describe('select', () => {
  it('selects columns, aliases, casts and JSON paths', async () => {
    const { data, error, status } = await t
      .client()
      .from('countries')
      .select(
        'id, label:name, pop:population::text, continent:data->>continent, area:data->stats->area, data->>continent',
      )
      .eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 1, label: 'France', pop: '68000000', continent: 'Europe', area: 551695 }]);
  });

  it('selects * by default and in column order', async () => {
    const { data } = await t.client().from('teams').select().order('id');
    expect(data).toEqual([
      { id: 1, name: 'Red' },
      { id: 2, name: 'Blue' },
      { id: 3, name: 'Green' },
    ]);
  });

  it('answers 404 PGRST205 for an unknown table and 400 for an unknown column', async () => {
    const missing = await t.client().from('nope').select();
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.nope' in the schema cache",
    });
    const column = await t.client().from('teams').select('id, nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703', message: 'column teams.nope does not exist' });
  });
});

describe('filters', () => {
  it('supports comparison operators', async () => {
    const db = t.client();
    expect(names((await db.from('countries').select('name').eq('code', 'FR')).data)).toEqual(['France']);
    expect(
      names((await db.from('countries').select('name').neq('id', 1).lt('id', 4).order('id')).data),
    ).toEqual(['Germany', 'Japan']);
    expect(
      names((await db.from('countries').select('name').gt('population', 80000000).order('id')).data),
    ).toEqual(['Germany', 'Japan']);
    expect(names((await db.from('countries').select('name').gte('id', 4).lte('id', 4)).data)).toEqual([
      'Canada',
    ]);
  });

  it('supports like/ilike (with * wildcards), match/imatch and quantifiers', async () => {
    const db = t.client();
    expect(names((await db.from('countries').select('name').like('name', '%an%').order('id')).data)).toEqual([
      'France',
      'Germany',
      'Japan',
      'Canada',
      'Atlantis',
    ]);
    expect(names((await db.from('countries').select('name').ilike('name', 'g*')).data)).toEqual(['Germany']);
    expect(names((await db.from('countries').select('name').match({ id: 3 })).data)).toEqual(['Japan']);
    expect(
      names((await db.from('countries').select('name').regexMatch('name', '^[FG]').order('id')).data),
    ).toEqual(['France', 'Germany']);
    expect(names((await db.from('countries').select('name').regexIMatch('name', '^j')).data)).toEqual([
      'Japan',
    ]);
    expect(
      names((await db.from('countries').select('name').likeAnyOf('name', ['F%', 'J%']).order('id')).data),
    ).toEqual(['France', 'Japan']);
    expect(
      names((await db.from('countries').select('name').likeAllOf('name', ['%a%', '%y%']).order('id')).data),
    ).toEqual(['Germany']);
    expect(
      names((await db.from('countries').select('name').filter('id', 'eq(any)', '{1,2}').order('id')).data),
    ).toEqual(['France', 'Germany']);
  });

  it('supports in, not in, is and isdistinct', async () => {
    const db = t.client();
    expect(
      names((await db.from('countries').select('name').in('code', ['FR', 'JP', 'a,b']).order('id')).data),
    ).toEqual(['France', 'Japan']);
    expect(
      names((await db.from('countries').select('name').not('id', 'in', '(1,2,3)').order('id')).data),
    ).toEqual(['Canada', 'Atlantis']);
    expect(names((await db.from('countries').select('name').in('id', [])).data)).toEqual([]);
    expect(names((await db.from('countries').select('name').is('code', null)).data)).toEqual(['Atlantis']);
    expect(
      names((await db.from('countries').select('name').not('code', 'is', null).eq('id', 1)).data),
    ).toEqual(['France']);
    expect(
      names((await db.from('countries').select('name').isDistinct('code', 'FR').order('id')).data),
    ).toEqual(['Germany', 'Japan', 'Canada', 'Atlantis']);
  });

  it('supports array, JSON, range and full-text operators', async () => {
    const db = t.client();
    expect(
      names((await db.from('countries').select('name').contains('languages', ['fr']).order('id')).data),
    ).toEqual(['France', 'Canada']);
    expect(
      names(
        (await db.from('countries').select('name').containedBy('languages', ['fr', 'de']).order('id')).data,
      ),
    ).toEqual(['France', 'Germany']);
    expect(
      names((await db.from('countries').select('name').overlaps('languages', ['ja', 'en']).order('id')).data),
    ).toEqual(['Japan', 'Canada']);
    expect(
      names((await db.from('countries').select('name').contains('data', { continent: 'Asia' })).data),
    ).toEqual(['Japan']);
    expect(names((await db.from('countries').select('name').eq('data->>continent', 'America')).data)).toEqual(
      ['Canada'],
    );
    expect(
      names(
        (
          await db
            .from('countries')
            .select('name')
            .textSearch('search', 'bread', { config: 'english' })
            .order('id')
        ).data,
      ),
    ).toEqual(['France', 'Germany']);
    expect(
      names(
        (await db.from('countries').select('name').textSearch('search', 'maple hockey', { type: 'plain' }))
          .data,
      ),
    ).toEqual(['Canada']);
    expect(
      names(
        (await db.from('countries').select('name').textSearch('name', "'japan'", { type: 'websearch' })).data,
      ),
    ).toEqual(['Japan']);
    const ids = (data: unknown) => (data as { id: number }[]).map((row) => row.id);
    expect(ids((await db.from('slots').select('id').rangeLt('during', '[10,20)').order('id')).data)).toEqual([
      1,
    ]);
    expect(ids((await db.from('slots').select('id').rangeGt('during', '[10,20)').order('id')).data)).toEqual([
      3,
    ]);
    expect(ids((await db.from('slots').select('id').rangeLte('during', '[10,20)').order('id')).data)).toEqual(
      [1, 2],
    );
    expect(ids((await db.from('slots').select('id').rangeGte('during', '[10,20)').order('id')).data)).toEqual(
      [2, 3],
    );
    expect(
      ids((await db.from('slots').select('id').rangeAdjacent('during', '[5,10)').order('id')).data),
    ).toEqual([1, 2]);
    expect(ids((await db.from('slots').select('id').overlaps('during', '[12,13)').order('id')).data)).toEqual(
      [2],
    );
    expect(ids((await db.from('slots').select('id').contains('during', '[25,26)').order('id')).data)).toEqual(
      [3],
    );
  });

  it('supports or, and, not and nested logic trees', async () => {
    const db = t.client();
    expect(
      names((await db.from('countries').select('name').or('code.eq.FR,code.eq.JP').order('id')).data),
    ).toEqual(['France', 'Japan']);
    expect(
      names(
        (
          await db
            .from('countries')
            .select('name')
            .or('id.gt.3,and(code.like.D*,population.gt.1)')
            .order('id')
        ).data,
      ),
    ).toEqual(['Germany', 'Canada', 'Atlantis']);
    expect(
      names(
        (await db.from('countries').select('name').or('name.in.("France","Japan"),code.is.null').order('id'))
          .data,
      ),
    ).toEqual(['France', 'Japan', 'Atlantis']);
    const notOr = await db.from('countries').select('name').not('id', 'gt', 1);
    expect(names(notOr.data)).toEqual(['France']);
    const res = await fetch(`${t.stack.url}/rest/v1/countries?select=name&not.or=(id.gt.1,code.eq.FR)`, {
      headers: { apikey: t.stack.keys.anonKey },
    });
    expect(await res.json()).toEqual([]);
    const and = await fetch(`${t.stack.url}/rest/v1/countries?select=name&and=(id.gte.2,id.lte.3)&order=id`, {
      headers: { apikey: t.stack.keys.anonKey },
    });
    expect(await and.json()).toEqual([{ name: 'Germany' }, { name: 'Japan' }]);
  });

  it('rejects malformed filters with PGRST100', async () => {
    const db = t.client();
    const bad = await db.from('countries').select().filter('id', 'nope', '1');
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('PGRST100');
    const badOr = await db.from('countries').select().or('id.eq');
    expect(badOr.error?.code).toBe('PGRST100');
    const badSelect = await db.from('countries').select('id,(');
    expect(badSelect.error?.code).toBe('PGRST100');
    const badIs = await db.from('countries').select().filter('id', 'is', 'maybe');
    expect(badIs.error?.code).toBe('PGRST100');
    const badValue = await db.from('countries').select().eq('id', 'abc');
    expect(badValue.status).toBe(400);
    expect(badValue.error?.code).toBe('22P02');
  });
});

describe('order and pagination', () => {
  it('orders with nulls first/last and by several columns', async () => {
    const db = t.client();
    const last = await db
      .from('countries')
      .select('name')
      .order('code', { ascending: false, nullsFirst: false });
    expect(names(last.data)).toEqual(['Japan', 'France', 'Germany', 'Canada', 'Atlantis']);
    const first = await db
      .from('countries')
      .select('name')
      .order('code', { ascending: true, nullsFirst: true });
    expect(names(first.data)).toEqual(['Atlantis', 'Canada', 'Germany', 'France', 'Japan']);
    const multi = await db
      .from('cities')
      .select('name')
      .order('country_id', { ascending: false })
      .order('name');
    expect(names(multi.data)).toEqual(['Montreal', 'Ottawa', 'Osaka', 'Tokyo', 'Berlin', 'Lyon', 'Paris']);
    const json = await db
      .from('countries')
      .select('name')
      .not('data', 'is', null)
      .order('data->stats->area', { ascending: false });
    expect(names(json.data)).toEqual(['Canada', 'France', 'Japan', 'Germany']);
  });

  it('limits, offsets and ranges', async () => {
    const db = t.client();
    expect(names((await db.from('countries').select('name').order('id').limit(2)).data)).toEqual([
      'France',
      'Germany',
    ]);
    const range = await db.from('countries').select('name').order('id').range(1, 2);
    expect(names(range.data)).toEqual(['Germany', 'Japan']);
  });

  it('counts exact, planned and estimated with Content-Range and 206', async () => {
    const db = t.client();
    const exact = await db.from('countries').select('name', { count: 'exact' }).order('id').range(0, 1);
    expect(exact.count).toBe(5);
    expect(exact.status).toBe(206);
    // Planned is the planner's estimate: this small table was never analyzed, so it is a guess
    // (count.test.ts checks it against statistics).
    const all = await db.from('countries').select('name', { count: 'planned' });
    expect(all.error).toBeNull();
    expect(typeof all.count).toBe('number');
    expect(all.status).toBe((all.count ?? 0) > 5 ? 206 : 200);
    const estimated = await db.from('countries').select('name', { count: 'estimated' }).eq('id', 99);
    expect(estimated).toMatchObject({ count: 0, data: [], status: 200 });

    const res = await fetch(`${t.stack.url}/rest/v1/countries?select=id&order=id&offset=1&limit=2`, {
      headers: { apikey: t.stack.keys.anonKey, prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('1-2/5');
    const plain = await fetch(`${t.stack.url}/rest/v1/countries?select=id&limit=2`, {
      headers: { apikey: t.stack.keys.anonKey },
    });
    expect(plain.headers.get('content-range')).toBe('0-1/*');
    const beyond = await fetch(`${t.stack.url}/rest/v1/countries?offset=10`, {
      headers: { apikey: t.stack.keys.anonKey, prefer: 'count=exact' },
    });
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toMatchObject({ code: 'PGRST103' });
  });

  it('answers HEAD with counts and no body', async () => {
    const db = t.client();
    const head = await db.from('cities').select('*', { count: 'exact', head: true }).eq('country_id', 1);
    expect(head).toMatchObject({ data: null, error: null, count: 2, status: 200 });
    const res = await fetch(`${t.stack.url}/rest/v1/cities`, {
      method: 'HEAD',
      headers: { apikey: t.stack.keys.anonKey },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('single and maybeSingle', () => {
  it('returns one object, or 406 PGRST116', async () => {
    const db = t.client();
    const one = await db.from('countries').select('name').eq('id', 2).single();
    expect(one).toMatchObject({ data: { name: 'Germany' }, error: null, status: 200 });
    const none = await db.from('countries').select('name').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      message: 'Cannot coerce the result to a single JSON object',
      hint: null,
    });
    const many = await db.from('countries').select('name').single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 5 rows' });
    const maybe = await db.from('countries').select('name').eq('id', 99).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
    const maybeOne = await db.from('countries').select('name').eq('id', 3).maybeSingle();
    expect(maybeOne.data).toEqual({ name: 'Japan' });
  });

  it('strips nulls when asked', async () => {
    const res = await fetch(`${t.stack.url}/rest/v1/countries?id=eq.5&select=id,code`, {
      headers: { apikey: t.stack.keys.anonKey, accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(await res.json()).toEqual([{ id: 5 }]);
  });
});

describe('profiles', () => {
  it('rejects a schema that is not exposed with 406 PGRST106', async () => {
    const res = await t.client().schema('auth').from('users').select();
    expect(res.status).toBe(406);
    expect(res.error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: auth' });
  });
});
