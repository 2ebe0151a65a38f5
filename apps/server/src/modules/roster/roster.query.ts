import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { workingDayTest, type Lang } from '@hr/domain';
import { datesBetween, resolveDay, type RosterCell, type RosterSource, type ShiftRef } from '@hr/domain/attendance/roster';
import { employeeWorkingTimes, employees, holidays, rosterEntries, workingTimes, type DbOrTx } from '@hr/db';
import { nameSql } from '../../platform/local-name';
import { observedHolidayDate, workCalendarOf } from '../leave/work-calendar.service';

/** A roster entry as the resolvers read it: a working time, or null for a day off. */
export type RosterEntry = { workingTimeId: string | null; source: RosterSource; changeId: string | null };

/**
 * The roster entries of the employees between two dates (both included): per employee, per date.
 * A date without an entry has the employee's default working time (scheduleOf says what that makes).
 */
export async function rosterOf(db: DbOrTx, employeeIds: string[], from: string, to: string): Promise<Map<string, Map<string, RosterEntry>>> {
  const out = new Map<string, Map<string, RosterEntry>>(employeeIds.map((id) => [id, new Map()]));
  if (!employeeIds.length) return out;
  const rows = await db.select({ employeeId: rosterEntries.employeeId, date: rosterEntries.date, workingTimeId: rosterEntries.workingTimeId, source: rosterEntries.source, changeId: rosterEntries.changeId })
    .from(rosterEntries).where(and(inArray(rosterEntries.employeeId, employeeIds), between(rosterEntries.date, from, to)));
  for (const r of rows) out.get(r.employeeId)?.set(r.date, { workingTimeId: r.workingTimeId, source: r.source, changeId: r.changeId });
  return out;
}

/** The working times of the master, named in the reader's language, by id. */
export async function shiftsById(db: DbOrTx, lang: Lang): Promise<Map<string, ShiftRef>> {
  const rows = await db.select({
    id: workingTimes.id, prefix: sql<string>`${workingTimes.shiftPrefix}`, name: nameSql(lang, workingTimes), dayType: sql<'workingDay' | 'dayOff'>`${workingTimes.dayType}`,
    workStart: sql<string | null>`left(${workingTimes.workStart}::text, 5)`, workEnd: sql<string | null>`left(${workingTimes.workEnd}::text, 5)`, active: workingTimes.active,
  }).from(workingTimes).orderBy(asc(workingTimes.shiftPrefix));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Each employee's default working time on each date: the period of employee_working_times that
 * covers the date (a change saved today counts from tomorrow), else employees.working_time_id.
 */
export async function defaultsOf(db: DbOrTx, employeeIds: string[]): Promise<(employeeId: string, date: string) => string | null> {
  if (!employeeIds.length) return () => null;
  const [current, periods] = await Promise.all([
    db.select({ id: employees.id, workingTimeId: employees.workingTimeId }).from(employees).where(inArray(employees.id, employeeIds)),
    db.select({ employeeId: employeeWorkingTimes.employeeId, from: employeeWorkingTimes.effectiveFrom, workingTimeId: employeeWorkingTimes.workingTimeId })
      .from(employeeWorkingTimes).where(inArray(employeeWorkingTimes.employeeId, employeeIds)).orderBy(asc(employeeWorkingTimes.effectiveFrom)),
  ]);
  const now = new Map(current.map((e) => [e.id, e.workingTimeId]));
  const byEmployee = new Map<string, Array<{ from: string; workingTimeId: string | null }>>();
  for (const p of periods) byEmployee.set(p.employeeId, [...(byEmployee.get(p.employeeId) ?? []), p]);
  return (employeeId, date) => {
    const list = byEmployee.get(employeeId);
    if (!list) return now.get(employeeId) ?? null;
    let found: string | null = null;
    for (const p of list) if (p.from <= date) found = p.workingTimeId;
    return found;
  };
}

/** The active holidays between two dates, named in the reader's language. */
export async function holidaysBetween(db: DbOrTx, from: string, to: string, lang: Lang): Promise<Map<string, string>> {
  const rows = await db.select({ date: observedHolidayDate, name: nameSql(lang, holidays) }).from(holidays)
    .where(and(eq(holidays.active, true), sql`${observedHolidayDate}::date BETWEEN ${from}::date AND ${to}::date`));
  return new Map(rows.map((h) => [h.date, h.name]));
}

/** One employee-date's schedule, resolved (packages/domain resolveDay). */
export type ScheduledDay = RosterCell & { holidayName: string | null };

/**
 * The schedule of each employee on each date between two dates: roster entry, else default
 * working time on the work calendar's working days, holidays marked. What the month grid shows
 * and what the attendance days read.
 */
export async function schedulesOf(db: DbOrTx, employeeIds: string[], from: string, to: string, lang: Lang = 'en') {
  const [roster, defaults, holidayNames, shifts] = await Promise.all([
    rosterOf(db, employeeIds, from, to), defaultsOf(db, employeeIds), holidaysBetween(db, from, to, lang), shiftsById(db, lang),
  ]);
  const dates = datesBetween(from, to);
  const out = new Map<string, ScheduledDay[]>();
  for (const id of employeeIds) {
    const working = workingDayTest(workCalendarOf([...holidayNames.keys()]));
    const entries = roster.get(id)!;
    out.set(id, dates.map((date) => {
      const entry = entries.get(date) ?? null;
      const defaultId = defaults(id, date);
      const resolved = resolveDay({
        roster: entry ? { shift: entry.workingTimeId ? shifts.get(entry.workingTimeId) ?? null : null } : null,
        defaultShift: defaultId ? shifts.get(defaultId) ?? null : null,
        holiday: holidayNames.has(date),
        workingDay: working(date),
      });
      return { date, kind: resolved.kind, shiftId: resolved.shift?.id ?? null, rostered: !!entry, source: entry?.source ?? null, holidayName: holidayNames.get(date) ?? null };
    }));
  }
  return { days: out, shifts, holidays: holidayNames };
}

/**
 * What a cell of an uploaded roster or an export says for a day: the shift's prefix on a working
 * day or a named day off, the day-off mark for a rostered day off without a working time, nothing
 * for a day off the calendar gives (weekend, holiday) or a day without a working time.
 */
export function cellCode(day: RosterCell, shifts: Map<string, ShiftRef>, dayOffMark: string): string {
  if (day.shiftId) return shifts.get(day.shiftId)?.prefix ?? '';
  return day.rostered && day.kind === 'dayOff' ? dayOffMark : '';
}
