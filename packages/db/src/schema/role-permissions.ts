import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { roles } from './masters';

/** The permission object ids a role holds (the role-permission master edits them). */
export const rolePermissions = pgTable('role_permissions', {
  roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  objectId: text('object_id').notNull(),
}, (t) => [primaryKey({ columns: [t.roleId, t.objectId] }), index('role_permissions_role_idx').on(t.roleId)]);
