import type { AuthUser, Deps } from '../../platform/context';

/** A source of pending approvals for a user (leave, warning letters, ...), added by later modules. */
export type NotificationCounter = { name: string; count(deps: Deps, user: AuthUser): Promise<number> };

/**
 * The sources of each app (its deps), registered as its routes are: kept per app, not per
 * process, so apps built side by side (the test files of one test fork) never see each other's.
 */
const countersOf = new WeakMap<Deps, NotificationCounter[]>();

export function registerNotificationCounter(deps: Deps, counter: NotificationCounter) {
  const counters = countersOf.get(deps) ?? [];
  countersOf.set(deps, counters);
  if (!counters.some((c) => c.name === counter.name)) counters.push(counter);
}

/** The caller's pending-approval count: the sum over every registered source. */
export async function countNotifications(deps: Deps, user: AuthUser): Promise<{ total: number; bySource: Record<string, number> }> {
  const counts = await Promise.all((countersOf.get(deps) ?? []).map(async (c) => [c.name, await c.count(deps, user)] as const));
  return { total: counts.reduce((s, [, n]) => s + n, 0), bySource: Object.fromEntries(counts) };
}
