import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { employeeBankAccounts, employeeSalaryHistory, employees, leaveRequests, leaveTypes, masterBanks, overtimeRequests, salaryLines, salaryPeriodItems, sessions, workingTimes } from '@hr/db';
import type { SalaryLineDetails, SalaryLineList, SalaryPeriodView } from '@hr/domain/payroll/period';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 19 point 3: a monthly salary period of October 2026 for the test company, computed on
 * 5 November. Steady (30,000 since 2020, a 5,000 commission), Joiner (31,000 from 16 October),
 * Absent (30,000, records time on the day shift and never punched; two days of approved unpaid
 * leave), Overtime (24,000, two approved hours at 1.5). The accountant and HR have no salary.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, hr: Person, steady: Person, joiner: Person, absent: Person, overtime: Person;
const token: Record<string, string> = {};
const P = '/api/1.0';
const { call, data } = callsAs(() => h, token, 'accountant');
const october = { month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', payDate: '2026-10-30', staffKind: 'monthly', paymentChannel: 'both' };
let periodId = '';
const line = (employeeId: string) => data<SalaryLineDetails>('/get/salaryPeriod/line', { id: periodId, employeeId });

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  hr = await h.person({ role: 'HR' });
  steady = await h.person();
  joiner = await h.person();
  absent = await h.person();
  overtime = await h.person();
  for (const [k, p] of Object.entries({ accountant, hr, steady })) token[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.update(employees).set({ joiningDate: '2026-10-16' }).where(eq(employees.id, joiner.id));
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ recordTime: true, workingTimeId: d08!.id }).where(eq(employees.id, absent.id));
  const salary = (employeeId: string, baseSalary: number, effectiveDate = '2020-01-01') => ({ employeeId, baseSalary, adjustedSalary: baseSalary, effectiveDate, incrementType: 'initial' });
  await h.db.insert(employeeSalaryHistory).values([salary(steady.id, 30_000), salary(joiner.id, 31_000, '2026-10-16'), salary(absent.id, 30_000), salary(overtime.id, 24_000)]);
  const [unpaid] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.unpaid, true)).limit(1);
  await h.db.insert(leaveRequests).values({ employeeId: absent.id, leaveTypeId: unpaid!.id, duration: 'fullDay', dateFrom: '2026-10-07', dateTo: '2026-10-08', days: 2, status: 'approved', reason: 'family' } as never);
  await h.db.insert(overtimeRequests).values({
    employeeId: overtime.id, date: '2026-10-10', startTime: '17:00', endTime: '19:00', reason: 'stocktake', moment: 'afterWork', minutes: 120, overtimeMinutes: 120,
    holidayWorkMinutes: 0, weekMinutes: 120, status: 'approved', createdBy: overtime.id,
    segments: [{ from: 1020, to: 1140, minutes: 120, kind: 'workingDayOvertime', rate: 1.5 }],
  } as never);
});
afterAll(async () => { await h?.close(); });

