import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, employees, employeeSalaryHistory, incomeDeductions, sessions } from '@hr/db';
import type { PayItemView } from '@hr/domain/payroll/pay-items';
import type { SalaryLineDetails } from '@hr/domain/payroll/period';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Recurring allowances and deductions (issue 19 point 1): Staff (10,000 a month) gets the master's
 * position allowance of 3,000 (taxable, prorated); a joiner of 16 October gets it for 16 of 31 days.
 * Staff's provident fund rates are 5% and the employer's 7%.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, hr: Person, staff: Person, joiner: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'accountant');
let position = '';

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  hr = await h.person({ role: 'HR' });
  staff = await h.person();
  joiner = await h.person();
  for (const [k, p] of Object.entries({ accountant, hr })) token[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.update(employees).set({ joiningDate: '2026-10-16' }).where(eq(employees.id, joiner.id));
  // Staff is a provident fund member: 5% of their own, the employer 7% (employment data).
  await h.db.update(employees).set({ providentFundPercent: 5, providentFundEmployerPercent: 7 }).where(eq(employees.id, staff.id));
  await h.db.insert(employeeSalaryHistory).values([staff, joiner].map((p) => ({ employeeId: p.id, baseSalary: 10_000, adjustedSalary: 10_000, effectiveDate: '2020-01-01', incrementType: 'initial' })));
  position = (await h.db.select({ id: incomeDeductions.id }).from(incomeDeductions).where(sql`${incomeDeductions.code} = 'POSITION'`))[0]!.id;
});
afterAll(async () => { await h?.close(); });

describe('recurring pay items', () => {
  it('the accountant gives an allowance of the master; bad terms are named; HR may not', async () => {
    const items = await data<PayItemView[]>('/save/payroll/payItem', { employeeId: staff.id, itemId: position, amount: 3_000, startMonth: '2026-01' });
    expect(items).toEqual([expect.objectContaining({ code: 'POSITION', name: 'Position allowance', kind: 'income', taxable: true, prorate: true, amount: 3_000 })]);
    await data('/save/payroll/payItem', { employeeId: joiner.id, itemId: position, amount: 3_000, startMonth: '2026-10' });
    const bad = await call('/save/payroll/payItem', { employeeId: staff.id, itemId: staff.id, amount: 0, startMonth: '2026-10', endMonth: '2026-09' });
    expect(bad.json().data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'endMonth']);
    expect((await call('/save/payroll/payItem', { employeeId: staff.id, itemId: staff.id, amount: 1, startMonth: '2026-10' })).json().data.errors)
      .toContainEqual(expect.objectContaining({ field: 'itemId' }));
    expect((await call('/get/payroll/payItems', { employeeId: staff.id }, 'hr')).statusCode).toBe(403);
    expect((await h.db.select().from(auditLog).where(sql`${auditLog.action} = 'payroll.payItem.add'`)).length).toBe(2);
  });

  it('the period pays it as wages and taxable income, a joiner for the days employed', async () => {
    const { id } = await data<{ id: string }>('/save/salaryPeriod', {
      companyId: h.company.id, month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', payDate: '2026-10-31', staffKind: 'monthly', paymentChannel: 'both',
    });
    await data('/compute/salaryPeriod', { id });
    const line = await data<SalaryLineDetails>('/get/salaryPeriod/line', { id, employeeId: staff.id });
    expect(line.line.otherIncome).toBe(3_000);
    expect(line.line.gross).toBe(13_000);
    expect(line.working.socialSecurity!.wageSatang).toBe(1_300_000);
    // The provident fund on the salary earned, each side at its own rate.
    expect([line.line.providentFund, line.line.providentFundEmployer]).toEqual([500, 700]);
    const joined = await data<SalaryLineDetails>('/get/salaryPeriod/line', { id, employeeId: joiner.id });
    expect(joined.working.recurring).toEqual([expect.objectContaining({ code: 'POSITION', prorated: true, paidSatang: Math.floor((300_000 * 16 * 2 + 31) / 62) })]);
  });

  it('deleted, it is gone from the list', async () => {
    const [item] = await data<PayItemView[]>('/get/payroll/payItems', { employeeId: staff.id });
    expect(await data('/delete/payroll/payItem', { id: item!.id })).toEqual([]);
    expect((await call('/delete/payroll/payItem', { id: item!.id })).statusCode).toBe(404);
  });
});
