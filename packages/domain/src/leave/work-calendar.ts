/**
 * Which dates are working days for one employee: the input of the leave-days calculator (and of
 * anything else that must skip weekends, holidays and a shift worker's days off). Dates are plain
 * 'YYYY-MM-DD' strings; weekdays are read in UTC so no time zone can shift a date.
 */

/** A weekday as `Date.prototype.getUTCDay()` numbers it: 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The default working week, Monday to Friday: the usual office week in Thailand and the one the
 * spec's working-time master describes for day staff. A six-day factory week or a shift pattern
 * is passed explicitly (workingWeekdays, or daysOff / extraWorkingDays per date).
 */
export const MONDAY_TO_FRIDAY: readonly Weekday[] = [1, 2, 3, 4, 5];

export type WorkCalendar = {
  /** The working weekdays of the employee's regular week; Monday to Friday when left out. */
  workingWeekdays?: readonly Weekday[];
  /** The company's holidays (the active rows of the holiday master), 'YYYY-MM-DD'. */
  holidays?: Iterable<string>;
  /** The employee's own days off on dates the week would make working days (a shift schedule). */
  daysOff?: Iterable<string>;
  /** The employee's own working days on dates the week or a holiday would make free (a shift on a weekend or holiday). */
  extraWorkingDays?: Iterable<string>;
};

/** Answers "is this a working day?" for one calendar, with the date lists turned into sets once. */
export type WorkingDayTest = (date: string) => boolean;

/**
 * Builds the working-day test of a calendar. Precedence, most specific first: the employee's own
 * day off (never charged as leave, even if it also appears as an extra working day: the employee
 * is not charged for a contradictory schedule), then the employee's own extra working day (a shift
 * worker rostered on a Sunday or a public holiday uses a leave day to take it off), then a company
 * holiday, then the weekly pattern.
 */
export function workingDayTest(calendar: WorkCalendar = {}): WorkingDayTest {
  const week = new Set<number>(calendar.workingWeekdays ?? MONDAY_TO_FRIDAY);
  const holidays = new Set(calendar.holidays ?? []);
  const daysOff = new Set(calendar.daysOff ?? []);
  const extra = new Set(calendar.extraWorkingDays ?? []);
  return (date) => {
    if (daysOff.has(date)) return false;
    if (extra.has(date)) return true;
    if (holidays.has(date)) return false;
    return week.has(weekdayOf(date));
  };
}

/** The weekday of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): Weekday {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;
}
