import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendancePunches, employees, employeeSalaryHistory, employeeTaxDeclarations, leaveRequests, leaveTypes, overtimeRequests, payrollFundAccounts, salaryOpeningBalances, sessions } from '@hr/db';
import type { SalaryPeriodView, StaleInput } from '@hr/domain/payroll/period';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 35 point 1: a change to what a draft's compute read (an imported item, a correction, a
 * salary, overtime, leave, punches of its window, funds, tax declarations, an opening year-to-date) marks the draft "needs recompute" with
 * what changed; its close is refused, with the reason in the reader's language, until a recompute.
 * Steady earns 30,000; October is computed and closed, November is the draft.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, steady: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'accountant');
const periodOf = (month: string, end: string) => ({ month, periodStart: `${month}-01`, periodEnd: end, payDate: end, staffKind: 'monthly', paymentChannel: 'both' });
const ids = { oct: '', nov: '' };
const details = (id = ids.nov) => data<SalaryPeriodView>('/get/salaryPeriod/details', { id });
const close = (lang = 'en') => call('/update/salaryPeriod/paymentStatus', { id: ids.nov, action: 'close' }, 'accountant', lang);

/** After `change`, November says what changed and will not close (in Thai here) until it is computed again. */
async function staleAfter(kind: StaleInput, change: () => Promise<unknown>): Promise<void> {
  await data('/compute/salaryPeriod', { id: ids.nov });
  expect((await details()).staleInputs).toEqual([]);
  await change();
  expect((await details()).staleInputs).toEqual([kind]);
  const refused = await close('th');
  expect(refused.statusCode).toBe(409);
  expect(refused.json().msg.code).toBe(409180);
  expect(refused.json().msg.text).toContain('คำนวณใหม่');
  expect(refused.json().data).toEqual({ staleInputs: [kind] });
  expect((await details()).status).toBe('draft');
  await data('/compute/salaryPeriod', { id: ids.nov });
  expect((await details()).staleInputs).toEqual([]);
}

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  steady = await h.person();
  token.accountant = await h.login(accountant);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-12-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.insert(employeeSalaryHistory).values({ employeeId: steady.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
  ids.oct = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-10', '2026-10-31'), companyId: h.company.id })).id;
  await data('/compute/salaryPeriod', { id: ids.oct });
  await data('/update/salaryPeriod/paymentStatus', { id: ids.oct, action: 'close' });
  ids.nov = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-11', '2026-11-30'), companyId: h.company.id })).id;
});
afterAll(async () => { await h?.close(); });

describe('a draft whose inputs changed after its compute', () => {
  it('is not stale before its first compute (it is refused as not computed), nor once closed', async () => {
    expect((await details()).staleInputs).toEqual([]);
    expect((await close()).json().msg.code).toBe(409103);
    expect((await details(ids.oct)).staleInputs).toEqual([]);
  });

  it('an imported item: stale, close refused until recomputed, and the recompute pays it', async () => {
    const csv = Buffer.from(`id,commission\r\n${steady.employeeCode},2000`, 'utf8');
    await staleAfter('items', async () => {
      const res = await h.upload(`/api/1.0/upload/salaryPeriod/items?id=${ids.nov}&employeeCode=0&commission=1`, token.accountant!, [{ name: 'pay.csv', type: 'text/csv', bytes: csv }]);
      expect(res.statusCode).toBe(200);
    });
    expect((await data<{ line: { gross: number } }>('/get/salaryPeriod/line', { id: ids.nov, employeeId: steady.id })).line.gross).toBe(32_000);
  });

  it('a correction of October paid in November', async () => {
    await staleAfter('corrections', () => data('/save/salaryPeriod/adjustment', { fromPeriodId: ids.oct, employeeId: steady.id, toPeriodId: ids.nov, amount: 500, reason: 'Missed allowance' }));
  });

  it('a salary change in force in the period', async () => {
    await staleAfter('salary', () => h.db.insert(employeeSalaryHistory).values({ employeeId: steady.id, baseSalary: 32_000, adjustedSalary: 32_000, effectiveDate: '2026-11-16', incrementType: 'raise' }));
  });

  it('overtime of the period approved after the compute', async () => {
    const [ot] = await h.db.insert(overtimeRequests).values({
      employeeId: steady.id, date: '2026-11-10', startTime: '17:00', endTime: '19:00', reason: 'stocktake', moment: 'afterWork', minutes: 120, overtimeMinutes: 120,
      holidayWorkMinutes: 0, weekMinutes: 120, status: 'pending', createdBy: steady.id, segments: [{ from: 1020, to: 1140, minutes: 120, kind: 'workingDayOvertime', rate: 1.5 }],
    } as never).returning({ id: overtimeRequests.id });
    await staleAfter('overtime', () => h.db.update(overtimeRequests).set({ status: 'approved' } as never).where(eq(overtimeRequests.id, ot!.id)));
  });

  it('leave of the period approved after the compute', async () => {
    const [unpaid] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.unpaid, true)).limit(1);
    const [leave] = await h.db.insert(leaveRequests).values({ employeeId: steady.id, leaveTypeId: unpaid!.id, duration: 'fullDay', dateFrom: '2026-11-19', dateTo: '2026-11-19', days: 1, status: 'pending', reason: 'family' } as never)
      .returning({ id: leaveRequests.id });
    await staleAfter('leave', () => h.db.update(leaveRequests).set({ status: 'approved' }).where(eq(leaveRequests.id, leave!.id)));
  });

  it('a punch in the period\'s window, and its void', async () => {
    const [punch] = await h.db.insert(attendancePunches).values({ employeeId: steady.id, at: new Date('2026-11-12T01:00:00Z'), kind: 'in', source: 'web', localDate: '2026-11-12', seq: 1 } as never)
      .returning({ id: attendancePunches.id });
    await staleAfter('punches', () => h.db.update(attendancePunches).set({ voidedAt: new Date(), voidReason: 'mistake' } as never).where(eq(attendancePunches.id, punch!.id)));
    await staleAfter('punches', () => h.db.delete(attendancePunches).where(eq(attendancePunches.id, punch!.id)));
  });

  it('a tax declaration saved after the compute (an earlier year\'s too: it carries forward), and an opening year-to-date imported', async () => {
    await staleAfter('declarations', () => h.db.insert(employeeTaxDeclarations).values({ employeeId: steady.id, year: 2025, spouse: true }));
    await staleAfter('opening', () => h.db.insert(salaryOpeningBalances).values({ companyId: h.company.id, employeeId: steady.id, year: 2026, payments: 9, income: 270_000, tax: 0 } as never));
  });

  it('a fund account opened after the compute; with nothing changed, the draft closes', async () => {
    await staleAfter('funds', () => h.db.insert(payrollFundAccounts).values({ employeeId: steady.id, kind: 'saving', startMonth: '2026-11', monthlyAmount: 300 } as never));
    const closed = await close();
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', staleInputs: [] });
  });
});
