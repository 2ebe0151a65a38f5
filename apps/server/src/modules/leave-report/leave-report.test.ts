import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { LeaveSummaryPage } from '@hr/domain/leave/report';
import type { LeaveListed, LeavePage } from '@hr/domain/leave/views';
import { departments, employees, holidays, leaveEntitlementAdjustments, leaveRequests, leaveRequestYears, leaveTypes, type LeaveStatus } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';
import { columnCells, expectExportShape, fileNameOf, openXlsx } from '../../test/xlsx';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hrP: Person, sup: Person, sub: Person, subSub: Person, outsider: Person;
let hr: string, supT: string, subT: string, outsiderT: string;
let deptId: string;
const type: Record<string, string> = {};
const req: Record<string, string> = {};

/** Stores a request as the submit call does: the row and its days per year. */
async function request(employeeId: string, code: string, status: LeaveStatus, dateFrom: string, dateTo: string, byYear: Array<[number, number]>, reason?: string) {
  const days = byYear.reduce((s, [, d]) => s + d, 0);
  const [row] = await h.db.insert(leaveRequests).values({
    employeeId, leaveTypeId: type[code]!, duration: 'fullDay', dateFrom, dateTo, days, status, reason,
    decisionRemark: status === 'rejected' ? 'Busy month' : null, approverId: status === 'approved' ? sup.id : null,
    decidedAt: status === 'approved' || status === 'rejected' ? new Date('2026-05-01T03:00:00Z') : null,
  }).returning({ id: leaveRequests.id });
  await h.db.insert(leaveRequestYears).values(byYear.map(([year, d]) => ({ requestId: row!.id, year, days: d })));
  return row!.id;
}

const data = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const summary = async (url: string, token: string, body: object = {}, lang = 'en') => data<LeaveSummaryPage>(await h.post(`/api/1.0/search/report/${url}`, { year: 2026, ...body }, token, { lang }));
const codesOf = (p: LeaveSummaryPage) => p.items.map((r) => r.employee.employeeCode);
const rowOf = (p: LeaveSummaryPage, code: string) => Object.fromEntries(p.items.find((r) => r.employee.employeeCode === code)!.types.map((x) => [x.code, x]));
/** Every sheet of an export, its values by row, after checking each has the helper's frozen header and filter. */
async function sheets(res: LightMyRequestResponse) {
  const wb = await openXlsx(res);
  return wb.worksheets.map((ws) => {
    expectExportShape(ws);
    return { name: ws.name, ws, rows: (ws.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1)) };
  });
}
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

beforeAll(async () => {
  h = await createHarness();
  const [dept] = await h.db.insert(departments).values({ companyId: h.company.id, nameEn: 'Warehouse', nameTh: 'คลังสินค้า' }).returning();
  deptId = dept!.id;
  hrP = await h.person({ role: 'HR', code: 'H001' });
  sup = await h.person({ role: 'SUPERVISOR', code: 'S001' });
  // A supervisor in turn, with a subordinate of their own.
  sub = await h.person({ role: 'SUPERVISOR', supervisorId: sup.id, code: 'A001' });
  // Reports to the supervisor's subordinate: in the supervisor's team indirectly.
  subSub = await h.person({ supervisorId: sub.id, code: 'A002' });
  outsider = await h.person({ code: 'Z001' });
  [hr, supT, subT, outsiderT] = await Promise.all([hrP, sup, sub, outsider].map((p) => h.login(p))) as [string, string, string, string];
  await h.db.update(employees).set({ joiningDate: '2020-01-06' }).where(eq(employees.companyId, h.company.id));
  // A man: maternity leave is not for him (the report shows "—" and exports an empty cell).
  await h.db.update(employees).set({ gender: 'male' }).where(eq(employees.id, sub.id));
  // Joined 15 March 2026: nine months of the year.
  await h.db.update(employees).set({ joiningDate: '2026-03-15', departmentId: deptId }).where(eq(employees.id, subSub.id));
  // Someone who left before 2026 is not in the 2026 report.
  const gone = await h.person({ code: 'G001', supervisorId: sup.id });
  await h.db.update(employees).set({ joiningDate: '2019-01-01', resignDate: '2025-06-30', employmentStatus: 'resigned' }).where(eq(employees.id, gone.id));
  for (const t of await h.db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) type[String(t.code)] = t.id;

  req.subSick = await request(sub.id, 'SICK', 'approved', '2026-06-08', '2026-06-10', [[2026, 3]], 'Flu');
  req.subPending = await request(sub.id, 'SICK', 'pending', '2026-12-08', '2026-12-09', [[2026, 2]]);
  req.subRejected = await request(sub.id, 'PERSONAL', 'rejected', '2026-07-06', '2026-07-06', [[2026, 1]]);
  req.subNewYear = await request(sub.id, 'SICK', 'approved', '2026-12-30', '2027-01-04', [[2026, 1], [2027, 1]]);
  req.subSubPersonal = await request(subSub.id, 'PERSONAL', 'approved', '2026-09-01', '2026-09-01', [[2026, 1]]);
  req.outsiderSick = await request(outsider.id, 'SICK', 'approved', '2026-06-08', '2026-06-12', [[2026, 5]]);
  await h.post('/api/1.0/save/leave/adjustment', { employeeId: sub.id, leaveTypeId: type.SICK, year: 2026, days: 2, note: 'Carried over' }, hr);
  await h.post('/api/1.0/save/leave/adjustment', { employeeId: sub.id, leaveTypeId: type.SICK, year: 2026, days: -0.5, note: 'Correction' }, hr);
});
afterAll(async () => { await h?.close(); });

