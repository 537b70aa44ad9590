import { Kysely, sql, type Generated } from 'kysely';
import type { Db } from '../db/db';
import { openTestDatabase } from '../../testing/testDatabase';
import { fullAuthOptions } from './betterAuth';
import { PortDialect } from './portDialect';

let db: Db;
let kysely: Kysely<{ t: { id: Generated<number>; label: string } }>;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.exec('CREATE TABLE t (id serial PRIMARY KEY, label text NOT NULL)');
  kysely = new Kysely({ dialect: new PortDialect(db) });
});
afterAll(() => db?.close());

const labels = async (like: string) =>
  (
    await db.query<{ label: string }>('SELECT label FROM t WHERE label LIKE $1 ORDER BY label', [like])
  ).rows.map((r) => r.label);

describe('Kysely over the Db port', () => {
  it('commits a transaction, and rolls one back entirely when it fails', async () => {
    await kysely.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ label: 'kept' }).execute();
    });
    await expect(
      kysely.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ label: 'undone' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await labels('kept')).toEqual(['kept']);
    expect(await labels('undone')).toEqual([]);
  });

  it('keeps every row of concurrent transactions, one of them failing, and of plain queries between', async () => {
    const work = Array.from({ length: 20 }, (_, i) =>
      i === 7
        ? kysely
            .transaction()
            .execute(async (trx) => {
              await trx.insertInto('t').values({ label: 'c-failed' }).execute();
              await sql`SELECT 1/0`.execute(trx);
            })
            .catch(() => 'failed')
        : i % 3 === 0
          ? db.query('INSERT INTO t (label) VALUES ($1)', [`c-${String(i).padStart(2, '0')}`])
          : kysely.transaction().execute(async (trx) => {
              await trx
                .insertInto('t')
                .values({ label: `c-${String(i).padStart(2, '0')}` })
                .execute();
              await new Promise((r) => setTimeout(r, 5));
            }),
    );
    await Promise.all(work);
    const expected = Array.from({ length: 20 }, (_, i) => i)
      .filter((i) => i !== 7)
      .map((i) => `c-${String(i).padStart(2, '0')}`);
    expect(await labels('c-%')).toEqual(expected);
  });
});

describe('the accounts tables', () => {
  it('have every table and column better-auth expects (migrations 007–008 match its schema)', async () => {
    const options = await fullAuthOptions({
      db,
      secret: 'x'.repeat(40),
      publicUrl: 'http://localhost:3000',
    });
    const { getMigrations } = await import('better-auth/db/migration');
    const { toBeCreated, toBeAdded } = await getMigrations(options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });
});
