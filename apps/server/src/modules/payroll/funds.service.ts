import { sql, type SQL } from 'drizzle-orm';
import { payrollFundAccounts, payrollFundEntries, queryRows, type DbOrTx } from '@hr/db';
import { satangToDecimal, toSatang, type Lang } from '@hr/domain';
import {
  entryTypesOf, FUND_PAGES, manualMovement, type FundAccountSave, type FundAccountView, type FundEntrySave, type FundEntryView, type FundKind, type FundSearch,
} from '@hr/domain/payroll/funds';
import type { z } from 'zod';
import type { ZFundSearch } from '@hr/domain/payroll/funds';
import { assertNotOwnPay } from '../../platform/own-pay';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { fieldError } from '../../platform/validation-errors';
import { localNameSql, personSql } from '../attendance/attendance-days.query';

/*
 * Funds and loans (issue 19 point 5): accounts and their ledgers. An account's balances are the
 * sums of its entries: the entries of a draft period are pending (the period may still be
 * recomputed or deleted) and count once it closes. Every read names whose money was shown in the
 * audit trail, as the lines of a period do.
 */

/** An entry counts in the balances unless it belongs to a period still in draft. */
const FINAL = sql`(sp.id IS NULL OR sp.status <> 'draft')`;
const FUND_OBJECT = (kind: FundKind) => FUND_PAGES[kind].permission;

function viewSql(lang: Lang, where: SQL, tail: SQL = sql``): SQL {
  return sql`
    SELECT a.id, a.kind, a.employee_id AS "employeeId", e.employee_code AS "employeeCode", ${personSql(lang, 'e')} AS name,
      ${localNameSql(lang, 'd')} AS "departmentName", e.company_id AS "companyId", a.lender, a.member_number AS "memberNumber",
      a.start_month AS "startMonth", a.end_month AS "endMonth", a.monthly_amount::float8 AS "monthlyAmount", a.monthly_percent::float8 AS "monthlyPercent",
      a.principal::float8 AS principal, a.instalment::float8 AS instalment, a.note,
      coalesce(b.savings, 0)::float8 AS "savingsBalance",
      CASE WHEN a.principal IS NOT NULL THEN (a.principal + coalesce(b.loan, 0))::float8 END AS "loanBalance",
      coalesce(b.interest, 0)::float8 AS "interestPaid", coalesce(b.deducted, 0)::float8 AS "deductedTotal", coalesce(b.pending, 0)::float8 AS pending,
      b.last_month AS "lastMonth", a.updated_at AS "updatedAt"
    FROM payroll_fund_accounts a JOIN employees e ON e.id = a.employee_id LEFT JOIN departments d ON d.id = e.department_id
    LEFT JOIN LATERAL (
      SELECT sum(x.savings) FILTER (WHERE ${FINAL}) AS savings, sum(x.loan) FILTER (WHERE ${FINAL}) AS loan, sum(x.interest) FILTER (WHERE ${FINAL}) AS interest,
        sum(x.savings - x.loan + x.interest) FILTER (WHERE x.type = 'payroll' AND ${FINAL}) AS deducted,
        sum(x.savings - x.loan + x.interest) FILTER (WHERE sp.status = 'draft') AS pending,
        max(sp.month) FILTER (WHERE ${FINAL}) AS last_month
      FROM payroll_fund_entries x LEFT JOIN salary_periods sp ON sp.id = x.period_id WHERE x.account_id = a.id) b ON true
    WHERE ${where} ${tail}`;
}

type ViewRow = Omit<FundAccountView, 'updatedAt'> & { updatedAt: Date | string };
const toView = (r: ViewRow): FundAccountView => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() });

const SORTS: Record<z.output<typeof ZFundSearch>['sort'], SQL> = {
  employeeCode: sql`e.employee_code`, name: sql`name`, startMonth: sql`a.start_month`, balance: sql`coalesce("loanBalance", "savingsBalance")`,
};

