import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approvalSteps, attendancePunches, companies, employees, notifications, leaveRequests, leaveTypes, mailOutbox, masterEmploymentTypes, overtimeRequests, sessions, workingTimes } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';
import { columnCells, expectExportShape, openXlsx } from '../../test/xlsx';

/*
 * Overtime on the approval module (issue 17 points 1, 2 and 5). Today is Sunday 22 November 2026
 * in Bangkok; everyone works the day shift D08 (08:00-17:00, break 12:00-13:00) Monday to Friday.
 * The line: top → boss → (me, peer); the assistant helps boss with me; Thursday 10 December is
 * Constitution Day (the holiday master).
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let top: Person, boss: Person, assistant: Person, me: Person, peer: Person, stranger: Person, hrPerson: Person;
let topT: string, bossT: string, assistantT: string, meT: string, peerT: string, strangerT: string, hrT: string;

const bkk = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);
const code = (res: { body: string }) => (JSON.parse(res.body) as { msg: { code: number } }).msg.code;
const save = (token: string, body: Record<string, unknown>) => h.post('/api/1.0/save/empOverTime', { reason: 'Month-end closing', ...body }, token);
async function file(token: string, body: Record<string, unknown>): Promise<string> {
  const res = await save(token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}
const decide = (token: string, ids: string[], action: 'approve' | 'reject', remark?: string) =>
  h.post('/api/1.1/approveAndReject/approval', { requestType: 'overtime', ids, action, ...(remark ? { remark } : {}) }, token);
async function decideOk(token: string, id: string, action: 'approve' | 'reject' = 'approve', remark?: string) {
  const res = await decide(token, [id], action, remark);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data[0], res.body).toMatchObject({ id, ok: true });
}
const view = async (token: string, id: string) => {
  const res = await h.post('/api/1.0/get/empOverTime', { id }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const statusOf = async (id: string) => (await h.db.select({ s: overtimeRequests.status }).from(overtimeRequests).where(eq(overtimeRequests.id, id)))[0]!.s;
const setChain = async (steps: unknown[], companyId: string | null = null) => {
  const res = await h.post('/api/1.1/save/approval/chain', { companyId, requestType: 'overtime', steps }, hrT);
  expect(res.statusCode, res.body).toBe(200);
};
const nameOf = (p: Person) => `${p.firstNameEn} ${p.lastNameEn}`;
const inboxCount = async (token: string) => (await h.post('/api/1.1/search/approval/counts', {}, token)).json().data.overtime as number;

beforeAll(async () => {
  h = await createHarness();
  top = await h.person({ role: 'SUPERVISOR' });
  boss = await h.person({ role: 'SUPERVISOR', supervisorId: top.id });
  assistant = await h.person({ role: 'ASSISTANT_SUPERVISOR' });
  me = await h.person({ supervisorId: boss.id, assistantId: assistant.id });
  peer = await h.person({ supervisorId: boss.id });
  stranger = await h.person({ role: 'SUPERVISOR' });
  // HR's own requests go to their supervisor (with nobody above them and no other HR, nobody could approve them).
  hrPerson = await h.person({ role: 'HR', supervisorId: top.id });
  [topT, bossT, assistantT, meT, peerT, strangerT, hrT] = await Promise.all([top, boss, assistant, me, peer, stranger, hrPerson].map((p) => h.login(p))) as string[] as [string, string, string, string, string, string, string];
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01' });
});
afterAll(async () => { await h?.close(); });

describe('filing overtime: kinds and multipliers from the schedule and the holiday master', () => {
  it('after the shift on a working day is 1.5x; inside the shift is refused; an end equal to the start names the field', async () => {
    const preview = await h.post('/api/1.0/preview/empOverTime', { date: '2026-11-23', startTime: '17:00', endTime: '20:00' }, meT);
    expect(preview.json().data).toMatchObject({ moment: 'afterWork', minutes: 180, overtimeMinutes: 180, segments: [{ kind: 'workingDayOvertime', rate: 1.5, minutes: 180 }],
      week: { weekStart: '2026-11-23', total: 180, cap: 2160, exceeds: false, policy: 'warn' } });
    const before = await h.post('/api/1.0/preview/empOverTime', { date: '2026-11-23', startTime: '06:00', endTime: '08:00' }, meT);
    expect(before.json().data).toMatchObject({ moment: 'beforeWork', minutes: 120 });
    const inside = await save(meT, { date: '2026-11-23', startTime: '09:00', endTime: '11:00' });
    expect([inside.statusCode, code(inside)]).toEqual([400, 400090]);
    const same = await save(meT, { date: '2026-11-23', startTime: '18:00', endTime: '18:00', endsNextDay: true });
    expect(same.statusCode).toBe(400);
    expect(same.json().data.errors).toEqual([expect.objectContaining({ field: 'endTime', text: 'End time must be later than the start' })]);
    const noReason = await h.post('/api/1.0/save/empOverTime', { date: '2026-11-23', startTime: '17:00', endTime: '20:00', reason: '  ' }, meT);
    expect(noReason.json().data.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
  });

  it('on a public holiday: the usual hours are holiday work (1x monthly staff, 2x daily staff), beyond them 3x; the break is neither', async () => {
    const body = { date: '2026-12-10', startTime: '09:00', endTime: '20:00' };
    const monthly = (await h.post('/api/1.0/preview/empOverTime', body, meT)).json().data;
    expect(monthly).toMatchObject({ moment: 'holiday', minutes: 600, holidayWorkMinutes: 420, overtimeMinutes: 180 });
    expect(monthly.segments.map((s: { kind: string; rate: number; minutes: number }) => [s.kind, s.rate, s.minutes])).toEqual([
      ['holidayWork', 1, 180], ['holidayWork', 1, 240], ['holidayOvertime', 3, 180]]);
    const [daily] = await h.db.select({ id: masterEmploymentTypes.id }).from(masterEmploymentTypes).where(eq(masterEmploymentTypes.payBasis, 'daily')).limit(1);
    await h.db.update(employees).set({ employmentTypeId: daily!.id }).where(eq(employees.id, peer.id));
    const dailyFigures = (await h.post('/api/1.0/preview/empOverTime', body, peerT)).json().data;
    expect(dailyFigures.segments.map((s: { rate: number }) => s.rate)).toEqual([2, 2, 3]);
    // A Saturday is the week's day off: the same split.
    expect((await h.post('/api/1.0/preview/empOverTime', { date: '2026-11-28', startTime: '17:00', endTime: '19:00' }, meT)).json().data)
      .toMatchObject({ moment: 'dayOff', holidayWorkMinutes: 0, overtimeMinutes: 120 });
  });

  it('a filed request tells its approvers and waits in their inbox; two requests may not cover the same time', async () => {
    const id = await file(meT, { date: '2026-11-24', startTime: '17:30', endTime: '19:30' });
    expect(await inboxCount(bossT)).toBeGreaterThanOrEqual(1);
    expect(await inboxCount(assistantT)).toBeGreaterThanOrEqual(1);
    expect(await inboxCount(strangerT)).toBe(0);
    const inbox = (await h.post('/api/1.1/search/approval/inbox', { requestType: 'overtime' }, bossT)).json().data;
    expect(inbox.items.map((i: { id: string }) => i.id)).toContain(id);
    const told = await h.db.select().from(notifications).where(and(eq(notifications.objectId, id), eq(notifications.kind, 'overtimeSubmitted')));
    expect(told.map((n) => n.recipientId).sort()).toEqual([boss.id, assistant.id].sort());
    const again = await save(meT, { date: '2026-11-24', startTime: '19:00', endTime: '21:00' });
    expect([again.statusCode, code(again)]).toEqual([409, 409095]);
    // The bell and the approval page's badge count it too.
    const bell = (await h.get('/api/1.0/get/count/notification/self/bySource', bossT)).json().data;
    expect(bell.bySource['leave-approval']).toBeGreaterThanOrEqual(1);
  });
});

describe('deciding: one winner, who may, the chain', () => {
  it('twenty parallel decisions on one request: exactly one wins, one mail, one audit row', async () => {
    const id = await file(meT, { date: '2026-11-25', startTime: '17:00', endTime: '18:00' });
    const tokens = [bossT, assistantT, hrT];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => decide(tokens[i % 3]!, [id], i % 2 ? 'reject' : 'approve', `No ${i}`)));
    const items = results.map((r) => r.json().data[0] as { ok: boolean; code?: number });
    expect(items.filter((i) => i.ok)).toHaveLength(1);
    expect(items.filter((i) => !i.ok).map((i) => i.code)).toEqual(Array(19).fill(409090));
    const status = await statusOf(id);
    expect(['approved', 'rejected']).toContain(status);
    const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.companyEmail!));
    expect(mails.filter((m) => m.template === 'overtimeApproved' || m.template === 'overtimeRejected')).toHaveLength(1);
    const audits = (await h.auditActions()).filter((a) => a === 'overtime.approve' || a === 'overtime.reject');
    expect(audits).toHaveLength(1);
  });

  it('a rejection needs a remark; strangers are told the request is gone; nobody decides their own', async () => {
    const id = await file(meT, { date: '2026-11-26', startTime: '17:00', endTime: '18:00' });
    const noRemark = await decide(bossT, [id], 'reject');
    expect(noRemark.json().data.errors).toEqual([expect.objectContaining({ field: 'remark' })]);
    expect((await decide(strangerT, [id], 'approve')).json().data[0]).toMatchObject({ ok: false, code: 301007 });
    expect((await decide(peerT, [id], 'approve')).statusCode).toBe(403);
    const hrOwn = await file(hrT, { date: '2026-11-26', startTime: '17:00', endTime: '18:00' });
    expect((await decide(hrT, [hrOwn], 'approve')).json().data[0]).toMatchObject({ ok: false, code: 403090 });
    await decideOk(bossT, id, 'reject', 'Not needed this week');
    expect(await statusOf(id)).toBe('rejected');
    const v = await view(meT, id);
    expect(v).toMatchObject({ status: 'rejected', decisionRemark: 'Not needed this week', canEdit: false, canCancel: false });
  });

  it('a two-step chain: the supervisor approves, then HR; the routing check shows it with names; edits stop once a step decided', async () => {
    await setChain([{ kind: 'supervisorOrAssistant' }, { kind: 'hr' }]);
    const routing = (await h.post('/api/1.1/test/approval/chain', { employeeId: me.id, requestType: 'overtime' }, hrT)).json().data;
    expect(routing).toMatchObject({ source: 'all', fallback: false });
    expect(routing.steps.map((s: { kind: string; approvers: Array<{ name: string }> }) => [s.kind, s.approvers.map((a) => a.name).sort()])).toEqual([
      ['supervisorOrAssistant', [nameOf(boss), nameOf(assistant)].sort()],
      ['hr', [nameOf(hrPerson)]],
    ]);
    const id = await file(meT, { date: '2026-11-27', startTime: '17:00', endTime: '19:00' });
    expect((await h.post('/api/1.0/search/empOverTime/self', {}, meT)).json().data.items.find((i: { id: string }) => i.id === id).step).toEqual({ no: 1, of: 2, kind: 'supervisorOrAssistant' });
    const hrBefore = await inboxCount(hrT);
    // Edits are allowed while no step has decided.
    expect((await save(meT, { id, date: '2026-11-27', startTime: '17:00', endTime: '19:30' })).statusCode).toBe(200);
    await decideOk(bossT, id);
    expect(await statusOf(id)).toBe('pending');
    expect(await inboxCount(hrT)).toBe(hrBefore + 1);
    const edit = await save(meT, { id, date: '2026-11-27', startTime: '17:00', endTime: '20:00' });
    expect(code(edit)).toBe(409093);
    // The assistant was on the first step: it is decided, not theirs any more.
    expect((await decide(assistantT, [id], 'approve')).json().data[0]).toMatchObject({ ok: false, code: 409091 });
    await decideOk(hrT, id);
    expect(await statusOf(id)).toBe('approved');
    const v = await view(meT, id);
    expect(v.steps.map((s: { status: string; decidedBy: { id: string } }) => [s.status, s.decidedBy.id])).toEqual([['approved', boss.id], ['approved', hrPerson.id]]);
    expect(v.minutes).toBe(150);
    await setChain([]);
  });

  it('a condition adds a step only past its hours; a step with nobody on record is skipped and says so', async () => {
    await setChain([{ kind: 'supervisor' }, { kind: 'supervisorsSupervisor', when: { measure: 'weekOvertimeHours', op: 'gt', value: 10 } }], h.company.id);
    const small = await file(peerT, { date: '2026-11-30', startTime: '17:00', endTime: '18:00' });
    expect((await view(bossT, small)).steps.map((s: { kind: string }) => s.kind)).toEqual(['supervisor']);
    // Friday evening into Saturday morning: 15 hours of overtime, past the condition's 10.
    const big = await file(peerT, { date: '2026-12-04', startTime: '17:00', endTime: '08:00', endsNextDay: true });
    expect((await view(bossT, big)).steps.map((s: { kind: string; approvers: Array<{ id: string }> }) => [s.kind, s.approvers[0]!.id]))
      .toEqual([['supervisor', boss.id], ['supervisorsSupervisor', top.id]]);
    // The boss's own request: their supervisor is top; top's supervisor is nobody, so the second step is skipped and says so.
    const own = await file(bossT, { date: '2026-12-04', startTime: '17:00', endTime: '08:00', endsNextDay: true });
    const v = await view(topT, own);
    expect(v.steps.map((s: { kind: string; status: string }) => [s.kind, s.status])).toEqual([['supervisor', 'open'], ['supervisorsSupervisor', 'skipped']]);
    expect(v.canDecide).toBe(true);
    expect((await view(bossT, own)).canDecide).toBe(false);
    await setChain([], h.company.id);
  });

  it('an approver on approved leave today is replaced by their delegate, and the request says so', async () => {
    await setChain([{ kind: 'supervisor' }]);
    expect((await h.post('/api/1.1/save/approval/delegate', { delegateId: boss.id }, bossT)).statusCode).toBe(400);
    expect((await h.post('/api/1.1/save/approval/delegate', { delegateId: top.id }, bossT)).statusCode).toBe(200);
    const [sick] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
    const [away] = await h.db.insert(leaveRequests).values({ employeeId: boss.id, leaveTypeId: sick!.id, duration: 'fullDay', dateFrom: '2026-11-20', dateTo: '2026-11-24', days: 3, status: 'approved' }).returning({ id: leaveRequests.id });
    const id = await file(peerT, { date: '2026-12-01', startTime: '17:00', endTime: '18:00' });
    const v = await view(topT, id);
    expect(v.steps[0]).toMatchObject({ approvers: [{ id: top.id }], notes: [{ kind: 'delegated', from: nameOf(boss), to: nameOf(top) }] });
    expect((await decide(bossT, [id], 'approve')).json().data[0]).toMatchObject({ ok: false, code: 301007 });
    await decideOk(topT, id);
    // The boss is back for the tests that follow.
    await h.db.delete(leaveRequests).where(eq(leaveRequests.id, away!.id));
    await setChain([]);
  });
});

describe('the weekly cap, cancelling, the worked hours, scope', () => {
  it('past 36 hours a week: warned by default, refused where the company says so (on filing and on approval)', async () => {
    // Monday 7 to Sunday 13 December: two nights of 15 hours and an evening of 6 make 36 hours, the cap itself.
    const mon = await file(meT, { date: '2026-12-07', startTime: '17:00', endTime: '08:00', endsNextDay: true });
    const tue = await file(meT, { date: '2026-12-08', startTime: '17:00', endTime: '08:00', endsNextDay: true });
    const wed = await save(meT, { date: '2026-12-09', startTime: '17:00', endTime: '23:00' });
    expect(wed.json().data, wed.body).toMatchObject({ overCap: false });
    const past = await save(meT, { date: '2026-12-11', startTime: '17:00', endTime: '19:00' });
    expect(past.json().data, past.body).toMatchObject({ overCap: true });
    const pastId = past.json().data.id as string;
    expect(await view(bossT, pastId)).toMatchObject({ overCap: true, weekMinutes: 38 * 60 });
    await h.db.update(companies).set({ overtimeCapPolicy: 'block' }).where(eq(companies.id, h.company.id));
    const refused = await save(meT, { date: '2026-12-12', startTime: '17:00', endTime: '19:00' });
    expect([refused.statusCode, code(refused)]).toEqual([409, 409094]);
    // Hours and minutes as the form writes them, not a decimal.
    expect(refused.json().msg.text).toBe('This brings the week\'s overtime to 40:00 hours, past the limit of 36 hours a week.');
    // An approval counts the week's approved hours: with 36 approved, the one past the cap is refused.
    for (const id of [mon, tue, wed.json().data.id as string]) await decideOk(bossT, id);
    expect((await decide(bossT, [pastId], 'approve')).json().data[0]).toMatchObject({ ok: false, code: 409094 });
    await h.db.update(companies).set({ overtimeCapPolicy: 'warn' }).where(eq(companies.id, h.company.id));
  });

  it('the requester cancels a pending request (the approvers hear of it); an approved one only HR cancels, with the requester told', async () => {
    const id = await file(meT, { date: '2026-11-30', startTime: '18:00', endTime: '19:00' });
    expect((await h.post('/api/1.0/cancel/empOverTime', { id }, peerT)).json().msg.code).toBe(301007);
    expect((await h.post('/api/1.0/cancel/empOverTime', { id, reason: 'Done earlier' }, meT)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('cancelled');
    const steps = await h.db.select({ s: approvalSteps.status }).from(approvalSteps).where(eq(approvalSteps.requestId, id));
    expect(steps.map((s) => s.s)).toEqual(['cancelled']);
    const told = await h.db.select().from(notifications).where(and(eq(notifications.objectId, id), eq(notifications.kind, 'overtimeCancelled')));
    expect(told.map((n) => n.recipientId).sort()).toEqual([boss.id, assistant.id].sort());
    expect((await decide(bossT, [id], 'approve')).json().data[0]).toMatchObject({ ok: false, code: 409090 });
    const approved = await file(meT, { date: '2026-12-03', startTime: '18:00', endTime: '19:00' });
    await decideOk(bossT, approved);
    expect(code(await h.post('/api/1.0/cancel/empOverTime', { id: approved }, meT))).toBe(409090);
    expect((await h.post('/api/1.0/cancel/empOverTime', { id: approved, reason: 'Budget' }, hrT)).statusCode).toBe(200);
    expect((await h.db.select().from(notifications).where(and(eq(notifications.objectId, approved), eq(notifications.kind, 'overtimeCancelled')))).map((n) => n.recipientId)).toEqual([me.id]);
  });

  it('the approved hours that count are those within the punched time', async () => {
    const id = await file(meT, { date: '2026-11-23', startTime: '17:00', endTime: '20:00' });
    await decideOk(assistantT, id);
    h.clock.current = bkk('2026-11-24', '09:00');
    expect((await view(meT, id)).worked).toBeNull();
    let seq = 1;
    for (const [tm, kind] of [['07:55', 'in'], ['17:02', 'out'], ['19:30', 'otOut']] as const) {
      await h.db.insert(attendancePunches).values({ employeeId: me.id, at: bkk('2026-11-23', tm), kind, source: 'web', localDate: '2026-11-23', seq: seq++, createdBy: me.id });
    }
    expect((await view(meT, id)).worked).toEqual({ minutes: 150, segments: [expect.objectContaining({ kind: 'workingDayOvertime', rate: 1.5, minutes: 150 })] });
    h.clock.current = bkk('2026-11-22', '10:00');
  });

  it('scope: the team list is the lead\'s team and HR\'s everyone; a stranger reads nothing; an employee has no team list', async () => {
    const mine = (await h.post('/api/1.0/search/empOverTime/self', {}, meT)).json().data;
    expect(mine.items.every((i: { employee: { id: string } }) => i.employee.id === me.id)).toBe(true);
    const team = (await h.post('/api/1.0/search/empOverTime/hrorlead', {}, bossT)).json().data;
    expect(new Set(team.items.map((i: { employee: { id: string } }) => i.employee.id))).toEqual(new Set([me.id, peer.id]));
    const all = (await h.post('/api/1.0/search/empOverTime/hrorlead', { pageSize: 200 }, hrT)).json().data;
    expect(all.total).toBeGreaterThan(team.total);
    expect((await h.post('/api/1.0/search/empOverTime/hrorlead', {}, strangerT)).json().data.total).toBe(0);
    expect((await h.post('/api/1.0/search/empOverTime/hrorlead', {}, meT)).statusCode).toBe(403);
    const someone = mine.items[0].id as string;
    expect(code(await h.post('/api/1.0/get/empOverTime', { id: someone }, strangerT))).toBe(301007);
    expect(code(await h.post('/api/1.0/get/empOverTime', { id: someone }, peerT))).toBe(301007);
    expect((await h.post('/api/1.0/get/empOverTime', { id: someone }, topT)).statusCode).toBe(200);
    // The routing check of someone outside the caller's team is not theirs to see.
    expect(code(await h.post('/api/1.1/test/approval/chain', { employeeId: me.id, requestType: 'overtime' }, strangerT))).toBe(301007);
    expect((await h.post('/api/1.1/test/approval/chain', { employeeId: me.id, requestType: 'overtime' }, peerT)).statusCode).toBe(403);
    expect((await h.post('/api/1.1/save/approval/chain', { companyId: null, requestType: 'overtime', steps: [] }, bossT)).statusCode).toBe(403);
  });

  it('the Excel file: the list\'s matches with the hours by multiplier, the lead\'s team only, headers in the reader\'s language', async () => {
    const res = await h.post('/api/1.0/excel/empOverTime', { status: 'approved', dateFrom: '2026-12-07', dateTo: '2026-12-13' }, bossT);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = (await openXlsx(res)).worksheets[0]!;
    expectExportShape(sheet);
    expect(columnCells(sheet, 'Employee ID').map((c) => c.value)).toEqual([me.employeeCode, me.employeeCode, me.employeeCode]);
    // Two nights into the next morning and an evening: Monday 7 December is a substitution holiday, so its 15 hours are
    // overtime on a holiday (3×); Tuesday's 15 and Wednesday's 6 are at 1.5×.
    expect(columnCells(sheet, 'Overtime on a working day (at least 1.5×)').map((c) => c.value)).toEqual([0, 15, 6]);
    expect(columnCells(sheet, 'Overtime on a holiday (at least 3×)').map((c) => c.value)).toEqual([15, 0, 0]);
    expect((await h.post('/api/1.0/excel/empOverTime', {}, meT)).statusCode).toBe(403);
    const stranger = await openXlsx(await h.post('/api/1.0/excel/empOverTime', {}, strangerT));
    expect(stranger.worksheets[0]!.rowCount).toBe(1);
    const th = await openXlsx(await h.post('/api/1.0/excel/empOverTime', {}, hrT, { lang: 'th' }));
    expect(th.worksheets[0]!.getRow(1).getCell(1).value).toBe('รหัสพนักงาน');
  });
});
