import { sql, type SQL } from 'drizzle-orm';
import { queryRows, salaryPeriods, type DbOrTx } from '@hr/db';
import type { Lang } from '@hr/domain';
import { PERIOD_MOVES, type PeriodMove, type SalaryPeriodList, type SalaryPeriodSave, type SalaryPeriodSearch, type SalaryPeriodView } from '@hr/domain/payroll/period';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { nameSql } from '../../platform/local-name';
import { companies } from '@hr/db';
import { fieldError } from '../../platform/validation-errors';
import { personSql } from '../attendance/attendance-days.query';
import { staleInputsOf } from './salary-inputs.query';
import { t } from '../../platform/i18n';
import { takePendingRetro } from './retro-pay-owed';

/*
 * Salary periods (issue 19 point 3): their facts, their list, and the moves of SPEC section 4
 * (draft → closed → sent to accounting → paid), each one conditional update of the state it
 * moves from, audited in the same transaction.
 */


function viewSql(lang: Lang, where: SQL, tail: SQL = sql``): SQL {
  return sql`
    SELECT p.id, p.company_id AS "companyId", ${nameSql(lang, { nameEn: sql`c.name_en`, nameTh: sql`c.name_th` })} AS "companyName",
      p.month, p.period_start::text AS "periodStart", p.period_end::text AS "periodEnd", p.pay_date::text AS "payDate",
      p.staff_kind AS "staffKind", p.payment_channel AS "paymentChannel", p.status, p.note, p.employee_count AS "employeeCount",
      p.gross_total::float8 AS "grossTotal", p.deduction_total::float8 AS "deductionTotal", p.net_total::float8 AS "netTotal", p.tax_total::float8 AS "taxTotal",
      p.social_security_total::float8 AS "socialSecurityTotal", p.social_security_employer_total::float8 AS "socialSecurityEmployerTotal",
      CASE WHEN p.computing_since IS NOT NULL THEN json_build_object('progressId', p.compute_progress_id, 'since', p.computing_since) END AS computing,
      p.computed_at AS "computedAt", CASE WHEN p.status = 'draft' THEN p.computed_inputs END AS "computedInputs", ${personSql(lang, 'cb')} AS "computedByName", p.closed_at AS "closedAt", ${personSql(lang, 'xb')} AS "closedByName",
      p.accountant_id AS "accountantId", ${personSql(lang, 'ac')} AS "accountantName", p.sent_at AS "sentAt", p.paid_at AS "paidAt"
    FROM salary_periods p JOIN companies c ON c.id = p.company_id
    LEFT JOIN employees cb ON cb.id = p.computed_by LEFT JOIN employees xb ON xb.id = p.closed_by LEFT JOIN employees ac ON ac.id = p.accountant_id
    WHERE ${where} ${tail}`;
}

type ViewRow = Omit<SalaryPeriodView, 'computedAt' | 'closedAt' | 'sentAt' | 'paidAt' | 'computing' | 'staleInputs'> & {
  computedInputs: Record<string, string> | string | null;
  computedAt: Date | string | null; closedAt: Date | string | null; sentAt: Date | string | null; paidAt: Date | string | null;
  computing: { progressId: string | null; since: string } | string | null;
};
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const toView = ({ computedInputs: _, ...r }: ViewRow, staleInputs: SalaryPeriodView['staleInputs'] = []): SalaryPeriodView => ({
  ...r, staleInputs, computedAt: iso(r.computedAt), closedAt: iso(r.closedAt), sentAt: iso(r.sentAt), paidAt: iso(r.paidAt),
  computing: typeof r.computing === 'string' ? JSON.parse(r.computing) as SalaryPeriodView['computing'] : r.computing,
});

/** One period as the page shows it, or RECORD_GONE. */
export async function periodView(db: DbOrTx, id: string, lang: Lang): Promise<SalaryPeriodView> {
  const [row] = await queryRows<ViewRow>(db, viewSql(lang, sql`p.id = ${id}`));
  if (!row) throw new AppError('RECORD_GONE');
  return toView(row, await staleInputsOf(db, id, row.computedInputs));
}

