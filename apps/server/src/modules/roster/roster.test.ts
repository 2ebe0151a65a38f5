import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, employees, rosterEntries, sessions, shiftChanges, workingTimes } from '@hr/db';
import type { RosterHeader, RosterPage, ShiftHistoryPage } from '@hr/domain/attendance/roster';
import { createHarness, type Harness } from '../../test/harness';
import { rosterOf } from './roster.query';

/*
 * The month grid, range edits, shift changes and trades, their history and deletion (issue 16
 * point 1). Today is Sunday 22 November 2026 (Asia/Bangkok), so changes count from Monday the
 * 23rd. December 2026: the 1st is a Tuesday; the 5th, 7th, 10th and 31st are holidays.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, sup: Person, lead2: Person, a: Person, b: Person, c: Person, out: Person;
let hrT: string, supT: string, aT: string;
const shift: Record<string, string> = {};

const HEADER = '/api/1.0/get/employeeWorkingTime/header';
const GRID = '/api/1.0/search/employeeWorkingTime';
const SET = '/api/1.0/save/employeeWorkingTime';
const CHANGE = '/api/1.0/save/workingShift/changeAndTrade';
const HISTORY = '/api/1.0/search/workingShift/history';
const DELETE = (id: string) => `/api/1.0/delete/workingShift/${id}`;

async function grid(token: string, body: Record<string, unknown> = {}): Promise<RosterPage> {
  const res = await h.post(GRID, { month: '2026-12', pageSize: 50, ...body }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RosterPage;
}
const cellOf = (page: RosterPage, who: Person, date: string) => page.items.find((r) => r.id === who.id)!.cells.find((x) => x.date === date)!;
const okPost = async (url: string, body: unknown, token: string) => {
  const res = await h.post(url, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  h = await createHarness();
  hr = await h.person({ role: 'HR' });
  sup = await h.person({ role: 'SUPERVISOR' });
  lead2 = await h.person({ role: 'SUPERVISOR', supervisorId: sup.id });
  a = await h.person({ supervisorId: sup.id });
  b = await h.person({ supervisorId: sup.id });
  c = await h.person({ supervisorId: lead2.id });
  out = await h.person();
  [hrT, supT, aT] = await Promise.all([hr, sup, a].map((p) => h.login(p))) as [string, string, string];
  // Some tests move the clock by weeks: the sessions outlive them.
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  for (const w of await h.db.select({ id: workingTimes.id, prefix: workingTimes.shiftPrefix }).from(workingTimes)) shift[String(w.prefix)] = w.id;
});
afterAll(async () => { await h?.close(); });
beforeEach(async () => {
  h.clock.current = new Date('2026-11-22T03:00:00Z');
  await h.db.delete(rosterEntries);
  await h.db.delete(shiftChanges);
  await h.db.update(employees).set({ workingTimeId: shift.O09!, workingTimeType: 'general' });
  await h.db.update(workingTimes).set({ active: true });
});

describe('the month grid', () => {
  it('the header has each date with its weekday and holiday, tomorrow as the first changeable date, and the shifts', async () => {
    const head = await okPost(HEADER, { month: '2026-12' }, supT) as RosterHeader;
    expect(head.firstChangeable).toBe('2026-11-23');
    expect(head.dates).toHaveLength(31);
    expect(head.dates[0]).toEqual({ date: '2026-12-01', weekday: 2, holiday: null });
    expect(head.dates[4]!.holiday).toMatch(/Father/);
    expect(head.shifts.map((s) => s.prefix)).toEqual(expect.arrayContaining(['D08', 'O09', 'N22', 'OFF']));
    const thai = await h.post(HEADER, { month: '2026-12' }, hrT, { lang: 'th' });
    expect((thai.json().data as RosterHeader).dates[4]!.holiday).toMatch(/วันพ่อ/);
  });

  it('HR sees everyone; a supervisor their team, direct and indirect, and no one else; an employee is refused', async () => {
    const all = await grid(hrT);
    expect(all.items.map((r) => r.id)).toEqual(expect.arrayContaining([hr.id, sup.id, a.id, b.id, c.id, out.id]));
    const team = await grid(supT);
    expect(team.items.map((r) => r.id).sort()).toEqual([lead2.id, a.id, b.id, c.id].sort());
    expect(team.total).toBe(4);
    const res = await h.post(GRID, { month: '2026-12' }, aT);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg.code).toBe(403001);
    for (const url of [HEADER, SET, CHANGE, HISTORY, '/api/1.0/download/excel/workshift']) expect((await h.post(url, {}, aT)).statusCode, url).toBe(403);
  });

  it('a cell shows the default working time on working days, holidays and weekends marked; search and paging', async () => {
    const page = await grid(supT, { keyword: a.employeeCode });
    expect(page.total).toBe(1);
    expect(cellOf(page, a, '2026-12-01')).toEqual({ date: '2026-12-01', kind: 'working', shiftId: shift.O09, rostered: false, source: null });
    expect(cellOf(page, a, '2026-12-05')).toMatchObject({ kind: 'holiday', shiftId: null });
    expect(cellOf(page, a, '2026-12-06')).toMatchObject({ kind: 'dayOff', shiftId: null });
    const p2 = await grid(supT, { page: 2, pageSize: 3 });
    expect(p2.items).toHaveLength(1);
    expect(p2.total).toBe(4);
  });
});

describe('changing cells (save/employeeWorkingTime)', () => {
  it('a supervisor sets a range of their team to a shift, a day off, then back to the default; each with an audit row', async () => {
    expect(await okPost(SET, { employeeIds: [a.id, b.id], dateFrom: '2026-12-01', dateTo: '2026-12-03', mode: 'shift', workingTimeId: shift.N22 }, supT)).toEqual({ employees: 2, days: 3 });
    let page = await grid(supT);
    for (const p of [a, b]) for (const d of ['2026-12-01', '2026-12-02', '2026-12-03']) expect(cellOf(page, p, d)).toMatchObject({ kind: 'working', shiftId: shift.N22, rostered: true, source: 'edit' });
    expect(cellOf(page, a, '2026-12-04')).toMatchObject({ shiftId: shift.O09, rostered: false });

    // A shift on a Sunday is work: the roster is the explicit word. On a public holiday the holiday
    // stays (issue 34 point 5: work on it is holiday work), with the shift rostered as its hours.
    await okPost(SET, { employeeIds: [a.id], dateFrom: '2026-12-05', dateTo: '2026-12-06', mode: 'shift', workingTimeId: shift.D08 }, supT);
    await okPost(SET, { employeeIds: [b.id], dateFrom: '2026-12-02', dateTo: '2026-12-02', mode: 'dayOff' }, supT);
    page = await grid(supT);
    expect(cellOf(page, a, '2026-12-05')).toMatchObject({ kind: 'holiday', shiftId: shift.D08, rostered: true });
    expect(cellOf(page, a, '2026-12-06')).toMatchObject({ kind: 'working', shiftId: shift.D08 });
    expect(cellOf(page, b, '2026-12-02')).toMatchObject({ kind: 'dayOff', shiftId: null, rostered: true });

    await okPost(SET, { employeeIds: [a.id, b.id], dateFrom: '2026-12-01', dateTo: '2026-12-06', mode: 'default' }, supT);
    page = await grid(supT);
    expect(cellOf(page, b, '2026-12-02')).toMatchObject({ kind: 'working', shiftId: shift.O09, rostered: false });
    expect(cellOf(page, a, '2026-12-05')).toMatchObject({ kind: 'holiday', rostered: false });
    const rows = await h.db.select().from(auditLog).where(and(eq(auditLog.actorId, sup.id), eq(auditLog.action, 'roster.edit')));
    expect(rows.length).toBe(2 + 1 + 1 + 2);
  });

  it('refuses today and past dates with 400070 naming the field, in the reader\'s language', async () => {
    const res = await h.post(SET, { employeeIds: [a.id], dateFrom: '2026-11-22', dateTo: '2026-11-24', mode: 'dayOff' }, supT);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg.code).toBe(400070);
    expect(res.json().data.errors).toEqual([{ field: 'dateFrom', code: 'rosterFromTomorrow', text: 'From: changes take effect from the next day, 23 November 2026' }]);
    const th = await h.post(SET, { employeeIds: [a.id], dateFrom: '2026-11-01', dateTo: '2026-11-24', mode: 'dayOff' }, supT, { lang: 'th' });
    expect(th.json().data.errors[0].text).toBe('ตั้งแต่: การเปลี่ยนแปลงมีผลตั้งแต่วันถัดไป คือ 23 พฤศจิกายน 2569');
    expect(await h.db.select().from(rosterEntries)).toHaveLength(0);
  });

  it('each bad field is named: a shift without the working time, the end before the start, an inactive working time, too many days', async () => {
    const noShift = await h.post(SET, { employeeIds: [a.id], dateFrom: '2026-12-01', dateTo: '2026-12-01', mode: 'shift' }, supT);
    expect(noShift.json().data.errors).toEqual([{ field: 'workingTimeId', code: 'required', text: expect.stringMatching(/is required$/) }]);
    const backwards = await h.post(SET, { employeeIds: [a.id], dateFrom: '2026-12-03', dateTo: '2026-12-01', mode: 'dayOff' }, supT);
    expect(backwards.json().data.errors[0]).toMatchObject({ field: 'dateTo', code: 'endNotBeforeStart' });
    const long = await h.post(SET, { employeeIds: [a.id], dateFrom: '2026-12-01', dateTo: '2027-03-01', mode: 'dayOff' }, supT);
    expect(long.json().data.errors[0]).toMatchObject({ field: 'dateTo', code: 'rosterTooManyDays' });
    await h.db.update(workingTimes).set({ active: false }).where(eq(workingTimes.id, shift.N22!));
    const inactive = await h.post(SET, { employeeIds: [a.id], dateFrom: '2026-12-01', dateTo: '2026-12-01', mode: 'shift', workingTimeId: shift.N22 }, supT);
    expect(inactive.json().data.errors[0]).toMatchObject({ field: 'workingTimeId', code: 'rosterShiftInactive' });
    const none = await h.post(SET, { employeeIds: [], dateFrom: '', mode: 'x' }, supT, { lang: 'th' });
    expect(none.statusCode).toBe(400);
    expect(none.json().data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['dateFrom', 'dateTo', 'employeeIds', 'mode']);
  });

  it('a supervisor cannot change someone outside their team by sending their id: 301007 and nothing written', async () => {
    for (const ids of [[out.id], [a.id, out.id], [sup.id], [hr.id]]) {
      const res = await h.post(SET, { employeeIds: ids, dateFrom: '2026-12-01', dateTo: '2026-12-01', mode: 'dayOff' }, supT);
      expect(res.json().msg.code, JSON.stringify(ids)).toBe(301007);
    }
    expect(await h.db.select().from(rosterEntries)).toHaveLength(0);
    // HR may.
    await okPost(SET, { employeeIds: [out.id], dateFrom: '2026-12-01', dateTo: '2026-12-01', mode: 'dayOff' }, hrT);
  });
});

describe('shift change and trade, history, delete', () => {
  it('requires the new shift, a reason and the employee (SPEC section 5), each named in the reader\'s language', async () => {
    const res = await h.post(CHANGE, { kind: 'change', dateFrom: '2026-12-01', dateTo: '2026-12-01', reason: '  ' }, supT);
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries((res.json().data.errors as Array<{ field: string; text: string }>).map((e) => [e.field, e.text]));
    expect(Object.keys(fields).sort()).toEqual(['employeeId', 'reason', 'workingTimeId']);
    expect(fields.reason).toBe('Reason is required');
    const th = await h.post(CHANGE, { kind: 'trade', employeeId: a.id, dateFrom: '2026-12-01', dateTo: '2026-12-01', reason: 'x' }, supT, { lang: 'th' });
    expect(th.json().data.errors).toEqual([{ field: 'otherEmployeeId', code: 'required', text: expect.stringContaining('แลกกับ') }]);
    const self = await h.post(CHANGE, { kind: 'trade', employeeId: a.id, otherEmployeeId: a.id, dateFrom: '2026-12-01', dateTo: '2026-12-01', reason: 'x' }, supT);
    expect(self.json().data.errors[0]).toMatchObject({ field: 'otherEmployeeId', code: 'tradeSamePerson' });
    const past = await h.post(CHANGE, { kind: 'change', employeeId: a.id, workingTimeId: shift.D08, dateFrom: '2026-11-22', dateTo: '2026-11-23', reason: 'x' }, supT);
    expect(past.json().msg.code).toBe(400070);
  });

  it('a change puts the employee on the new shift; a trade swaps two schedules date by date; the history shows both', async () => {
    await okPost(SET, { employeeIds: [a.id], dateFrom: '2026-12-16', dateTo: '2026-12-16', mode: 'shift', workingTimeId: shift.N22 }, supT);
    const change = await okPost(CHANGE, { kind: 'change', employeeId: c.id, workingTimeId: shift.D08, dateFrom: '2026-12-14', dateTo: '2026-12-15', reason: 'Covers the morning line' }, supT) as { id: string };
    // The 19th is a Saturday: b's day off becomes a's, a's (rostered day off? no: weekend) stays off.
    await okPost(SET, { employeeIds: [b.id], dateFrom: '2026-12-19', dateTo: '2026-12-19', mode: 'shift', workingTimeId: shift.D08 }, supT);
    const trade = await okPost(CHANGE, { kind: 'trade', employeeId: a.id, otherEmployeeId: b.id, dateFrom: '2026-12-16', dateTo: '2026-12-19', reason: 'Family event' }, supT) as { id: string };

    const page = await grid(supT);
    expect(cellOf(page, c, '2026-12-14')).toMatchObject({ shiftId: shift.D08, source: 'change' });
    expect(cellOf(page, a, '2026-12-16')).toMatchObject({ kind: 'working', shiftId: shift.O09, source: 'trade' });
    expect(cellOf(page, b, '2026-12-16')).toMatchObject({ kind: 'working', shiftId: shift.N22, source: 'trade' });
    expect(cellOf(page, a, '2026-12-17')).toMatchObject({ shiftId: shift.O09 });
    expect(cellOf(page, a, '2026-12-19')).toMatchObject({ kind: 'working', shiftId: shift.D08 });
    expect(cellOf(page, b, '2026-12-19')).toMatchObject({ kind: 'dayOff', shiftId: null, rostered: true });

    const history = await okPost(HISTORY, {}, supT) as ShiftHistoryPage;
    expect(history.items.map((i) => i.id)).toEqual([trade.id, change.id]);
    expect(history.items[0]).toMatchObject({ kind: 'trade', employee: { id: a.id }, other: { id: b.id }, shift: null, reason: 'Family event', createdBy: { id: sup.id }, deletable: true });
    expect(history.items[1]).toMatchObject({ kind: 'change', employee: { id: c.id }, shift: { prefix: 'D08' }, dateFrom: '2026-12-14', dateTo: '2026-12-15' });
    expect((await okPost(HISTORY, { kind: 'change' }, supT) as ShiftHistoryPage).total).toBe(1);
    expect((await okPost(HISTORY, { keyword: b.employeeCode }, supT) as ShiftHistoryPage).items.map((i) => i.id)).toEqual([trade.id]);
    expect(await h.auditActions(sup.id)).toEqual(expect.arrayContaining(['roster.change', 'roster.trade']));
  });

  it('a supervisor cannot change, trade with or see someone outside their team', async () => {
    const trade = await h.post(CHANGE, { kind: 'trade', employeeId: a.id, otherEmployeeId: out.id, dateFrom: '2026-12-01', dateTo: '2026-12-01', reason: 'x' }, supT);
    expect(trade.json().msg.code).toBe(301007);
    const change = await h.post(CHANGE, { kind: 'change', employeeId: out.id, workingTimeId: shift.D08, dateFrom: '2026-12-01', dateTo: '2026-12-01', reason: 'x' }, supT);
    expect(change.json().msg.code).toBe(301007);
    const hrs = await okPost(CHANGE, { kind: 'change', employeeId: out.id, workingTimeId: shift.D08, dateFrom: '2026-12-01', dateTo: '2026-12-01', reason: 'HR' }, hrT) as { id: string };
    expect((await okPost(HISTORY, {}, supT) as ShiftHistoryPage).items).toHaveLength(0);
    expect((await h.post(DELETE(hrs.id), {}, supT)).json().msg.code).toBe(301007);
    expect((await okPost(HISTORY, {}, hrT) as ShiftHistoryPage).items.map((i) => i.id)).toEqual([hrs.id]);
  });

  it('deleting a change removes its roster entries from tomorrow on and keeps it in the history as deleted; twice is 409071', async () => {
    const { id } = await okPost(CHANGE, { kind: 'change', employeeId: a.id, workingTimeId: shift.N22, dateFrom: '2026-11-23', dateTo: '2026-11-30', reason: 'Night cover' }, supT) as { id: string };
    // Three days later, the 23rd to the 25th have begun: they stay; the 26th on go back to the default.
    h.clock.current = new Date('2026-11-25T03:00:00Z');
    expect(await okPost(DELETE(id), {}, supT)).toEqual({ removed: 5 });
    const left = await rosterOf(h.db, [a.id], '2026-11-01', '2026-11-30');
    expect([...left.get(a.id)!.keys()].sort()).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    const again = await h.post(DELETE(id), {}, supT);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg.code).toBe(409071);
    expect((await okPost(HISTORY, {}, supT) as ShiftHistoryPage).items).toHaveLength(0);
    const all = await okPost(HISTORY, { includeDeleted: true }, supT) as ShiftHistoryPage;
    expect(all.items[0]).toMatchObject({ id, deletedBy: { id: sup.id }, deletable: false });
    expect(await h.auditActions(sup.id)).toContain('roster.delete');
  });

  it('a change whose dates have all begun is history: 409070 says so, and nothing is removed', async () => {
    const { id } = await okPost(CHANGE, { kind: 'change', employeeId: a.id, workingTimeId: shift.N22, dateFrom: '2026-11-23', dateTo: '2026-11-24', reason: 'Night cover' }, supT) as { id: string };
    h.clock.current = new Date('2026-11-24T03:00:00Z');
    const res = await h.post(DELETE(id), {}, supT);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatchObject({ code: 409070, text: expect.stringContaining('24 November 2026') });
    expect(await h.db.select().from(rosterEntries).where(eq(rosterEntries.changeId, id))).toHaveLength(2);
    const th = await h.post(DELETE(id), {}, supT, { lang: 'th' });
    expect(th.json().msg.text).toContain('24 พฤศจิกายน 2569');
  });

  it('deleting a trade gives both their own schedules back', async () => {
    await okPost(SET, { employeeIds: [a.id], dateFrom: '2026-12-16', dateTo: '2026-12-16', mode: 'shift', workingTimeId: shift.N22 }, supT);
    const { id } = await okPost(CHANGE, { kind: 'trade', employeeId: a.id, otherEmployeeId: b.id, dateFrom: '2026-12-16', dateTo: '2026-12-16', reason: 'Swap' }, hrT) as { id: string };
    await okPost(DELETE(id), {}, hrT);
    const page = await grid(hrT);
    // a's own edit was replaced by the trade, so a is back on the default; b too.
    expect(cellOf(page, a, '2026-12-16')).toMatchObject({ shiftId: shift.O09, rostered: false });
    expect(cellOf(page, b, '2026-12-16')).toMatchObject({ shiftId: shift.O09, rostered: false });
  });
});
