/**
 * The balance of one leave type for one employee in one leave year: what the type gives
 * (entitlement.ts), plus HR's ledger adjustments (never an overwritten number), minus the days of
 * approved requests (used) and of requests waiting for approval (pending, held so two requests
 * cannot both spend the same days).
 *
 * A request that spans two years (see numberOfLeaveDays().byYear) is checked against each year's
 * balance with that year's days. When a pending request is edited, leave its own days out of
 * `pending` before checking the new figure.
 */

export type LeaveBalanceInput = {
  entitlement: number;
  /** HR's ledger rows for the year: positive adds days, negative removes them. */
  adjustments?: readonly number[];
  used: number;
  pending: number;
  /**
   * Days beyond the entitlement are still accepted and count as unpaid leave of the type (sick
   * leave: a right for as long as the employee is sick, LPA s.32, paid up to 30 days, s.57).
   */
  unpaidBeyond?: boolean;
};

export type LeaveBalance = {
  entitlement: number;
  /** The sum of the adjustments. */
  adjusted: number;
  used: number;
  pending: number;
  /** entitlement + adjusted − used − pending; below 0 when HR took away days already spent (0 at least for an unpaidBeyond type). */
  remaining: number;
  /** For an unpaidBeyond type: the approved and pending days beyond the entitlement, which are unpaid. */
  beyond: number;
};

/** Adds up a balance. Works in hundredths of a day so 0.1 + 0.2 style drift never shows on screen. */
export function leaveBalance(input: LeaveBalanceInput): LeaveBalance {
  const adjusted = fromHundredths((input.adjustments ?? []).reduce((sum, a) => sum + hundredths(a), 0));
  const left = hundredths(input.entitlement) + hundredths(adjusted) - hundredths(input.used) - hundredths(input.pending);
  const beyond = input.unpaidBeyond && left < 0 ? -left : 0;
  return { entitlement: input.entitlement, adjusted, used: input.used, pending: input.pending, remaining: fromHundredths(left + beyond), beyond: fromHundredths(beyond) };
}

/**
 * Whether a request of `days` fits the remaining balance. `unbounded` types always fit: the days
 * per year of an unpaid type is a guide, and going beyond it only costs the employee pay; the days
 * beyond an unpaidBeyond type's entitlement are unpaid leave of that type (see boundlessType).
 */
export function fitsBalance(balance: Pick<LeaveBalance, 'remaining'>, days: number, unbounded: boolean): boolean {
  return unbounded || hundredths(days) <= hundredths(balance.remaining);
}

/** Whether a leave type accepts any number of days: an unpaid type, or one whose excess is unpaid (sick leave). */
export const boundlessType = (type: { unpaid?: unknown; unpaidBeyond?: unknown }): boolean => Boolean(type.unpaid) || Boolean(type.unpaidBeyond);

const hundredths = (n: number): number => Math.round(n * 100);
const fromHundredths = (n: number): number => n / 100;
