import { and, asc, eq, sql } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import { localDateOf, PUNCH_REACH_MINUTES, type AttendanceDay } from '@hr/domain/attendance/status';
import { minutesEarlyIfOutNow, OVERTIME_CHECKOUT_AFTER_MINUTES, punchCard, shiftEndOf, type CardDayType, type CheckoutState, type DashboardSelf, type KindedPunch, type OvertimeCheckoutState, type PunchCard, type PunchView } from '@hr/domain/attendance/punch';
import type { Fence } from '@hr/domain/attendance/geofence';
import { nextDay } from '@hr/domain/masters/rules/working-time';
import { attendancePunches, holidays, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { nameSql } from '../../platform/local-name';
import { localParts } from '../../platform/maintenance';
import { observedHolidayDate } from '../leave/work-calendar.service';
import { dayTypeOf, oneEmployeeFacts, type CompanyFenceColumns, type EmployeeAttendanceFacts, type PunchFact } from './attendance-days.query';
import { fenceOfColumns } from './geofence.service';
import { ticketOf } from './punch-ticket';

/** How many days before today the card reads: a night shift of yesterday, and the night before it (whose check-out falls on yesterday's date). */
const DAYS_BEFORE = 2;

const dayBefore = (date: string, n = 1) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/** The business zone's offset from UTC at an instant, in minutes (Asia/Bangkok: 420), as the status calculator takes it. */
export function zoneOffsetMinutes(now: Date, timeZone: string): number {
  const { date, time } = localParts(now, timeZone);
  const wall = Date.parse(`${date}T${time}:00Z`);
  return Math.round((wall - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000);
}

/** The columns a punch is shown from. */
export const punchColumns = {
  id: attendancePunches.id, at: attendancePunches.at, kind: attendancePunches.kind, source: attendancePunches.source,
  fence: attendancePunches.fence, fenceDistance: attendancePunches.fenceDistance,
};
type PunchRow = { id: string; at: Date; kind: PunchView['kind']; source: PunchView['source']; fence: PunchView['fence']; fenceDistance: number | null };
export const punchView = (p: PunchRow): PunchView =>
  ({ id: p.id, at: p.at.toISOString(), kind: p.kind, source: p.source, fence: p.fence, fenceDistance: p.fenceDistance });

/** Everything the card is made of, read at one instant. */
export type CardFacts = {
  view: DashboardSelf;
  days: AttendanceDay[];
  punches: KindedPunch[];
  card: PunchCard;
  offset: number;
  now: Date;
  /** The employee's company's geofence with the workplace's position (the view carries it without). */
  fence: Fence | null;
};

/**
 * The caller's check-in card at `now`: the employee's working time (names in the reader's
 * language), the work calendar of the last three days (Monday to Friday without the holiday
 * master's days, the leave module's calendar), their approved leave and their punches, put
 * through the status calculator, and their company's geofence. Reads only.
 */
export async function readCard(db: DbOrTx, deps: Pick<Deps, 'config'>, employeeId: string, lang: Lang, now: Date): Promise<CardFacts> {
  return cardOf(await readCardFacts(db, deps, employeeId, lang, now), deps, now);
}

/** What a card is made of: the employee's facts of the card's three days, the holidays named, and the company's geofence. */
export type CardRead = { person: EmployeeAttendanceFacts; holidayName: Map<string, string>; fence: Fence | null; fenceColumns: CompanyFenceColumns };

/** Reads a card's facts at `now` (the resolver the attendance pages read through). */
export async function readCardFacts(db: DbOrTx, deps: Pick<Deps, 'config'>, employeeId: string, lang: Lang, now: Date): Promise<CardRead> {
  const today = localParts(now, deps.config.APP_TIMEZONE).date;
  // One round trip: a check-in reads this on every press.
  const { facts: { employees: [person], holidays: holidayName }, company } = await oneEmployeeFacts(db, lang, employeeId, dayBefore(today, DAYS_BEFORE), today);
  if (!person || !company) throw new AppError('RECORD_GONE');
  return { person, holidayName, fence: fenceOfColumns(company), fenceColumns: company };
}

/** The card made of facts already read (with a punch just written added to them: no second read). */
export function cardOf({ person, holidayName, fence }: CardRead, deps: Pick<Deps, 'config'>, now: Date): CardFacts {
  const tz = deps.config.APP_TIMEZONE;
  const today = localParts(now, tz).date;
  const days = person.days;
  const offset = zoneOffsetMinutes(now, tz);
  const punches: KindedPunch[] = person.punches.map((p) => ({ at: p.at, kind: p.kind }));
  const card = punchCard(days, punches, now.getTime(), offset);
  const date = card.day.date;
  // The day's working time and what the schedule makes of it (a roster entry, else the default).
  const index = days.findIndex((d) => d.date === date);
  const dayWorkingTime = person.dayWorkingTimes[index] ?? null;
  const shiftTimes = days[index]?.shift ?? null;
  const dayType: CardDayType = dayTypeOf(person, index);
  // The card's punches in the calculator's order, each back to its row.
  const byInstant = new Map<number, PunchFact[]>();
  for (const r of person.punches) byInstant.set(r.at, [...(byInstant.get(r.at) ?? []), r]);
  const listed = card.punches.map((p) => byInstant.get(p.at)!.shift()!);
  // Nothing to say about a day without a working time, or for staff who do not record time.
  const judged = person.recordsTime && dayType !== 'unscheduled';
  // A voided punch still holds its seq (the insert counts every row of the day).
  const expectedSeq = person.punches.filter((p) => localDateOf(p.at, offset) === today).length + person.voided.filter((p) => p.localDate === today).length;
  // What the card says next holds until midnight, or, standing on yesterday's night shift, until that shift is out of reach.
  // A check-out offered before the overtime mark holds until that mark (then it is the end of overtime).
  const end = shiftEndOf(card.day, offset);
  const until = Math.min(
    date === today ? Date.parse(`${nextDay(today)}T00:00:00Z`) - offset * 60_000 : (end ?? now.getTime()) + PUNCH_REACH_MINUTES * 60_000,
    card.next.kind === 'out' && end !== null && end + OVERTIME_CHECKOUT_AFTER_MINUTES * 60_000 > now.getTime() ? end + OVERTIME_CHECKOUT_AFTER_MINUTES * 60_000 : Infinity,
  );
  const view: DashboardSelf = {
    now: now.toISOString(), today, date, recordsTime: person.recordsTime,
    fence: fence && { radius: fence.radius, outside: fence.outside, noPosition: fence.noPosition },
    dayType,
    holidayName: holidayName.get(date) ?? null,
    shift: dayType === 'working' && shiftTimes
      ? { id: dayWorkingTime!.id, name: dayWorkingTime!.name, workStart: shiftTimes.workStart, workEnd: shiftTimes.workEnd, breakStart: shiftTimes.breakStart ?? null, breakEnd: shiftTimes.breakEnd ?? null,
        beforeWorkMinutes: shiftTimes.beforeWorkMinutes, lateAllowanceMinutes: shiftTimes.lateAllowanceMinutes }
      : null,
    leave: card.day.leave ?? null,
    punches: listed.map((p) => punchView({ ...p, at: new Date(p.at) })),
    next: card.next,
    // The punches recorded on today's business date: the seq the next one takes.
    expectedSeq,
    ticket: person.recordsTime ? ticketOf({ date: today, seq: expectedSeq, kind: card.next.kind, until }) : null,
    status: judged ? card.attendance.status : null,
    workedMinutes: judged ? card.attendance.workedMinutes : 0,
    lateMinutes: judged ? card.attendance.lateMinutes : 0,
    earlyLeaveMinutes: judged ? card.attendance.earlyLeaveMinutes : 0,
  };
  return { view, days, punches, card, offset, now, fence };
}

/** What both check-out reads start from: the open check-in of the card's day (if any) and the shift's end (on a working day). */
function openPeriod(f: CardFacts) {
  const open = f.card.next.kind !== 'in' ? f.card.punches[f.card.punches.length - 1]! : null;
  const end = f.view.dayType === 'working' ? shiftEndOf(f.card.day, f.offset) : null;
  return { open, end, base: { now: f.now.toISOString(), checkedInAt: open ? new Date(open.at).toISOString() : null, shiftEnd: end === null ? null : new Date(end).toISOString() } };
}

/** What a check-out now would be: the open check-in, the shift's end, and how many minutes early (a read). */
export function checkoutState(f: CardFacts): CheckoutState {
  const { open, base } = openPeriod(f);
  return { ...base, minutesEarly: open && f.view.dayType === 'working' ? minutesEarlyIfOutNow(f.days, f.punches, f.card.day, f.now.getTime(), f.offset) : 0 };
}

/** What a check-out of overtime now would be: the open check-in, the shift's end, the minutes past it, whether the card offers it (a read). */
export function overtimeCheckoutState(f: CardFacts): OvertimeCheckoutState {
  const { open, end, base } = openPeriod(f);
  return {
    ...base,
    overtimeMinutes: open && end !== null && f.now.getTime() > end ? Math.floor((f.now.getTime() - end) / 60_000) : 0,
    offered: f.card.next.kind === 'otOut',
  };
}

/** The active holidays from today on, nearest first, named in the reader's language. */
export async function upcomingHolidays(db: DbOrTx, today: string, lang: Lang, limit: number) {
  return db.select({ date: observedHolidayDate, name: nameSql(lang, holidays) }).from(holidays)
    .where(and(eq(holidays.active, true), sql`${observedHolidayDate}::date >= ${today}::date`)).orderBy(asc(observedHolidayDate)).limit(limit);
}
