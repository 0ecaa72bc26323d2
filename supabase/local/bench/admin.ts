/**
 * `npm run bench:admin`: the back-office at scale on PGlite (or PostgreSQL with
 * TEST_DATABASE_URL). Seeds 10,000 users (through the sign-up trigger's work, set-based) and
 * 100,000 ledger rows, then times through supabase-js as an admin, as the screens call them:
 *   - the users tab's first page (admin_list_users, 25 rows and the total);
 *   - a search by name and by email (case-insensitive, anywhere in name or email) and filters;
 *   - the subscription modal's first page and a search;
 *   - the whole users CSV, page after page (1,000 users each), as the app streams it.
 * Before and after in the same run: the functions as migration 20261127400000 wrote them are
 * installed again under `bench_before_*` names, and each sample calls the old then the new one,
 * so both see the same machine load; their answers must be equal. BENCH_EXPLAIN=1 also prints
 * EXPLAIN ANALYZE of the new queries. Target (issue 28): first page and search p95 < 150 ms on PGlite.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { createTestClient, projectDir, signUserToken, startTestStack } from '../testing.ts';
import { seedAdminBench } from './adminSeed.ts';
import { percentile } from './load.ts';

const users = 10_000;
const ledgerRows = 100_000;
const samples = Number(process.env['BENCH_SAMPLES'] ?? 40);

/** The previous definitions of `names`, renamed bench_before_* (private helpers included). */
function previousFunctions(names: string[]): string {
  const sql = readFileSync(`${projectDir}/migrations/20261127400000_admin_back_office_reads.sql`, 'utf8');
  const rename = (text: string) =>
    names.reduce(
      (out, name) =>
        out.replaceAll(`${name}(`, `${name.replace(/^(public|private)\./, 'public.bench_before_')}(`),
      text,
    );
  return names
    .map((name) => {
      const start = sql.indexOf(`create function ${name}(`);
      const end = sql.indexOf('$$;', sql.indexOf('$$', sql.indexOf(' as $$', start) + 6)) + 3;
      if (start < 0 || end < 3) throw new Error(`no previous definition of ${name}`);
      return rename(sql.slice(start, end));
    })
    .join('\n');
}

