import { sql, type SQL } from 'drizzle-orm';
import { workingDayTest, type Lang } from '@hr/domain';
import { attendanceOfDays, type AttendanceDay, type DayAttendance, type DayPortion, type ShiftTimes } from '@hr/domain/attendance/status';
import type { FenceVerdict } from '@hr/domain/attendance/geofence';
import type { PunchKind, PunchSource } from '@hr/domain/attendance/punch';
import { nextDay } from '@hr/domain/masters/rules/working-time';
import { namedStatement, ph, queryRows, type DbOrTx, type NamedStatement } from '@hr/db';
import { OBSERVED_HOLIDAY_SQL, workCalendarOf } from '../leave/work-calendar.service';

/*
 * The facts every attendance answer is computed from (issue 16 points 3-4), read in bulk: per
 * employee and date the AttendanceDay the status calculator takes (the working time of the day,
 * day off, holiday, approved leave) and the punches around the dates. Statuses are never stored:
 * every read puts these facts through the calculator, so a late leave approval, a roster change or
 * a correction shows on the past days it touches at the next read.
 *
 * Four queries whatever the number of employees (employees with their working time, holidays,
 * approved leave, punches), so a month of 10,000 employees costs what a month of one does, times
 * the rows.
 */

/** The working time an employee is on by default (employment data), as the lists name it. */
export type WorkingTimeFacts = { id: string; prefix: string; name: string; times: ShiftTimes | null };

/** A punch as the attendance pages show it; `at` in epoch ms. A correction names who made it and why. */
export type PunchFact = {
  id: string; at: number; kind: PunchKind; source: PunchSource; reason: string | null;
  createdById: string | null; createdByName: string | null;
  /** The geofence's verdict when it was made and the metres from the workplace (null: no fence then). */
  fence: FenceVerdict | null; fenceDistance: number | null;
};
/** A voided punch (issue 34 point 1): shown where its business date is listed, counted in no status. */
export type VoidedPunchFact = PunchFact & { localDate: string; voidedByName: string | null; voidReason: string };

type PunchRow = {
  id: string; employee_id: string; at: number; kind: PunchKind; source: PunchSource; reason: string | null; created_by: string | null; created_by_name: string | null;
  fence: FenceVerdict | null; fence_distance: number | null; local_date: string; void_reason: string | null; voided_by_name: string | null;
};

export type EmployeeAttendanceFacts = {
  employeeId: string;
  code: string;
  name: string;
  companyId: string;
  departmentName: string | null;
  recordsTime: boolean;
  joiningDate: string | null;
  resignDate: string | null;
  workingTime: WorkingTimeFacts | null;
  /** One per date of the range asked, in order. */
  days: AttendanceDay[];
  /**
   * The working time of each date, in the order of `days`: the roster entry's (schedule-management,
   * issue 16 point 1; null for a rostered day off), else the default working time the employee had
   * on the date (employee_working_times, else the employment data's).
   */
  dayWorkingTimes: Array<WorkingTimeFacts | null>;
  /** The dates a roster entry decides. */
  rostered: Set<string>;
  /** The dates of the range that are not the employee's working days (the week's days off, holidays, a rostered day off). */
  offDays: Set<string>;
  /** The punches whose business date lies in the range, in order of their instant (the voided ones not among them). */
  punches: PunchFact[];
  /** The voided punches of the range (read with full rows only): they still hold their seq, and HR's view shows them. */
  voided: VoidedPunchFact[];
};

export type AttendanceFacts = {
  employees: EmployeeAttendanceFacts[];
  /** The holiday master's active days in the range, named in the reader's language. */
  holidays: Map<string, string>;
};

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

/** The dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = nextDay(d)) out.push(d);
  return out;
}

/** A working time's columns as the queries below read them (alias w). */
type WorkingTimeColumns = {
  wt_id: string | null; wt_prefix: string | null; wt_name: string | null; wt_day_type: string | null;
  work_start: string | null; work_end: string | null; break_start: string | null; break_end: string | null;
  before_work: number | null; late_allowance: number | null;
};
type EmployeeRow = WorkingTimeColumns & {
  id: string; code: string; name: string; company_id: string; department: string | null; record_time: boolean;
  joining_date: string | null; resign_date: string | null;
};

