import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { attendancePunches, auditLog, employees, leaveRequests, leaveTypes, notifications, sessions, workingTimes } from '@hr/db';
import type { AttendanceMonth, AttendancePage } from '@hr/domain/attendance/views';
import { createHarness, type Harness } from '../../test/harness';

/*
 * The attendance pages (issue 16 points 4 and 5): the employee's month, the team's and everyone's
 * days, one person's month, a supervisor's or HR's added punch, the Excel files; and who may read
 * and change whose attendance, call by call.
 */

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let lead: Person, member: Person, indirect: Person, outsider: Person, hr: Person;
const tokens: Record<string, string> = {};
const shift: Record<string, string> = {};

const ME = '/api/1.0/search/meTimeStamp';
const ONE = '/api/1.0/search/manageTimeStamp/employee';
const TEAM = '/api/1.0/search/manageTimeStamp/subordinates';
const ALL = '/api/1.0/search/manageTimeStamp';
const ADD_TEAM = '/api/1.0/insert/timestamp/subordinates';
const ADD_HR = '/api/1.0/insert/timestamp/manage';
const XLS_TEAM = '/api/1.0/download/excel/timestamp/subordinates';
const XLS_HR = '/api/1.0/download/excel/timestamp';

const bkk = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);
/** Punches recorded as if from the card (the seq the date's count). */
async function punchAt(employeeId: string, date: string, ...times: string[]) {
  const existing = await h.db.select().from(attendancePunches).where(and(eq(attendancePunches.employeeId, employeeId), eq(attendancePunches.localDate, date)));
  let seq = existing.length;
  for (const [i, tm] of times.entries()) {
    await h.db.insert(attendancePunches).values({ employeeId, at: bkk(date, tm), kind: i % 2 ? 'out' : 'in', source: 'web', localDate: date, seq: seq++, createdBy: employeeId });
  }
}
const dayOf = (m: AttendanceMonth, date: string) => m.days.find((d) => d.date === date)!;
async function month(token: string, body: Record<string, unknown>, url = ME): Promise<AttendanceMonth> {
  const res = await h.post(url, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AttendanceMonth;
}
async function page(token: string, url: string, body: Record<string, unknown>): Promise<AttendancePage> {
  const res = await h.post(url, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AttendancePage;
}

beforeAll(async () => {
  h = await createHarness();
  lead = await h.person({ role: 'SUPERVISOR' });
  member = await h.person({ supervisorId: lead.id });
  // Reports to the member's line through an assistant supervisor: still the lead's team, indirectly.
  const middle = await h.person({ role: 'SUPERVISOR', supervisorId: lead.id });
  indirect = await h.person({ assistantId: middle.id });
  outsider = await h.person();
  hr = await h.person({ role: 'HR' });
  for (const [name, p] of Object.entries({ lead, member, indirect, outsider, hr })) tokens[name] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  for (const w of await h.db.select({ id: workingTimes.id, prefix: workingTimes.shiftPrefix }).from(workingTimes)) shift[String(w.prefix)] = w.id;
});
afterAll(async () => { await h?.close(); });
beforeEach(async () => {
  await h.db.delete(attendancePunches);
  await h.db.delete(leaveRequests);
  await h.db.update(employees).set({ workingTimeId: shift.D08!, recordTime: true, joiningDate: '2020-01-01', resignDate: null });
  // Friday 27 November 2026, noon in Bangkok: Monday to Thursday are over.
  h.clock.current = bkk('2026-11-27', '12:00');
});

describe('my month (search/meTimeStamp)', () => {
  it('gives each date its kind of day and status from the punches, with the minutes and the totals', async () => {
    await punchAt(member.id, '2026-11-23', '07:55', '17:05'); // on time
    await punchAt(member.id, '2026-11-24', '08:20', '17:00'); // 20 minutes late (past 15 minutes' grace)
    await punchAt(member.id, '2026-11-26', '08:00'); // in, never out
    const m = await month(tokens.member!, { month: '2026-11' });
    expect(m.employee).toMatchObject({ id: member.id, code: member.employeeCode, workingTime: 'Day shift 08:00-17:00' });
    expect(m.days).toHaveLength(30);
    expect(dayOf(m, '2026-11-23')).toMatchObject({ dayType: 'working', status: 'onTime', workedMinutes: 490, lateMinutes: 0, shift: { prefix: 'D08', workStart: '08:00', workEnd: '17:00' } });
    // The rules the day's status follows come with it, for the page's help: the break, arriving before work, the grace period.
    expect(dayOf(m, '2026-11-23').shift).toMatchObject({ breakStart: '12:00', breakEnd: '13:00', beforeWorkMinutes: 15, lateAllowanceMinutes: 15 });
    expect(dayOf(m, '2026-11-23').punches.map((p) => p.at)).toEqual([bkk('2026-11-23', '07:55').toISOString(), bkk('2026-11-23', '17:05').toISOString()]);
    expect(dayOf(m, '2026-11-24')).toMatchObject({ status: 'late', lateMinutes: 20 });
    expect(dayOf(m, '2026-11-25')).toMatchObject({ status: 'absent', punches: [] });
    expect(dayOf(m, '2026-11-26')).toMatchObject({ status: 'noRecord' });
    // Today is not over and nothing is punched yet: no status; the weekend is a day off.
    expect(dayOf(m, '2026-11-27')).toMatchObject({ dayType: 'working', status: null });
    expect(dayOf(m, '2026-11-28')).toMatchObject({ dayType: 'dayOff', status: null, shift: null });
    expect(m.totals).toMatchObject({ lateMinutes: 20, lateCount: 1, workedMinutes: 490 + 460 });
    // The working days of November before the 23rd have no punches: absences too (2-6, 9-13, 16-20 and the 25th).
    expect(m.totals.byStatus).toEqual({ onTime: 1, late: 1, absent: 16, noRecord: 1 });
  });

  it('reads the status again at every read: a leave approved after the day turns an absence into leave', async () => {
    expect(dayOf(await month(tokens.member!, { month: '2026-11' }), '2026-11-25').status).toBe('absent');
    const [type] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).limit(1);
    await h.db.insert(leaveRequests).values({ employeeId: member.id, leaveTypeId: type!.id, duration: 'fullDay', dateFrom: '2026-11-25', dateTo: '2026-11-25', days: 1, status: 'approved', reason: 'sick' } as never);
    expect(dayOf(await month(tokens.member!, { month: '2026-11' }), '2026-11-25')).toMatchObject({ status: 'leave', leave: 'fullDay' });
  });

  it('puts a night worker\'s check-out of the next morning on the night it belongs to', async () => {
    await h.db.update(employees).set({ workingTimeId: shift.N22! }).where(eq(employees.id, member.id));
    await punchAt(member.id, '2026-11-23', '21:50');
    await punchAt(member.id, '2026-11-24', '06:02', '21:58');
    await punchAt(member.id, '2026-11-25', '06:00');
    const m = await month(tokens.member!, { month: '2026-11' });
    expect(dayOf(m, '2026-11-23')).toMatchObject({ status: 'onTime', checkIn: bkk('2026-11-23', '21:50').toISOString(), checkOut: bkk('2026-11-24', '06:02').toISOString() });
    expect(dayOf(m, '2026-11-24')).toMatchObject({ status: 'onTime', checkIn: bkk('2026-11-24', '21:58').toISOString(), checkOut: bkk('2026-11-25', '06:00').toISOString() });
  });

  it('gives days before joining no status', async () => {
    await h.db.update(employees).set({ joiningDate: '2026-11-25' }).where(eq(employees.id, member.id));
    const m = await month(tokens.member!, { month: '2026-11' });
    expect(dayOf(m, '2026-11-24').status).toBeNull();
    expect(dayOf(m, '2026-11-25').status).toBe('absent');
  });

  it('refuses a month that is not a month, naming the field', async () => {
    const res = await h.post(ME, { month: '2026-13' }, tokens.member!);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'month' })]);
  });
});

