import { BUDDHIST_ERA_OFFSET } from '@hr/domain/calendar';
import { THAI_TITLE } from '@hr/domain/payroll/filings/titles';
import { filingTitleOf } from '@hr/domain/payroll/filings/titles';
import { thaiBahtText } from '@hr/domain/thai-baht-text';
import { mailDate } from '../../platform/date-text';
import { createPdf, line, pdfBytes, type Pdf } from '../../platform/pdf/document';
import type { TaxYearPayer, TaxYearRow } from './tax-year.query';

/*
 * The withholding tax certificate (หนังสือรับรองการหักภาษี ณ ที่จ่าย, Revenue Code s.50 bis) an
 * employer gives each employee for the tax year (issue 20 point 7; THAI-RULES.md "50 Tawi"): book
 * and number; the payer and the payee with their tax IDs and addresses; income type 40(1) with the
 * year, the amount paid and the tax withheld; the tax in Thai words; what went to social security
 * and the provident fund; the payer's condition (1: withheld at source); the date of issue. The
 * Revenue Department's form is in Thai, so the certificate is, whatever the reader's language.
 */

const M = 40;
const W = 595 - 2 * M;
const RULE = '#8c8c8c';
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (satang: number) => MONEY.format(satang / 100);
/** A 13-digit ID as the form prints it: 1 2345 67890 12 3. */
const spacedId = (id: string | null) => (id && /^\d{13}$/.test(id) ? `${id[0]} ${id.slice(1, 5)} ${id.slice(5, 10)} ${id.slice(10, 12)} ${id[12]}` : (id ?? '—'));

function box(doc: Pdf, x: number, y: number, w: number, h: number) {
  doc.rect(x, y, w, h).lineWidth(0.6).strokeColor(RULE).stroke();
}

function checkbox(doc: Pdf, x: number, y: number, ticked: boolean) {
  box(doc, x, y, 9, 9);
  if (ticked) doc.moveTo(x + 1.5, y + 4.5).lineTo(x + 3.8, y + 7.5).lineTo(x + 7.8, y + 1.5).lineWidth(1.2).strokeColor('#1f1f1f').stroke();
}

function party(doc: Pdf, y: number, heading: string, name: string, idLabel: string, id: string | null, address: string): number {
  box(doc, M, y, W, 62);
  line(doc, heading, M + 8, y + 6, { size: 10, bold: true });
  line(doc, `${idLabel} ${spacedId(id)}`, M + W / 2, y + 6, { size: 10, width: W / 2 - 8, align: 'right' });
  line(doc, `ชื่อ ${name}`, M + 8, y + 24, { size: 10, width: W - 16 });
  line(doc, `ที่อยู่ ${address || '—'}`, M + 8, y + 42, { size: 9, width: W - 16 });
  return y + 70;
}

