import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { departments, employeeBankAccounts, employees, masterBanks, rolePermissions, roles } from '@hr/db';
import type { EmployeeRegisterPage } from '@hr/domain/employee/register';
import { createHarness, thaiTaxId, type Harness } from '../../test/harness';
import { columnCells, expectExportShape, fileNameOf, openXlsx } from '../../test/xlsx';

/*
 * The employee register (issue 18 point 3, report/all-employee-report). Today is Sunday 22
 * November 2026 in the harness. Three people of the register besides HR, the plain employee and
 * the report-only reader: Warehouse's Anong (joined 1 March 2020, a formula-like English name),
 * Office's Bundit (on probation since 10 January 2025) and Chai, who resigned and is inactive.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, plain: Person, reader: Person, anong: Person, bundit: Person, chai: Person;
const tokens: Record<string, string> = {};
let warehouse: string;
const SEARCH = '/api/1.0/search/report/employee';
const XLS = '/api/1.0/excel/report/employee';
const CODES = ['R001', 'R002', 'R003'];

async function register(body: Record<string, unknown>, token = tokens.hr!, lang = 'en'): Promise<EmployeeRegisterPage> {
  const res = await h.post(SEARCH, body, token, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as EmployeeRegisterPage;
}
const codesOf = (p: EmployeeRegisterPage) => p.items.map((r) => r.employeeCode);

beforeAll(async () => {
  h = await createHarness();
  hr = await h.person({ role: 'HR' });
  plain = await h.person();
  // A role given the report alone: it reads the register but not anyone's whole record.
  const [clerk] = await h.db.insert(roles).values({ code: 'CLERK', nameEn: 'Report clerk', nameTh: 'เจ้าหน้าที่รายงาน' }).returning();
  await h.db.insert(rolePermissions).values({ roleId: clerk!.id, objectId: 'report.all-employee-report' });
  reader = await h.person();
  await h.db.update(employees).set({ roleId: clerk!.id }).where(eq(employees.id, reader.id));
  anong = await h.person({ code: 'R001' });
  bundit = await h.person({ code: 'R002' });
  chai = await h.person({ code: 'R003' });
  for (const [name, p] of Object.entries({ hr, plain, reader })) tokens[name] = await h.login(p);
  const [w, o] = await h.db.insert(departments).values([
    { companyId: h.company.id, nameEn: 'Warehouse', nameTh: 'คลังสินค้า' }, { companyId: h.company.id, nameEn: 'Office', nameTh: 'สำนักงาน' },
  ]).returning();
  warehouse = w!.id;
  await h.db.update(employees).set({
    firstNameEn: '=HYPERLINK("http://x")', lastNameEn: 'Anong', firstNameTh: 'อนงค์', lastNameTh: 'ใจดี', departmentId: w!.id, employmentStatus: 'permanent',
    joiningDate: '2020-03-01', birthDate: '1990-05-15', gender: 'female', nationality: 'thai', citizenId: thaiTaxId(101),
  }).where(eq(employees.id, anong.id));
  await h.db.update(employees).set({ firstNameEn: 'Bundit', lastNameEn: 'Sook', departmentId: o!.id, employmentStatus: 'probation', joiningDate: '2025-01-10' })
    .where(eq(employees.id, bundit.id));
  await h.db.update(employees).set({ firstNameEn: 'Chai', lastNameEn: 'Dee', departmentId: w!.id, employmentStatus: 'resigned', joiningDate: '2018-06-01', resignDate: '2024-06-30', active: false })
    .where(eq(employees.id, chai.id));
  const [bank] = await h.db.select({ id: masterBanks.id }).from(masterBanks).limit(1);
  await h.db.insert(employeeBankAccounts).values({ employeeId: anong.id, bankId: bank!.id, accountNumber: '1234567890', accountName: 'Anong', isPrimary: true });
});
afterAll(async () => { await h?.close(); });

describe('the employee register', () => {
  it('answers the chosen columns in the chosen order and no others, in the reader\'s language', async () => {
    const columns = ['department', 'employeeCode', 'nameTh', 'joiningDate', 'yearsOfService', 'employmentStatus'];
    const page = await register({ columns, keyword: 'R00', sort: 'employeeCode' }, tokens.hr, 'th');
    expect(page.columns).toEqual(columns);
    expect(page.total).toBe(3);
    expect(page.items[0]).toEqual({ id: anong.id, department: 'คลังสินค้า', employeeCode: 'R001', nameTh: 'อนงค์ ใจดี', joiningDate: '2020-03-01', yearsOfService: 6.67, employmentStatus: 'permanent' });
    // Service stops at the last day: Chai served 1 June 2018 to 30 June 2024, six years and a month.
    expect(page.items[2]!.yearsOfService).toBe(6.08);
  });

  it('filters by department, employment status, active, joining dates and keyword', async () => {
    const base = { columns: ['employeeCode'], keyword: 'R00' };
    expect(codesOf(await register({ ...base, departmentId: warehouse }))).toEqual(['R001', 'R003']);
    expect(codesOf(await register({ ...base, employmentStatus: ['probation', 'resigned'] }))).toEqual(['R002', 'R003']);
    expect(codesOf(await register({ ...base, active: false }))).toEqual(['R003']);
    expect(codesOf(await register({ ...base, joinedFrom: '2019-01-01', joinedTo: '2024-12-31' }))).toEqual(['R001']);
    expect(codesOf(await register({ columns: ['employeeCode'], keyword: 'sook' }))).toEqual(['R002']);
    expect(codesOf(await register({ columns: ['employeeCode'], companyId: h.company.id, keyword: 'R00' }))).toEqual(CODES);
  });

  it('sorts by a column over everyone (empty values last) and pages', async () => {
    const byJoining = await register({ columns: ['employeeCode', 'joiningDate'], sort: 'joiningDate', order: 'desc', pageSize: 2 });
    expect(byJoining.total).toBe(6);
    expect(codesOf(byJoining)).toEqual(['R002', 'R001']);
    const second = await register({ columns: ['employeeCode', 'joiningDate'], sort: 'joiningDate', order: 'desc', pageSize: 2, page: 2 });
    expect(second.items[0]!.employeeCode).toBe('R003');
    expect(second.items[1]!.joiningDate).toBeNull();
    const byDepartment = await register({ columns: ['employeeCode'], sort: 'department', keyword: 'R00' });
    expect(codesOf(byDepartment)).toEqual(['R002', 'R001', 'R003']);
    // Past the end: no rows, and still the count.
    expect(await register({ columns: ['employeeCode'], page: 9 })).toMatchObject({ items: [], total: 6 });
  });

  it('refuses a reader without the report; personal columns need the whole-record permission and each read is audited', async () => {
    expect((await h.post(SEARCH, { columns: ['employeeCode'] }, tokens.plain)).statusCode).toBe(403);
    expect((await h.post(XLS, { columns: ['employeeCode'] }, tokens.plain)).statusCode).toBe(403);
    expect((await register({ columns: ['employeeCode', 'department'] }, tokens.reader)).total).toBe(6);
    const refused = await h.post(SEARCH, { columns: ['employeeCode', 'citizenId'] }, tokens.reader);
    expect(refused.statusCode).toBe(403);
    expect(await h.auditActions(reader.id)).toContain('permission.denied');
    const personal = await register({ columns: ['employeeCode', 'citizenId', 'birthDate', 'age', 'bank', 'bankAccountNumber'], keyword: 'R001' });
    expect(personal.items[0]).toMatchObject({ citizenId: thaiTaxId(101), birthDate: '1990-05-15', age: 36, bankAccountNumber: '1234567890' });
    expect(await h.auditActions(hr.id)).toContain('employee.sensitive.read');
  });

  it('names the field of a column that is not one, and of a range that runs backwards, in the reader\'s language', async () => {
    const res = await h.post(SEARCH, { columns: ['employeeCode', 'salary'] }, tokens.hr, { lang: 'th' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'columns.1', code: 'invalid', text: expect.stringContaining('คอลัมน์') })]);
    const twice = await h.post(XLS, { columns: ['employeeCode', 'employeeCode'] }, tokens.hr);
    expect(twice.json().data.errors).toEqual([expect.objectContaining({ field: 'columns' })]);
    const backwards = await h.post(SEARCH, { columns: ['employeeCode'], joinedFrom: '2025-01-01', joinedTo: '2024-01-01' }, tokens.hr);
    expect(backwards.json().data.errors).toEqual([expect.objectContaining({ field: 'joinedTo', code: 'endNotBeforeStart' })]);
  });

  it('exports exactly the chosen columns in their order, real date and number cells, headers and choices in the reader\'s language, a formula as text', async () => {
    const res = await h.post(XLS, { columns: ['nameEn', 'employeeCode', 'joiningDate', 'yearsOfService', 'gender', 'citizenId'], keyword: 'R00', sort: 'employeeCode' }, tokens.hr);
    expect(fileNameOf(res)).toBe('employee-register.xlsx');
    const ws = (await openXlsx(res)).worksheets[0]!;
    expectExportShape(ws);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['Name (English)', 'Employee ID', 'Joining date', 'Years of service', 'Gender', 'Thai ID number']);
    expect(ws.rowCount).toBe(4);
    expect(columnCells(ws, 'Employee ID').map((c) => c.value)).toEqual(CODES);
    expect(columnCells(ws, 'Joining date').every((c) => c.value instanceof Date)).toBe(true);
    expect(columnCells(ws, 'Years of service').map((c) => c.value)).toEqual([6.67, 1.83, 6.08]);
    expect(ws.getRow(2).getCell(1).value).toBe('\'=HYPERLINK("http://x") Anong');
    expect(ws.getRow(2).getCell(5).value).toBe('Female');
    expect(await h.auditActions(hr.id)).toContain('employee.sensitive.read');

    const th = (await openXlsx(await h.post(XLS, { columns: ['employmentStatus', 'joiningDate'], keyword: 'R001' }, tokens.hr, { lang: 'th' }))).worksheets[0]!;
    expect((th.getRow(1).values as unknown[]).slice(1)).toEqual(['สถานะการจ้างงาน', 'วันที่เริ่มงาน']);
    expect(th.getRow(2).getCell(1).value).toBe('พนักงานประจำ');
  });
});