describe('salary periods', () => {
  it('the accountant adds October; a second one for the same month and staff is refused naming the month; HR and employees may not', async () => {
    const p = await data<SalaryPeriodView>('/save/salaryPeriod', { ...october, companyId: h.company.id });
    expect(p).toMatchObject({ status: 'draft', month: '2026-10', employeeCount: 0, companyName: 'Test Co., Ltd.' });
    periodId = p.id;
    const dup = await call('/save/salaryPeriod', { ...october, companyId: h.company.id });
    expect(dup.statusCode).toBe(409);
    expect((await call('/search/salaryPeriod', {}, 'hr')).statusCode).toBe(403);
    expect((await call('/compute/salaryPeriod', { id: periodId }, 'steady')).statusCode).toBe(403);
    const bad = await call('/save/salaryPeriod', { ...october, companyId: h.company.id, periodEnd: '2026-09-30' });
    expect(bad.json().data.errors).toContainEqual(expect.objectContaining({ field: 'periodEnd' }));
  });

  it('computes a line per employee with a salary, every figure by the law and explained; those without a salary are listed', async () => {
    await h.db.insert(salaryPeriodItems).values({ periodId, employeeId: steady.id, code: 'commission', amount: 5_000 });
    const progressId = randomUUID();
    const result = await data<{ lines: number; skipped: Array<{ employeeId: string; reason: string }> }>('/compute/salaryPeriod', { id: periodId, progressId });
    expect(result.lines).toBe(4);
    expect(result.skipped.map((s) => s.employeeId).sort()).toEqual([accountant.id, hr.id].sort());
    const progress = (await h.get(`${P}/get/work/progress/${progressId}`, token.accountant)).json().data;
    expect(progress).toMatchObject({ kind: 'payroll.compute', done: 4, total: 4, finished: true });

    // Steady: 35,000 this month, social security at the 17,500 ceiling; the months before October were
    // paid before the product kept records, so they count as equal payments on the schedule:
    // 420,000 - 100,000 - 60,000 - 10,500 = 249,500 → 4,975 a year, 414.58 a payment.
    const s = await line(steady.id);
    expect(s.line).toMatchObject({ salary: 30_000, commission: 5_000, gross: 35_000, socialSecurity: 875, socialSecurityEmployer: 875, withholdingTax: 414.58, netPay: 35_000 - 875 - 414.58 });
    expect(s.working.tax).toMatchObject({ paymentsInYear: 12, paymentNumber: 10, recordedPayments: 0, assumedPayments: 9, method: 'schedule' });
    expect(s.allowanceNames.PERSONAL).toBe('Personal allowance');

    // Joiner: 16 of 31 days of 31,000 = 16,000; social security 800; three payments this year: no tax.
    const j = await line(joiner.id);
    expect(j.line).toMatchObject({ baseSalary: 31_000, salary: 16_000, socialSecurity: 800, withholdingTax: 0, netPay: 15_200 });
    expect(j.working).toMatchObject({ daysEmployed: 16, daysInPeriod: 31 });
    expect(j.working.tax).toMatchObject({ paymentsInYear: 3, paymentNumber: 1 });

    // Absent: every working day without a punch is an absence, as the attendance report counts them; the unpaid leave days are not.
    const report = (await h.post(`${P}/search/report/attendance/monthly/details`, { employeeId: absent.id, month: '2026-10' }, token.hr)).json().data;
    const a = await line(absent.id);
    expect(a.working.absentDays).toBe(report.monthly.absentDays);
    expect(a.working.unpaidLeaveDays).toBe(2);
    expect(a.line.absenceDeduction).toBe(report.monthly.absentDays * 1_000);
    expect(a.line.unpaidLeaveDeduction).toBe(2_000);
    expect(a.line.gross).toBe(30_000 - a.line.absenceDeduction - 2_000);

    // Overtime: 24,000 / 30 / 8 = 100 an hour; 2 hours at 1.5 = 300.
    const o = await line(overtime.id);
    expect(o.line.overtime).toBe(300);
    expect(o.working.overtime.lines).toEqual([{ rate: 1.5, minutes: 120, paySatang: 30_000 }]);

    const p = await data<SalaryPeriodView>('/get/salaryPeriod/details', { id: periodId });
    const lines = await data<SalaryLineList>('/search/salaryPeriod/manage', { id: periodId });
    expect(p.employeeCount).toBe(4);
    expect(p.netTotal).toBeCloseTo(lines.items.reduce((n, l) => n + l.netPay, 0), 2);
    expect(p.computing).toBeNull();
    expect(await h.auditActions(accountant.id)).toEqual(expect.arrayContaining(['payroll.period.add', 'payroll.period.compute', 'payroll.line.read', 'payroll.lines.read']));
  });

  it('a recompute gives identical lines and no duplicates; someone who left before the period loses their line', async () => {
    const before = await h.db.select().from(salaryLines).where(eq(salaryLines.periodId, periodId));
    await data('/compute/salaryPeriod', { id: periodId });
    const after = await h.db.select().from(salaryLines).where(eq(salaryLines.periodId, periodId));
    const strip = (rows: typeof before) => rows.map(({ id: _id, computedAt: _c, ...r }) => r).sort((x, y) => x.employeeId.localeCompare(y.employeeId));
    expect(strip(after)).toEqual(strip(before));
    await h.db.update(employees).set({ resignDate: '2026-09-30' }).where(eq(employees.id, overtime.id));
    await data('/compute/salaryPeriod', { id: periodId });
    const [{ n }] = await h.db.select({ n: sql<number>`count(*)::int` }).from(salaryLines).where(eq(salaryLines.periodId, periodId)) as [{ n: number }];
    expect(n).toBe(3);
    expect((await data<SalaryPeriodView>('/get/salaryPeriod/details', { id: periodId })).employeeCount).toBe(3);
  });

  it('closes, sends to the accountant chosen and is paid; a closed period no longer changes', async () => {
    const closed = await data<SalaryPeriodView>('/update/salaryPeriod/paymentStatus', { id: periodId, action: 'close' });
    expect(closed.status).toBe('closed');
    for (const [path, body] of [['/compute/salaryPeriod', { id: periodId }], ['/save/salaryPeriod', { ...october, id: periodId, companyId: h.company.id }], ['/delete/salaryPeriod', { id: periodId }]] as const) {
      const res = await call(path, body);
      expect(res.statusCode, path).toBe(409);
      expect(res.json().msg.code).toBe(409100);
    }
    const noRecipient = await call('/update/salaryPeriod/paymentStatus', { id: periodId, action: 'send' });
    expect(noRecipient.json().data.errors).toContainEqual(expect.objectContaining({ field: 'accountantId', code: 'required' }));
    const notAccountant = await call('/update/salaryPeriod/paymentStatus', { id: periodId, action: 'send', accountantId: hr.id });
    expect(notAccountant.json().data.errors).toContainEqual(expect.objectContaining({ field: 'accountantId', code: 'invalid' }));
    const recipients = await data<Array<{ id: string }>>('/get/salaryPeriod/accountants', { id: periodId });
    expect(recipients.map((r) => r.id)).toEqual([accountant.id]);
    const sent = await data<SalaryPeriodView>('/update/salaryPeriod/paymentStatus', { id: periodId, action: 'send', accountantId: accountant.id });
    expect(sent).toMatchObject({ status: 'sent', accountantId: accountant.id });
    expect(sent.accountantName).toContain('First');
    expect((await data<SalaryPeriodView>('/update/salaryPeriod/paymentStatus', { id: periodId, action: 'pay' })).status).toBe('paid');
    const again = await call('/update/salaryPeriod/paymentStatus', { id: periodId, action: 'pay' });
    expect(again.json().msg.code).toBe(409102);
  });

  it('November reads October\'s closed lines as the year so far', async () => {
    const nov = await data<SalaryPeriodView>('/save/salaryPeriod', { ...october, month: '2026-11', periodStart: '2026-11-01', periodEnd: '2026-11-30', payDate: '2026-11-30', companyId: h.company.id });
    await data('/compute/salaryPeriod', { id: nov.id });
    const s = await data<SalaryLineDetails>('/get/salaryPeriod/line', { id: nov.id, employeeId: steady.id });
    // October's 35,000 and 414.58 recorded, and January to September as October assumed them (at its
    // 35,000 and 414.58 each), frozen when October closed: not assumed again at this month's 30,000.
    expect(s.working.tax).toMatchObject({ paymentNumber: 11, recordedPayments: 10, assumedPayments: 0 });
    expect(s.working.tax.yearToDate).toMatchObject({ regularSatang: 10 * 35_000 * 100, taxSatang: 10 * 41_458 });
    const page = await data<{ items: SalaryPeriodView[]; total: number }>('/search/salaryPeriod', { year: 2026 });
    expect(page.items.map((p) => p.month)).toEqual(['2026-11', '2026-10']);
  });

  it('a bank period pays only people with a primary bank account; the others are listed as left out, with why', async () => {
    const dec = await data<SalaryPeriodView>('/save/salaryPeriod', { ...october, month: '2026-12', periodStart: '2026-12-01', periodEnd: '2026-12-31', payDate: '2026-12-30', paymentChannel: 'bank', companyId: h.company.id });
    const before = await data<{ lines: number; skipped: Array<{ employeeId: string; reason: string }> }>('/compute/salaryPeriod', { id: dec.id });
    expect(before.lines).toBe(0);
    const reasons = Object.fromEntries(before.skipped.map((s) => [s.employeeId, s.reason]));
    expect(reasons).toMatchObject({ [steady.id]: 'noBankAccount', [joiner.id]: 'noBankAccount', [accountant.id]: 'noSalary' });
    const [bank] = await h.db.select({ id: masterBanks.id }).from(masterBanks).limit(1);
    await h.db.insert(employeeBankAccounts).values({ employeeId: steady.id, bankId: bank!.id, accountNumber: '1234567890', accountName: 'Steady', isPrimary: true });
    const after = await data<{ lines: number; skipped: Array<{ employeeId: string }> }>('/compute/salaryPeriod', { id: dec.id });
    expect(after.lines).toBe(1);
    expect((await data<SalaryLineDetails>('/get/salaryPeriod/line', { id: dec.id, employeeId: steady.id })).line.channel).toBe('bank');
  });
});
