import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { employees, employeeSalaryHistory, employeeTaxDeclarations, notifications, sessions } from '@hr/db';
import { buildApp } from '../../app';
import { localFileStore } from '../../platform/files/file-store';
import { createHarness, type Harness } from '../../test/harness';
import { remindTaxAllowances } from './tax-reminder.service';

/*
 * Issue 35 point 3: declarations carry forward into the next tax year, so in December every
 * active employee with a salary is reminded to check next year's, and HR is told how many have
 * declared nothing, once a year however often the job runs and on however many processes.
 * Declared has a 2026 declaration, Undeclared none; NoSalary has no salary and Resigned left in
 * November: neither is reminded.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, declared: Person, undeclared: Person, noSalary: Person, resigned: Person;

const noticesOf = (kind: string) => h.db.select().from(notifications).where(eq(notifications.kind, kind));
const at = (local: string) => { h.clock.current = new Date(`${local}+07:00`); };

beforeAll(async () => {
  h = await createHarness();
  // The tax declarations are kept by the holders of the salary periods: the accountant of the base roles.
  hr = await h.person({ role: 'ACCOUNTANT' });
  declared = await h.person();
  undeclared = await h.person();
  noSalary = await h.person();
  resigned = await h.person();
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  await h.db.update(employees).set({ resignDate: '2026-11-15' }).where(eq(employees.id, resigned.id));
  await h.db.insert(employeeSalaryHistory).values([hr, declared, undeclared, resigned].map((p) =>
    ({ employeeId: p.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' })));
  await h.db.insert(employeeTaxDeclarations).values({ employeeId: declared.id, year: 2026, spouse: true, children: 2 });
});
afterAll(async () => { await h?.close(); });

describe('the December reminder of tax allowances', () => {
  it('sends nothing before December 1st, company local time', async () => {
    at('2026-11-30T23:30:00');
    expect(await remindTaxAllowances(h.app.deps)).toBe(0);
    expect(await h.db.select().from(notifications)).toEqual([]);
  });

  it('in December, once: each active employee with a salary, and HR with how many declared nothing, even run by two processes at once', async () => {
    at('2026-12-01T00:30:00');
    const second = await buildApp({ db: h.db, config: h.config, clock: h.clock, files: localFileStore(h.config.DATA_DIR) });
    await second.ready();
    const [n1, n2] = await Promise.all([remindTaxAllowances(h.app.deps), remindTaxAllowances(second.deps)]);
    await second.close();
    // Three reminded (the accountant earns a salary too), one notice to HR.
    expect([n1, n2].sort()).toEqual([0, 4]);
    expect(await remindTaxAllowances(h.app.deps)).toBe(0);
    const reminded = await noticesOf('taxAllowancesReminder');
    expect(reminded.map((n) => n.recipientId).sort()).toEqual([hr.id, declared.id, undeclared.id].sort());
    expect(reminded.map((n) => n.recipientId)).not.toContain(noSalary.id);
    expect(reminded.map((n) => n.recipientId)).not.toContain(resigned.id);
    const toHr = await noticesOf('taxAllowancesUndeclared');
    expect(toHr.map((n) => [n.recipientId, n.params])).toEqual([[hr.id, { year: 2027, count: 2, total: 3 }]]);
  });

  it('reads in the reader\'s language and opens where they see their pay', async () => {
    const token = await h.login(undeclared);
    const th = (await h.post('/api/1.0/search/inbox/self', { page: 1, pageSize: 10 }, token, { lang: 'th' })).json().data.items;
    expect(th).toEqual([expect.objectContaining({ kind: 'taxAllowancesReminder', title: 'ตรวจสอบค่าลดหย่อนภาษีของคุณสำหรับปี 2570', link: '/self-service/payslip' })]);
    expect(th[0].body).toContain('จะใช้ต่อไปในปี 2570 จนกว่าคุณจะเปลี่ยนแปลง');
    const hrToken = await h.login(hr);
    const items = (await h.post('/api/1.0/search/inbox/self', { page: 1, pageSize: 10 }, hrToken, { lang: 'en' })).json().data.items as Array<{ kind: string; body: string; link: string }>;
    const told = items.find((i) => i.kind === 'taxAllowancesUndeclared')!;
    expect(told.body).toBe('Employees with a salary (3) were asked to check their tax allowances for 2027. 2 employees have declared none at all.');
    expect(told.link).toBe('/payroll/salary-period');
    for (const lang of ['km', 'my']) {
      const local = (await h.post('/api/1.0/search/inbox/self', { page: 1, pageSize: 10 }, hrToken, { lang })).json().data.items as Array<{ title: string }>;
      expect(local.every((i) => !i.title.includes('notices:'))).toBe(true);
    }
  });

  it('later in December nothing more; next December again, for the year after', async () => {
    at('2026-12-31T23:00:00');
    expect(await remindTaxAllowances(h.app.deps)).toBe(0);
    at('2027-11-30T12:00:00');
    expect(await remindTaxAllowances(h.app.deps)).toBe(0);
    at('2027-12-02T09:00:00');
    expect(await remindTaxAllowances(h.app.deps)).toBe(4);
    expect(await remindTaxAllowances(h.app.deps)).toBe(0);
    const years = (await noticesOf('taxAllowancesReminder')).map((n) => (n.params as { year: number }).year);
    expect(years.filter((y) => y === 2028)).toHaveLength(3);
    expect((await noticesOf('taxAllowancesUndeclared')).map((n) => n.params)).toEqual(expect.arrayContaining([{ year: 2028, count: 2, total: 3 }]));
  });

  it('waits for the configured day of December', async () => {
    const late = await createHarness({ TAX_REMINDER_DAY: 15 });
    try {
      const p = await late.person();
      await late.db.insert(employeeSalaryHistory).values({ employeeId: p.id, baseSalary: 20_000, adjustedSalary: 20_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
      late.clock.current = new Date('2026-12-14T12:00:00+07:00');
      expect(await remindTaxAllowances(late.app.deps)).toBe(0);
      late.clock.current = new Date('2026-12-15T00:10:00+07:00');
      expect(await remindTaxAllowances(late.app.deps)).toBe(1);
      expect((await late.db.select().from(notifications).where(sql`${notifications.recipientId} = ${p.id}`)).length).toBe(1);
    } finally {
      await late.close();
    }
  });
});
