import { sql } from 'drizzle-orm';
import { queryRows, salaryPeriodAdjustments, salaryRetroPending, type Db, type DbOrTx } from '@hr/db';
import { satangToBaht } from '@hr/domain';
import type { SalaryLineWorking, StaffKind } from '@hr/domain/payroll/period';
import { retroactivePay, type RetroDifference } from '@hr/domain/payroll/retro-pay';
import { readerYear } from '@hr/domain/calendar';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { monthName } from '../../platform/date-text';
import { t } from '../../platform/i18n';
import { refuseChange } from './salary-period.service';

/*
 * A back-dated salary (issue 35 point 6): a base salary effective in a month already closed (or
 * sent, or paid) was not paid there. Saving it is refused with SALARY_RETROACTIVE, naming the
 * months and what each owes, until HR confirms; confirmed, each month's difference is offered as
 * a correction of that month ("retroactive pay") in the next draft period of the same company and
 * staff. Accepted on the period's page, its compute pays it as wages of the month paid; declined,
 * it is withdrawn as any correction, while the draft is a draft. With no such draft yet, what is
 * owed waits in salary_retro_pending until the next draft of that company and staff is created.
 */

/** The differences, the draft they go to, and which drafts may take them (of this company and staff, after this month). */
export type RetroOffer = {
  differences: RetroDifference[]; toPeriod: { id: string; month: string } | null;
  owedIn: { companyId: string; staffKind: StaffKind; afterMonth: string } | null;
};

const OBJECT = 'payroll.salary-period';

/** The closed months a salary from `effectiveDate` on `newBaseSatang` changes, and the draft their difference is paid in. */
export async function retroactiveOffer(tx: DbOrTx, employeeId: string, effectiveDate: string, newBaseSatang: number): Promise<RetroOffer> {
  // A period's compute pays the salary in force on its last day: every closed period ending on or after the date was paid the old one.
  const lines = await queryRows<{ periodId: string; month: string; companyId: string; staffKind: StaffKind; working: SalaryLineWorking }>(tx, sql`
    SELECT p.id AS "periodId", p.month, p.company_id AS "companyId", p.staff_kind AS "staffKind", l.working
    FROM salary_lines l JOIN salary_periods p ON p.id = l.period_id
    WHERE l.employee_id = ${employeeId} AND p.status <> 'draft' AND p.period_end >= ${effectiveDate} ORDER BY p.month`);
  const differences = retroactivePay(lines.map((l) => ({ periodId: l.periodId, month: l.month, paid: l.working })), newBaseSatang);
  const last = lines.at(-1);
  if (!differences.length || !last) return { differences: [], toPeriod: null, owedIn: null };
  const [toPeriod] = await queryRows<{ id: string; month: string }>(tx, sql`
    SELECT id, month FROM salary_periods WHERE company_id = ${last.companyId} AND staff_kind = ${last.staffKind} AND status = 'draft'
      AND computing_since IS NULL AND month > ${last.month} ORDER BY month LIMIT 1 FOR UPDATE`);
  return { differences, toPeriod: toPeriod ?? null, owedIn: { companyId: last.companyId, staffKind: last.staffKind, afterMonth: last.month } };
}

const monthText = (lang: Actor['lang'], month: string) => `${monthName(lang, Number(month.slice(5, 7)))} ${readerYear(Number(month.slice(0, 4)), lang)}`;

/** The refusal that asks HR to confirm: the months in the answer's text and, with their differences, in its data. */
export function retroactiveRefusal(offer: RetroOffer, lang: Actor['lang']): AppError {
  return new AppError('SALARY_RETROACTIVE', {
    months: offer.differences.map((d) => monthText(lang, d.month)).join(', '),
    toMonth: offer.toPeriod ? monthText(lang, offer.toPeriod.month) : t(lang, 'payroll:period.retro.nextDraft'),
  }, {
    months: offer.differences.map((d) => ({ month: d.month, paid: satangToBaht(d.paidSatang), owed: satangToBaht(d.owedSatang), difference: satangToBaht(d.differenceSatang) })),
    toPeriodId: offer.toPeriod?.id ?? null, toMonth: offer.toPeriod?.month ?? null,
  });
}

