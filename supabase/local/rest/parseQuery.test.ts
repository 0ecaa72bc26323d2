// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { RestError } from './errors.ts';
import {
  parseColumnList,
  parseLogic,
  parseOperation,
  parseOrder,
  parsePrefer,
  parseQuery,
  parseSelect,
  splitTopLevel,
} from './parseQuery.ts';

const fails = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    return (error as RestError).body.code;
  }
  throw new Error('expected a parse error');
};

describe('parseSelect', () => {
  it('parses columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id, label:name, n::text, data->a->>b, x:data->0')).toEqual([
      { kind: 'column', field: { name: 'id', json: [] }, alias: null, cast: null, aggregate: null },
      { kind: 'column', field: { name: 'name', json: [] }, alias: 'label', cast: null, aggregate: null },
      { kind: 'column', field: { name: 'n', json: [] }, alias: null, cast: 'text', aggregate: null },
      {
        kind: 'column',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: null,
        cast: null,
        aggregate: null,
      },
      {
        kind: 'column',
        field: { name: 'data', json: [{ arrow: '->', key: '0' }] },
        alias: 'x',
        cast: null,
        aggregate: null,
      },
    ]);
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('"my col", "a\\"b"')).toMatchObject([
      { field: { name: 'my col' } },
      { field: { name: 'a"b' } },
    ]);
  });

  it('parses embeds with aliases, hints, joins, spreads and nesting', () => {
    expect(parseSelect('*, owner:users!owner_id!inner(id, teams(*)), ...shelf(label), rel()')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        name: 'users',
        alias: 'owner',
        hint: 'owner_id',
        join: 'inner',
        spread: false,
        select: [
          { kind: 'column', field: { name: 'id', json: [] }, alias: null, cast: null, aggregate: null },
          {
            kind: 'embed',
            name: 'teams',
            alias: null,
            hint: null,
            join: null,
            spread: false,
            select: [{ kind: 'star' }],
          },
        ],
      },
      {
        kind: 'embed',
        name: 'shelf',
        alias: null,
        hint: null,
        join: null,
        spread: true,
        select: [
          { kind: 'column', field: { name: 'label', json: [] }, alias: null, cast: null, aggregate: null },
        ],
      },
      { kind: 'embed', name: 'rel', alias: null, hint: null, join: null, spread: false, select: [] },
    ]);
  });

  it('rejects malformed select lists and hostile casts', () => {
    expect(fails(() => parseSelect('id,'))).toBe('PGRST100');
    expect(fails(() => parseSelect('a(b'))).toBe('PGRST100');
    expect(fails(() => parseSelect('id::text;drop'))).toBe('PGRST100');
    expect(fails(() => parseSelect('id::"text"'))).toBe('PGRST100');
    expect(fails(() => parseSelect('"unterminated'))).toBe('PGRST100');
  });
});

