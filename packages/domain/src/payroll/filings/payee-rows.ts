import { satangToDecimal } from '../../money';
import { isThaiCitizenId } from '../../validators';
import { isCp874 } from '../cp874';
import { fileProblem, type FileProblem } from '../file-common';
import type { TextEncoding } from './delimited';
import { oneLine } from './text-file';
import { filingTitleOf, THAI_TITLE } from './titles';

/*
 * The payee rows PND 1 and PND 1 Kor share: the same checks (a payee with a problem is not written)
 * and the same cell formats (baht with two decimals, the title as a Thai word).
 */

/** The fields a PND 1 / PND 1 Kor row can have, in any order the settings give. */
export type PayeeColumnId =
  | 'incomeCode' | 'rowNo' | 'taxId' | 'title' | 'firstName' | 'lastName' | 'payDate' | 'income' | 'tax' | 'condition'
  | 'address' | 'payerTaxId' | 'payerBranch';

/** How the tax was borne: 1 withheld at source, 2 paid by the payer every time, 3 paid by the payer once, 4 other. */
export type WithholdingCondition = 1 | 2 | 3 | 4;

export type PayeeFacts = {
  employeeCode: string;
  /** The payee's 13-digit tax id: a Thai's citizen id. */
  taxId: string | null;
  /** 'mr' | 'miss' | 'ms' | 'mrs' or the Thai word; another title is written as given. */
  title: string | null;
  firstName: string;
  lastName: string;
  incomeSatang: number;
  taxSatang: number;
  /** 1 (withheld at source) when absent. */
  condition?: WithholdingCondition;
  address?: string;
};

export type PayeeRows = {
  rows: Record<PayeeColumnId, string>[];
  totals: { incomeSatang: number; taxSatang: number };
  warnings: FileProblem[];
};

/**
 * The rows of the payees that pass their checks, numbered 1.. in order, with their totals. dateOf
 * gives a payee's payDate cell, or null when its date is not valid (a problem).
 */
export function payeeRows<P extends PayeeFacts>(
  payees: readonly P[],
  options: { rowNoWidth: number; encoding: TextEncoding; incomeCode: string; payerTaxId: string; payerBranch: string },
  problems: FileProblem[],
  dateOf: (p: P) => string | null,
): PayeeRows {
  const rows: Record<PayeeColumnId, string>[] = [];
  const warnings: FileProblem[] = [];
  const totals = { incomeSatang: 0, taxSatang: 0 };
  for (const p of payees) {
    const before = problems.length;
    const issue = (field: string, key: string) => problems.push({ employeeCode: p.employeeCode, field, key });
    const taxId = (p.taxId ?? '').replace(/[\s-]/g, '');
    if (!taxId) issue('taxId', 'validation.required');
    else if (!isThaiCitizenId(taxId)) issue('taxId', 'validation.citizenId');
    const known = filingTitleOf(p.title);
    const title = known ? THAI_TITLE[known] : oneLine(p.title ?? '');
    if (!title) issue('title', 'validation.required');
    const firstName = oneLine(p.firstName);
    if (!firstName) issue('firstName', 'validation.required');
    const payDate = dateOf(p);
    if (payDate === null) issue('payDate', 'validation.invalid');
    if (!Number.isSafeInteger(p.incomeSatang) || p.incomeSatang < 0) issue('incomeSatang', 'validation.invalid');
    if (!Number.isSafeInteger(p.taxSatang) || p.taxSatang < 0) issue('taxSatang', 'validation.invalid');
    const condition = p.condition ?? 1;
    if (![1, 2, 3, 4].includes(condition)) issue('condition', 'validation.invalid');
    if (problems.length > before) continue;

    const lastName = oneLine(p.lastName);
    const address = oneLine(p.address ?? '');
    if (options.encoding === 'tis620') {
      for (const [field, value] of [['title', title], ['firstName', firstName], ['lastName', lastName], ['address', address]] as const) {
        if (!isCp874(value)) warnings.push({ employeeCode: p.employeeCode, field, key: 'validation.invalid' });
      }
    }
    totals.incomeSatang += p.incomeSatang;
    totals.taxSatang += p.taxSatang;
    const rowNo = String(rows.length + 1);
    rows.push({
      incomeCode: options.incomeCode,
      rowNo: options.rowNoWidth > 0 ? rowNo.padStart(options.rowNoWidth, '0') : rowNo,
      taxId, title, firstName, lastName, address,
      payDate: payDate ?? '',
      income: satangToDecimal(p.incomeSatang),
      tax: satangToDecimal(p.taxSatang),
      condition: String(condition),
      payerTaxId: options.payerTaxId,
      payerBranch: options.payerBranch,
    });
  }
  return { rows, totals, warnings };
}

/** The payer's tax id without separators, and its problem when it is missing or fails the check digit. */
export function payerTaxIdOf(taxId: string, problems: FileProblem[]): string {
  const id = taxId.replace(/[\s-]/g, '');
  if (!isThaiCitizenId(id)) problems.push(fileProblem('payer.taxId', id ? 'validation.citizenId' : 'validation.required'));
  return id;
}
