import type { Lang } from '@hr/domain';
import { readerYear } from '@hr/domain/calendar';
import { payslipOf, type PayslipItems, type PayslipLabel, type PayslipRow } from '@hr/domain/payroll/payslip';
import { thaiBahtText } from '@hr/domain/thai-baht-text';
import { mailDate, monthName } from '../../platform/date-text';
import { t } from '../../platform/i18n';
import { createPdf, line, pdfBytes, textHeight, type Pdf } from '../../platform/pdf/document';
import type { PayslipEmployee, PayslipPeriod } from './payslip.query';

/*
 * One payslip as a one-page A4 PDF (issue 20 point 1), in the reader's language: the company's
 * letterhead and watermark, the employee, earnings and deductions side by side as the
 * income/deduction master names them, the net pay (in Thai words on a Thai payslip), the tax year
 * so far and what the employer pays on top. Every figure is the closed line's, to the satang.
 */

/** The company's pictures for the payslips of a run, made once (small JPEGs embed without decoding). */
export type PayslipArt = { logo: Buffer | null; watermark: Buffer | null };

const PAGE_W = 595;
const M = 36;
const W = PAGE_W - 2 * M;
const GREY = '#595959';
const RULE = '#d9d9d9';
const BAND = '#f0f4f8';

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (satang: number) => MONEY.format(satang / 100);

