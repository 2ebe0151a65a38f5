import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';

/**
 * One type for both engines: code never knows whether it runs on PGlite or PostgreSQL. Queries are
 * built with the query builder and `sql`, never drizzle's relational `db.query` API, so the
 * database is opened without the schema: with it, every transaction built a relational query
 * builder per table (a few percent of a leave submit's CPU, for nothing).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
export type DbOrTx = Db | Tx;

export type DbHandle = {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PGlite only: its data directory as a tarball, for `loadDataDir`. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
};

/**
 * Session settings of every pooled PostgreSQL connection (see createDb). JIT is off: it compiles
 * a query that is estimated to be expensive (a team of 20,000 walked by teamOf, a report's sums)
 * at 10-15 ms a time, more than such a query then saves, and these answers are wanted in tens of ms.
 */
export const PG_SESSION_OPTIONS = '-c random_page_cost=1.1 -c jit=off';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Opens the database: node-postgres when a URL is given, else PGlite in `dataDir`
 * ('memory://' keeps it in memory, which the tests use). `loadDataDir` starts PGlite from a
 * snapshot made by `dumpDataDir` (the tests' migrated template: loading it is far cheaper than
 * running every migration again).
 */
export async function createDb(opts: { url?: string; dataDir?: string; poolSize?: number; loadDataDir?: Blob }): Promise<DbHandle> {
  if (opts.url) {
    // The data sits on SSD and mostly in cache: PostgreSQL's default random_page_cost (4, tuned
    // for spinning disks) makes it scan all employees instead of using the trigram index of the
    // name search (17-45 ms against 3-5 ms with 20,000 employees).
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, options: PG_SESSION_OPTIONS });
    // A broken idle connection must not take the process down; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // pg_trgm serves the name searches (migration 0006 creates the extension on either engine).
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    dump: () => client.dumpDataDir('none'),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
