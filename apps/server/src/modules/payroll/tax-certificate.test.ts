import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, employeeAddresses, employees, employeeSalaryHistory, sessions } from '@hr/db';
import { thaiBahtText } from '@hr/domain/thai-baht-text';
import { thaiIdCheckDigit } from '@hr/domain/validators';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';

/*
 * Issue 20 point 7: the yearly withholding tax documents. Somchai earns 80,000 and Malee 20,000;
 * September and October 2026 are closed, November is a draft (not counted). Somchai's 50 Tawi
 * certificate sums the two closed months; the PND 1 Kor lists both.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, somchai: Person, malee: Person, unpaid: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'accountant');
const thaiId = (twelve: string) => `${twelve}${thaiIdCheckDigit(twelve)}`;
type Line = { line: { gross: number; withholdingTax: number; socialSecurity: number } };

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  somchai = await h.person({ code: 'S001' });
  malee = await h.person({ code: 'M001' });
  unpaid = await h.person({ code: 'U001' });
  for (const [k, p] of Object.entries({ accountant, somchai, unpaid })) token[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-20T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.update(employees).set({ title: 'mr', firstNameTh: 'สมชาย', lastNameTh: 'ใจดี', citizenId: thaiId('110170000001') }).where(eq(employees.id, somchai.id));
  await h.db.update(employees).set({ title: 'ms', firstNameTh: 'มาลี', lastNameTh: 'ศรีสุข', citizenId: thaiId('110170000002') }).where(eq(employees.id, malee.id));
  await h.db.insert(employeeAddresses).values({ employeeId: somchai.id, kind: 'permanent', addressLine: '99/1 หมู่ 2', subDistrict: 'บุ่ง', district: 'เมืองอำนาจเจริญ', province: 'อำนาจเจริญ', zipCode: '37000' });
  await h.db.update(companies).set({ taxId: thaiId('010555812345') }).where(eq(companies.id, h.company.id));
  await h.db.insert(employeeSalaryHistory).values([
    { employeeId: somchai.id, baseSalary: 80_000, adjustedSalary: 80_000, effectiveDate: '2020-01-01', incrementType: 'initial' },
    { employeeId: malee.id, baseSalary: 20_000, adjustedSalary: 20_000, effectiveDate: '2020-01-01', incrementType: 'initial' },
  ]);
  for (const [month, end, close] of [['2026-09', '2026-09-30', true], ['2026-10', '2026-10-31', true], ['2026-11', '2026-11-30', false]] as const) {
    const { id } = await data<{ id: string }>('/save/salaryPeriod', { companyId: h.company.id, month, periodStart: `${month}-01`, periodEnd: end, payDate: end, staffKind: 'monthly', paymentChannel: 'both' });
    await data('/compute/salaryPeriod', { id });
    if (close) await data('/update/salaryPeriod/paymentStatus', { id, action: 'close' });
    periods.push(id);
  }
});
const periods: string[] = [];
afterAll(async () => { await h?.close(); });

const lines = async (employeeId: string) => Promise.all(periods.slice(0, 2).map((id) => data<Line>('/get/salaryPeriod/line', { id, employeeId })));
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('the withholding tax certificate (50 Tawi)', () => {
  it('HR downloads an employee\'s certificate of the year: the closed months summed, the tax in Thai words, the payer and the payee', async () => {
    const [sep, oct] = await lines(somchai.id);
    const income = sep!.line.gross + oct!.line.gross;
    const tax = sep!.line.withholdingTax + oct!.line.withholdingTax;
    expect(tax).toBeGreaterThan(0);
    const res = await call('/download/taxCertificate', { employeeId: somchai.id, year: 2026 });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('50tawi-2026-S001.pdf');
    const [page] = await pdfText(res.rawPayload);
    for (const text of ['หนังสือรับรองการหักภาษี ณ ที่จ่าย', 'ตามมาตรา 50 ทวิ', 'เล่มที่ 2569', 'นายสมชาย ใจดี', thaiId('110170000001').replace(/^(\d)(\d{4})(\d{5})(\d{2})(\d)$/, '$1 $2 $3 $4 $5'),
      'อำนาจเจริญ', '40 (1)', money(income), money(tax), thaiBahtText(Math.round(tax * 100)), money(sep!.line.socialSecurity * 2), 'หัก ณ ที่จ่าย', '20 พฤศจิกายน 2569']) {
      expect(page, text).toContain(text);
    }
  });

  it('the employee lists their years and downloads their own; a year without pay, or another\'s, is not theirs to have', async () => {
    expect(await data('/search/taxCertificate/self', {}, 'somchai')).toEqual([{ year: 2026, companyId: h.company.id, companyName: expect.any(String) }]);
    const mine = await call('/download/taxCertificate/self', { year: 2026 }, 'somchai');
    expect((await pdfText(mine.rawPayload))[0]).toContain('นายสมชาย ใจดี');
    expect((await call('/download/taxCertificate/self', { year: 2025 }, 'somchai')).json().msg.text).toBe('File not found');
    expect((await call('/download/taxCertificate/self', { year: 2026 }, 'unpaid')).statusCode).toBe(404);
    expect((await call('/download/taxCertificate', { employeeId: malee.id, year: 2026 }, 'somchai')).statusCode).toBe(403);
    // The body has no employee to change: the self call cannot be pointed at someone else.
    expect((await call('/download/taxCertificate/self', { year: 2026, employeeId: malee.id }, 'somchai')).statusCode).toBe(400);
  });
});

describe('PND 1 Kor', () => {
  it('lists every employee paid in the year with the closed months\' income and tax, numbered as the certificates are', async () => {
    const s = await lines(somchai.id);
    const m = await lines(malee.id);
    const sum = (l: Line[], k: 'gross' | 'withholdingTax') => l.reduce((n, x) => n + x.line[k], 0);
    const check = await data<{ count: number; total: number; problems: unknown[] }>('/download/pnd1Kor', { companyId: h.company.id, year: 2026, check: true });
    expect(check).toMatchObject({ count: 2, total: sum(s, 'withholdingTax') + sum(m, 'withholdingTax'), problems: [] });
    const text = new TextDecoder('windows-874').decode((await call('/download/pnd1Kor', { companyId: h.company.id, year: 2026 })).rawPayload);
    expect(text.split('\r\n').filter(Boolean)).toEqual([
      `1|${thaiId('110170000002')}|นางสาว|มาลี|ศรีสุข||${sum(m, 'gross').toFixed(2)}|${sum(m, 'withholdingTax').toFixed(2)}|1`,
      `2|${thaiId('110170000001')}|นาย|สมชาย|ใจดี|99/1 หมู่ 2 บุ่ง เมืองอำนาจเจริญ อำนาจเจริญ 37000|${sum(s, 'gross').toFixed(2)}|${sum(s, 'withholdingTax').toFixed(2)}|1`,
    ]);
  });
});

describe('one numbering for the 50 Tawi certificates and the PND 1 Kor (issue 35 point 8)', () => {
  it('an employee left out of the PND 1 Kor for lack of a tax ID gets no certificate number, the others their row, and the check lists them', async () => {
    await h.db.update(employees).set({ citizenId: null }).where(eq(employees.id, malee.id));
    try {
      const check = await data<{ count: number; problems: Array<{ employeeCode: string; field: string; name: string }> }>('/download/pnd1Kor', { companyId: h.company.id, year: 2026, check: true });
      expect(check.count).toBe(1);
      expect(check.problems).toContainEqual(expect.objectContaining({ employeeCode: 'M001', field: 'taxId', name: 'มาลี ศรีสุข' }));
      const text = new TextDecoder('windows-874').decode((await call('/download/pnd1Kor', { companyId: h.company.id, year: 2026 })).rawPayload);
      expect(text.split('\r\n').filter(Boolean).map((l) => l.split('|')[0])).toEqual(['1']);
      const [somchaiPage] = await pdfText((await call('/download/taxCertificate', { employeeId: somchai.id, year: 2026 })).rawPayload);
      expect(somchaiPage).toContain('ลำดับที่ 1 ในแบบ');
      const [maleePage] = await pdfText((await call('/download/taxCertificate', { employeeId: malee.id, year: 2026 })).rawPayload);
      expect(maleePage).toContain('ลำดับที่ - ในแบบ');
      expect(maleePage).not.toMatch(/ลำดับที่ \d/);
    } finally {
      await h.db.update(employees).set({ citizenId: thaiId('110170000002') }).where(eq(employees.id, malee.id));
    }
  });
});
