import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoCompanies, sessions } from '@hr/db';
import { createHarness, type Harness } from '../test/harness';
import type { AuthUser } from './context';
import { createSessionCache } from './session-cache';

/*
 * The session cache (session-cache.ts) keeps a caller for a few seconds; these tests prove that
 * nothing it keeps outlives a change on this process. Each first uses the token (so the caller is
 * in the cache), then changes something, then expects the very next request to see the change:
 * without the invalidation each would still answer as before.
 */

const userOf = (id: string): AuthUser => ({
  id, sessionId: `s-${id}`, companyId: 'c', companyCode: 'T01', employeeCode: id, roleId: 'r', permissions: new Set(), isHr: false,
  profile: { firstNameEn: 'A', lastNameEn: 'B', firstNameTh: 'ก', lastNameTh: 'ข', imageProfileFileId: null, isFirstLogin: false, havePdpa: true, preferredLang: 'en' },
});

describe('the cache itself', () => {
  const clockNow = new Date('2026-11-22T03:00:00Z');
  const later = clockNow.getTime() + 3600_000;

  it('keeps a caller for its time to live (a monotonic clock, not the server\'s), then reads again', async () => {
    let t = 0;
    const cache = createSessionCache({ ttlMs: 5000, maxEntries: 10, monotonicNow: () => t });
    let reads = 0;
    const read = () => cache.get('h1', clockNow) ?? cache.load('h1', async () => { reads++; return { user: userOf('e1'), expiresAt: later }; });
    await read();
    t = 4999;
    await read();
    expect(reads).toBe(1);
    t = 5000;
    await read();
    expect(reads).toBe(2);
  });

  it('never answers for a session past its own expiry, whatever the time to live', async () => {
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 10, monotonicNow: () => 0 });
    await cache.load('h1', async () => ({ user: userOf('e1'), expiresAt: clockNow.getTime() + 1000 }));
    expect(cache.get('h1', clockNow)?.id).toBe('e1');
    expect(cache.get('h1', new Date(clockNow.getTime() + 1000))).toBeUndefined();
  });

  it('forgets one employee\'s sessions, or everyone\'s', async () => {
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 10, monotonicNow: () => 0 });
    for (const [hash, id] of [['a1', 'e1'], ['a2', 'e1'], ['b1', 'e2']] as const) await cache.load(hash, async () => ({ user: userOf(id), expiresAt: later }));
    cache.forgetEmployee('e1');
    expect([cache.get('a1', clockNow), cache.get('a2', clockNow), cache.get('b1', clockNow)?.id]).toEqual([undefined, undefined, 'e2']);
    cache.forgetAll();
    expect(cache.get('b1', clockNow)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('a read under way when something is forgotten is not kept (it may hold what the change replaced)', async () => {
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 10, monotonicNow: () => 0 });
    let finish!: () => void;
    const reading = cache.load('h1', () => new Promise((resolve) => { finish = () => resolve({ user: userOf('e1'), expiresAt: later }); }));
    cache.forgetEmployee('e1');
    finish();
    expect((await reading)?.id).toBe('e1');
    expect(cache.get('h1', clockNow)).toBeUndefined();
  });

  it('holds at most maxEntries, the oldest going first; keeps no unknown token; keeps nothing at a time to live of 0', async () => {
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 2, monotonicNow: () => 0 });
    for (const hash of ['h1', 'h2', 'h3']) await cache.load(hash, async () => ({ user: userOf(hash), expiresAt: later }));
    expect([cache.get('h1', clockNow), cache.get('h2', clockNow)?.id, cache.get('h3', clockNow)?.id]).toEqual([undefined, 'h2', 'h3']);
    expect(await cache.load('nobody', async () => null)).toBeNull();
    expect(cache.size).toBe(2);
    const off = createSessionCache({ ttlMs: 0, maxEntries: 2, monotonicNow: () => 0 });
    await off.load('h1', async () => ({ user: userOf('e1'), expiresAt: later }));
    expect(off.size).toBe(0);
  });
});

let h: Harness;
let admin: string;
beforeAll(async () => {
  // The longest time to live: a slow machine must not let an entry age out and hide a missing invalidation.
  h = await createHarness({ SESSION_CACHE_SECONDS: 60 });
  // The test company's mail is printed (demo company), so the reset link can be read back.
  await h.db.insert(demoCompanies).values({ companyId: h.company.id });
  admin = await h.login(await h.person({ role: 'ADMINISTRATOR' }));
});
afterAll(async () => { await h?.close(); });

