import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import JSZip from 'jszip';
import { auditLog, companies, employees, employeeSalaryHistory, files, sessions } from '@hr/db';
import { localFileStore } from '../../platform/files/file-store';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';

/*
 * Issue 20 points 1 and 3: payslips of a closed period. Somchai (Thai) earns 30,000 and Dara
 * (Khmer) 18,000; October is computed; its payslips exist once it is closed. HR and accountants
 * download one, some or all (a zip); each employee downloads their own and nobody else's.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, somchai: Person, dara: Person, unpaid: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'accountant');
let oct = '';

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  somchai = await h.person({ code: 'TH001' });
  dara = await h.person({ code: 'KH001' });
  unpaid = await h.person();
  for (const [k, p] of Object.entries({ accountant, somchai, dara, unpaid })) token[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.update(employees).set({ preferredLang: 'th', firstNameTh: 'สมชาย', lastNameTh: 'ใจดี' }).where(eq(employees.id, somchai.id));
  await h.db.update(employees).set({ preferredLang: 'km', firstNameEn: 'Dara', lastNameEn: 'Sok' }).where(eq(employees.id, dara.id));
  await h.db.insert(employeeSalaryHistory).values([
    { employeeId: somchai.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' },
    { employeeId: dara.id, baseSalary: 18_000, adjustedSalary: 18_000, effectiveDate: '2020-01-01', incrementType: 'initial' },
  ]);
  // The company's logo, as the company master keeps it (a PNG in the file store).
  const png = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#1677ff' } }).png().toBuffer();
  const key = await localFileStore(h.config.DATA_DIR).put(png);
  const [logo] = await h.db.insert(files).values({ storageKey: key, kind: 'logo', mime: 'image/png', size: png.length, originalName: 'logo.png' }).returning();
  await h.db.update(companies).set({ logoFileId: logo!.id, watermarkFileId: logo!.id }).where(eq(companies.id, h.company.id));
  oct = (await data<{ id: string }>('/save/salaryPeriod', {
    companyId: h.company.id, month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', payDate: '2026-10-31', staffKind: 'monthly', paymentChannel: 'both',
  })).id;
  await data('/compute/salaryPeriod', { id: oct });
});
afterAll(async () => { await h?.close(); });

describe('payslips of a salary period', () => {
  it('a draft has none yet: the call says to close the period first', async () => {
    const res = await call('/download/salaryPeriod/payslip', { id: oct, employeeIds: [somchai.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg.code).toBe(409106);
    expect(res.json().msg.text).toMatch(/close the period first/);
  });

  it('closed: one employee\'s payslip is a PDF in their language with the line\'s figures, net pay in Thai words', async () => {
    await data('/update/salaryPeriod/paymentStatus', { id: oct, action: 'close' });
    const res = await call('/download/salaryPeriod/payslip', { id: oct, employeeIds: [somchai.id] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('payslip-2026-10-TH001.pdf');
    const [page, more] = await pdfText(res.rawPayload);
    expect(more).toBeUndefined();
    // 30,000 less social security 875 (5% of the 17,500 ceiling) less the month's tax.
    const line = await data<{ line: { netPay: number; withholdingTax: number } }>('/get/salaryPeriod/line', { id: oct, employeeId: somchai.id });
    const net = line.line.netPay.toLocaleString('en-US', { minimumFractionDigits: 2 });
    for (const text of ['สลิปเงินเดือน', 'ตุลาคม 2569', 'สมชาย ใจดี', 'TH001', 'เงินเดือน', '30,000.00', 'เงินสมทบประกันสังคม', '875.00', 'เงินได้สุทธิ', net, 'บาท']) {
      expect(page, text).toContain(text);
    }
    expect(line.line.netPay).toBe(30_000 - 875 - line.line.withholdingTax);
  });

  it('the Khmer employee\'s payslip is in Khmer; HR may ask one language for all', async () => {
    const kmRes = await call('/download/salaryPeriod/payslip', { id: oct, employeeIds: [dara.id] });
    expect(kmRes.statusCode, kmRes.body).toBe(200);
    const km = await pdfText(kmRes.rawPayload);
    // Khmer is shaped (vowels drawn before their consonant), so a text reader gives its glyphs in the
    // order drawn: the Latin parts are read back, the Khmer by the font it is set in (and by eye: pdftoppm).
    for (const text of ['Dara Sok', 'KH001', '18,000.00']) expect(km[0], text).toContain(text);
    expect(kmRes.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKhmer/);
    const en = await pdfText((await call('/download/salaryPeriod/payslip', { id: oct, employeeIds: [dara.id], lang: 'en' })).rawPayload);
    expect(en[0]).toContain('Net pay');
    expect(en[0]).toContain('October 2026');
  });

  it('everyone\'s payslips come as one zip of PDFs, one per line; some of them as a smaller zip; the downloads are audited', async () => {
    const all = await call('/download/salaryPeriod/payslip', { id: oct });
    expect(all.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(all.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(['payslip-2026-10-KH001.pdf', 'payslip-2026-10-TH001.pdf']);
    expect((await pdfText(await zip.file('payslip-2026-10-KH001.pdf')!.async('uint8array')))[0]).toContain('KH001');
    const ticked = await call('/download/salaryPeriod/payslip', { id: oct, employeeIds: [somchai.id, unpaid.id] });
    const some = await JSZip.loadAsync(ticked.rawPayload);
    expect(Object.keys(some.files)).toEqual(['payslip-2026-10-TH001.pdf']);
    // Everyone's zip and the ticked ones' do not share a file name.
    const nameOf = (res: typeof all) => /filename="?([^";]+)/.exec(String(res.headers['content-disposition']))?.[1];
    expect(nameOf(all)).toBe('payslips-2026-10-T01.zip');
    expect(nameOf(ticked)).toBe('payslips-2026-10-T01-selected-1.zip');
    const audited = await h.db.select().from(auditLog).where(sql`${auditLog.action} = 'payroll.payslip.download'`);
    expect(audited.map((a) => (a.detail as { count: number }).count)).toEqual([1, 1, 1, 2, 1]);
  });

  it('someone without a line of the period: File not found; only payroll may download others\' payslips', async () => {
    const none = await call('/download/salaryPeriod/payslip', { id: oct, employeeIds: [unpaid.id] });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg.text).toBe('File not found');
    expect((await call('/download/salaryPeriod/payslip', { id: oct, employeeIds: [dara.id] }, 'somchai')).statusCode).toBe(403);
  });
});

describe('my payslips', () => {
  it('an employee lists their own payslips and downloads one in their language, without a password', async () => {
    const mine = await data<Array<{ source: string; id: string; month: string; netPay: number }>>('/search/payslip/self', {}, 'somchai');
    expect(mine).toEqual([expect.objectContaining({ source: 'payroll', id: oct, month: '2026-10', gross: 30_000 })]);
    const res = await h.post('/api/1.0/download/payslip/self', { periodId: oct }, token.somchai, { lang: 'th' });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(res.rawPayload))[0]).toContain('สมชาย ใจดี');
    expect(await data('/search/payslip/self', {}, 'unpaid')).toEqual([]);
    expect(await data('/search/payslip/self', { year: 2025 }, 'somchai')).toEqual([]);
  });

  it('nobody else\'s: a period without a line of mine, or an id that is no period, is File not found', async () => {
    const other = await call('/download/payslip/self', { periodId: oct }, 'unpaid');
    expect(other.statusCode).toBe(404);
    expect(other.json().msg.text).toBe('File not found');
    const missing = await call('/download/payslip/self', { periodId: '00000000-0000-4000-8000-000000000000' }, 'somchai');
    expect(missing.statusCode).toBe(404);
  });
});
