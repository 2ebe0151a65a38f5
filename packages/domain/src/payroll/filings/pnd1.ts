import { beYear, ddmmyyyyBe, fileProblem, monthParts, type FileProblem } from '../file-common';
import { delimitedFile, type DelimitedSettings } from './delimited';
import { payeeRows, payerTaxIdOf, type PayeeColumnId, type PayeeFacts } from './payee-rows';

/*
 * PND 1 (ภ.ง.ด.1) monthly attachment as a text file for the Revenue Department's import program:
 * one delimited row per payee (THAI-RULES.md "Bank and government files").
 *
 * Confirmed: the default row `income code|row no|tax ID|title|first name|last name|pay date
 * DDMMYYYY (BE)|income|tax|condition` is the common row recorded in THAI-RULES.md. Money as baht
 * with two decimals and no thousands separator, the pay date as DDMMYYYY in the Buddhist era, the
 * title as a Thai word, TIS-620, CRLF and condition 1 for tax withheld at source are what
 * Prayasau/regodemo payroll_old/export/download/download_pnd1_textfile.php writes. Its own column
 * order, `row (3 digits)|payer tax ID|tax ID|title|first|last|1|pay date|income|tax|condition`, can
 * be set here: columns with payerTaxId and { literal: '1' }, rowNoWidth 3.
 * Chosen: the default column order and delimiter (settings, since the import program maps columns),
 * the file name. Not written: the RD's newer "FORMAT กลาง ภ.ง.ด.1/1ก" (H and D records, UTF-8),
 * which a public C# writer (`Jangna.Api.Exports.Pnd1File`) produces; it is another file, not
 * another column order.
 */

export type Pnd1Settings = DelimitedSettings<PayeeColumnId> & {
  /** The income type in the incomeCode column: 40(1) for salaries and wages. */
  incomeCode: string;
  /** Zero-pad the row number to this many digits (0: as is). */
  rowNoWidth: number;
};

export const PND1_DEFAULTS: Pnd1Settings = {
  columns: ['incomeCode', 'rowNo', 'taxId', 'title', 'firstName', 'lastName', 'payDate', 'income', 'tax', 'condition'],
  delimiter: '|',
  encoding: 'tis620',
  lineEnding: 'crlf',
  trailingLineEnd: true,
  incomeCode: '40(1)',
  rowNoWidth: 0,
};

export type Pnd1Payer = {
  /** The payer's 13-digit tax id (file name; payerTaxId column). */
  taxId: string;
  /** The Revenue Department branch number, '00000' for the head office (payerBranch column). */
  branch?: string;
};

export type Pnd1Payee = PayeeFacts & {
  /** When this payee was paid, 'YYYY-MM-DD'; the input's payDate when absent. */
  payDate?: string;
};

export type Pnd1Input = {
  payer: Pnd1Payer;
  /** The month paid, 'YYYY-MM'. */
  month: string;
  /** The month's pay date, 'YYYY-MM-DD'. */
  payDate: string;
  payees: readonly Pnd1Payee[];
};

export type Pnd1File = {
  bytes: Uint8Array;
  /** The same content as text, for a preview. */
  text: string;
  fileName: string;
  count: number;
  totals: { incomeSatang: number; taxSatang: number };
  /** Payees not written, and payer or period fields that make the file unusable (employeeCode ''). */
  problems: FileProblem[];
  /** Written, but a character has no TIS-620 byte (it became '?'). */
  warnings: FileProblem[];
};

/** The monthly PND 1 attachment file. Payees with problems are left out; the totals are those of the rows written. */
export function writePnd1(input: Pnd1Input, options: Partial<Pnd1Settings> = {}): Pnd1File {
  const settings = { ...PND1_DEFAULTS, ...options };
  const problems: FileProblem[] = [];
  const payerTaxId = payerTaxIdOf(input.payer.taxId, problems);
  const month = monthParts(input.month);
  if (!month) problems.push(fileProblem('month', 'validation.invalid'));

  const { rows, totals, warnings } = payeeRows(input.payees, { ...settings, payerTaxId, payerBranch: input.payer.branch ?? '' }, problems,
    (p) => ddmmyyyyBe(p.payDate ?? input.payDate));
  const { text, bytes } = delimitedFile(rows, settings);
  const fileName = `PND1_${payerTaxId || 'payer'}_${month ? `${beYear(month.yyyy)}${month.mm}` : 'period'}.txt`;
  return { bytes, text, fileName, count: rows.length, totals, problems, warnings };
}
