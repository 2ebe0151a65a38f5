import { z } from 'zod';
import { ZMonth } from '../attendance/views';
import { hasTwoDecimals } from '../money';
import { optionalText, requiredOr, ZUuid } from '../validators';
import { prorateSatang } from './deductions';

/*
 * Recurring pay items of an employee (issue 19 point 1): the allowances and deductions of the
 * income/deduction master paid or taken every month while they run (a position allowance, a
 * travel allowance, a dormitory charge). The master says whether an item is taxable (taxable
 * income is also the wage social security is paid on) and whether a joiner's or a leaver's month
 * pays it by the calendar days employed.
 */

export const ZPayItemSave = z.strictObject({
  id: ZUuid.optional(),
  employeeId: ZUuid,
  itemId: ZUuid,
  amount: z.number({ error: requiredOr('validation.numericOnly') }).gt(0, { error: 'validation.tooSmall' }).max(10_000_000, { error: 'validation.tooLarge' })
    .refine(hasTwoDecimals, { error: 'validation.twoDecimals' }),
  startMonth: ZMonth,
  endMonth: ZMonth.nullish(),
  note: optionalText(200),
}).superRefine((v, ctx) => {
  if (v.endMonth && v.endMonth < v.startMonth) ctx.addIssue({ code: 'custom', path: ['endMonth'], message: 'validation.endNotBeforeStart' });
});
export type PayItemSave = z.input<typeof ZPayItemSave>;
export const ZPayItemsOf = z.strictObject({ employeeId: ZUuid });
export const ZPayItemId = z.strictObject({ id: ZUuid });

/** An item in force for a month, as the line reads it. */
export type RecurringPayItem = { id: string; code: string; name: string; kind: 'income' | 'deduction'; taxable: boolean; prorate: boolean; amountSatang: number };
/** What the month paid or took of it. */
export type RecurringPaid = RecurringPayItem & { paidSatang: number; prorated: boolean };

/** An employee's item as the list shows it (amount in baht). */
export type PayItemView = {
  id: string; employeeId: string; itemId: string; code: string; name: string; kind: 'income' | 'deduction'; taxable: boolean; prorate: boolean;
  amount: number; startMonth: string; endMonth: string | null; note: string | null;
};

/** The month's amount of each item: a prorated item by the calendar days employed, the others in full (nothing to someone not employed). */
export function recurringOf(items: readonly RecurringPayItem[], daysEmployed: number, daysInPeriod: number): { lines: RecurringPaid[]; taxableIncome: number; otherIncome: number; deductions: number } {
  const lines = items.map((r) => ({
    ...r, prorated: r.prorate && daysEmployed < daysInPeriod,
    paidSatang: daysEmployed <= 0 ? 0 : r.prorate ? prorateSatang(r.amountSatang, daysEmployed, daysInPeriod) : r.amountSatang,
  }));
  const sum = (f: (l: RecurringPaid) => boolean) => lines.filter(f).reduce((n, l) => n + l.paidSatang, 0);
  return { lines, taxableIncome: sum((l) => l.kind === 'income' && l.taxable), otherIncome: sum((l) => l.kind === 'income' && !l.taxable), deductions: sum((l) => l.kind === 'deduction') };
}