describe('a supervisor adds a missing punch', () => {
  it('turns "no record" into "on time" with a correction row beside the punch, an audit row and a notice to the employee', async () => {
    await punchAt(member.id, '2026-11-23', '07:58');
    const before = await month(tokens.lead!, { employeeId: member.id, month: '2026-11' }, ONE);
    expect(dayOf(before, '2026-11-23').status).toBe('noRecord');

    const res = await h.post(ADD_TEAM, { employeeId: member.id, date: '2026-11-23', time: '17:00', kind: 'out', reason: 'Scanner was down' }, tokens.lead!);
    expect(res.statusCode, res.body).toBe(200);
    const after = dayOf(await month(tokens.lead!, { employeeId: member.id, month: '2026-11' }, ONE), '2026-11-23');
    expect(after.status).toBe('onTime');
    expect(after.punches).toEqual([
      expect.objectContaining({ source: 'web', kind: 'in', reason: null, createdBy: null }),
      expect.objectContaining({ source: 'correction', kind: 'out', reason: 'Scanner was down', createdBy: `${lead.firstNameEn} ${lead.lastNameEn}`, at: bkk('2026-11-23', '17:00').toISOString() }),
    ]);
    const rows = await h.db.select().from(attendancePunches).where(eq(attendancePunches.employeeId, member.id));
    expect(rows.map((r) => r.seq).sort()).toEqual([0, 1]);
    const [a] = await h.db.select().from(auditLog).where(and(eq(auditLog.actorId, lead.id), eq(auditLog.action, 'attendance.correction')));
    expect(a).toMatchObject({ targetId: res.json().data.id, detail: expect.objectContaining({ employeeId: member.id, reason: 'Scanner was down' }) });
    const notes = await h.db.select().from(notifications).where(and(eq(notifications.recipientId, member.id), eq(notifications.kind, 'punchAdded')));
    expect(notes).toHaveLength(1);
    const inbox = await h.post('/api/1.0/search/inbox/self', {}, tokens.member!, { lang: 'th' });
    expect(inbox.json().data.items[0]).toMatchObject({ title: 'มีการเพิ่มเวลาเข้า-ออกงานของคุณ', link: '/self-service/attendance' });
    expect(inbox.json().data.items[0].body).toContain('Scanner was down');
  });

  it('an overtime punch is a punch of its own kind', async () => {
    const res = await h.post(ADD_HR, { employeeId: member.id, date: '2026-11-23', time: '19:30', kind: 'otOut', reason: 'Stock count' }, tokens.hr!);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await h.db.select().from(attendancePunches).where(eq(attendancePunches.employeeId, member.id));
    expect(row).toMatchObject({ kind: 'otOut', source: 'correction', createdBy: hr.id, localDate: '2026-11-23' });
  });

  it('refuses bad input, naming the field, and writes nothing', async () => {
    const bad = async (body: Record<string, unknown>, field: string, code?: string) => {
      const res = await h.post(ADD_TEAM, { employeeId: member.id, date: '2026-11-23', time: '17:00', kind: 'out', reason: 'x', ...body }, tokens.lead!);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.errors).toEqual([expect.objectContaining({ field, ...(code ? { code } : {}) })]);
    };
    await bad({ reason: '  ' }, 'reason', 'required');
    await bad({ time: '25:00' }, 'time');
    await bad({ kind: 'lunch' }, 'kind');
    await bad({ date: '2026-02-30' }, 'date');
    // Later than now (Friday noon).
    await bad({ date: '2026-11-27', time: '12:01' }, 'time', 'punchInFuture');
    await h.db.update(employees).set({ joiningDate: '2026-11-24' }).where(eq(employees.id, member.id));
    await bad({}, 'date', 'notBeforeJoining');
    await h.db.update(employees).set({ joiningDate: '2020-01-01', resignDate: '2026-11-20' }).where(eq(employees.id, member.id));
    await bad({}, 'date', 'notAfterResignation');
    await h.db.update(employees).set({ resignDate: null, recordTime: false }).where(eq(employees.id, member.id));
    await bad({}, 'employeeId', 'notRecordingTime');
    expect(await h.db.select().from(attendancePunches)).toHaveLength(0);
    const missing = await h.post(ADD_TEAM, { employeeId: member.id, date: '2026-11-23', time: '17:00', kind: 'out' }, tokens.lead!);
    expect(missing.json().data.errors).toEqual([expect.objectContaining({ field: 'reason', text: 'Reason is required' })]);
  });
});