export const localNameSql = (lang: Lang, alias: string): SQL => {
  const a = sql.raw(alias);
  if (lang === 'th') return sql`${a}.name_th`;
  if (lang === 'km') return sql`coalesce(nullif(${a}.name_km, ''), ${a}.name_en)`;
  if (lang === 'my') return sql`coalesce(nullif(${a}.name_my, ''), ${a}.name_en)`;
  return sql`${a}.name_en`;
};
const workingTimeColumns = (lang: Lang): SQL => sql`w.id AS wt_id, w.shift_prefix AS wt_prefix, ${localNameSql(lang, 'w')} AS wt_name, w.day_type AS wt_day_type,
        w.work_start::text, w.work_end::text, w.break_start::text, w.break_end::text,
        w.before_work_minutes AS before_work, w.late_allowance_minutes AS late_allowance`;
export const personSql = (lang: Lang, alias: string): SQL => {
  const a = sql.raw(alias);
  return lang === 'th' ? sql`${a}.first_name_th || ' ' || ${a}.last_name_th` : sql`${a}.first_name_en || ' ' || ${a}.last_name_en`;
};

type LeaveRow = { employee_id: string; duration: string; date_from: string; date_to: string; kind: 'leave' | 'onSite' };
type InstantsRow = { employee_id: string; ats: number[] };
type RosterRow = WorkingTimeColumns & { employee_id: string; date: string };
type PeriodRow = WorkingTimeColumns & { employee_id: string; effective_from: string };
/** The six row sets the facts are assembled from. */
type FactRows = {
  people: EmployeeRow[]; holidays: Array<{ date: string; name: string }>; leaves: LeaveRow[];
  punches: PunchRow[] | InstantsRow[]; roster: RosterRow[]; periods: PeriodRow[];
};

/**
 * The six queries of the facts, written once for both ways they are sent: one by one in parallel
 * (a page, a company's month) and as one statement (a check-in card). `from` and `to` are SQL
 * values (a parameter or a named statement's placeholder).
 */
