import { join } from 'node:path';
import { createDb } from '@hr/db';
import { loadConfig } from '../config';

/** Opens and migrates the configured database (PostgreSQL with DATABASE_URL, else the embedded one). */
export async function openConfiguredDb() {
  const config = loadConfig();
  const handle = await createDb({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'db') });
  await handle.migrate();
  return { config, handle };
}
