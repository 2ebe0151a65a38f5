import { z } from 'zod';
import { CHOICES } from '../choices';
import { ZIsoDate } from '../dates';
import { requiredOr } from '../validators';
import { hasTwoDecimals } from '../money';
import { blank, requiredChoice, text } from './field-types';
import type { FieldMeta } from './form-fields';

/*
 * Salary history (SPEC section 3): rows are only ever added. A row's base salary is the monthly
 * salary from its effective date; its adjusted salary is how much that changed the salary before
 * it (the base salary in force the day before) and its percentage change the same as a share of
 * it. The onboarding row has nothing before it: it adjusts from zero and has no percentage.
 */

/** The most a base salary may be (numeric(14,2) holds more; this catches a slipped key). */
export const MAX_BASE_SALARY = 10_000_000;
/** The largest percentage numeric(7,2) stores. */
export const MAX_PERCENT_CHANGE = 99_999.99;

/** Baht with at most two decimals, more than zero; shown as money in the forms. */
export const ZSalaryAmount = z.preprocess(blank, z.number({ error: requiredOr('validation.numericOnly') })
  .gt(0, { error: 'validation.tooSmall' }).max(MAX_BASE_SALARY, { error: 'validation.tooLarge' })
  .refine(hasTwoDecimals, { error: 'validation.twoDecimals' })).meta({ money: true } satisfies FieldMeta);

const requiredDate = ZIsoDate;

/**
 * What HR enters for a salary change: the new base salary and from when. The adjusted salary and
 * the percentage are not accepted from the client; the server works them out (salaryAdjustment).
 */
export const ZSalaryChange = z.strictObject({
  incrementType: requiredChoice(CHOICES.salaryIncrementType),
  baseSalary: ZSalaryAmount,
  effectiveDate: requiredDate,
  summary: text(500),
  remark: text(1000),
});
export type SalaryChange = z.infer<typeof ZSalaryChange>;

/** A percentage rounded to two decimals, halves away from zero (as a person rounds -2.345 to -2.35). */
const round2 = (x: number) => (Math.sign(x) * Math.round(Math.abs(x) * 100)) / 100;

/**
 * The adjustment a new base salary makes to the one before it, in satang (integer arithmetic, no
 * float on money): the amount (new − previous; the whole salary when there is none before) and the
 * percentage of the previous salary, two decimals (null when there is none before).
 */
export function salaryAdjustment(previousSatang: number | null, newSatang: number): { adjustedSatang: number; percentChange: number | null } {
  if (previousSatang === null || previousSatang <= 0) return { adjustedSatang: newSatang, percentChange: null };
  const adjustedSatang = newSatang - previousSatang;
  return { adjustedSatang, percentChange: round2((adjustedSatang * 100) / previousSatang) };
}