describe('report/leave (HR)', () => {
  it('lists everyone employed in the year with the same figures as each one\'s own balance, and totals over all of them', async () => {
    const page = await summary('leave', hr, { pageSize: 50 });
    expect(codesOf(page)).toEqual(['A001', 'A002', 'H001', 'S001', 'Z001']); // G001 left in 2025
    expect(page.total).toBe(5);
    expect(page.items[0]!.types.map((x) => x.code)).toEqual(['MATERNITY', 'ORDINATION', 'PATERNITY', 'PERSONAL', 'SICK', 'UNPAID', 'VACATION']);
    // The supervisor's subordinate: 30 + 1.5 adjusted − 4 used (3 + the 2026 day of the New Year request) − 2 pending; the rejection counts nothing.
    expect(rowOf(page, 'A001').SICK).toMatchObject({ entitlement: 30, adjusted: 1.5, used: 4, pending: 2, remaining: 25.5, basis: 'fullYear' });
    expect(rowOf(page, 'A001').PERSONAL).toMatchObject({ entitlement: 3, used: 0, remaining: 3 });
    // Every employee has every type of the report; one that is not for them says so (the page shows "—", not 0).
    expect(rowOf(page, 'A001').MATERNITY).toMatchObject({ entitlement: 0, used: 0, basis: 'notForEmployee' });
    expect(rowOf(page, 'Z001').MATERNITY).toMatchObject({ entitlement: 120, basis: 'perPregnancy' });
    // The mid-year joiner: the statutory sick and personal leave in full (issue 14), and no vacation before a year of service.
    expect(rowOf(page, 'A002').SICK).toMatchObject({ entitlement: 30, basis: 'fullYear', remaining: 30 });
    expect(rowOf(page, 'A002').PERSONAL).toMatchObject({ entitlement: 3, used: 1, remaining: 2 });
    expect(rowOf(page, 'A002').VACATION).toMatchObject({ entitlement: 0, basis: 'awaitingOneYear' });

    // Each row agrees with what the employee sees of their own balance.
    const own = (await h.post('/api/1.1/get/sumLeaveSelfView', { year: 2026 }, subT)).json().data.types as Array<{ code: string; entitlement: number; adjusted: number; used: number; pending: number; remaining: number }>;
    for (const x of own) expect(rowOf(page, 'A001')[x.code]).toMatchObject({ entitlement: x.entitlement, adjusted: x.adjusted, used: x.used, pending: x.pending, remaining: x.remaining });

    // Totals per type are the sums of every row.
    const sick = page.totals.find((x) => x.code === 'SICK')!;
    expect(sick).toMatchObject({ entitlement: 30 * 5, adjusted: 1.5, used: 4 + 5, pending: 2 });
    expect(sick.remaining).toBe(sick.entitlement + sick.adjusted - sick.used - sick.pending);
  });

  it('filters by keyword, department, leave type and year; pages by employee; sorts by days used', async () => {
    expect(codesOf(await summary('leave', hr, { keyword: 'z001' }))).toEqual(['Z001']);
    expect(codesOf(await summary('leave', hr, { departmentId: deptId }))).toEqual(['A002']);
    const one = await summary('leave', hr, { leaveTypeId: type.SICK, keyword: 'A00' });
    expect(one.items.map((r) => r.types.map((x) => x.code))).toEqual([['SICK'], ['SICK']]);
    expect(one.totals.map((x) => x.code)).toEqual(['SICK']);
    // 2027: the New Year request's second day, and a fresh full entitlement for the joiner.
    const next = await summary('leave', hr, { year: 2027, keyword: 'A00' });
    expect(rowOf(next, 'A001').SICK).toMatchObject({ used: 1, adjusted: 0, pending: 0, remaining: 29 });
    expect(rowOf(next, 'A002').SICK).toMatchObject({ entitlement: 30, basis: 'fullYear' });

    const p2 = await summary('leave', hr, { pageSize: 2, page: 2 });
    expect([p2.total, codesOf(p2)]).toEqual([5, ['H001', 'S001']]);
    expect(p2.totals.find((x) => x.code === 'SICK')!.used).toBe(9); // totals are over everyone, not the page
    const byUsed = await summary('leave', hr, { leaveTypeId: type.SICK, sort: 'used', order: 'desc', pageSize: 2 });
    expect(codesOf(byUsed)).toEqual(['Z001', 'A001']);
    expect(codesOf(await summary('leave', hr, { sort: 'employeeCode', order: 'desc', pageSize: 1 }))).toEqual(['Z001']);
  });

  it('names types in the reader\'s language and refuses a bad year', async () => {
    expect(rowOf(await summary('leave', hr, { keyword: 'A001' }, 'th'), 'A001').SICK!.name).toBe('ลาป่วย');
    const bad = await h.post('/api/1.0/search/report/leave', { year: 1999 }, hr);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual(['year:tooSmall']);
  });

  it('is HR\'s only: an employee and a supervisor are refused both the search and the export', async () => {
    for (const token of [outsiderT, supT]) {
      for (const url of ['/api/1.0/search/report/leave', '/api/1.0/excel/report/leave']) {
        const res = await h.post(url, { year: 2026 }, token);
        expect(res.statusCode, url).toBe(403);
      }
    }
    expect((await h.post('/api/1.0/search/report/leave', {})).statusCode).toBe(401);
  });

  it('exports one row per employee and a column per leave type, a sheet per figure, in the caller\'s language, formulas kept as text', async () => {
    await h.db.update(employees).set({ firstNameEn: '=HYPERLINK("http://x")', firstNameTh: '=HYPERLINK("http://x")' }).where(eq(employees.id, outsider.id));
    // Maternity leave is not for a man (A001): his cell is left empty, never 0 days.
    const enRes = await h.post('/api/1.0/excel/report/leave', { year: 2026 }, hr);
    expect(fileNameOf(enRes)).toBe('leave-report-2026.xlsx');
    const en = await sheets(enRes);
    expect(en.map((x) => x.name)).toEqual(['Days used 2026', 'Days remaining 2026', 'Days pending 2026', 'Entitlement 2026', 'Adjustments 2026', 'Days used by month 2026']);
    const [used, remaining, pending, entitlement, adjusted] = en;
    const typeNames = ['Maternity leave', 'Ordination leave', 'Paternity leave', 'Personal leave', 'Sick leave', 'Leave without pay', 'Annual vacation'];
    const who = ['Employee ID', 'Name', 'Company', 'Department', 'Joining date'];
    expect(used!.rows[0]).toEqual([...who, ...typeNames, 'Total']);
    expect(remaining!.rows[0]).toEqual([...who, ...typeNames]);
    // One row per employee, in the report's order, on every sheet alike.
    for (const sheet of en.slice(0, 5)) expect(sheet.rows.slice(1).map((r) => r[0])).toEqual(['A001', 'A002', 'H001', 'S001', 'Z001']);
    const a001 = (sheet: { rows: unknown[][] }) => sheet.rows.find((r) => r[0] === 'A001')!;
    expect(a001(used!)).toEqual(['A001', 'First3 Last3', 'T01', undefined, day('2020-01-06'), undefined, 0, 0, 0, 4, 0, 0, 4]);
    expect(a001(pending!).slice(5)).toEqual([undefined, 0, 0, 0, 2, 0, 0, 2]);
    expect(a001(remaining!).slice(5)).toEqual([undefined, 15, 15, 3, 25.5, 30, 6]);
    expect(a001(entitlement!).slice(5)).toEqual([undefined, 15, 15, 3, 30, 30, 6]);
    expect(a001(adjusted!).slice(5)).toEqual([undefined, 0, 0, 0, 1.5, 0, 0]);
    // A woman's row keeps her maternity leave.
    expect(used!.rows.find((r) => r[0] === 'Z001')!.slice(5)).toEqual([0, 0, 0, 0, 5, 0, 0, 5]);
    // The joining date is a real date shown as an English reader writes it; the days are numbers with one decimal (half days).
    expect(columnCells(used!.ws, 'Joining date').every((c) => c.type === ExcelJS.ValueType.Date && c.numFmt === '[$-409]d mmm yyyy')).toBe(true);
    expect(columnCells(used!.ws, 'Sick leave').every((c) => c.type === ExcelJS.ValueType.Number && c.numFmt === '#,##0.0')).toBe(true);
    expect(columnCells(used!.ws, 'Maternity leave').map((c) => c.type)).toEqual([ExcelJS.ValueType.Null, ...Array(4).fill(ExcelJS.ValueType.Number)]);
    expect(used!.rows.find((r) => r[0] === 'Z001')![1]).toBe('\'=HYPERLINK("http://x") Last5');
    // The last sheet: the days taken per month and type, the chart above the page.
    const byMonth = en[5]!;
    expect(byMonth.rows[0]).toEqual(['Month', ...typeNames, 'Total']);
    expect(byMonth.rows.slice(1).map((r) => r[0])).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
    expect(byMonth.rows.find((r) => r[0] === 'June')!.slice(1)).toEqual([0, 0, 0, 0, 8, 0, 0, 8]);
    expect(byMonth.rows.find((r) => r[0] === 'September')!.slice(1)).toEqual([0, 0, 0, 1, 0, 0, 0, 1]);

    const thRes = await h.post('/api/1.0/excel/report/leave', { year: 2026, leaveTypeId: type.SICK, keyword: 'A002' }, hr, { lang: 'th' });
    // The Thai reader's file carries the year of its sheets: 2569, not 2026.
    expect(fileNameOf(thRes)).toBe('leave-report-2569.xlsx');
    const th = await sheets(thRes);
    expect(th.map((x) => x.name)).toEqual(['วันลาที่ใช้ไป 2569', 'วันลาคงเหลือ 2569', 'วันลารออนุมัติ 2569', 'สิทธิ์การลา 2569', 'ปรับปรุงสิทธิ์ 2569', 'วันลาที่ใช้ไปรายเดือน 2569']);
    expect(th[0]!.ws.autoFilter).toBe('A1:G2');
    expect(th[0]!.rows).toEqual([['รหัสพนักงาน', 'ชื่อ-นามสกุล', 'บริษัท', 'แผนก', 'วันที่เริ่มงาน', 'ลาป่วย', 'รวม'], ['A002', 'ชื่อ4 สกุล4', 'T01', 'คลังสินค้า', day('2026-03-15'), 0, 0]]);
    expect(th[1]!.rows[1]).toEqual(['A002', 'ชื่อ4 สกุล4', 'T01', 'คลังสินค้า', day('2026-03-15'), 30]);
    // The same date cell; the Buddhist era comes from its number format (15 มี.ค. 2569 in Excel and LibreOffice).
    expect(th[0]!.ws.getCell('E2').numFmt).toBe('[$-107041E]d mmm yyyy');
    expect(th[5]!.rows.slice(1).map((r) => r[0])).toEqual(['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม']);
  });
});

