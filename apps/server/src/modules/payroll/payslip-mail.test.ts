import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, employees, employeeSalaryHistory, mailOutbox, sessions } from '@hr/db';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { smtpPeer, type ReceivedMail } from '../../test/smtp-peer';

/*
 * Issue 20 point 2: payslips by mail, through a real SMTP peer on loopback. Somchai (Thai, born 14
 * August 1992) gets his, locked with 14082535; Dara has no date of birth and Nid no address: both
 * are listed, neither mailed.
 */
let received: ReceivedMail[] = [];
let smtp: Awaited<ReturnType<typeof smtpPeer>>;
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, somchai: Person, dara: Person, nid: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'accountant');
let oct = '';

/** The PDF attached to a raw MIME message (base64, as nodemailer writes it). */
function attachedPdf(raw: string): Buffer {
  const at = raw.indexOf('Content-Type: application/pdf');
  const body = raw.slice(raw.indexOf('\r\n\r\n', at) + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
}

beforeAll(async () => {
  smtp = await smtpPeer();
  received = smtp.received;
  h = await createHarness({ SMTP_URL: smtp.url, MAIL_FROM: 'HR <hr@test.co.th>' });
  accountant = await h.person({ role: 'ACCOUNTANT' });
  somchai = await h.person({ code: 'S001', email: 'somchai@test.co.th' });
  dara = await h.person({ code: 'D001', email: 'dara@test.co.th' });
  nid = await h.person({ code: 'N001', email: null });
  token.accountant = await h.login(accountant);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01', birthDate: '1985-07-15' });
  await h.db.update(employees).set({ preferredLang: 'th', firstNameTh: 'สมชาย', lastNameTh: 'ใจดี', birthDate: '1992-08-14' }).where(eq(employees.id, somchai.id));
  await h.db.update(employees).set({ birthDate: null }).where(eq(employees.id, dara.id));
  for (const p of [somchai, dara, nid]) {
    await h.db.insert(employeeSalaryHistory).values({ employeeId: p.id, baseSalary: 25_000, adjustedSalary: 25_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
  }
  oct = (await data<{ id: string }>('/save/salaryPeriod', {
    companyId: h.company.id, month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', payDate: '2026-10-31', staffKind: 'monthly', paymentChannel: 'both',
  })).id;
  await data('/compute/salaryPeriod', { id: oct });
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

describe('payslips by mail', () => {
  it('a draft\'s cannot be mailed', async () => {
    expect((await call('/sendmail/salaryPeriod/payslip', { id: oct })).json().msg.code).toBe(409106);
  });

  it('mails each employee their payslip locked with their date of birth (Buddhist era), saying the rule and not the password; lists who was skipped', async () => {
    await data('/update/salaryPeriod/paymentStatus', { id: oct, action: 'close' });
    const res = await call('/sendmail/salaryPeriod/payslip', { id: oct });
    expect(res.json().msg).toMatchObject({ code: 200008, text: 'Missing email addresses found for some employees' });
    expect(res.json().data).toEqual({ queued: 1, skipped: [
      expect.objectContaining({ employeeCode: 'D001', reason: 'noBirthDate' }), expect.objectContaining({ employeeCode: 'N001', reason: 'noEmail' }),
    ] });
    await h.app.deps.mail.flush();
    expect(received.map((r) => r.to)).toEqual([['somchai@test.co.th']]);
    const raw = received[0]!.raw;
    expect(raw).not.toContain('14082535');
    const pdf = attachedPdf(raw);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(pdfText(pdf)).rejects.toThrow(/password/i);
    expect((await pdfText(pdf, '14082535'))[0]).toContain('สมชาย ใจดี');
    // Neither the PDF nor its password is kept: the outbox names the attachment only.
    const [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'payslip'));
    expect(row!.attachment).toEqual({ kind: 'payslip', periodId: oct, employeeId: somchai.id, lang: 'th' });
    expect(JSON.stringify(row)).not.toContain('14082535');
  });

  it('resends one; the outbox counts the period\'s payslip mails by state; audited', async () => {
    expect(await data('/sendmail/salaryPeriod/payslip', { id: oct, employeeIds: [somchai.id] })).toEqual({ queued: 1, skipped: [] });
    await h.app.deps.mail.flush();
    expect(received).toHaveLength(2);
    expect(await data('/get/salaryPeriod/payslipMail', { id: oct })).toEqual({ pending: 0, sent: 2, failed: 0, stored: 0 });
    const audited = await h.db.select().from(auditLog).where(sql`${auditLog.action} = 'payroll.payslip.mail'`);
    expect(audited).toHaveLength(2);
  });
});
