// @vitest-environment node
/** Contract tests with supabase-js: Prefer count=planned and count=estimated (api/pagination_count). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startRestStack, type RestTestStack } from './testStack.ts';

let t: RestTestStack;
beforeAll(async () => {
  t = await startRestStack(
    {
      // After ANALYZE the statistics say 2,000 rows; deleting half without VACUUM (and with
      // autovacuum off) leaves the planner believing 2,000 while an exact count gives 1,000.
      '20240101000000_big.sql': `
        create table public.big (id int primary key, grp int not null) with (autovacuum_enabled = false);
        grant select on public.big to anon;
        insert into public.big select i, i % 10 from generate_series(1, 2000) i;
        analyze public.big;
        delete from public.big where id > 1000;
        -- plpgsql is never inlined, so the planner takes the declared ROWS.
        create function public.big_rows() returns setof public.big language plpgsql stable rows 777
          as $$ begin return query select * from public.big; end $$;
      `,
    },
    '[api]\nmax_rows = 100\n',
  );
});
afterAll(async () => {
  await t.close();
});

describe('count', () => {
  it('exact counts every row', async () => {
    const res = await t.client().from('big').select('id', { count: 'exact', head: true });
    expect(res).toMatchObject({ count: 1000, status: 206, error: null });
  });

  it('planned answers the planner estimate of the count query, keeping 206', async () => {
    const res = await t.client().from('big').select('id', { count: 'planned' }).order('id');
    expect(res.error).toBeNull();
    expect(res.count).toBe(2000);
    expect(res.status).toBe(206);
    expect((res.data as unknown[]).length).toBe(100);
    const head = await fetch(`${t.stack.url}/rest/v1/big?select=id&limit=25`, {
      method: 'HEAD',
      headers: { apikey: t.stack.keys.anonKey, prefer: 'count=planned' },
    });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe('0-24/2000');
    expect(head.headers.get('preference-applied')).toBe('count=planned');
    // Filters (bound parameters) are part of the explained query.
    const filtered = await t
      .client()
      .from('big')
      .select('id', { count: 'planned', head: true })
      .lte('id', 500);
    expect(filtered.error).toBeNull();
    expect(filtered.count).toBeGreaterThan(300);
    expect(filtered.count).toBeLessThan(700);
    const none = await t.client().from('big').select('id', { count: 'planned', head: true }).eq('id', 5);
    expect(none.count).toBe(1);
  });

  it('estimated is exact up to max_rows and planned beyond it', async () => {
    const small = await t.client().from('big').select('id', { count: 'estimated' }).lte('id', 42);
    expect(small).toMatchObject({ count: 42, status: 200, error: null });
    const exactlyMax = await t
      .client()
      .from('big')
      .select('id', { count: 'estimated', head: true })
      .lte('id', 100);
    expect(exactlyMax.count).toBe(100);
    const large = await t.client().from('big').select('id', { count: 'estimated' }).range(0, 9);
    expect(large).toMatchObject({ count: 2000, status: 206, error: null });
  });

  it('counts function results by plan too', async () => {
    const planned = await t.client().rpc('big_rows', undefined, { count: 'planned', head: true });
    expect(planned).toMatchObject({ count: 777, error: null });
    const exact = await t.client().rpc('big_rows', undefined, { count: 'exact', head: true });
    expect(exact.count).toBe(1000);
  });
});
