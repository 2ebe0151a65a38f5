import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '@hr/db';
import { ensureBaseData } from '../seed/base-data';

/**
 * Vitest global setup of the API projects: the database every test file starts from, migrated and
 * with the base data, made once per run instead of once per file (migrating took 1-2 s per file on
 * PostgreSQL and 6-12 s on PGlite on this 2-core machine). freshDb copies it: PostgreSQL with
 * CREATE DATABASE ... TEMPLATE, PGlite by loading a dump of the migrated data directory.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL template database's name, or the path of the PGlite data directory's tarball. */
    dbTemplate: { engine: 'postgres'; name: string } | { engine: 'pglite'; file: string };
  }
}

export default async function setup(project: TestProject) {
  const engine = project.config.env?.DB_ENGINE;
  if (engine === 'pglite') {
    const h = await createDb({});
    await h.migrate();
    await ensureBaseData(h.db);
    const dir = mkdtempSync(join(tmpdir(), 'hr-template-'));
    const file = join(dir, 'pgdata.tar');
    writeFileSync(file, Buffer.from(await (await h.dump!()).arrayBuffer()));
    await h.close();
    project.provide('dbTemplate', { engine, file });
    return () => rmSync(dir, { recursive: true, force: true });
  }
  if (engine !== 'postgres') return;
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('DB_ENGINE=postgres needs TEST_DATABASE_URL');
  // Unique per run: other runs may share the server, each with its own template.
  const name = `hr_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  // One connection, closed before the copies start: CREATE DATABASE ... TEMPLATE refuses a
  // template that anyone is connected to.
  const h = await createDb({ url: url.toString(), poolSize: 1 });
  await h.migrate();
  await ensureBaseData(h.db);
  await h.close();
  project.provide('dbTemplate', { engine, name });
  return () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run elsewhere). */
export async function adminQuery(base: string, statement: string) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