describe('report/leave/under (a supervisor\'s team)', () => {
  it('shows the team, direct and indirect, and nobody else — by list, by id and by keyword', async () => {
    const page = await summary('leave/under', supT, { pageSize: 50 });
    expect(codesOf(page)).toEqual(['A001', 'A002']);
    expect(rowOf(page, 'A001').SICK).toMatchObject({ used: 4, pending: 2, remaining: 25.5 });
    expect(page.totals.find((x) => x.code === 'SICK')).toMatchObject({ used: 4, entitlement: 60 });
    expect((await summary('leave/under', supT, { employeeId: outsider.id })).items).toEqual([]);
    expect((await summary('leave/under', supT, { keyword: 'Z001' })).total).toBe(0);
    // The middle supervisor sees only their own subordinate; HR here sees their own (empty) team.
    expect(codesOf(await summary('leave/under', subT))).toEqual(['A002']);
    expect((await summary('leave/under', hr)).total).toBe(0);
    const teamRes = await h.post('/api/1.0/excel/report/leave/under', { year: 2026 }, supT, { lang: 'th' });
    expect(fileNameOf(teamRes)).toBe('team-leave-report-2569.xlsx');
    const [sheet] = await sheets(teamRes);
    expect(new Set(sheet!.rows.slice(1).map((r) => r[0]))).toEqual(new Set(['A001', 'A002']));
  });

  it('needs the subordinate-report permission: a plain employee is refused', async () => {
    for (const url of ['/api/1.0/search/report/leave/under', '/api/1.0/excel/report/leave/under', '/api/1.0/search/report/history/leave/under', '/api/1.0/excel/report/history/leave/under']) {
      expect((await h.post(url, {}, outsiderT)).statusCode, url).toBe(403);
    }
  });
});

