import { and, asc, between, eq, gte, lte, sql } from 'drizzle-orm';
import { workingDayTest, type Lang } from '@hr/domain';
import type { AttendanceDay, DayPortion, ShiftTimes } from '@hr/domain/attendance/status';
import { minutesEarlyIfOutNow, punchCard, shiftEndOf, type CardDayType, type CheckoutState, type DashboardSelf, type KindedPunch, type PunchCard, type PunchView } from '@hr/domain/attendance/punch';
import { nextDay } from '@hr/domain/masters/rules/working-time';
import { attendancePunches, employees, holidays, leaveRequests, workingTimes, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { nameSql } from '../../platform/local-name';
import { localParts } from '../../platform/maintenance';
import { workCalendarOf } from '../leave/work-calendar.service';

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

const hhmm = (t: unknown) => (typeof t === 'string' && t ? t.slice(0, 5) : null);

type PunchRow = { id: string; at: Date; kind: PunchView['kind']; source: PunchView['source']; localDate: string; seq: number };
export const punchView = (p: Pick<PunchRow, 'id' | 'at' | 'kind' | 'source'>): PunchView => ({ id: p.id, at: p.at.toISOString(), kind: p.kind, source: p.source });

/** Everything the card is made of, read at one instant. */
export type CardFacts = {
  view: DashboardSelf;
  days: AttendanceDay[];
  punches: KindedPunch[];
  card: PunchCard;
  offset: number;
  now: Date;
};

/**
 * The caller's check-in card at `now`: the employee's working time (names in the reader's
 * language), the work calendar of the last three days (Monday to Friday without the holiday
 * master's days, the leave module's calendar), their approved leave and their punches, put
 * through the status calculator. Reads only.
 */
export async function readCard(db: DbOrTx, deps: Pick<Deps, 'config'>, employeeId: string, lang: Lang, now: Date): Promise<CardFacts> {
  const tz = deps.config.APP_TIMEZONE;
  const today = localParts(now, tz).date;
  const from = dayBefore(today, DAYS_BEFORE);
  const [[person], holidayRows, punchRows, leaveRows] = await Promise.all([
    db.select({
      recordTime: employees.recordTime, workingTimeId: employees.workingTimeId,
      dayType: sql<string | null>`${workingTimes.dayType}`, name: nameSql(lang, workingTimes),
      workStart: sql<string | null>`${workingTimes.workStart}::text`, workEnd: sql<string | null>`${workingTimes.workEnd}::text`,
      breakStart: sql<string | null>`${workingTimes.breakStart}::text`, breakEnd: sql<string | null>`${workingTimes.breakEnd}::text`,
      beforeWorkMinutes: sql<number | null>`${workingTimes.beforeWorkMinutes}`, lateAllowanceMinutes: sql<number | null>`${workingTimes.lateAllowanceMinutes}`,
    }).from(employees).leftJoin(workingTimes, eq(workingTimes.id, employees.workingTimeId)).where(eq(employees.id, employeeId)).limit(1),
    db.select({ date: sql<string>`${holidays.date}::text`, name: nameSql(lang, holidays) }).from(holidays)
      .where(and(eq(holidays.active, true), between(holidays.date, from, today))),
    db.select({ id: attendancePunches.id, at: attendancePunches.at, kind: attendancePunches.kind, source: attendancePunches.source, localDate: attendancePunches.localDate, seq: attendancePunches.seq })
      .from(attendancePunches).where(and(eq(attendancePunches.employeeId, employeeId), between(attendancePunches.localDate, from, today)))
      .orderBy(asc(attendancePunches.at), asc(attendancePunches.seq)),
    db.select({ duration: leaveRequests.duration, dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo }).from(leaveRequests)
      .where(and(eq(leaveRequests.employeeId, employeeId), eq(leaveRequests.status, 'approved'), lte(leaveRequests.dateFrom, today), gte(leaveRequests.dateTo, from))),
  ]);
  if (!person) throw new AppError('RECORD_GONE');

  const holidayName = new Map(holidayRows.map((h) => [h.date, h.name]));
  const working = workingDayTest(workCalendarOf(employeeId, [...holidayName.keys()]));
  const start = hhmm(person.workStart), end = hhmm(person.workEnd);
  const shiftTimes: ShiftTimes | null = person.dayType === 'workingDay' && start && end
    ? { workStart: start, workEnd: end, breakStart: hhmm(person.breakStart), breakEnd: hhmm(person.breakEnd), beforeWorkMinutes: person.beforeWorkMinutes ?? 0, lateAllowanceMinutes: person.lateAllowanceMinutes ?? 0 }
    : null;
  const leaveOn = (date: string): DayPortion | null => (leaveRows.find((l) => l.dateFrom <= date && date <= l.dateTo)?.duration as DayPortion | undefined) ?? null;
  const days: AttendanceDay[] = [];
  for (let d = from; d <= today; d = nextDay(d)) {
    days.push({ date: d, shift: working(d) ? shiftTimes : null, holiday: holidayName.has(d), leave: leaveOn(d) });
  }

  const rows = punchRows as PunchRow[];
  const punches: KindedPunch[] = rows.map((p) => ({ at: p.at.getTime(), kind: p.kind }));
  const offset = zoneOffsetMinutes(now, tz);
  const card = punchCard(days, punches, now.getTime(), offset);
  const date = card.day.date;
  const dayType: CardDayType = holidayName.has(date) ? 'holiday' : !working(date) ? 'dayOff' : !person.workingTimeId ? 'unscheduled' : shiftTimes ? 'working' : 'dayOff';
  // The card's punches in the calculator's order, each back to its row.
  const byInstant = new Map<number, PunchRow[]>();
  for (const r of rows) byInstant.set(r.at.getTime(), [...(byInstant.get(r.at.getTime()) ?? []), r]);
  const listed = card.punches.map((p) => byInstant.get(p.at)!.shift()!);
  // Nothing to say about a day without a working time, or for staff who do not record time.
  const judged = person.recordTime && dayType !== 'unscheduled';
  const view: DashboardSelf = {
    now: now.toISOString(), today, date, recordsTime: person.recordTime, dayType,
    holidayName: holidayName.get(date) ?? null,
    shift: dayType === 'working' && shiftTimes
      ? { id: person.workingTimeId!, name: person.name, workStart: shiftTimes.workStart, workEnd: shiftTimes.workEnd, breakStart: shiftTimes.breakStart ?? null, breakEnd: shiftTimes.breakEnd ?? null,
        beforeWorkMinutes: shiftTimes.beforeWorkMinutes, lateAllowanceMinutes: shiftTimes.lateAllowanceMinutes }
      : null,
    leave: card.day.leave ?? null,
    punches: listed.map(punchView),
    next: card.next,
    expectedSeq: rows.filter((r) => r.localDate === today).length,
    status: judged ? card.attendance.status : null,
    workedMinutes: judged ? card.attendance.workedMinutes : 0,
    lateMinutes: judged ? card.attendance.lateMinutes : 0,
    earlyLeaveMinutes: judged ? card.attendance.earlyLeaveMinutes : 0,
  };
  return { view, days, punches, card, offset, now };
}

/** What a check-out now would be: the open check-in, the shift's end, and how many minutes early (a read). */
export function checkoutState(f: CardFacts): CheckoutState {
  const open = f.card.next.kind === 'out' ? f.card.punches[f.card.punches.length - 1]! : null;
  const end = f.view.dayType === 'working' ? shiftEndOf(f.card.day, f.offset) : null;
  return {
    now: f.now.toISOString(),
    checkedInAt: open ? new Date(open.at).toISOString() : null,
    shiftEnd: end === null ? null : new Date(end).toISOString(),
    minutesEarly: open && f.view.dayType === 'working' ? minutesEarlyIfOutNow(f.days, f.punches, f.card.day, f.now.getTime(), f.offset) : 0,
  };
}

/** The active holidays from today on, nearest first, named in the reader's language. */
export async function upcomingHolidays(db: DbOrTx, today: string, lang: Lang, limit: number) {
  return db.select({ date: sql<string>`${holidays.date}::text`, name: nameSql(lang, holidays) }).from(holidays)
    .where(and(eq(holidays.active, true), gte(holidays.date, today))).orderBy(asc(holidays.date)).limit(limit);
}
