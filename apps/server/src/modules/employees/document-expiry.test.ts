import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';
import { expectExportShape, fileNameOf, openXlsx } from '../../test/xlsx';

let h: Harness;
let hr: string;
beforeAll(async () => {
  h = await createHarness(); // the harness clock says 2026-11-22 (Bangkok)
  hr = await h.login(await h.person({ role: 'HR' }));
  const set = async (code: string, values: Partial<typeof employees.$inferInsert>) => {
    const p = await h.person({ code });
    await h.db.update(employees).set({ nationality: 'myanmar', ...values }).where(eq(employees.id, p.id));
    return p;
  };
  await set('M001', { passportNumber: 'MA123456', documentExpiry: '2026-12-01', workPermitNumber: 'WP-1', workPermitExpiryDate: '2027-06-30' });
  await set('M002', { passportNumber: 'MB654321', documentExpiry: '2027-01-20' });
  await set('M003', { workPermitNumber: 'WP-3', workPermitExpiryDate: '2026-11-01' });
  await set('M004', { passportNumber: 'MC111111', documentExpiry: '2028-01-01' });
  const left = await set('M005', { passportNumber: 'MD222222', documentExpiry: '2026-12-05' });
  await h.db.update(employees).set({ active: false }).where(eq(employees.id, left.id));
});
afterAll(async () => { await h?.close(); });

describe('documents expiring in the next 90 days (migrant workers)', () => {
  it('lists passports and work permits soonest first, expired ones included, leavers and far-off dates left out', async () => {
    const rows = (await h.post('/api/1.0/report/document/expiring', {}, hr)).json().data;
    expect(rows.map((r: { employeeCode: string; document: string; daysLeft: number }) => [r.employeeCode, r.document, r.daysLeft])).toEqual([
      ['M003', 'workPermit', -21], ['M001', 'passport', 9], ['M002', 'passport', 59],
    ]);
    const thirty = (await h.post('/api/1.0/report/document/expiring', { days: 30 }, hr)).json().data;
    expect(thirty.map((r: { employeeCode: string }) => r.employeeCode)).toEqual(['M003', 'M001']);
    expect((await h.post('/api/1.0/report/document/expiring', { days: 400 }, hr)).json().data.errors[0]).toMatchObject({ field: 'days', code: 'tooLarge' });
  });

  it('exports to Excel in Thai; an employee is refused', async () => {
    const res = await h.post('/api/1.0/excel/report/document/expiring', {}, hr, { lang: 'th' });
    expect(fileNameOf(res)).toBe('expiring-documents.xlsx');
    const ws = (await openXlsx(res)).worksheets[0]!;
    expectExportShape(ws);
    // The expiry is a date cell shown in the Buddhist era; days left a whole number (negative once expired).
    expect([2, 3, 4].map((r) => [ws.getRow(r).getCell(8).value, ws.getRow(r).getCell(8).numFmt, ws.getRow(r).getCell(9).value, ws.getRow(r).getCell(9).numFmt])).toEqual([
      [new Date('2026-11-01T00:00:00Z'), '[$-107041E]d mmm yyyy', -21, '#,##0'],
      [new Date('2026-12-01T00:00:00Z'), '[$-107041E]d mmm yyyy', 9, '#,##0'],
      [new Date('2027-01-20T00:00:00Z'), '[$-107041E]d mmm yyyy', 59, '#,##0'],
    ]);
    expect((await h.post('/api/1.0/report/document/expiring', {}, await h.login(await h.person()))).statusCode).toBe(403);
  });
});
