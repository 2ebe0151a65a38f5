import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendancePunches, employees, rolePermissions, sessions, workingTimes } from '@hr/db';
import type { AttendanceDailyReport } from '@hr/domain/attendance/views';
import { createHarness, type Harness } from '../../test/harness';
import { columnCells, expectExportShape, openXlsx } from '../../test/xlsx';

/*
 * The daily attendance report (issue 18 point 3): Monday 23 November 2026, everyone on the day
 * shift D08 (08:00-17:00, 15 minutes' grace). The line: lead → member; the outsider reports to
 * nobody. Today is Sunday the 22nd in the harness; the clock moves to the Tuesday so the Monday is over.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let lead: Person, member: Person, outsider: Person, hr: Person;
const tokens: Record<string, string> = {};
const DAILY = '/api/1.0/search/report/attendance/daily';
const XLS = '/api/1.0/excel/report/attendance/daily';
const DAY = '2026-11-23';
const bkk = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);

async function punchAt(employeeId: string, ...times: string[]) {
  for (const [i, tm] of times.entries()) {
    await h.db.insert(attendancePunches).values({ employeeId, at: bkk(DAY, tm), kind: i % 2 ? 'out' : 'in', source: 'web', localDate: DAY, seq: i, createdBy: employeeId });
  }
}
async function report(token: string, body: Record<string, unknown>, lang = 'en'): Promise<AttendanceDailyReport> {
  const res = await h.post(DAILY, { date: DAY, ...body }, token, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AttendanceDailyReport;
}

beforeAll(async () => {
  h = await createHarness();
  lead = await h.person({ role: 'SUPERVISOR' });
  member = await h.person({ supervisorId: lead.id });
  outsider = await h.person();
  hr = await h.person({ role: 'HR' });
  for (const [name, p] of Object.entries({ lead, member, outsider, hr })) tokens[name] = await h.login(p);
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01' });
  // The sessions outlive the clock's move.
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = bkk('2026-11-24', '12:00');
  await punchAt(member.id, '08:40', '17:05'); // 40 minutes late
  await punchAt(outsider.id, '07:50', '17:10'); // on time
});
afterAll(async () => { await h?.close(); });

describe('the daily attendance report', () => {
  it('HR reads everyone of the day: the count per status, and the rows a status filter passes while the counts stay', async () => {
    const all = await report(tokens.hr!, {});
    expect(all.date).toBe(DAY);
    expect(all.total).toBe(4);
    expect(all.counts).toEqual({ late: 1, onTime: 1, absent: 2 });
    const late = await report(tokens.hr!, { status: ['late'] });
    expect(late.counts).toEqual(all.counts);
    expect(late.items).toEqual([expect.objectContaining({ date: DAY, status: 'late', lateMinutes: 40, employee: expect.objectContaining({ code: member.employeeCode }) })]);
    expect(late.items[0]!.punches).toHaveLength(2);
    // Sorted by lateness, the latest first; paged.
    const sorted = await report(tokens.hr!, { sort: 'lateMinutes', order: 'desc', pageSize: 1 });
    expect(sorted).toMatchObject({ total: 4, pageSize: 1, items: [expect.objectContaining({ employee: expect.objectContaining({ code: member.employeeCode }) })] });
  });

  it('a supervisor given the report reads their team only; an employee without it is refused', async () => {
    expect((await h.post(DAILY, { date: DAY }, tokens.lead)).statusCode).toBe(403);
    await h.db.insert(rolePermissions).values({ roleId: h.roleIds.SUPERVISOR!, objectId: 'report.attendance-daily-report' });
    const again = await h.login(lead);
    await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
    const team = await report(again, {});
    expect(team.items.map((r) => r.employee.code)).toEqual([member.employeeCode]);
    expect(team.counts).toEqual({ late: 1 });
    expect((await h.post(DAILY, { date: DAY }, tokens.outsider)).statusCode).toBe(403);
  });

  it('a date that is not one is named as the field, in the reader\'s language', async () => {
    const res = await h.post(DAILY, { date: '2026-02-30' }, tokens.hr, { lang: 'th' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'date' })]);
  });

  it('exports the filtered rows as Excel with real date and number cells and headers in the reader\'s language', async () => {
    const res = await h.post(XLS, { date: DAY, status: ['late', 'onTime'] }, tokens.hr);
    const book = await openXlsx(res);
    const ws = book.worksheets[0]!;
    expectExportShape(ws);
    expect(ws.rowCount).toBe(3);
    expect(columnCells(ws, 'Date').every((c) => c.value instanceof Date)).toBe(true);
    expect(columnCells(ws, 'Late (minutes)').map((c) => c.value).sort()).toEqual([0, 40]);
  });
});
