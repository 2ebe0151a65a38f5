import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approvalDelegates, approvalSteps, companies, employees, leaveRequests, leaveTypes, overtimeRequests, sessions, workingTimes } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';
import { moveStandIns } from './approval-stand-in.service';

/*
 * Issue 34 points 9 and 11, on overtime (any request type decides through the same code):
 * a person decides at most one step of a request, whichever way they came to it (named on two
 * steps, HR's right to any step, a stand-in who is also HR); and a stand-in must be someone the
 * picker offers (same company, approves requests, not a subordinate unless an assistant
 * supervisor of the team), so a supervisor of another company never decides here.
 *
 * The line: me reports to boss (assistant asst), boss to top; hr1 and hr2 hold HR, under top.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let top: Person, boss: Person, asst: Person, me: Person, hr1: Person, hr2: Person, foreign: Person, underBoss: Person;
let topT: string, bossT: string, asstT: string, meT: string, hr1T: string, hr2T: string;
let day = 0;

/** Files an evening of overtime on a new day each time (December 2026, weekdays). */
async function file(): Promise<string> {
  const dates = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-08', '2026-12-09', '2026-12-11', '2026-12-14', '2026-12-15', '2026-12-16'];
  const res = await h.post('/api/1.0/save/empOverTime', { reason: 'Month-end closing', date: dates[day++], startTime: '17:00', endTime: '18:00' }, meT);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}
const decide = (token: string, id: string, lang = 'en') =>
  h.post('/api/1.1/approveAndReject/approval', { requestType: 'overtime', ids: [id], action: 'approve' }, token, { lang });
const decidedOk = async (token: string, id: string) => expect((await decide(token, id)).json().data[0]).toMatchObject({ id, ok: true });
const setChain = async (steps: unknown[]) => expect((await h.post('/api/1.1/save/approval/chain', { companyId: h.company.id, requestType: 'overtime', steps }, hr1T)).statusCode).toBe(200);
const inbox = async (token: string) => ((await h.post('/api/1.1/search/approval/inbox', { requestType: 'overtime' }, token)).json().data.items as Array<{ id: string }>).map((r) => r.id);
const steps = async (id: string) => (await h.db.select({ stepNo: approvalSteps.stepNo, status: approvalSteps.status, approverIds: approvalSteps.approverIds, notes: approvalSteps.notes })
  .from(approvalSteps).where(and(eq(approvalSteps.requestType, 'overtime'), eq(approvalSteps.requestId, id)))).sort((a, b) => a.stepNo - b.stepNo);
const statusOf = async (id: string) => (await h.db.select({ s: overtimeRequests.status }).from(overtimeRequests).where(eq(overtimeRequests.id, id)))[0]!.s;
const fieldErrors = (res: { json: () => { data: { errors: Array<{ field: string; text: string }> } } }) => res.json().data.errors;

beforeAll(async () => {
  h = await createHarness();
  top = await h.person({ role: 'SUPERVISOR' });
  boss = await h.person({ role: 'SUPERVISOR', supervisorId: top.id });
  asst = await h.person({ role: 'ASSISTANT_SUPERVISOR', supervisorId: boss.id });
  me = await h.person({ supervisorId: boss.id, assistantId: asst.id });
  underBoss = await h.person({ role: 'SUPERVISOR', supervisorId: boss.id });
  hr1 = await h.person({ role: 'HR', supervisorId: top.id });
  hr2 = await h.person({ role: 'HR', supervisorId: top.id });
  foreign = await h.person({ role: 'SUPERVISOR' });
  const [other] = await h.db.insert(companies).values({ abbreviation: 'T02', nameEn: 'Other Co., Ltd.', nameTh: 'บริษัท อื่น จำกัด' }).returning();
  await h.db.update(employees).set({ companyId: other!.id }).where(eq(employees.id, foreign.id));
  [topT, bossT, asstT, meT, hr1T, hr2T] = await Promise.all([top, boss, asst, me, hr1, hr2].map((p) => h.login(p))) as [string, string, string, string, string, string];
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01' });
});
afterAll(async () => { await h?.close(); });

