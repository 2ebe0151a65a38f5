/**
 * Child process holding both servers, so that autocannon (in the parent) does not share their
 * event loop. Reports the two base URLs over IPC and closes everything on any message.
 */
import type { AddressInfo } from 'node:net';
import { createDb } from '@hr/db';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { startBare } from './bare-server';

export type ServerUrls = { app: string; bare: string };

const url = process.env.BENCH_DATABASE_URL ?? '';
const poolSize = Number(process.env.BENCH_POOL_SIZE ?? 10);
// The production configuration, except quiet logs and a login rate limit the bench cannot hit.
const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000' });
const handle = await createDb({ url, poolSize });
const app = await buildApp({ db: handle.db, config });
await app.listen({ port: 0, host: '127.0.0.1' });
const bare = await startBare({ url, poolSize, sessionTtlHours: config.SESSION_TTL_HOURS });

process.once('message', () => {
  void (async () => {
    await app.close();
    await handle.close();
    await bare.close();
    process.disconnect();
  })();
});
const { port } = app.server.address() as AddressInfo;
process.send?.({ app: `http://127.0.0.1:${port}`, bare: bare.url } satisfies ServerUrls);
