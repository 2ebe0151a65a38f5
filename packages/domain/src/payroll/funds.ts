import { z } from 'zod';
import { ZMonth } from '../attendance/views';
import { hasTwoDecimals, toSatang } from '../money';
import { optionalText, requiredOr, ZUuid } from '../validators';
import type { DeductionCode } from './deductions';
import { percentOfSatang } from './rates';

/*
 * Funds and loans a salary period deducts (issue 19 point 5): membership of the savings
 * cooperative (a monthly share, and a cooperative loan repaid with interest at the cooperative
 * master's rate), the saving fund (a monthly contribution), and education loans (from the company,
 * or the Student Loan Fund's notified monthly amount, e-PaySLF). Each account's money is a ledger:
 * every period that deducts writes an entry, HR records what happens outside payroll (a balance
 * brought forward, a withdrawal, a repayment) as entries too, and a balance is the sum of its
 * entries, never a figure overwritten.
 */

export const FUND_KINDS = ['cooperative', 'saving', 'educationLoan', 'legalExecution'] as const;
export type FundKind = (typeof FUND_KINDS)[number];
/**
 * Kinds that are a debt only, with no savings: an education loan, and a Legal Execution
 * Department order attaching wages (its debt, the monthly amount ordered; the law caps what a
 * month may give: THAI-RULES.md "Legal execution").
 */
export const isDebtKind = (kind: FundKind): boolean => kind === 'educationLoan' || kind === 'legalExecution';
/** Who lent an education loan: the company (deducted as an education loan) or the Student Loan Fund (a statutory deduction, before a garnishment). */
export const LOAN_LENDERS = ['company', 'studentLoanFund'] as const;
export type LoanLender = (typeof LOAN_LENDERS)[number];
/** The page, permission and API name of each kind (SPEC section 2; section 7: search, save, delete, download and details for cooperative, savingsFund and loan). */
export const FUND_PAGES = {
  cooperative: { permission: 'payroll.cooperative-fund', route: '/payroll/cooperative-fund', api: 'cooperative', add: 'add' },
  saving: { permission: 'payroll.saving-fund', route: '/payroll/saving-fund', api: 'savingsFund', add: 'addSavingFund' },
  educationLoan: { permission: 'payroll.education-loan', route: '/payroll/education-loan', api: 'loan', add: 'add' },
  legalExecution: { permission: 'payroll.legal-execution', route: '/payroll/legal-execution', api: 'legalExecution', add: 'add' },
} as const satisfies Record<FundKind, { permission: string; route: string; api: string; add: string }>;

/** The name of a kind, as the menu gives it (one text for the menu, the pages, the download and a line's explanation). */
export const fundTitleKey = (kind: FundKind) => `menu:${FUND_PAGES[kind].route.slice(1)}`;

/** Entries HR records by hand; 'payroll' entries are written by a salary period's compute only. */
export const MANUAL_ENTRY_TYPES = ['opening', 'withdrawal', 'repayment', 'adjustment'] as const;
export const FUND_ENTRY_TYPES = ['payroll', ...MANUAL_ENTRY_TYPES] as const;
export type FundEntryType = (typeof FUND_ENTRY_TYPES)[number];

const MAX_BAHT = 100_000_000;
const ZBaht = z.number({ error: requiredOr('validation.numericOnly') }).min(0, { error: 'validation.tooSmall' }).max(MAX_BAHT, { error: 'validation.tooLarge' })
  .refine(hasTwoDecimals, { error: 'validation.twoDecimals' });
const ZPercent = z.number({ error: requiredOr('validation.numericOnly') }).gt(0, { error: 'validation.tooSmall' }).max(100, { error: 'validation.tooLarge' })
  .refine(hasTwoDecimals, { error: 'validation.twoDecimals' });

/** An account's terms as the add and edit forms send them (amounts in baht). */
const fundFields = {
  id: ZUuid.optional(),
  employeeId: ZUuid,
  lender: z.enum(LOAN_LENDERS, { error: 'validation.invalid' }).default('company'),
  memberNumber: optionalText(30),
  startMonth: ZMonth,
  endMonth: ZMonth.nullish(),
  /** Saving and cooperative: a fixed monthly amount, or a percent of the salary earned (the cooperative's default is its master's share rate). */
  monthlyAmount: ZBaht.nullish(),
  monthlyPercent: ZPercent.nullish(),
  /** Loans: the amount lent and the monthly instalment of principal. */
  principal: ZBaht.nullish(),
  instalment: ZBaht.nullish(),
  note: optionalText(500),
};
type FundFields = z.infer<z.ZodObject<typeof fundFields>> & { kind: FundKind };

