/**
 * The days one leave type gives one employee in one leave year (the calendar year), before HR's
 * ledger adjustments and before what was used (see balance.ts). Inputs come from the leave-type
 * master and the employee's record and are trusted to be valid dates.
 *
 * The rule, as the leave screens state it:
 * - Employed before the year began: the full days per year of the type.
 * - Joined during the year: the days per year × the whole calendar months left in the year from
 *   the joining date ÷ 12, rounded DOWN to the nearest half day. The joining month counts only when
 *   the employee joined on its 1st (joined 1 January = the full year, 15 March = April–December =
 *   9 months, 31 December = 0 months = no days that year).
 * - A type that needs one year of service (the master's afterOneYear; statutory annual vacation,
 *   LPA s.30, THAI-RULES.md): nothing before the first anniversary of joining; in the year of the
 *   anniversary the same pro-rating counted from the anniversary instead of the joining date; the
 *   full days in the years after. The anniversary of 29 February is 1 March in a common year (the
 *   first day on which a full year has been served).
 * - Days per year of 0 give 0. An unpaid type is computed the same way from its configured days:
 *   the figure is what the screens show; whether a request may go beyond it is balance.ts's
 *   concern (unpaid requests always fit).
 * - The whole year's days are granted at once (not accrued month by month), so `asOf` matters only
 *   for the one-year rule. Leaving during the year does not reduce them; HR corrects that with a
 *   ledger adjustment if the company wants to.
 */

export type LeaveEntitlementInput = {
  /** The leave type's days per year. */
  daysPerYear: number;
  /** The leave type's "worked over one year" flag (afterOneYear in the master). */
  afterOneYear: boolean;
  /** The employee's joining date, 'YYYY-MM-DD'. */
  joiningDate: string;
  /** The leave year (a calendar year, e.g. 2026). */
  year: number;
  /** The day the calculation is for (usually today), 'YYYY-MM-DD'. */
  asOf: string;
};

/** Why the figure is what it is, for the screen to explain it. */
export type LeaveEntitlementBasis = 'fullYear' | 'proRated' | 'notEmployed' | 'awaitingOneYear';

export type LeaveEntitlement = {
  /** The days of the year (the configured days for a full year; pro-rated ones are multiples of 0.5). */
  days: number;
  basis: LeaveEntitlementBasis;
  /** The whole months of the year counted, 0–12. */
  months: number;
  /** The date the months count from: the joining date, or the first anniversary for a one-year type. */
  countsFrom: string;
};

/** The entitlement of one employee to one leave type in one year (the rule is in the file comment). */
export function leaveEntitlement(input: LeaveEntitlementInput): LeaveEntitlement {
  const { daysPerYear, afterOneYear, joiningDate, year, asOf } = input;
  const countsFrom = afterOneYear ? firstAnniversary(joiningDate) : joiningDate;
  const none = (basis: LeaveEntitlementBasis): LeaveEntitlement => ({ days: 0, basis, months: 0, countsFrom });
  if (year < yearOf(joiningDate)) return none('notEmployed');
  if (afterOneYear && (asOf < countsFrom || year < yearOf(countsFrom))) return none('awaitingOneYear');

  const months = year > yearOf(countsFrom) ? 12 : wholeMonthsLeft(countsFrom);
  const perYear = Math.max(daysPerYear, 0);
  if (months === 12) return { days: perYear, basis: 'fullYear', months, countsFrom };
  return { days: downToHalfDay((perYear * months) / 12), basis: 'proRated', months, countsFrom };
}

/** The first anniversary of a date: the same day a year later; 29 February gives 1 March in a common year. */
export function firstAnniversary(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 29 February of a common year over to 1 March.
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

/** The whole calendar months of its year on or after a date: its own month only when the date is the 1st. */
function wholeMonthsLeft(date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return 12 - month + (day === 1 ? 1 : 0);
}

/** Rounds down to a multiple of 0.5; the epsilon keeps 4.4999999 from binary fractions at 4.5. */
function downToHalfDay(days: number): number {
  return Math.floor(days * 2 + 1e-9) / 2;
}

const yearOf = (date: string): number => Number(date.slice(0, 4));
