import { z } from 'zod';
import { and, asc, eq, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import { STEP_KINDS } from '@hr/domain/approval/chain';
import {
  APPROVER_PAGES, REQUEST_TYPES, ZApprovalChainQuery, ZApprovalChainSave, ZApprovalDecision, ZApprovalDelegate, ZRequestType, ZRoutingCheck,
} from '@hr/domain/approval/schemas';
import { approvalChains, approvalDelegates, employees, roles } from '@hr/db';
import { containing } from '../../platform/search';
import { personName } from '../employees/person-name';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { fieldError } from '../../platform/validation-errors';
import { businessToday } from '../../platform/maintenance';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { assertLeadScope } from '../../platform/scope';
import { chainFor, routeRequest, standInRules } from './approval-chain.service';
import { standInRefusal } from './approval-stand-in.service';
import { peopleOf, waitingCounts, waitingIds } from './approval-inbox.query';
import { requestType } from './approval.registry';
import { decideMany } from './approval.service';

const tags = ['Approval'];
const APPROVAL_PAGE = 'employment-management.approval';
const CHAIN_PAGE = 'system-settings.approval-chain';
const APPROVERS = { permission: [...APPROVER_PAGES], scope: 'lead' as const };
const ZPerson = z.object({ id: z.string(), employeeCode: z.string(), name: z.string() });
const ZResults = z.array(z.object({ id: z.string(), ok: z.boolean(), code: z.number().optional(), text: z.string().optional() }));
const ZRouted = z.object({
  source: z.enum(['company', 'all', 'default']),
  fallback: z.boolean(),
  steps: z.array(z.object({ index: z.number(), kind: z.string(), roleId: z.string().nullable(), approvers: z.array(ZPerson), notes: z.array(z.object({ kind: z.string(), from: z.string().optional(), to: z.string().optional(), who: z.string().optional() })) })),
  skipped: z.array(z.object({ index: z.number(), kind: z.string(), reason: z.string() })),
});

/**
 * The approval module's calls (issue 17 point 1): the inbox (counts per request type and the
 * requests waiting for the caller), decisions one by one or in bulk for every type, the chains HR
 * configures per company and request type, the routing check, and an approver's delegate.
 */
export const approvalRoutes = routes((app, deps) => {
  app.post('/api/1.1/search/approval/counts', {
    schema: { tags, summary: 'How many requests of each type wait for the caller (the inbox\'s tabs)', body: z.strictObject({}), response: replies(z.record(z.string(), z.number())) },
    config: { access: APPROVERS },
  }, async (req) => ok(req, await waitingCounts(deps.db, userOf(req).id)));

  app.post('/api/1.1/search/approval/inbox', {
    schema: { tags, summary: 'The requests of a type waiting for the caller\'s decision, what has waited longest first; paged',
      body: z.strictObject({ requestType: ZRequestType, page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(200).default(20) }),
      response: replies(z.object({ items: z.array(z.unknown()), total: z.number(), page: z.number(), pageSize: z.number() })) },
    config: { access: APPROVERS },
  }, async (req) => {
    const user = userOf(req);
    const { ids, total } = await waitingIds(deps.db, req.body.requestType, user.id, req.body.page, req.body.pageSize);
    const items = await requestType(req.body.requestType).listed(deps.db, ids, req.ctx.lang, user);
    return ok(req, { items, total, page: req.body.page, pageSize: req.body.pageSize });
  });

  app.post('/api/1.1/approveAndReject/approval', {
    schema: { tags, summary: 'Approve or reject one or many requests of a type at their open step (its approvers, or HR of the type; never one\'s own); each is decided on its own and the answer says which went through and why not',
      body: ZApprovalDecision, response: replies(ZResults) },
    config: { access: APPROVERS },
  }, async (req) => ok(req, await decideMany(deps, req.body.requestType, req.body.ids, req.body.action === 'approve' ? 'approved' : 'rejected', req.body.remark ?? null, userOf(req), actorOf(req))));

  app.post('/api/1.1/get/approval/chain', {
    schema: { tags, summary: 'The chain a company (or, with companyId null, every company) uses for a request type, and where it comes from',
      body: ZApprovalChainQuery, response: replies(z.object({ steps: z.array(z.unknown()), source: z.enum(['company', 'all', 'default']), stepKinds: z.array(z.string()), requestTypes: z.array(z.string()) })) },
    config: { access: { permission: CHAIN_PAGE, scope: 'hr' as const } },
  }, async (req) => ok(req, { ...await chainFor(deps.db, req.body.companyId, req.body.requestType), stepKinds: [...STEP_KINDS], requestTypes: [...REQUEST_TYPES] }));

  app.post('/api/1.1/save/approval/chain', {
    schema: { tags, summary: 'Set a company\'s chain for a request type (steps in order, each with an optional condition); no steps restores the default. Requests filed from now on follow it', body: ZApprovalChainSave, response: replies(z.null()) },
    config: { access: { permission: CHAIN_PAGE, scope: 'hr' as const } },
  }, async (req) => {
    const actor = actorOf(req);
    const { companyId, requestType: type, steps } = req.body;
    // A named role must be one of the roles: the steps are JSON, so no foreign key says it.
    const named = [...new Set(steps.filter((x) => x.kind === 'role').map((x) => x.roleId!))];
    const known = new Set(named.length ? (await deps.db.select({ id: roles.id }).from(roles).where(inArray(roles.id, named))).map((r) => r.id) : []);
    const unknown = steps.flatMap((x, i) => (x.kind === 'role' && !known.has(x.roleId!) ? [fieldError(req.ctx.lang, `steps.${i}.roleId`, 'validation.invalid')] : []));
    if (unknown.length) throw new AppError('VALIDATION', {}, null, unknown);
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      await tx.delete(approvalChains).where(and(eq(approvalChains.requestType, type), companyId ? eq(approvalChains.companyId, companyId) : isNull(approvalChains.companyId)));
      if (steps.length) await tx.insert(approvalChains).values({ companyId, requestType: type, steps, createdBy: actor.id, updatedBy: actor.id, createdAt: now, updatedAt: now });
      await audit(tx, { actorId: actor.id, action: 'approval.chain.save', objectId: CHAIN_PAGE, targetType: 'approvalChain', targetId: companyId ?? type,
        ip: actor.ip, requestId: actor.requestId, detail: { companyId, requestType: type, steps } });
    });
    return ok(req, null);
  });

  app.post('/api/1.1/test/approval/chain', {
    schema: { tags, summary: 'The routing check: the chain that would apply to an employee\'s request of a type today, with the approvers\' names, who stands in for whom and which steps are skipped', body: ZRoutingCheck, response: replies(ZRouted) },
    config: { access: { permission: [CHAIN_PAGE, APPROVAL_PAGE], scope: 'lead' as const } },
  }, async (req) => {
    const user = userOf(req);
    const { employeeId, requestType: type, ...measures } = req.body;
    await assertLeadScope(deps.db, user, employeeId);
    const [who] = await deps.db.select({ companyId: employees.companyId }).from(employees).where(eq(employees.id, employeeId)).limit(1);
    if (!who) throw new AppError('RECORD_GONE');
    const chain = await chainFor(deps.db, who.companyId, type);
    const today = businessToday(deps);
    const routed = await routeRequest(deps.db, chain.steps, requestType(type).hrPermission, { requesterId: employeeId, today, measures });
    const people = await peopleOf(deps.db, routed.steps.flatMap((s) => [...s.approvers, ...s.notes.flatMap((n) => Object.values(n))]), req.ctx.lang);
    const nameOf = (id: string | undefined) => (id ? people.get(id)?.name ?? id : undefined);
    return ok(req, {
      source: chain.source, fallback: routed.fallback,
      steps: routed.steps.map((s) => ({
        index: s.index, kind: s.step.kind, roleId: s.step.roleId ?? null, approvers: s.approvers.map((id) => people.get(id)).filter((p) => !!p),
        notes: s.notes.map((n) => ({ kind: n.kind, from: nameOf('from' in n ? n.from : undefined), to: nameOf('to' in n ? n.to : undefined), who: nameOf('who' in n ? n.who : undefined) })),
      })),
      skipped: routed.skipped.map((s) => ({ index: s.index, kind: s.step.kind, reason: s.reason })),
    });
  });

  app.post('/api/1.1/get/approval/delegate', {
    schema: { tags, summary: 'Who decides for the caller while they are away on approved leave', body: z.strictObject({}), response: replies(z.object({ delegate: ZPerson.nullable() })) },
    config: { access: APPROVERS },
  }, async (req) => {
    const [row] = await deps.db.select({ id: approvalDelegates.delegateId }).from(approvalDelegates).where(eq(approvalDelegates.employeeId, userOf(req).id));
    const people = await peopleOf(deps.db, [row?.id], req.ctx.lang);
    return ok(req, { delegate: (row && people.get(row.id)) ?? null });
  });

  app.post('/api/1.1/search/approval/delegates', {
    schema: { tags, summary: 'Who may stand in for the caller: active colleagues of their company who approve requests themselves (the approval page or HR\'s rights), not their own subordinates unless assistant supervisors of their team; by code or name; at most 20',
      body: z.strictObject({ keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional() }), response: replies(z.array(ZPerson)) },
    config: { access: APPROVERS },
  }, async (req) => {
    const user = userOf(req);
    const rule = standInRules(sql`employees`, { id: sql`${user.id}::uuid`, companyId: sql`${user.companyId}::uuid` });
    const rows = await deps.db.select({ id: employees.id, employeeCode: employees.employeeCode, name: personName(employees, req.ctx.lang === 'th') }).from(employees)
      .where(and(rule.active, rule.sameCompany, ne(employees.id, user.id), rule.approves, rule.notSubordinate,
        req.body.keyword ? like(employees.searchText, containing(req.body.keyword.toLowerCase())) : undefined))
      .orderBy(asc(employees.employeeCode)).limit(20);
    return ok(req, rows);
  });

  app.post('/api/1.1/save/approval/delegate', {
    schema: { tags, summary: 'Set (or, with null, clear) who decides for the caller while they are on approved leave: from its first day to its last, their undecided steps go to the stand-in and come back after. The stand-in follows the picker\'s rule (same company, approves requests, not a subordinate unless an assistant supervisor of the team); the field is named when refused', body: ZApprovalDelegate, response: replies(z.null()) },
    config: { access: APPROVERS },
  }, async (req) => {
    const user = userOf(req);
    const actor = actorOf(req);
    const { delegateId } = req.body;
    if (delegateId === user.id) throw new AppError('VALIDATION', {}, null, [fieldError(req.ctx.lang, 'delegateId', 'validation.invalid')]);
    await deps.db.transaction(async (tx) => {
      if (!delegateId) await tx.delete(approvalDelegates).where(eq(approvalDelegates.employeeId, user.id));
      else {
        // The picker's rule, not only that the person exists: a supervisor of another company was once set as a stand-in.
        const refused = await standInRefusal(tx, user, delegateId);
        if (refused !== null) throw new AppError('VALIDATION', {}, null, [fieldError(req.ctx.lang, 'delegateId', refused ?? 'invalid')]);
        await tx.insert(approvalDelegates).values({ employeeId: user.id, delegateId, updatedAt: deps.clock.now() })
          .onConflictDoUpdate({ target: approvalDelegates.employeeId, set: { delegateId, updatedAt: deps.clock.now() } });
      }
      await audit(tx, { actorId: actor.id, action: 'approval.delegate.save', objectId: APPROVAL_PAGE, targetType: 'employee', targetId: user.id, ip: actor.ip, requestId: actor.requestId, detail: { delegateId } });
    });
    return ok(req, null);
  });
});