export function drawTaxCertificate(doc: Pdf, payer: TaxYearPayer, row: TaxYearRow, year: number, issueDate: string): void {
  const yearBe = year + BUDDHIST_ERA_OFFSET;
  line(doc, `เล่มที่ ${yearBe}`, M, M, { size: 9, width: W, align: 'right' });
  line(doc, `เลขที่ ${row.sequence ?? ''}`, M, M + 13, { size: 9, width: W, align: 'right' });
  line(doc, 'หนังสือรับรองการหักภาษี ณ ที่จ่าย', M, M + 8, { size: 16, bold: true, width: W, align: 'center' });
  line(doc, 'ตามมาตรา 50 ทวิ แห่งประมวลรัษฎากร', M, M + 30, { size: 10, width: W, align: 'center' });

  let y = M + 52;
  y = party(doc, y, 'ผู้มีหน้าที่หักภาษี ณ ที่จ่าย', payer.nameTh, 'เลขประจำตัวผู้เสียภาษีอากร', payer.taxId, `${payer.address}${payer.taxBranch ? ` (สาขาที่ ${payer.taxBranch})` : ''}`);
  const title = filingTitleOf(row.title);
  y = party(doc, y, 'ผู้ถูกหักภาษี ณ ที่จ่าย', `${title ? THAI_TITLE[title] : ''}${row.firstTh} ${row.lastTh}`, 'เลขประจำตัวผู้เสียภาษีอากร', row.citizenId, row.address);
  line(doc, `ลำดับที่ ${row.sequence ?? '-'} ในแบบ`, M + 8, y, { size: 10 });
  checkbox(doc, M + 110, y + 2, true);
  line(doc, '(1) ภ.ง.ด.1ก', M + 124, y, { size: 10 });
  y += 22;

  // The income table: type, year, amount paid, tax withheld.
  const cols = [W - 300, 80, 110, 110];
  const xs = cols.reduce<number[]>((a, w, i) => [...a, (a[i - 1] ?? M) + (i ? cols[i - 1]! : 0)], []);
  const head = ['ประเภทเงินได้พึงประเมินที่จ่าย', 'ปีภาษีที่จ่าย', 'จำนวนเงินที่จ่าย', 'ภาษีที่หักและนำส่งไว้'];
  doc.rect(M, y, W, 22).fill('#f0f0f0');
  head.forEach((h, i) => line(doc, h, xs[i]! + 4, y + 6, { size: 9, bold: true, width: cols[i]! - 8, align: i ? 'center' : 'left' }));
  box(doc, M, y, W, 22);
  y += 22;
  box(doc, M, y, W, 34);
  line(doc, '1. เงินเดือน ค่าจ้าง เบี้ยเลี้ยง โบนัส ฯลฯ ตามมาตรา 40 (1)', xs[0]! + 4, y + 11, { size: 9, width: cols[0]! - 8 });
  line(doc, String(yearBe), xs[1]!, y + 11, { size: 10, width: cols[1]!, align: 'center' });
  line(doc, money(row.incomeSatang), xs[2]!, y + 11, { size: 10, width: cols[2]! - 6, align: 'right' });
  line(doc, money(row.taxSatang), xs[3]!, y + 11, { size: 10, width: cols[3]! - 6, align: 'right' });
  y += 34;
  box(doc, M, y, W, 22);
  line(doc, 'รวมเงินที่จ่ายและภาษีที่หักนำส่ง', xs[0]! + 4, y + 6, { size: 9, bold: true, width: cols[0]! + cols[1]! - 8, align: 'right' });
  line(doc, money(row.incomeSatang), xs[2]!, y + 6, { size: 10, bold: true, width: cols[2]! - 6, align: 'right' });
  line(doc, money(row.taxSatang), xs[3]!, y + 6, { size: 10, bold: true, width: cols[3]! - 6, align: 'right' });
  // The year's column stops above the totals row, whose label spans it.
  xs.slice(1).forEach((x, i) => doc.moveTo(x, y - 56).lineTo(x, i ? y + 22 : y).lineWidth(0.6).strokeColor(RULE).stroke());
  y += 30;
  line(doc, `รวมเงินภาษีที่หักนำส่ง (ตัวอักษร)  ${thaiBahtText(row.taxSatang)}`, M + 8, y, { size: 10, bold: true, width: W - 16 });
  y += 22;

  box(doc, M, y, W, 40);
  line(doc, 'เงินที่จ่ายเข้า', M + 8, y + 6, { size: 9, bold: true });
  line(doc, `กองทุนประกันสังคม ${money(row.socialSecuritySatang)} บาท`, M + 80, y + 6, { size: 9 });
  line(doc, `กองทุนสำรองเลี้ยงชีพ ${money(row.providentFundSatang)} บาท`, M + 80, y + 22, { size: 9 });
  y += 48;

  line(doc, 'ผู้จ่ายเงิน', M + 8, y, { size: 10, bold: true });
  const conditions = ['(1) หัก ณ ที่จ่าย', '(2) ออกให้ตลอดไป', '(3) ออกให้ครั้งเดียว', '(4) อื่น ๆ'];
  conditions.forEach((c, i) => {
    checkbox(doc, M + 70 + i * 110, y + 2, i === 0);
    line(doc, c, M + 84 + i * 110, y, { size: 9 });
  });
  y += 28;

  box(doc, M, y, W, 110);
  line(doc, 'ขอรับรองว่าข้อความและตัวเลขดังกล่าวข้างต้นถูกต้องตรงกับความจริงทุกประการ', M, y + 12, { size: 10, width: W, align: 'center' });
  line(doc, 'ลงชื่อ ..................................................... ผู้จ่ายเงิน', M, y + 50, { size: 10, width: W, align: 'center' });
  line(doc, `วันที่ออกหนังสือรับรอง ${mailDate('th', issueDate)}`, M, y + 74, { size: 10, width: W, align: 'center' });
  doc.circle(M + W - 60, y + 55, 32).lineWidth(0.6).dash(3, { space: 3 }).strokeColor(RULE).stroke().undash();
  line(doc, 'ประทับตรา', M + W - 92, y + 50, { size: 8, width: 64, align: 'center', color: RULE });
  y += 122;
  line(doc, 'หมายเหตุ เลขประจำตัวผู้เสียภาษีอากร (13 หลัก) หมายถึง เลขประจำตัวประชาชนของผู้มีเงินได้ หรือเลขทะเบียนนิติบุคคลของผู้จ่ายเงิน', M, y, { size: 7.5, width: W, color: '#595959' });
}

/** One employee's certificate of a year as PDF bytes. */
export function taxCertificatePdf(payer: TaxYearPayer, row: TaxYearRow, year: number, issueDate: string): Promise<Buffer> {
  const doc = createPdf({ title: `หนังสือรับรองการหักภาษี ณ ที่จ่าย ${year + BUDDHIST_ERA_OFFSET} ${row.employeeCode}`, author: payer.nameTh, lang: 'th' });
  drawTaxCertificate(doc, payer, row, year, issueDate);
  return pdfBytes(doc);
}

export const taxCertificateName = (year: number, code: string) => `50tawi-${year}-${code.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
