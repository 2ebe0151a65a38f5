import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, attendancePunches, sessions, workingTimes } from '@hr/db';
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

  it('a shift rostered on a company holiday is a working day; the holiday stays a holiday for the others', async () => {
    // Saturday 5 December is a holiday (Father's Day): rostered on it, it is a working day.
    h.clock.current = bkk('2026-11-30', '10:00');
    await set({ employeeIds: [a.id], dateFrom: '2026-12-05', dateTo: '2026-12-05', mode: 'shift', workingTimeId: shift.D08 });
    const res = await h.post('/api/1.0/search/meTimeStamp', { month: '2026-12' }, aT);
    const m = res.json().data as AttendanceMonth;
    expect(dayOf(m, '2026-12-05')).toMatchObject({ dayType: 'working', shift: { prefix: 'D08' } });
    expect(dayOf(m, '2026-12-10')).toMatchObject({ dayType: 'holiday' });
  });
});
