import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { employees, rosterEntries, workingTimes } from '@hr/db';
import type { RosterPage } from '@hr/domain/attendance/roster';
import { createHarness, pngBytes, type Harness } from '../../test/harness';
import { fileNameOf, openXlsx } from '../../test/xlsx';

/*
 * upload/workshift and the template (issue 16 point 1, SPEC section 5: .xls, .xlsx or .csv up to
 * 3MB). Today is Sunday 22 November 2026; changes count from the 23rd.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, sup: Person, a: Person, b: Person, out: Person;
let hrT: string, supT: string, aT: string;
const shift: Record<string, string> = {};
const UPLOAD = (month: string) => `/api/1.0/upload/workshift?month=${month}`;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Roster');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const csvOf = (rows: unknown[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'), 'utf8');
const xlsOf = (rows: unknown[][]) => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Roster');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
};
async function cells(token: string, who: Person, month = '2026-12') {
  const res = await h.post('/api/1.0/search/employeeWorkingTime', { month, keyword: who.employeeCode }, token);
  return Object.fromEntries((res.json().data as RosterPage).items[0]!.cells.map((c) => [c.date, c]));
}

beforeAll(async () => {
  h = await createHarness();
  hr = await h.person({ role: 'HR' });
  sup = await h.person({ role: 'SUPERVISOR' });
  a = await h.person({ supervisorId: sup.id });
  b = await h.person({ supervisorId: sup.id });
  out = await h.person();
  [hrT, supT, aT] = await Promise.all([hr, sup, a].map((p) => h.login(p))) as [string, string, string];
  for (const w of await h.db.select({ id: workingTimes.id, prefix: workingTimes.shiftPrefix }).from(workingTimes)) shift[String(w.prefix)] = w.id;
});
afterAll(async () => { await h?.close(); });
beforeEach(async () => {
  await h.db.delete(rosterEntries);
  await h.db.update(employees).set({ workingTimeId: shift.O09! });
});

describe('upload/workshift', () => {
  it('one bad row is named by row and column and nothing is saved; fixed, the whole roster is saved', async () => {
    const header = ['Employee ID', 'Name', '2026-12-01', '2026-12-02', '2026-12-03'];
    const bad = await xlsxOf([header, [a.employeeCode, 'A', 'N22', 'N22', 'OFF'], [b.employeeCode, 'B', 'D08', 'ZZZ', 'D08']]);
    const res = await h.upload(UPLOAD('2026-12'), hrT, [{ name: 'roster.xlsx', type: XLSX_TYPE, bytes: bad }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatchObject({ code: 400071, text: 'The roster was not saved: 1 problem was found. Fix the row and column listed and upload the file again.' });
    expect(res.json().data.errors).toEqual([{
      field: 'D3', code: 'rosterUnknownShift',
      text: 'Row 3, column D: "ZZZ" is not the prefix of an active working time (write OFF for a day off, or leave the cell empty for the usual working time)',
    }]);
    expect(await h.db.select().from(rosterEntries)).toHaveLength(0);
    const th = await h.upload(UPLOAD('2026-12'), hrT, [{ name: 'roster.xlsx', type: XLSX_TYPE, bytes: bad }], 'th');
    expect(th.json().data.errors[0].text).toMatch(/^แถว 3 คอลัมน์ D: "ZZZ" ไม่ใช่รหัสกะ/);

    const fixed = await xlsxOf([header, [a.employeeCode, 'A', 'N22', 'N22', 'OFF'], [b.employeeCode, 'B', 'D08', 'd08', 'D08']]);
    const done = await h.upload(UPLOAD('2026-12'), hrT, [{ name: 'roster.xlsx', type: XLSX_TYPE, bytes: fixed }]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ month: '2026-12', employees: 2, cells: 6, skipped: 0, overtime: [] });
    const ca = await cells(hrT, a);
    expect(ca['2026-12-01']).toMatchObject({ kind: 'working', shiftId: shift.N22, rostered: true, source: 'upload' });
    expect(ca['2026-12-03']).toMatchObject({ kind: 'dayOff', shiftId: shift.OFF, rostered: true });
    expect((await cells(hrT, b))['2026-12-02']).toMatchObject({ shiftId: shift.D08, source: 'upload' });
    expect(await h.auditActions(hr.id)).toContain('roster.upload');
  });

  it('names every problem at once: unknown employee, employee outside the uploader\'s team, a date of another month, an id twice', async () => {
    const file = csvOf([
      ['Employee ID', 'Name', '2026-12-01', '2027-01-01'],
      ['NOBODY', 'x', 'D08', ''],
      [out.employeeCode, 'x', 'D08', ''],
      [a.employeeCode, 'x', 'D08', ''],
      [a.employeeCode, 'x', 'N22', ''],
      ['', 'x', 'D08', ''],
    ]);
    const res = await h.upload(UPLOAD('2026-12'), supT, [{ name: 'roster.csv', type: 'text/csv', bytes: file }]);
    expect(res.json().msg.code).toBe(400071);
    expect((res.json().data.errors as Array<{ field: string; text: string }>).map((e) => [e.field, e.text])).toEqual([
      ['D1', 'Row 1, column D: 1 January 2027 is not a date of December 2026'],
      ['A2', 'Row 2, column A: there is no employee with ID "NOBODY"'],
      ['A3', `Row 3, column A: employee ${out.employeeCode} is not in your team`],
      ['A5', `Row 5, column A: employee ${a.employeeCode} is already on row 4`],
      ['A6', 'Row 6, column A: the employee ID is missing'],
    ]);
    expect(await h.db.select().from(rosterEntries)).toHaveLength(0);
  });

  it('a cell that says what the day already is changes nothing; a change on a date that has begun is refused', async () => {
    const file = csvOf([
      ['Employee ID', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'],
      [a.employeeCode, 'O09', '', 'D08', 'D08'],
    ]);
    const res = await h.upload(UPLOAD('2026-11'), hrT, [{ name: 'roster.csv', type: 'text/csv', bytes: file }]);
    expect(res.json().data.errors).toEqual([{ field: 'D2', code: 'rosterDatePassed', text: 'Row 2, column D: 22 November 2026 has begun or passed and cannot be changed; changes take effect from 23 November 2026' }]);
    const ok = await h.upload(UPLOAD('2026-11'), hrT, [{ name: 'roster.csv', type: 'text/csv', bytes: csvOf([['Employee ID', '2026-11-20', '2026-11-21', '2026-11-23'], [a.employeeCode, 'O09', '', 'D08']]) }]);
    expect(ok.json().data).toEqual({ month: '2026-11', employees: 1, cells: 1, skipped: 2, overtime: [] });
  });

  it('reads a legacy .xls too, and an empty cell puts the day back on the default working time', async () => {
    await h.upload(UPLOAD('2026-12'), hrT, [{ name: 'r.xls', type: 'application/vnd.ms-excel', bytes: xlsOf([['Employee ID', '2026-12-01'], [a.employeeCode, 'N22']]) }]);
    expect((await cells(hrT, a))['2026-12-01']).toMatchObject({ shiftId: shift.N22, rostered: true });
    const res = await h.upload(UPLOAD('2026-12'), hrT, [{ name: 'r.xls', type: 'application/vnd.ms-excel', bytes: xlsOf([['Employee ID', '2026-12-01'], [a.employeeCode, '']]) }]);
    expect(res.json().data).toMatchObject({ cells: 1 });
    expect((await cells(hrT, a))['2026-12-01']).toMatchObject({ shiftId: shift.O09, rostered: false });
  });

  it('checks the type by content and the size (3MB), and who may upload', async () => {
    const png = await pngBytes('roster.csv');
    const type = await h.upload(UPLOAD('2026-12'), hrT, [{ ...png, type: 'text/csv' }]);
    expect(type.statusCode).toBe(415);
    expect(type.json().msg.code).toBe(400011);
    const big = Buffer.alloc(3 * 1024 * 1024 + 10, 'a');
    const size = await h.upload(UPLOAD('2026-12'), hrT, [{ name: 'big.csv', type: 'text/csv', bytes: big }]);
    expect(size.statusCode).toBe(413);
    const month = await h.upload(UPLOAD('2026-13'), hrT, [{ name: 'r.csv', type: 'text/csv', bytes: csvOf([['Employee ID']]) }]);
    expect(month.json().data.errors[0]).toMatchObject({ field: 'month' });
    const employee = await h.upload(UPLOAD('2026-12'), aT, [{ name: 'r.csv', type: 'text/csv', bytes: csvOf([['Employee ID']]) }]);
    expect(employee.statusCode).toBe(403);
  });
});

describe('the template and the Excel download', () => {
  it('has the employee id, the name and a column per day, the cells in the upload\'s own words; a supervisor\'s has their team only', async () => {
    await h.db.update(employees).set({ workingTimeId: shift.D08 }).where(eq(employees.id, b.id));
    await h.upload(UPLOAD('2026-12'), hrT, [{ name: 'r.csv', type: 'text/csv', bytes: csvOf([['Employee ID', '2026-12-02', '2026-12-06'], [a.employeeCode, 'OFF', 'N22']]) }]);
    const res = await h.post('/api/1.0/download/excel/workshift/template', { month: '2026-12' }, supT);
    expect(fileNameOf(res)).toBe('roster-template-2026-12.xlsx');
    const ws = (await openXlsx(res)).worksheets[0]!;
    const head = (ws.getRow(1).values as unknown[]).slice(1);
    expect(head.slice(0, 4)).toEqual(['Employee ID', 'Name', '2026-12-01', '2026-12-02']);
    expect(head).toHaveLength(33);
    const rows = new Map<string, unknown[]>();
    for (let r = 2; r <= ws.rowCount; r++) { const v = (ws.getRow(r).values as unknown[]).slice(1); rows.set(String(v[0]), v); }
    expect([...rows.keys()].sort()).toEqual([a.employeeCode, b.employeeCode].sort());
    const ra = rows.get(a.employeeCode)!;
    expect(ra.slice(2, 8)).toEqual(['O09', 'OFF', 'O09', 'O09', undefined, 'N22']);
    expect(rows.get(b.employeeCode)![2]).toBe('D08');

    // Downloaded, left as it is and uploaded: nothing changes.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const again = await h.upload(UPLOAD('2026-12'), supT, [{ name: 'template.xlsx', type: XLSX_TYPE, bytes: Buffer.from(await wb.xlsx.writeBuffer()) }]);
    expect(again.json().data).toMatchObject({ employees: 2, cells: 0 });

    const th = await h.post('/api/1.0/download/excel/workshift', { month: '2026-12' }, hrT, { lang: 'th' });
    const thWs = (await openXlsx(th)).worksheets[0]!;
    expect(thWs.getRow(1).getCell(1).value).toBe('รหัสพนักงาน');
  });
});
