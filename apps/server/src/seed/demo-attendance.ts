import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { addDays, workingDayTest } from '@hr/domain';
import type { PunchKind, PunchSource } from '@hr/domain/attendance/punch';
import { attendancePunches, companies, employees, holidays, leaveRequests, workingTimes, type Tx } from '@hr/db';
import { workCalendarOf } from '../modules/leave/work-calendar.service';
import { rng } from './demo';

/*
 * Six weeks of punches for the demo (issue 16), so the attendance pages, the team views and the
 * reports have a past to show: the staff of the demo's main company. The people whose logins are
 * printed have a normal month too (issue 34: a newcomer's first dashboard said "Absent 20"): they
 * come on every working day through yesterday, a few times late, never absent, so what a first
 * visitor sees is a plausible month; the browser tests make their own people for their own months.
 * Office staff punch from the web or a phone; shift staff at the time clock. Most days are on time;
 * a few are late, leave early, miss the check-out or are absent.
 * One shift worker works the night shift (22:00-06:00), whose check-out falls on the next date.
 * Deterministic, like the rest of the demo.
 */

/** How many days back the punches start (yesterday is the last day). */
export const DEMO_ATTENDANCE_DAYS = 42;

/** A Bangkok wall-clock time on a date (minutes from its midnight, past 1440 for the next day) as an instant. */
const bangkok = (date: string, minutes: number) => new Date(Date.parse(`${date}T00:00:00+07:00`) + minutes * 60_000);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

type Punch = typeof attendancePunches.$inferInsert;

/**
 * Seeds the punches, and puts one shift worker on the night shift. `today` is the business date
 * ('YYYY-MM-DD', Bangkok); `loginCodes` the employee codes whose logins are printed.
 */
export async function seedDemoAttendance(tx: Tx, company: string, today: string, loginCodes: Set<string>): Promise<{ punches: number; nightWorker: string | null }> {
  const random = rng(20261116);
  const shifts = await tx.select({ id: workingTimes.id, prefix: workingTimes.shiftPrefix, start: workingTimes.workStart, end: workingTimes.workEnd }).from(workingTimes);
  const night = shifts.find((s) => s.prefix === 'N22');
  const byId = new Map(shifts.map((s) => [s.id, s]));
  const staff = (await tx.select({ id: employees.id, code: employees.employeeCode, joiningDate: employees.joiningDate, workingTimeId: employees.workingTimeId })
    .from(employees).innerJoin(companies, eq(companies.id, employees.companyId))
    .where(and(eq(companies.abbreviation, company), eq(employees.active, true))).orderBy(employees.employeeCode));
  // The printed people draw from their own generator, so everyone else's month stays as it was.
  const printedRandom = rng(20261128);

  // The first time-clock worker (not one of the printed people) works nights.
  const nightWorker = night ? staff.find((e) => !loginCodes.has(e.code) && byId.get(e.workingTimeId ?? '')?.prefix === 'D08') : undefined;
  if (nightWorker && night) {
    await tx.update(employees).set({ workingTimeId: night.id }).where(eq(employees.id, nightWorker.id));
    nightWorker.workingTimeId = night.id;
  }

  const from = addDays(today, -DEMO_ATTENDANCE_DAYS);
  const yesterday = addDays(today, -1);
  const holidayDates = (await tx.select({ date: holidays.date }).from(holidays)
    .where(and(eq(holidays.active, true), gte(holidays.date, from), lte(holidays.date, yesterday)))).map((h) => String(h.date));
  // The company's week without its holidays (nobody here is rostered yet).
  const working = workingDayTest(workCalendarOf(holidayDates));
  const onLeave = new Set((await tx.select({ employeeId: leaveRequests.employeeId, dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo }).from(leaveRequests)
    .where(and(inArray(leaveRequests.status, ['approved', 'pending']), lte(leaveRequests.dateFrom, yesterday), gte(leaveRequests.dateTo, from))))
    .flatMap((l) => { const out: string[] = []; for (let d = String(l.dateFrom); d <= String(l.dateTo); d = addDays(d, 1)) out.push(`${l.employeeId} ${d}`); return out; }));

  const now = Date.now();
  const rows: Punch[] = [];
  const seqs = new Map<string, number>();
  const add = (employeeId: string, at: Date, kind: PunchKind, source: PunchSource) => {
    if (at.getTime() >= now) return;
    const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(at);
    const k = `${employeeId} ${localDate}`;
    const seq = seqs.get(k) ?? 0;
    seqs.set(k, seq + 1);
    rows.push({ employeeId, at, kind, source, localDate, seq, createdBy: source === 'device' ? null : employeeId, clientAddress: source === 'device' ? null : '10.0.0.15' });
  };

  for (const [i, e] of staff.entries()) {
    const shift = byId.get(e.workingTimeId ?? '');
    if (!shift?.start || !shift.end) continue;
    const start = minutesOf(String(shift.start));
    let end = minutesOf(String(shift.end));
    if (end <= start) end += 1440;
    const clock = shift.prefix === 'D08' || shift.prefix === 'N22';
    const printed = loginCodes.has(e.code);
    let worked = 0;
    for (let date = from; date <= yesterday; date = addDays(date, 1)) {
      if (!working(date) || (e.joiningDate && String(e.joiningDate) > date) || onLeave.has(`${e.id} ${date}`)) continue;
      worked += 1;
      // A printed person: late past the grace period on every sixth working day, otherwise on time or early; always both punches.
      const r = printed ? (worked % 6 === 3 ? 0.02 + printedRandom() * 0.04 : 0.07 + printedRandom() * 0.88) : random();
      const draw = printed ? printedRandom : random;
      if (r < 0.01) continue; // absent
      const source: PunchSource = clock ? 'device' : (i + date.charCodeAt(9)) % 3 === 0 ? 'phone' : 'web';
      const late = r < 0.07;
      // Most arrive in the quarter hour before the start; some earlier still ("early in"), a few late.
      const arrive = late ? start + (printed ? 18 + Math.floor(draw() * 20) : 3 + Math.floor(draw() * 32)) : r < 0.2 ? start - 16 - Math.floor(draw() * 25) : start - 1 - Math.floor(draw() * 14);
      add(e.id, bangkok(date, arrive), 'in', source);
      if (r > 0.98) continue; // forgot to check out
      const leaveEarly = r > 0.95;
      const leave = leaveEarly ? end - 10 - Math.floor(draw() * 50) : end + Math.floor(draw() * 40);
      add(e.id, bangkok(date, leave), 'out', source);
    }
  }
  rows.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  for (let k = 0; k < rows.length; k += 1000) await tx.insert(attendancePunches).values(rows.slice(k, k + 1000));
  return { punches: rows.length, nightWorker: nightWorker?.code ?? null };
}