/**
 * The rules across an account's fields, as field and message key: the schema's refinement runs
 * them, and the form runs them on what it holds so far (values may be missing or unparsed there).
 */
export function fundIssues(v: Partial<Record<keyof FundFields, unknown>>): Array<{ field: string; key: string }> {
  const out: Array<{ field: string; key: string }> = [];
  const issue = (field: string, key: string) => out.push({ field, key });
  const num = (x: unknown) => (typeof x === 'number' ? x : null);
  const [amount, percent, principal, instalment] = [num(v.monthlyAmount), num(v.monthlyPercent), num(v.principal), num(v.instalment)];
  const lender = v.lender ?? 'company';
  if (typeof v.endMonth === 'string' && typeof v.startMonth === 'string' && v.endMonth < v.startMonth) issue('endMonth', 'validation.endNotBeforeStart');
  if (v.kind !== 'educationLoan' && lender !== 'company') issue('lender', 'validation.invalid');
  if (amount !== null && percent !== null) issue('monthlyPercent', 'validation.amountOrPercent');
  if (v.kind === 'saving' && amount === null && percent === null) issue('monthlyAmount', 'validation.required');
  if (v.kind === 'educationLoan' || v.kind === 'legalExecution') {
    if (amount !== null || percent !== null) issue('monthlyAmount', 'validation.invalid');
    if (!instalment) issue('instalment', 'validation.required');
  }
  if (v.kind === 'educationLoan') {
    // The Student Loan Fund notifies the monthly amount; the debt is known to the Fund, not always to the employer.
    if (lender === 'company' && !principal) issue('principal', 'validation.required');
  }
  if (v.kind === 'saving' && (principal !== null || instalment !== null)) issue('principal', 'validation.invalid');
  // A cooperative loan is lent and repaid together: both or neither.
  if (v.kind === 'cooperative' && (principal === null) !== (instalment === null)) issue(principal === null ? 'principal' : 'instalment', 'validation.required');
  if (principal && instalment && instalment > principal) issue('instalment', 'validation.instalmentAbovePrincipal');
  return out;
}

function fundRules(v: FundFields, ctx: z.RefinementCtx) {
  for (const i of fundIssues(v)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key });
}

export const ZFundAccountSave = z.strictObject({ kind: z.enum(FUND_KINDS, { error: 'validation.required' }), ...fundFields }).superRefine(fundRules);
/** The save body of one kind's page: its kind is the page's. */
export const fundSaveOf = <K extends FundKind>(kind: K) => z.strictObject({ kind: z.literal(kind, { error: 'validation.invalid' }).default(kind), ...fundFields }).superRefine(fundRules);
export type FundAccountSave = z.input<typeof ZFundAccountSave>;

export const ZFundSearch = z.strictObject({
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(100, { error: 'validation.tooLarge' }).default(20),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  companyId: ZUuid.optional(),
  /** Open: in force this month or later; ended: its end month passed; repaid: a loan with nothing left. */
  state: z.enum(['open', 'ended', 'repaid'], { error: 'validation.invalid' }).optional(),
  sort: z.enum(['employeeCode', 'name', 'startMonth', 'balance'], { error: 'validation.invalid' }).default('employeeCode'),
  dir: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('asc'),
});
export type FundSearch = z.input<typeof ZFundSearch>;
export const ZFundId = z.strictObject({ id: ZUuid });

