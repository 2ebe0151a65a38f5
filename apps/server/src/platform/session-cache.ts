import type { AuthUser } from './context';

/** A caller as the auth hook keeps them: who, and until when the session itself is valid. */
export type CachedUser = { user: AuthUser; expiresAt: number };

/**
 * The auth hook's short memory of who a token belongs to, so that a burst of calls (a page load,
 * a check-in rush) reads the session, the employee and the role's permissions once instead of on
 * every request: the largest part of the platform's cost per request (issue 16 "Figures").
 *
 * Correctness comes first, on this process: whatever changes what a session may do (logout,
 * password change or reset, disabling or leaving, a change of role, company, name or picture, the
 * privacy consent, a role's permissions, the company and role masters) calls `forgetEmployee` or
 * `forgetAll` once its transaction has committed, and the next request reads the database again.
 * A load that was already under way when something was forgotten is not kept (the epoch), so it
 * cannot put back what the change replaced. The session's own expiry is checked on every hit
 * against the server's clock.
 *
 * Several processes behind a load balancer: a change made on another process reaches this one
 * only when the entry ages out, so `ttlMs` (SESSION_CACHE_SECONDS, a few seconds) is the longest a
 * revoked session or a removed permission can still be used there. Set it to 0 to read the
 * database on every request.
 */
export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache(opts: { ttlMs: number; maxEntries: number; monotonicNow?: () => number }) {
  const now = opts.monotonicNow ?? (() => performance.now());
  /** By token hash; the Map keeps insertion order, so the first key is the oldest entry. */
  const entries = new Map<string, CachedUser & { storedAt: number }>();
  /** The token hashes held for each employee, so that one employee's sessions are forgotten together. */
  const byEmployee = new Map<string, Set<string>>();
  let epoch = 0;

  const drop = (hash: string) => {
    const e = entries.get(hash);
    if (!e) return;
    entries.delete(hash);
    const held = byEmployee.get(e.user.id);
    held?.delete(hash);
    if (held && !held.size) byEmployee.delete(e.user.id);
  };

  return {
    enabled: opts.ttlMs > 0,
    get size() { return entries.size; },

    /** The caller of a token hash, or undefined when the database must be asked. */
    get(hash: string, clockNow: Date): AuthUser | undefined {
      const e = entries.get(hash);
      if (!e) return undefined;
      if (now() - e.storedAt >= opts.ttlMs || e.expiresAt <= clockNow.getTime()) {
        drop(hash);
        return undefined;
      }
      return e.user;
    },

    /**
     * Reads the caller through `load` and keeps a found one, unless something was forgotten while
     * it was being read (it may have read what that change replaced). Unknown tokens are not kept.
     */
    async load(hash: string, load: () => Promise<CachedUser | null>): Promise<AuthUser | null> {
      const started = epoch;
      const found = await load();
      if (!found) return null;
      if (opts.ttlMs > 0 && epoch === started) {
        drop(hash);
        entries.set(hash, { ...found, storedAt: now() });
        let held = byEmployee.get(found.user.id);
        if (!held) byEmployee.set(found.user.id, (held = new Set()));
        held.add(hash);
        // Bounded: the oldest entries go first (they are the nearest to ageing out anyway).
        while (entries.size > opts.maxEntries) drop(entries.keys().next().value!);
      }
      return found.user;
    },

    /** Forgets every session of one employee (call after the change's transaction has committed). */
    forgetEmployee(employeeId: string) {
      epoch++;
      for (const hash of [...(byEmployee.get(employeeId) ?? [])]) drop(hash);
    },

    /** Forgets everyone (a role's permissions, a company or role master changed). */
    forgetAll() {
      epoch++;
      entries.clear();
      byEmployee.clear();
    },
  };
}