const labelOf = (lang: Lang, l: PayslipLabel) => ('name' in l ? l.name : t(lang, `payslip:rows.${l.key}`, l.params));
const monthText = (lang: Lang, month: string) => `${monthName(lang, Number(month.slice(5, 7)))} ${readerYear(Number(month.slice(0, 4)), lang)}`;
/** Only the last four digits of the account: enough to recognise it, not to use it. */
/** A date in words with the digits of the amounts beside it (0-9): Burmese dates would otherwise come in Burmese digits. */
const slipDate = (lang: Lang, iso: string) => mailDate(lang, iso).replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - 0x1040));
const maskedAccount = (n: string) => `${'x'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

function rule(doc: Pdf, y: number) {
  doc.moveTo(M, y).lineTo(M + W, y).lineWidth(0.5).strokeColor(RULE).stroke();
}

function header(doc: Pdf, lang: Lang, period: PayslipPeriod, art: PayslipArt): number {
  let x = M;
  if (art.logo) {
    doc.image(art.logo, M, M, { fit: [64, 48], valign: 'center' });
    x = M + 76;
  }
  const c = period.company;
  line(doc, c.names[lang], x, M, { size: 13, bold: true, width: 300 });
  line(doc, c.address, x, M + 19, { size: 8, color: GREY, width: 300 });
  if (c.taxId) line(doc, `${t(lang, 'payslip:taxId')} ${c.taxId}`, x, M + 31, { size: 8, color: GREY, width: 300 });
  // Each line below the one above by that one's height: Burmese lines are half as tall again as
  // Latin or Thai ones, and at fixed steps the title touched the month.
  const title = t(lang, 'payslip:title');
  const month = monthText(lang, period.month);
  const payDate = `${t(lang, 'payslip:payDate')} ${slipDate(lang, period.payDate)}`;
  const monthY = M + Math.max(21, textHeight(doc, title, 15, true));
  const payDateY = monthY + Math.max(14, textHeight(doc, month, 10));
  const ruleY = Math.max(M + 56, payDateY + textHeight(doc, payDate, 8) + 4);
  line(doc, title, M, M, { size: 15, bold: true, width: W, align: 'right' });
  line(doc, month, M, monthY, { size: 10, width: W, align: 'right' });
  line(doc, payDate, M, payDateY, { size: 8, color: GREY, width: W, align: 'right' });
  rule(doc, ruleY);
  return ruleY + 8;
}

function employeeBlock(doc: Pdf, lang: Lang, period: PayslipPeriod, e: PayslipEmployee, y: number): number {
  const half = W / 2;
  const pair = (label: string, value: string, x: number, at: number) => {
    line(doc, label, x, at, { size: 8, color: GREY, width: 90 });
    line(doc, value || '—', x + 92, at, { size: 9, width: half - 100 });
  };
  const name = lang === 'th' ? e.nameTh : e.nameEn;
  pair(t(lang, 'payslip:employeeId'), e.code, M, y);
  pair(t(lang, 'payslip:name'), name, M, y + 15);
  pair(t(lang, 'payslip:department'), e.department?.[lang] ?? '', M, y + 30);
  pair(t(lang, 'payslip:position'), e.position?.[lang] ?? '', M, y + 45);
  pair(t(lang, 'payslip:period'), `${slipDate(lang, period.periodStart)} – ${slipDate(lang, period.periodEnd)}`, M + half, y);
  pair(t(lang, 'payslip:payDate'), slipDate(lang, period.payDate), M + half, y + 15);
  pair(t(lang, 'payslip:bankAccount'), e.bank ? `${e.bank.abbreviation} ${maskedAccount(e.bank.accountNumber)}` : t(lang, 'payslip:notByBank'), M + half, y + 30);
  return y + 66;
}

function table(doc: Pdf, lang: Lang, earnings: PayslipRow[], deductions: PayslipRow[], totals: { gross: number; deductions: number }, y: number): number {
  const half = W / 2;
  const amountW = 80;
  const ROW = 16;
  doc.rect(M, y, W, 18).fill(BAND);
  line(doc, t(lang, 'payslip:earnings'), M + 6, y + 4, { size: 9, bold: true });
  line(doc, t(lang, 'payslip:amount'), M + half - amountW - 6, y + 4, { size: 9, bold: true, width: amountW, align: 'right' });
  line(doc, t(lang, 'payslip:deductions'), M + half + 6, y + 4, { size: 9, bold: true });
  line(doc, t(lang, 'payslip:amount'), M + W - amountW - 6, y + 4, { size: 9, bold: true, width: amountW, align: 'right' });
  let at = y + 22;
  const rows = Math.max(earnings.length, deductions.length, 1);
  for (let i = 0; i < rows; i += 1) {
    for (const [list, x] of [[earnings, M], [deductions, M + half]] as const) {
      const r = list[i];
      if (!r) continue;
      line(doc, labelOf(lang, r.label), x + 6, at, { size: 9, width: half - amountW - 20 });
      line(doc, money(r.amountSatang), x + half - amountW - 6, at, { size: 9, width: amountW, align: 'right' });
    }
    at += ROW;
  }
  doc.moveTo(M + half, y).lineTo(M + half, at + 2).lineWidth(0.5).strokeColor(RULE).stroke();
  rule(doc, at + 2);
  at += 8;
  line(doc, t(lang, 'payslip:totalEarnings'), M + 6, at, { size: 9, bold: true });
  line(doc, money(totals.gross), M + half - amountW - 6, at, { size: 9, bold: true, width: amountW, align: 'right' });
  line(doc, t(lang, 'payslip:totalDeductions'), M + half + 6, at, { size: 9, bold: true });
  line(doc, money(totals.deductions), M + W - amountW - 6, at, { size: 9, bold: true, width: amountW, align: 'right' });
  return at + 20;
}

function netPay(doc: Pdf, lang: Lang, netSatang: number, y: number): number {
  const thai = lang === 'th';
  const h = thai ? 44 : 30;
  doc.roundedRect(M, y, W, h, 4).fill('#e6f4ff');
  line(doc, t(lang, 'payslip:netPay'), M + 10, y + 8, { size: 12, bold: true });
  line(doc, money(netSatang), M, y + 6, { size: 16, bold: true, width: W - 10, align: 'right' });
  // A Thai payslip says the net pay in words too, as Thai cheques and certificates do.
  if (thai) line(doc, `(${thaiBahtText(netSatang)})`, M, y + 28, { size: 9, width: W - 10, align: 'right', color: GREY });
  return y + h + 12;
}

function yearToDate(doc: Pdf, lang: Lang, period: PayslipPeriod, e: PayslipEmployee, employer: PayslipRow[], y: number): number {
  line(doc, t(lang, 'payslip:ytd.title', { year: readerYear(Number(period.month.slice(0, 4)), lang) }), M, y, { size: 9, bold: true });
  const boxes: Array<[string, number]> = [
    [t(lang, 'payslip:ytd.income'), e.ytd.incomeSatang], [t(lang, 'payslip:ytd.tax'), e.ytd.taxSatang],
    [t(lang, 'payslip:ytd.socialSecurity'), e.ytd.socialSecuritySatang], [t(lang, 'payslip:ytd.providentFund'), e.ytd.providentFundSatang],
  ];
  const bw = (W - 18) / 4;
  boxes.forEach(([label, value], i) => {
    const x = M + i * (bw + 6);
    doc.roundedRect(x, y + 14, bw, 34, 3).lineWidth(0.5).strokeColor(RULE).stroke();
    line(doc, label, x + 6, y + 18, { size: 7.5, color: GREY, width: bw - 12 });
    line(doc, money(value), x + 6, y + 30, { size: 10, bold: true, width: bw - 12, align: 'right' });
  });
  let at = y + 58;
  if (employer.length) {
    line(doc, `${t(lang, 'payslip:employer')}: ${employer.map((r) => `${labelOf(lang, r.label)} ${money(r.amountSatang)}`).join(' · ')}`, M, at, { size: 8, color: GREY, width: W });
    at += 14;
  }
  return at;
}

/** Writes one payslip into a document (one page). */
export function drawPayslip(doc: Pdf, lang: Lang, period: PayslipPeriod, e: PayslipEmployee, items: PayslipItems, art: PayslipArt): void {
  if (art.watermark) {
    doc.save().opacity(0.06);
    doc.image(art.watermark, M + W / 2 - 150, 170, { fit: [300, 300], align: 'center', valign: 'center' });
    doc.restore();
  }
  const slip = payslipOf(e.working, items);
  let y = header(doc, lang, period, art);
  y = employeeBlock(doc, lang, period, e, y);
  y = table(doc, lang, slip.earnings, slip.deductions, { gross: slip.grossSatang, deductions: slip.deductionsSatang }, y);
  y = netPay(doc, lang, slip.netSatang, y);
  y = yearToDate(doc, lang, period, e, slip.employer, y);
  rule(doc, y + 4);
  line(doc, t(lang, 'payslip:footer'), M, y + 10, { size: 7.5, color: GREY, width: W });
}

/** One employee's payslip as PDF bytes; with a password (a mailed payslip) it is encrypted. */
export function payslipPdf(lang: Lang, period: PayslipPeriod, e: PayslipEmployee, items: PayslipItems, art: PayslipArt, password?: string): Promise<Buffer> {
  const doc = createPdf({ title: `${t(lang, 'payslip:title')} ${monthText(lang, period.month)} ${e.code}`, author: period.company.names[lang], lang, password });
  drawPayslip(doc, lang, period, e, items, art);
  return pdfBytes(doc);
}

/** The file name of a payslip: ID and month, ASCII only. */
export const payslipFileName = (period: PayslipPeriod, e: Pick<PayslipEmployee, 'code'>) => `payslip-${period.month}-${e.code.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