function searchWhere(kind: FundKind, q: z.output<typeof ZFundSearch>, today: string): SQL {
  const keyword = q.keyword?.trim().toLowerCase();
  const month = today.slice(0, 7);
  return sql.join([
    sql`a.kind = ${kind}`,
    ...(keyword ? [sql`(e.search_text LIKE ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} OR lower(coalesce(a.member_number, '')) = ${keyword})`] : []),
    ...(q.companyId ? [sql`e.company_id = ${q.companyId}`] : []),
    ...(q.state === 'open' ? [sql`(a.end_month IS NULL OR a.end_month >= ${month})`] : []),
    ...(q.state === 'ended' ? [sql`a.end_month < ${month}`] : []),
    ...(q.state === 'repaid' ? [sql`a.principal IS NOT NULL AND a.principal + coalesce((SELECT sum(x.loan) FROM payroll_fund_entries x
        LEFT JOIN salary_periods sp ON sp.id = x.period_id WHERE x.account_id = a.id AND ${FINAL}), 0) <= 0`] : []),
  ], sql` AND `);
}

const readAudit = (db: DbOrTx, actor: Actor, kind: FundKind, detail: Record<string, unknown>, targetId: string | null = null) =>
  audit(db, { actorId: actor.id, action: `payroll.fund.read`, objectId: FUND_OBJECT(kind), targetType: targetId ? 'fundAccount' : 'fundAccounts', targetId,
    ip: actor.ip, requestId: actor.requestId, detail: { kind, ...detail } });

