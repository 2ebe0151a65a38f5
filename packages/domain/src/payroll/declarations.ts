import { z } from 'zod';
import { hasTwoDecimals, toSatang } from '../money';
import { requiredOr, ZUuid } from '../validators';
import { TAX_ALLOWANCE_CODES } from './rates';
import { ALLOWANCE_COUNTS, childrenRule } from './simulate';
import type { TaxDeclarations } from './tax-allowances';

/*
 * An employee's tax declarations for a tax year (issue 19 point 1): spouse, children, parents and
 * the yearly amounts of the other allowances the tax-allowance master lists (insurance premiums
 * and the like). The salary period's withholding reads them; the master caps each amount.
 */

/** The codes the calculator works out itself (expenses, personal, counts, social security, provident fund): never declared as amounts. */
export const COMPUTED_ALLOWANCE_CODES: ReadonlySet<string> = new Set(Object.values(TAX_ALLOWANCE_CODES));
export const MAX_DECLARED_AMOUNT = 10_000_000;

const ZAmount = z.number({ error: requiredOr('validation.numericOnly') }).min(0, { error: 'validation.tooSmall' }).max(MAX_DECLARED_AMOUNT, { error: 'validation.tooLarge' })
  .refine(hasTwoDecimals, { error: 'validation.twoDecimals' });

export const ZTaxDeclarationKey = z.strictObject({
  employeeId: ZUuid,
  year: z.number({ error: requiredOr('validation.numericOnly') }).int({ error: 'validation.wholeNumber' }).min(2000, { error: 'validation.tooSmall' }).max(2100, { error: 'validation.tooLarge' }),
});
export const ZTaxDeclarationSave = ZTaxDeclarationKey.extend({
  ...ALLOWANCE_COUNTS,
  /** Yearly amounts in baht by the master's code. */
  declared: z.record(z.string().regex(/^[A-Z0-9_-]{1,20}$/, { error: 'validation.invalid' }), ZAmount, { error: 'validation.wrongType' }).default({}),
}).refine(childrenRule, { error: 'validation.childrenBornFrom2018', path: ['childrenBornFrom2018'] });
export type TaxDeclarationSave = z.input<typeof ZTaxDeclarationSave>;

/** A year's declaration as the form shows it, with the allowances an amount may be declared for. */
export type TaxDeclarationView = {
  employeeId: string; year: number; spouse: boolean; children: number; childrenBornFrom2018: number; parents: number;
  declared: Record<string, number>;
  declarable: Array<{ code: string; name: string; capAmount: number | null }>;
  updatedAt: string | null;
  /** The tax year whose declaration applies (an earlier one carried forward), or null when none was ever made. */
  fromYear: number | null;
};

/**
 * The declaration that applies to a tax year (issue 35 point 3): a spouse, children and parents do
 * not end with the year, so the newest declaration of that year or an earlier one carries forward
 * until a newer one replaces it. A later year's declaration never reaches back.
 */
export function declarationInForce<T extends { year: number }>(rows: readonly T[], year: number): T | undefined {
  let best: T | undefined;
  for (const r of rows) if (r.year <= year && (!best || r.year > best.year)) best = r;
  return best;
}

/** A stored declaration as the calculator reads it (amounts in satang). */
export function declarationsOf(row: { spouse: boolean; children: number; childrenBornFrom2018: number; parents: number; declared: Record<string, number> } | undefined): TaxDeclarations {
  if (!row) return {};
  return {
    spouse: row.spouse, children: row.children, childrenBornFrom2018: row.childrenBornFrom2018, parents: row.parents,
    declared: Object.fromEntries(Object.entries(row.declared).map(([code, baht]) => [code, toSatang(baht)])),
  };
}
