import { sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, expandIds } from '@hr/domain';
import { rolePermissions, roles, type Db } from '@hr/db';
import { BASE_MASTER_ROWS, seedMasters } from './master-seeds';

/** The six roles every installation starts with (the role-permission master edits them later). */
export const BASE_ROLES = [
  { code: 'EMPLOYEE', nameEn: 'Employee', nameTh: 'พนักงาน' },
  { code: 'SUPERVISOR', nameEn: 'Supervisor', nameTh: 'หัวหน้างาน' },
  { code: 'ASSISTANT_SUPERVISOR', nameEn: 'Assistant supervisor', nameTh: 'ผู้ช่วยหัวหน้างาน' },
  { code: 'HR', nameEn: 'HR', nameTh: 'ฝ่ายบุคคล' },
  { code: 'ADMINISTRATOR', nameEn: 'Administrator', nameTh: 'ผู้ดูแลระบบ' },
  { code: 'ACCOUNTANT', nameEn: 'Accountant', nameTh: 'นักบัญชี' },
] as const;

/**
 * Creates the base roles with their default permissions when they are missing. Existing roles are
 * left as administrators edited them; only a brand-new role gets the defaults.
 */
export async function ensureBaseData(db: Db): Promise<Record<string, string>> {
  await db.transaction(async (tx) => {
    const created = await tx.insert(roles).values([...BASE_ROLES]).onConflictDoNothing().returning({ id: roles.id, code: roles.code });
    for (const r of created) {
      const ids = [...expandIds(DEFAULT_ROLE_PERMISSIONS[String(r.code)] ?? [])];
      if (ids.length) await tx.insert(rolePermissions).values(ids.map((objectId) => ({ roleId: r.id, objectId }))).onConflictDoNothing();
    }
  });
  await seedMasters(db, BASE_MASTER_ROWS);
  const all = await db.select({ id: roles.id, code: roles.code }).from(roles).where(sql`true`);
  return Object.fromEntries(all.map((r) => [r.code, r.id]));
}
