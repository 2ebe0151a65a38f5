import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@hr/db';
import { buildApp } from '../app';
import { loadConfig, testConfig } from '../config';
import { freshDb } from '../test/harness';

let db: Db, close: () => Promise<void>;
beforeAll(async () => { ({ db, close } = await freshDb()); });
afterAll(async () => { await close?.(); });

/** What the server logs at `info` for one answered call and one failing call, with request lines on or off. */
async function logOf(logRequests: boolean): Promise<Array<{ msg: string; reqId?: string }>> {
  const lines: string[] = [];
  const logStream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
  const app = await buildApp({ db, config: testConfig({ LOG_LEVEL: 'info', LOG_REQUESTS: logRequests }), logStream });
  app.get('/test/failing', async () => { throw new Error('boom'); });
  await app.ready();
  try {
    expect((await app.inject({ method: 'GET', url: '/api/1.0/maintenance' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/test/failing' })).statusCode).toBe(500);
  } finally {
    await app.close();
  }
  return lines.join('').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

describe('request logging (LOG_REQUESTS)', () => {
  it('is off on the embedded database and on with PostgreSQL unless set', () => {
    expect(loadConfig({}).LOG_REQUESTS).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/hr' }).LOG_REQUESTS).toBe(true);
    expect(loadConfig({ LOG_REQUESTS: 'true' }).LOG_REQUESTS).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/hr', LOG_REQUESTS: 'false' }).LOG_REQUESTS).toBe(false);
  });

  it('on, each request is a JSON line received and answered; off, only the error is logged, still with its request id', async () => {
    const on = await logOf(true);
    expect(on.filter((l) => l.msg === 'incoming request')).toHaveLength(2);
    expect(on.filter((l) => l.msg === 'request completed')).toHaveLength(2);
    const off = await logOf(false);
    expect(off.map((l) => l.msg)).toEqual(['unhandled error']);
    expect(off[0]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
