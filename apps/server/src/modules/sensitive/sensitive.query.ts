import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { SENSITIVE_FIELDS, SENSITIVE_STATUSES, type SensitiveField } from '@hr/domain/employee/sensitive';
import { companies, departments, employeeBankAccounts, employees, files, masterBanks, sensitiveChangeRequests as r, type DbOrTx } from '@hr/db';
import { containing } from '../../platform/search';
import { personName } from '../employees/person-name';
import { nameSql } from '../../platform/local-name';

const primary = alias(employeeBankAccounts, 'primary_account');
const primaryBank = alias(masterBanks, 'primary_bank');
const chosen = alias(employeeBankAccounts, 'chosen_account');
const chosenBank = alias(masterBanks, 'chosen_bank');
const newBank = alias(masterBanks, 'new_bank');
const decider = alias(employees, 'decider');
const e = employees;

const ZBankLine = z.object({ id: z.string().nullable(), bank: z.string().nullable(), accountNumber: z.string(), accountName: z.string(), branch: z.string().nullable() });
/** A request as the employee and HR read it: each proposed fact beside the value on record now. */
export const ZSensitiveView = z.object({
  id: z.string(), status: z.enum(SENSITIVE_STATUSES), createdAt: z.string(), decidedAt: z.string().nullable(), decidedBy: z.string().nullable(),
  remark: z.string().nullable(), reason: z.string().nullable(),
  employee: z.object({ id: z.string(), employeeCode: z.string(), name: z.string(), company: z.string(), department: z.string().nullable(), nationality: z.string().nullable() }),
  changes: z.array(z.object({ field: z.enum(SENSITIVE_FIELDS), current: z.string().nullable(), proposed: z.string() })),
  bank: z.object({ current: ZBankLine.nullable(), proposed: ZBankLine.extend({ isNew: z.boolean() }) }).nullable(),
  file: z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() }),
});
export type SensitiveView = z.infer<typeof ZSensitiveView>;

