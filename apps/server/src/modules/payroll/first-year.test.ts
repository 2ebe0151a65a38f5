import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { employeeSalaryHistory, employees, salaryOpeningBalances, salaryPeriodItems, sessions } from '@hr/db';
import type { SalaryLineDetails, SalaryPeriodView } from '@hr/domain/payroll/period';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { yearToDateOf } from './salary-facts.query';
import { openXlsx } from '../../test/xlsx';

/*
 * Issue 35 point 2: the first year of use. The company's first period in the product is October
 * (Raise) or November (Bonus) 2026; the months before were paid elsewhere, so the first period run
 * assumes them as its own regular pay withheld on the equal schedule (line.ts). That assumption is
 * frozen once the period closes: December reads it as recorded instead of assuming January to
 * October again at its own pay (which, with November's bonus in the year so far, took December's
 * tax to 0.00).
 *
 * Rates of 2026 (THAI-RULES.md): expenses 50% capped at 100,000, personal allowance 60,000, social
 * security actually paid (5% of wages up to 17,500: 875 a month); the table 0-150,000 0%,
 * 150,001-300,000 5%, 300,001-500,000 10%, 500,001-750,000 15%.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, bonus: Person, raise: Person, starter: Person;
let decId = '';
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'accountant');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Opening');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = (path: string, bytes: Buffer, lang = 'en') =>
  h.upload(`/api/1.0/upload/payroll/openingYearToDate${path}?companyId=${h.company.id}&year=2026`, token.accountant!, [{ name: 'opening.xlsx', type: XLSX_TYPE, bytes }], lang);
const month = (m: string, last: string) => ({ month: `2026-${m}`, periodStart: `2026-${m}-01`, periodEnd: `2026-${m}-${last}`, payDate: `2026-${m}-${last}`, staffKind: 'monthly', paymentChannel: 'both' });
const run = async (m: string, last: string, close: boolean, before?: (id: string) => Promise<unknown>) => {
  const p = await data<SalaryPeriodView>('/save/salaryPeriod', { ...month(m, last), companyId: h.company.id });
  await before?.(p.id);
  await data('/compute/salaryPeriod', { id: p.id });
  if (close) await data('/update/salaryPeriod/paymentStatus', { id: p.id, action: 'close' });
  return p.id;
};
const tax = async (periodId: string, employeeId: string) => (await data<SalaryLineDetails>('/get/salaryPeriod/line', { id: periodId, employeeId }));

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  bonus = await h.person();
  raise = await h.person();
  starter = await h.person({ code: 'S900' });
  token.accountant = await h.login(accountant);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-12-20T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.update(employees).set({ joiningDate: null }).where(eq(employees.id, accountant.id));
  const salary = (employeeId: string, baseSalary: number, effectiveDate = '2020-01-01') => ({ employeeId, baseSalary, adjustedSalary: baseSalary, effectiveDate, incrementType: 'initial' });
  await h.db.insert(employeeSalaryHistory).values([salary(bonus.id, 50_000), salary(raise.id, 30_000), salary(starter.id, 40_000), { ...salary(raise.id, 40_000, '2026-11-01'), incrementType: 'increase' }]);
});
afterAll(async () => { await h?.close(); });

describe('the first year of use', () => {
  it('loads the year\'s earlier months per employee from a template: previewed, and all or nothing', async () => {
    const template = await h.post('/api/1.0/excel/payroll/openingYearToDate/template', { companyId: h.company.id, year: 2026 }, token.accountant);
    const wb = await openXlsx(template);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Opening year to date', 'Import limits']);
    expect(wb.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Employee ID', 'Name', 'Payments', 'Income', 'Tax withheld', 'Social security', 'Provident fund']);
    const header = ['Employee ID', 'Name', 'Payments', 'Income', 'Tax withheld', 'Social security', 'Provident fund'];

    const preview = await upload('/preview', await xlsxOf([header, ['S900', 'Starter', 9, 420_000, 9_000, 7_875, 0]]));
    expect(preview.json().data).toEqual({ header, mapping: { employeeCode: 0, payments: 2, income: 3, tax: 4, socialSecurity: 5, providentFund: 6 }, rows: 1 });

    // A bad row: nothing of the file is saved, every bad cell named.
    const bad = await upload('', await xlsxOf([header, ['S900', 'Starter', 9, 420_000, 9_000, 7_875, 0], [bonus.employeeCode, '', 12, '-5', 0, 0, 0], ['X999', '', 3, 1, 0, 0, 0]]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg.code).toBe(400100);
    expect(bad.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['C3', 'D3', 'A4']);
    expect(await h.db.select().from(salaryOpeningBalances)).toEqual([]);

    // Starter was paid 40,000 a month from January to September elsewhere, with a 60,000 bonus in April:
    // 420,000 income, 9,000.00 withheld, social security 9 × 875.
    const ok = await upload('', await xlsxOf([header, ['S900', 'Starter', 9, 420_000, 9_000, 7_875, 0]]), 'th');
    expect(ok.json().data).toEqual({ employees: 1 });
    expect(await h.db.select({ payments: salaryOpeningBalances.payments, income: salaryOpeningBalances.income, tax: salaryOpeningBalances.tax }).from(salaryOpeningBalances))
      .toEqual([{ payments: 9, income: 420_000, tax: 9_000 }]);
  });

  it('freezes the payments a closed period assumed: a November bonus is not assumed again into December, a raise does not re-assume the months before', async () => {
    // October: Raise only (Bonus is left out of October by being paid elsewhere until November).
    await h.db.update(employees).set({ joiningDate: '2026-11-01' }).where(eq(employees.id, bonus.id));
    const oct = await run('10', '31', true);
    // Raise, October (payment 10 of 12, 9 assumed at 30,000): the year 360,000 - 100,000 - 60,000 -
    // 10,500 = 189,500 → 1,975.00; 197,500 / 12 = 164.58 a payment, 9 × 164.58 = 1,481.22 assumed.
    expect((await tax(oct, raise.id)).line.withholdingTax).toBe(164.58);

    await h.db.update(employees).set({ joiningDate: '2020-01-01' }).where(eq(employees.id, bonus.id));
    const nov = await run('11', '30', true, (id) => h.db.insert(salaryPeriodItems).values({ periodId: id, employeeId: bonus.id, code: 'bonus', amount: 100_000 }));
    // Bonus, November (payment 11, 10 assumed at 50,000, social security 875 each): the year
    // 600,000 - 100,000 - 60,000 - 10,500 = 429,500 → 7,500 + 12,950 = 20,450.00; 2,045,000 / 12 =
    // 1,704.16 a payment, 10 × 1,704.16 = 17,041.60 assumed. The bonus: 529,500 → 7,500 + 20,000 +
    // 4,425 = 31,925.00, less 20,450.00 = 11,475.00. November: 1,704.16 + 11,475.00 = 13,179.16.
    const b11 = await tax(nov, bonus.id);
    expect(b11.line.withholdingTax).toBe(13_179.16);
    expect(b11.working.tax).toMatchObject({ recordedPayments: 0, assumedPayments: 10 });
    // Raise, November (40,000 from 1 November; October's assumption frozen: 10 payments, 300,000,
    // 1,645.80 withheld, social security 8,750): 300,000 + 2 × 40,000 = 380,000 - 100,000 - 60,000 -
    // 10,500 = 209,500 → 2,975.00; (2,975.00 - 1,645.80) / 2 = 664.60.
    const r11 = await tax(nov, raise.id);
    expect(r11.line.withholdingTax).toBe(664.60);
    expect(r11.working.tax).toMatchObject({ recordedPayments: 10, assumedPayments: 0, method: 'reprojected' });

    const dec = await run('12', '31', true);
    decId = dec;
    // Bonus, December: January to October as November assumed them (500,000 and 17,041.60), November
    // recorded (50,000 + 100,000 bonus, 13,179.16): 550,000 + 100,000 + 50,000 = 700,000 - 100,000 -
    // 60,000 - 10,500 = 529,500 → 31,925.00, less 30,220.76 withheld = 1,704.24 (before: 0.00, the
    // assumption re-derived with the bonus in it took 26,604.10 as withheld for January to October).
    const b12 = await tax(dec, bonus.id);
    expect(b12.line.withholdingTax).toBe(1_704.24);
    expect(b12.working.tax).toMatchObject({ recordedPayments: 11, assumedPayments: 0, paymentsLeft: 1 });
    expect(b12.working.tax.yearToDate).toMatchObject({ regularSatang: 55_000_000, irregularSatang: 10_000_000, taxSatang: 3_022_076, socialSecuritySatang: 962_500 });
    // Raise, December: 380,000 → 2,975.00, less 1,481.22 + 164.58 + 664.60 = 2,310.40 → 664.60, the
    // year's withholding adding up to its tax.
    const r12 = await tax(dec, raise.id);
    expect(r12.line.withholdingTax).toBe(664.60);
  });

  it('a mid-year starter with an opening year-to-date withholds the rest of the year\'s tax; the 50 Tawi holds the whole tax year', async () => {
    // Starter's year: 420,000 loaded + 3 × 40,000 = 540,000; social security 7,875 + 3 × 875 = 10,500;
    // 540,000 - 100,000 - 60,000 - 10,500 = 369,500 → 7,500 + 6,950 = 14,450.00. October: (14,450.00 -
    // 9,000.00) / 3 = 1,816.66 (rounded down); November: (14,450.00 - 10,816.66) / 2 = 1,816.67;
    // December, the last payment, takes the rest: 14,450.00 - 12,633.33 = 1,816.67.
    const d = await tax(decId, starter.id);
    expect(d.line.withholdingTax).toBe(1_816.67);
    expect(d.working.tax).toMatchObject({ recordedPayments: 11, assumedPayments: 0, paymentsLeft: 1 });
    expect(d.working.tax.yearToDate).toMatchObject({ regularSatang: 50_000_000, taxSatang: 1_263_333, socialSecuritySatang: 962_500 });

    // The certificate of tax year 2026 (BE 2569) holds the months loaded and the three paid: 540,000.00 and 14,450.00.
    const res = await call('/download/taxCertificate', { employeeId: starter.id, year: 2026 });
    expect(res.headers['content-disposition']).toContain('50tawi-2026-S900.pdf');
    const [page] = await pdfText(res.rawPayload);
    for (const text of ['เล่มที่ 2569', '540,000.00', '14,450.00']) expect(page, text).toContain(text);
  });

  it('an opening loaded after a closed month assumed the same months replaces the assumption, never adds to it', async () => {
    // Raise's October assumed January to September at 30,000 (9 payments, 1,481.22 withheld); the
    // months were really 31,000 with 1,600.00 withheld. December's year so far: the opening's 9
    // payments and 279,000 with October and November recorded: 11 payments, not 20.
    const december = { id: crypto.randomUUID(), companyId: h.company.id, month: '2026-12' } as Parameters<typeof yearToDateOf>[1];
    const before = (await yearToDateOf(h.db, december, [raise.id])).get(raise.id)!;
    expect(before).toMatchObject({ payments: 11, regularSatang: 34_000_000 });
    await h.db.insert(salaryOpeningBalances).values({ companyId: h.company.id, employeeId: raise.id, year: 2026, payments: 9, income: 279_000, tax: 1_600, socialSecurity: 7_875 } as never);
    const after = (await yearToDateOf(h.db, december, [raise.id])).get(raise.id)!;
    expect(after).toMatchObject({ payments: 11, regularSatang: 34_900_000, taxSatang: 160_000 + 16_458 + 66_460, socialSecuritySatang: 962_500 });
  });
});
