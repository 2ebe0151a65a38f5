import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';
import { AppError } from './app-error';
import type { AuthUser } from './context';

/**
 * The ids of the lead's subordinates, direct and indirect, through either the supervisor or the
 * assistant-supervisor line, as a subquery (`id IN (...)`). UNION stops at a loop in the data.
 */
export const teamOf = (leadId: string): SQL => sql`
    WITH RECURSIVE team(id) AS (
      SELECT id FROM employees WHERE supervisor_id = ${leadId} OR assistant_supervisor_id = ${leadId}
      UNION
      SELECT e.id FROM employees e JOIN team t ON e.supervisor_id = t.id OR e.assistant_supervisor_id = t.id
    )
    SELECT id FROM team`;

/** True when `targetId` is the caller's subordinate, direct or indirect (see teamOf). */
export async function isSubordinate(db: DbOrTx, leadId: string, targetId: string): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(db, sql`SELECT 1 AS found WHERE ${targetId}::uuid IN (${teamOf(leadId)}) LIMIT 1`);
  return rows.length > 0;
}

/**
 * Data scope 'lead' for one record: HR sees everyone, a supervisor their team, anyone themselves.
 * A refusal looks like a missing record (301007) so ids cannot be probed.
 */
export async function assertLeadScope(db: DbOrTx, user: AuthUser, targetId: string): Promise<void> {
  if (user.isHr || user.id === targetId) return;
  if (await isSubordinate(db, user.id, targetId)) return;
  throw new AppError('RECORD_GONE');
}
