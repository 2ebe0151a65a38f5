import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { auditLog, companies, createDb, employees, roles, type Db } from '@hr/db';
import { thaiIdCheckDigit } from '@hr/domain';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import type { Clock } from '../platform/context';
import { localFileStore } from '../platform/files/file-store';
import { hashPassword } from '../platform/tokens';
import { adminQuery } from './db-template';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(public current = new Date('2026-11-22T03:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * A fresh database per test file on the engine the project runs under (DB_ENGINE), copied from the
 * migrated template with the base data that the global setup (db-template.ts) made once per run:
 * an in-memory PGlite loaded from the template's data directory, or a new PostgreSQL database
 * created from the template database on TEST_DATABASE_URL and dropped afterwards.
 */
export async function freshDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (process.env.DB_ENGINE !== 'postgres') {
    if (template?.engine !== 'pglite') throw new Error('no PGlite template: the api-pglite project runs db-template.ts as its global setup');
    const h = await createDb({ loadDataDir: new Blob([readFileSync(template.file)]) });
    return { db: h.db, close: h.close };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('DB_ENGINE=postgres needs TEST_DATABASE_URL');
  if (template?.engine !== 'postgres') throw new Error('no PostgreSQL template: the api-postgres project runs db-template.ts as its global setup');
  const name = `hr_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const h = await createDb({ url: url.toString(), poolSize: 5 });
  return {
    db: h.db,
    close: async () => {
      await h.close();
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;
export type UploadPart = { name: string; type: string; bytes: Buffer };

/** A multipart body with the given files under the field "file". */
function multipart(files: UploadPart[]) {
  const boundary = '----hrtest' + Math.random().toString(16).slice(2);
  const parts = files.map((f) => Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
    f.bytes, Buffer.from('\r\n'),
  ]));
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real PNG as an upload part. */
export const pngBytes = async (name = 'logo.png'): Promise<UploadPart> =>
  ({ name, type: 'image/png', bytes: await sharp({ create: { width: 10, height: 10, channels: 4, background: '#1f4e79' } }).png().toBuffer() });

/** A 13-digit Thai tax id with a valid check digit, different for each `n`. */
export function thaiTaxId(n: number): string {
  const twelve = `0105${String(n).padStart(8, '0')}`.slice(-12);
  return `${twelve}${thaiIdCheckDigit(twelve)}`;
}

const hashCache = new Map<string, Promise<string>>();
const cachedHash = (pw: string) => {
  if (!hashCache.has(pw)) hashCache.set(pw, hashPassword(pw));
  return hashCache.get(pw)!;
};

/** The app on a fresh database with a company (code T01), the base roles and helpers to make people. */
export async function createHarness(over: Partial<Config> = {}) {
  const { db, close } = await freshDb();
  // The base data came with the template; only its role ids are read.
  const roleIds = Object.fromEntries((await db.select({ id: roles.id, code: roles.code }).from(roles)).map((r) => [r.code, r.id]));
  const filesDir = mkdtempSync(join(tmpdir(), 'hr-files-'));
  const clock = new TestClock();
  // Rate limits and the per-address login lock are tested on their own; the other tests make many calls from one address.
  const config = testConfig({ DATA_DIR: filesDir, LOGIN_RATE_LIMIT_PER_MINUTE: 10_000, FORGOT_RATE_LIMIT_PER_MINUTE: 10_000, LOGIN_ADDRESS_LOCK_AFTER: 10_000, ...over });
  const app: FastifyInstance = await buildApp({ db, config, clock, files: localFileStore(filesDir) });
  await app.ready();
  const [company] = await db.insert(companies).values({ abbreviation: 'T01', nameEn: 'Test Co., Ltd.', nameTh: 'บริษัท ทดสอบ จำกัด' }).returning();
  let seq = 0;

  /** Creates an employee who can log in (password 'Passw0rd!' unless given). */
  async function person(opts: { role?: string; password?: string; supervisorId?: string; assistantId?: string; email?: string | null; firstLogin?: boolean; code?: string } = {}) {
    seq += 1;
    const password = opts.password ?? 'Passw0rd!';
    const [e] = await db.insert(employees).values({
      companyId: company!.id, employeeCode: opts.code ?? `E${String(seq).padStart(4, '0')}`, firstNameEn: `First${seq}`, lastNameEn: `Last${seq}`,
      firstNameTh: `ชื่อ${seq}`, lastNameTh: `สกุล${seq}`, companyEmail: opts.email === undefined ? `person${seq}@test.co.th` : opts.email,
      roleId: roleIds[opts.role ?? 'EMPLOYEE']!, supervisorId: opts.supervisorId, assistantSupervisorId: opts.assistantId,
      passwordHash: await cachedHash(password), isFirstLogin: opts.firstLogin ?? false,
    }).returning();
    return { ...e!, password };
  }

  async function post(url: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return app.inject({ method: 'POST', url, payload: (body ?? {}) as object, headers: { ...(token ? { authorization: token } : {}), ...headers } });
  }
  async function get(url: string, token?: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return app.inject({ method: 'GET', url, headers: { ...(token ? { authorization: token } : {}), ...headers } });
  }
  /** Posts files as multipart/form-data, as the web app's upload controls do. */
  async function upload(url: string, token: string, parts: UploadPart[], lang = 'en'): Promise<LightMyRequestResponse> {
    const { payload, headers } = multipart(parts);
    return app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: token, lang } });
  }
  /** Logs a person in and returns the raw token. */
  async function login(p: { employeeCode: string; password: string }): Promise<string> {
    const res = await post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: p.password });
    const body = res.json();
    if (!body.success) throw new Error(`login failed: ${res.body}`);
    return body.data.token as string;
  }
  async function auditActions(actorId?: string) {
    const rows = await db.select().from(auditLog).where(actorId ? eq(auditLog.actorId, actorId) : undefined);
    return rows.map((r) => r.action);
  }

  return {
    app, db, clock, config, company: company!, roleIds, person, post, get, upload, login, auditActions,
    async close() {
      await app.close();
      await close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