const label = (lang: Lang, t: { nameEn: AnyPgColumn; nameTh: AnyPgColumn }) => sql<string | null>`${nameSql(lang, t)}`;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The rows behind views: the request, the employee's values now, the accounts, the file. */
function selectViews(db: DbOrTx, lang: Lang) {
  const cur = Object.fromEntries(SENSITIVE_FIELDS.map((f) => [`cur_${f}`, e[f]])) as { [K in SensitiveField as `cur_${K}`]: (typeof e)[K] };
  return db.select({
    request: r, ...cur,
    employeeCode: e.employeeCode, name: personName(e, lang === 'th'), company: sql<string>`${companies.abbreviation}`,
    department: sql<string | null>`${nameSql(lang, departments)}`, nationality: e.nationality,
    decidedByName: sql<string | null>`${personName(decider, lang === 'th')}`,
    primaryId: primary.id, primaryBank: label(lang, primaryBank), primaryNumber: primary.accountNumber, primaryName: primary.accountName, primaryBranch: primary.branch,
    chosenBank: label(lang, chosenBank), chosenNumber: chosen.accountNumber, chosenName: chosen.accountName, chosenBranch: chosen.branch,
    newBank: label(lang, newBank),
    fileName: files.originalName, fileMime: files.mime, fileSize: files.size,
  }).from(r)
    .innerJoin(e, eq(e.id, r.employeeId))
    .innerJoin(companies, eq(companies.id, e.companyId))
    .leftJoin(departments, eq(departments.id, e.departmentId))
    .leftJoin(decider, eq(decider.id, r.decidedBy))
    .leftJoin(primary, and(eq(primary.employeeId, r.employeeId), eq(primary.isPrimary, true)))
    .leftJoin(primaryBank, eq(primaryBank.id, primary.bankId))
    .leftJoin(chosen, eq(chosen.id, r.bankAccountId))
    .leftJoin(chosenBank, eq(chosenBank.id, chosen.bankId))
    .leftJoin(newBank, eq(newBank.id, r.newBankId))
    .innerJoin(files, eq(files.id, r.fileId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectViews>['where']>>[number];

function toView(row: Row): SensitiveView {
  const q = row.request;
  const changes = SENSITIVE_FIELDS.filter((f) => q[f] !== null).map((f) => ({ field: f, current: (row as Record<string, unknown>)[`cur_${f}`] as string | null, proposed: q[f]! }));
  const current = row.primaryId ? { id: row.primaryId, bank: row.primaryBank, accountNumber: row.primaryNumber!, accountName: row.primaryName!, branch: row.primaryBranch } : null;
  // Once approved, a new account is on record and the request points at it.
  const proposed = q.newAccountNumber
    ? { id: q.bankAccountId, bank: row.newBank, accountNumber: q.newAccountNumber, accountName: q.newAccountName ?? '', branch: q.newBranch, isNew: true }
    : q.bankAccountId && row.chosenNumber
      ? { id: q.bankAccountId, bank: row.chosenBank, accountNumber: row.chosenNumber, accountName: row.chosenName ?? '', branch: row.chosenBranch, isNew: false }
      : null;
  return {
    id: q.id, status: q.status, createdAt: iso(q.createdAt)!, decidedAt: iso(q.decidedAt), decidedBy: row.decidedByName, remark: q.remark, reason: q.reason,
    employee: { id: q.employeeId, employeeCode: row.employeeCode, name: row.name, company: row.company, department: row.department, nationality: row.nationality },
    changes, bank: proposed ? { current, proposed } : null,
    file: { id: q.fileId, name: row.fileName, mime: row.fileMime, size: row.fileSize },
  };
}

/** One request, or null when there is none (for `employeeId`: none of theirs). */
export async function sensitiveView(db: DbOrTx, id: string, lang: Lang, employeeId?: string): Promise<SensitiveView | null> {
  const [row] = await selectViews(db, lang).where(and(eq(r.id, id), employeeId ? eq(r.employeeId, employeeId) : undefined)).limit(1);
  return row ? toView(row) : null;
}

/** An employee's own requests, newest first. */
export async function ownRequests(db: DbOrTx, employeeId: string, lang: Lang): Promise<SensitiveView[]> {
  const rows = await selectViews(db, lang).where(eq(r.employeeId, employeeId)).orderBy(desc(r.createdAt), desc(r.id)).limit(100);
  return rows.map(toView);
}

export type SensitiveSearch = { page: number; pageSize: number; status?: (typeof SENSITIVE_STATUSES)[number]; keyword?: string; employeeId?: string };
/** A row of HR's list: who asks, which facts, since when, and how it ended. */
export const ZSensitiveListed = z.object({
  id: z.string(), status: z.enum(SENSITIVE_STATUSES), createdAt: z.string(), decidedAt: z.string().nullable(), decidedBy: z.string().nullable(), remark: z.string().nullable(),
  employee: ZSensitiveView.shape.employee, fields: z.array(z.string()),
});

/**
 * HR's list: the pending requests first, the oldest of them on top (a queue), then the decided
 * ones, the latest first; by status, by employee (id, or a name / employee id keyword).
 */
export async function searchRequests(db: DbOrTx, q: SensitiveSearch, lang: Lang) {
  const parts: SQL[] = [];
  if (q.status) parts.push(eq(r.status, q.status));
  if (q.employeeId) parts.push(eq(r.employeeId, q.employeeId));
  if (q.keyword) parts.push(sql`${e.searchText} LIKE ${containing(q.keyword.toLowerCase())}`);
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [total]] = await Promise.all([
    selectViews(db, lang).where(where)
      .orderBy(sql`(${r.status} = 'pending') desc`, sql`case when ${r.status} = 'pending' then ${r.createdAt} end asc`, desc(r.createdAt), asc(r.id))
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(r).innerJoin(e, eq(e.id, r.employeeId)).where(where),
  ]);
  const items = rows.map(toView).map((v) => ({
    id: v.id, status: v.status, createdAt: v.createdAt, decidedAt: v.decidedAt, decidedBy: v.decidedBy, remark: v.remark, employee: v.employee,
    fields: [...v.changes.map((c) => c.field as string), ...(v.bank ? ['primaryBankAccountId'] : [])],
  }));
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** How many requests wait for a decision (HR's notification count). */
export async function pendingCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(r).where(eq(r.status, 'pending'));
  return row?.n ?? 0;
}
