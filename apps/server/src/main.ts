import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '@hr/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { ensureBaseData } from './seed/base-data';
import { seedDemo, type DemoLogin } from './seed/demo';

const config = loadConfig();
const handle = await createDb({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'db') });
await handle.migrate();
await ensureBaseData(handle.db);
// The embedded database gets the demo on first start; PostgreSQL only when asked (DEMO_DATA=true).
if (config.DEMO_DATA ?? handle.engine === 'pglite') await seedDemo(handle.db, config.DATA_DIR);

const app = await buildApp({ db: handle.db, config });
await app.listen({ port: config.PORT, host: config.HOST });
const mailTimer = setInterval(() => void app.deps.mail.flush(), 30_000);
void app.deps.mail.flush();

const loginsFile = join(config.DATA_DIR, 'demo-logins.json');
const url = config.APP_URL;
console.log(`\nHR Self Service is running at ${url}  (API ${url}/api, docs ${url}/api/docs, ${handle.engine})`);
if (existsSync(loginsFile) && handle.engine === 'pglite') {
  const logins = JSON.parse(readFileSync(loginsFile, 'utf8')) as DemoLogin[];
  console.log('Demo logins:');
  console.table(logins);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(mailTimer);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  await handle.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