/** A page of one kind's accounts with their balances; the read is audited with whose accounts were shown. */
export async function searchFunds(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, kind: FundKind, q: z.output<typeof ZFundSearch>) {
  const where = searchWhere(kind, q, deps.clock.now().toISOString().slice(0, 10));
  const order = sql`ORDER BY ${SORTS[q.sort]} ${sql.raw(q.dir === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST')}, e.employee_code, a.start_month`;
  const [rows, [counted]] = await Promise.all([
    queryRows<ViewRow>(deps.db, viewSql(actor.lang, where, sql`${order} LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`)),
    queryRows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM payroll_fund_accounts a JOIN employees e ON e.id = a.employee_id WHERE ${where}`),
  ]);
  await readAudit(deps.db, actor, kind, { employees: rows.map((r) => r.employeeId), page: q.page });
  return { items: rows.map(toView), total: counted!.n, page: q.page, pageSize: q.pageSize };
}

/** Every account of the search, for the download (audited as a read). */
export async function allFunds(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, kind: FundKind, q: z.output<typeof ZFundSearch>): Promise<FundAccountView[]> {
  const rows = await queryRows<ViewRow>(deps.db, viewSql(actor.lang, searchWhere(kind, q, deps.clock.now().toISOString().slice(0, 10)),
    sql`ORDER BY ${SORTS[q.sort]} ${sql.raw(q.dir === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST')}, e.employee_code, a.start_month`));
  await readAudit(deps.db, actor, kind, { employees: rows.map((r) => r.employeeId), download: true });
  return rows.map(toView);
}

async function accountOf(db: DbOrTx, lang: Lang, kind: FundKind, id: string): Promise<FundAccountView> {
  const [row] = await queryRows<ViewRow>(db, viewSql(lang, sql`a.id = ${id} AND a.kind = ${kind}`));
  if (!row) throw new AppError('RECORD_GONE');
  return toView(row);
}

/** One account with its ledger, oldest entry first, each with the balances after it; audited. */
export async function fundDetails(db: DbOrTx, actor: Actor, kind: FundKind, id: string): Promise<{ account: FundAccountView; entries: FundEntryView[]; entryTypes: string[] }> {
  const account = await accountOf(db, actor.lang, kind, id);
  const rows = await queryRows<Omit<FundEntryView, 'savingsAfter' | 'loanAfter'> & { final: boolean }>(db, sql`
    SELECT x.id, x.type, x.entry_date::text AS "entryDate", x.period_id AS "periodId", sp.month, sp.status AS "periodStatus",
      x.savings::float8 AS savings, x.loan::float8 AS loan, x.interest::float8 AS interest, x.note, ${personSql(actor.lang, 'cb')} AS "createdByName", ${FINAL} AS final
    FROM payroll_fund_entries x LEFT JOIN salary_periods sp ON sp.id = x.period_id LEFT JOIN employees cb ON cb.id = x.created_by
    WHERE x.account_id = ${id} ORDER BY x.entry_date, x.created_at, x.id`);
  // Running balances in satang: a draft period's entry shows what it would make them.
  let savings = 0; let loan = account.principal === null ? null : toSatang(account.principal);
  const entries = rows.map(({ final, ...r }) => {
    const s = savings + toSatang(r.savings); const l = loan === null ? null : loan + toSatang(r.loan);
    if (final) { savings = s; loan = l; }
    return { ...r, savingsAfter: s / 100, loanAfter: l === null ? null : l / 100 };
  });
  await readAudit(db, actor, kind, { employeeId: account.employeeId }, id);
  return { account, entries, entryTypes: entryTypesOf(kind, account.principal !== null) };
}

const termsOf = (v: FundAccountSave) => ({
  employeeId: v.employeeId, lender: v.kind === 'educationLoan' ? v.lender ?? 'company' : 'company' as const, memberNumber: v.memberNumber ?? null,
  startMonth: v.startMonth, endMonth: v.endMonth ?? null, monthlyAmount: v.monthlyAmount ?? null, monthlyPercent: v.monthlyPercent ?? null,
  principal: v.principal ?? null, instalment: v.instalment ?? null, note: v.note ?? null,
});

/**
 * Adds an account or edits one. Once its ledger has entries the employee and the principal stay
 * as they are (a balance is never rewritten: a correction is an entry); the instalment, months and
 * the rest may change and the next compute follows them.
 */
export async function saveFund(deps: Pick<Deps, 'db'>, actor: Actor, kind: FundKind, v: FundAccountSave): Promise<FundAccountView> {
  const terms = termsOf({ ...v, kind });
  assertNotOwnPay(actor, v.employeeId);
  const [employee] = await queryRows<{ id: string }>(deps.db, sql`SELECT id FROM employees WHERE id = ${v.employeeId}`);
  if (!employee) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'employeeId', 'invalid')]);
  const id = await deps.db.transaction(async (tx) => {
    let saved: string;
    if (!v.id) {
      const [row] = await tx.insert(payrollFundAccounts).values({ ...terms, kind, createdBy: actor.id, updatedBy: actor.id }).returning({ id: payrollFundAccounts.id });
      saved = row!.id;
    } else {
      const [before] = await queryRows<{ employeeId: string; principal: number | null; entries: number }>(tx, sql`
        SELECT a.employee_id AS "employeeId", a.principal::float8 AS principal, (SELECT count(*)::int FROM payroll_fund_entries x WHERE x.account_id = a.id) AS entries
        FROM payroll_fund_accounts a WHERE a.id = ${v.id} AND a.kind = ${kind} FOR UPDATE`);
      if (!before) throw new AppError('RECORD_GONE');
      assertNotOwnPay(actor, before.employeeId);
      if (before.entries > 0 && (before.employeeId !== terms.employeeId || before.principal !== terms.principal)) throw new AppError('PAYROLL_FUND_TERMS_LOCKED');
      await tx.update(payrollFundAccounts).set({ ...terms, updatedAt: new Date(), updatedBy: actor.id }).where(sql`${payrollFundAccounts.id} = ${v.id}`);
      saved = v.id;
    }
    await audit(tx, { actorId: actor.id, action: v.id ? 'payroll.fund.edit' : 'payroll.fund.add', objectId: FUND_OBJECT(kind), targetType: 'fundAccount', targetId: saved,
      ip: actor.ip, requestId: actor.requestId, detail: { kind, ...terms } });
    return saved;
  });
  return accountOf(deps.db, actor.lang, kind, id);
}

/** Deletes an account with no history: its only entries may be a draft period's (that period's next compute leaves it out). */
export async function deleteFund(deps: Pick<Deps, 'db'>, actor: Actor, kind: FundKind, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ employeeId: string; history: boolean }>(tx, sql`
      SELECT a.employee_id AS "employeeId", EXISTS (SELECT 1 FROM payroll_fund_entries x LEFT JOIN salary_periods sp ON sp.id = x.period_id
        WHERE x.account_id = a.id AND ${FINAL}) AS history
      FROM payroll_fund_accounts a WHERE a.id = ${id} AND a.kind = ${kind} FOR UPDATE`);
    if (!row) throw new AppError('RECORD_GONE');
    assertNotOwnPay(actor, row.employeeId);
    if (row.history) throw new AppError('PAYROLL_FUND_HAS_LEDGER');
    await tx.delete(payrollFundEntries).where(sql`${payrollFundEntries.accountId} = ${id}`);
    await tx.delete(payrollFundAccounts).where(sql`${payrollFundAccounts.id} = ${id}`);
    await audit(tx, { actorId: actor.id, action: 'payroll.fund.delete', objectId: FUND_OBJECT(kind), targetType: 'fundAccount', targetId: id,
      ip: actor.ip, requestId: actor.requestId, detail: { kind, employeeId: row.employeeId } });
  });
}

