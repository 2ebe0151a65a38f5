import { and, eq, inArray, sql } from 'drizzle-orm';
import { daysUntil, HR_SCOPE_ID } from '@hr/domain';
import { onSiteIssues, type OnSiteSave } from '@hr/domain/onsite/schemas';
import { commonEmployment, onSiteClashIssues, outsideEmploymentIssues } from '@hr/domain/approval/request-rules';
import { employees, files, onsiteRequestMembers, onsiteRequests, queryRows, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { businessToday } from '../../platform/maintenance';
import { audit } from '../../platform/audit';
import type { Actor, AuthUser, Deps } from '../../platform/context';
import { teamOf } from '../../platform/scope';
import { fieldError } from '../../platform/validation-errors';
import { routeFiling, routingColumns } from '../approval/approval-chain.service';
import { fileOnce, type FilingKey } from '../approval/approval-filing-key';
import { defineRequestType } from '../approval/approval.registry';
import { approvalStarted, closeApproval, openApproval, restartApproval } from '../approval/approval.service';
import { ruleIssueErrors } from '../../platform/rule-errors';
import { personName } from '../employees/person-name';
import { mailDate } from '../../platform/date-text';
import { listedOnSite } from './onsite.query';
import { tellOnSite } from './onsite-notices';

const OBJECT = 'self-service.attendance';
const membersOf = async (db: DbOrTx, id: string) => (await db.select({ id: onsiteRequestMembers.employeeId }).from(onsiteRequestMembers).where(eq(onsiteRequestMembers.requestId, id))).map((m) => m.id);

/** On-site work on the approval module: routed by the filer's chain; a decision reaches the filer and every member. */
export const ONSITE_TYPE = defineRequestType({
  type: 'onSite',
  hrPermission: HR_SCOPE_ID,
  auditName: 'onSite',
  async subject(db, id) {
    const [r] = await db.select({ requesterId: onsiteRequests.requesterId, companyId: employees.companyId, status: onsiteRequests.status, dateFrom: onsiteRequests.dateFrom, dateTo: onsiteRequests.dateTo })
      .from(onsiteRequests).innerJoin(employees, eq(employees.id, onsiteRequests.requesterId)).where(eq(onsiteRequests.id, id)).limit(1);
    return r ?? null;
  },
  // Two requests of the other kind may both wait: the second approval is refused, as its filing would be now.
  async beforeApprove(tx, id, actor) {
    const [r] = await tx.select({ dateFrom: onsiteRequests.dateFrom, dateTo: onsiteRequests.dateTo, duration: onsiteRequests.duration, workType: onsiteRequests.workType })
      .from(onsiteRequests).where(eq(onsiteRequests.id, id));
    if (!r) return;
    const [clash] = onSiteClashIssues(r, await approvedOfMembers(tx, { ...r, id, memberIds: await membersOf(tx, id) }, actor.lang));
    if (clash) throw new AppError('ONSITE_CLASH', { name: String(clash.params!.name), date: mailDate(actor.lang, String(clash.params!.date)) });
  },
  async finish(tx, id, decision, remark, actor, now) {
    const rows = await tx.update(onsiteRequests).set({ status: decision, decidedBy: actor.id, decidedAt: now, decisionRemark: remark, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(onsiteRequests.id, id), eq(onsiteRequests.status, 'pending'))).returning({ id: onsiteRequests.id });
    return rows.length > 0;
  },
  async tell(deps, tx, id, event, recipientIds) {
    const decided = event === 'approved' || event === 'rejected';
    return tellOnSite(deps, tx, id, event, decided ? [...recipientIds, ...await membersOf(tx, id)] : recipientIds);
  },
  listed: (db, ids, lang) => listedOnSite(db, ids, lang),
  async brief(db, ids) {
    const rows = await db.select({ id: onsiteRequests.id, dateFrom: onsiteRequests.dateFrom, dateTo: onsiteRequests.dateTo, workType: onsiteRequests.workType, duration: onsiteRequests.duration })
      .from(onsiteRequests).where(inArray(onsiteRequests.id, ids));
    return rows.map((r) => ({ id: r.id, dateFrom: r.dateFrom, dateTo: r.dateTo, detail: { type: 'onSite' as const, workType: r.workType, duration: r.duration } }));
  },
});

/** The members the caller may put on a request: themselves and their team; HR anyone active. The others are named in the field's message. */
async function assertMembers(db: DbOrTx, user: AuthUser, ids: string[], lang: Actor['lang']) {
  const reach = user.isHr ? sql`TRUE` : sql`(e.id = ${user.id}::uuid OR e.id IN (${teamOf(user.id)}))`;
  const found = await queryRows<{ id: string }>(db, sql`SELECT e.id FROM employees e WHERE e.active AND e.id IN ${ids} AND ${reach}`);
  if (found.length !== ids.length) throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'memberIds', 'onSiteMembersOutOfReach')]);
}

