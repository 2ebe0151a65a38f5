import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { employees, leaveRequests, leaveTypes, mailOutbox } from '@hr/db';
import { createHarness, pngBytes, type Harness } from '../../test/harness';
import { expectExportShape } from '../../test/xlsx';

// Today is Sunday 22 November 2026 in Bangkok. The line: top → boss → (me, peer); assistant helps boss with me.
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let top: Person, boss: Person, assistant: Person, me: Person, peer: Person, stranger: Person;
let topToken: string, bossToken: string, assistantToken: string, token: string, peerToken: string, strangerToken: string, hr: string;
let sick: string;

const code = (res: { body: string }) => (JSON.parse(res.body) as { msg: { code: number } }).msg.code;
const file = (who: string, dateFrom: string, dateTo = dateFrom, extra: object = {}) =>
  h.post('/api/1.0/insert/leaveForm', { leaveTypeId: sick, duration: 'fullDay', dateFrom, dateTo, ...extra }, who).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.id as string;
  });
const count = async (who: string) => (await h.get('/api/1.0/get/count/notification/self', who)).json().data as number;
const sickOf = async (who: string) => ((await h.post('/api/1.1/get/sumLeaveSelfView', {}, who)).json().data.types as Array<{ code: string; used: number; pending: number; remaining: number }>).find((t) => t.code === 'SICK')!;

beforeAll(async () => {
  h = await createHarness();
  top = await h.person({ role: 'SUPERVISOR' });
  boss = await h.person({ role: 'SUPERVISOR', supervisorId: top.id });
  assistant = await h.person({ role: 'ASSISTANT_SUPERVISOR' });
  me = await h.person({ supervisorId: boss.id, assistantId: assistant.id });
  peer = await h.person({ supervisorId: boss.id });
  stranger = await h.person({ role: 'SUPERVISOR' });
  const hrPerson = await h.person({ role: 'HR' });
  [topToken, bossToken, assistantToken, token, peerToken, strangerToken, hr] =
    await Promise.all([top, boss, assistant, me, peer, stranger, hrPerson].map((p) => h.login(p))) as [string, string, string, string, string, string, string];
  const [t] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
  sick = t!.id;
});
afterAll(async () => { await h?.close(); });

