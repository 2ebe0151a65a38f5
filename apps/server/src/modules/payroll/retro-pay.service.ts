import { sql } from 'drizzle-orm';
import { queryRows, salaryPeriodAdjustments, type DbOrTx } from '@hr/db';
import { satangToBaht } from '@hr/domain';
import type { SalaryLineWorking } from '@hr/domain/payroll/period';
import { retroactivePay, type RetroDifference } from '@hr/domain/payroll/retro-pay';
import { readerYear } from '@hr/domain/calendar';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { monthName } from '../../platform/date-text';
import { t } from '../../platform/i18n';

/*
 * A back-dated salary (issue 35 point 6): a base salary effective in a month already closed (or
 * sent, or paid) was not paid there. Saving it is refused with SALARY_RETROACTIVE, naming the
 * months and what each owes, until HR confirms; confirmed, each month's difference is recorded as
 * a correction of that month ("retroactive pay") in the next draft period of the same company and
 * staff, which its compute pays as wages of the month paid. HR withdraws (declines) it there as
 * any correction, while the draft is a draft.
 */

export type RetroOffer = { differences: RetroDifference[]; toPeriod: { id: string; month: string } | null };

const OBJECT = 'payroll.salary-period';

/** The closed months a salary from `effectiveDate` on `newBaseSatang` changes, and the draft their difference is paid in. */
export async function retroactiveOffer(tx: DbOrTx, employeeId: string, effectiveDate: string, newBaseSatang: number): Promise<RetroOffer> {
  // A period's compute pays the salary in force on its last day: every closed period ending on or after the date was paid the old one.
  const lines = await queryRows<{ periodId: string; month: string; companyId: string; staffKind: string; working: SalaryLineWorking }>(tx, sql`
    SELECT p.id AS "periodId", p.month, p.company_id AS "companyId", p.staff_kind AS "staffKind", l.working
    FROM salary_lines l JOIN salary_periods p ON p.id = l.period_id
    WHERE l.employee_id = ${employeeId} AND p.status <> 'draft' AND p.period_end >= ${effectiveDate} ORDER BY p.month`);
  const differences = retroactivePay(lines.map((l) => ({ periodId: l.periodId, month: l.month, paid: l.working })), newBaseSatang);
  const last = lines.at(-1);
  if (!differences.length || !last) return { differences: [], toPeriod: null };
  const [toPeriod] = await queryRows<{ id: string; month: string }>(tx, sql`
    SELECT id, month FROM salary_periods WHERE company_id = ${last.companyId} AND staff_kind = ${last.staffKind} AND status = 'draft'
      AND computing_since IS NULL AND month > ${last.month} ORDER BY month LIMIT 1 FOR UPDATE`);
  return { differences, toPeriod: toPeriod ?? null };
}

const monthText = (lang: Actor['lang'], month: string) => `${monthName(lang, Number(month.slice(5, 7)))} ${readerYear(Number(month.slice(0, 4)), lang)}`;

/** The refusal that asks HR to confirm: the months in the answer's text and, with their differences, in its data. */
export function retroactiveRefusal(offer: RetroOffer, lang: Actor['lang']): AppError {
  return new AppError('SALARY_RETROACTIVE', {
    months: offer.differences.map((d) => monthText(lang, d.month)).join(', '),
    toMonth: offer.toPeriod ? monthText(lang, offer.toPeriod.month) : '—',
  }, {
    months: offer.differences.map((d) => ({ month: d.month, paid: satangToBaht(d.paidSatang), owed: satangToBaht(d.owedSatang), difference: satangToBaht(d.differenceSatang) })),
    toPeriodId: offer.toPeriod?.id ?? null, toMonth: offer.toPeriod?.month ?? null,
  });
}

/** Records the confirmed offer: one correction per closed month in the next draft (none when there is no draft yet). */
export async function payRetroactive(tx: DbOrTx, actor: Actor, employeeId: string, effectiveDate: string, offer: RetroOffer): Promise<void> {
  const to = offer.toPeriod;
  if (!to) return;
  for (const d of offer.differences) {
    const reason = t(actor.lang, 'payroll:period.retro.reason', { month: monthText(actor.lang, d.month), date: effectiveDate });
    const [row] = await tx.insert(salaryPeriodAdjustments).values({
      periodId: to.id, employeeId, fromPeriodId: d.periodId, amount: satangToBaht(d.differenceSatang), reason, createdBy: actor.id, updatedBy: actor.id,
    }).returning({ id: salaryPeriodAdjustments.id });
    await audit(tx, { actorId: actor.id, action: 'payroll.period.adjust', objectId: OBJECT, targetType: 'employee', targetId: employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { adjustmentId: row!.id, fromPeriodId: d.periodId, toPeriodId: to.id, amount: satangToBaht(d.differenceSatang), reason, retroactive: true } });
  }
}