function factQueries(lang: Lang, where: SQL, from: SQL, to: SQL, full: boolean, orderBy?: SQL): Record<keyof FactRows, SQL> {
  const selected = sql`SELECT e.id FROM employees e WHERE ${where}`;
  return {
    people: sql`
      SELECT e.id, e.employee_code AS code, ${personSql(lang, 'e')} AS name, e.company_id, ${localNameSql(lang, 'd')} AS department,
        e.record_time, e.joining_date::text, e.resign_date::text, ${workingTimeColumns(lang)}
      FROM employees e
      LEFT JOIN departments d ON d.id = e.department_id
      LEFT JOIN master_working_times w ON w.id = e.working_time_id
      WHERE ${where}
      ORDER BY ${orderBy ?? sql`e.employee_code`}`,
    holidays: sql`
      SELECT ${OBSERVED_HOLIDAY_SQL}::text AS date, ${localNameSql(lang, 'h')} AS name FROM master_holidays h WHERE h.active AND ${OBSERVED_HOLIDAY_SQL} BETWEEN ${from}::date AND ${to}::date`,
    // Approved leave, and approved on-site work or work from home of each member (issue 17): both take the day or half of it.
    leaves: sql`
      SELECT l.employee_id, l.duration, l.date_from::text, l.date_to::text, 'leave' AS kind FROM leave_requests l
      WHERE l.status = 'approved' AND l.date_from <= ${to}::date AND l.date_to >= ${from}::date AND l.employee_id IN (${selected})
      UNION ALL
      SELECT m.employee_id, o.duration, o.date_from::text, o.date_to::text, 'onSite' AS kind FROM onsite_requests o JOIN onsite_request_members m ON m.request_id = o.id
      WHERE o.status = 'approved' AND o.date_from <= ${to}::date AND o.date_to >= ${from}::date AND m.employee_id IN (${selected})`,
    punches: full
      ? sql`
          SELECT p.id, p.employee_id, (extract(epoch FROM p.at) * 1000)::float8 AS at, p.seq, p.kind, p.source, p.reason, p.created_by, p.fence, p.fence_distance,
            CASE WHEN p.created_by IS DISTINCT FROM p.employee_id THEN ${personSql(lang, 'c')} END AS created_by_name,
            p.local_date::text AS local_date, p.void_reason, CASE WHEN p.voided_at IS NOT NULL THEN ${personSql(lang, 'v')} END AS voided_by_name
          FROM attendance_punches p LEFT JOIN employees c ON c.id = p.created_by LEFT JOIN employees v ON v.id = p.voided_by
          WHERE p.local_date BETWEEN ${from}::date AND ${to}::date AND p.employee_id IN (${selected})
          ORDER BY p.at, p.seq`
      // One row per employee with the instants as an array: a tenth of the rows to parse for a
      // company's month, read from the (employee, date, instant) index alone. Unordered: the
      // calculator sorts them.
      : sql`
          SELECT p.employee_id, array_agg((extract(epoch FROM p.at) * 1000)::float8) AS ats
          FROM attendance_punches p
          WHERE p.local_date BETWEEN ${from}::date AND ${to}::date AND p.employee_id IN (${selected}) AND p.voided_at IS NULL
          GROUP BY p.employee_id`,
    // The roster (issue 16 point 1): a working time or a day off (no working time) per employee and date.
    roster: sql`
      SELECT r.employee_id, r.date::text, ${workingTimeColumns(lang)}
      FROM roster_entries r LEFT JOIN master_working_times w ON w.id = r.working_time_id
      WHERE r.date BETWEEN ${from}::date AND ${to}::date AND r.employee_id IN (${selected})`,
    // Default working times by date, for employees whose default was changed (it counts from the next day).
    periods: sql`
      SELECT p.employee_id, p.effective_from::text, ${workingTimeColumns(lang)}
      FROM employee_working_times p LEFT JOIN master_working_times w ON w.id = p.working_time_id
      WHERE p.effective_from <= ${to}::date AND p.employee_id IN (${selected})
      ORDER BY p.effective_from`,
  };
}

/**
 * The attendance facts of the employees `where` selects (a condition on the employees table,
 * alias `e`), for the dates from `from` to `to`. `punches: 'instants'` reads only the instants
 * (the month statuses of a whole company); 'full' the rows the pages list.
 */
export async function attendanceFactsOf(
  db: DbOrTx, lang: Lang, where: SQL, from: string, to: string, opts: { punches?: 'full' | 'instants'; orderBy?: SQL } = {},
): Promise<AttendanceFacts> {
  const full = (opts.punches ?? 'full') === 'full';
  const q = factQueries(lang, where, sql`${from}`, sql`${to}`, full, opts.orderBy);
  const [people, holidays, leaves, punches, roster, periods] = await Promise.all([
    queryRows<EmployeeRow>(db, q.people), queryRows<FactRows['holidays'][number]>(db, q.holidays), queryRows<LeaveRow>(db, q.leaves),
    queryRows<PunchRow | InstantsRow>(db, q.punches), queryRows<RosterRow>(db, q.roster), queryRows<PeriodRow>(db, q.periods),
  ]);
  return factsFromRows({ people, holidays, leaves, punches: punches as FactRows['punches'], roster, periods }, from, to, full);
}

/** The one statement of one employee's facts and their company's geofence, per language (see oneEmployeeFacts). */
const oneEmployeeStatements = new Map<Lang, NamedStatement<{ [K in keyof FactRows]: FactRows[K] } & { company: CompanyFenceColumns | null }>>();
/**
 * The company master's geofence columns as stored (the position as its exact decimal text): the
 * fence is judged from them, and a punch's insert checks they are still the same.
 */
export type CompanyFenceColumns = { latitude: string | null; longitude: string | null; fenceRadius: number | null; fenceOutside: string | null; fenceNoPosition: string | null };

