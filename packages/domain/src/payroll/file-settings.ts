import type { RuleIssue } from '../masters/define';
import type { PayeeColumnId } from './filings/payee-rows';

/*
 * A company's settings of its salary transfer file and its statutory filings (issue 20 points 5-7),
 * kept on the company master (masters/registry.ts): the paying bank and account, the layout the bank
 * gave the company, the Social Security Office account and branch, the Revenue Department branch,
 * and the choices THAI-RULES.md marks uncertain, each defaulting to the best reading of the real
 * files. The company form says they are unconfirmed (labels.json) so HR checks with the bank.
 */

export const KTB_AMOUNT_FIELDS = ['amount10Service', 'amount13'] as const;
export const SCB_CHECKSUMS = ['sha1Body', 'none'] as const;
export const SPS_DETAIL_WAGES = ['clamped', 'actual'] as const;
export const LINE_ENDINGS = ['crlf', 'lf'] as const;
export const TEXT_ENCODINGS = ['tis620', 'utf8'] as const;

/** Every column a PND 1 row may have, as HR types them in the company's pnd1Columns (the RD import program maps fields). */
export const PND1_COLUMN_IDS = ['incomeCode', 'rowNo', 'taxId', 'title', 'firstName', 'lastName', 'payDate', 'income', 'tax', 'condition',
  'address', 'payerTaxId', 'payerBranch'] as const satisfies readonly PayeeColumnId[];

/** The columns typed (separated by commas, pipes or spaces); null when one is not a column id; [] when nothing is typed (the default). */
export function pnd1ColumnsOf(text: unknown): PayeeColumnId[] | null {
  const parts = String(text ?? '').split(/[\s,|]+/).filter(Boolean);
  return parts.every((p) => (PND1_COLUMN_IDS as readonly string[]).includes(p)) ? (parts as PayeeColumnId[]) : null;
}

/** The company form's rules across the file fields: an account needs its bank, a layout needs both, the columns must be known ones. */
export function payrollFileIssues(v: Record<string, unknown>): RuleIssue[] {
  const blank = (f: string) => v[f] == null || v[f] === '';
  const issues: RuleIssue[] = [];
  if ((!blank('payrollAccountNumber') || !blank('bankFileLayout')) && blank('payrollBankId')) issues.push({ field: 'payrollBankId', key: 'validation.required' });
  if (!blank('bankFileLayout') && blank('payrollAccountNumber')) issues.push({ field: 'payrollAccountNumber', key: 'validation.required' });
  if (!blank('ssoBranch') && blank('ssoAccountNumber')) issues.push({ field: 'ssoAccountNumber', key: 'validation.required' });
  if (pnd1ColumnsOf(v.pnd1Columns) === null) issues.push({ field: 'pnd1Columns', key: 'validation.invalid' });
  return issues;
}