describe('filters', () => {
  it('parses operators, negation, quantifiers and fts configs', () => {
    expect(parseOperation('eq.5')).toEqual({ op: 'eq', negate: false, quantifier: null, value: '5' });
    expect(parseOperation('not.like(any).{a*,b*}')).toEqual({
      op: 'like',
      negate: true,
      quantifier: 'any',
      value: '{a*,b*}',
    });
    expect(parseOperation('in.(1,"a,b",c)')).toEqual({ op: 'in', negate: false, values: ['1', 'a,b', 'c'] });
    expect(parseOperation('in.()')).toEqual({ op: 'in', negate: false, values: [] });
    expect(parseOperation('is.NULL')).toEqual({ op: 'is', negate: false, value: 'null' });
    expect(parseOperation('wfts(english).cat dog')).toEqual({
      op: 'wfts',
      negate: false,
      config: 'english',
      value: 'cat dog',
    });
    expect(parseOperation('eq.a.b.c')).toMatchObject({ value: 'a.b.c' });
    expect(fails(() => parseOperation('nope.1'))).toBe('PGRST100');
    expect(fails(() => parseOperation('is.maybe'))).toBe('PGRST100');
    expect(fails(() => parseOperation('in.1,2'))).toBe('PGRST100');
    expect(fails(() => parseOperation('cs(any).{1}'))).toBe('PGRST100');
    expect(fails(() => parseOperation('fts(a;b).x'))).toBe('PGRST100');
  });

  it('parses nested logic trees with quoted values', () => {
    expect(parseLogic('or', '(a.eq.1,and(b.gt.2,not.or(c.is.null,d.in.(1,2))),e.eq."x,y)")')).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        {
          kind: 'filter',
          field: { name: 'a', json: [] },
          operation: { op: 'eq', negate: false, quantifier: null, value: '1' },
        },
        {
          kind: 'logic',
          op: 'and',
          negate: false,
          children: [
            {
              kind: 'filter',
              field: { name: 'b', json: [] },
              operation: { op: 'gt', negate: false, quantifier: null, value: '2' },
            },
            {
              kind: 'logic',
              op: 'or',
              negate: true,
              children: [
                {
                  kind: 'filter',
                  field: { name: 'c', json: [] },
                  operation: { op: 'is', negate: false, value: 'null' },
                },
                {
                  kind: 'filter',
                  field: { name: 'd', json: [] },
                  operation: { op: 'in', negate: false, values: ['1', '2'] },
                },
              ],
            },
          ],
        },
        {
          kind: 'filter',
          field: { name: 'e', json: [] },
          operation: { op: 'eq', negate: false, quantifier: null, value: 'x,y)' },
        },
      ],
    });
    expect(fails(() => parseLogic('or', 'a.eq.1'))).toBe('PGRST100');
    expect(fails(() => parseLogic('or', '(a)'))).toBe('PGRST100');
  });

  it('splits on top-level commas only', () => {
    expect(splitTopLevel('a,b(c,d),"e,f",{g,h}')).toEqual(['a', 'b(c,d)', '"e,f"', '{g,h}']);
  });
});

describe('order, columns, query and Prefer', () => {
  it('parses order terms', () => {
    expect(parseOrder('a.desc.nullslast, b, data->>x.asc, rel(name).desc')).toEqual([
      { relation: null, field: { name: 'a', json: [] }, direction: 'desc', nulls: 'last' },
      { relation: null, field: { name: 'b', json: [] }, direction: null, nulls: null },
      {
        relation: null,
        field: { name: 'data', json: [{ arrow: '->>', key: 'x' }] },
        direction: 'asc',
        nulls: null,
      },
      { relation: 'rel', field: { name: 'name', json: [] }, direction: 'desc', nulls: null },
    ]);
    expect(fails(() => parseOrder('a.sideways'))).toBe('PGRST100');
  });

  it('parses columns and on_conflict lists', () => {
    expect(parseColumnList('"a","b c",d')).toEqual(['a', 'b c', 'd']);
  });

  it('sorts parameters into the embedding tree', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=id,rel(x)&id=gt.1&rel.x=eq.2&rel.order=x.desc&rel.limit=3&rel.offset=1&or=(a.eq.1)&rel.sub.not.or=(b.eq.2)&limit=5&offset=2&columns="a"&on_conflict=a',
      ),
    );
    const root = query.nodes.get('');
    expect(root).toMatchObject({ limit: 5, offset: 2 });
    expect(root?.conditions).toHaveLength(2);
    expect(query.nodes.get('rel')).toMatchObject({ limit: 3, offset: 1, order: [{ direction: 'desc' }] });
    expect(query.nodes.get('rel.sub')?.conditions[0]).toMatchObject({
      kind: 'logic',
      negate: true,
      op: 'or',
    });
    expect(query.columns).toEqual(['a']);
    expect(query.onConflict).toEqual(['a']);
    const rpc = parseQuery(new URLSearchParams('n=5&numbers=gt.2'), (key) => key === 'n');
    expect(rpc.rest).toEqual([['n', '5']]);
    expect(rpc.nodes.get('')?.conditions).toHaveLength(1);
  });

  it('parses the comma-joined Prefer header', () => {
    expect(
      parsePrefer(
        'return=representation, count=exact,resolution=merge-duplicates, missing=default, tx=rollback',
      ),
    ).toMatchObject({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
      tx: 'rollback',
      invalid: [],
    });
    expect(parsePrefer('handling=strict, max-affected=3, bogus=1')).toMatchObject({
      handling: 'strict',
      maxAffected: 3,
      invalid: ['bogus=1'],
    });
  });
});
