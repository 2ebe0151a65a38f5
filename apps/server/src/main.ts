import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '@hr/db';
import { buildApp } from './app';
import { JOBS } from './jobs';
import { startJobs } from './platform/jobs';
import { loadConfig } from './config';
import { ensureBaseData } from './seed/base-data';
import { seedDemo, type DemoLogin } from './seed/demo';
import { startBanner } from './start-banner';

const config = loadConfig();
const handle = await createDb({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'db') });
await handle.migrate();
await ensureBaseData(handle.db);
// The embedded database gets the demo on first start; PostgreSQL only when asked (DEMO_DATA=true).
if (config.DEMO_DATA ?? handle.engine === 'pglite') await seedDemo(handle.db, config.DATA_DIR);

const app = await buildApp({ db: handle.db, config });
await app.listen({ port: config.PORT, host: config.HOST });
const stopJobs = startJobs(app.deps, JOBS, (msg, err) => app.log.error({ err }, msg));

// The banner comes last, once the server answers, so the logins are what the terminal ends with.
const loginsFile = join(config.DATA_DIR, 'demo-logins.json');
const demo = existsSync(loginsFile) && (handle.engine === 'pglite' || config.DEMO_DATA === true);
const logins = demo ? JSON.parse(readFileSync(loginsFile, 'utf8')) as DemoLogin[] : null;
process.stdout.write(startBanner({ url: config.APP_URL, engine: handle.engine, logins, loginsFile }));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await stopJobs();
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  await handle.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