/**
 * The rules of the members' days (issue 34): the dates lie within every member's employment (the
 * rule of every request type), and no member has approved work of the other kind on them (nobody
 * is at home and on site at once).
 */
async function assertMemberDays(db: DbOrTx, v: OnSiteSave, lang: Actor['lang']) {
  const spans = await db.select({ joiningDate: employees.joiningDate, resignDate: employees.resignDate }).from(employees).where(inArray(employees.id, v.memberIds));
  const issues = [...outsideEmploymentIssues(v, commonEmployment(spans)), ...onSiteClashIssues(v, await approvedOfMembers(db, v, lang))];
  if (issues.length) throw ruleIssueErrors(lang, issues);
}

/** The approved requests of the members over some dates (another request than this one), with each member's name in the reader's language. */
async function approvedOfMembers(db: DbOrTx, v: { id?: string; dateFrom: string; dateTo: string; memberIds: string[] }, lang: Actor['lang']) {
  return db.select({ dateFrom: onsiteRequests.dateFrom, dateTo: onsiteRequests.dateTo, duration: onsiteRequests.duration, workType: onsiteRequests.workType,
    name: personName(employees, lang === 'th') })
    .from(onsiteRequests).innerJoin(onsiteRequestMembers, eq(onsiteRequestMembers.requestId, onsiteRequests.id)).innerJoin(employees, eq(employees.id, onsiteRequestMembers.employeeId))
    .where(and(eq(onsiteRequests.status, 'approved'), inArray(onsiteRequestMembers.employeeId, v.memberIds), sql`${onsiteRequests.dateFrom} <= ${v.dateTo}::date`,
      sql`${onsiteRequests.dateTo} >= ${v.dateFrom}::date`, v.id ? sql`${onsiteRequests.id} <> ${v.id}` : undefined))
    .orderBy(onsiteRequests.dateFrom);
}

/**
 * Files (no id) or edits (id, while no step has decided) an on-site request in one transaction:
 * the members checked against the caller's reach, the attachment the caller's own upload, the
 * chain routed for the caller and its first approvers told.
 */
