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
};

export type LeaveBalance = {
  entitlement: number;
  /** The sum of the adjustments. */
  adjusted: number;
  used: number;
  pending: number;
  /** entitlement + adjusted − used − pending; below 0 when HR took away days already spent. */
  remaining: number;
};

/** Adds up a balance. Works in hundredths of a day so 0.1 + 0.2 style drift never shows on screen. */
export function leaveBalance(input: LeaveBalanceInput): LeaveBalance {
  const adjusted = fromHundredths((input.adjustments ?? []).reduce((sum, a) => sum + hundredths(a), 0));
  const remaining = fromHundredths(hundredths(input.entitlement) + hundredths(adjusted) - hundredths(input.used) - hundredths(input.pending));
  return { entitlement: input.entitlement, adjusted, used: input.used, pending: input.pending, remaining };
}

/**
 * Whether a request of `days` fits the remaining balance. Unpaid types always fit: the days per
 * year of an unpaid type is a guide, and going beyond it only costs the employee pay.
 */
export function fitsBalance(balance: Pick<LeaveBalance, 'remaining'>, days: number, unpaid: boolean): boolean {
  return unpaid || hundredths(days) <= hundredths(balance.remaining);
}

const hundredths = (n: number): number => Math.round(n * 100);
const fromHundredths = (n: number): number => n / 100;
