import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendancePunches, employees, employeeSalaryHistory, leaveRequests, leaveTypes, overtimeRequests, sessions, workingTimes } from '@hr/db';
import { overtimeOf } from '@hr/domain/overtime/calculator';
import type { SalaryLineDetails } from '@hr/domain/payroll/period';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 34 points 2 and 4 in November 2026's salaries, computed on Monday 30 November at 20:00.
 * Worker (30,000 a month, the day shift D08 08:00-17:00) joined on Friday the 20th and punched
 * every working day from 08:00 to 17:00, except: on the 20th out at 18:30; on Tuesday the 24th
 * nobody came, with the afternoon on approved leave. Approved overtime: the 20th 17:30-19:00 (60
 * minutes within the punches), the 24th 17:00-18:00 (absent), the 25th 17:00-19:00 (out at 17:00),
 * tonight 17:00-19:00 (the day is not over).
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, worker: Person;
const token: Record<string, string> = {};
const { data } = callsAs(() => h, token, 'accountant');
const bkk = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);
const D08 = { workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00' };

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  worker = await h.person();
  token.accountant = await h.login(accountant);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = bkk('2026-11-30', '20:00');
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.update(employees).set({ recordTime: true, joiningDate: '2026-11-20', workingTimeId: d08!.id }).where(eq(employees.id, worker.id));
  await h.db.insert(employeeSalaryHistory).values({ employeeId: worker.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
  const days: Array<[string, string]> = [['2026-11-20', '18:30'], ['2026-11-23', '17:00'], ['2026-11-25', '17:00'], ['2026-11-26', '17:00'], ['2026-11-27', '17:00'], ['2026-11-30', '17:00']];
  for (const [date, out] of days) {
    await h.db.insert(attendancePunches).values([
      { employeeId: worker.id, at: bkk(date, '08:00'), kind: 'in', source: 'web', localDate: date, seq: 0, createdBy: worker.id },
      { employeeId: worker.id, at: bkk(date, out), kind: 'out', source: 'web', localDate: date, seq: 1, createdBy: worker.id },
    ]);
  }
  const [vacation] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'VACATION'));
  await h.db.insert(leaveRequests).values({ employeeId: worker.id, leaveTypeId: vacation!.id, duration: 'afternoon', dateFrom: '2026-11-24', dateTo: '2026-11-24', days: 0.5, status: 'approved', reason: 'dentist' } as never);
  const approved = (date: string, startTime: string, endTime: string) => {
    const r = overtimeOf({ start: startTime, end: endTime, holiday: false, shift: D08, payBasis: 'monthly' });
    if (!r.ok) throw new Error(r.issue);
    return { employeeId: worker.id, date, startTime, endTime, reason: 'stocktake', moment: 'afterWork', segments: r.segments, minutes: r.minutes, overtimeMinutes: r.overtimeMinutes,
      holidayWorkMinutes: 0, weekMinutes: 0, status: 'approved', createdBy: worker.id };
  };
  await h.db.insert(overtimeRequests).values([
    approved('2026-11-20', '17:30', '19:00'), approved('2026-11-24', '17:00', '18:00'), approved('2026-11-25', '17:00', '19:00'), approved('2026-11-30', '17:00', '19:00'),
  ] as never);
});
afterAll(async () => { await h?.close(); });

describe('November\'s line of a worker with approved overtime and half a day of leave', () => {
  it('pays only the approved overtime within the punches of days that are over, and deducts only the absent half day', async () => {
    const { id } = await data<{ id: string }>('/save/salaryPeriod', { month: '2026-11', periodStart: '2026-11-01', periodEnd: '2026-11-30', payDate: '2026-11-30',
      staffKind: 'monthly', paymentChannel: 'both', companyId: h.company.id });
    await data('/compute/salaryPeriod', { id });
    const { working, line } = await data<SalaryLineDetails>('/get/salaryPeriod/line', { id, employeeId: worker.id });
    // One hour at 1.5 of 30,000 / 30 / 8 an hour: 187.50 (not the 7 hours approved: 875 baht).
    expect(working.overtime.lines).toEqual([{ rate: 1.5, minutes: 60, paySatang: 18_750 }]);
    expect(line.overtime).toBe(187.5);
    // The 24th: the afternoon is leave, the morning alone absent: half a day's pay (500), not a whole one.
    expect(working.absentDays).toBe(0.5);
    expect(line.absenceDeduction).toBe(500);
  });
});
