import type { ErrorName } from './errors';
import { PERMISSIONS } from './permissions';

/**
 * Separation of duties for roles (issue 13 point 1). One rule set, read by the API (which enforces
 * it) and by the web (which disables what the caller may not do and says why).
 */

/** The action that lets a role holding administrator-only ids be assigned or edited. */
export const ROLE_ASSIGN_ID = 'action.role.assign';

/**
 * Ids that only administrators should hold: whoever holds them can read everyone's traces or hand
 * out rights. A role holding any of them is given or edited only by a holder of ROLE_ASSIGN_ID.
 * Extend this one list when a new administrator page appears (the mail outbox's own id, ...).
 */
export const ADMIN_ONLY_IDS: ReadonlySet<string> = new Set([
  'system-settings.role-permission-master',
  'system-settings.mail-outbox',
  'action.audit.read',
  ROLE_ASSIGN_ID,
]);

/** Why a role change is refused, one catalogue code each (errors.ts ROLE_*). */
export type RoleRefusal = 'ownRole' | 'notHeld' | 'adminOnly';
/** The catalogue entry of each refusal: the API answers it, the web shows its text beside a disabled control. */
export const ROLE_REFUSAL_ERROR = { ownRole: 'ROLE_OWN', notHeld: 'ROLE_NOT_HELD', adminOnly: 'ROLE_ASSIGN_REQUIRED' } as const satisfies Record<RoleRefusal, ErrorName>;

const groupIds = new Set(PERMISSIONS.filter((p) => p.kind === 'group').map((p) => p.objectID));
const childrenOf = new Map<string, string[]>();
for (const p of PERMISSIONS) if (p.parentID) childrenOf.set(p.parentID, [...(childrenOf.get(p.parentID) ?? []), p.objectID]);

/**
 * A group id is only a menu heading (no route checks one), and a tree ticks it when every page
 * under it is ticked: the caller may give a heading over anything they hold under it.
 */
function holdsId(callerIds: ReadonlySet<string>, id: string): boolean {
  if (callerIds.has(id)) return true;
  return groupIds.has(id) && (childrenOf.get(id) ?? []).some((c) => holdsId(callerIds, c));
}

/** The ids of a set the caller does not hold (and so may not give). */
export function idsNotHeld(callerIds: ReadonlySet<string>, ids: Iterable<string>): string[] {
  return [...new Set(ids)].filter((id) => !holdsId(callerIds, id));
}

/** Whether a set of ids makes its holder an administrator in the sense of ADMIN_ONLY_IDS. */
export const holdsAdminOnly = (ids: Iterable<string>): boolean => [...ids].some((id) => ADMIN_ONLY_IDS.has(id));

/** Whether the caller may tick or untick one id in a role they may edit at all. */
export function mayGrantId(callerIds: ReadonlySet<string>, id: string): RoleRefusal | null {
  if (!holdsId(callerIds, id)) return 'notHeld';
  if (ADMIN_ONLY_IDS.has(id) && !callerIds.has(ROLE_ASSIGN_ID)) return 'adminOnly';
  return null;
}

export type RoleChange = {
  callerIds: ReadonlySet<string>;
  /** The change touches the caller's own role: its ids, its row, or the role on their own record. */
  own: boolean;
  /** The ids of every role involved, before and after the change. */
  ids: Iterable<string>;
};

/**
 * The first rule a role change breaks, or null. Nobody edits or changes their own role; nobody
 * gives (or takes away) a role or an id they do not hold themselves; a role with
 * administrator-only ids, before or after, needs ROLE_ASSIGN_ID.
 */
export function roleChangeRefusal(c: RoleChange): RoleRefusal | null {
  if (c.own) return 'ownRole';
  const ids = [...c.ids];
  if (idsNotHeld(c.callerIds, ids).length) return 'notHeld';
  if (holdsAdminOnly(ids) && !c.callerIds.has(ROLE_ASSIGN_ID)) return 'adminOnly';
  return null;
}
