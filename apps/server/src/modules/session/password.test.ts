import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { demoCompanies, mailOutbox } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';
import { issuePasswordLink } from './password.service';

let h: Harness;
// No SMTP server here: the test company is marked as a demo company, whose mail the server prints
// (live link included) to its console and DATA_DIR/demo-mail.log, as the embedded demo does.
beforeAll(async () => {
  h = await createHarness({ RESET_TOKEN_MINUTES: 30 });
  await h.db.insert(demoCompanies).values({ companyId: h.company.id });
});
afterAll(async () => { await h?.close(); });

const printedMail = () => {
  const file = join(h.config.DATA_DIR, 'demo-mail.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};

/** The newest outbox row to an address, and the token of the live link printed for it. */
async function tokenMailedTo(to: string) {
  const [m] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  const printed = printedMail().split('--- demo mail').filter((b) => b.includes(` to ${to}: `)).at(-1);
  const match = printed?.match(/token=([\w-]+)/);
  return { mail: m, token: match ? match[1]! : null };
}

describe('forgot password', () => {
  it('always answers "Please check email" and mails a link only to a real account', async () => {
    const p = await h.person({ email: 'forgot1@test.co.th' });
    const real = await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: p.employeeCode });
    const fake = await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: 'NOBODY' });
    for (const res of [real, fake]) expect(res.json()).toMatchObject({ success: true, msg: { code: 200006, text: 'Please check email' } });
    const { mail, token } = await tokenMailedTo('forgot1@test.co.th');
    // Printed for the demo, then marked sent; the kept body shows the link masked and keeps no secret.
    expect(mail).toMatchObject({ template: 'resetPassword', status: 'sent', subject: 'Reset your password', secret: null });
    expect(mail!.text).toContain(`${h.config.APP_URL}/#/auth/reset-password?token=********\n`);
    expect(mail!.html).toContain('reset-password?token=********"');
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(mail!.text).not.toContain(token!);
    expect((await h.db.select().from(mailOutbox)).length).toBe(1);
  });

  it('a real (not demo) company without SMTP: the link is kept masked and never printed, and no secret is stored', async () => {
    await h.db.delete(demoCompanies).where(eq(demoCompanies.companyId, h.company.id));
    try {
      const p = await h.person({ email: 'real-company@test.co.th' });
      await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: p.employeeCode });
      const { mail, token } = await tokenMailedTo('real-company@test.co.th');
      expect(mail).toMatchObject({ template: 'resetPassword', status: 'stored', secret: null });
      expect(mail!.text).toContain('reset-password?token=********');
      expect(token).toBeNull();
    } finally {
      await h.db.insert(demoCompanies).values({ companyId: h.company.id });
    }
  });

  it('mails in the language of the request, with the link under that language prefix', async () => {
    const p = await h.person({ email: 'forgot-th@test.co.th' });
    await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: p.employeeCode }, undefined, { lang: 'th' });
    const { mail } = await tokenMailedTo('forgot-th@test.co.th');
    expect(mail!.lang).toBe('th');
    expect(mail!.text).toContain('/#/th/auth/reset-password?token=');
  });

  it('resets the password once; reuse and a mismatched confirmation are rejected', async () => {
    const p = await h.person({ email: 'forgot2@test.co.th' });
    const bystander = await h.person();
    const oldToken = await h.login(p);
    await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: p.employeeCode });
    const { token } = await tokenMailedTo('forgot2@test.co.th');

    expect((await h.post('/api/1.0/login/checkVerifyTokenExpireForgotPassword', { token })).json()).toMatchObject({ success: true, data: { valid: true } });

    const mismatch = await h.post('/api/1.0/login/updateNewPasswordForgot', { token, password: 'N3w!pass', confirmPassword: 'N3w!pasz' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data.errors).toEqual([{ field: 'confirmPassword', code: 'passwordMismatch', text: 'Password does not match' }]);

    const weak = await h.post('/api/1.0/login/updateNewPasswordForgot', { token, password: 'abcdef', confirmPassword: 'abcdef' });
    expect(weak.json().data.errors[0]).toMatchObject({ field: 'password', code: 'password' });

    const done = await h.post('/api/1.0/login/updateNewPasswordForgot', { token, password: 'N3w!pass', confirmPassword: 'N3w!pass' });
    expect(done.json()).toMatchObject({ success: true });
    expect((await h.get('/api/1.1/getProfile', oldToken)).statusCode).toBe(401);
    expect((await h.post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: p.password })).json().success).toBe(false);
    expect((await h.post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: 'N3w!pass' })).json().success).toBe(true);
    // The link changed its own user's password only.
    expect((await h.post('/api/1.2/login', { company: 'T01', employeeId: bystander.employeeCode, password: bystander.password })).json().success).toBe(true);

    const reuse = await h.post('/api/1.0/login/updateNewPasswordForgot', { token, password: 'An0ther!', confirmPassword: 'An0ther!' });
    expect(reuse.json()).toMatchObject({ success: false, msg: { code: 200004 } });
    expect((await h.post('/api/1.0/login/checkVerifyTokenExpireForgotPassword', { token })).json().msg.code).toBe(200004);
    expect(await h.auditActions(p.id)).toEqual(expect.arrayContaining(['password.reset.requested', 'password.reset']));
  });

  it('rejects an expired link', async () => {
    const p = await h.person({ email: 'forgot3@test.co.th' });
    await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: p.employeeCode });
    const { token } = await tokenMailedTo('forgot3@test.co.th');
    h.clock.advance(31 * 60_000);
    expect((await h.post('/api/1.0/login/checkVerifyTokenExpireForgotPassword', { token })).json().msg.code).toBe(200004);
    const res = await h.post('/api/1.0/login/updateNewPasswordForgot', { token, password: 'N3w!pass', confirmPassword: 'N3w!pass' });
    expect(res.json().msg.code).toBe(200004);
  });

  it('a newer link replaces the older one', async () => {
    const p = await h.person({ email: 'forgot4@test.co.th' });
    await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: p.employeeCode });
    const first = (await tokenMailedTo('forgot4@test.co.th')).token;
    h.clock.advance(1000);
    await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: p.employeeCode });
    expect((await h.post('/api/1.0/login/checkVerifyTokenExpireForgotPassword', { token: first })).json().msg.code).toBe(200004);
  });

  it('a reset link lifts a lockout', async () => {
    const p = await h.person({ email: 'forgot5@test.co.th' });
    for (let i = 0; i < 5; i++) await h.post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: 'bad' });
    await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: p.employeeCode });
    const { token } = await tokenMailedTo('forgot5@test.co.th');
    await h.post('/api/1.0/login/updateNewPasswordForgot', { token, password: 'N3w!pass', confirmPassword: 'N3w!pass' });
    expect((await h.post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: 'N3w!pass' })).json().success).toBe(true);
  });
});

