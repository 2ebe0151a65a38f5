import { inArray } from 'drizzle-orm';
import { ROLE_REFUSAL_ERROR, roleChangeRefusal } from '@hr/domain';
import { rolePermissions, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { actorOf, userOf, type Actor, type RequestContext } from '../../platform/context';

/** Who changes a role or an employee's role: the acting user with their own role and ids. */
export type RoleCaller = Actor & { roleId: string; permissions: ReadonlySet<string> };

/** The caller of a route that changes roles, read from the session the auth hook loaded. */
export function roleCallerOf(req: { ctx: RequestContext; ip: string; id: unknown }): RoleCaller {
  const user = userOf(req);
  return { ...actorOf(req), roleId: user.roleId, permissions: user.permissions };
}

/** Every object id the given roles hold (one read, whatever the number of roles). */
export async function idsOfRoles(db: DbOrTx, roleIds: string[]): Promise<string[]> {
  if (!roleIds.length) return [];
  const rows = await db.selectDistinct({ id: rolePermissions.objectId }).from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
  return rows.map((r) => r.id);
}

/**
 * Refuses a role change that breaks separation of duties (packages/domain role-rules), with the
 * rule's own catalogue code. `ids` are those of every role involved, before and after.
 */
export function assertRoleChange(caller: RoleCaller, own: boolean, ids: Iterable<string>): void {
  const refusal = roleChangeRefusal({ callerIds: caller.permissions, own, ids });
  if (refusal) throw new AppError(ROLE_REFUSAL_ERROR[refusal]);
}

/**
 * Giving an employee another role (or a first one): never on the caller's own record, and both
 * the role taken away and the role given must be within the caller's powers.
 */
export async function assertRoleAssignment(db: DbOrTx, caller: RoleCaller, employeeId: string | null, from: string | null, to: string): Promise<void> {
  if (from === to) return;
  const roles = from ? [from, to] : [to];
  assertRoleChange(caller, employeeId === caller.id, await idsOfRoles(db, roles));
}
