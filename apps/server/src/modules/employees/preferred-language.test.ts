import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, employees, employeeSalaryHistory, mailOutbox } from '@hr/db';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { payslipAttachments } from '../payroll/payslip-mail.service';

/*
 * Issue 35 point 7: the language of an employee's documents and mail is theirs to set (and HR's on
 * the record). Malee is created preferring English; once she picks Thai, her mailed payslip (the
 * mail and the PDF it carries) is in Thai. A colleague cannot change hers.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let malee: Person, colleague: Person, hr: Person, accountant: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'malee');
const langOf = async (id: string) => (await h.db.select({ l: employees.preferredLang }).from(employees).where(eq(employees.id, id)))[0]!.l;

beforeAll(async () => {
  h = await createHarness();
  malee = await h.person({ code: 'M001', email: 'malee@test.co.th' });
  colleague = await h.person();
  hr = await h.person({ role: 'HR' });
  accountant = await h.person({ role: 'ACCOUNTANT' });
  for (const [who, p] of Object.entries({ malee, colleague, hr, accountant })) token[who] = await h.login(p);
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01', birthDate: '1985-07-15' });
  await h.db.update(employees).set({ firstNameTh: 'มาลี', lastNameTh: 'ศรีสุข', birthDate: '1990-03-01' }).where(eq(employees.id, malee.id));
  await h.db.insert(employeeSalaryHistory).values({ employeeId: malee.id, baseSalary: 25_000, adjustedSalary: 25_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
});
afterAll(async () => {
  await h?.close();
});

describe('the language of an employee\'s documents and mail', () => {
  it('the employee sets their own: the profile and their record show it, the change is audited', async () => {
    expect(await langOf(malee.id)).toBe('en');
    expect(await data('/save/self/preferredLanguage', { preferredLang: 'th' })).toEqual({ preferredLang: 'th' });
    expect(await langOf(malee.id)).toBe('th');
    expect((await h.get('/api/1.1/getProfile', token.malee)).json().data.preferredLang).toBe('th');
    expect((await data<{ preferredLang: string }>('/view/self/contactInfo', {})).preferredLang).toBe('th');
    const [row] = await h.db.select().from(auditLog).where(sql`${auditLog.action} = 'employee.save.preferredLanguage'`);
    expect(row).toMatchObject({ actorId: malee.id, targetId: malee.id, detail: { before: 'en', after: 'th' } });
  });

  it('refuses a language the application does not speak, and any other field', async () => {
    const bad = await call('/save/self/preferredLanguage', { preferredLang: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual([expect.objectContaining({ field: 'preferredLang', code: 'invalid', text: 'Language of documents and mail is not valid' })]);
    expect((await call('/save/self/preferredLanguage', {})).statusCode).toBe(400);
    expect(await langOf(malee.id)).toBe('th');
  });

  it('another employee cannot change someone else\'s: the self call takes no id, HR\'s call is HR\'s', async () => {
    const smuggled = await call('/save/self/preferredLanguage', { id: malee.id, preferredLang: 'km' }, 'colleague');
    expect(smuggled.statusCode).toBe(400);
    expect((await call('/save/preferredLanguage', { id: malee.id, preferredLang: 'km' }, 'colleague')).statusCode).toBe(403);
    expect(await langOf(malee.id)).toBe('th');
    expect(await langOf(colleague.id)).toBe('en');
  });

  it('HR sets anyone\'s on the record; a record that does not exist is gone', async () => {
    expect(await data('/save/preferredLanguage', { id: colleague.id, preferredLang: 'my' }, 'hr')).toEqual({ preferredLang: 'my' });
    expect(await langOf(colleague.id)).toBe('my');
    expect((await data<{ preferredLang: string }>('/view/contactInfo', { id: colleague.id }, 'hr')).preferredLang).toBe('my');
    // The colleague's session reads the new language at once.
    expect((await h.get('/api/1.1/getProfile', token.colleague)).json().data.preferredLang).toBe('my');
    const gone = await call('/save/preferredLanguage', { id: '00000000-0000-4000-8000-000000000000', preferredLang: 'th' }, 'hr');
    expect(gone.json().msg.code).toBe(301007);
  });

  it('the payslip mail and the PDF it carries are in the language she chose', async () => {
    const oct = (await data<{ id: string }>('/save/salaryPeriod', {
      companyId: h.company.id, month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', payDate: '2026-10-31', staffKind: 'monthly', paymentChannel: 'both',
    }, 'accountant')).id;
    await data('/compute/salaryPeriod', { id: oct }, 'accountant');
    await data('/update/salaryPeriod/paymentStatus', { id: oct, action: 'close' }, 'accountant');
    // The accountant works in English: the employee's choice, not the sender's screen, decides.
    await data('/sendmail/salaryPeriod/payslip', { id: oct, employeeIds: [malee.id] }, 'accountant');
    const [mail] = await h.db.select().from(mailOutbox).where(sql`${mailOutbox.template} = 'payslip' AND ${mailOutbox.to} = 'malee@test.co.th'`);
    expect(mail).toMatchObject({ lang: 'th', subject: 'สลิปเงินเดือนของคุณ ประจำเดือน ตุลาคม 2569' });
    expect(mail!.text).toContain('มาลี ศรีสุข');
    const pdf = await payslipAttachments(h.app.deps)(mail!.attachment as { kind: string; [k: string]: string });
    const text = (await pdfText(pdf!.content, '01032533')).join('\n');
    expect(text).toContain('สลิปเงินเดือน');
    expect(text).toContain('มาลี ศรีสุข');
    expect(text).not.toContain('Payslip');
  });
});