const stack = await startTestStack();
try {
  const db = stack.db;
  let t0 = performance.now();
  await seedAdminBench(db, users, ledgerRows);
  const seedMs = performance.now() - t0;
  const [counts] = (
    await db.query<{ users: number; ledger: number }>(
      'select (select count(*)::int from public.profiles) as users, (select count(*)::int from public.credit_transactions) as ledger',
    )
  ).rows;

  const adminId = randomUUID();
  await db.query(
    `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data) values ($1, 'bench-admin@example.test', now(), '{"name":"Admin"}')`,
    [adminId],
  );
  await db.query(`update public.profiles set role = 'admin' where id = $1`, [adminId]);
  const token = await signUserToken(stack, adminId);
  const admin = createTestClient(stack.url, stack.keys.anonKey, {
    accessToken: () => Promise.resolve(token),
  });

  await db.exec(
    previousFunctions([
      'private.admin_user_row',
      'public.admin_list_users',
      'public.admin_list_subscriptions',
    ]),
  );
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  const loadBefore = load();

  type Call = [string, Record<string, unknown>];
  const stats = (ms: number[]) => {
    ms.sort((x, y) => x - y);
    return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms[ms.length - 1]! };
  };
  /** The old and the new function, alternately, `samples` times each; their answers must match. */
  async function pair(label: string, [fn, args]: Call) {
    const call = (name: string) => admin.rpc(name, args);
    const [old, now] = [await call(`bench_before_${fn}`), await call(fn)];
    if (old.error || now.error) throw new Error(`${label}: ${JSON.stringify(old.error ?? now.error)}`);
    if (JSON.stringify(old.data) !== JSON.stringify(now.data)) throw new Error(`${label}: answers differ`);
    const before: number[] = [];
    const after: number[] = [];
    for (let i = 0; i < samples; i++) {
      for (const [name, ms] of [
        [`bench_before_${fn}`, before],
        [fn, after],
      ] as const) {
        const start = performance.now();
        const { error } = await call(name);
        ms.push(performance.now() - start);
        if (error) throw new Error(`${label}: ${JSON.stringify(error)}`);
      }
    }
    return { label, before: stats(before), after: stats(after) };
  }

  const calls: [string, Call][] = [
    ['users: first page', ['admin_list_users', { page: 0, page_size: 25 }]],
    [
      "users: search 'Camille Martin'",
      ['admin_list_users', { search: 'Camille Martin', page: 0, page_size: 25 }],
    ],
    ["users: search 'lefevre.12'", ['admin_list_users', { search: 'lefevre.12', page: 0, page_size: 25 }]],
    ["users: search 'martin'", ['admin_list_users', { search: 'martin', page: 0, page_size: 25 }]],
    ['users: filter active', ['admin_list_users', { filter: 'active', page: 0, page_size: 25 }]],
    ['users: filter premium', ['admin_list_users', { filter: 'premium', page: 0, page_size: 25 }]],
    ['users: page 200', ['admin_list_users', { page: 200, page_size: 25 }]],
    ['subscriptions: first page', ['admin_list_subscriptions', {}]],
    ["subscriptions: search 'camille'", ['admin_list_subscriptions', { search: 'camille' }]],
  ];
  const rows = [];
  for (const [label, call] of calls) rows.push(await pair(label, call));
  const tx: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const { error } = await admin.rpc('admin_list_transactions', { page_size: 100 });
    tx.push(performance.now() - start);
    if (error) throw new Error(JSON.stringify(error));
  }
  const transactions = stats(tx);
  const loadAfter = load();

  if (process.env['BENCH_EXPLAIN']) {
    const explain = async (label: string, sql: string, params: unknown[]) => {
      const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${sql}`, params);
      console.log(`\n-- ${label}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    };
    const where = async (search: boolean, filter: string) =>
      (await db.query<{ w: string }>('select private.admin_users_where($1, $2) as w', [search, filter]))
        .rows[0]!.w;
    for (const [label, search, filter] of [
      ['first page', null, 'all'],
      ['search camille martin', '%camille martin%', 'all'],
      ['search martin', '%martin%', 'all'],
      ['filter active', null, 'active'],
    ] as const) {
      const condition = await where(search !== null, filter);
      await explain(
        `${label}: count`,
        `select count(*) from public.profiles p where ${condition}`,
        search ? [search] : [],
      );
      await explain(
        `${label}: page`,
        `select array(select p.id from ${search ? `(select * from public.profiles p where ${condition} offset 0) p` : `public.profiles p where ${condition}`} order by p.created_at desc, p.id limit 25 offset 0)`,
        search ? [search] : [],
      );
    }
  }

  t0 = performance.now();
  let after: string | null = null;
  let pages = 0;
  let bytes = 0;
  let slowestPage = 0;
  for (;;) {
    const pageStart = performance.now();
    const result = await admin.rpc('admin_export_users_csv', { after_id: after, page_size: 1000 });
    slowestPage = Math.max(slowestPage, performance.now() - pageStart);
    if (result.error) throw new Error(JSON.stringify(result.error));
    const page = result.data as { csv: string; next_after_id: string | null };
    bytes += page.csv.length;
    pages++;
    if (page.next_after_id === null) break;
    after = page.next_after_id;
  }
  const csvMs = performance.now() - t0;

  const database = process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
  const ms = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `\nBack-office at scale on ${database}: ${counts!.users} users, ${counts!.ledger} ledger rows (seeded in ${(seedMs / 1000).toFixed(1)} s), ${samples} samples each`,
  );
  console.log(`load average (1, 5, 15 min): ${loadBefore} at the start, ${loadAfter} at the end`);
  console.log('call                                   before p50  p95   after p50  p95   p95 ratio');
  for (const row of rows)
    console.log(
      `${row.label.padEnd(38)} ${ms(row.before.p50)} ${ms(row.before.p95)}   ${ms(row.after.p50)} ${ms(row.after.p95)}   ${(row.before.p95 / row.after.p95).toFixed(1)}x`,
    );
  console.log(
    `${'transactions: latest 100'.padEnd(38)} ${' '.repeat(17)}   ${ms(transactions.p50)} ${ms(transactions.p95)}`,
  );
  console.log(
    `users CSV: ${pages} requests (1,000 users each), ${(bytes / 1024).toFixed(0)} KB in ${csvMs.toFixed(0)} ms, slowest request ${slowestPage.toFixed(0)} ms`,
  );
  const target = rows.slice(0, 4).every((row) => row.after.p95 < 150);
  console.log(`target p95 < 150 ms for the first page and searches: ${target ? 'met' : 'NOT met'}`);
  console.log(
    JSON.stringify({
      database,
      counts,
      samples,
      load: { start: loadBefore, end: loadAfter },
      rows,
      transactions,
      csv: { pages, bytes, ms: csvMs, slowestPage },
    }),
  );
} finally {
  await stack.close();
}
