import { sql } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import { APPROVER_PAGES, type RequestType } from '@hr/domain/approval/schemas';
import type { MyPendingRequest, SelfOverview } from '@hr/domain/dashboard/views';
import { queryRows, type DbOrTx } from '@hr/db';
import type { AuthUser, Deps } from '../../platform/context';
import { businessToday } from '../../platform/maintenance';
import { waitingCounts } from '../approval/approval-inbox.query';
import { requestType } from '../approval/approval.registry';
import { monthOf } from '../attendance/attendance-list.query';
import { leaveBalances } from '../leave/leave-balance.service';

const MY_REQUESTS_SHOWN = 5;

/**
 * The caller's requests of every type waiting for a decision (the open step of each), the latest
 * first: the steps are the approval module's, so a new request type shows here by declaring its
 * brief. One read of the steps, one brief read per type on the page.
 */
async function myPending(db: DbOrTx, userId: string, lang: Lang): Promise<SelfOverview['requests']> {
  const open = await queryRows<{ type: RequestType; id: string; kind: string; no: number; of: number; filedAt: string; total: number }>(db, sql`
    SELECT o.request_type AS type, o.request_id AS id, o.kind,
      (SELECT count(*)::int FROM approval_steps s WHERE s.request_type = o.request_type AND s.request_id = o.request_id AND s.status <> 'skipped' AND s.step_no <= o.step_no) AS no,
      (SELECT count(*)::int FROM approval_steps s WHERE s.request_type = o.request_type AND s.request_id = o.request_id AND s.status NOT IN ('skipped', 'cancelled')) AS of,
      (SELECT min(s.created_at) FROM approval_steps s WHERE s.request_type = o.request_type AND s.request_id = o.request_id) AS "filedAt",
      count(*) OVER ()::int AS total
    FROM approval_steps o WHERE o.requester_id = ${userId} AND o.status = 'open'
    ORDER BY o.created_at DESC, o.request_id DESC LIMIT ${MY_REQUESTS_SHOWN}`);
  const types = [...new Set(open.map((o) => o.type))] as RequestType[];
  const briefs = new Map((await Promise.all(types.map((type) => requestType(type).brief(db, open.filter((o) => o.type === type).map((o) => o.id), lang))))
    .flat().map((b) => [b.id, b]));
  const items = open.flatMap((o): MyPendingRequest[] => {
    const b = briefs.get(o.id);
    return b ? [{ ...b, requestType: o.type, step: { no: o.no, of: o.of, kind: o.kind }, filedAt: new Date(o.filedAt).toISOString() }] : [];
  });
  return { items, total: open[0]?.total ?? 0 };
}

/**
 * The self dashboard in one call (issue 18 point 1): the caller's leave balances that apply to
 * them, their requests in progress, what waits for their decision (approvers) and their month so
 * far by status. Each part is its own read, run side by side.
 */
export async function selfOverview(deps: Pick<Deps, 'db' | 'config' | 'clock'>, user: AuthUser, lang: Lang): Promise<SelfOverview> {
  const today = businessToday(deps);
  const month = today.slice(0, 7);
  const approver = APPROVER_PAGES.some((p) => user.permissions.has(p)) || user.isHr;
  const [balances, requests, waiting, attendance] = await Promise.all([
    leaveBalances(deps.db, user.id, Number(today.slice(0, 4)), today, lang),
    myPending(deps.db, user.id, lang),
    approver ? waitingCounts(deps.db, user.id) : null,
    monthOf(deps, user.id, month, lang),
  ]);
  return {
    today,
    // The types that give days this year or have been drawn on; an unpaid type only once used.
    balances: balances.types.filter((b) => (b.entitlement > 0 && !b.unpaid) || b.used > 0 || b.pending > 0).map((b) => ({
      leaveTypeId: b.leaveTypeId, code: b.code, name: b.name, entitlement: b.entitlement + b.adjusted, used: b.used, pending: b.pending, remaining: b.remaining, unpaid: b.unpaid,
    })),
    requests,
    waiting,
    attendance: attendance.employee.recordsTime
      ? { month, byStatus: attendance.totals.byStatus, lateCount: attendance.totals.lateCount, lateMinutes: attendance.totals.lateMinutes }
      : null,
  };
}
