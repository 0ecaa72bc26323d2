// @vitest-environment node
/** Contract tests with supabase-js: embedding through views (relationships of their base tables). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { viewColumnOrigins } from './schemaCache.ts';
import { startRestStack, type RestTestStack } from './testStack.ts';

let t: RestTestStack;
beforeAll(async () => {
  t = await startRestStack({
    '20240101000000_views.sql': `
      create table public.authors (id int primary key, name text not null);
      create table public.books (id int primary key, author_id int references public.authors (id), title text);
      insert into public.authors values (1, 'Austen'), (2, 'Borges'), (3, 'Calvino');
      insert into public.books values (10, 1, 'Emma'), (11, 1, 'Persuasion'), (12, 2, 'Ficciones'), (13, null, 'Anon');
      -- Renamed columns, a computed column (no relationship), a view of a view.
      create view public.books_view as
        select b.id as book_id, b.author_id as writer, b.title, upper(b.title) as shout from public.books b;
      create view public.authors_view as select a.id, a.name from public.authors a where a.id < 3;
      create view public.books_view2 as select v.book_id, v.writer, v.title from public.books_view v where v.title <> 'Anon';
      -- Base tables in a schema that is not exposed, reachable only through views.
      create schema private;
      create table private.owners (id int primary key, name text);
      create table private.pets (id int primary key, owner_id int not null references private.owners (id), name text);
      insert into private.owners values (1, 'Ann'), (2, 'Bob');
      insert into private.pets values (1, 1, 'Rex'), (2, 1, 'Tom'), (3, 2, 'Kit');
      create view public.owners_v as select o.id, o.name from private.owners o;
      create view public.pets_v as select p.id, p.name, p.owner_id from private.pets p;
      grant select on public.authors, public.books, public.books_view, public.authors_view,
        public.books_view2, public.owners_v, public.pets_v to anon;
    `,
  });
});
afterAll(async () => {
  await t.close();
});

describe('embedding through views', () => {
  it('embeds a table from a view (many-to-one) and a view from a table (one-to-many)', async () => {
    const db = t.client();
    const fromView = await db.from('books_view').select('title, authors(name)').order('book_id');
    expect(fromView.error).toBeNull();
    expect(fromView.data).toEqual([
      { title: 'Emma', authors: { name: 'Austen' } },
      { title: 'Persuasion', authors: { name: 'Austen' } },
      { title: 'Ficciones', authors: { name: 'Borges' } },
      { title: 'Anon', authors: null },
    ]);
    const toView = await db
      .from('authors')
      .select('name, books_view(title, shout)')
      .order('id')
      .order('book_id', { referencedTable: 'books_view' });
    expect(toView.error).toBeNull();
    expect(toView.data).toEqual([
      {
        name: 'Austen',
        books_view: [
          { title: 'Emma', shout: 'EMMA' },
          { title: 'Persuasion', shout: 'PERSUASION' },
        ],
      },
      { name: 'Borges', books_view: [{ title: 'Ficciones', shout: 'FICCIONES' }] },
      { name: 'Calvino', books_view: [] },
    ]);
  });

  it('embeds view to view, views of views and by the view column name or key name', async () => {
    const db = t.client();
    const both = await db
      .from('authors_view')
      .select('name, books_view!inner(title)')
      .eq('books_view.title', 'Emma');
    expect(both.data).toEqual([{ name: 'Austen', books_view: [{ title: 'Emma' }] }]);
    const chained = await db
      .from('books_view2')
      .select('title, authors_view(name)')
      .order('book_id')
      .limit(1);
    expect(chained.data).toEqual([{ title: 'Emma', authors_view: { name: 'Austen' } }]);
    // By the view's column: the table is preferred over views of it, as with tables.
    const byColumn = await db.from('books_view').select('title, writer(name)').eq('book_id', 12).single();
    expect(byColumn.data).toEqual({ title: 'Ficciones', writer: { name: 'Borges' } });
    const byKey = await db.from('authors').select('name, books_view!books_author_id_fkey(title)').eq('id', 2);
    expect(byKey.data).toEqual([{ name: 'Borges', books_view: [{ title: 'Ficciones' }] }]);
    // Tables keep embedding by column as before.
    const table = await db.from('books').select('title, author_id(name)').eq('id', 10).single();
    expect(table.data).toEqual({ title: 'Emma', author_id: { name: 'Austen' } });
  });

  it('embeds views over tables of an unexposed schema', async () => {
    const db = t.client();
    const pets = await db.from('pets_v').select('name, owners_v(name)').order('id');
    expect(pets.error).toBeNull();
    expect(pets.data).toEqual([
      { name: 'Rex', owners_v: { name: 'Ann' } },
      { name: 'Tom', owners_v: { name: 'Ann' } },
      { name: 'Kit', owners_v: { name: 'Bob' } },
    ]);
    const owners = await db.from('owners_v').select('name, pets_v(count)').order('id');
    expect(owners.data).toEqual([
      { name: 'Ann', pets_v: [{ count: 2 }] },
      { name: 'Bob', pets_v: [{ count: 1 }] },
    ]);
  });

  it('answers PGRST200 for a computed view column', async () => {
    const res = await t.client().from('authors').select('name, books_view!shout(title)');
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('PGRST200');
  });
});

describe('viewColumnOrigins', () => {
  it('reads the top-level target list only, with escaped names', () => {
    const action =
      '({QUERY :rtable ({RANGETBLENTRY :subquery {QUERY :targetList ({TARGETENTRY :resno 1 :resorigtbl 9 :resorigcol 9 :resjunk false})}}) ' +
      ':targetList ({TARGETENTRY :expr {VAR :varno 1 :resno 7} :resno 1 :resname a\\ \\{b :resorigtbl 16392 :resorigcol 2 :resjunk false} ' +
      '{TARGETENTRY :expr {FUNCEXPR :args ({VAR :varno 1})} :resno 2 :resname c :resorigtbl 0 :resorigcol 0 :resjunk false} ' +
      '{TARGETENTRY :expr {VAR :varno 1} :resno 3 :resname d :resorigtbl 5 :resorigcol 1 :resjunk true}) :override 0})';
    expect(viewColumnOrigins(action)).toEqual([{ resno: 1, oid: 16392, attnum: 2 }]);
  });
});
