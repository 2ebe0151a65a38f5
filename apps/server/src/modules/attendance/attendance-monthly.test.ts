import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendancePunches, employees, leaveRequests, leaveTypes, overtimeRequests, rolePermissions, sessions, workingTimes } from '@hr/db';
import type { AttendanceMonthlyDetails, AttendanceMonthlyReport } from '@hr/domain/attendance/views';
import { overtimeOf } from '@hr/domain/overtime/calculator';
import { createHarness, type Harness } from '../../test/harness';
import { columnCells, openXlsx } from '../../test/xlsx';

/*
 * The monthly attendance report (issue 18 point 3) of November 2026, read on Tuesday the 24th at
 * noon: everyone on the day shift D08 (08:00-17:00, Monday to Friday, 15 minutes' grace) since
 * 2020. The line: lead → member; the outsider reports to nobody. The member came 40 minutes late
 * on Monday the 23rd and on time on Friday the 20th, took Thursday the 19th off (approved leave,
 * and a leave from Friday the 13th to Monday the 16th that covers a weekend) and the afternoon of
 * Tuesday the 17th without coming in the morning (issue 34 point 4: half a day absent, half leave).
 * Approved overtime (issue 34 point 2): 90 minutes on the 20th, left at 18:30 (60 payable); 120 on
 * the 18th, absent (none); 60 this evening, the 24th, not over (none); and 60 waiting, not counted.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let lead: Person, member: Person, outsider: Person, hr: Person;
const tokens: Record<string, string> = {};
const MONTHLY = '/api/1.0/search/report/attendance/monthly';
const DETAILS = '/api/1.0/search/report/attendance/monthly/details';
const SELF = '/api/1.0/search/report/attendance/monthly/self';
const XLS = '/api/1.0/excel/report/attendance/monthly';
const bkk = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);

async function punchOn(employeeId: string, date: string, ...times: string[]) {
  for (const [i, tm] of times.entries()) {
    await h.db.insert(attendancePunches).values({ employeeId, at: bkk(date, tm), kind: i % 2 ? 'out' : 'in', source: 'web', localDate: date, seq: i, createdBy: employeeId });
  }
}
async function report(token: string, body: Record<string, unknown>, lang = 'en'): Promise<AttendanceMonthlyReport> {
  const res = await h.post(MONTHLY, { month: '2026-11', ...body }, token, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AttendanceMonthlyReport;
}
const cellOn = (r: AttendanceMonthlyReport['items'][number], date: string) => r.cells[Number(date.slice(8)) - 1]!;

beforeAll(async () => {
  h = await createHarness();
  lead = await h.person({ role: 'SUPERVISOR' });
  member = await h.person({ supervisorId: lead.id });
  outsider = await h.person();
  hr = await h.person({ role: 'HR' });
  for (const [name, p] of Object.entries({ lead, member, outsider, hr })) tokens[name] = await h.login(p);
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01' });
  // The outsider joined on Wednesday the 18th: nothing before counts against them.
  await h.db.update(employees).set({ joiningDate: '2026-11-18' }).where(eq(employees.id, outsider.id));
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = bkk('2026-11-24', '12:00');
  await punchOn(member.id, '2026-11-23', '08:40', '17:05');
  await punchOn(member.id, '2026-11-20', '07:55', '18:30');
  const [type] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).limit(1);
  await h.db.insert(leaveRequests).values([
    { employeeId: member.id, leaveTypeId: type!.id, duration: 'fullDay', dateFrom: '2026-11-19', dateTo: '2026-11-19', days: 1, status: 'approved', reason: 'errand' },
    { employeeId: member.id, leaveTypeId: type!.id, duration: 'fullDay', dateFrom: '2026-11-13', dateTo: '2026-11-16', days: 2, status: 'approved', reason: 'trip' },
    { employeeId: member.id, leaveTypeId: type!.id, duration: 'afternoon', dateFrom: '2026-11-17', dateTo: '2026-11-17', days: 0.5, status: 'approved', reason: 'dentist' },
  ] as never);
  const overtime = (date: string, startTime: string, endTime: string, status: string) => {
    const r = overtimeOf({ start: startTime, end: endTime, holiday: false, shift: { workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00' }, payBasis: 'monthly' });
    if (!r.ok) throw new Error(r.issue);
    return { employeeId: member.id, reason: 'stocktake', moment: 'afterWork', segments: r.segments, minutes: r.minutes, overtimeMinutes: r.overtimeMinutes, holidayWorkMinutes: 0, weekMinutes: 0, createdBy: member.id, date, startTime, endTime, status };
  };
  await h.db.insert(overtimeRequests).values([
    overtime('2026-11-20', '17:30', '19:00', 'approved'), overtime('2026-11-18', '17:00', '19:00', 'approved'), overtime('2026-11-24', '17:00', '18:00', 'approved'),
    overtime('2026-11-23', '17:30', '18:30', 'pending'),
  ] as never);
});
afterAll(async () => { await h?.close(); });

describe('the monthly attendance report', () => {
  it('HR reads a row per employee with a cell per date and the month\'s totals', async () => {
    const all = await report(tokens.hr!, {});
    expect(all.dates).toHaveLength(30);
    expect(all.dates[0]).toEqual({ date: '2026-11-01', holidayName: null });
    expect(all.total).toBe(4);
    const row = all.items.find((r) => r.employee.id === member.id)!;
    expect(row.cells).toHaveLength(30);
    expect(cellOn(row, '2026-11-23')).toEqual({ status: 'late', dayType: 'working', leave: null, lateMinutes: 40 });
    expect(cellOn(row, '2026-11-20')).toMatchObject({ status: 'onTime', lateMinutes: 0 });
    expect(cellOn(row, '2026-11-19')).toMatchObject({ status: 'leave', leave: 'fullDay' });
    // The weekend inside a leave is a day off, not leave.
    expect(cellOn(row, '2026-11-14')).toEqual({ status: null, dayType: 'dayOff', leave: null, lateMinutes: 0 });
    // The 24th is not over at noon.
    expect(cellOn(row, '2026-11-24').status).toBeNull();
    // Half a day of leave, nobody in the morning: absent, the afternoon leave.
    expect(cellOn(row, '2026-11-17')).toEqual({ status: 'absent', dayType: 'working', leave: 'afternoon', lateMinutes: 0 });
    // Working days 2-23 are 16: 1 late, 1 on time, 3 leave (13, 16, 19), 10 absent, and the 17th half each.
    // Overtime: approved 4.5 hours; worked by the punches 5 + 90 + 5 minutes (in early, out late); payable the hour within the punches of the 20th.
    expect(row.totals).toEqual({
      lateCount: 1, lateMinutes: 40, earlyLeaveMinutes: 0, absentDays: 10.5, noRecordDays: 0, leaveDays: 3.5, onSiteDays: 0,
      workedMinutes: expect.any(Number), overtimeMinutes: 270, overtimeWorkedMinutes: 100, overtimePayableMinutes: 60,
    });
    // Before joining, no status and nothing counted: the outsider's 18th to 23rd are four working days.
    const joiner = all.items.find((r) => r.employee.id === outsider.id)!;
    expect(cellOn(joiner, '2026-11-17').status).toBeNull();
    expect(cellOn(joiner, '2026-11-18').status).toBe('absent');
    expect(joiner.totals.absentDays).toBe(4);
  });

  it('pages and sorts in the database: the page holds its employees, the total counts everyone', async () => {
    const codes = (await report(tokens.hr!, { pageSize: 100 })).items.map((r) => r.employee.code);
    expect(codes).toEqual([...codes].sort());
    const desc = await report(tokens.hr!, { order: 'desc', pageSize: 2, page: 1 });
    expect(desc.items.map((r) => r.employee.code)).toEqual([...codes].reverse().slice(0, 2));
    expect(desc.total).toBe(4);
    const second = await report(tokens.hr!, { order: 'desc', pageSize: 2, page: 2 });
    expect(second.items.map((r) => r.employee.code)).toEqual([...codes].reverse().slice(2, 4));
    // Past the end: no rows, still the count.
    expect(await report(tokens.hr!, { pageSize: 2, page: 5 })).toMatchObject({ items: [], total: 4 });
    expect((await report(tokens.hr!, { keyword: member.employeeCode })).items.map((r) => r.employee.id)).toEqual([member.id]);
  });

  it('a supervisor given the report reads their team; details stay in scope; an employee without it is refused', async () => {
    expect((await h.post(MONTHLY, { month: '2026-11' }, tokens.lead)).statusCode).toBe(403);
    await h.db.insert(rolePermissions).values({ roleId: h.roleIds.SUPERVISOR!, objectId: 'report.attendance-monthly-report' });
    const again = await h.login(lead);
    await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
    expect((await report(again, {})).items.map((r) => r.employee.id)).toEqual([member.id]);
    const details = await h.post(DETAILS, { employeeId: member.id, month: '2026-11' }, again);
    expect(details.statusCode, details.body).toBe(200);
    expect((details.json().data as AttendanceMonthlyDetails).monthly).toMatchObject({ lateCount: 1, leaveDays: 3.5, overtimeMinutes: 270, overtimePayableMinutes: 60 });
    // Someone outside the team reads as missing.
    const outside = await h.post(DETAILS, { employeeId: outsider.id, month: '2026-11' }, again);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().msg.code).toBe(301007);
    expect((await h.post(MONTHLY, { month: '2026-11' }, tokens.outsider)).statusCode).toBe(403);
  });

  it('everyone reads their own month with its totals (self-attendance-report)', async () => {
    const res = await h.post(SELF, { month: '2026-11' }, tokens.member);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data as AttendanceMonthlyDetails;
    expect(mine.employee.id).toBe(member.id);
    expect(mine.monthly).toMatchObject({ lateCount: 1, lateMinutes: 40, absentDays: 10.5, leaveDays: 3.5, overtimeMinutes: 270, overtimeWorkedMinutes: 100, overtimePayableMinutes: 60 });
    // The employee's own month says the same of the 17th: half absent, half leave.
    expect(mine.totals.byStatus).toMatchObject({ absent: 10.5, leave: 3.5 });
    expect(mine.days.find((d) => d.date === '2026-11-23')!.punches).toHaveLength(2);
    // An id in the body is not taken: the body has none.
    expect((await h.post(SELF, { month: '2026-11', employeeId: outsider.id }, tokens.member)).statusCode).toBe(400);
  });

  it('a month that is not one is named as the field', async () => {
    for (const month of ['2026-13', '2026-1', 'november']) {
      const res = await h.post(MONTHLY, { month }, tokens.hr, { lang: 'th' });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'month' })]);
    }
    expect((await h.post(MONTHLY, { month: '2026-11', pageSize: 101 }, tokens.hr)).statusCode).toBe(400);
  });

  it('exports every employee as Excel: coloured status cells per date, totals as numbers, and its progress for the page', async () => {
    const progressId = randomUUID();
    const res = await h.post(XLS, { month: '2026-11', progressId }, tokens.hr);
    const ws = (await openXlsx(res)).worksheets[0]!;
    expect(ws.rowCount).toBe(5);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, xSplit: 2 });
    expect(ws.autoFilter).toBe(`A1:${ws.getColumn(ws.getRow(1).cellCount).letter}5`);
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 6)).toEqual(['Employee ID', 'Name', 'Department', 'Joining date', 'Resignation date', '1 Sun']);
    expect(header.slice(-11)).toEqual(['Times late', 'Late (minutes)', 'Left early (minutes)', 'Absent (days)', 'No record (days)', 'Leave (days)', 'On site (days)', 'Worked (hours)',
      'Overtime approved (hours)', 'Overtime worked (hours)', 'Overtime payable (hours)']);
    const row = ws.getRows(2, 4)!.find((r) => r.getCell(1).value === member.employeeCode)!;
    const late = row.getCell(5 + 23);
    expect(late.value).toBe('Late');
    expect(late.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE7BA' } });
    expect(row.getCell(5 + 14).value).toBe('Off');
    // The joining date is a date cell.
    expect(row.getCell(4).value).toEqual(new Date('2020-01-01T00:00:00Z'));
    expect(columnCells(ws, 'Overtime approved (hours)').map((c) => c.value)).toContain(4.5);
    expect(columnCells(ws, 'Overtime payable (hours)').map((c) => c.value)).toContain(1);
    expect(columnCells(ws, 'Absent (days)').map((c) => c.value)).toContain(10.5);
    expect(columnCells(ws, 'Leave (days)').map((c) => c.value)).toContain(3.5);
    // The page followed the export to its end.
    const progress = await h.get(`/api/1.0/get/work/progress/${progressId}`, tokens.hr);
    expect(progress.json().data).toEqual({ kind: 'attendanceMonthlyExport', done: 4, total: 4, finished: true });
    // Nobody else reads it.
    expect((await h.get(`/api/1.0/get/work/progress/${progressId}`, tokens.member)).statusCode).toBe(404);
  });

  it('writes the headers and day names in the reader\'s language', async () => {
    const ws = (await openXlsx(await h.post(XLS, { month: '2026-11' }, tokens.hr, { lang: 'th' }))).worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    // Sunday as Thai readers shorten it (ICU's words: older and newer data differ in the abbreviation).
    expect(header[5]).toBe(`1 ${new Intl.DateTimeFormat('th-TH', { weekday: 'short', timeZone: 'UTC' }).format(new Date('2026-11-01T00:00:00Z'))}`);
    expect(header[5]).toMatch(/^1 อา/);
    expect(header).toContain('ล่วงเวลาที่จ่าย (ชั่วโมง)');
  });
});
