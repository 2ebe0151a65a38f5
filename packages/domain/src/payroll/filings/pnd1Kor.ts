import { beYear, ddmmyyyyBe, fileProblem, type FileProblem } from '../file-common';
import { delimitedFile, type DelimitedSettings } from './delimited';
import { payeeRows, payerTaxIdOf, type PayeeColumnId, type PayeeFacts } from './payee-rows';
import type { Pnd1Payer } from './pnd1';

/*
 * PND 1 Kor (ภ.ง.ด.1ก): the yearly summary of employment income, one row per payee with the tax
 * year's income and tax, for the Revenue Department's import program. Same mechanism as PND 1: the
 * column order and delimiter are settings.
 *
 * Confirmed: only the attachment's content. Prayasau/regodemo
 * payroll_old/gov_forms/show_pnd1_attach_kor_th.php prints it as row no | payee tax id (13) | title
 * and name | income paid | tax withheld | condition, with income type 1 = 40(1) salaries and wages.
 * No public text layout for the import program was found, so the default columns are chosen to
 * follow that order, names split as in PND 1, with an (optional, possibly empty) address before
 * the amounts: row no|tax ID|title|first|last|address|income|tax|condition.
 */

export type Pnd1KorSettings = DelimitedSettings<PayeeColumnId> & {
  incomeCode: string;
  rowNoWidth: number;
};

export const PND1_KOR_DEFAULTS: Pnd1KorSettings = {
  columns: ['rowNo', 'taxId', 'title', 'firstName', 'lastName', 'address', 'income', 'tax', 'condition'],
  delimiter: '|',
  encoding: 'tis620',
  lineEnding: 'crlf',
  trailingLineEnd: true,
  incomeCode: '40(1)',
  rowNoWidth: 0,
};

export type Pnd1KorPayee = PayeeFacts & {
  /** The last pay date of the year, 'YYYY-MM-DD', only needed when the layout has a payDate column. */
  payDate?: string;
};

export type Pnd1KorInput = {
  payer: Pnd1Payer;
  /** The tax year, CE (2026); the file name carries it in BE. */
  year: number;
  /** Each payee's totals for the year: income paid and tax withheld. */
  payees: readonly Pnd1KorPayee[];
};

export type Pnd1KorFile = {
  bytes: Uint8Array;
  text: string;
  fileName: string;
  count: number;
  totals: { incomeSatang: number; taxSatang: number };
  problems: FileProblem[];
  warnings: FileProblem[];
};

/** The yearly PND 1 Kor file. Payees with problems are left out; the totals are those of the rows written. */
export function writePnd1Kor(input: Pnd1KorInput, options: Partial<Pnd1KorSettings> = {}): Pnd1KorFile {
  const settings = { ...PND1_KOR_DEFAULTS, ...options };
  const problems: FileProblem[] = [];
  const payerTaxId = payerTaxIdOf(input.payer.taxId, problems);
  const yearOk = Number.isInteger(input.year) && input.year >= 1900 && input.year <= 2999;
  if (!yearOk) problems.push(fileProblem('year', 'validation.invalid'));
  const needsDate = settings.columns.includes('payDate');

  const { rows, totals, warnings } = payeeRows(input.payees, { ...settings, payerTaxId, payerBranch: input.payer.branch ?? '' }, problems,
    (p) => (p.payDate ? ddmmyyyyBe(p.payDate) : needsDate ? null : ''));
  const { text, bytes } = delimitedFile(rows, settings);
  const fileName = `PND1K_${payerTaxId || 'payer'}_${yearOk ? beYear(input.year) : 'year'}.txt`;
  return { bytes, text, fileName, count: rows.length, totals, problems, warnings };
}
