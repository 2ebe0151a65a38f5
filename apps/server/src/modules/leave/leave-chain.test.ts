import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { approvalDelegates, approvalSteps, employees, leaveRequests, leaveTypes, mailOutbox, notifications } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';
import { buildApp } from '../../app';
import { localFileStore } from '../../platform/files/file-store';
import { moveStandIns } from '../approval/approval-stand-in.service';

/*
 * Leave on the approval module (issue 17): a company's leave chain applies to leave as to every
 * request type (a step added past a number of days, HR's step, the turn of each step), an approver
 * away on leave is replaced by their delegate, the approval list and the badge read the chain, and
 * the requests filed before the module got their one step (migration 0030). An approver on approved
 * leave hands their waiting steps to their stand-in from its first day and gets them back after it. The behaviour of the
 * default chain is leave-decision.test.ts's, unchanged.
 *
 * Today is Sunday 22 November 2026 in Bangkok.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, standIn: Person, me: Person, hrPerson: Person;
let bossT: string, standInT: string, meT: string, hrT: string;
let sick: string;

const code = (res: { body: string }) => (JSON.parse(res.body) as { msg: { code: number } }).msg.code;
const file = async (dateFrom: string, dateTo = dateFrom) => {
  const r = await h.post('/api/1.0/insert/leaveForm', { leaveTypeId: sick, duration: 'fullDay', dateFrom, dateTo }, meT);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as string;
};
/** Moves the clock (a session does not outlive a jump of weeks) and logs everyone in again. */
const at = async (when: string) => {
  h.clock.current = new Date(when);
  [bossT, standInT, meT, hrT] = await Promise.all([boss, standIn, me, hrPerson].map((p) => h.login(p))) as [string, string, string, string];
};
const pendingOf = async (token: string) => ((await h.post('/api/1.1/search/approve', {}, token)).json().data.items as Array<{ id: string }>).map((r) => r.id);
const view = async (id: string, token: string) => (await h.post('/api/1.1/view/leaveForm', { id }, token)).json().data;
const stepsOf = async (id: string) => (await h.db.select({ stepNo: approvalSteps.stepNo, kind: approvalSteps.kind, status: approvalSteps.status, approverIds: approvalSteps.approverIds })
  .from(approvalSteps).where(and(eq(approvalSteps.requestType, 'leave'), eq(approvalSteps.requestId, id)))).sort((a, b) => a.stepNo - b.stepNo);

beforeAll(async () => {
  h = await createHarness();
  boss = await h.person({ role: 'SUPERVISOR' });
  standIn = await h.person({ role: 'SUPERVISOR' });
  me = await h.person({ supervisorId: boss.id });
  hrPerson = await h.person({ role: 'HR' });
  [bossT, standInT, meT, hrT] = await Promise.all([boss, standIn, me, hrPerson].map((p) => h.login(p))) as [string, string, string, string];
  const [t] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
  sick = t!.id;
});
afterAll(async () => { await h?.close(); });

