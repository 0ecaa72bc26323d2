// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { evaluateFiltersLocally, filtersSql, parseFilters } from './filters.ts';

describe('parseFilters', () => {
  it('parses the operators, not., in lists, quoted values and AND lists', () => {
    expect(parseFilters('id=eq.5')).toEqual({
      ok: true,
      filters: [{ column: 'id', op: 'eq', value: '5', negate: false }],
    });
    expect(parseFilters('subject=not.like.hey%')).toEqual({
      ok: true,
      filters: [{ column: 'subject', op: 'like', value: 'hey%', negate: true }],
    });
    expect(parseFilters('subject=in.(hidee,ho)')).toEqual({
      ok: true,
      filters: [{ column: 'subject', op: 'in', value: '{hidee,ho}', negate: false }],
    });
    expect(parseFilters('id=gt.0, id=lt.100')).toEqual({
      ok: true,
      filters: [
        { column: 'id', op: 'gt', value: '0', negate: false },
        { column: 'id', op: 'lt', value: '100', negate: false },
      ],
    });
    expect(parseFilters('name=eq."a,b",x=is.null')).toEqual({
      ok: true,
      filters: [
        { column: 'name', op: 'eq', value: 'a,b', negate: false },
        { column: 'x', op: 'is', value: 'null', negate: false },
      ],
    });
    expect(parseFilters('  ')).toEqual({ ok: true, filters: [] });
  });

  it('rejects what Realtime rejects', () => {
    expect(parseFilters('subject=foo.hey')).toEqual({
      ok: false,
      error: 'Error parsing `filter` params: ["foo","hey"]',
    });
    expect(parseFilters('undefined').ok).toBe(false);
    expect(parseFilters('a=in.1,2')).toEqual({
      ok: false,
      error: '`in` filter value must be wrapped by parentheses',
    });
    expect(parseFilters('a=eq.1,,b=eq.2').ok).toBe(false);
    expect(parseFilters('a=is.drop table').ok).toBe(false);
  });
});

describe('filtersSql', () => {
  it('quotes columns and binds every value', () => {
    const params: unknown[] = ['row'];
    const parsed = parseFilters('we"ird=eq.1,b=not.in.(x,y),c=is.null');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(filtersSql(parsed.filters, params)).toBe(
      'coalesce((r."we""ird" = $2) and not (r."b" = any($3)) and (r."c" is null), false)',
    );
    expect(params).toEqual(['row', '1', '{x,y}']);
  });
});