/**
 * Records an entry outside payroll: a balance brought forward, a withdrawal of savings, a
 * repayment, an adjustment. A withdrawal takes at most the savings held, a repayment at most the
 * debt left (both as the ledger stands, draft periods aside).
 */
export async function addFundEntry(deps: Pick<Deps, 'db'>, actor: Actor, kind: FundKind, v: FundEntrySave): Promise<{ account: FundAccountView }> {
  await deps.db.transaction(async (tx) => {
    // The account row is locked so two entries at once cannot both take the same savings.
    const [locked] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM payroll_fund_accounts WHERE id = ${v.accountId} AND kind = ${kind} FOR UPDATE`);
    if (!locked) throw new AppError('RECORD_GONE');
    const account = await accountOf(tx, actor.lang, kind, v.accountId);
    assertNotOwnPay(actor, account.employeeId);
    const hasLoan = account.principal !== null;
    if (!entryTypesOf(kind, hasLoan).includes(v.type)) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'type', 'invalid')]);
    const amount = toSatang(v.amount);
    const move = manualMovement(kind, v.type, amount, hasLoan);
    if (v.type === 'withdrawal' && amount > toSatang(account.savingsBalance)) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'amount', 'moreThanBalance')]);
    if (v.type === 'repayment' && account.loanBalance !== null && amount > toSatang(account.loanBalance)) {
      throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'amount', 'moreThanBalance')]);
    }
    const [row] = await tx.insert(payrollFundEntries).values({
      accountId: v.accountId, type: v.type, entryDate: v.entryDate, savings: satangToDecimal(move.savingsSatang) as never, loan: satangToDecimal(move.loanSatang) as never,
      interest: satangToDecimal(move.interestSatang) as never, note: v.note, createdBy: actor.id, updatedBy: actor.id,
    }).returning({ id: payrollFundEntries.id });
    await audit(tx, { actorId: actor.id, action: 'payroll.fund.entry', objectId: FUND_OBJECT(kind), targetType: 'fundAccount', targetId: v.accountId,
      ip: actor.ip, requestId: actor.requestId, detail: { kind, entryId: row!.id, type: v.type, amount: v.amount, note: v.note } });
  });
  return { account: await accountOf(deps.db, actor.lang, kind, v.accountId) };
}

export type { FundSearch };
