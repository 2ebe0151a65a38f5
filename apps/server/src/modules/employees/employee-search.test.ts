import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { departments, employees } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';
import { columnCells, expectExportShape } from '../../test/xlsx';

let h: Harness;
let hr: string;
let lead: Awaited<ReturnType<Harness['person']>>;
let deptId: string;
beforeAll(async () => {
  h = await createHarness();
  hr = await h.login(await h.person({ role: 'HR' }));
  lead = await h.person({ role: 'SUPERVISOR' });
  const [dept] = await h.db.insert(departments).values({ companyId: h.company.id, nameEn: 'Warehouse', nameTh: 'คลังสินค้า' }).returning();
  deptId = dept!.id as string;
  for (let i = 0; i < 25; i++) await h.person({ supervisorId: lead.id });
  const worker = await h.person({ supervisorId: lead.id, code: 'W0001' });
  await h.db.update(employees).set({ firstNameEn: 'Sokha', lastNameEn: 'Chan', firstNameTh: 'สุขา', lastNameTh: 'จันทร์', nicknameTh: 'ขา', departmentId: deptId, employmentStatus: 'permanent' })
    .where(eq(employees.id, worker.id));
});
afterAll(async () => { await h?.close(); });

const search = (body: unknown, token = hr, lang = 'en') => h.post('/api/1.0/search/employee', body, token, { lang });

describe('POST /api/1.0/search/employee (all-employee)', () => {
  it('finds by a part of the English or Thai name, the nickname or the employee id', async () => {
    for (const keyword of ['okh', 'สุข', 'ขา', 'W000', 'chan']) {
      const items = (await search({ keyword })).json().data.items;
      expect(items.map((r: { employeeCode: string }) => r.employeeCode), keyword).toContain('W0001');
    }
    expect((await search({ keyword: '%' })).json().data.total).toBe(0);
  });

  it('filters by department, status and supervisor; names the department in the reader\'s language', async () => {
    const byDept = (await search({ departmentId: deptId }, hr, 'th')).json().data;
    expect(byDept.total).toBe(1);
    expect(byDept.items[0]).toMatchObject({ employeeCode: 'W0001', department: 'คลังสินค้า', company: 'T01', employmentStatus: 'permanent' });
    expect((await search({ departmentId: deptId })).json().data.items[0].department).toBe('Warehouse');
    expect((await search({ employmentStatus: 'permanent' })).json().data.total).toBe(1);
    const team = (await search({ supervisorId: lead.id, pageSize: 200 })).json().data;
    expect(team.total).toBe(26);
    expect(team.items[0].supervisor).toBe(`${lead.firstNameEn} ${lead.lastNameEn}`);
  });

  it('pages and sorts', async () => {
    const p1 = (await search({ page: 1, pageSize: 10, sort: { field: 'employeeCode', dir: 'desc' } })).json().data;
    const p2 = (await search({ page: 2, pageSize: 10, sort: { field: 'employeeCode', dir: 'desc' } })).json().data;
    expect(p1.items).toHaveLength(10);
    expect(p1.total).toBeGreaterThanOrEqual(28);
    const codes = [...p1.items, ...p2.items].map((r: { employeeCode: string }) => r.employeeCode);
    expect(codes).toEqual([...codes].sort().reverse());
    // A name search counts its matches on every page, also past the last one.
    const byName = async (page: number) => (await search({ keyword: 'first', page, pageSize: 10 })).json().data;
    const [n1, n3, n9] = [await byName(1), await byName(3), await byName(9)];
    expect(n1.total).toBe(p1.total - 1); // all but Sokha Chan keep the harness's "First<n>" names
    expect(n3.items).toHaveLength(n1.total - 20);
    expect([n3.total, n9.total, n9.items.length]).toEqual([n1.total, n1.total, 0]);
    // Sorting by a joined name: the one employee with a department comes first (empty ones last), in Thai too.
    const byDept = (await search({ sort: { field: 'department', dir: 'asc' } }, hr, 'th')).json().data;
    expect([byDept.items[0].employeeCode, byDept.items[0].department, byDept.total]).toEqual(['W0001', 'คลังสินค้า', p1.total]);
    const byPosition = (await search({ keyword: 'chan', sort: { field: 'position', dir: 'desc' } })).json().data;
    expect([byPosition.total, byPosition.items[0].employeeCode]).toEqual([1, 'W0001']);
    expect((await search({ sort: { field: 'passwordHash', dir: 'asc' } })).statusCode).toBe(400);
    expect((await search({ pageSize: 500 })).json().data.errors[0]).toMatchObject({ field: 'pageSize', code: 'tooLarge' });
  });

  it('exports the filtered list to Excel in the reader\'s language, with formula-like names escaped', async () => {
    const evil = await h.person({ code: 'W0099' });
    await h.db.update(employees).set({ firstNameTh: '=HYPERLINK("x")', departmentId: deptId, joiningDate: '2025-02-03' }).where(eq(employees.id, evil.id));
    const res = await h.post('/api/1.0/excel/employee', { departmentId: deptId }, hr, { lang: 'th' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0]!.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1).map(String));
    expect(rows[0]).toContain('รหัสพนักงาน');
    expect(rows).toHaveLength(3);
    expect(rows.flat()).toContain('พนักงานประจำ');
    expect(rows.flat()).toContain(`'=HYPERLINK("x")`);
    const ws = wb.worksheets[0]!;
    expectExportShape(ws);
    const joined = columnCells(ws, 'วันที่เริ่มงาน').find((c) => c.value !== null)!;
    expect([joined.value, joined.type, joined.numFmt]).toEqual([new Date('2025-02-03T00:00:00Z'), ExcelJS.ValueType.Date, '[$-107041E]d mmm yyyy']);
    // An employee code stays text, whatever digits it is made of.
    expect(columnCells(ws, 'รหัสพนักงาน').every((c) => c.type === ExcelJS.ValueType.String)).toBe(true);
  });

  it('is HR\'s: an employee and a supervisor are refused (a supervisor sees a team through view-employee-info)', async () => {
    expect((await search({}, await h.login(await h.person()))).statusCode).toBe(403);
    expect((await search({}, await h.login(lead))).statusCode).toBe(403);
  });
});
