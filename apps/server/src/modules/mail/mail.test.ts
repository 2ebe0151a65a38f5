import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, mailOutbox } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';
import { renderLinkMail } from '../../platform/mail/mailer';
import { smtpPeer, type ReceivedMail } from '../../test/smtp-peer';

/** The decoded text/plain part of a raw message (nodemailer picks base64 or quoted-printable). */
function plainText(raw: string): string {
  const m = raw.match(/Content-Type: text\/plain[^\r\n]*\r\nContent-Transfer-Encoding: ([\w-]+)\r\n\r\n([\s\S]*?)\r\n(--|$)/);
  if (!m) return raw;
  const [, enc, body] = m as unknown as [string, string, string];
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    return Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, x: string) => String.fromCharCode(parseInt(x, 16))), 'latin1').toString('utf8');
  }
  return body;
}
let received: ReceivedMail[] = [];
const liveTokens: string[] = [];
let smtp: Awaited<ReturnType<typeof smtpPeer>>;
let h: Harness;

beforeAll(async () => {
  // A real SMTP peer on loopback: the mail travels over the protocol, as in production.
  smtp = await smtpPeer();
  received = smtp.received;
  h = await createHarness({ SMTP_URL: smtp.url, MAIL_FROM: 'HR <hr@test.co.th>' });
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

describe('mail over SMTP', () => {
  it('delivers the reset mail after the transaction commits and marks it sent', async () => {
    const p = await h.person({ email: 'smtp-user@test.co.th' });
    const res = await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: p.employeeCode }, undefined, { lang: 'km' });
    expect(res.json().success).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'hr@test.co.th', to: ['smtp-user@test.co.th'] });
    const text = plainText(received[0]!.raw);
    expect(text).toMatch(/\/#\/km\/auth\/reset-password\?token=/);
    expect(text).toMatch(/[\u1780-\u17FF]/);
    const rows = await h.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', lang: 'km', attempts: 1 });
  });

  it('only the delivered message carries the live link; the kept row shows it masked and keeps no secret; the link works', async () => {
    const p = await h.person({ email: 'live-link@test.co.th' });
    await h.post('/api/1.0/login/sendEmailForgotPassword', { company: 'T01', employeeId: p.employeeCode });
    const delivered = received.find((r) => r.to.includes('live-link@test.co.th'))!;
    const token = plainText(delivered.raw).match(/reset-password\?token=([\w-]+)/)![1]!;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'live-link@test.co.th'));
    expect(row).toMatchObject({ status: 'sent', secret: null });
    expect(row!.text).toContain('reset-password?token=********');
    expect(`${row!.text}${row!.html}`).not.toContain(token);
    // The owner's link sets the password.
    const done = await h.post('/api/1.0/login/updateNewPasswordForgot', { token, password: 'N3w!pass', confirmPassword: 'N3w!pass' });
    expect(done.json().success).toBe(true);
    liveTokens.push(token);
  });

  it('a rolled-back transaction sends nothing', async () => {
    const before = received.length;
    await expect(h.db.transaction(async (tx) => {
      await h.app.deps.mail.enqueue(tx, renderLinkMail('en', 'resetPassword', 'never@test.co.th', 'Nobody', 'http://x', { employeeId: 'X', company: 'T01', minutes: 30 }));
      throw new Error('business rule failed');
    })).rejects.toThrow('business rule failed');
    await h.app.deps.mail.flush();
    expect(received.length).toBe(before);
    expect((await h.db.select().from(mailOutbox)).some((m) => m.to === 'never@test.co.th')).toBe(false);
  });
});

describe('POST /api/1.0/search/mailOutbox', () => {
  it('administrators page through the outbox; employees are refused', async () => {
    const admin = await h.person({ role: 'ADMINISTRATOR' });
    const res = await h.post('/api/1.0/search/mailOutbox', { page: 1, pageSize: 10 }, await h.login(admin));
    expect(res.json()).toMatchObject({ success: true, data: { total: 2, page: 1, pageSize: 10, mode: 'smtp' } });
    expect(res.json().data.items[1]).toMatchObject({ to: 'smtp-user@test.co.th', status: 'sent', template: 'resetPassword' });
    const filtered = await h.post('/api/1.0/search/mailOutbox', { status: 'failed' }, await h.login(admin));
    expect(filtered.json().data.total).toBe(0);
    const bad = await h.post('/api/1.0/search/mailOutbox', { pageSize: 5000 }, await h.login(admin));
    expect(bad.json().data.errors[0]).toMatchObject({ field: 'pageSize', code: 'tooLong' });
    const emp = await h.person();
    const denied = await h.post('/api/1.0/search/mailOutbox', {}, await h.login(emp));
    expect(denied.statusCode).toBe(403);
  });
});

describe('the outbox is an audited administrator page (issue 13)', () => {
  it('no answer carries a live link: the list has no bodies, one mail shows its link masked; every read is audited', async () => {
    const admin = await h.person({ role: 'ADMINISTRATOR' });
    const token = await h.login(admin);
    const list = await h.post('/api/1.0/search/mailOutbox', { page: 1, pageSize: 10 }, token);
    const mail = list.json().data.items.find((m: { to: string }) => m.to === 'live-link@test.co.th');
    expect(mail).not.toHaveProperty('text');
    const one = await h.post('/api/1.0/get/mailOutbox', { id: mail.id }, token);
    expect(one.json()).toMatchObject({ success: true, data: { id: mail.id, template: 'resetPassword' } });
    expect(one.json().data.text).toContain('reset-password?token=********');
    expect(one.json().data).not.toHaveProperty('secret');
    expect(liveTokens).toHaveLength(1);
    for (const res of [list, one]) expect(res.body).not.toContain(liveTokens[0]!);
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(audits.filter((a) => a.action === 'mail.outbox.searched')).toHaveLength(1);
    expect(audits.filter((a) => a.action === 'mail.outbox.viewed')).toEqual([expect.objectContaining({ targetId: mail.id, objectId: 'system-settings.mail-outbox' })]);
    const gone = await h.post('/api/1.0/get/mailOutbox', { id: '00000000-0000-4000-8000-000000000000' }, token);
    expect(gone.json().msg.code).toBe(301007);
  });

  it('HR does not hold the outbox by default (it no longer comes with the system-settings group)', async () => {
    const hr = await h.person({ role: 'HR' });
    const token = await h.login(hr);
    expect((await h.post('/api/1.0/search/mailOutbox', {}, token)).statusCode).toBe(403);
    expect((await h.post('/api/1.0/get/mailOutbox', { id: '00000000-0000-4000-8000-000000000000' }, token)).statusCode).toBe(403);
    expect((await h.post('/api/1.0/search/master/brand', {}, token)).statusCode).toBe(200);
    const profile = (await h.get('/api/1.1/getProfile', token)).json().data;
    expect(profile.menuList).toContain('system-settings');
    expect(profile.menuList).not.toContain('system-settings.mail-outbox');
  });
});