/** An entry HR records: the savings it adds (a withdrawal takes away) or the loan repaid, with why. */
export const ZFundEntrySave = z.strictObject({
  accountId: ZUuid,
  type: z.enum(MANUAL_ENTRY_TYPES, { error: 'validation.required' }),
  entryDate: z.string({ error: 'validation.required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' }),
  /** Baht; an adjustment may be negative (it takes away), the others are positive amounts. */
  amount: z.number({ error: requiredOr('validation.numericOnly') }).min(-MAX_BAHT, { error: 'validation.tooSmall' }).max(MAX_BAHT, { error: 'validation.tooLarge' })
    .refine(hasTwoDecimals, { error: 'validation.twoDecimals' }).refine((n) => n !== 0, { error: 'validation.notZero' }),
  note: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong' }),
}).superRefine((v, ctx) => {
  if (v.type !== 'adjustment' && v.amount < 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.tooSmall' });
});
export type FundEntrySave = z.input<typeof ZFundEntrySave>;

/** What an entry does to an account's two balances (satang): the savings held and the loan still owed. */
export type FundMovement = { savingsSatang: number; loanSatang: number; interestSatang: number };

/**
 * The movement of an entry HR records: an opening brings savings (or, on a loan, debt) forward; a
 * withdrawal pays savings out; a repayment lowers the debt; an adjustment moves the account's main
 * balance (a loan's debt, otherwise its savings) by the signed amount.
 */
export function manualMovement(kind: FundKind, type: (typeof MANUAL_ENTRY_TYPES)[number], amountSatang: number, hasLoan: boolean): FundMovement {
  const loanSide = isDebtKind(kind) || (kind === 'cooperative' && hasLoan && type === 'repayment');
  const none = { savingsSatang: 0, loanSatang: 0, interestSatang: 0 };
  switch (type) {
    case 'opening': return loanSide ? { ...none, loanSatang: amountSatang } : { ...none, savingsSatang: amountSatang };
    case 'withdrawal': return { ...none, savingsSatang: -amountSatang };
    case 'repayment': return { ...none, loanSatang: -amountSatang };
    case 'adjustment': return loanSide ? { ...none, loanSatang: amountSatang } : { ...none, savingsSatang: amountSatang };
  }
}

/** Which manual entries make sense on a kind: savings are not repaid; an education loan has no savings to withdraw. */
export function entryTypesOf(kind: FundKind, hasLoan: boolean): Array<(typeof MANUAL_ENTRY_TYPES)[number]> {
  if (isDebtKind(kind)) return ['opening', 'repayment', 'adjustment'];
  if (kind === 'cooperative' && hasLoan) return ['opening', 'withdrawal', 'repayment', 'adjustment'];
  return ['opening', 'withdrawal', 'adjustment'];
}

/** An account as a period's compute reads it: its terms in satang and the debt owed before this period. */
export type FundAccountFacts = {
  id: string; kind: FundKind; lender: LoanLender; startMonth: string; endMonth: string | null;
  monthlyAmountSatang: number | null; monthlyPercent: number | null; principalSatang: number | null; instalmentSatang: number | null;
  /** The debt still owed before this period: the principal and every entry's loan movement outside draft periods. */
  loanBalanceSatang: number;
};

/** What one account asks of a month's pay, by part, and (after the deductions) what it got. */
export type FundCharge = {
  accountId: string; kind: FundKind; code: DeductionCode;
  contributionSatang: number; interestSatang: number; principalSatang: number; requestedSatang: number;
  /** How the parts were worked out, for the line's explanation. */
  basis: { monthlyAmountSatang: number | null; percent: number | null; onSalarySatang: number | null; loanBalanceSatang: number | null; interestPercent: number | null };
};
export type FundPaid = FundCharge & { contributionPaidSatang: number; interestPaidSatang: number; principalPaidSatang: number; amountSatang: number };

export const fundCodeOf = (kind: FundKind, lender: LoanLender): DeductionCode =>
  (kind === 'cooperative' ? 'COOP' : kind === 'saving' ? 'SAVING' : kind === 'legalExecution' ? 'LED' : lender === 'studentLoanFund' ? 'SLF' : 'LOAN');

/** An account deducts in the months from its start to its end (inclusive). */
export const inForceFor = (a: Pick<FundAccountFacts, 'startMonth' | 'endMonth'>, month: string): boolean => a.startMonth <= month && (!a.endMonth || month <= a.endMonth);

/**
 * What each account in force asks of this month's pay: the share or contribution (a fixed amount,
 * or a percent of the salary earned; a cooperative member without either pays the master's share
 * rate), the interest on a cooperative loan's debt (the master's yearly rate / 12, half-up to the
 * satang) and the instalment of principal, never more than the debt left. A Student Loan Fund
 * account whose debt the employer does not know deducts the notified amount as long as it runs.
 */
export function fundChargesOf(accounts: readonly FundAccountFacts[], p: { month: string; salarySatang: number; cooperative: { shareRatePercent: number; loanInterestPercent: number } | null }): FundCharge[] {
  return accounts.filter((a) => inForceFor(a, p.month)).map((a) => {
    let contribution = 0; let percent: number | null = null; let onSalary: number | null = null;
    if (!isDebtKind(a.kind)) {
      if (a.monthlyAmountSatang !== null) contribution = a.monthlyAmountSatang;
      else {
        percent = a.monthlyPercent ?? (a.kind === 'cooperative' ? p.cooperative?.shareRatePercent ?? 0 : 0);
        onSalary = Math.max(0, p.salarySatang);
        contribution = percentOfSatang(onSalary, percent);
      }
    }
    let interest = 0; let principal = 0; let interestPercent: number | null = null; let balance: number | null = null;
    if (a.instalmentSatang !== null) {
      if (a.principalSatang === null) principal = a.instalmentSatang;
      else {
        balance = Math.max(0, a.loanBalanceSatang);
        principal = Math.min(a.instalmentSatang, balance);
        if (a.kind === 'cooperative' && balance > 0) {
          interestPercent = p.cooperative?.loanInterestPercent ?? 0;
          interest = Math.floor((balance * Math.round(interestPercent * 100) + 60_000) / 120_000);
        }
      }
    }
    return {
      accountId: a.id, kind: a.kind, code: fundCodeOf(a.kind, a.lender), contributionSatang: contribution, interestSatang: interest, principalSatang: principal,
      requestedSatang: contribution + interest + principal,
      basis: { monthlyAmountSatang: a.monthlyAmountSatang, percent, onSalarySatang: onSalary, loanBalanceSatang: balance, interestPercent },
    };
  }).filter((c) => c.requestedSatang > 0);
}

/**
 * Shares what the deductions let each code take among its accounts, in their order, and within an
 * account interest first, then principal, then the share or contribution: what the pay could not
 * cover stays owed (the ledger shows the shortfall by what it did not record).
 */
export function allocateFunds(charges: readonly FundCharge[], deductedByCode: Partial<Record<DeductionCode, number>>): FundPaid[] {
  const left = { ...deductedByCode };
  return charges.map((c) => {
    let pool = left[c.code] ?? 0;
    const take = (want: number) => { const got = Math.min(want, pool); pool -= got; return got; };
    const interestPaidSatang = take(c.interestSatang);
    const principalPaidSatang = take(c.principalSatang);
    const contributionPaidSatang = take(c.contributionSatang);
    left[c.code] = pool;
    return { ...c, interestPaidSatang, principalPaidSatang, contributionPaidSatang, amountSatang: interestPaidSatang + principalPaidSatang + contributionPaidSatang };
  });
}

/** The ledger movement of what a period deducted for an account. */
export const payrollMovement = (p: FundPaid): FundMovement => ({ savingsSatang: p.contributionPaidSatang, loanSatang: -p.principalPaidSatang, interestSatang: p.interestPaidSatang });

/** An account as the pages show it (amounts in baht), with its balances from the ledger. */
export type FundAccountView = {
  id: string; kind: FundKind; employeeId: string; employeeCode: string; name: string; departmentName: string | null; companyId: string;
  lender: LoanLender; memberNumber: string | null; startMonth: string; endMonth: string | null;
  monthlyAmount: number | null; monthlyPercent: number | null; principal: number | null; instalment: number | null; note: string | null;
  savingsBalance: number; loanBalance: number | null; interestPaid: number; deductedTotal: number;
  /** Deducted by periods still in draft: not yet in the balances. */
  pending: number; lastMonth: string | null; updatedAt: string;
};
export type FundEntryView = {
  id: string; type: FundEntryType; entryDate: string; periodId: string | null; month: string | null; periodStatus: string | null;
  savings: number; loan: number; interest: number; note: string | null; createdByName: string | null;
  /** The balances after this entry (entries of draft periods do not move them). */
  savingsAfter: number; loanAfter: number | null;
};

export const bahtToSatangOrNull = (v: number | null | undefined): number | null => (v == null ? null : toSatang(v));