describe('leave follows its company\'s chain', () => {
  it('supervisor, then HR past one day: the long request waits for HR after the supervisor, the short one ends with the supervisor', async () => {
    const saved = await h.post('/api/1.1/save/approval/chain', { companyId: h.company.id, requestType: 'leave',
      steps: [{ kind: 'supervisor' }, { kind: 'hr', when: { measure: 'days', op: 'gt', value: 1 } }] }, hrT);
    expect(saved.statusCode, saved.body).toBe(200);
    // The routing check shows it with the names.
    const routed = (await h.post('/api/1.1/test/approval/chain', { employeeId: me.id, requestType: 'leave', days: 2 }, hrT)).json().data;
    expect(routed).toMatchObject({ source: 'company', steps: [{ kind: 'supervisor', approvers: [{ id: boss.id }] }, { kind: 'hr', approvers: [{ id: hrPerson.id }] }] });

    const short = await file('2026-11-24');
    const long = await file('2026-11-30', '2026-12-01');
    expect((await stepsOf(short)).map((s) => s.kind)).toEqual(['supervisor']);
    expect(await stepsOf(long)).toEqual([
      expect.objectContaining({ kind: 'supervisor', status: 'open', approverIds: [boss.id] }),
      expect.objectContaining({ kind: 'hr', status: 'waiting', approverIds: [hrPerson.id] }),
    ]);
    // HR's inbox has nothing yet: its step waits for the supervisor's.
    expect((await h.post('/api/1.1/search/approval/counts', {}, hrT)).json().data.leave).toBe(0);
    expect((await h.post('/api/1.1/search/approval/counts', {}, bossT)).json().data.leave).toBe(2);

    expect((await h.post('/api/1.0/approve/leaveForm', { id: short }, bossT)).statusCode).toBe(200);
    expect((await h.db.select().from(leaveRequests).where(eq(leaveRequests.id, short)))[0]).toMatchObject({ status: 'approved', approverId: boss.id });

    const first = await h.post('/api/1.0/approve/leaveForm', { id: long }, bossT);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ mailed: true });
    // Still pending, now at HR's step: HR is told, the requester hears nothing yet, the boss's list lets it go.
    const [row] = await h.db.select().from(leaveRequests).where(eq(leaveRequests.id, long));
    expect(row).toMatchObject({ status: 'pending', approverId: null });
    expect(await h.db.select({ kind: notifications.kind }).from(notifications).where(and(eq(notifications.recipientId, hrPerson.id), eq(notifications.objectId, long))))
      .toEqual([{ kind: 'leaveSubmitted' }]);
    expect(await pendingOf(bossT)).not.toContain(long);
    expect(await pendingOf(hrT)).toContain(long);
    // The requester may no longer edit what the supervisor approved, and sees where it stands.
    const edit = await h.post('/api/1.0/update/leaveForm', { id: long, leaveTypeId: sick, duration: 'fullDay', dateFrom: '2026-11-30', dateTo: '2026-11-30' }, meT);
    expect(code(edit)).toBe(409093);
    const mine = await view(long, meT);
    expect(mine.can).toMatchObject({ edit: false, cancel: true });
    expect(mine.steps.map((s: { kind: string; status: string }) => [s.kind, s.status])).toEqual([['supervisor', 'approved'], ['hr', 'open']]);
    expect(mine.approvers.map((p: { id: string }) => p.id)).toEqual([hrPerson.id]);
    // The boss has had their turn: told they decided an earlier step (a person decides one step), not "gone".
    expect(code(await h.post('/api/1.0/approve/leaveForm', { id: long }, bossT))).toBe(409170);

    const mailsBefore = (await h.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, me.companyEmail!), eq(mailOutbox.template, 'leaveApproved')))).length;
    expect((await h.post('/api/1.0/approve/leaveForm', { id: long }, hrT)).statusCode).toBe(200);
    expect((await h.db.select().from(leaveRequests).where(eq(leaveRequests.id, long)))[0]).toMatchObject({ status: 'approved', approverId: hrPerson.id });
    expect((await h.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, me.companyEmail!), eq(mailOutbox.template, 'leaveApproved')))).length).toBe(mailsBefore + 1);
    // Back to the default for the tests that follow.
    expect((await h.post('/api/1.1/save/approval/chain', { companyId: h.company.id, requestType: 'leave', steps: [] }, hrT)).statusCode).toBe(200);
  });

  it('a supervisor on approved leave: from its first day the waiting requests go to their stand-in, after its last they come back, and the history shows both moves (issue 34 point 10)', async () => {
    await h.db.insert(approvalDelegates).values({ employeeId: boss.id, delegateId: standIn.id });
    await h.db.insert(leaveRequests).values({ employeeId: boss.id, leaveTypeId: sick, duration: 'fullDay', dateFrom: '2026-12-14', dateTo: '2026-12-18', days: 5, status: 'approved' });
    // Filed today for a date inside the boss's leave: the boss is here today, so the boss decides it until the leave starts.
    const waiting = await file('2026-12-16');
    const other = await file('2027-02-01');
    expect(await pendingOf(bossT)).toEqual(expect.arrayContaining([waiting, other]));
    expect(await pendingOf(standInT)).toEqual([]);
    expect(await moveStandIns(h.app.deps)).toEqual({ moved: 0, returned: 0 });
    // Monday 14 December, 00:30 in Bangkok: the leave's first day. Both waiting requests move, once, and the stand-in is told.
    await at('2026-12-13T17:30:00Z');
    // Two server processes run the job at once: each step moves once.
    const second = await buildApp({ db: h.db, config: h.config, clock: h.clock, files: localFileStore(h.config.DATA_DIR) });
    await second.ready();
    const runs = await Promise.all([moveStandIns(h.app.deps), moveStandIns(second.deps)]);
    expect(runs[0].moved + runs[1].moved).toBe(2);
    expect(await moveStandIns(h.app.deps)).toEqual({ moved: 0, returned: 0 });
    await second.close();
    expect((await pendingOf(standInT)).sort()).toEqual([waiting, other].sort());
    expect(await pendingOf(bossT)).not.toContain(waiting);
    expect(await h.db.select({ kind: notifications.kind }).from(notifications).where(and(eq(notifications.recipientId, standIn.id), eq(notifications.objectId, waiting))))
      .toEqual([{ kind: 'leaveSubmitted' }]);
    // Filed while the boss is away: straight to the stand-in, and says so. The stand-in decides one.
    const during = await file('2026-12-21');
    expect(await pendingOf(standInT)).toContain(during);
    const seen = await view(other, standInT);
    expect(seen.can.decide).toBe(true);
    expect((await h.post('/api/1.0/approve/leaveForm', { id: other }, standInT)).statusCode).toBe(200);
    // Saturday 19 December: the leave is over; what still waits goes back to the boss.
    await at('2026-12-18T17:30:00Z');
    expect(await moveStandIns(h.app.deps)).toEqual({ moved: 0, returned: 2 });
    expect(await pendingOf(standInT)).toEqual([]);
    expect(await pendingOf(bossT)).toEqual(expect.arrayContaining([waiting, during]));
    const bossName = `${boss.firstNameEn} ${boss.lastNameEn}`, standInName = `${standIn.firstNameEn} ${standIn.lastNameEn}`;
    expect((await view(waiting, bossT)).steps[0].notes).toEqual([{ kind: 'delegated', from: bossName, to: standInName }, { kind: 'returned', from: standInName, to: bossName }]);
    expect((await view(during, bossT)).steps[0].notes.map((n: { kind: string }) => n.kind)).toEqual(['delegated', 'returned']);
    expect((await view(other, meT)).steps[0]).toMatchObject({ status: 'approved', decidedBy: { id: standIn.id } });
    for (const id of [waiting, during]) expect((await h.post('/api/1.1/cancel/leaveForm', { id }, meT)).statusCode).toBe(200);
    await at('2026-11-22T03:00:00Z');
    await h.db.delete(approvalDelegates);
  });

  it('the approval inbox\'s leave tab and the cancellation: the badge counts leave from the chain, a cancelled request leaves it', async () => {
    const id = await file('2027-01-26');
    const inbox = (await h.post('/api/1.1/search/approval/inbox', { requestType: 'leave' }, bossT)).json().data;
    expect(inbox.items.map((r: { id: string }) => r.id)).toContain(id);
    const badge = async () => (await h.get('/api/1.0/get/count/notification/self/bySource', bossT)).json().data.bySource['leave-approval'] as number;
    const before = await badge();
    expect((await h.post('/api/1.1/cancel/leaveForm', { id }, meT)).statusCode).toBe(200);
    expect(await badge()).toBe(before - 1);
    expect((await stepsOf(id)).map((s) => s.status)).toEqual(['cancelled']);
  });
});

