import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Audit columns every user-edited table carries (DESIGN.md section 5). */
export const auditColumns = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
};
