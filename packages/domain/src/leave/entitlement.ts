import { nextDay } from '../masters/rules/working-time';
import { workingDayTest, type WorkingDayTest } from './work-calendar';

/**
 * The days one leave type gives one employee in one leave year (the calendar year), before HR's
 * ledger adjustments and before what was used (see balance.ts). Inputs come from the leave-type
 * master and the employee's record and are trusted to be valid dates.
 *
 * The rule, as the leave screens state it (issue 14, LPA via THAI-RULES.md "Leave"):
 * - Employed before the year began: the full days per year of the type.
 * - A type the master marks `proRated` (annual vacation) gives a joiner, in the year its days
 *   start, the days per year × the whole calendar months left in the year ÷ 12, rounded DOWN to
 *   the nearest half day. The starting month counts when no working day of it came before the
 *   start: joined 1 January, or 4 January 2027 after a New Year holiday and a weekend, is the full
 *   year; 15 March is April–December = 9 months; 31 December is 0 months = no days that year.
 * - Any other type (sick leave, personal leave, maternity: statutory rights from the first day of
 *   work, LPA s.32, s.34, s.41) gives its full days from the joining year on.
 * - A type that needs one year of service (the master's afterOneYear; statutory annual vacation,
 *   LPA s.30): nothing in the years before the first anniversary of joining; the year of the
 *   anniversary counts from it (pro-rated from it when the type pro-rates); the full days in the
 *   years after. The anniversary of 29 February is 1 March in a common year. The days before the
 *   anniversary cannot be taken (request-rules.ts beforeOneYearIssue), so the figure never depends
 *   on the day it is asked for: an employee whose anniversary is 24 December 2026 is entitled
 *   for 2027 already in November 2026.
 * - Days per year of 0 give 0. An unpaid type is computed the same way from its configured days:
 *   whether a request may go beyond it is balance.ts's concern.
 * - The whole year's days are granted at once (not accrued month by month). Leaving during the
 *   year does not reduce them; HR corrects that with a ledger adjustment if the company wants to.
 * A type counted per pregnancy (maternity) is not a yearly figure at all: see pregnancyBalance.
 */

export type LeaveEntitlementInput = {
  /** The leave type's days per year. */
  daysPerYear: number;
  /** The leave type's "worked over one year" flag (afterOneYear in the master). */
  afterOneYear: boolean;
  /** The leave type's "pro-rated for a joiner" flag (proRated in the master). */
  proRated: boolean;
  /** The employee's joining date, 'YYYY-MM-DD'. */
  joiningDate: string;
  /** The leave year (a calendar year, e.g. 2026). */
  year: number;
  /** The employee's working days around the start (holidays): Monday to Friday when left out. */
  isWorkingDay?: WorkingDayTest;
};

/**
 * Why the figure is what it is, for the screen to explain it: also 'perPregnancy' for a type
 * counted per pregnancy, and 'notForEmployee' for a type the master gives to the other gender
 * (both decided by the server, which knows the pregnancy and the employee).
 */
export const LEAVE_ENTITLEMENT_BASES = ['fullYear', 'proRated', 'notEmployed', 'awaitingOneYear', 'perPregnancy', 'notForEmployee'] as const;
export type LeaveEntitlementBasis = (typeof LEAVE_ENTITLEMENT_BASES)[number];

export type LeaveEntitlement = {
  /** The days of the year (the configured days for a full year; pro-rated ones are multiples of 0.5). */
  days: number;
  basis: LeaveEntitlementBasis;
  /** The whole months of the year counted, 0–12. */
  months: number;
  /** The date the days count from: the joining date, or the first anniversary for a one-year type. */
  countsFrom: string;
};

const MONDAY_TO_FRIDAY = workingDayTest();

/** The entitlement of one employee to one leave type in one year (the rule is in the file comment). */
export function leaveEntitlement(input: LeaveEntitlementInput): LeaveEntitlement {
  const { daysPerYear, afterOneYear, proRated, joiningDate, year } = input;
  const countsFrom = afterOneYear ? firstAnniversary(joiningDate) : joiningDate;
  const none = (basis: LeaveEntitlementBasis): LeaveEntitlement => ({ days: 0, basis, months: 0, countsFrom });
  if (year < yearOf(joiningDate)) return none('notEmployed');
  if (year < yearOf(countsFrom)) return none('awaitingOneYear');

  const perYear = Math.max(daysPerYear, 0);
  if (year > yearOf(countsFrom) || !proRated) return { days: perYear, basis: 'fullYear', months: 12, countsFrom };
  const months = wholeMonthsLeft(countsFrom, input.isWorkingDay ?? MONDAY_TO_FRIDAY);
  if (months === 12) return { days: perYear, basis: 'fullYear', months, countsFrom };
  return { days: downToHalfDay((perYear * months) / 12), basis: 'proRated', months, countsFrom };
}

/** The first anniversary of a date: the same day a year later; 29 February gives 1 March in a common year. */
export function firstAnniversary(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 29 February of a common year over to 1 March.
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * The whole calendar months of its year from a date: its own month counts when no working day of
 * the month came before it (the 1st, or the first working day after a holiday and a weekend).
 */
function wholeMonthsLeft(date: string, isWorkingDay: WorkingDayTest): number {
  const month = Number(date.slice(5, 7));
  let whole = true;
  for (let d = `${date.slice(0, 8)}01`; d < date; d = nextDay(d)) if (isWorkingDay(d)) { whole = false; break; }
  return 12 - month + (whole ? 1 : 0);
}

/** Rounds down to a multiple of 0.5; the epsilon keeps 4.4999999 from binary fractions at 4.5. */
function downToHalfDay(days: number): number {
  return Math.floor(days * 2 + 1e-9) / 2;
}

const yearOf = (date: string): number => Number(date.slice(0, 4));