export async function saveOnSite(deps: Deps, v: OnSiteSave, user: AuthUser, actor: Actor, key?: FilingKey): Promise<{ id: string }> {
  const out = await fileOnce(deps.db, key, async (tx) => {
    const [me] = await tx.select(routingColumns).from(employees).where(eq(employees.id, user.id)).for('no key update');
    if (!me) throw new AppError('RECORD_GONE');
    if (v.id) {
      const [old] = await tx.select({ requesterId: onsiteRequests.requesterId, status: onsiteRequests.status }).from(onsiteRequests).where(eq(onsiteRequests.id, v.id)).for('update');
      if (!old || old.requesterId !== user.id) throw new AppError('RECORD_GONE');
      if (old.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
      if (await approvalStarted(tx, 'onSite', v.id)) throw new AppError('APPROVAL_ALREADY_STARTED');
    }
    const tooLong = onSiteIssues(v).find((i) => i.params);
    if (tooLong) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, tooLong.field, tooLong.key, tooLong.params)]);
    await assertMembers(tx, user, v.memberIds, actor.lang);
    await assertMemberDays(tx, v, actor.lang);
    if (v.fileId) {
      const [f] = await tx.select({ id: files.id }).from(files).where(and(eq(files.id, v.fileId), eq(files.ownerId, user.id), eq(files.kind, 'onsite'))).limit(1);
      if (!f) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'fileId', 'validation.invalid')]);
    }
    const now = deps.clock.now();
    const values = {
      dateFrom: v.dateFrom, dateTo: v.dateTo, duration: v.duration, workType: v.workType, subType: v.subType, description: v.description, fileId: v.fileId ?? null,
      updatedAt: now, updatedBy: actor.id,
    };
    let id = v.id;
    if (id) {
      await tx.update(onsiteRequests).set(values).where(eq(onsiteRequests.id, id));
      await tx.delete(onsiteRequestMembers).where(eq(onsiteRequestMembers.requestId, id));
    } else {
      id = (await tx.insert(onsiteRequests).values({ ...values, requesterId: user.id, createdAt: now, createdBy: actor.id }).returning({ id: onsiteRequests.id }))[0]!.id;
    }
    await tx.insert(onsiteRequestMembers).values(v.memberIds.map((employeeId) => ({ requestId: id!, employeeId })));
    const days = daysUntil(v.dateFrom, v.dateTo) + 1;
    const routed = await routeFiling(tx, ONSITE_TYPE, { requesterId: user.id, today: businessToday(deps), measures: { days }, requester: me });
    const approvers = v.id ? await restartApproval(tx, ONSITE_TYPE, id, user.id, routed, now) : await openApproval(tx, ONSITE_TYPE, id, user.id, routed, now);
    await tellOnSite(deps, tx, id, 'submitted', approvers);
    await audit(tx, { actorId: actor.id, action: v.id ? 'onSite.update' : 'onSite.create', objectId: OBJECT, targetType: 'onSite', targetId: id,
      ip: actor.ip, requestId: actor.requestId, detail: { dateFrom: v.dateFrom, dateTo: v.dateTo, workType: v.workType, memberIds: v.memberIds } });
    return { id };
  });
  await deps.mail.flush();
  return out;
}

/** Cancels a request: its filer while pending; HR while pending or approved, with a reason the filer and members hear. */
export async function cancelOnSite(deps: Deps, id: string, reason: string | null, user: AuthUser, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [r] = await tx.select({ requesterId: onsiteRequests.requesterId, status: onsiteRequests.status }).from(onsiteRequests).where(eq(onsiteRequests.id, id));
    const own = r?.requesterId === user.id;
    if (!r || (!own && !user.isHr)) throw new AppError('RECORD_GONE');
    const from = own && !user.isHr ? ['pending'] as const : ['pending', 'approved'] as const;
    const now = deps.clock.now();
    const [done] = await tx.update(onsiteRequests).set({ status: 'cancelled', cancelReason: reason || null, cancelledBy: actor.id, cancelledAt: now, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(onsiteRequests.id, id), inArray(onsiteRequests.status, [...from]))).returning({ id: onsiteRequests.id });
    if (!done) throw new AppError('APPROVAL_NOT_PENDING');
    const deciding = await closeApproval(tx, 'onSite', id);
    await tellOnSite(deps, tx, id, 'cancelled', own ? deciding : [r.requesterId, ...await membersOf(tx, id)]);
    await audit(tx, { actorId: actor.id, action: 'onSite.cancel', objectId: OBJECT, targetType: 'onSite', targetId: id, ip: actor.ip, requestId: actor.requestId, detail: { reason, was: r.status } });
  });
  await deps.mail.flush();
}
