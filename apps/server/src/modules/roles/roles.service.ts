import { eq } from 'drizzle-orm';
import { PERMISSION_IDS } from '@hr/domain';
import { rolePermissions, roles, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { fieldError } from '../../platform/validation-errors';
import type { Lang } from '@hr/domain';

/** The id that lets a role edit roles: nobody may take it from their own role and lock everyone out. */
export const ROLE_ADMIN_ID = 'system-settings.role-permission-master';

/** The permission object ids a role holds, in catalogue order. */
export async function rolePermissionIds(db: DbOrTx, roleId: string): Promise<string[]> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!role) throw new AppError('RECORD_GONE');
  const held = new Set((await db.select({ id: rolePermissions.objectId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId))).map((r) => r.id));
  return [...PERMISSION_IDS].filter((id) => held.has(id));
}

/**
 * Replaces a role's ids in one transaction. Unknown ids are refused by name; the caller's own
 * role keeps the right to edit roles. Users of the role get the new menu at their next request.
 */
export async function setRolePermissions(db: DbOrTx, roleId: string, objectIds: string[], actor: { id: string; roleId: string; ip: string; requestId: string; lang: Lang }) {
  if (roleId === actor.roleId && !objectIds.includes(ROLE_ADMIN_ID)) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'objectIds', 'ownRoleAdmin')]);
  return db.transaction(async (tx) => {
    const before = await rolePermissionIds(tx, roleId);
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    const ids = [...new Set(objectIds)];
    if (ids.length) await tx.insert(rolePermissions).values(ids.map((objectId) => ({ roleId, objectId })));
    await tx.update(roles).set({ updatedAt: new Date(), updatedBy: actor.id }).where(eq(roles.id, roleId));
    await audit(tx, {
      actorId: actor.id, action: 'role.permissions', objectId: ROLE_ADMIN_ID, targetType: 'role', targetId: roleId, ip: actor.ip, requestId: actor.requestId,
      detail: { added: ids.filter((i) => !before.includes(i)), removed: before.filter((i) => !ids.includes(i)) },
    });
    return rolePermissionIds(tx, roleId);
  });
}
