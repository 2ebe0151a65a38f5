import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, attendancePunches, leaveRequests, leaveTypes, sessions, workingTimes } from '@hr/db';
import type { AttendanceMonth } from '@hr/domain/attendance/views';
import type { DashboardSelf } from '@hr/domain/attendance/punch';
import { createHarness, type Harness } from '../../test/harness';

/*
 * The schedule the attendance statuses read (issue 16 point 1 with points 2-4): a roster entry
 * overrides the default working time, a rostered day off is a day off, and a shift rostered on a
 * weekend or a holiday is a working day. The roster is set on Sunday 22 November 2026 for the
 * week after; the clock then moves into that week.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let sup: Person, a: Person;
let supT: string, aT: string;
const shift: Record<string, string> = {};
const bkk = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);
let seq = 0;
async function punchAt(employeeId: string, ...at: Array<[string, string]>) {
  for (const [i, [date, time]] of at.entries()) {
    await h.db.insert(attendancePunches).values({ employeeId, at: bkk(date, time), kind: i % 2 ? 'out' : 'in', source: 'web', localDate: date, seq: seq++, createdBy: employeeId });
  }
}
async function month(): Promise<AttendanceMonth> {
  const res = await h.post('/api/1.0/search/meTimeStamp', { month: '2026-11' }, aT);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AttendanceMonth;
}
const dayOf = (m: AttendanceMonth, date: string) => m.days.find((d) => d.date === date)!;
async function card(): Promise<DashboardSelf> {
  const res = await h.get('/api/1.0/get/dashboard/self', aT);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DashboardSelf;
}
const set = async (body: Record<string, unknown>) => {
  const res = await h.post('/api/1.0/save/employeeWorkingTime', body, supT);
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  h = await createHarness();
  sup = await h.person({ role: 'SUPERVISOR' });
  a = await h.person({ supervisorId: sup.id });
  [supT, aT] = await Promise.all([sup, a].map((p) => h.login(p))) as [string, string];
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  for (const w of await h.db.select({ id: workingTimes.id, prefix: workingTimes.shiftPrefix }).from(workingTimes)) shift[String(w.prefix)] = w.id;
  await h.db.update(employees).set({ workingTimeId: shift.D08!, recordTime: true, joiningDate: '2020-01-01' });
});
afterAll(async () => { await h?.close(); });

describe('the roster in the attendance statuses and the check-in card', () => {
  it('a rostered night shift, day off and Saturday shift change the days\' statuses and the card\'s shift', async () => {
    h.clock.current = bkk('2026-11-22', '10:00');
    // Monday a night shift, Tuesday off, Saturday the day shift (the default is the day shift, Monday to Friday).
    await set({ employeeIds: [a.id], dateFrom: '2026-11-23', dateTo: '2026-11-23', mode: 'shift', workingTimeId: shift.N22 });
    await set({ employeeIds: [a.id], dateFrom: '2026-11-24', dateTo: '2026-11-24', mode: 'dayOff' });
    await set({ employeeIds: [a.id], dateFrom: '2026-11-28', dateTo: '2026-11-28', mode: 'shift', workingTimeId: shift.D08 });

    h.clock.current = bkk('2026-11-23', '21:40');
    expect(await card()).toMatchObject({ date: '2026-11-23', dayType: 'working', shift: { id: shift.N22, name: 'Night shift 22:00-06:00', workStart: '22:00', workEnd: '06:00' } });
    h.clock.current = bkk('2026-11-24', '10:00');
    expect(await card()).toMatchObject({ date: '2026-11-24', dayType: 'dayOff', shift: null });

    await punchAt(a.id, ['2026-11-23', '21:55'], ['2026-11-24', '06:03']);
    await punchAt(a.id, ['2026-11-28', '07:58'], ['2026-11-28', '17:02']);
    h.clock.current = bkk('2026-11-30', '10:00');
    const m = await month();
    // Without the roster the Monday would be a day-shift absence with stray punches; with it, an on-time night.
    expect(dayOf(m, '2026-11-23')).toMatchObject({ dayType: 'working', status: 'onTime', shift: { prefix: 'N22' } });
    // Tuesday is off: no absence.
    expect(dayOf(m, '2026-11-24')).toMatchObject({ dayType: 'dayOff', status: null, shift: null });
    expect(dayOf(m, '2026-11-25')).toMatchObject({ dayType: 'working', status: 'absent', shift: { prefix: 'D08' } });
    // Saturday was rostered: a working day, on time (not an entry on a day off).
    expect(dayOf(m, '2026-11-28')).toMatchObject({ dayType: 'working', status: 'onTime', shift: { prefix: 'D08' } });
    expect(dayOf(m, '2026-11-29')).toMatchObject({ dayType: 'dayOff', status: null });
  });

  it('a shift rostered on a company holiday stays a holiday with the shift as its hours (issue 34 point 5)', async () => {
    // Saturday 5 December is a holiday (Father's Day): rostered on it, it is still the holiday (holiday work, LPA s.62-63).
    h.clock.current = bkk('2026-11-30', '10:00');
    await set({ employeeIds: [a.id], dateFrom: '2026-12-05', dateTo: '2026-12-05', mode: 'shift', workingTimeId: shift.D08 });
    const res = await h.post('/api/1.0/search/meTimeStamp', { month: '2026-12' }, aT);
    const m = res.json().data as AttendanceMonth;
    expect(dayOf(m, '2026-12-05')).toMatchObject({ dayType: 'holiday', holidayName: expect.any(String), shift: { prefix: 'D08' } });
    expect(dayOf(m, '2026-12-10')).toMatchObject({ dayType: 'holiday' });
  });
});

describe('the roster in the leave calendar', () => {
  it('a rostered day off is not a leave day and a rostered Saturday or holiday shift is, in the count, the filing and the stored request', async () => {
    h.clock.current = bkk('2026-12-06', '10:00');
    const [sick] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
    const days = async (dateFrom: string, dateTo: string) => {
      const res = await h.post('/api/1.1/get/leave/numberOfDays', { leaveTypeId: sick!.id, duration: 'fullDay', dateFrom, dateTo }, aT);
      return res.json().data as { days: number; dates: string[] } | { errors: Array<{ field: string; code: string }> };
    };
    // Mon 14 to Sun 20 December: five weekdays before any roster.
    expect(await days('2026-12-14', '2026-12-20')).toMatchObject({ days: 5 });
    // Wednesday rostered off, Saturday rostered to the day shift.
    await set({ employeeIds: [a.id], dateFrom: '2026-12-16', dateTo: '2026-12-16', mode: 'dayOff' });
    await set({ employeeIds: [a.id], dateFrom: '2026-12-19', dateTo: '2026-12-19', mode: 'shift', workingTimeId: shift.D08 });
    expect(await days('2026-12-14', '2026-12-20')).toEqual({ days: 5, byYear: [{ year: 2026, days: 5 }], dates: ['2026-12-14', '2026-12-15', '2026-12-17', '2026-12-18', '2026-12-19'] });
    // The rostered day off alone has no working day to take leave on; the Saturday shift alone is one day.
    expect(await days('2026-12-16', '2026-12-16')).toMatchObject({ errors: [{ field: 'dateFrom', code: 'noWorkingDays' }] });
    expect(await days('2026-12-19', '2026-12-19')).toMatchObject({ days: 1 });
    // Thursday 10 December is Constitution Day: a shift rostered on it is a day of leave too.
    await set({ employeeIds: [a.id], dateFrom: '2026-12-10', dateTo: '2026-12-10', mode: 'shift', workingTimeId: shift.D08 });
    expect(await days('2026-12-10', '2026-12-10')).toMatchObject({ days: 1 });

    // Filed, the request stores what the roster made of it.
    const filed = await h.post('/api/1.0/insert/leaveForm', { leaveTypeId: sick!.id, duration: 'fullDay', dateFrom: '2026-12-16', dateTo: '2026-12-18', reason: 'Flu' }, aT);
    expect(filed.statusCode, filed.body).toBe(200);
    const [stored] = await h.db.select({ days: leaveRequests.days }).from(leaveRequests).where(eq(leaveRequests.employeeId, a.id));
    expect(Number(stored!.days)).toBe(2);
    // Filing on the rostered day off alone is refused on its field.
    const off = await h.post('/api/1.0/insert/leaveForm', { leaveTypeId: sick!.id, duration: 'fullDay', dateFrom: '2026-12-16', dateTo: '2026-12-16', reason: 'Flu' }, aT);
    expect(off.statusCode).toBe(400);
    expect(off.json().data.errors).toMatchObject([{ field: 'dateFrom', code: 'noWorkingDays' }]);
  });
});
