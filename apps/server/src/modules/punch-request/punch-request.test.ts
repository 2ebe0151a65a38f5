import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { attendancePunches, employees, notifications, sessions, workingTimes } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Punch correction requests (issue 17 point 4). Today is Sunday 22 November 2026 (10:00 in
 * Bangkok); everyone works D08 and records time; boss leads me.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, me: Person, stranger: Person, idle: Person;
let bossT: string, meT: string, strangerT: string, idleT: string;
const code = (res: { body: string }) => (JSON.parse(res.body) as { msg: { code: number } }).msg.code;
const ask = (token: string, body: Record<string, unknown>) => h.post('/api/1.0/save/punchRequest', { date: '2026-11-20', time: '08:02', kind: 'in', reason: 'Phone battery was flat', ...body }, token);

beforeAll(async () => {
  h = await createHarness();
  boss = await h.person({ role: 'SUPERVISOR' });
  me = await h.person({ supervisorId: boss.id });
  stranger = await h.person({ role: 'SUPERVISOR' });
  idle = await h.person({ supervisorId: boss.id });
  [bossT, meT, strangerT, idleT] = await Promise.all([boss, me, stranger, idle].map((p) => h.login(p))) as [string, string, string, string];
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01' });
  await h.db.update(employees).set({ recordTime: false }).where(eq(employees.id, idle.id));
  h.clock.current = new Date('2026-11-22T03:00:00Z');
});
afterAll(async () => { await h?.close(); });

describe('punch correction requests', () => {
  it('refuses a moment still to come, a person who does not record time, a missing reason; each named', async () => {
    expect((await ask(meT, { date: '2026-11-23' })).json().data.errors).toEqual([expect.objectContaining({ field: 'time', text: 'Time must not be later than now' })]);
    expect(code(await ask(idleT, {}))).toBe(403040);
    expect((await ask(meT, { reason: '' })).json().data.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect((await ask(meT, { kind: 'lunch' })).json().data.errors).toEqual([expect.objectContaining({ field: 'kind' })]);
  });

  it('approved, the punch is a correction row with the approver and the reason, and the day reads it', async () => {
    const res = await ask(meT, {});
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as string;
    // Edited before any decision: the check-out too was forgotten, and the time was 08:05.
    expect((await ask(meT, { id, time: '08:05' })).statusCode).toBe(200);
    expect(code(await h.post('/api/1.0/get/punchRequest', { id }, strangerT))).toBe(301007);
    expect((await h.post('/api/1.0/get/punchRequest', { id }, bossT)).json().data).toMatchObject({ time: '08:05', canDecide: true, status: 'pending' });
    const told = await h.db.select().from(notifications).where(and(eq(notifications.objectId, id), eq(notifications.kind, 'punchRequestSubmitted')));
    // Filed and edited: the approver hears of both.
    expect(told.map((n) => n.recipientId)).toEqual([boss.id, boss.id]);
    const decided = await h.post('/api/1.1/approveAndReject/approval', { requestType: 'punchCorrection', ids: [id], action: 'approve' }, bossT);
    expect(decided.json().data[0], decided.body).toMatchObject({ ok: true });
    const view = (await h.post('/api/1.0/get/punchRequest', { id }, meT)).json().data;
    expect(view).toMatchObject({ status: 'approved', canEdit: false, canCancel: false });
    const [punch] = await h.db.select().from(attendancePunches).where(eq(attendancePunches.id, view.punchId));
    expect(punch).toMatchObject({ employeeId: me.id, kind: 'in', source: 'correction', createdBy: boss.id, reason: 'Phone battery was flat', localDate: '2026-11-20' });
    expect(punch!.at.toISOString()).toBe('2026-11-20T01:05:00.000Z');
    const day = ((await h.post('/api/1.0/search/meTimeStamp', { month: '2026-11' }, meT)).json().data.days as Array<{ date: string; punches: Array<{ source: string }> }>).find((d) => d.date === '2026-11-20')!;
    expect(day.punches.map((p) => p.source)).toEqual(['correction']);
    expect((await h.auditActions(boss.id))).toEqual(expect.arrayContaining(['punchCorrection.approve', 'attendance.correction']));
  });

  it('the employee cancels a pending request; a rejected one stays rejected with its remark', async () => {
    const first = (await ask(meT, { date: '2026-11-19', time: '17:10', kind: 'out' })).json().data.id as string;
    expect((await h.post('/api/1.0/cancel/punchRequest', { id: first }, meT)).statusCode).toBe(200);
    expect(code(await h.post('/api/1.0/cancel/punchRequest', { id: first }, meT))).toBe(409090);
    const second = (await ask(meT, { date: '2026-11-18', time: '17:10', kind: 'out' })).json().data.id as string;
    expect((await h.post('/api/1.1/approveAndReject/approval', { requestType: 'punchCorrection', ids: [second], action: 'reject', remark: 'You left at 16:30' }, bossT)).json().data[0]).toMatchObject({ ok: true });
    expect((await h.post('/api/1.0/search/punchRequest/self', {}, meT)).json().data.items.map((r: { id: string; status: string }) => [r.id, r.status]))
      .toEqual(expect.arrayContaining([[first, 'cancelled'], [second, 'rejected']]));
    expect(await h.db.select().from(attendancePunches).where(and(eq(attendancePunches.employeeId, me.id), eq(attendancePunches.localDate, '2026-11-18')))).toEqual([]);
  });
});
