// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { filtersSql, parseFilters } from './filters.ts';

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