describe('a person decides at most one step of a leave request (issue 34 point 9)', () => {
  it('HR who approved step 1 by their right to any step is not offered step 2, HR\'s: the other officer decides it', async () => {
    const hr2 = await h.person({ role: 'HR' });
    const hr2T = await h.login(hr2);
    expect((await h.post('/api/1.1/save/approval/chain', { companyId: h.company.id, requestType: 'leave', steps: [{ kind: 'supervisor' }, { kind: 'hr' }] }, hrT)).statusCode).toBe(200);
    const id = await file('2027-01-19');
    expect((await h.post('/api/1.0/approve/leaveForm', { id }, hrT)).statusCode).toBe(200);
    expect((await view(id, hrT)).can.decide).toBe(false);
    expect(code(await h.post('/api/1.0/approve/leaveForm', { id }, hrT))).toBe(409170);
    expect(await pendingOf(hrT)).not.toContain(id);
    expect((await view(id, hr2T)).can.decide).toBe(true);
    expect((await h.post('/api/1.0/approve/leaveForm', { id }, hr2T)).statusCode).toBe(200);
    expect((await h.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0]).toMatchObject({ status: 'approved', approverId: hr2.id });
    await h.db.update(employees).set({ active: false }).where(eq(employees.id, hr2.id));
    expect((await h.post('/api/1.1/save/approval/chain', { companyId: h.company.id, requestType: 'leave', steps: [] }, hrT)).statusCode).toBe(200);
  });
});