describe('report/history/leave/under', () => {
  const history = async (token: string, body: object = {}, lang = 'en') =>
    data<LeavePage<LeaveListed>>(await h.post('/api/1.0/search/report/history/leave/under', { dateFrom: '2026-01-01', dateTo: '2026-12-31', ...body }, token, { lang }));

  it('lists every request of the team in the dates, any status, newest first; never one from outside the team', async () => {
    const page = await history(supT);
    expect(page.items.map((r) => r.id)).toEqual([req.subNewYear, req.subPending, req.subSubPersonal, req.subRejected, req.subSick]);
    expect(page.items.find((r) => r.id === req.subSick)).toMatchObject({
      employee: { employeeCode: 'A001', name: 'First3 Last3' }, leaveType: { code: 'SICK', name: 'Sick leave' }, days: 3, status: 'approved',
      reason: 'Flu', approver: { employeeCode: 'S001' }, dateFrom: '2026-06-08', dateTo: '2026-06-10',
    });
    expect((await history(supT, { employeeId: outsider.id })).total).toBe(0);
    expect((await history(supT, { keyword: 'Z001' })).total).toBe(0);
    expect((await history(subT)).items.map((r) => r.id)).toEqual([req.subSubPersonal]);
  });

  it('filters by dates, status, type and employee; sorts; pages', async () => {
    expect((await history(supT, { dateFrom: '2027-01-01', dateTo: '2027-01-31' })).items.map((r) => r.id)).toEqual([req.subNewYear]);
    expect((await history(supT, { status: 'pending' })).items.map((r) => r.id)).toEqual([req.subPending]);
    expect((await history(supT, { leaveTypeId: type.PERSONAL })).items.map((r) => r.id)).toEqual([req.subSubPersonal, req.subRejected]);
    expect((await history(supT, { employeeId: subSub.id })).items.map((r) => r.id)).toEqual([req.subSubPersonal]);
    expect((await history(supT, { sort: 'dateFrom', order: 'asc', pageSize: 2, page: 1 })).items.map((r) => r.id)).toEqual([req.subSick, req.subRejected]);
    const p3 = await history(supT, { pageSize: 2, page: 3 });
    expect([p3.total, p3.items.length]).toEqual([5, 1]);
    const bad = await h.post('/api/1.0/search/report/history/leave/under', { dateFrom: '2026-05-01', dateTo: '2026-04-01' }, supT);
    expect(bad.json().data.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual(['dateTo:endNotBeforeStart']);
  });

  it('exports the history with statuses and durations in the caller\'s language and Buddhist-era dates in Thai', async () => {
    const [th] = await sheets(await h.post('/api/1.0/excel/report/history/leave/under', { dateFrom: '2026-06-01', dateTo: '2026-07-31' }, supT, { lang: 'th' }));
    expect(th!.rows[0]).toEqual(['รหัสพนักงาน', 'ชื่อ-นามสกุล', 'แผนก', 'ประเภทการลา', 'ช่วงเวลา', 'ตั้งแต่วันที่', 'ถึงวันที่', 'จำนวนวัน', 'สถานะ', 'เหตุผล', 'ผู้พิจารณา', 'วันที่ยื่นคำขอ']);
    expect(th!.rows.slice(1).map((r) => [r[0], r[3], r[5], r[8]])).toEqual([
      ['A001', 'ลากิจ', day('2026-07-06'), 'ไม่อนุมัติ'],
      ['A001', 'ลาป่วย', day('2026-06-08'), 'อนุมัติแล้ว'],
    ]);
    for (const header of ['ตั้งแต่วันที่', 'ถึงวันที่']) expect(columnCells(th!.ws, header).map((c) => [c.type, c.numFmt])).toEqual([[ExcelJS.ValueType.Date, '[$-107041E]d mmm yyyy'], [ExcelJS.ValueType.Date, '[$-107041E]d mmm yyyy']]);
    // When the request was filed: a date and time in the company's zone.
    expect(columnCells(th!.ws, 'วันที่ยื่นคำขอ').every((c) => c.type === ExcelJS.ValueType.Date && c.numFmt === '[$-107041E]d mmm yyyy hh:mm')).toBe(true);
    expect(columnCells(th!.ws, 'จำนวนวัน').map((c) => [c.value, c.numFmt])).toEqual([[1, '#,##0.0'], [3, '#,##0.0']]);
  });
});

describe('report/leave/self (+/details)', () => {
  it('is the caller\'s own balance per type, the same as sumLeaveSelfView', async () => {
    const mine = data<{ year: number; types: Array<{ code: string }> }>(await h.post('/api/1.0/search/report/leave/self', { year: 2026 }, subT));
    const own = (await h.post('/api/1.1/get/sumLeaveSelfView', { year: 2026 }, subT)).json().data;
    // The same figures and rules (the balance call also carries each type's filing rules for the form).
    // Every active type but maternity leave, which is not for him.
    expect(mine.types.map((x) => x.code)).toEqual(['ORDINATION', 'PATERNITY', 'PERSONAL', 'SICK', 'UNPAID', 'VACATION']);
    expect(own).toMatchObject(mine);
    expect(data<{ year: number }>(await h.post('/api/1.0/search/report/leave/self', {}, subT)).year).toBe(2026);
  });

  it('lists the caller\'s requests drawing on the year, with that year\'s days; nobody else\'s', async () => {
    const d2026 = data<LeavePage<LeaveListed & { daysInYear: number }>>(await h.post('/api/1.0/search/report/leave/self/details', { year: 2026 }, subT));
    expect(d2026.items.map((r) => [r.id, r.days, r.daysInYear, r.status])).toEqual([
      [req.subNewYear, 2, 1, 'approved'], [req.subPending, 2, 2, 'pending'], [req.subRejected, 1, 1, 'rejected'], [req.subSick, 3, 3, 'approved'],
    ]);
    const d2027 = data<LeavePage<LeaveListed & { daysInYear: number }>>(await h.post('/api/1.0/search/report/leave/self/details', { year: 2027 }, subT));
    expect(d2027.items.map((r) => [r.id, r.daysInYear])).toEqual([[req.subNewYear, 1]]);
    const approved = data<LeavePage<LeaveListed>>(await h.post('/api/1.0/search/report/leave/self/details', { year: 2026, status: 'approved', leaveTypeId: type.SICK }, subT));
    expect(approved.items.map((r) => r.id)).toEqual([req.subNewYear, req.subSick]);
    expect(data<LeavePage<LeaveListed>>(await h.post('/api/1.0/search/report/leave/self/details', { year: 2026 }, outsiderT)).items.map((r) => r.id)).toEqual([req.outsiderSick]);
  });

  it('takes no employee: asking for someone else\'s is refused', async () => {
    for (const url of ['/api/1.0/search/report/leave/self', '/api/1.0/search/report/leave/self/details', '/api/1.0/excel/report/leave/self']) {
      const res = await h.post(url, { employeeId: outsider.id }, subT);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().data.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual(['employeeId:unknownField']);
    }
  });

  it('exports the summary and the requests as two sheets in the caller\'s language', async () => {
    const res = await h.post('/api/1.0/excel/report/leave/self', { year: 2026 }, subT, { lang: 'th' });
    expect(fileNameOf(res)).toBe('my-leave-2569.xlsx');
    const [summarySheet, requests] = await sheets(res);
    expect(summarySheet!.name).toBe('สรุป 2569');
    expect(summarySheet!.rows.find((r) => r[0] === 'ลาป่วย')).toEqual(['ลาป่วย', 30, 1.5, 4, 2, 25.5]);
    expect(requests!.rows[0]!.at(-1)).toBe('จำนวนวันในปี 2569');
    expect(requests!.rows.slice(1).map((r) => [r[0], r[2], r[5], r.at(-1)])).toEqual([
      ['ลาป่วย', day('2026-12-30'), 'อนุมัติแล้ว', 1], ['ลาป่วย', day('2026-12-08'), 'รออนุมัติ', 2], ['ลากิจ', day('2026-07-06'), 'ไม่อนุมัติ', 1], ['ลาป่วย', day('2026-06-08'), 'อนุมัติแล้ว', 3],
    ]);
  });

  it('an adjustment to someone else never shows in the caller\'s report', async () => {
    await h.db.insert(leaveEntitlementAdjustments).values({ employeeId: outsider.id, leaveTypeId: type.SICK!, year: 2026, days: 5, note: 'Bonus' });
    const mine = data<{ types: Array<{ code: string; adjusted: number }> }>(await h.post('/api/1.0/search/report/leave/self', { year: 2026 }, subT));
    expect(mine.types.find((x) => x.code === 'SICK')!.adjusted).toBe(1.5);
  });
});

describe('report/leave/monthly (the chart above the report)', () => {
  type Monthly = { year: number; types: Array<{ code: string; name: string; days: number[]; total: number }> };
  const monthly = async (url: string, token: string, body: object = {}, lang = 'en') => data<Monthly>(await h.post(`/api/1.0/search/report/${url}`, { year: 2026, ...body }, token, { lang }));
  /** The months with days, as month number → days, per type code with any. */
  const taken = (m: Monthly) => Object.fromEntries(m.types.filter((x) => x.total).map((x) => [x.code, Object.fromEntries(x.days.flatMap((d, i) => (d ? [[i + 1, d]] : [])))]));

  beforeAll(async () => {
    // A holiday inside the next request: a leave day is never counted on it.
    await h.db.insert(holidays).values({ date: '2026-04-02', nameEn: 'Company day', nameTh: 'วันบริษัท' });
    // Monday 30 March to Friday 3 April: two days in March, two in April (the 2nd a holiday).
    req.subSubSpan = await request(subSub.id, 'SICK', 'approved', '2026-03-30', '2026-04-03', [[2026, 4]]);
    req.subHalf = await request(sub.id, 'PERSONAL', 'approved', '2026-02-10', '2026-02-10', [[2026, 0.5]]);
    await h.db.update(leaveRequests).set({ duration: 'morning' }).where(eq(leaveRequests.id, req.subHalf));
    // Waiting for a decision: not taken.
    req.subPendingVacation = await request(sub.id, 'VACATION', 'pending', '2026-10-05', '2026-10-06', [[2026, 2]]);
  });

  it('counts HR\'s approved days by type and month: a request over two months in each, a half day as half, the New Year request\'s 2026 day in December', async () => {
    const m = await monthly('leave/monthly', hr);
    expect(m.year).toBe(2026);
    // Every type of the report, by code, twelve months each.
    expect(m.types.map((x) => x.code)).toEqual(['MATERNITY', 'ORDINATION', 'PATERNITY', 'PERSONAL', 'SICK', 'UNPAID', 'VACATION']);
    expect(m.types.every((x) => x.days.length === 12)).toBe(true);
    expect(taken(m)).toEqual({
      SICK: { 3: 2, 4: 2, 6: 3 + 5, 12: 1 },
      PERSONAL: { 2: 0.5, 9: 1 },
    });
    // The months add up to the days used the table shows.
    const summaryPage = await summary('leave', hr, { pageSize: 50 });
    for (const x of m.types) expect(x.total, x.code).toBe(summaryPage.totals.find((t) => t.code === x.code)!.used);
    // 2027: the New Year request's second day, in January.
    expect(taken(await monthly('leave/monthly', hr, { year: 2027 }))).toEqual({ SICK: { 1: 1 } });
  });

  it('takes the report\'s filters and names types in the reader\'s language', async () => {
    expect(taken(await monthly('leave/monthly', hr, { leaveTypeId: type.PERSONAL }))).toEqual({ PERSONAL: { 2: 0.5, 9: 1 } });
    expect((await monthly('leave/monthly', hr, { leaveTypeId: type.PERSONAL })).types.map((x) => x.code)).toEqual(['PERSONAL']);
    expect(taken(await monthly('leave/monthly', hr, { departmentId: deptId }))).toEqual({ SICK: { 3: 2, 4: 2 }, PERSONAL: { 9: 1 } });
    expect(taken(await monthly('leave/monthly', hr, { keyword: 'Z001' }))).toEqual({ SICK: { 6: 5 } });
    const km = await monthly('leave/monthly', hr, {}, 'km');
    expect(km.types.find((x) => x.code === 'SICK')!.name).toBe('ច្បាប់ឈប់សម្រាកឈឺ');
    expect((await monthly('leave/monthly', hr, {}, 'th')).types.find((x) => x.code === 'SICK')!.name).toBe('ลาป่วย');
  });

  it('shows a supervisor only their team, direct and indirect', async () => {
    // The outsider's five June days are not the supervisor's to see.
    expect(taken(await monthly('leave/under/monthly', supT))).toEqual({ SICK: { 3: 2, 4: 2, 6: 3, 12: 1 }, PERSONAL: { 2: 0.5, 9: 1 } });
    expect(taken(await monthly('leave/under/monthly', supT, { keyword: 'Z001' }))).toEqual({});
    expect(taken(await monthly('leave/under/monthly', supT, { employeeId: outsider.id }))).toEqual({});
    // The middle supervisor: their one subordinate.
    expect(taken(await monthly('leave/under/monthly', subT))).toEqual({ SICK: { 3: 2, 4: 2 }, PERSONAL: { 9: 1 } });
    // HR's own team is empty.
    expect((await monthly('leave/under/monthly', hr)).types).toEqual([]);
  });

  it('is refused to whoever may not read the report; the body is the report\'s filters only', async () => {
    expect((await h.post('/api/1.0/search/report/leave/monthly', { year: 2026 }, supT)).statusCode).toBe(403);
    for (const url of ['/api/1.0/search/report/leave/monthly', '/api/1.0/search/report/leave/under/monthly']) {
      expect((await h.post(url, { year: 2026 }, outsiderT)).statusCode, url).toBe(403);
      expect((await h.post(url, { year: 2026 })).statusCode, url).toBe(401);
    }
    const bad = await h.post('/api/1.0/search/report/leave/monthly', { year: 2026, page: 1 }, hr);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual(['page:unknownField']);
  });

  it('the team\'s export ends with the team\'s months', async () => {
    const [, , , , , byMonth] = await sheets(await h.post('/api/1.0/excel/report/leave/under', { year: 2026 }, supT));
    expect(byMonth!.rows.find((r) => r[0] === 'June')!.slice(1)).toEqual([0, 0, 0, 0, 3, 0, 0, 3]);
    expect(byMonth!.rows.find((r) => r[0] === 'April')!.slice(1)).toEqual([0, 0, 0, 0, 2, 0, 0, 2]);
  });
});
