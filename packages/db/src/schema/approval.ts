import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ChainNote, ChainStep } from '@hr/domain/approval/chain';
import { REQUEST_STATUSES, REQUEST_TYPES, STEP_STATUSES } from '@hr/domain/approval/schemas';
import { auditColumns } from './columns';
import { companies, roles } from './masters';
import { employees } from './employees';
import { FK_FIELDS } from '../pg-errors';

FK_FIELDS.approval_chains_company_id_ = 'companyId';
FK_FIELDS.approval_delegates_delegate_id_ = 'delegateId';

/**
 * The columns every request type's table has for the approval module: where it stands, the final
 * decision (who, when, the remark a rejection needs) and a cancellation (who, when, why). Fresh
 * builders per table.
 */
export const requestStateColumns = () => ({
  status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
  decidedBy: uuid('decided_by').references(() => employees.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionRemark: text('decision_remark'),
  cancelReason: text('cancel_reason'),
  cancelledBy: uuid('cancelled_by').references(() => employees.id, { onDelete: 'set null' }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

/**
 * A company's approval chain for a request type (issue 17 point 1). A company without a row uses
 * the row without a company, else SPEC's default (the supervisor or the assistant supervisor).
 */
export const approvalChains = pgTable('approval_chains', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').references(() => companies.id),
  requestType: text('request_type', { enum: REQUEST_TYPES }).notNull(),
  steps: jsonb('steps').$type<ChainStep[]>().notNull(),
  ...auditColumns,
}, (t) => [
  unique('approval_chains_company_type_uq').on(t.companyId, t.requestType).nullsNotDistinct(),
]);

/** Who decides for an approver while they are away on approved leave. */
export const approvalDelegates = pgTable('approval_delegates', {
  employeeId: uuid('employee_id').primaryKey().references(() => employees.id, { onDelete: 'cascade' }),
  delegateId: uuid('delegate_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('approval_delegates_not_self_ck', sql`${t.employeeId} <> ${t.delegateId}`)]);

/**
 * The chain of one request, resolved when it is filed: one row per step with the people who may
 * decide it. The first step is open, the others wait; a decision is ONE conditional update of the
 * open row (status 'open' → decided), so of any number of decisions at once exactly one wins.
 * The approvers are kept as the filing resolved them (who reports to whom, who was away), so a
 * request shows who it went to and why; HR may decide any open step besides.
 */
export const approvalSteps = pgTable('approval_steps', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestType: text('request_type', { enum: REQUEST_TYPES }).notNull(),
  requestId: uuid('request_id').notNull(),
  requesterId: uuid('requester_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  stepNo: integer('step_no').notNull(),
  kind: text('kind').notNull(),
  roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
  approverIds: uuid('approver_ids').array().notNull(),
  notes: jsonb('notes').$type<ChainNote[]>().notNull().default([]),
  status: text('status', { enum: STEP_STATUSES }).notNull(),
  decidedBy: uuid('decided_by').references(() => employees.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  remark: text('remark'),
  /** When the step opened (the inbox's order: what has waited longest first). */
  openedAt: timestamp('opened_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('approval_steps_request_step_uq').on(t.requestType, t.requestId, t.stepNo),
  // An approver's inbox and counters: the open steps naming them.
  index('approval_steps_open_approvers_idx').using('gin', t.approverIds).where(sql`${t.status} = 'open'`),
  // An approver's history (the leave approval list's other statuses): every step naming them.
  index('approval_steps_approvers_idx').using('gin', t.approverIds),
  // A requester's steps: a new supervisor takes over what waits (followNewLine), and the cascade when an employee goes.
  index('approval_steps_requester_idx').on(t.requesterId),
  // HR's inbox: every open step of a type, oldest first.
  index('approval_steps_open_type_idx').on(t.requestType, t.openedAt).where(sql`${t.status} = 'open'`),
  check('approval_steps_reject_remark_ck', sql`${t.status} <> 'rejected' OR ${t.remark} IS NOT NULL`),
]);