/**
 * One employee's facts from `from` to `to` and their company's geofence, in ONE round trip: the
 * same six queries as attendanceFactsOf, each aggregated to JSON in a single named statement (the
 * check-in card reads this on every press, issue 16's check-in figure). The punches are ordered
 * inside their aggregate, so the order does not rest on a subquery's.
 */
export async function oneEmployeeFacts(db: DbOrTx, lang: Lang, employeeId: string, from: string, to: string): Promise<{ facts: AttendanceFacts; company: CompanyFenceColumns | null }> {
  let statement = oneEmployeeStatements.get(lang);
  if (!statement) {
    const q = factQueries(lang, sql`e.id = ${ph('me')}::uuid`, sql`${ph('from')}::date`, sql`${ph('to')}::date`, true);
    const agg = (query: SQL, order?: string) => sql`(SELECT coalesce(json_agg(x${sql.raw(order ? ` ORDER BY ${order}` : '')}), '[]'::json) FROM (${query}) x)`;
    statement = namedStatement(`attendance_one_employee_${lang}`, () => sql`
      SELECT ${agg(q.people)} AS people, ${agg(q.holidays)} AS holidays, ${agg(q.leaves)} AS leaves,
        ${agg(q.punches, 'x.at, x.seq')} AS punches, ${agg(q.roster)} AS roster, ${agg(q.periods, 'x.effective_from')} AS periods,
        (SELECT row_to_json(c) FROM (
          SELECT c.latitude::text AS latitude, c.longitude::text AS longitude, c.fence_radius AS "fenceRadius",
            c.fence_outside AS "fenceOutside", c.fence_no_position AS "fenceNoPosition"
          FROM employees e JOIN companies c ON c.id = e.company_id WHERE e.id = ${ph('me')}::uuid) c) AS company`);
    oneEmployeeStatements.set(lang, statement);
  }
  const [row] = await statement(db, { me: employeeId, from, to });
  const { company, ...rows } = row!;
  return { facts: factsFromRows(rows, from, to, true), company };
}