/** The periods, newest month first, by company, year and state. */
export async function searchPeriods(db: DbOrTx, q: SalaryPeriodSearch, lang: Lang): Promise<SalaryPeriodList> {
  const where = sql.join([
    sql`true`,
    ...(q.companyId ? [sql`p.company_id = ${q.companyId}`] : []),
    ...(q.year ? [sql`p.month LIKE ${`${q.year}-%`}`] : []),
    ...(q.status ? [sql`p.status = ${q.status}`] : []),
  ], sql` AND `);
  const [rows, [counted]] = await Promise.all([
    queryRows<ViewRow>(db, viewSql(lang, where, sql`ORDER BY p.month DESC, c.code, p.staff_kind LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`)),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM salary_periods p WHERE ${where}`),
  ]);
  return { items: rows.map((r) => toView(r)), total: counted!.n, page: q.page, pageSize: q.pageSize };
}

/** Adds a period, or edits a draft's facts (a period being computed waits). */
export async function savePeriod(deps: Pick<Deps, 'db'>, actor: Actor, v: SalaryPeriodSave): Promise<SalaryPeriodView> {
  const [company] = await deps.db.select({ id: companies.id }).from(companies).where(sql`${companies.id} = ${v.companyId} AND ${companies.active}`);
  if (!company) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'companyId', 'invalid')]);
  const facts = { companyId: v.companyId, month: v.month, periodStart: v.periodStart, periodEnd: v.periodEnd, payDate: v.payDate, staffKind: v.staffKind,
    paymentChannel: v.paymentChannel, note: v.note ?? null };
  const id = await deps.db.transaction(async (tx) => {
    let saved: string;
    if (!v.id) {
      const [row] = await tx.insert(salaryPeriods).values({ ...facts, createdBy: actor.id, updatedBy: actor.id }).returning({ id: salaryPeriods.id });
      saved = row!.id;
      // Retroactive pay confirmed while there was no draft to offer it in is offered in this one.
      await takePendingRetro(tx, actor, { id: saved, companyId: facts.companyId, staffKind: facts.staffKind, month: facts.month });
    } else {
      const [row] = await queryRows<{ id: string }>(tx, sql`
        UPDATE salary_periods SET company_id = ${facts.companyId}, month = ${facts.month}, period_start = ${facts.periodStart}, period_end = ${facts.periodEnd},
          pay_date = ${facts.payDate}, staff_kind = ${facts.staffKind}, payment_channel = ${facts.paymentChannel}, note = ${facts.note}, updated_at = now(), updated_by = ${actor.id}
        WHERE id = ${v.id} AND status = 'draft' AND computing_since IS NULL RETURNING id`);
      if (!row) await refuseChange(tx, v.id);
      saved = v.id;
    }
    await audit(tx, { actorId: actor.id, action: v.id ? 'payroll.period.edit' : 'payroll.period.add', objectId: 'payroll.salary-period', targetType: 'salaryPeriod', targetId: saved,
      ip: actor.ip, requestId: actor.requestId, detail: facts });
    return saved;
  });
  return periodView(deps.db, id, actor.lang);
}

/** Why a draft could not be changed or computed: gone, no longer a draft, or being computed. */
export async function refuseChange(db: DbOrTx, id: string): Promise<never> {
  const [row] = await queryRows<{ status: string; busy: boolean }>(db, sql`SELECT status, computing_since IS NOT NULL AS busy FROM salary_periods WHERE id = ${id}`);
  if (!row) throw new AppError('RECORD_GONE');
  throw new AppError(row.status !== 'draft' ? 'PAYROLL_PERIOD_NOT_DRAFT' : 'PAYROLL_PERIOD_BUSY');
}

/** Deletes a draft with its lines and items. */
export async function deletePeriod(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string; month: string }>(tx, sql`DELETE FROM salary_periods WHERE id = ${id} AND status = 'draft' AND computing_since IS NULL RETURNING id, month`);
    if (!row) await refuseChange(tx, id);
    await audit(tx, { actorId: actor.id, action: 'payroll.period.delete', objectId: 'payroll.salary-period', targetType: 'salaryPeriod', targetId: id,
      ip: actor.ip, requestId: actor.requestId, detail: { month: row!.month } });
  });
}

/** Changes the pay date (until paid) or the payment channel (a draft: its lines follow on the next compute). */
export async function updatePeriodField(deps: Pick<Deps, 'db'>, actor: Actor, id: string, change: { payDate: string } | { paymentChannel: string }): Promise<SalaryPeriodView> {
  await deps.db.transaction(async (tx) => {
    const rows = 'payDate' in change
      ? await queryRows<{ id: string }>(tx, sql`UPDATE salary_periods SET pay_date = ${change.payDate}, updated_at = now(), updated_by = ${actor.id}
          WHERE id = ${id} AND status <> 'paid' AND pay_date IS DISTINCT FROM NULL AND period_start <= ${change.payDate}::date RETURNING id`)
      : await queryRows<{ id: string }>(tx, sql`UPDATE salary_periods SET payment_channel = ${change.paymentChannel}, updated_at = now(), updated_by = ${actor.id}
          WHERE id = ${id} AND status = 'draft' AND computing_since IS NULL RETURNING id`);
    if (!rows.length) {
      const [row] = await queryRows<{ status: string; start: string }>(tx, sql`SELECT status, period_start::text AS start FROM salary_periods WHERE id = ${id}`);
      if (!row) throw new AppError('RECORD_GONE');
      if ('payDate' in change && row.status !== 'paid') throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'payDate', 'notBeforeStart')]);
      await refuseChange(tx, id);
    }
    await audit(tx, { actorId: actor.id, action: 'payroll.period.update', objectId: 'payroll.salary-period', targetType: 'salaryPeriod', targetId: id,
      ip: actor.ip, requestId: actor.requestId, detail: change });
  });
  return periodView(deps.db, id, actor.lang);
}

/** The people who may receive a period in accounting: active employees of its company holding the salary-period page. */
export async function accountantsOf(db: DbOrTx, id: string, lang: Lang): Promise<Array<{ id: string; code: string; name: string }>> {
  const [period] = await queryRows<{ company_id: string }>(db, sql`SELECT company_id FROM salary_periods WHERE id = ${id}`);
  if (!period) throw new AppError('RECORD_GONE');
  return queryRows(db, sql`
    SELECT e.id, e.employee_code AS code, ${personSql(lang, 'e')} AS name FROM employees e
    WHERE e.company_id = ${period.company_id} AND e.active AND (e.resign_date IS NULL OR e.resign_date >= current_date)
      AND EXISTS (SELECT 1 FROM role_permissions rp WHERE rp.role_id = e.role_id AND rp.object_id = 'payroll.salary-period')
    ORDER BY e.employee_code`);
}

/**
 * A move of SPEC section 4: close (a computed draft; its lines are final from now on), send to
 * accounting (to the accountant chosen, who must be one of accountantsOf), mark paid.
 */
export async function movePeriod(deps: Pick<Deps, 'db'>, actor: Actor, id: string, action: PeriodMove, accountantId?: string): Promise<SalaryPeriodView> {
  const move = PERIOD_MOVES[action];
  if (action === 'send') {
    const allowed = await accountantsOf(deps.db, id, actor.lang);
    if (!allowed.some((a) => a.id === accountantId)) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'accountantId', accountantId ? 'invalid' : 'required')]);
  }
  const set = action === 'close' ? sql`closed_at = now(), closed_by = ${actor.id}`
    : action === 'send' ? sql`sent_at = now(), sent_by = ${actor.id}, accountant_id = ${accountantId!}`
      : sql`paid_at = now(), paid_by = ${actor.id}`;
  const guard = action === 'close' ? sql`AND computing_since IS NULL AND computed_at IS NOT NULL` : sql``;
  await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(tx, sql`UPDATE salary_periods SET status = ${move.to}, ${set}, updated_at = now(), updated_by = ${actor.id}
      WHERE id = ${id} AND status = ${move.from} ${guard} RETURNING id`);
    if (!row) {
      const [now] = await queryRows<{ status: string; busy: boolean; computed: boolean }>(tx, sql`
        SELECT status, computing_since IS NOT NULL AS busy, computed_at IS NOT NULL AS computed FROM salary_periods WHERE id = ${id}`);
      if (!now) throw new AppError('RECORD_GONE');
      if (now.status === move.from && now.busy) throw new AppError('PAYROLL_PERIOD_BUSY');
      if (now.status === move.from && !now.computed) throw new AppError('PAYROLL_PERIOD_NOT_COMPUTED');
      throw new AppError('PAYROLL_PERIOD_STATE');
    }
    // Lines computed from inputs that changed since are not closed (issue 35 point 1): the whole move rolls back.
    if (action === 'close') {
      const [was] = await queryRows<{ inputs: Record<string, string> | string | null }>(tx, sql`SELECT computed_inputs AS inputs FROM salary_periods WHERE id = ${id}`);
      const stale = await staleInputsOf(tx, id, was?.inputs ?? null);
      if (stale.length) {
        const names = stale.map((k) => t(actor.lang, `payroll:period.staleInput.${k}`)).join(', ');
        throw new AppError('PAYROLL_PERIOD_STALE', { changes: names }, { staleInputs: stale });
      }
    }
    await audit(tx, { actorId: actor.id, action: `payroll.period.${action}`, objectId: 'payroll.salary-period', targetType: 'salaryPeriod', targetId: id,
      ip: actor.ip, requestId: actor.requestId, detail: { from: move.from, to: move.to, ...(accountantId ? { accountantId } : {}) } });
  });
  return periodView(deps.db, id, actor.lang);
}
