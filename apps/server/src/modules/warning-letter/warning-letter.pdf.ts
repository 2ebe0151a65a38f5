import type { Lang } from '@hr/domain';
import { warningValidUntil } from '@hr/domain/warning-letter';
import { mailDate } from '../../platform/date-text';
import { t } from '../../platform/i18n';
import { createPdf, line, paragraph, pdfBytes, type Pdf } from '../../platform/pdf/document';

/*
 * A warning letter on the company's letterhead, in the employee's language (issue 21 point 2):
 * who it is to, the offence (the letter's type) and its dates, what happened, which warning of
 * that offence it is, the s.119(4) year it stays valid, HR's signature line, and the employee's
 * acknowledgement with their e-signature once given. A draft is marked as one on every page.
 */

export type LetterCompany = { names: Record<Lang, string>; address: string; taxId: string | null; logo: Buffer | null };
export type LetterFacts = {
  employeeCode: string; employeeName: string; position: string | null; department: string | null;
  typeName: string; count: number; incidentStart: string; incidentEnd: string; dateSent: string; reason: string;
  status: 'draft' | 'sent' | 'received' | 'acknowledged' | 'cancelled'; issuerName: string;
  acknowledgedOn: string | null; signature: Buffer | null; cancelReason: string | null; hasAttachment: boolean;
};

const PAGE_W = 595;
const M = 56;
const W = PAGE_W - 2 * M;
const GREY = '#595959';

function letterhead(doc: Pdf, lang: Lang, c: LetterCompany): number {
  let x = M;
  if (c.logo) {
    doc.image(c.logo, M, 40, { fit: [64, 48], valign: 'center' });
    x = M + 76;
  }
  line(doc, c.names[lang], x, 40, { size: 13, bold: true, width: W - (x - M) });
  line(doc, c.address, x, 59, { size: 8, color: GREY, width: W - (x - M) });
  if (c.taxId) line(doc, `${t(lang, 'warningLetter:pdf.taxId')} ${c.taxId}`, x, 71, { size: 8, color: GREY, width: W - (x - M) });
  doc.moveTo(M, 96).lineTo(M + W, 96).lineWidth(0.75).strokeColor('#1f4e79').stroke();
  return 112;
}

/** The letter's PDF bytes. */
export async function warningLetterPdf(lang: Lang, c: LetterCompany, f: LetterFacts): Promise<Buffer> {
  const doc = createPdf({ title: `${t(lang, 'warningLetter:pdf.title')} ${f.employeeCode}`, author: c.names[lang], lang });
  const mark = (text: string) => {
    doc.save().rotate(-30, { origin: [PAGE_W / 2, 421] });
    line(doc, text, 0, 400, { size: 64, bold: true, color: '#e8e8e8', width: PAGE_W, align: 'center' });
    doc.restore();
  };
  if (f.status === 'draft') mark(t(lang, 'warningLetter:pdf.draft'));
  if (f.status === 'cancelled') mark(t(lang, 'warningLetter:pdf.cancelled'));
  let y = letterhead(doc, lang, c);
  line(doc, t(lang, 'warningLetter:pdf.title'), M, y, { size: 16, bold: true, width: W, align: 'center' });
  y += 24;
  line(doc, t(lang, 'warningLetter:pdf.ordinal', { count: f.count, ordinal: f.count }), M, y, { size: 10, width: W, align: 'center', color: GREY });
  y += 26;
  line(doc, `${t(lang, 'warningLetter:pdf.date')} ${mailDate(lang, f.dateSent)}`, M, y, { size: 10, width: W, align: 'right' });
  y += 22;
  const pair = (label: string, value: string) => {
    line(doc, label, M, y, { size: 10, bold: true, width: 110 });
    y = paragraph(doc, value || '—', M + 115, y, { size: 10, width: W - 115 });
  };
  pair(t(lang, 'warningLetter:pdf.to'), `${f.employeeName} (${f.employeeCode})`);
  if (f.position || f.department) pair(t(lang, 'warningLetter:pdf.position'), [f.position, f.department].filter(Boolean).join(', '));
  pair(t(lang, 'warningLetter:pdf.subject'), `${t(lang, 'warningLetter:pdf.subjectText')} ${f.typeName}`);
  const period = f.incidentStart === f.incidentEnd ? mailDate(lang, f.incidentStart) : `${mailDate(lang, f.incidentStart)} – ${mailDate(lang, f.incidentEnd)}`;
  pair(t(lang, 'warningLetter:pdf.incident'), period);
  y += 10;
  y = paragraph(doc, t(lang, 'warningLetter:pdf.opening', { name: f.employeeName, offence: f.typeName, period }), M, y, { size: 10, width: W });
  y += 4;
  y = paragraph(doc, f.reason, M + 12, y, { size: 10, width: W - 12 });
  y += 8;
  if (f.hasAttachment) y = paragraph(doc, t(lang, 'warningLetter:pdf.attachment'), M, y, { size: 10, width: W });
  y = paragraph(doc, t(lang, 'warningLetter:pdf.warning', { until: mailDate(lang, warningValidUntil(f.incidentEnd)) }), M, y, { size: 10, width: W });
  if (f.cancelReason) y = paragraph(doc, t(lang, 'warningLetter:pdf.cancelledBecause', { reason: f.cancelReason }), M, y + 6, { size: 10, width: W, bold: true });
  if (y > 842 - 200) { doc.addPage(); y = 60; }
  y += 30;
  const half = W / 2;
  // The employer's signature line, and the employee's acknowledgement.
  line(doc, t(lang, 'warningLetter:pdf.issuedBy'), M, y, { size: 10, width: half - 20, align: 'center' });
  line(doc, t(lang, 'warningLetter:pdf.acknowledgedBy'), M + half, y, { size: 10, width: half - 20, align: 'center' });
  const signY = y + 16;
  if (f.signature) doc.image(f.signature, M + half + 40, signY, { fit: [half - 100, 48], align: 'center', valign: 'bottom' });
  y = signY + 54;
  for (const x of [M, M + half]) doc.moveTo(x + 20, y).lineTo(x + half - 40, y).lineWidth(0.5).strokeColor('#8c8c8c').stroke();
  y += 6;
  line(doc, `(${f.issuerName})`, M, y, { size: 10, width: half - 20, align: 'center' });
  line(doc, `(${f.employeeName})`, M + half, y, { size: 10, width: half - 20, align: 'center' });
  y += 16;
  line(doc, t(lang, 'warningLetter:pdf.hr'), M, y, { size: 9, color: GREY, width: half - 20, align: 'center' });
  if (f.acknowledgedOn) {
    line(doc, `${t(lang, 'warningLetter:pdf.acknowledgedOn')} ${mailDate(lang, f.acknowledgedOn)}`, M + half, y, { size: 9, color: GREY, width: half - 20, align: 'center' });
  }
  return pdfBytes(doc);
}
