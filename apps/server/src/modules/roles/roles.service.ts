import { asc, eq } from 'drizzle-orm';
import { type Lang, localName, PERMISSION_IDS } from '@hr/domain';
import { rolePermissions, roles, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { assertRoleChange, type RoleCaller } from './role-guard';

/** The id that lets a role edit roles (the role master's own id). */
export const ROLE_ADMIN_ID = 'system-settings.role-permission-master';

/** The permission object ids a role holds, in catalogue order. */
export async function rolePermissionIds(db: DbOrTx, roleId: string): Promise<string[]> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!role) throw new AppError('RECORD_GONE');
  const held = new Set((await db.select({ id: rolePermissions.objectId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId))).map((r) => r.id));
  return [...PERMISSION_IDS].filter((id) => held.has(id));
}

/** The active roles with their ids, labelled in the reader's language (one read). */
export async function roleChoices(db: DbOrTx, lang: Lang) {
  const rows = await db.select({ id: roles.id, nameEn: roles.nameEn, nameTh: roles.nameTh, objectId: rolePermissions.objectId })
    .from(roles).leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id)).where(eq(roles.active, true)).orderBy(asc(roles.code));
  type Choice = { value: string; label: string; objectIds: string[] };
  const byRole = new Map<string, Choice>();
  for (const r of rows) {
    const choice: Choice = byRole.get(r.id) ?? { value: r.id, label: localName(lang, r), objectIds: [] };
    if (r.objectId) choice.objectIds.push(r.objectId);
    byRole.set(r.id, choice);
  }
  return [...byRole.values()];
}

/**
 * Replaces a role's ids in one transaction, within separation of duties (role-guard): never the
 * caller's own role, only ids the caller holds, administrator-only ids only with
 * action.role.assign. The audit row keeps the ids before and after. Users of the role get the new
 * menu at their next request.
 */
export async function setRolePermissions(db: DbOrTx, roleId: string, objectIds: string[], caller: RoleCaller) {
  return db.transaction(async (tx) => {
    // One change of a role at a time: two edits would each check against a set the other replaces.
    await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).for('update').limit(1);
    const before = await rolePermissionIds(tx, roleId);
    const ids = [...new Set(objectIds)];
    assertRoleChange(caller, roleId === caller.roleId, [...before, ...ids]);
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (ids.length) await tx.insert(rolePermissions).values(ids.map((objectId) => ({ roleId, objectId })));
    await tx.update(roles).set({ updatedAt: new Date(), updatedBy: caller.id }).where(eq(roles.id, roleId));
    const after = await rolePermissionIds(tx, roleId);
    await audit(tx, {
      actorId: caller.id, action: 'role.permissions', objectId: ROLE_ADMIN_ID, targetType: 'role', targetId: roleId, ip: caller.ip, requestId: caller.requestId,
      detail: { before, after, added: after.filter((i) => !before.includes(i)), removed: before.filter((i) => !after.includes(i)) },
    });
    return after;
  });
}
