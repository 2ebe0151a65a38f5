import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { toCp874 } from '@hr/domain/payroll/cp874';
import { storedZip } from '../../platform/files/zip-reader';
import { auditLog, companies, employees, files, mailOutbox, sessions } from '@hr/db';
import { eslipCodeOf, type EslipDetails, type EslipUploadResult } from '@hr/domain/payroll/eslip';
import { createPdf, line, pdfBytes } from '../../platform/pdf/document';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 20 point 4: online payslips made elsewhere. HR adds October, uploads a zip of PDFs named by
 * employee ID (one name matches nobody, one entry is not a PDF), sees what would be kept before it
 * is, keeps it, tells the employees; each finds theirs among their payslips, and nobody else's.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, somchai: Person, malee: Person, nid: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'hr');
let oct = '';
const pdf = async (text: string) => { const doc = createPdf({ title: text, lang: 'en' }); line(doc, text, 40, 40); return pdfBytes(doc); };
const upload = (bytes: Buffer, name: string, commit = false, who = 'hr') =>
  h.upload(`/api/1.0/eslip/upload/file?id=${oct}${commit ? '&commit=true' : ''}`, token[who]!, [{ name, type: name.endsWith('.zip') ? 'application/zip' : 'application/pdf', bytes }]);

beforeAll(async () => {
  h = await createHarness();
  hr = await h.person({ role: 'HR' });
  somchai = await h.person({ code: 'S001' });
  malee = await h.person({ code: 'M001' });
  nid = await h.person({ code: 'N001', email: null });
  for (const [k, p] of Object.entries({ hr, somchai, malee, nid })) token[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  await h.db.update(employees).set({ preferredLang: 'th' }).where(eq(employees.id, somchai.id));
});
afterAll(async () => { await h?.close(); });

describe('online payslips', () => {
  it('reads the employee ID a file is named by', () => {
    expect(eslipCodeOf('October/s001.pdf')).toBe('S001');
    expect(eslipCodeOf('AMN00017 October 2026.pdf')).toBe('AMN00017');
    expect(eslipCodeOf('AMN00017_oct.pdf')).toBe('AMN00017');
    expect(eslipCodeOf('-.pdf')).toBe('');
  });

  it('a month per company: added, refused twice, listed', async () => {
    const base = { companyId: h.company.id, month: '2026-10', payDate: '2026-10-31', note: 'Payroll by the accounting firm' };
    oct = (await data<{ id: string }>('/save/eslip/period', base)).id;
    const again = await call('/save/eslip/period', base);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errors[0]).toMatchObject({ field: 'month' });
    expect((await call('/save/eslip/period', { ...base, month: '2026-13' })).json().data.errors[0]).toMatchObject({ field: 'month' });
    const list = await data<{ items: Array<{ id: string; fileCount: number }> }>('/search/eslip/period', { year: 2026 });
    expect(list.items).toEqual([expect.objectContaining({ id: oct, fileCount: 0 })]);
  });

  it('a zip: the names that match no employee and what is not a PDF are listed before anything is kept; then the matched are kept', async () => {
    const zip = new JSZip();
    zip.file('S001.pdf', await pdf('Somchai October'));
    zip.file('m001 October.pdf', await pdf('Malee October'));
    zip.file('N001.pdf', await pdf('Nid October'));
    zip.file('X999.pdf', await pdf('Nobody'));
    zip.file('readme.txt', 'not a payslip');
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });
    const preview = (await upload(bytes, 'october.zip')).json().data as EslipUploadResult;
    expect(preview.committed).toBe(false);
    expect(preview.matched.map((m) => m.employeeCode).sort()).toEqual(['M001', 'N001', 'S001']);
    expect(preview.unknown).toEqual(['X999.pdf']);
    expect(preview.rejected).toEqual([{ fileName: 'readme.txt', reason: 'notPdf' }]);
    expect((await data<EslipDetails>('/get/eslip/details', { id: oct })).files).toEqual([]);
    const kept = (await upload(bytes, 'october.zip', true)).json().data as EslipUploadResult;
    expect(kept.committed).toBe(true);
    const details = await data<EslipDetails>('/get/eslip/details', { id: oct });
    expect(details.files.map((f) => [f.employeeCode, f.fileName])).toEqual([['M001', 'm001 October.pdf'], ['N001', 'N001.pdf'], ['S001', 'S001.pdf']]);
    expect((await data<Array<{ employeeCode: string; hasFile: boolean }>>('/get/eslip/employeeNameLists', { id: oct })).filter((e) => !e.hasFile).map((e) => e.employeeCode))
      .toEqual(expect.arrayContaining(['E0001']));
  });

  it('a zip made by Windows on a Thai system (names in cp874, no UTF-8 flag) is read with its Thai names', async () => {
    const thaiName = 'N001 สลิปเงินเดือน.pdf';
    const cp874 = Buffer.from(toCp874(thaiName));
    const placeholder = 'N001 '.padEnd(cp874.length - 4, 'x') + '.pdf';
    const zip = storedZip([{ name: placeholder, bytes: await pdf('Nid October') }]);
    // Windows' zip: the name's bytes in the system's code page and the UTF-8 flag (bit 11) clear.
    for (let at = zip.indexOf(placeholder); at >= 0; at = zip.indexOf(placeholder, at + 1)) cp874.copy(zip, at);
    for (const [sig, flagAt] of [[0x04034b50, 6], [0x02014b50, 8]] as const) {
      for (let at = 0; at + 4 <= zip.length; at++) if (zip.readUInt32LE(at) === sig) zip.writeUInt16LE(0, at + flagAt);
    }
    const res = await upload(zip, 'october-windows.zip');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data as EslipUploadResult;
    expect(preview.matched).toEqual([expect.objectContaining({ employeeCode: 'N001', fileName: thaiName })]);
    expect(preview.rejected).toEqual([]);
  });

  it('one PDF replaces the employee\'s earlier one; something else is refused by its bytes', async () => {
    const again = (await upload(await pdf('Somchai corrected'), 'S001.pdf', true)).json().data as EslipUploadResult;
    expect(again.matched).toEqual([expect.objectContaining({ employeeCode: 'S001', replaces: true })]);
    // The replaced PDF is gone from the store: three payslips, three files.
    expect(await h.db.select().from(files).where(eq(files.kind, 'eslip'))).toHaveLength(3);
    const fake = await upload(Buffer.from('MZ not a pdf at all'), 'S001.pdf');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().msg.text).toContain('.pdf, .zip');
  });

  it('tells each employee by mail with a link (no file travels), listing who has no address', async () => {
    const res = await call('/sendmail/eslip/all', { id: oct });
    expect(res.json().msg.text).toBe('Missing email addresses found for some employees');
    expect(res.json().data).toEqual({ queued: 2, skipped: [expect.objectContaining({ employeeCode: 'N001', reason: 'noEmail' })] });
    const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'eslip'));
    expect(mails).toHaveLength(2);
    const thai = mails.find((m) => m.lang === 'th')!;
    expect(thai.text).toContain('/th/self-service/payslip');
    // In the reader's language: the Thai month in the Buddhist era, the company's Thai name.
    expect(thai.subject).toBe('สลิปเงินเดือนประจำเดือน ตุลาคม 2569 ของคุณพร้อมแล้ว');
    const [{ nameTh }] = await h.db.select({ nameTh: companies.nameTh }).from(companies).where(eq(companies.id, h.company.id)) as [{ nameTh: string }];
    expect(thai.text).toContain(nameTh);
    expect(thai.attachment).toBeNull();
    expect((await data<{ queued: number }>('/resendmail/eslip', { id: oct, employeeId: malee.id })).queued).toBe(1);
    const details = await data<EslipDetails>('/get/eslip/details', { id: oct });
    expect(details.files.filter((f) => f.mailedAt).map((f) => f.employeeCode)).toEqual(['M001', 'S001']);
  });

  it('each employee finds theirs among their payslips and downloads it; nobody else\'s, and no HR call', async () => {
    const mine = await data<Array<{ source: string; id: string; month: string; netPay: number | null }>>('/search/payslip/self', {}, 'somchai');
    expect(mine).toEqual([expect.objectContaining({ source: 'eslip', month: '2026-10', netPay: null })]);
    const file = await call('/download/eslip/self', { id: mine[0]!.id }, 'somchai');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stolen = await call('/download/eslip/self', { id: mine[0]!.id }, 'malee');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().msg.text).toBe('File not found');
    expect((await call('/search/eslip/period', {}, 'malee')).statusCode).toBe(403);
    expect((await call('/eslip/upload/file', {}, 'malee')).statusCode).toBe(403);
    const audited = await h.db.select().from(auditLog).where(sql`${auditLog.action} IN ('eslip.upload', 'eslip.self', 'eslip.mail')`);
    expect(audited.length).toBe(5);
  });

  it('deleting the month takes its payslips with it', async () => {
    await data('/delete/eslip/period', { id: oct });
    expect(await h.db.select().from(files).where(eq(files.kind, 'eslip'))).toHaveLength(0);
    expect(await data('/search/payslip/self', {}, 'somchai')).toEqual([]);
    expect((await call('/get/eslip/details', { id: oct })).statusCode).toBe(404);
  });
});