describe('evaluateFiltersLocally', () => {
  const types: Record<string, string> = {
    id: 'uuid',
    small: 'int2',
    n: 'int4',
    big: 'int8',
    flag: 'bool',
    label: 'text',
    tags: '_text',
  };
  const typeOf = (column: string) => types[column];
  const userId = '8f3b2c1d-4e5f-4a6b-9c8d-7e6f5a4b3c2d';
  // big: 2^53 + 1 in the JSON, which JSON.parse cannot hold exactly.
  const row = {
    ...JSON.parse('{"big": 9007199254740993}'),
    id: userId,
    small: 3,
    n: 42,
    flag: true,
    label: 'Zoé',
    tags: ['a'],
  } as Record<string, unknown>;
  const evaluate = (filter: string, record: Record<string, unknown> = row) => {
    const parsed = parseFilters(filter);
    if (!parsed.ok) throw new Error(parsed.error);
    return evaluateFiltersLocally(parsed.filters, record, typeOf);
  };

  it('answers uuid, integer and boolean comparisons like PostgreSQL', () => {
    expect(evaluate(`id=eq.${userId}`)).toBe(true);
    expect(evaluate(`id=eq.${userId.toUpperCase()}`)).toBe(true);
    expect(evaluate(`id=eq.{${userId.replaceAll('-', '')}}`)).toBe(true);
    expect(evaluate(`id=eq.00000000-0000-4000-8000-000000000000`)).toBe(false);
    expect(evaluate(`id=neq.${userId}`)).toBe(false);
    expect(evaluate('n=gt.41,n=lte.42,small=in.(1,3)')).toBe(true);
    expect(evaluate('n=not.in.(41, 42)')).toBe(false);
    expect(evaluate('flag=eq.yes')).toBe(true);
    expect(evaluate('flag=is.false')).toBe(false);
    expect(evaluate('label=is.null')).toBe(false);
    expect(evaluate('label=not.is.null')).toBe(true);
  });

  it('treats null like SQL: unknown comparisons are no match, even negated', () => {
    const empty = { ...row, n: null, flag: null };
    expect(evaluate('n=eq.1', empty)).toBe(false);
    expect(evaluate('n=not.eq.1', empty)).toBe(false);
    expect(evaluate('n=isdistinct.1', empty)).toBe(true);
    expect(evaluate('n=is.null', empty)).toBe(true);
    expect(evaluate('flag=is.unknown', empty)).toBe(true);
    // false AND unknown is false; true AND unknown is no match.
    expect(evaluate('small=eq.4,n=eq.1', empty)).toBe(false);
    expect(evaluate('small=eq.3,n=eq.1', empty)).toBe(false);
  });

  it('leaves to PostgreSQL what JavaScript cannot answer exactly', () => {
    expect(evaluate('label=eq.Zoé')).toBeUndefined(); // collations
    expect(evaluate('label=like.Z%')).toBeUndefined();
    expect(evaluate('tags=is.null')).toBeUndefined();
    expect(evaluate('big=eq.9007199254740993')).toBeUndefined(); // beyond 2^53 in JSON
    expect(evaluate('n=in.(1,NULL)')).toBeUndefined();
    expect(evaluate('n=eq.1e3')).toBeUndefined();
    expect(evaluate('missing=eq.1')).toBeUndefined();
    // …but a false filter decides the whole AND, whatever follows.
    expect(evaluate('n=eq.1,label=like.Z%')).toBe(false);
  });

  it('agrees with filtersSql evaluated by PostgreSQL', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = new PGlite();
    try {
      await pg.exec(
        'create table t (id uuid primary key, small int2, n int4, big int8, flag boolean, label text)',
      );
      const rows = [
        { id: userId, small: 3, n: 42, big: 7, flag: true, label: 'a' },
        {
          id: '00000000-0000-4000-8000-000000000000',
          small: -1,
          n: null,
          big: null,
          flag: null,
          label: null,
        },
        {
          id: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
          small: 0,
          n: -5,
          big: 9007199254740991,
          flag: false,
          label: '',
        },
      ];
      const filters = [
        `id=eq.${userId}`,
        `id=neq.${userId.toUpperCase()}`,
        `id=lt.${userId}`,
        `id=gte.ffffffff-ffff-4fff-bfff-ffffffffffff`,
        `id=in.(${userId},00000000-0000-4000-8000-000000000000)`,
        `id=isdistinct.${userId}`,
        'small=eq.3',
        'small=not.lt.0',
        'n=gt.0',
        'n=not.eq.42',
        'n=in.(-5, 42)',
        'n=isdistinct.42',
        'n=is.null',
        'n=not.is.null',
        'big=lte.9007199254740991',
        'big=eq.+7',
        'flag=eq.true',
        'flag=neq.off',
        'flag=is.true',
        'flag=not.is.false',
        'flag=is.unknown',
        'label=is.null',
        'small=gte.0,n=lt.100',
        'small=eq.3,n=is.null',
      ];
      let checked = 0;
      for (const record of rows) {
        for (const filter of filters) {
          const parsed = parseFilters(filter);
          if (!parsed.ok) throw new Error(parsed.error);
          const local = evaluateFiltersLocally(parsed.filters, record, typeOf);
          expect(local, filter).not.toBeUndefined();
          const params: unknown[] = [JSON.stringify(record)];
          const sql = filtersSql(parsed.filters, params);
          const { rows: result } = await pg.query<{ f: boolean }>(
            `select ${sql} as f from jsonb_populate_record(null::t, $1::jsonb) r`,
            params,
          );
          expect(local, `${filter} on ${JSON.stringify(record)}`).toBe(result[0]?.f);
          checked++;
        }
      }
      expect(checked).toBe(rows.length * filters.length);
    } finally {
      await pg.close();
    }
  }, 30_000);
});
