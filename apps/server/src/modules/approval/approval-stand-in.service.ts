import { eq, sql } from 'drizzle-orm';
import type { ChainNote } from '@hr/domain/approval/chain';
import type { RequestType } from '@hr/domain/approval/schemas';
import { approvalSteps, employees, namedStatement, type DbOrTx } from '@hr/db';
import type { Deps } from '../../platform/context';
import { businessToday } from '../../platform/maintenance';
import { awaySql, standInOkSql, standInRules } from './approval-chain.service';
import { requestType } from './approval.registry';

/** Why someone may not stand in for the approver (the validation message's code), or null when they may; undefined: no such person. */
export async function standInRefusal(db: DbOrTx, approver: { id: string; companyId: string }, candidateId: string): Promise<string | null | undefined> {
  const r = standInRules(sql`employees`, { id: sql`${approver.id}::uuid`, companyId: sql`${approver.companyId}::uuid` });
  const [row] = await db.select(r).from(employees).where(eq(employees.id, candidateId)).limit(1);
  if (!row) return undefined;
  if (!row.active) return 'invalid';
  if (!row.sameCompany) return 'standInOtherCompany';
  if (!row.approves) return 'standInNoApproval';
  if (!row.notSubordinate) return 'standInSubordinate';
  return null;
}

type MoveRow = { id: string; type: RequestType; requestId: string; open: boolean; approverIds: string[]; notes: ChainNote[]; from: string; to: string };

/*
 * The undecided steps naming an approver on approved leave today, with the stand-in they set (one
 * the rule allows, here today, not the requester, and not someone who decided a step of the
 * request already: a person decides one step). Locked, skipping what another process holds.
 */
const dueMoves = namedStatement<MoveRow>('approval_stand_in_due', () => sql`
  SELECT s.id, s.request_type AS "type", s.request_id AS "requestId", s.status = 'open' AS open, s.approver_ids AS "approverIds", s.notes, a.id AS "from", d.delegate_id AS "to"
  FROM approval_steps s CROSS JOIN LATERAL unnest(s.approver_ids) AS a(id)
  JOIN approval_delegates d ON d.employee_id = a.id
  JOIN employees ae ON ae.id = a.id
  JOIN employees de ON de.id = d.delegate_id AND ${standInOkSql}
  WHERE s.status IN ('open', 'waiting') AND d.delegate_id <> s.requester_id
    AND ${awaySql(sql`a.id`)} AND NOT ${awaySql(sql`d.delegate_id`)}
    AND NOT EXISTS (SELECT 1 FROM approval_steps e WHERE e.request_type = s.request_type AND e.request_id = s.request_id AND e.decided_by = d.delegate_id)
  ORDER BY s.id FOR UPDATE OF s SKIP LOCKED`);

/* The undecided steps a stand-in holds (a 'delegated' note), with whether each approver they stand in for is away today. */
const heldSteps = namedStatement<Omit<MoveRow, 'from' | 'to'> & { away: string[] }>('approval_stand_in_held', () => sql`
  SELECT s.id, s.request_type AS "type", s.request_id AS "requestId", s.status = 'open' AS open, s.approver_ids AS "approverIds", s.notes,
    ARRAY(SELECT n->>'from' FROM jsonb_array_elements(s.notes) n WHERE n->>'kind' = 'delegated' AND ${awaySql(sql`(n->>'from')::uuid`)}) AS away
  FROM approval_steps s WHERE s.status IN ('open', 'waiting') AND s.notes @> '[{"kind":"delegated"}]'::jsonb
  ORDER BY s.id FOR UPDATE OF s SKIP LOCKED`);

/** Who stands in for whom on a step now: its 'delegated' notes not followed by a 'returned' one. */
function heldBy(notes: ChainNote[]): Map<string, string> {
  const held = new Map<string, string>();
  for (const n of notes) {
    if (n.kind === 'delegated') held.set(n.from, n.to);
    if (n.kind === 'returned') held.delete(n.to);
  }
  return held;
}

/**
 * Moves the undecided steps of approvers on approved leave today to the stand-ins they set, and
 * gives back those of approvers whose leave has ended (issue 34 point 10). Each move is written on
 * the step's history ('delegated', 'returned') and whoever now decides an open step is told.
 *
 * Why a job that writes the move rather than working it out at every read: the history must say
 * when the step moved and that it came back, once each, and that needs a write at the moment the
 * move is first seen; done here, every reader (the inbox, its counters, the decision's check, the
 * notices, each request type's lists) keeps reading the step's approvers alone and follows without
 * knowing about leave. It runs every minute (platform/jobs.ts), so a leave starting at midnight or
 * approved for today moves its approver's steps within a minute; the rows are locked and re-read
 * under the lock, so two server processes never move a step twice.
 */
export async function moveStandIns(deps: Deps): Promise<{ moved: number; returned: number }> {
  const today = businessToday(deps);
  return deps.db.transaction(async (tx) => {
    const tells: Array<{ type: RequestType; requestId: string; to: string }> = [];
    let returned = 0;
    for (const s of await heldSteps(tx, { today })) {
      let { approverIds, notes } = s;
      for (const [approver, standIn] of heldBy(notes)) {
        if (s.away.includes(approver)) continue;
        approverIds = [...new Set(approverIds.map((p) => (p === standIn ? approver : p)))];
        notes = [...notes, { kind: 'returned', from: standIn, to: approver }];
        if (s.open) tells.push({ type: s.type, requestId: s.requestId, to: approver });
        returned++;
      }
      if (notes !== s.notes) await tx.update(approvalSteps).set({ approverIds, notes }).where(eq(approvalSteps.id, s.id));
    }
    let moved = 0;
    for (const s of await dueMoves(tx, { today })) {
      // Several approvers of one step may be away: each row re-reads the step as the last one left it.
      const [now] = await tx.select({ approverIds: approvalSteps.approverIds, notes: approvalSteps.notes }).from(approvalSteps).where(eq(approvalSteps.id, s.id));
      if (!now || !now.approverIds.includes(s.from)) continue;
      const approverIds = [...new Set(now.approverIds.map((p) => (p === s.from ? s.to : p)))];
      await tx.update(approvalSteps).set({ approverIds, notes: [...now.notes, { kind: 'delegated', from: s.from, to: s.to }] }).where(eq(approvalSteps.id, s.id));
      if (s.open) tells.push({ type: s.type, requestId: s.requestId, to: s.to });
      moved++;
    }
    for (const x of tells) await requestType(x.type).tell(deps, tx, x.requestId, 'submitted', [x.to]);
    return { moved, returned };
  }).finally(() => deps.mail.flush());
}