/**
 * Records the confirmed offer: one correction per closed month in the next draft, offered until
 * accepted; with no draft yet, one owed row per month for the draft created next (takePendingRetro).
 */
export async function payRetroactive(tx: DbOrTx, actor: Actor, employeeId: string, effectiveDate: string, offer: RetroOffer): Promise<void> {
  const to = offer.toPeriod;
  const reasonOf = (d: RetroDifference) => t(actor.lang, 'payroll:period.retro.reason', { month: monthText(actor.lang, d.month), date: effectiveDate });
  if (!to) {
    if (!offer.owedIn || !offer.differences.length) return;
    const rows = await tx.insert(salaryRetroPending).values(offer.differences.map((d) => ({
      employeeId, fromPeriodId: d.periodId, ...offer.owedIn!, amount: satangToBaht(d.differenceSatang), reason: reasonOf(d),
      createdBy: actor.id, updatedBy: actor.id,
    }))).returning({ id: salaryRetroPending.id, fromPeriodId: salaryRetroPending.fromPeriodId, amount: salaryRetroPending.amount });
    await audit(tx, { actorId: actor.id, action: 'payroll.period.retro.owed', objectId: OBJECT, targetType: 'employee', targetId: employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { ...offer.owedIn, owed: rows } });
    return;
  }
  for (const d of offer.differences) {
    const reason = reasonOf(d);
    const [row] = await tx.insert(salaryPeriodAdjustments).values({
      periodId: to.id, employeeId, fromPeriodId: d.periodId, amount: satangToBaht(d.differenceSatang), reason, offered: true, createdBy: actor.id, updatedBy: actor.id,
    }).returning({ id: salaryPeriodAdjustments.id });
    await audit(tx, { actorId: actor.id, action: 'payroll.period.adjust', objectId: OBJECT, targetType: 'employee', targetId: employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { adjustmentId: row!.id, fromPeriodId: d.periodId, toPeriodId: to.id, amount: satangToBaht(d.differenceSatang), reason, retroactive: true } });
  }
}

export type RetroOfferRow = { id: string; employeeId: string; employeeCode: string; name: string; fromMonth: string; amount: number; reason: string };

/** The retroactive pay offered in a period and not yet accepted, by employee and month. */
export async function retroOffersOf(db: DbOrTx, periodId: string, lang: Actor['lang']): Promise<RetroOfferRow[]> {
  const name = lang === 'th' ? sql`e.first_name_th || ' ' || e.last_name_th` : sql`e.first_name_en || ' ' || e.last_name_en`;
  return queryRows<RetroOfferRow>(db, sql`
    SELECT a.id, a.employee_id AS "employeeId", e.employee_code AS "employeeCode", ${name} AS name,
      f.month AS "fromMonth", a.amount::float8 AS amount, a.reason
    FROM salary_period_adjustments a JOIN salary_periods f ON f.id = a.from_period_id JOIN employees e ON e.id = a.employee_id
    WHERE a.period_id = ${periodId} AND a.offered ORDER BY e.employee_code, f.month`);
}

/** Accepts an offered retroactive pay while its draft is a draft: the draft's next compute pays it. */
export async function acceptRetroOffer(deps: { db: Db }, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ periodId: string; employeeId: string; amount: number }>(tx, sql`
      SELECT period_id AS "periodId", employee_id AS "employeeId", amount::float8 AS amount FROM salary_period_adjustments WHERE id = ${id} AND offered`);
    if (!row) throw new AppError('RECORD_GONE');
    const [draft] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM salary_periods WHERE id = ${row.periodId} AND status = 'draft' AND computing_since IS NULL FOR UPDATE`);
    if (!draft) await refuseChange(tx, row.periodId);
    await tx.update(salaryPeriodAdjustments).set({ offered: false, updatedAt: new Date(), updatedBy: actor.id }).where(sql`${salaryPeriodAdjustments.id} = ${id}`);
    await audit(tx, { actorId: actor.id, action: 'payroll.period.adjust.accept', objectId: OBJECT, targetType: 'employee', targetId: row.employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { adjustmentId: id, periodId: row.periodId, amount: row.amount } });
  });
}