describe('a person decides at most one step of a request (point 9)', () => {
  it('HR at step 1 and step 2: whoever decided step 1 is refused step 2 in their language, does not see it, and the other officer decides it', async () => {
    await setChain([{ kind: 'hr' }, { kind: 'hr' }]);
    const id = await file();
    await decidedOk(hr1T, id);
    expect(await steps(id)).toEqual([
      expect.objectContaining({ status: 'approved' }),
      expect.objectContaining({ status: 'open', approverIds: [hr2.id], notes: [{ kind: 'leftOut', who: hr1.id }] }),
    ]);
    expect(await inbox(hr1T)).not.toContain(id);
    expect(await inbox(hr2T)).toContain(id);
    const again = (await decide(hr1T, id, 'th')).json().data[0];
    expect(again).toMatchObject({ ok: false, code: 409170 });
    expect(again.text).toMatch(/ขั้นก่อนหน้า/);
    expect((await h.post('/api/1.0/get/empOverTime', { id }, hr1T)).json().data.canDecide).toBe(false);
    await decidedOk(hr2T, id);
    expect(await statusOf(id)).toBe('approved');
  });

  it('HR decides step 1 by their right to any step: step 2, HR\'s, is not theirs too', async () => {
    await setChain([{ kind: 'supervisor' }, { kind: 'hr' }]);
    const id = await file();
    await decidedOk(hr1T, id);
    expect((await steps(id))[1]).toMatchObject({ status: 'open', approverIds: [hr2.id] });
    expect((await decide(hr1T, id)).json().data[0]).toMatchObject({ ok: false, code: 409170 });
    expect(await statusOf(id)).toBe('pending');
    await decidedOk(hr2T, id);
  });

  it('the same supervisor at two steps: routing sends the second to their own supervisor and says so; the decision opens it for them', async () => {
    await h.db.update(employees).set({ assistantSupervisorId: null }).where(eq(employees.id, me.id));
    await setChain([{ kind: 'supervisor' }, { kind: 'supervisorOrAssistant' }]);
    const routed = (await h.post('/api/1.1/test/approval/chain', { employeeId: me.id, requestType: 'overtime' }, hr1T)).json().data;
    expect(routed.steps.map((s: { approvers: Array<{ id: string }> }) => s.approvers.map((a) => a.id))).toEqual([[boss.id], [top.id]]);
    expect(routed.steps[1].notes).toEqual([{ kind: 'decidesEarlierStep', from: `${boss.firstNameEn} ${boss.lastNameEn}`, to: `${top.firstNameEn} ${top.lastNameEn}` }]);
    await h.db.update(employees).set({ assistantSupervisorId: asst.id }).where(eq(employees.id, me.id));
  });

  it('either of two at step 1, one of them alone at step 2: if that one decided step 1, step 2 goes up to their supervisor; if the other did, it stays theirs', async () => {
    await setChain([{ kind: 'supervisorOrAssistant' }, { kind: 'supervisor' }]);
    const byBoss = await file();
    const byAsst = await file();
    await decidedOk(bossT, byBoss);
    expect((await steps(byBoss))[1]).toMatchObject({ status: 'open', approverIds: [top.id], notes: [{ kind: 'decidesEarlierStep', from: boss.id, to: top.id }] });
    expect(await inbox(bossT)).not.toContain(byBoss);
    expect(await inbox(topT)).toContain(byBoss);
    expect((await decide(bossT, byBoss)).json().data[0]).toMatchObject({ ok: false, code: 409170 });
    // The chain the request's page shows names who it went to.
    const view = (await h.post('/api/1.0/get/empOverTime', { id: byBoss }, topT)).json().data;
    expect(view.steps[1].notes).toEqual([{ kind: 'decidesEarlierStep', from: `${boss.firstNameEn} ${boss.lastNameEn}`, to: `${top.firstNameEn} ${top.lastNameEn}` }]);
    await decidedOk(topT, byBoss);
    await decidedOk(asstT, byAsst);
    expect((await steps(byAsst))[1]).toMatchObject({ status: 'open', approverIds: [boss.id], notes: [] });
    await decidedOk(bossT, byAsst);
    expect([await statusOf(byBoss), await statusOf(byAsst)]).toEqual(['approved', 'approved']);
  });

  it('a stand-in who is also HR: they take the supervisor\'s step, and HR\'s step goes to the other officer', async () => {
    await setChain([{ kind: 'supervisor' }, { kind: 'hr' }]);
    expect((await h.post('/api/1.1/save/approval/delegate', { delegateId: hr1.id }, bossT)).statusCode).toBe(200);
    const [sick] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
    const [away] = await h.db.insert(leaveRequests).values({ employeeId: boss.id, leaveTypeId: sick!.id, duration: 'fullDay', dateFrom: '2026-11-20', dateTo: '2026-11-24', days: 3, status: 'approved' }).returning({ id: leaveRequests.id });
    const routed = (await h.post('/api/1.1/test/approval/chain', { employeeId: me.id, requestType: 'overtime' }, hr1T)).json().data;
    expect(routed.steps.map((s: { approvers: Array<{ id: string }> }) => s.approvers.map((a) => a.id))).toEqual([[hr1.id], [hr2.id]]);
    const id = await file();
    expect((await steps(id)).map((s) => s.approverIds)).toEqual([[hr1.id], [hr2.id]]);
    await decidedOk(hr1T, id);
    expect((await decide(hr1T, id)).json().data[0]).toMatchObject({ ok: false, code: 409170 });
    await decidedOk(hr2T, id);
    await h.db.delete(leaveRequests).where(eq(leaveRequests.id, away!.id));
    await h.db.delete(approvalDelegates);
    await setChain([]);
  });
});

