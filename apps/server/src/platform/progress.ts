import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';

/*
 * The one home for the progress of long work a page started and follows (DESIGN section 3): a
 * 10,000-employee export now, a payroll run later. The page names the work with an id of its own
 * making and asks GET get/work/progress/{id} while it waits; the rows live in the database, so
 * any server process can answer, and only the user who started the work may read them.
 */

export type WorkProgress = { kind: string; done: number; total: number; finished: boolean };

/** A tracker of one piece of work; a no-op when the page did not ask to follow it. */
export type ProgressTracker = { report(done: number, total: number): Promise<void>; finish(): Promise<void> };

const NONE: ProgressTracker = { report: async () => {}, finish: async () => {} };

/**
 * Starts following work `id` for `employeeId`. An id someone else already used is left alone (the
 * updates below only touch the starter's own row). Rows a day old are cleared on the way.
 */
export async function startProgress(db: DbOrTx, id: string | undefined, employeeId: string, kind: string): Promise<ProgressTracker> {
  if (!id) return NONE;
  await db.execute(sql`WITH gone AS (DELETE FROM work_progress WHERE updated_at < now() - interval '1 day')
    INSERT INTO work_progress (id, employee_id, kind) VALUES (${id}, ${employeeId}, ${kind}) ON CONFLICT (id) DO NOTHING`);
  const mine = sql`id = ${id} AND employee_id = ${employeeId}`;
  return {
    report: async (done, total) => { await db.execute(sql`UPDATE work_progress SET done = ${done}, total = ${total}, updated_at = now() WHERE ${mine}`); },
    finish: async () => { await db.execute(sql`UPDATE work_progress SET done = total, finished_at = now(), updated_at = now() WHERE ${mine}`); },
  };
}

/** The caller's own work `id`, or null (unknown, or someone else's: both read as missing). */
export async function readProgress(db: DbOrTx, id: string, employeeId: string): Promise<WorkProgress | null> {
  const [row] = await queryRows<{ kind: string; done: number; total: number; finished: boolean }>(db, sql`
    SELECT kind, done, total, finished_at IS NOT NULL AS finished FROM work_progress WHERE id = ${id} AND employee_id = ${employeeId}`);
  return row ?? null;
}