describe('requests filed before leave was on the module (migration 0030)', () => {
  it('each gets the step it had: pending open for the supervisor, decided as decided, cancelled after approval as approved', async () => {
    const base = { employeeId: me.id, leaveTypeId: sick, duration: 'fullDay' as const, days: 1 };
    const rows = await h.db.insert(leaveRequests).values([
      { ...base, dateFrom: '2027-01-05', dateTo: '2027-01-05', status: 'pending' },
      { ...base, dateFrom: '2027-01-06', dateTo: '2027-01-06', status: 'approved', approverId: boss.id, decidedAt: new Date('2026-11-20T03:00:00Z') },
      { ...base, dateFrom: '2027-01-07', dateTo: '2027-01-07', status: 'rejected', approverId: boss.id, decidedAt: new Date('2026-11-20T03:00:00Z'), decisionRemark: 'Busy' },
      { ...base, dateFrom: '2027-01-08', dateTo: '2027-01-08', status: 'cancelled', approverId: boss.id, decidedAt: new Date('2026-11-20T03:00:00Z') },
      { ...base, dateFrom: '2027-01-11', dateTo: '2027-01-11', status: 'cancelled' },
    ]).returning({ id: leaveRequests.id });
    // The migration's backfill, run again over these rows (the statements after its indexes).
    const migration = readFileSync(new URL('../../../../../packages/db/migrations/0030_leave_on_approval.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO "approval_steps"'))!;
    await h.db.execute(backfill);
    const steps = await h.db.select().from(approvalSteps).where(inArray(approvalSteps.requestId, rows.map((r) => r.id)));
    const of = (i: number) => steps.find((s) => s.requestId === rows[i]!.id);
    expect(of(0)).toMatchObject({ status: 'open', kind: 'supervisorOrAssistant', approverIds: [boss.id], requesterId: me.id });
    expect(of(1)).toMatchObject({ status: 'approved', decidedBy: boss.id });
    expect(of(2)).toMatchObject({ status: 'rejected', remark: 'Busy' });
    expect(of(3)).toMatchObject({ status: 'approved' });
    expect(of(4)).toMatchObject({ status: 'cancelled' });
    // Nothing is written twice when it runs again, and the supervisor decides the old pending one.
    await h.db.execute(backfill);
    expect(await h.db.select().from(approvalSteps).where(inArray(approvalSteps.requestId, rows.map((r) => r.id)))).toHaveLength(5);
    expect(await pendingOf(bossT)).toContain(rows[0]!.id);
    expect((await h.post('/api/1.0/approve/leaveForm', { id: rows[0]!.id }, bossT)).statusCode).toBe(200);
  });
});
