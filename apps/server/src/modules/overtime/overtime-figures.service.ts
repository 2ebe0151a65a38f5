import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { addDays } from '@hr/domain';
import type { Lang } from '@hr/domain';
import { overtimeOf, weekStartOf, weeklyOvertime, workedOvertime, type OvertimeResult, type OvertimeSegment, type PayBasis } from '@hr/domain/overtime/calculator';
import type { OvertimeFigures, OvertimeMoment, OvertimePreview } from '@hr/domain/overtime/schemas';
import { minutesOf } from '@hr/domain/masters/rules/working-time';
import { companies, employees, masterEmploymentTypes, overtimeRequests, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { fieldError } from '../../platform/validation-errors';
import { attendanceOfEmployee, oneEmployeeFacts, overtimeDayOfFacts } from '../attendance/attendance-days.query';


/** What the schedule says of an employee's date for overtime: whether it is a holiday for them, the shift (or their usual hours), the pay basis, the company's cap policy. */
export async function overtimeDayOf(db: DbOrTx, lang: Lang, employeeId: string, date: string) {
  const [{ facts }, [who]] = await Promise.all([
    oneEmployeeFacts(db, lang, employeeId, date, date),
    db.select({ payBasis: masterEmploymentTypes.payBasis, policy: companies.overtimeCapPolicy, countHolidayWork: companies.overtimeCapCountsHolidayWork })
      .from(employees).innerJoin(companies, eq(companies.id, employees.companyId))
      .leftJoin(masterEmploymentTypes, eq(masterEmploymentTypes.id, employees.employmentTypeId))
      .where(eq(employees.id, employeeId)).limit(1),
  ]);
  const e = facts.employees[0];
  if (!e || !who) throw new AppError('RECORD_GONE');
  // On a holiday the usual hours tell holiday work from overtime on a holiday (LPA s.62-63).
  const { type, holiday, shift } = overtimeDayOfFacts(e, 0);
  return {
    facts: e, type, holiday, shift,
    payBasis: (who.payBasis === 'daily' ? 'daily' : 'monthly') as PayBasis,
    policy: (who.policy === 'block' ? 'block' : 'warn') as 'warn' | 'block',
    // Ministerial Regulation No. 3 counts holiday work in the 36 hours: the law unless the company says otherwise (issue 34 point 6).
    countHolidayWork: who.countHolidayWork !== false,
  };
}

/**
 * The minutes the weekly cap counts of the employee's requests in the week of a date (Monday to
 * Sunday), one request left out: overtime, and holiday work too where the company counts it.
 */
export async function weekMinutesOf(db: DbOrTx, employeeId: string, date: string, exceptId?: string, opts: { countHolidayWork?: boolean; statuses?: Array<'pending' | 'approved'> } = {}): Promise<number> {
  const from = weekStartOf(date);
  const counted = opts.countHolidayWork ? sql`${overtimeRequests.overtimeMinutes} + ${overtimeRequests.holidayWorkMinutes}` : sql`${overtimeRequests.overtimeMinutes}`;
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${counted}), 0)::int` }).from(overtimeRequests)
    .where(and(eq(overtimeRequests.employeeId, employeeId), inArray(overtimeRequests.status, opts.statuses ?? ['pending', 'approved']),
      gte(overtimeRequests.date, from), lte(overtimeRequests.date, addDays(from, 6)), exceptId ? ne(overtimeRequests.id, exceptId) : undefined));
  return row?.n ?? 0;
}

const momentOf = (type: string, segments: OvertimeSegment[], shiftStart: string | undefined): OvertimeMoment => {
  if (type === 'holiday') return 'holiday';
  if (type === 'dayOff') return 'dayOff';
  return shiftStart && segments[0] && segments[0].from < minutesOf(shiftStart) ? 'beforeWork' : 'afterWork';
};

/**
 * The figures of a request as the calculator gives them from the employee's schedule as this
 * transaction sees it, or the calculator's refusal: filing and re-pricing (overtime-reprice) read
 * the same figures.
 */
export async function figuresOf(db: DbOrTx, lang: Lang, employeeId: string, v: OvertimePreview): Promise<OvertimeFigures | { issue: 'endNotAfterStart' | 'insideShift' }> {
  const day = await overtimeDayOf(db, lang, employeeId, v.date);
  const result: OvertimeResult = overtimeOf({ start: v.startTime, end: v.endTime, holiday: day.holiday, shift: day.shift, payBasis: day.payBasis });
  if (!result.ok) return { issue: result.issue };
  const already = await weekMinutesOf(db, employeeId, v.date, v.id, { countHolidayWork: day.countHolidayWork });
  const week = weeklyOvertime({ alreadyMinutes: already, request: result, countHolidayWork: day.countHolidayWork });
  return {
    moment: momentOf(day.type, result.segments, day.shift?.workStart),
    segments: result.segments, minutes: result.minutes, overtimeMinutes: result.overtimeMinutes, holidayWorkMinutes: result.holidayWorkMinutes,
    week: { weekStart: weekStartOf(v.date), total: week.total, cap: week.cap, exceeds: week.exceeds, policy: day.policy },
  };
}

/**
 * The figures of a request as the calculator gives them from the employee's schedule: its kinds
 * and multipliers, when it falls, and the week's overtime with it against the cap. A time range
 * the calculator refuses is a field error (end not after start; inside the shift: not overtime).
 */
export async function overtimeFigures(db: DbOrTx, lang: Lang, employeeId: string, v: OvertimePreview): Promise<OvertimeFigures> {
  const f = await figuresOf(db, lang, employeeId, v);
  if ('issue' in f) {
    if (f.issue === 'insideShift') throw new AppError('OVERTIME_INSIDE_SHIFT');
    throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'endTime', 'endAfterStart')]);
  }
  return f;
}

/**
 * The approved segments within the time the employee was punched in on the request's date (the
 * day's punches as attendance assigns them, night shifts included): the first punch to the last,
 * in minutes from the date's midnight. Null before any punch.
 */
export async function workedOf(db: DbOrTx, lang: Lang, employeeId: string, date: string, segments: OvertimeSegment[], now: Date, offsetMinutes: number) {
  const { facts } = await oneEmployeeFacts(db, lang, employeeId, addDays(date, -1), addDays(date, 1));
  const e = facts.employees[0];
  if (!e) return null;
  const day = attendanceOfEmployee(e, date, date, now.getTime(), offsetMinutes, { rows: true })[0];
  const ats = (day?.punchRows ?? []).map((p) => p.at).sort((a, b) => a - b);
  if (!ats.length) return null;
  const midnight = Date.parse(`${date}T00:00:00Z`) - offsetMinutes * 60_000;
  const at = (ms: number) => Math.floor((ms - midnight) / 60_000);
  return ats.length < 2 ? workedOvertime(segments, []) : workedOvertime(segments, [[at(ats[0]!), at(ats[ats.length - 1]!)]]);
}