/** Assembles the facts from their rows (see attendanceFactsOf). */
function factsFromRows(rows: FactRows, from: string, to: string, full: boolean): AttendanceFacts {
  const { people, holidays: holidayRows, leaves: leaveRows, punches: punchRows, roster: rosterRows, periods: periodRows } = rows;
  const holidays = new Map(holidayRows.map((h) => [h.date, h.name]));
  const dates = datesBetween(from, to);
  // The company's week without the holidays, the same for everyone: one working-day answer per
  // date, shared (each employee's roster is laid over it below).
  const weekTest = workingDayTest(workCalendarOf([...holidays.keys()]));
  const weekAnswers = new Map(dates.map((d) => [d, weekTest(d)]));
  const working = (date: string) => weekAnswers.get(date) ?? weekTest(date);
  const leaveBy = new Map<string, LeaveRow[]>();
  for (const l of leaveRows) leaveBy.set(l.employee_id, [...(leaveBy.get(l.employee_id) ?? []), l]);
  const punchesBy = new Map<string, PunchFact[]>();
  const voidedBy = new Map<string, VoidedPunchFact[]>();
  if (full) {
    for (const p of punchRows as PunchRow[]) {
      const fact: PunchFact = {
        id: p.id, at: Number(p.at), kind: p.kind, source: p.source, reason: p.reason, createdById: p.created_by, createdByName: p.created_by_name,
        fence: p.fence, fenceDistance: p.fence_distance,
      };
      if (p.void_reason !== null) {
        voidedBy.set(p.employee_id, [...(voidedBy.get(p.employee_id) ?? []), { ...fact, localDate: p.local_date, voidedByName: p.voided_by_name, voidReason: p.void_reason }]);
        continue;
      }
      const list = punchesBy.get(p.employee_id) ?? [];
      list.push(fact);
      punchesBy.set(p.employee_id, list);
    }
  } else {
    for (const p of punchRows as { employee_id: string; ats: number[] }[]) {
      punchesBy.set(p.employee_id, p.ats.map((at) => ({ id: '', at: Number(at), kind: 'in', source: 'web', reason: null, createdById: null, createdByName: null, fence: null, fenceDistance: null })));
    }
  }

  // One object per working time, shared by the days and employees on it.
  const factsOf = new Map<string, WorkingTimeFacts | null>();
  const workingTimeOf = (p: WorkingTimeColumns): WorkingTimeFacts | null => {
    const key = p.wt_id ?? '';
    let facts = factsOf.get(key);
    if (facts === undefined) {
      const start = hhmm(p.work_start), end = hhmm(p.work_end);
      const times: ShiftTimes | null = p.wt_day_type === 'workingDay' && start && end
        ? { workStart: start, workEnd: end, breakStart: hhmm(p.break_start), breakEnd: hhmm(p.break_end), beforeWorkMinutes: p.before_work ?? 0, lateAllowanceMinutes: p.late_allowance ?? 0 }
        : null;
      facts = p.wt_id ? { id: p.wt_id, prefix: p.wt_prefix ?? '', name: p.wt_name ?? '', times } : null;
      factsOf.set(key, facts);
    }
    return facts;
  };
  const rosterBy = new Map<string, Map<string, WorkingTimeFacts | null>>();
  for (const r of rosterRows) rosterBy.set(r.employee_id, (rosterBy.get(r.employee_id) ?? new Map()).set(r.date, workingTimeOf(r)));
  const periodsBy = new Map<string, Array<{ from: string; workingTime: WorkingTimeFacts | null }>>();
  for (const r of periodRows) periodsBy.set(r.employee_id, [...(periodsBy.get(r.employee_id) ?? []), { from: r.effective_from, workingTime: workingTimeOf(r) }]);
  const noRoster = new Set<string>();

  const employees = people.map((p): EmployeeAttendanceFacts => {
    const current = workingTimeOf(p);
    const times = current?.times ?? null;
    const leaves = leaveBy.get(p.id);
    const portionOn = (kind: LeaveRow['kind'], date: string): DayPortion | null =>
      (leaves?.find((l) => l.kind === kind && l.date_from <= date && date <= l.date_to)?.duration as DayPortion | undefined) ?? null;
    const leaveOn = (date: string) => portionOn('leave', date);
    const onSiteOn = (date: string) => portionOn('onSite', date);
    const roster = rosterBy.get(p.id);
    const periods = periodsBy.get(p.id);
    const base = {
      employeeId: p.id, code: p.code, name: p.name, companyId: p.company_id, departmentName: p.department, recordsTime: p.record_time,
      joiningDate: p.joining_date, resignDate: p.resign_date, workingTime: current, punches: punchesBy.get(p.id) ?? [],
      voided: voidedBy.get(p.id) ?? [],
    };
    if (!roster && !periods) {
      // Most employees: their default working time on every working day of the week.
      return {
        ...base,
        days: dates.map((date) => ({ date, shift: working(date) ? times : null, holiday: holidays.has(date), leave: leaveOn(date), onSite: onSiteOn(date) })),
        dayWorkingTimes: dates.map(() => current), rostered: noRoster,
        offDays: new Set(dates.filter((date) => !working(date) || (!!current && !times))),
      };
    }
    // The default working time of a date: the period that covers it once the default was ever changed, else today's.
    const defaultOn = (date: string) => (periods ? periods.reduce<WorkingTimeFacts | null>((found, q) => (q.from <= date ? q.workingTime : found), null) : current);
    const days: AttendanceDay[] = [];
    const dayWorkingTimes: Array<WorkingTimeFacts | null> = [];
    const offDays = new Set<string>();
    for (const date of dates) {
      // A roster entry is the explicit word (packages/domain resolveDay): a rostered shift on a
      // weekend is a working day; a rostered day off is off. A public holiday stays a holiday with
      // the rostered shift as its hours (issue 34 point 5: holiday work, LPA s.62-63).
      const rostered = !!roster?.has(date);
      const wt = rostered ? roster!.get(date)! : defaultOn(date);
      const shift = rostered || working(date) ? wt?.times ?? null : null;
      // Off: a rostered day off, a day the week or a holiday gives off, a working time of the day-off kind (not a day without any).
      if (!shift && (rostered || !working(date) || wt)) offDays.add(date);
      dayWorkingTimes.push(wt);
      days.push({ date, shift, holiday: holidays.has(date), leave: leaveOn(date), onSite: onSiteOn(date) });
    }
    return { ...base, days, dayWorkingTimes, rostered: new Set(roster?.keys() ?? []), offDays };
  });
  return { employees, holidays };
}

