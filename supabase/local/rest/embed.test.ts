// @vitest-environment node
/** Contract tests with supabase-js: resource embedding through foreign keys. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startRestStack, testSchemaSql, type RestTestStack } from './testStack.ts';

let t: RestTestStack;
beforeAll(async () => {
  t = await startRestStack({ '20240101000000_schema.sql': await testSchemaSql() });
});
afterAll(async () => {
  await t.close();
});

describe('embedding', () => {
  it('embeds many-to-one as an object (by table name or fk column)', async () => {
    const db = t.client();
    const res = await db
      .from('cities')
      .select('name, countries!country_id(name)')
      .in('id', [1, 4])
      .order('id');
    expect(res.error).toBeNull();
    expect(res.data).toEqual([
      { name: 'Paris', countries: { name: 'France' } },
      { name: 'Tokyo', countries: { name: 'Japan' } },
    ]);
    const byColumn = await db.from('cities').select('name, country:country_id(code)').eq('id', 3).single();
    expect(byColumn.data).toEqual({ name: 'Berlin', country: { code: 'DE' } });
  });

  it('embeds one-to-many as an array, with embedded filters, order and limit', async () => {
    const db = t.client();
    const res = await db
      .from('countries')
      .select('name, cities!country_id(name)')
      .in('id', [1, 3, 5])
      .order('id')
      .order('name', { referencedTable: 'cities', ascending: false });
    expect(res.data).toEqual([
      { name: 'France', cities: [{ name: 'Paris' }, { name: 'Lyon' }] },
      { name: 'Japan', cities: [{ name: 'Tokyo' }, { name: 'Osaka' }] },
      { name: 'Atlantis', cities: [] },
    ]);
    const filtered = await db
      .from('countries')
      .select('name, cities!country_id(name)')
      .lte('id', 2)
      .like('cities.name', 'P%')
      .order('id');
    expect(filtered.data).toEqual([
      { name: 'France', cities: [{ name: 'Paris' }] },
      { name: 'Germany', cities: [] },
    ]);
    const limited = await db
      .from('countries')
      .select('name, cities!country_id(name)')
      .eq('id', 4)
      .order('name', { referencedTable: 'cities' })
      .limit(1, { referencedTable: 'cities' });
    expect(limited.data).toEqual([{ name: 'Canada', cities: [{ name: 'Montreal' }] }]);
    const or = await db
      .from('countries')
      .select('name, cities!country_id(name)')
      .eq('id', 3)
      .or('name.eq.Osaka,name.eq.Nagoya', { referencedTable: 'cities' });
    expect(or.data).toEqual([{ name: 'Japan', cities: [{ name: 'Osaka' }] }]);
  });

  it('filters parents with !inner', async () => {
    const db = t.client();
    const res = await db
      .from('countries')
      .select('name, cities!country_id!inner(name)')
      .eq('cities.name', 'Osaka');
    expect(res.data).toEqual([{ name: 'Japan', cities: [{ name: 'Osaka' }] }]);
    const many = await db
      .from('cities')
      .select('name, countries!country_id!inner(code)')
      .eq('countries.code', 'CA')
      .order('id');
    expect(many.data).toEqual([
      { name: 'Montreal', countries: { code: 'CA' } },
      { name: 'Ottawa', countries: { code: 'CA' } },
    ]);
    const isNull = await db.from('countries').select('name, cities!country_id(name)').is('cities', null);
    expect(isNull.data).toEqual([{ name: 'Atlantis', cities: [] }]);
  });

  it('embeds one-to-one as an object', async () => {
    const db = t.client();
    const res = await db
      .from('countries')
      .select('name, capital:cities!capital_of(name)')
      .in('id', [1, 5])
      .order('id');
    expect(res.data).toEqual([
      { name: 'France', capital: { name: 'Paris' } },
      { name: 'Atlantis', capital: null },
    ]);
  });

  it('embeds many-to-many through a join table, and the join table itself', async () => {
    const db = t.client();
    const res = await db
      .from('teams')
      .select('name, players(name)')
      .order('id')
      .order('id', { referencedTable: 'players' });
    expect(res.data).toEqual([
      { name: 'Red', players: [{ name: 'Ann' }, { name: 'Bob' }] },
      { name: 'Blue', players: [{ name: 'Cid' }] },
      { name: 'Green', players: [] },
    ]);
    const join = await db.from('players').select('name, memberships(role, teams(name))').eq('id', 1).single();
    expect(join.data).toEqual({ name: 'Ann', memberships: [{ role: 'captain', teams: { name: 'Red' } }] });
  });

  it('disambiguates with hints and reports ambiguity with 300 PGRST201', async () => {
    const db = t.client();
    const ambiguous = await db.from('matches').select('id, teams(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    expect(ambiguous.error?.hint).toContain("'teams!matches_away_id_fkey'");
    const hinted = await db
      .from('matches')
      .select('id, home:teams!home_id(name), away:teams!matches_away_id_fkey(name)')
      .order('id');
    expect(hinted.data).toEqual([
      { id: 1, home: { name: 'Red' }, away: { name: 'Blue' } },
      { id: 2, home: { name: 'Blue' }, away: { name: 'Green' } },
    ]);
  });

  it('embeds through composite foreign keys, nested, with counts and spreads', async () => {
    const db = t.client();
    const res = await db
      .from('shelves')
      .select('label, books(title)')
      .order('slot')
      .order('id', { referencedTable: 'books' });
    expect(res.data).toEqual([
      { label: 'A1', books: [{ title: 'Dune' }, { title: 'Emma' }] },
      { label: 'A2', books: [{ title: 'Odyssey' }] },
    ]);
    const nested = await db.from('books').select('title, shelves(label, books(title))').eq('id', 3).single();
    expect(nested.data).toEqual({
      title: 'Odyssey',
      shelves: { label: 'A2', books: [{ title: 'Odyssey' }] },
    });
    const counted = await db.from('shelves').select('label, books(count)').order('slot');
    expect(counted.data).toEqual([
      { label: 'A1', books: [{ count: 2 }] },
      { label: 'A2', books: [{ count: 1 }] },
    ]);
    const spread = await db.from('books').select('title, ...shelves(shelf:label)').eq('id', 1).single();
    expect(spread.data).toEqual({ title: 'Dune', shelf: 'A1' });
  });

  it('orders by a column of a to-one embed', async () => {
    const res = await fetch(
      `${t.stack.url}/rest/v1/cities?select=name&order=country_id(name).desc,name&country_id=in.(1,2)`,
      { headers: { apikey: t.stack.keys.anonKey } },
    );
    expect(await res.json()).toEqual([{ name: 'Berlin' }, { name: 'Lyon' }, { name: 'Paris' }]);
  });

  it('answers 400 PGRST200 for an unknown relationship', async () => {
    const res = await t.client().from('teams').select('name, countries(name)');
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'teams' and 'countries' in the schema cache",
    });
  });
});
