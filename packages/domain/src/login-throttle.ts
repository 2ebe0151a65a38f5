/**
 * Login throttling (issue 13): failed logins lock an account, or a client address, for a while
 * instead of for good, so nobody can lock an owner out permanently. Pure rules; the API stores the
 * state in the login_throttles table.
 *
 * - Account: `after` wrong passwords for one account (from any address) lock that account.
 * - Address: `after` failures from one address (any account, unknown ids included) lock that
 *   address only; the owner elsewhere is not affected. Its threshold is higher than the account's,
 *   since offices share one address, and its purpose is to slow down guessing across many ids.
 * Each lock lasts the next delay of the list (1, 5, 15 minutes by default; the last one repeats),
 * failures during a lock are not counted, and a quiet day (no failure for FORGET_AFTER_MS) starts
 * the escalation over. A successful login clears the account's state, never the address's (an
 * attacker's own account must not wipe the count of a guessing run).
 */
export type ThrottleState = { failures: number; level: number; lockedUntil: Date | null; lastFailureAt: Date | null };
export type ThrottlePolicy = { after: number; delaysMinutes: readonly number[] };

export const FORGET_AFTER_MS = 24 * 3600_000;
export const FRESH_THROTTLE: ThrottleState = { failures: 0, level: 0, lockedUntil: null, lastFailureAt: null };

/** Whether the state refuses a login at `now`. */
export const isThrottled = (s: ThrottleState | null | undefined, now: Date): boolean => !!s?.lockedUntil && s.lockedUntil > now;

/** The state after one more failure at `now`, and the lock it starts (minutes), if any. */
export function afterFailure(s: ThrottleState, now: Date, policy: ThrottlePolicy): { state: ThrottleState; lockedMinutes: number | null } {
  const stale = !isThrottled(s, now) && (!s.lastFailureAt || now.getTime() - s.lastFailureAt.getTime() >= FORGET_AFTER_MS);
  const base = stale ? FRESH_THROTTLE : s;
  const failures = base.failures + 1;
  if (failures < policy.after) return { state: { ...base, failures, lastFailureAt: now }, lockedMinutes: null };
  const level = base.level + 1;
  const minutes = policy.delaysMinutes[Math.min(level, policy.delaysMinutes.length) - 1]!;
  return { state: { failures: 0, level, lockedUntil: new Date(now.getTime() + minutes * 60_000), lastFailureAt: now }, lockedMinutes: minutes };
}

/** Parses a comma-separated list of delays in minutes ("1,5,15"); null when it is not one. */
export function parseDelays(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.length || parts.some((p) => !/^\d{1,5}$/.test(p) || Number(p) < 1)) return null;
  return parts.map(Number);
}