const profile = (token: string) => h.get('/api/1.1/getProfile', token);
/** Uses the token once and checks the session cache now holds its caller. */
async function warm(token: string) {
  const res = await profile(token);
  expect(res.statusCode).toBe(200);
  expect(h.app.deps.sessions.size).toBeGreaterThan(0);
  return res.json().data as { menuList: string[]; employeeName: string; havePdpa: boolean; isFirstLogin: boolean };
}
const expect401 = (res: { statusCode: number; json: () => { msg: { code: number } } }) => {
  expect(res.statusCode).toBe(401);
  expect(res.json().msg.code).toBe(200005);
};

describe('a change to a session or its rights applies at the very next request on this process', () => {
  it('logout: the token stops working at once; the same person\'s other session goes on', async () => {
    const p = await h.person();
    const token = await h.login(p);
    const other = await h.login(p);
    await warm(token);
    await warm(other);
    expect((await h.post('/api/1.0/logout', {}, token)).statusCode).toBe(200);
    expect401(await profile(token));
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('a permission removed from a role is refused to its users at once, and leaves their menu', async () => {
    const grant = async (ids: string[]) => (await h.post('/api/1.0/update/master/role/permissions', { id: h.roleIds.SUPERVISOR, objectIds: ids }, admin)).json().data.objectIds as string[];
    const before = (await h.post('/api/1.0/get/master/role/permissions', { id: h.roleIds.SUPERVISOR }, admin)).json().data.objectIds as string[];
    await grant([...before, 'system-settings.brand-master']);
    const lead = await h.login(await h.person({ role: 'SUPERVISOR' }));
    expect((await warm(lead)).menuList).toContain('system-settings.brand-master');
    expect((await h.post('/api/1.0/search/master/brand', {}, lead)).statusCode).toBe(200);

    await grant(before);
    const refused = await h.post('/api/1.0/search/master/brand', {}, lead);
    expect(refused.statusCode).toBe(403);
    expect((await profile(lead)).json().data.menuList).not.toContain('system-settings.brand-master');
  });

  it('a password reset through the mailed link ends every session of that user at once', async () => {
    const p = await h.person({ email: 'cache-reset@test.co.th' });
    const token = await h.login(p);
    await warm(token);
    await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: p.employeeCode });
    const log = join(h.config.DATA_DIR, 'demo-mail.log');
    const link = (existsSync(log) ? readFileSync(log, 'utf8') : '').split('--- demo mail').filter((b) => b.includes(' to cache-reset@test.co.th: ')).at(-1)?.match(/token=([\w-]+)/)?.[1];
    expect(link).toBeTruthy();
    expect((await h.post('/api/1.0/login/updateNewPasswordForgot', { token: link, password: 'N3w!pass', confirmPassword: 'N3w!pass' })).json().success).toBe(true);
    expect401(await profile(token));
  });

  it('the first-login password change ends the old session at once and the new one says so', async () => {
    const p = await h.person({ firstLogin: true });
    const token = await h.login(p);
    expect((await warm(token)).isFirstLogin).toBe(true);
    const res = await h.post('/api/1.2/insert/firstLogin', { password: 'N3w!pass', confirmPassword: 'N3w!pass' }, token);
    expect(res.json().success).toBe(true);
    expect401(await profile(token));
    expect((await profile(res.json().data.token)).json().data.isFirstLogin).toBe(false);
  });

  it('disabling an account closes its sessions at once (HR ending an employment: employment.test.ts)', async () => {
    const { setEmployeeActive } = await import('../modules/session/session.service');
    const hr = await h.person({ role: 'HR' });
    const p = await h.person();
    const token = await h.login(p);
    await warm(token);
    await setEmployeeActive(h.app.deps, p.id, false, hr.id);
    expect401(await profile(token));
  });

  it('accepting the privacy notice shows in the profile at once', async () => {
    const token = await h.login(await h.person());
    expect((await warm(token)).havePdpa).toBe(false);
    expect((await h.post('/api/1.0/accept/pdpa', {}, token)).statusCode).toBe(200);
    expect((await profile(token)).json().data.havePdpa).toBe(true);
  });
});

describe('without the cache (SESSION_CACHE_SECONDS=0)', () => {
  it('every request reads the session: a revocation written by another process applies at once', async () => {
    const off = await createHarness({ SESSION_CACHE_SECONDS: 0 });
    try {
      const p = await off.person();
      const token = await off.login(p);
      expect((await off.get('/api/1.1/getProfile', token)).statusCode).toBe(200);
      expect(off.app.deps.sessions.size).toBe(0);
      await off.db.update(sessions).set({ revokedAt: off.clock.now() }).where(eq(sessions.employeeId, p.id));
      expect((await off.get('/api/1.1/getProfile', token)).statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});
