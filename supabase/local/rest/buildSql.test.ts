// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  arrayLiteral,
  buildDelete,
  buildInsert,
  buildRead,
  chooseFunction,
  compactParams,
  ident,
} from './buildSql.ts';
import { statusForSqlState } from './errors.ts';
import { parseQuery } from './parseQuery.ts';
import { findRelationship, type PgFunction, type SchemaCache, type Table } from './schemaCache.ts';

const column = (name: string, type = 'text') => ({
  name,
  type,
  nullable: true,
  defaultExpr: null,
  generated: false,
});
const table = (
  name: string,
  columns: string[],
  primaryKey = ['id'],
  uniqueKeys: string[][] = [primaryKey],
): Table => ({
  schema: 'public',
  name,
  kind: 'table',
  columns: new Map(columns.map((c) => [c, column(c)])),
  primaryKey,
  uniqueKeys,
});

const users = table('users', ['id', 'name']);
const posts = table('posts', ['id', 'author_id', 'title']);
const cache: SchemaCache = {
  schemas: ['public'],
  computed: [],
  tables: new Map([
    ['public.users', users],
    ['public.posts', posts],
  ]),
  foreignKeys: [
    {
      name: 'posts_author_id_fkey',
      schema: 'public',
      table: 'posts',
      columns: ['author_id'],
      refSchema: 'public',
      refTable: 'users',
      refColumns: ['id'],
    },
  ],
  functions: new Map(),
};

const read = (qs: string, source: Table = posts) =>
  buildRead(
    cache,
    parseQuery(new URLSearchParams(qs)),
    { kind: 'table', table: source },
    { single: false, stripNulls: false },
    {
      count: null,
      maxRows: 100,
      range: null,
    },
  );

describe('identifiers and literals', () => {
  it('quotes identifiers and escapes array literals', () => {
    expect(ident('a"b')).toBe('"a""b"');
    expect(ident('x; drop table y')).toBe('"x; drop table y"');
    expect(arrayLiteral(['a', 'b"c', 'd\\e', 'f,g'])).toBe('{"a","b\\"c","d\\\\e","f,g"}');
  });
});

describe('buildRead', () => {
  it('binds every filter value and quotes every name', () => {
    const { sql, params } = read(
      "select=id,t:title&title=eq.x' or 1=1 --&id=in.(1,2)&order=id.desc.nullslast&limit=5&offset=10",
    );
    expect(params).toEqual(["x' or 1=1 --", '{"1","2"}']);
    expect(sql).toContain('"posts"."title" = $1');
    expect(sql).toContain('"posts"."id" = any($2)');
    expect(sql).toContain('"posts"."title" as "t"');
    expect(sql).toContain('order by "posts"."id" desc nulls last limit 5 offset 10');
    expect(sql).not.toContain('or 1=1');
  });

  it('caps the limit at max_rows', () => {
    expect(read('limit=1000').sql).toContain('limit 100');
    expect(read('').sql).toContain('limit 100');
  });

  it('binds JSON path keys', () => {
    const { sql, params } = read("select=title->>a'b&title->0=eq.1");
    expect(sql).toContain(`("posts"."title"->>$1::text)`);
    expect(params).toEqual(["a'b", 0, '1']);
  });

  it('embeds a many-to-one with a correlated subquery', () => {
    const { sql } = read('select=title,users(name)');
    expect(sql).toContain(
      '(select row_to_json("pgrst_1") from (select "users_1"."name" as "name" from "public"."users" as "users_1" where "users_1"."id" = "posts"."author_id" limit 1) as "pgrst_1") as "users"',
    );
  });

  it('embeds a one-to-many as json_agg and !inner as exists', () => {
    const { sql } = read('select=name,posts!inner(title)&posts.title=like.a*', users);
    expect(sql).toContain(`coalesce(json_agg("pgrst_1"), '[]')`);
    expect(sql).toContain(
      'exists (select 1 from "public"."posts" as "posts_1" where "posts_1"."author_id" = "users"."id" and "posts_1"."title" like $1)',
    );
  });

  it('fails with PGRST200 for a missing relationship', () => {
    expect(() => read('select=x(*)')).toThrowError(/Could not find a relationship between 'posts' and 'x'/);
  });
});