describe('setting the first password', () => {
  it('the welcome link sets the password; a reset link cannot be used for it', async () => {
    const p = await h.person({ email: 'welcome@test.co.th', firstLogin: true, password: 'Unkn0wn!x' });
    await h.db.transaction((tx) => issuePasswordLink(h.app.deps, tx, p.id, 'setup', 'en'));
    await h.app.deps.mail.flush();
    const { mail, token } = await tokenMailedTo('welcome@test.co.th');
    expect(mail!.text).toContain('/#/auth/setting-password?token=');
    expect((await h.post('/api/1.0/login/checkVerifyTokenExpireForgotPassword', { token })).json().msg.code).toBe(200004);
    const res = await h.post('/api/1.0/login/settingPassword', { token, password: 'F1rst!pw', confirmPassword: 'F1rst!pw' });
    expect(res.json().success).toBe(true);
    const login = await h.post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: 'F1rst!pw' });
    expect(login.json().data.isFirstLogin).toBe(false);
  });

  it('/1.2/insert/firstLogin replaces the initial password, ends old sessions and returns a new token', async () => {
    const p = await h.person({ firstLogin: true });
    const token = await h.login(p);
    const other = await h.login(p);
    const weak = await h.post('/api/1.2/insert/firstLogin', { password: '123456', confirmPassword: '123456' }, token);
    expect(weak.json().data.errors[0]).toMatchObject({ field: 'password', code: 'password' });
    const res = await h.post('/api/1.2/insert/firstLogin', { password: 'Chang3d!', confirmPassword: 'Chang3d!' }, token);
    expect(res.json().success).toBe(true);
    const fresh = res.json().data.token as string;
    expect((await h.get('/api/1.1/getProfile', other)).statusCode).toBe(401);
    expect((await h.get('/api/1.1/getProfile', token)).statusCode).toBe(401);
    expect((await h.get('/api/1.1/getProfile', fresh)).json().data.isFirstLogin).toBe(false);
    const twice = await h.post('/api/1.2/insert/firstLogin', { password: 'Chang3d!2', confirmPassword: 'Chang3d!2' }, fresh);
    expect(twice.json().msg.code).toBe(200007);
  });
});
