import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { employeeSalaryHistory, employees, salaryPeriodItems, sessions } from '@hr/db';
import type { SalaryLineDetails, SalaryPeriodView } from '@hr/domain/payroll/period';
import { createHarness, pngBytes, type Harness } from '../../test/harness';
import { openXlsx } from '../../test/xlsx';

/*
 * Issue 19 point 4: a draft's variable pay from a spreadsheet (.xls, .xlsx or .csv up to 10MB):
 * the template, the columns recognised or chosen, every bad cell named, all or nothing.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, a: Person, b: Person;
let token = '';
let periodId = '';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Pay');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const csvOf = (rows: unknown[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'), 'utf8');
const upload = (bytes: Buffer, query = '', type = XLSX_TYPE, lang = 'en') =>
  h.upload(`/api/1.0/upload/salaryPeriod/items?id=${periodId}${query}`, token, [{ name: 'pay.xlsx', type, bytes }], lang);
const itemsOf = async () => (await h.db.select().from(salaryPeriodItems).where(eq(salaryPeriodItems.periodId, periodId)))
  .map((i) => [i.employeeId === a.id ? 'a' : 'b', i.code, i.amount]).sort();

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  a = await h.person();
  b = await h.person();
  token = await h.login(accountant);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  for (const p of [a, b]) await h.db.insert(employeeSalaryHistory).values({ employeeId: p.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
  const res = await h.post('/api/1.0/save/salaryPeriod', { companyId: h.company.id, month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', payDate: '2026-10-30', staffKind: 'monthly', paymentChannel: 'both' }, token);
  periodId = (res.json().data as SalaryPeriodView).id;
});
afterAll(async () => { await h?.close(); });

describe('the payroll import', () => {
  it('the template lists the period\'s employees with number cells for each item, headed in the reader\'s language', async () => {
    const wb = await openXlsx(await h.post('/api/1.0/excel/salaryPeriod/template', { id: periodId }, token, { lang: 'th' }));
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['รหัสพนักงาน', 'ชื่อ-นามสกุล', 'ค่าคอมมิชชั่น', 'โบนัส', 'เงินเพิ่มพิเศษ', 'รายได้อื่น', 'รายการหักอื่น']);
    expect(ws.rowCount).toBe(1 + 3);
  });

  it('a bad cell and an unknown employee are named by row and column, in the reader\'s language; nothing is saved', async () => {
    const bytes = await xlsxOf([
      ['Employee ID', 'Name', 'Commission', 'Bonus'],
      [a.employeeCode, 'A', 5000, ''],
      [b.employeeCode, 'B', 'five', 1000],
      ['NOPE', 'C', 1, 1],
    ]);
    const res = await upload(bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg.code).toBe(400100);
    expect(res.json().data.errors).toEqual([
      expect.objectContaining({ field: 'C3', text: 'Row 3, column C: "five" is not an amount (numbers only, not negative, at most two decimals)' }),
      expect.objectContaining({ field: 'A4', text: 'Row 4, column A: employee NOPE is not in this salary period' }),
    ]);
    const th = await upload(bytes, '', XLSX_TYPE, 'th');
    expect(th.json().data.errors[0].text).toContain('แถว 3 คอลัมน์ C');
    expect(await itemsOf()).toEqual([]);
  });

  it('fixed, it is imported; the columns the uploader chooses win over the header; a blank cell clears the item; the compute pays them', async () => {
    const fixed = await upload(await xlsxOf([
      ['Employee ID', 'Name', 'Commission', 'Bonus'],
      [a.employeeCode, 'A', 5000, ''],
      [b.employeeCode, 'B', '1,250.50', 1000],
    ]));
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toEqual({ employees: 2, items: 3, codes: ['commission', 'bonus'] });
    expect(await itemsOf()).toEqual([['a', 'commission', 5000], ['b', 'bonus', 1000], ['b', 'commission', 1250.5]]);
    // A CSV whose headers are not the template's: the columns come from the query (0-based).
    const csv = csvOf([['id', 'x', 'y'], [b.employeeCode, '', '300']]);
    const preview = await h.upload(`/api/1.0/upload/salaryPeriod/items/preview?id=${periodId}`, token, [{ name: 'pay.csv', type: 'text/csv', bytes: csv }]);
    expect(preview.json().data).toEqual({ header: ['id', 'x', 'y'], mapping: {}, rows: 1 });
    expect((await upload(csv, '&employeeCode=0&commission=1&otherDeduction=2', 'text/csv')).json().data).toEqual({ employees: 1, items: 1, codes: ['commission', 'otherDeduction'] });
    expect(await itemsOf()).toEqual([['a', 'commission', 5000], ['b', 'bonus', 1000], ['b', 'otherDeduction', 300]]);
    await h.post('/api/1.0/compute/salaryPeriod', { id: periodId }, token);
    const line = (await h.post('/api/1.0/get/salaryPeriod/line', { id: periodId, employeeId: b.id }, token)).json().data as SalaryLineDetails;
    expect(line.line).toMatchObject({ bonus: 1000, commission: 0, otherDeduction: 300, gross: 31_000 });
  });

  it('a picture is refused by its content, a closed period takes no import', async () => {
    const pic = await h.upload(`/api/1.0/upload/salaryPeriod/items?id=${periodId}`, token, [await pngBytes('pay.xlsx')]);
    expect(pic.statusCode).toBe(415);
    await h.post('/api/1.0/update/salaryPeriod/paymentStatus', { id: periodId, action: 'close' }, token);
    const closed = await upload(await xlsxOf([['Employee ID', 'Bonus'], [a.employeeCode, 1]]));
    expect(closed.json().msg.code).toBe(409100);
  });
});
