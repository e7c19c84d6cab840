import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../db/create-db';

/*
 * db/create-db.ts keeps SQLite's prepared statements for reuse (search runs the same SQL on every
 * request). These check that reuse changes nothing a query can see.
 */
describe('the SQLite prepared-statement cache', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.destroy();
    handle = undefined;
  });

  const open = async (): Promise<DatabaseHandle> => {
    handle = createDatabase('sqlite::memory:');
    await sql`create table item (id integer primary key, name text not null)`.execute(handle.db);
    await sql`insert into item (id, name) values (1, 'a'), (2, 'b'), (3, 'c')`.execute(handle.db);
    return handle;
  };

  it('answers the same SQL with each call’s own parameters and the current rows', async () => {
    const { db } = await open();
    const byId = (id: number) => CompiledQuery.raw('select name from item where id = ?', [id]);
    expect((await db.executeQuery(byId(1))).rows).toEqual([{ name: 'a' }]);
    expect((await db.executeQuery(byId(2))).rows).toEqual([{ name: 'b' }]);
    await sql`update item set name = 'z' where id = 2`.execute(db);
    expect((await db.executeQuery(byId(2))).rows).toEqual([{ name: 'z' }]);
  });

  it('streams the same SQL again after a stream stopped half way', async () => {
    const { db } = await open();
    const all = db
      .selectFrom('item' as never)
      .select('name' as never)
      .orderBy('id' as never);
    for await (const row of all.stream()) {
      expect(row).toEqual({ name: 'a' });
      break;
    }
    const streamed: unknown[] = [];
    for await (const row of all.stream()) streamed.push(row);
    expect(streamed).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect(await all.execute()).toEqual(streamed);
  });

  it('keeps transactions working, rollback included, and follows schema changes', async () => {
    const { db } = await open();
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into item (id, name) values (4, 'd')`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await db.transaction().execute(async (trx) => {
      await sql`insert into item (id, name) values (5, 'e')`.execute(trx);
    });
    const count = CompiledQuery.raw('select count(*) as n from item', []);
    expect((await db.executeQuery(count)).rows).toEqual([{ n: 4 }]);
    const star = CompiledQuery.raw('select * from item where id = ?', [1]);
    expect((await db.executeQuery(star)).rows).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table item add column extra text`.execute(db);
    expect((await db.executeQuery(star)).rows).toEqual([{ id: 1, name: 'a', extra: null }]);
  });
});