describe('writes', () => {
  it('inserts through json_populate_record with bound payload', () => {
    const { sql, params } = buildInsert(
      cache,
      parseQuery(new URLSearchParams('')),
      posts,
      { text: '{"title":"x"}', keys: ['title'] },
      { missingDefault: false, resolution: 'merge-duplicates' },
      { returning: 'minimal', shape: { single: false, stripNulls: false }, count: false },
    );
    expect(params).toEqual(['{"title":"x"}']);
    expect(sql).toContain('insert into "public"."posts" as "posts" ("title")');
    expect(sql).toContain('on conflict ("id") do update set "title" = excluded."title"');
    // A merge upsert tells inserted rows (xmax = 0) from updated ones, for its 201 or 200.
    expect(sql).toContain(`returning "posts" as pgrst_row, "posts".xmax::text = '0' as pgrst_inserted`);
  });

  it('refuses unknown columns', () => {
    expect(() =>
      buildInsert(
        cache,
        parseQuery(new URLSearchParams('')),
        posts,
        { text: '{}', keys: ['nope'] },
        { missingDefault: false, resolution: null },
        { returning: 'minimal', shape: { single: false, stripNulls: false }, count: false },
      ),
    ).toThrowError(/Could not find the 'nope' column of 'posts'/);
  });

  it('deletes with bound filters and representation', () => {
    const { sql, params } = buildDelete(cache, parseQuery(new URLSearchParams('id=eq.3&select=id')), posts, {
      returning: 'representation',
      shape: { single: false, stripNulls: false },
      count: false,
    });
    expect(params).toEqual(['3']);
    expect(sql).toContain(
      'delete from "public"."posts" as "posts" where ("posts"."id" = $1) returning "posts".*',
    );
  });
});

describe('relationships and functions', () => {
  it('finds relationships in both directions', () => {
    expect(findRelationship(cache, posts, 'users', null)).toMatchObject({
      ok: true,
      rel: { kind: 'many-to-one' },
    });
    expect(findRelationship(cache, users, 'posts', null)).toMatchObject({
      ok: true,
      rel: { kind: 'one-to-many' },
    });
    expect(findRelationship(cache, posts, 'author_id', null)).toMatchObject({
      ok: true,
      rel: { kind: 'many-to-one' },
    });
    expect(findRelationship(cache, users, 'posts', 'nope')).toEqual({ ok: false, reason: 'none' });
  });

  it('chooses overloads by argument names', () => {
    const fn = (args: string[], defaults = 0): PgFunction => ({
      schema: 'public',
      name: 'f',
      args: args.map((name, i) => ({ name, type: 'integer', hasDefault: i >= args.length - defaults })),
      returnsSet: false,
      returnType: 'integer',
      returnKind: 'scalar',
      returnTable: null,
      volatility: 'v',
      rowArg: null,
      rows: 0,
    });
    const one = fn(['a']);
    const two = fn(['a', 'b'], 1);
    // f(a) and f(a, b default …) both take {a}: PostgREST refuses to guess (PGRST203).
    expect(chooseFunction([one, two], ['a'], false)).toEqual({
      ok: false,
      reason: 'ambiguous',
      candidates: [one, two],
    });
    expect(chooseFunction([one, two], ['a', 'b'], false)).toEqual({ ok: true, fn: two, wholeBody: false });
    expect(chooseFunction([one], ['b'], false)).toEqual({ ok: false, reason: 'none' });
    const json: PgFunction = { ...fn(['']), args: [{ name: '', type: 'jsonb', hasDefault: false }] };
    expect(chooseFunction([json], ['anything'], false)).toEqual({ ok: true, fn: json, wholeBody: true });
    expect(chooseFunction([json, one], ['a'], false)).toEqual({ ok: true, fn: one, wholeBody: false });
    expect(chooseFunction([json, one], ['a'], true)).toEqual({ ok: true, fn: json, wholeBody: true });
  });
});

describe('status mapping', () => {
  it('follows PostgREST', () => {
    expect(statusForSqlState('23505', '', false)).toBe(409);
    expect(statusForSqlState('42501', '', true)).toBe(401);
    expect(statusForSqlState('42501', '', false)).toBe(403);
    expect(statusForSqlState('PT402', '', false)).toBe(402);
    expect(statusForSqlState('08006', '', false)).toBe(503);
    expect(statusForSqlState('25006', '', false)).toBe(405);
    expect(statusForSqlState('40001', '', false)).toBe(500);
    expect(statusForSqlState('22P02', '', false)).toBe(400);
    expect(statusForSqlState('21000', 'DELETE requires a WHERE clause', false)).toBe(400);
  });
});

describe('compactParams', () => {
  it('keeps and renumbers only the referenced parameters, skipping quoted text', () => {
    const out = compactParams(`select "$1" , '$2', $3 = $5 and $3 <> 'it''s $4'`, ['a', 'b', 'c', 'd', 'e']);
    expect(out).toEqual({ sql: `select "$1" , '$2', $1 = $2 and $1 <> 'it''s $4'`, params: ['c', 'e'] });
  });

  it('gives count=planned reads an EXPLAIN-able count query with its own parameters', () => {
    const statement = buildRead(
      cache,
      parseQuery(new URLSearchParams('select=title->>a&id=eq.3')),
      { kind: 'table', table: posts },
      { single: false, stripNulls: false },
      { count: 'planned', maxRows: null, range: null },
    );
    expect(statement.sql).toContain('select null::text as total');
    expect(statement.countPlan).toEqual({
      sql: 'select 1 from "public"."posts" as "posts" where ("posts"."id" = $1)',
      params: ['3'],
      mode: 'planned',
      threshold: null,
    });
  });
});