export type ScheduleDayType = 'working' | 'dayOff' | 'holiday' | 'unscheduled';
/**
 * What the schedule makes of the `i`-th date: a working day on a shift, a day off, a company holiday
 * (unless a shift is rostered on it), or unscheduled (no working time at all).
 */
export function dayTypeOf(e: Pick<EmployeeAttendanceFacts, 'days' | 'offDays'>, i: number): ScheduleDayType {
  const day = e.days[i]!;
  if (day.shift && !day.holiday) return 'working';
  if (day.holiday) return 'holiday';
  return e.offDays.has(day.date) ? 'dayOff' : 'unscheduled';
}

/**
 * How the overtime rules see the `i`-th date (LPA s.61-63): a holiday (a public holiday, a shift
 * rostered on one included, or a day off) with the employee's usual hours to tell holiday work from
 * overtime on a holiday, or a working day with its shift. The overtime figures, the monthly report
 * and payroll read this one answer.
 */
export function overtimeDayOfFacts(e: Pick<EmployeeAttendanceFacts, 'days' | 'offDays' | 'dayWorkingTimes' | 'workingTime'>, i: number): { type: ScheduleDayType; holiday: boolean; shift: ShiftTimes | null } {
  const type = dayTypeOf(e, i);
  const holiday = type === 'holiday' || type === 'dayOff';
  return { type, holiday, shift: holiday ? e.dayWorkingTimes[i]?.times ?? e.workingTime?.times ?? null : e.days[i]!.shift };
}

/** Whether the employee was employed on a date (joined by it, not yet gone). */
export const employedOn = (e: Pick<EmployeeAttendanceFacts, 'joiningDate' | 'resignDate'>, date: string) =>
  (!e.joiningDate || e.joiningDate <= date) && (!e.resignDate || date <= e.resignDate);

/** A day's computed attendance with the punches that belong to it (full rows, in order). */
export type EmployeeDay = DayAttendance & { day: AttendanceDay; punchRows: PunchFact[] };

/**
 * The attendance of one employee's dates, from facts read a day wider on each side than `from`
 * and `to` (so yesterday's night shift keeps its check-out, and a check-in just after midnight
 * that belongs to the night before is found). Days outside employment, and every day of staff who
 * do not record time, have no status.
 */
export function attendanceOfEmployee(e: EmployeeAttendanceFacts, from: string, to: string, now: number, offsetMinutes: number, opts: { rows?: boolean } = {}): EmployeeDay[] {
  const computed = attendanceOfDays(e.days, e.punches.map((p) => p.at), now, offsetMinutes);
  // The rows behind the instants, for the pages (a company's month counts statuses only).
  const withRows = opts.rows ?? true;
  const byInstant = new Map<number, PunchFact[]>();
  if (withRows) for (const p of e.punches) byInstant.set(p.at, [...(byInstant.get(p.at) ?? []), p]);
  const out: EmployeeDay[] = [];
  for (let i = 0; i < computed.length; i++) {
    const a = computed[i]!, day = e.days[i]!;
    if (day.date < from || day.date > to) continue;
    // A day without any working time (none by default, none rostered) has nothing to be judged against.
    const judged = e.recordsTime && (!!e.dayWorkingTimes[i] || e.rostered.has(day.date)) && employedOn(e, day.date);
    // Give each instant back its row (equal instants keep their order).
    const taken = new Map<number, number>();
    const punchRows = withRows ? a.punches.map((at) => { const n = taken.get(at) ?? 0; taken.set(at, n + 1); return byInstant.get(at)![n]!; }) : [];
    out.push(judged ? { ...a, day, punchRows } : { ...a, status: null, workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, day, punchRows });
  }
  return out;
}
