import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog, employees, employeeSalaryHistory, sessions } from '@hr/db';
import type { SalaryLineDetails } from '@hr/domain/payroll/period';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 19 point 3: a closed period never changes; its line is corrected in a later draft of the
 * same company and staff, and a draft line's social security may be set by hand (socialsecurityPrice).
 * Steady earns 30,000; October is computed and closed, November is the draft.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, hr: Person, steady: Person, unpaid: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'accountant');
const periodOf = (month: string, end: string) => ({ month, periodStart: `${month}-01`, periodEnd: end, payDate: end, staffKind: 'monthly', paymentChannel: 'both' });
const ids = { oct: '', nov: '' };
const line = (period: string, employeeId = steady.id) => data<SalaryLineDetails>('/get/salaryPeriod/line', { id: period, employeeId });

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  hr = await h.person({ role: 'HR' });
  steady = await h.person();
  unpaid = await h.person();
  for (const [k, p] of Object.entries({ accountant, hr })) token[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.insert(employeeSalaryHistory).values({ employeeId: steady.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
  ids.oct = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-10', '2026-10-31'), companyId: h.company.id })).id;
  await data('/compute/salaryPeriod', { id: ids.oct });
  await data('/update/salaryPeriod/paymentStatus', { id: ids.oct, action: 'close' });
  ids.nov = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-11', '2026-11-30'), companyId: h.company.id })).id;
});
afterAll(async () => { await h?.close(); });

describe('corrections of a closed period', () => {
  it('names the later drafts a closed line may be corrected in', async () => {
    expect(await data('/get/salaryPeriod/correctionTargets', { id: ids.oct })).toEqual([{ id: ids.nov, month: '2026-11' }]);
    expect((await call('/get/salaryPeriod/correctionTargets', { id: ids.oct }, 'hr')).statusCode).toBe(403);
  });

  it('an underpayment of October is paid in November as wages of the month; the closed line stays as it was and says where it was corrected', async () => {
    const before = await line(ids.oct);
    await data('/save/salaryPeriod/adjustment', { fromPeriodId: ids.oct, employeeId: steady.id, toPeriodId: ids.nov, amount: 1_000, reason: 'Overtime of 30 October missed' });
    await data('/compute/salaryPeriod', { id: ids.nov });
    const nov = await line(ids.nov);
    expect(nov.line.gross).toBe(31_000);
    expect(nov.working.adjustments).toEqual([expect.objectContaining({ fromMonth: '2026-10', amountSatang: 100_000, reason: 'Overtime of 30 October missed' })]);
    const oct = await line(ids.oct);
    expect(oct.line).toEqual(before.line);
    expect(oct.corrections).toEqual([expect.objectContaining({ toPeriodId: ids.nov, toMonth: '2026-11', toStatus: 'draft', amount: 1_000 })]);
    const audited = await h.db.select().from(auditLog).where(sql`${auditLog.action} = 'payroll.period.adjust'`);
    expect(audited.length).toBe(1);
  });

  it('refuses a correction of a draft, into a period that is not a later draft, of someone without a line, without a reason', async () => {
    const base = { fromPeriodId: ids.oct, employeeId: steady.id, toPeriodId: ids.nov, amount: -500, reason: 'Overpaid' };
    expect((await call('/save/salaryPeriod/adjustment', { ...base, fromPeriodId: ids.nov })).json().msg.code).toBe(409102);
    expect((await call('/save/salaryPeriod/adjustment', { ...base, toPeriodId: ids.oct })).json().data.errors).toContainEqual(expect.objectContaining({ field: 'toPeriodId' }));
    expect((await call('/save/salaryPeriod/adjustment', { ...base, employeeId: unpaid.id })).statusCode).toBe(404);
    const blank = await call('/save/salaryPeriod/adjustment', { ...base, reason: ' ', amount: 0 }, 'accountant', 'th');
    expect(blank.json().data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'reason']);
  });

  it('an overpayment taken back lowers the month; withdrawn while the draft is a draft, it goes', async () => {
    const { id } = await data<{ id: string }>('/save/salaryPeriod/adjustment', { fromPeriodId: ids.oct, employeeId: steady.id, toPeriodId: ids.nov, amount: -400, reason: 'Overpaid allowance' });
    await data('/compute/salaryPeriod', { id: ids.nov });
    expect((await line(ids.nov)).line.gross).toBe(30_600);
    await data('/delete/salaryPeriod/adjustment', { id });
    await data('/compute/salaryPeriod', { id: ids.nov });
    expect((await line(ids.nov)).line.gross).toBe(31_000);
  });
});

describe('social security set by hand (socialsecurityPrice)', () => {
  it('0 for a month not insured: the next compute takes nothing from either side; cleared, the law\'s figure returns', async () => {
    expect((await line(ids.nov)).line.socialSecurity).toBe(875);
    // More than the ceiling's contribution is never the law's.
    expect((await call('/update/salaryPeriod/socialsecurityPrice', { id: ids.nov, employeeId: steady.id, amount: 900 })).json().data.errors)
      .toContainEqual(expect.objectContaining({ field: 'amount', text: 'Amount (THB) must not be more than the maximum' }));
    expect(await data('/update/salaryPeriod/socialsecurityPrice', { id: ids.nov, employeeId: steady.id, amount: 0 })).toEqual({ employeeId: steady.id, amount: 0 });
    expect((await line(ids.nov)).socialSecurityPrice).toBe(0);
    await data('/compute/salaryPeriod', { id: ids.nov });
    const set = await line(ids.nov);
    expect([set.line.socialSecurity, set.line.socialSecurityEmployer]).toEqual([0, 0]);
    expect(set.working.socialSecurityOverride).toEqual({ amountSatang: 0, computedEmployeeSatang: 87_500, computedEmployerSatang: 87_500 });
    await data('/update/salaryPeriod/socialsecurityPrice', { id: ids.nov, employeeId: steady.id, amount: null });
    await data('/compute/salaryPeriod', { id: ids.nov });
    expect((await line(ids.nov)).line.socialSecurity).toBe(875);
  });

  it('a closed period\'s social security no longer changes; nor does a correction paid in a closed period go', async () => {
    expect((await call('/update/salaryPeriod/socialsecurityPrice', { id: ids.oct, employeeId: steady.id, amount: 100 })).json().msg.code).toBe(409100);
    const { id } = await data<{ id: string }>('/save/salaryPeriod/adjustment', { fromPeriodId: ids.oct, employeeId: steady.id, toPeriodId: ids.nov, amount: 10, reason: 'x' });
    await data('/compute/salaryPeriod', { id: ids.nov });
    await data('/update/salaryPeriod/paymentStatus', { id: ids.nov, action: 'close' });
    expect((await call('/delete/salaryPeriod/adjustment', { id })).json().msg.code).toBe(409100);
    expect((await call('/update/salaryPeriod/socialsecurityPrice', { id: ids.nov, employeeId: steady.id, amount: -1 })).json().data.errors).toContainEqual(expect.objectContaining({ field: 'amount' }));
  });
});
