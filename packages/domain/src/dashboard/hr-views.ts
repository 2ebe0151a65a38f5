import { z } from 'zod';
import type { InboxCounts } from '../approval/schemas';
import type { AttendanceStatusFilter } from '../attendance/views';
import { ZIsoDate } from '../dates';
import type { LeaveDuration } from '../leave/number-of-days';
import type { OnSiteWorkType } from '../onsite/schemas';
import { ZUuid } from '../validators';

/*
 * The HR dashboard (issue 18 point 2): what HR needs to know this morning about everyone in their
 * scope, in one call: headcount and movement, a day's attendance, who is away, what waits for a
 * decision, documents running out, probation ends and anniversaries. Every figure comes with the
 * list behind it (the first HR_LIST_SHOWN, and how many in all) or names the page that lists it.
 * Names come in the reader's language; dates 'YYYY-MM-DD'.
 */

/** How many people a list of the dashboard carries; the figure beside it counts them all. */
export const HR_LIST_SHOWN = 50;
/** How many expiring documents the dashboard lists (the expiry report lists them all). */
export const HR_DOCUMENTS_SHOWN = 10;
/** "This week": today and the six days after it. */
export const HR_WEEK_DAYS = 7;

/**
 * How long probation lasts when the record names no end: 119 days from joining. Thai law (Labour
 * Protection Act s.118) owes severance from 120 days' service, so probation ends the day before.
 */
export const PROBATION_DAYS = 119;

/**
 * The body of get/dashboard/hr/search: a company, a department of it, and the date of the
 * attendance chart (today when left out; never after today). The GET answers the same for
 * everyone in the caller's scope today.
 */
export const ZHrDashboardSearch = z.strictObject({
  companyId: ZUuid.optional(),
  departmentId: ZUuid.optional(),
  date: ZIsoDate.optional(),
});
export type HrDashboardSearch = z.infer<typeof ZHrDashboardSearch>;

/**
 * The slices of the attendance chart and the statuses (as the daily report filters them) each
 * holds: arriving late is late whether or not the person also left early; 'dayOff' is a day off
 * or a holiday nobody worked; 'none' is a working day the calculator has not judged yet (still
 * open: nobody checked in, or checked in without checking out). The slices cover every status filter exactly once.
 */
export const HR_ATTENDANCE_SLICES = {
  onTime: ['onTime', 'earlyIn'],
  late: ['late', 'lateAndEarly'],
  absent: ['absent'],
  leave: ['leave'],
  onSite: ['onSite'],
  noRecord: ['noRecord'],
  other: ['notFullHours', 'leaveEarly', 'holidayEntry'],
  dayOff: ['dayOff'],
  none: ['none'],
} as const satisfies Record<string, readonly AttendanceStatusFilter[]>;
export type HrAttendanceSlice = keyof typeof HR_ATTENDANCE_SLICES;
export const HR_ATTENDANCE_SLICE_NAMES = Object.keys(HR_ATTENDANCE_SLICES) as HrAttendanceSlice[];

/** How many employee-days each slice holds, from the daily report's counts per status. */
export function attendanceSlices(counts: Partial<Record<AttendanceStatusFilter, number>>): Record<HrAttendanceSlice, number> {
  const out = {} as Record<HrAttendanceSlice, number>;
  for (const slice of HR_ATTENDANCE_SLICE_NAMES) out[slice] = HR_ATTENDANCE_SLICES[slice].reduce((n, s: AttendanceStatusFilter) => n + (counts[s] ?? 0), 0);
  return out;
}

/** A person as the dashboard's lists name them. */
export type HrPerson = { id: string; code: string; name: string; department: string | null };
/** A person and the date that puts them on a list (joined, left, probation ends, anniversary). */
export type HrDatedPerson = HrPerson & { date: string };
/** A person on probation and the day it ends (null: the record names neither the end nor the joining date). */
export type HrOnProbation = HrPerson & { date: string | null };
/** The first HR_LIST_SHOWN of a list, and how many in all. */
export type HrList<T> = { total: number; items: T[] };
/** Approved leave or on-site work (or work from home) of one person over some of the dates asked. */
export type HrAway = HrPerson & {
  kind: 'leave' | 'onSite';
  /** The leave type's name (leave), or null. */
  leaveType: string | null;
  /** On site or from home (onSite), or null. */
  workType: OnSiteWorkType | null;
  dateFrom: string; dateTo: string; duration: LeaveDuration;
};
/** A passport or work permit that runs out within the warning days, or has run out. */
export type HrExpiring = HrPerson & { document: 'passport' | 'workPermit'; expiresOn: string; daysLeft: number };

export type HrDashboard = {
  /** Today in the business time zone. */
  today: string;
  /** The first and last dates of this month. */
  month: { from: string; to: string };
  /** Employed today; joined and left this month (left: their last day); on probation today (date: when it ends). */
  headcount: { active: number; joiners: HrList<HrDatedPerson>; leavers: HrList<HrDatedPerson>; onProbation: HrList<HrOnProbation> };
  /**
   * A day of everyone who records time, as the daily attendance report counts it (its `counts`,
   * per status filter), computed at `asOf` (the figures may be up to HR_ATTENDANCE_FRESH_SECONDS old).
   */
  attendance: { date: string; asOf: string; employees: number; counts: Partial<Record<AttendanceStatusFilter, number>> };
  /** Approved leave and on-site work touching today, and today to the end of the week (`to`); totals count people. */
  away: { today: HrList<HrAway>; week: HrList<HrAway> & { to: string } };
  /** Requests of each type waiting at an open step, filed by someone in scope. */
  pending: InboxCounts;
  /** Documents of people employed today that expire within `days` or have expired, soonest first (the first HR_DOCUMENTS_SHOWN). */
  documents: HrList<HrExpiring> & { days: number; expired: number; passport: number; workPermit: number };
  /** People on probation whose probation ends this month. */
  probationEnds: HrList<HrDatedPerson>;
  /** People who joined in this month of an earlier year (date: this year's anniversary). */
  anniversaries: HrList<HrDatedPerson & { years: number }>;
};

/** How old the attendance figures of a large scope may be: they are computed at most this often per scope and date. */
export const HR_ATTENDANCE_FRESH_SECONDS = 30;