describe('approving and rejecting', () => {
  it('twenty parallel approve / reject calls on one request: exactly one wins and the balance moves once', async () => {
    const id = await file(token, '2026-11-25', '2026-11-26');
    expect(await sickOf(token)).toMatchObject({ used: 0, pending: 2, remaining: 28 });
    const calls = Array.from({ length: 20 }, (_, i) => (i % 2
      ? h.post('/api/1.0/reject/leaveForm', { id, remark: `No ${i}` }, i % 4 === 1 ? bossToken : assistantToken)
      : h.post('/api/1.0/approve/leaveForm', { id }, i % 4 === 0 ? bossToken : hr)));
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => code(r) === 409050), JSON.stringify(results.map((r) => [r.statusCode, code(r)]))).toHaveLength(19);
    const [row] = await h.db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
    const balance = await sickOf(token);
    if (row!.status === 'approved') expect(balance).toMatchObject({ used: 2, pending: 0, remaining: 28 });
    else expect(balance).toMatchObject({ used: 0, pending: 0, remaining: 30 });
    // One decision, one mail to the requester.
    const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.companyEmail!));
    expect(mails.filter((m) => m.template === 'leaveApproved' || m.template === 'leaveRejected')).toHaveLength(1);
  });

  it('a rejection needs a remark; the supervisor, the assistant and HR decide, nobody else, and never their own', async () => {
    const id = await file(token, '2026-11-30');
    const noRemark = await h.post('/api/1.0/reject/leaveForm', { id }, bossToken);
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().data.errors).toEqual([expect.objectContaining({ field: 'remark', text: 'Remark is required' })]);
    // Someone else's supervisor, and the boss's own manager (not the approver), are told it is gone.
    expect(code(await h.post('/api/1.0/approve/leaveForm', { id }, strangerToken))).toBe(301007);
    expect(code(await h.post('/api/1.0/approve/leaveForm', { id }, topToken))).toBe(301007);
    const res = await h.post('/api/1.0/reject/leaveForm', { id, remark: 'Month-end closing' }, assistantToken);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await h.db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
    expect(row).toMatchObject({ status: 'rejected', approverId: assistant.id, decisionRemark: 'Month-end closing' });
    const rejections = await h.db.select().from(mailOutbox).where(and(eq(mailOutbox.template, 'leaveRejected'), eq(mailOutbox.to, me.companyEmail!)));
    expect(rejections.some((m) => m.text.includes('Remark: Month-end closing'))).toBe(true);

    // The boss's own request goes to top; the boss cannot approve it.
    const own = await file(bossToken, '2026-12-01');
    expect(code(await h.post('/api/1.0/approve/leaveForm', { id: own }, bossToken))).toBe(403020);
    expect((await h.post('/api/1.0/approve/leaveForm', { id: own }, topToken)).statusCode).toBe(200);
    // HR approves anyone's.
    expect((await h.post('/api/1.0/approve/leaveForm', { id: await file(peerToken, '2026-12-02') }, hr)).statusCode).toBe(200);
  });

  it('counts the pending requests in the approver\'s badge and lists them, most urgent first', async () => {
    const base = await count(bossToken);
    const later = await file(peerToken, '2026-12-16');
    const sooner = await file(token, '2026-12-03');
    expect(await count(bossToken)).toBe(base + 2);
    // The menu's badge reads the leave part alone.
    expect((await h.get('/api/1.0/get/count/notification/self/bySource', bossToken)).json().data).toEqual({ total: base + 2, bySource: { 'sensitive-requests': 0, 'leave-approval': base + 2, 'warning-letter': 0 } });
    expect(await count(assistantToken)).toBeGreaterThanOrEqual(1); // me's request; the assistant does not approve for peer
    expect(await count(strangerToken)).toBe(0);
    expect(await count(token)).toBe(0);
    const list = (await h.post('/api/1.1/search/approve', {}, bossToken)).json().data;
    const ids = list.items.map((r: { id: string }) => r.id);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(list.items.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const assistantIds = (await h.post('/api/1.1/search/approve', {}, assistantToken)).json().data.items.map((r: { id: string }) => r.id);
    expect(assistantIds).toContain(sooner);
    expect(assistantIds).not.toContain(later);
    expect((await h.post('/api/1.1/search/approve', {}, strangerToken)).json().data).toMatchObject({ items: [], total: 0 });

    // A bulk decision: both go through, a repeat says why not, and the badge drops.
    const bulk = await h.post('/api/1.1/approveAndReject/leaveForm', { ids: [later, sooner], action: 'approve' }, bossToken);
    expect(bulk.json().data).toEqual([{ id: later, ok: true }, { id: sooner, ok: true }]);
    expect(await count(bossToken)).toBe(base);
    const again = (await h.post('/api/1.1/approveAndReject/leaveForm', { ids: [later], action: 'reject', remark: 'x' }, bossToken, { lang: 'th' })).json().data;
    expect(again).toEqual([{ id: later, ok: false, code: 409050, text: 'คำขอลานี้ได้รับการพิจารณาหรือถูกยกเลิกไปแล้ว' }]);
    const noRemark = await h.post('/api/1.1/approveAndReject/leaveForm', { ids: [later], action: 'reject' }, bossToken);
    expect(noRemark.json().data.errors).toEqual([expect.objectContaining({ field: 'remark', code: 'required' })]);
  });
});

