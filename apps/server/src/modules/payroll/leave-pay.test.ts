import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, employeeSalaryHistory, leavePregnancies, leaveRequests, leaveTypes, sessions } from '@hr/db';
import type { SalaryLineDetails } from '@hr/domain/payroll/period';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Leave paid up to a number of days, in a salary period: Mother (30,000 a month) is on maternity
 * leave of 120 calendar days from 1 September 2026, of which the employer pays 60 (to 30 October).
 * October's line takes 31 October as unpaid leave; November's, the whole month.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, mother: Person;
const token: Record<string, string> = {};
const { data } = callsAs(() => h, token, 'accountant');
const periodOf = (month: string, end: string) => ({ month, periodStart: `${month}-01`, periodEnd: end, payDate: end, staffKind: 'monthly', paymentChannel: 'both' });

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  mother = await h.person();
  token.accountant = await h.login(accountant);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-12-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.insert(employeeSalaryHistory).values({ employeeId: mother.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
  const [maternity] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'MATERNITY'));
  const [pregnancy] = await h.db.insert(leavePregnancies).values({ employeeId: mother.id, number: 1 }).returning();
  await h.db.insert(leaveRequests).values({
    employeeId: mother.id, leaveTypeId: maternity!.id, pregnancyId: pregnancy!.id, duration: 'fullDay', dateFrom: '2026-09-01', dateTo: '2026-12-29', days: 120, status: 'approved', reason: 'birth',
  } as never);
});
afterAll(async () => { await h?.close(); });

describe('leave beyond its paid days', () => {
  it('maternity past the employer\'s 60 days is unpaid leave of the months it falls in', async () => {
    const line = async (month: string, end: string) => {
      const { id } = await data<{ id: string }>('/save/salaryPeriod', { ...periodOf(month, end), companyId: h.company.id });
      await data('/compute/salaryPeriod', { id });
      return data<SalaryLineDetails>('/get/salaryPeriod/line', { id, employeeId: mother.id });
    };
    const september = await line('2026-09', '2026-09-30');
    expect(september.working.unpaidLeaveDays).toBe(0);
    const october = await line('2026-10', '2026-10-31');
    expect(october.working.unpaidLeaveDays).toBe(1);
    expect(october.line.unpaidLeaveDeduction).toBe(1_000);
    const november = await line('2026-11', '2026-11-30');
    expect(november.working.unpaidLeaveDays).toBe(30);
    expect(november.line.gross).toBe(0);
  });
});
