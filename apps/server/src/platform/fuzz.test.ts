import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PERMISSION_IDS } from '@hr/domain';
import { employees, MASTER_TABLES, rolePermissions, sessions } from '@hr/db';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createHarness, type Harness } from '../test/harness';
import { bombParts } from '../test/hostile-files';
import { casesOf, plausibleUrl, type FuzzCase, type IdPool, type Operation, type Parameter, type Schema } from '../test/fuzz-cases';
import { newToken } from './tokens';

/**
 * Issue 13 point 5: every operation of the OpenAPI document, called by an Administrator holding
 * every object id (so no permission check answers before validation does) with malformed bodies,
 * query strings and path values, must never answer 5xx. New routes are covered as soon as they are
 * in the document. Cases are seeded by each operation, and the caller's session, role and
 * permissions are restored before each operation, so no operation depends on what ran before it.
 */
let h: Harness;
let token = '';
let sessionId = '';
let admin: Awaited<ReturnType<Harness['person']>>;
const pool: IdPool = { byName: {}, any: [] };
// Enough to try every fault class on every operation while the file stays well under a minute;
// FUZZ_CASES_PER_OPERATION=40 digs deeper by hand (the same cases first, then more).
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES_PER_OPERATION) || 14;

/** The caller as it started: active, Administrator, every object id, a live session. */
async function restoreCaller() {
  await h.db.update(employees).set({ active: true, roleId: h.roleIds.ADMINISTRATOR!, companyId: h.company.id }).where(eq(employees.id, admin.id));
  const [held] = await h.db.select({ n: count() }).from(rolePermissions).where(eq(rolePermissions.roleId, h.roleIds.ADMINISTRATOR!));
  if (held!.n < PERMISSION_IDS.size) await h.db.insert(rolePermissions).values([...PERMISSION_IDS].map((objectId) => ({ roleId: h.roleIds.ADMINISTRATOR!, objectId }))).onConflictDoNothing();
  await h.db.update(sessions).set({ revokedAt: null, expiresAt: new Date(h.clock.now().getTime() + 86_400_000) }).where(eq(sessions.id, sessionId));
}

function operationsOf(doc: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: Schema }> } }>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = op.requestBody?.content ?? {};
      ops.push({
        method, path, parameters: op.parameters ?? [], body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content || /upload/i.test(path),
      });
    }
  }
  return ops;
}

async function send(c: FuzzCase, method: string) {
  const headers: Record<string, string> = { authorization: token, lang: 'th' };
  if (method === 'get') return h.app.inject({ method: 'GET', url: c.url, headers });
  if (c.raw !== undefined) return h.app.inject({ method: 'POST', url: c.url, payload: c.raw, headers: { ...headers, 'content-type': 'application/json' } });
  return h.app.inject({ method: 'POST', url: c.url, payload: c.body === undefined ? undefined : JSON.stringify(c.body), headers: { ...headers, 'content-type': 'application/json' } });
}

beforeAll(async () => {
  h = await createHarness();
  admin = await h.person({ role: 'ADMINISTRATOR' });
  const other = await h.person({ role: 'EMPLOYEE', supervisorId: admin.id });
  const { token: raw, hash } = newToken();
  token = raw;
  const [s] = await h.db.insert(sessions).values({ tokenHash: hash, employeeId: admin.id, expiresAt: new Date(h.clock.now().getTime() + 86_400_000) }).returning();
  sessionId = s!.id;
  // Known ids by field name, so references resolve and the service code behind them runs.
  pool.byName = { companyId: h.company.id, employeeId: other.id, supervisorId: admin.id, assistantSupervisorId: admin.id, roleId: h.roleIds.EMPLOYEE!, id: other.id };
  for (const [name, table] of Object.entries(MASTER_TABLES as Record<string, PgTable>)) {
    const [row] = (await h.db.select().from(table).limit(1)) as Array<{ id?: unknown }>;
    if (typeof row?.id === 'string') pool.byName[`${name}Id`] ??= row.id;
  }
  pool.any = [...new Set([h.company.id, admin.id, other.id, ...Object.values(pool.byName), '00000000-0000-4000-8000-000000000001'])];
}, 120_000);
afterAll(async () => h?.close());

describe('fuzz: malformed input never answers 5xx', () => {
  it('walks every operation of the OpenAPI document', async () => {
    const doc = (await h.app.inject('/api/docs/json')).json();
    const base = (doc.servers?.[0]?.url ?? '').replace(/\/$/, '');
    const ops = operationsOf(doc).filter((op) => `${base}${op.path}`.startsWith('/api/'));
    expect(ops.length).toBeGreaterThan(300);
    const failures: string[] = [];
    let sent = 0;
    const cpu = process.cpuUsage();
    for (const op of ops) {
      await restoreCaller();
      for (const c of casesOf(op, base, pool, CASES_PER_OPERATION)) {
        const res = await send(c, op.method);
        sent += 1;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${op.method.toUpperCase()} ${op.path} [${c.label}] ${(c.raw ?? JSON.stringify(c.body))?.slice(0, 300)}`);
      }
    }
    const used = process.cpuUsage(cpu);
    console.info(`fuzz: ${ops.length} operations, ${sent} requests in ${Math.round((used.user + used.system) / 1000)} ms of CPU, ${failures.length} answered 5xx`);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 600_000);

  it('sends the hostile files of issue 35 to every upload operation: none answers 5xx, each is answered within 2 s', async () => {
    const doc = (await h.app.inject('/api/docs/json')).json();
    const base = (doc.servers?.[0]?.url ?? '').replace(/\/$/, '');
    const uploads = operationsOf(doc).filter((op) => op.multipart && op.method === 'post' && `${base}${op.path}`.startsWith('/api/'));
    expect(uploads.length).toBeGreaterThan(10);
    const parts = await bombParts();
    const failures: string[] = [];
    let slowest = 0;
    for (const op of uploads) {
      await restoreCaller();
      const url = plausibleUrl(op, base, pool);
      for (const part of parts) {
        const started = performance.now();
        const res = await h.upload(url, token, [part], 'th');
        const ms = performance.now() - started;
        slowest = Math.max(slowest, ms);
        if (res.statusCode >= 500 || ms > 2000) failures.push(`${res.statusCode} in ${Math.round(ms)} ms: POST ${op.path} [${part.name}] ${res.body.slice(0, 200)}`);
      }
    }
    console.info(`fuzz: ${uploads.length} upload operations x ${parts.length} hostile files, the slowest answered in ${Math.round(slowest)} ms`);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});