describe('the team and everyone by day', () => {
  it('a supervisor lists their team (direct and indirect) by day, filtered by status and keyword, paged', async () => {
    await punchAt(member.id, '2026-11-23', '08:30', '17:00');
    await punchAt(indirect.id, '2026-11-23', '07:50', '17:10');
    await punchAt(outsider.id, '2026-11-23', '07:50', '17:10');
    const all = await page(tokens.lead!, TEAM, { dateFrom: '2026-11-23', dateTo: '2026-11-23' });
    const ids = all.items.map((r) => r.employee.id);
    expect(ids).toEqual(expect.arrayContaining([member.id, indirect.id]));
    expect(ids).not.toContain(outsider.id);
    expect(ids).not.toContain(hr.id);
    expect(all.items.find((r) => r.employee.id === member.id)).toMatchObject({ status: 'late', lateMinutes: 30 });

    const late = await page(tokens.lead!, TEAM, { dateFrom: '2026-11-23', dateTo: '2026-11-24', status: ['late'] });
    expect(late.items.map((r) => [r.employee.id, r.date])).toEqual([[member.id, '2026-11-23']]);
    const absent = await page(tokens.lead!, TEAM, { dateFrom: '2026-11-23', dateTo: '2026-11-23', status: ['absent'] });
    expect(absent.items.map((r) => r.employee.id)).not.toContain(member.id);

    const byName = await page(tokens.lead!, TEAM, { dateFrom: '2026-11-23', dateTo: '2026-11-26', keyword: indirect.employeeCode.toLowerCase(), pageSize: 2, page: 2 });
    expect(byName).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(byName.items.map((r) => r.date)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('HR lists everyone who records time; a range longer than 31 days is refused naming the end date', async () => {
    await punchAt(outsider.id, '2026-11-23', '07:50', '17:10');
    const res = await page(tokens.hr!, ALL, { dateFrom: '2026-11-23', dateTo: '2026-11-23', sort: 'employeeCode' });
    expect(res.items.map((r) => r.employee.id)).toEqual(expect.arrayContaining([outsider.id, member.id, lead.id, hr.id]));
    await h.db.update(employees).set({ recordTime: false }).where(eq(employees.id, outsider.id));
    expect((await page(tokens.hr!, ALL, { dateFrom: '2026-11-23', dateTo: '2026-11-23' })).items.map((r) => r.employee.id)).not.toContain(outsider.id);
    const long = await h.post(ALL, { dateFrom: '2026-11-01', dateTo: '2026-12-02' }, tokens.hr!);
    expect(long.statusCode).toBe(400);
    expect(long.json().data.errors).toEqual([expect.objectContaining({ field: 'dateTo', code: 'attendanceRangeTooLong' })]);
  });

  it('exports the list as Excel with a row per employee-day', async () => {
    await punchAt(member.id, '2026-11-23', '08:30', '17:00');
    const res = await h.post(XLS_TEAM, { dateFrom: '2026-11-23', dateTo: '2026-11-23', status: ['late'] }, tokens.lead!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(member.employeeCode);
    expect(sheet.getRow(2).getCell(8).value).toBe('Late');
    expect(sheet.getRow(2).getCell(10).value).toBe(30);
  });
});

describe('who reads and changes whose attendance (data scope matrix)', () => {
  const monthBody = (employeeId: string) => ({ employeeId, month: '2026-11' });
  const punchBody = (employeeId: string) => ({ employeeId, date: '2026-11-23', time: '17:00', kind: 'out', reason: 'forgot' });
  const range = { dateFrom: '2026-11-23', dateTo: '2026-11-23' };

  it.each([
    // [who, call, expected status, body]
    ['member', ME, 200, () => ({ month: '2026-11' })],
    ['member', ONE, 403, () => monthBody(member.id)],
    ['member', ONE, 403, () => monthBody(outsider.id)],
    ['member', TEAM, 403, () => range],
    ['member', ALL, 403, () => range],
    ['member', ADD_TEAM, 403, () => punchBody(member.id)],
    ['member', ADD_HR, 403, () => punchBody(member.id)],
    ['member', XLS_TEAM, 403, () => range],
    ['member', XLS_HR, 403, () => range],
    ['lead', ONE, 200, () => monthBody(member.id)],
    ['lead', ONE, 200, () => monthBody(indirect.id)],
    ['lead', ONE, 404, () => monthBody(outsider.id)],
    ['lead', ALL, 403, () => range],
    ['lead', XLS_HR, 403, () => range],
    ['lead', ADD_TEAM, 200, () => punchBody(indirect.id)],
    ['lead', ADD_TEAM, 404, () => punchBody(outsider.id)],
    ['lead', ADD_TEAM, 403, () => punchBody(lead.id)],
    ['lead', ADD_HR, 403, () => punchBody(member.id)],
    ['hr', ONE, 200, () => monthBody(outsider.id)],
    ['hr', ALL, 200, () => range],
    ['hr', XLS_HR, 200, () => range],
    ['hr', ADD_HR, 200, () => punchBody(outsider.id)],
    ['hr', ADD_HR, 403, () => punchBody(hr.id)],
  ] as const)('%s → %s answers %i', async (who, url, status, body) => {
    const res = await h.post(url, body(), tokens[who]!);
    expect(res.statusCode, res.body).toBe(status);
  });

  it('my month is always my own: the call takes no employee id', async () => {
    const res = await h.post(ME, { month: '2026-11', employeeId: outsider.id }, tokens.member!);
    expect(res.statusCode).toBe(400);
    await punchAt(outsider.id, '2026-11-23', '07:50', '17:10');
    const mine = await month(tokens.member!, { month: '2026-11' });
    expect(mine.employee.id).toBe(member.id);
    expect(dayOf(mine, '2026-11-23').punches).toEqual([]);
  });

  it('a refused correction is audited as a denial and writes no punch', async () => {
    await h.post(ADD_HR, punchBody(member.id), tokens.lead!);
    const denied = await h.db.select().from(auditLog).where(and(eq(auditLog.actorId, lead.id), eq(auditLog.action, 'permission.denied')));
    expect(denied.length).toBeGreaterThan(0);
    expect(await h.db.select().from(attendancePunches)).toHaveLength(0);
  });
});
