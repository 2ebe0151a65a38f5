import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { employees, workingTimes, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import type { AuthUser } from '../../platform/context';
import { teamOf } from '../../platform/scope';
import { fieldError } from '../../platform/validation-errors';
import type { Lang } from '@hr/domain';

/**
 * Data scope of the schedule routes ('lead'): HR schedules everyone, a supervisor their team
 * (direct and indirect, platform/scope teamOf), never themselves. Null means "no narrowing".
 */
export const scheduleScope = (user: AuthUser): SQL | null => (user.isHr ? null : teamOf(user.id));

/**
 * Every id must be an active employee the caller schedules; one that is not is answered as a
 * missing record (301007), so ids outside the caller's team cannot be probed.
 */
export async function assertSchedulable(db: DbOrTx, user: AuthUser, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const scope = scheduleScope(user);
  const rows = await db.select({ id: employees.id }).from(employees)
    .where(and(inArray(employees.id, unique), eq(employees.active, true), scope ? sql`${employees.id} IN (${scope})` : undefined));
  if (rows.length !== unique.length) throw new AppError('RECORD_GONE');
}

/** An active working time of the master, for a field that names one; refused on the field otherwise. */
export async function activeWorkingTime(db: DbOrTx, id: string, field: string, lang: Lang) {
  const [row] = await db.select({ id: workingTimes.id, dayType: workingTimes.dayType, active: workingTimes.active }).from(workingTimes).where(eq(workingTimes.id, id)).limit(1);
  if (!row || !row.active) throw new AppError('VALIDATION', {}, null, [fieldError(lang, field, row ? 'rosterShiftInactive' : 'invalid')]);
  return row;
}