describe('anyone could be named a stand-in (point 11)', () => {
  it('the save applies the picker\'s rule and names the field: another company\'s supervisor, an employee without approval rights, a subordinate supervisor are refused; the team\'s assistant supervisor is not', async () => {
    const save = (delegateId: string, lang = 'en') => h.post('/api/1.1/save/approval/delegate', { delegateId }, bossT, { lang });
    const refusedForeign = await save(foreign.id);
    expect(refusedForeign.statusCode).toBe(400);
    expect(fieldErrors(refusedForeign)).toEqual([{ field: 'delegateId', code: 'standInOtherCompany', text: 'Stand-in must work for your company' }]);
    expect(fieldErrors(await save(foreign.id, 'th'))[0]!.text).toMatch(/บริษัทเดียวกับคุณ/);
    expect(fieldErrors(await save(me.id))).toEqual([expect.objectContaining({ field: 'delegateId', code: 'standInNoApproval' })]);
    expect(fieldErrors(await save(underBoss.id))).toEqual([expect.objectContaining({ field: 'delegateId', code: 'standInSubordinate' })]);
    expect(await h.db.select().from(approvalDelegates)).toEqual([]);
    const picker = (await h.post('/api/1.1/search/approval/delegates', {}, bossT)).json().data.map((p: { id: string }) => p.id);
    expect(picker).toEqual(expect.arrayContaining([asst.id, top.id, hr1.id]));
    for (const no of [foreign.id, me.id, underBoss.id]) expect(picker).not.toContain(no);
    expect((await save(asst.id)).statusCode).toBe(200);
    await h.db.delete(approvalDelegates);
  });

  it('a stand-in of another company set before the check decides nothing here: not at filing, not when the leave starts', async () => {
    await setChain([{ kind: 'supervisor' }]);
    await h.db.insert(approvalDelegates).values({ employeeId: boss.id, delegateId: foreign.id });
    const id = await file();
    const [sick] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
    const [away] = await h.db.insert(leaveRequests).values({ employeeId: boss.id, leaveTypeId: sick!.id, duration: 'fullDay', dateFrom: '2026-11-22', dateTo: '2026-11-24', days: 2, status: 'approved' }).returning({ id: leaveRequests.id });
    const during = await file();
    expect(await moveStandIns(h.app.deps)).toEqual({ moved: 0, returned: 0 });
    // Filed before: still the boss's. Filed while the boss is away: as without a stand-in (HR decides), never the other company's supervisor.
    expect((await steps(id))[0]!.approverIds).toEqual([boss.id]);
    expect((await steps(during)).flatMap((s) => s.approverIds).sort()).toEqual([hr1.id, hr2.id].sort());
    await h.db.delete(leaveRequests).where(eq(leaveRequests.id, away!.id));
    await h.db.delete(approvalDelegates);
    await setChain([]);
  });
});
