import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { employees, mailOutbox } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

// Issue 13 point 3: temporary, growing locks per account and per client address, answered exactly
// like a wrong password for an unknown id; the owner learns of a lock by mail.
let h: Harness;
beforeAll(async () => { h = await createHarness({ LOGIN_LOCK_AFTER: 5, LOGIN_ADDRESS_LOCK_AFTER: 8, LOGIN_LOCK_MINUTES: [1, 5, 15] }); });
afterAll(async () => { await h?.close(); });

const MINUTE = 60_000;
/** A login from a given client address (each test uses its own, so address counts do not mix). */
const attempt = (employeeId: string, password: string, ip: string) =>
  h.app.inject({ method: 'POST', url: '/api/1.2/login', payload: { company: 'T01', employeeId, password }, remoteAddress: ip });
const answer = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, body: res.json() });
async function failTimes(employeeId: string, n: number, ip: string) {
  for (let i = 0; i < n; i++) await attempt(employeeId, `wrong-${i}`, ip);
}

describe('temporary login lock', () => {
  it('locks after 5 wrong passwords; the right password then gets exactly the answer of an unknown id; the owner is mailed in their language', async () => {
    const p = await h.person();
    await h.db.update(employees).set({ preferredLang: 'th' }).where(eq(employees.id, p.id));
    const ip = '10.1.0.1';
    await failTimes(p.employeeCode, 5, ip);
    const locked = answer(await attempt(p.employeeCode, p.password, ip));
    const unknown = answer(await attempt('NOBODY99', 'whatever', ip));
    expect(locked).toEqual(unknown);
    expect(locked).toEqual({ status: 400, body: { success: false, msg: { code: 200001, topic: 'Error', text: 'You entered an incorrect username or password' }, data: null } });
    // From another address too: the account itself is locked.
    expect(answer(await attempt(p.employeeCode, p.password, '10.1.0.2'))).toEqual(unknown);

    const mails = await h.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, p.companyEmail!), eq(mailOutbox.template, 'accountLocked')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ lang: 'th', subject: 'ระงับการเข้าสู่ระบบบัญชีของคุณชั่วคราว 1 นาที' });
    expect(mails[0]!.text).toContain(p.employeeCode);
    expect(await h.auditActions(p.id)).toContain('account.locked');
  });

  it('the lock ends by itself after its delay, and the delay grows 1, 5, 15 minutes', async () => {
    const p = await h.person();
    // Each run from its own address, so the address count (8) stays out of this test.
    await failTimes(p.employeeCode, 5, '10.2.0.1');
    h.clock.advance(MINUTE - 1000);
    expect((await attempt(p.employeeCode, p.password, '10.2.0.1')).json().success).toBe(false);
    h.clock.advance(1000);
    // Past the first delay: the lock is over, but the next run of failures locks for 5 minutes.
    await failTimes(p.employeeCode, 5, '10.2.0.2');
    h.clock.advance(4 * MINUTE);
    expect((await attempt(p.employeeCode, p.password, '10.2.0.2')).json().success).toBe(false);
    h.clock.advance(MINUTE);
    await failTimes(p.employeeCode, 5, '10.2.0.3');
    h.clock.advance(14 * MINUTE);
    expect((await attempt(p.employeeCode, p.password, '10.2.0.3')).json().success).toBe(false);
    h.clock.advance(MINUTE);
    expect((await attempt(p.employeeCode, p.password, '10.2.0.3')).json().success).toBe(true);
    const subjects = (await h.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, p.companyEmail!), eq(mailOutbox.template, 'accountLocked')))).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Logging in to your account is paused for 1 minute', 'Logging in to your account is paused for 15 minutes', 'Logging in to your account is paused for 5 minutes']);
  });

  it('HR unlock lifts the lock at once', async () => {
    const p = await h.person();
    const hr = await h.person({ role: 'HR' });
    const ip = '10.3.0.1';
    await failTimes(p.employeeCode, 5, ip);
    expect((await attempt(p.employeeCode, p.password, ip)).json().success).toBe(false);
    const unlock = await h.post('/api/1.0/login/unlockPassword', { employeeId: p.id }, await h.login(hr));
    expect(unlock.json()).toMatchObject({ success: true });
    expect(await h.auditActions(hr.id)).toContain('account.unlocked');
    expect((await attempt(p.employeeCode, p.password, ip)).json().success).toBe(true);
  });

  it('a guessing run from one address locks that address only: the owner still logs in from elsewhere', async () => {
    const owner = await h.person();
    const attacker = '10.4.0.66';
    // 3 guesses on the owner (below the account's 5) and 5 on other ids: 8 failures lock the address.
    await failTimes(owner.employeeCode, 3, attacker);
    for (let i = 0; i < 5; i++) await attempt(`GUESS${i}`, 'x', attacker);
    const refused = answer(await attempt(owner.employeeCode, owner.password, attacker));
    expect(refused).toEqual(answer(await attempt('NOBODY98', 'x', '10.4.0.99')));
    expect((await attempt(owner.employeeCode, owner.password, '10.4.0.7')).json().success).toBe(true);
    // The address lock ends by itself too.
    h.clock.advance(MINUTE);
    expect((await attempt(owner.employeeCode, owner.password, attacker)).json().success).toBe(true);
  });

});