describe('reading requests', () => {
  it('the requester, the approvers up the line and HR read a request and its files; others are told it is gone', async () => {
    const up = (await h.upload('/api/1.0/user/upload/leave', token, [await pngBytes('scan.png')])).json().data[0];
    const id = await file(token, '2026-12-14', '2026-12-14', { fileIds: [up.id] });
    const view = (await h.post('/api/1.1/view/leaveForm', { id }, bossToken)).json().data;
    expect(view).toMatchObject({ id, status: 'pending', days: 1, employee: { id: me.id }, can: { decide: true, edit: false, cancel: false, cancelAsHr: false } });
    expect(view.approvers.map((p: { id: string }) => p.id).sort()).toEqual([boss.id, assistant.id].sort());
    const fileUrl = view.files[0].url as string;
    for (const who of [token, bossToken, topToken, hr]) expect((await h.get(fileUrl, who)).statusCode).toBe(200);
    for (const who of [peerToken, strangerToken]) {
      expect(code(await h.post('/api/1.1/view/leaveForm', { id }, who))).toBe(301007);
      expect((await h.get(fileUrl, who)).statusCode).toBe(404);
    }
    // The top manager reads it but does not decide it.
    expect((await h.post('/api/1.1/view/leaveForm', { id }, topToken)).json().data.can.decide).toBe(false);
    expect((await h.post('/api/1.1/view/leaveForm', { id }, hr)).json().data.can).toMatchObject({ decide: true, cancelAsHr: true });

    const detail = (await h.post('/api/1.1/view/approveDetail', { id }, bossToken)).json().data;
    expect(detail.balances).toEqual([expect.objectContaining({ year: 2026, entitlement: 30 })]);
    expect(code(await h.post('/api/1.1/view/approveDetail', { id }, strangerToken))).toBe(301007);
  });

  it('lists the caller\'s own requests and HR\'s search of everyone\'s, with filters and an Excel export', async () => {
    const own = (await h.post('/api/1.1/search/leaveSelfView', { status: 'pending' }, token)).json().data;
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((r: { employee: { id: string }; status: string }) => r.employee.id === me.id && r.status === 'pending')).toBe(true);

    const all = (await h.post('/api/1.0/search/leave', { keyword: peer.employeeCode, sort: 'dateFrom', order: 'asc' }, hr)).json().data;
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((r: { employee: { id: string } }) => r.employee.id === peer.id)).toBe(true);
    const dates = all.items.map((r: { dateFrom: string }) => r.dateFrom);
    expect(dates).toEqual([...dates].sort());
    const range = (await h.post('/api/1.0/search/leave', { dateFrom: '2026-12-14', dateTo: '2026-12-14' }, hr)).json().data;
    expect(range.items.every((r: { dateFrom: string; dateTo: string }) => r.dateFrom <= '2026-12-14' && r.dateTo >= '2026-12-14')).toBe(true);

    const xlsx = await h.app.inject({ method: 'POST', url: '/api/1.0/excel/leave', payload: { keyword: peer.employeeCode }, headers: { authorization: hr, lang: 'th' } });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('รหัสพนักงาน');
    expect(sheet.getRow(2).getCell(1).value).toBe(peer.employeeCode);
    expect(sheet.rowCount).toBe(all.total + 1);
    expectExportShape(sheet);
    // Dates are date cells in the Buddhist era, the filing time a date and time, the days a number.
    expect([7, 8, 9, 13].map((c) => [sheet.getRow(2).getCell(c).type, sheet.getRow(2).getCell(c).numFmt])).toEqual([
      [ExcelJS.ValueType.Date, '[$-107041E]d mmm yyyy'], [ExcelJS.ValueType.Date, '[$-107041E]d mmm yyyy'], [ExcelJS.ValueType.Number, '#,##0.0'], [ExcelJS.ValueType.Date, '[$-107041E]d mmm yyyy hh:mm'],
    ]);
  });

  it('shows HR everyone away in the calendar, a supervisor only their team, and refuses a range over two months', async () => {
    const hrCal = (await h.post('/api/1.0/search/leave/calendar', { dateFrom: '2026-11-01', dateTo: '2026-12-31' }, hr)).json().data as Array<{ employee: { id: string }; status: string }>;
    expect(new Set(hrCal.map((r) => r.employee.id))).toEqual(new Set([me.id, peer.id, boss.id]));
    expect(hrCal.every((r) => r.status === 'approved' || r.status === 'pending')).toBe(true);
    const bossCal = (await h.post('/api/1.0/search/leave/calendar', { dateFrom: '2026-11-01', dateTo: '2026-12-31' }, bossToken)).json().data as Array<{ employee: { id: string } }>;
    expect(new Set(bossCal.map((r) => r.employee.id))).toEqual(new Set([me.id, peer.id, boss.id]));
    const strangerCal = (await h.post('/api/1.0/search/leave/calendar', { dateFrom: '2026-11-01', dateTo: '2026-12-31' }, strangerToken)).json().data;
    expect(strangerCal).toEqual([]);
    expect((await h.post('/api/1.0/search/leave/calendar', { dateFrom: '2026-11-01', dateTo: '2027-01-15' }, hr)).statusCode).toBe(400);
    // A team member with no approval duty only sees their own leave.
    await h.db.update(employees).set({ supervisorId: null }).where(eq(employees.id, stranger.id));
    expect((await h.post('/api/1.0/search/leave/calendar', { dateFrom: '2026-11-01', dateTo: '2026-12-31' }, token)).json().data
      .every((r: { employee: { id: string } }) => r.employee.id === me.id)).toBe(true);
  });
});
