import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, employees, holidays, sessions, workingTimes } from '@hr/db';
import type { AttendanceMonth } from '@hr/domain/attendance/views';
import type { RosterPage } from '@hr/domain/attendance/roster';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 34 points 5 and 6. Today is Sunday 22 November 2026 in Bangkok; everyone works the day
 * shift D08 (08:00-17:00, break 12:00-13:00) Monday to Friday. Thursday 10 December is
 * Constitution Day (the holiday master). The supervisor rosters their member on it.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, boss: Person, me: Person;
let hrT: string, bossT: string, meT: string;
let d08: string;
let constitutionDay: string;

const bkk = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);
async function ok<T>(token: string, url: string, body: unknown): Promise<T> {
  const res = await h.post(url, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
const preview = (date: string, startTime: string, endTime: string) => ok<{ moment: string; segments: Array<{ kind: string; rate: number; minutes: number }>; week: { total: number } }>(
  meT, '/api/1.0/preview/empOverTime', { date, startTime, endTime });
const gridCell = async (date: string) => (await ok<RosterPage>(bossT, '/api/1.0/search/employeeWorkingTime', { month: '2026-12', pageSize: 50 }))
  .items.find((r) => r.id === me.id)!.cells.find((c) => c.date === date)!;
const myDay = async (date: string) => (await ok<AttendanceMonth>(meT, '/api/1.0/search/meTimeStamp', { month: '2026-12' })).days.find((d) => d.date === date)!;

/** HR edits the holiday on the holiday master's form: the row as read, with its substitute day. */
async function substitute(date: string | null) {
  const row = await ok<Record<string, unknown>>(hrT, '/api/1.0/get/master/holiday', { id: constitutionDay });
  const { date: day, nameEn, nameTh, nameKm, nameMy, description } = row;
  await ok(hrT, '/api/1.0/update/master/holiday', { id: constitutionDay, date: day, nameEn, nameTh, nameKm, nameMy, description, substituteDate: date });
}

beforeAll(async () => {
  h = await createHarness();
  hr = await h.person({ role: 'HR' });
  boss = await h.person({ role: 'SUPERVISOR' });
  me = await h.person({ supervisorId: boss.id });
  [hrT, bossT, meT] = await Promise.all([hr, boss, me].map((p) => h.login(p))) as [string, string, string];
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  d08 = (await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08')))[0]!.id;
  await h.db.update(employees).set({ workingTimeId: d08, recordTime: true, joiningDate: '2020-01-01' });
  constitutionDay = (await h.db.select({ id: holidays.id }).from(holidays).where(and(eq(holidays.date, '2026-12-10'), eq(holidays.active, true))))[0]!.id;
  h.clock.current = bkk('2026-11-22', '10:00');
});
afterAll(async () => { await h?.close(); });

describe('a shift rostered on a public holiday (issue 34 point 5)', () => {
  it('keeps the holiday in the grid and the employee\'s calendar, and prices its overtime as holiday work', async () => {
    await ok(bossT, '/api/1.0/save/employeeWorkingTime', { employeeIds: [me.id], dateFrom: '2026-12-10', dateTo: '2026-12-10', mode: 'shift', workingTimeId: d08 });
    expect(await gridCell('2026-12-10')).toMatchObject({ kind: 'holiday', shiftId: d08, rostered: true });
    expect(await myDay('2026-12-10')).toMatchObject({ dayType: 'holiday', holidayName: expect.stringMatching(/Constitution/), shift: { prefix: 'D08' } });
    // 08:00-19:00: the rostered hours are holiday work (1x on top for monthly staff), the break neither, beyond them 3x (LPA s.62-63).
    const p = await preview('2026-12-10', '08:00', '19:00');
    expect(p.moment).toBe('holiday');
    expect(p.segments.map((s) => [s.kind, s.rate, s.minutes])).toEqual([['holidayWork', 1, 240], ['holidayWork', 1, 240], ['holidayOvertime', 3, 120]]);
  });

  it('a substitute day in the holiday master moves the holiday: the date becomes an ordinary rostered day (1.5x), the substitute day the holiday', async () => {
    await substitute('2026-12-11');
    try {
      expect(await gridCell('2026-12-10')).toMatchObject({ kind: 'working', shiftId: d08 });
      expect(await gridCell('2026-12-11')).toMatchObject({ kind: 'holiday', shiftId: null });
      expect(await myDay('2026-12-11')).toMatchObject({ dayType: 'holiday', holidayName: expect.stringMatching(/Constitution/) });
      expect((await preview('2026-12-10', '17:00', '19:00')).segments).toEqual([expect.objectContaining({ kind: 'workingDayOvertime', rate: 1.5, minutes: 120 })]);
      expect((await preview('2026-12-11', '09:00', '11:00')).segments).toEqual([expect.objectContaining({ kind: 'holidayWork', rate: 1, minutes: 120 })]);
    } finally {
      await substitute(null);
    }
    expect(await gridCell('2026-12-11')).toMatchObject({ kind: 'working' });
  });
});

describe('the weekly cap counts holiday work by the company\'s setting (issue 34 point 6)', () => {
  it('counts overtime and holiday work together by default (Ministerial Regulation No. 3); overtime alone when the company says so', async () => {
    // Monday 14 to Sunday 20 December: Saturday 19th is a day off; 09:00-15:00 on it is 5 hours of holiday work.
    expect((await preview('2026-12-19', '09:00', '15:00')).week.total).toBe(300);
    const id = (await ok<{ id: string }>(meT, '/api/1.0/save/empOverTime', { date: '2026-12-19', startTime: '09:00', endTime: '15:00', reason: 'Stocktake' })).id;
    expect(id).toBeTruthy();
    // The week's holiday work counts in the next request's week too.
    expect((await preview('2026-12-14', '17:00', '19:00')).week.total).toBe(300 + 120);
    // HR turns the company's setting off on the company master: overtime alone counts.
    const company = await ok<Record<string, unknown>>(hrT, '/api/1.0/get/master/company', { id: h.company.id });
    expect(company.overtimeCapCountsHolidayWork).toBe(true);
    await h.db.update(companies).set({ overtimeCapCountsHolidayWork: false }).where(eq(companies.id, h.company.id));
    try {
      expect((await preview('2026-12-19', '16:00', '17:00')).week.total).toBe(0);
      expect((await preview('2026-12-14', '17:00', '19:00')).week.total).toBe(120);
    } finally {
      await h.db.update(companies).set({ overtimeCapCountsHolidayWork: true }).where(eq(companies.id, h.company.id));
    }
  });
});
