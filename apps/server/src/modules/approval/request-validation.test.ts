import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendancePunches, employees, leaveRequests, leaveTypes, onsiteRequestMembers, onsiteRequests, overtimeRequests, sessions, workingTimes } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

/*
 * The filing checks of issue 34 point 7, one rule for every request type. Today is Sunday
 * 22 November 2026 (10:00 in Bangkok); everyone works D08 Monday to Friday and records time;
 * boss leads me and the newcomer, who joined on Wednesday 18 November.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, me: Person, newcomer: Person;
let bossT: string, meT: string, newT: string;
type Answer = { statusCode: number; body: string; json: () => { data: { id?: string; errors?: Array<{ field: string; code: string; text: string }> } } };
const errorsOf = (res: Answer) => res.json().data?.errors ?? [];
const overtime = (token: string, body: object) => h.post('/api/1.0/save/empOverTime', { date: '2026-11-19', startTime: '17:30', endTime: '19:30', reason: 'Month-end close', ...body }, token);
const punch = (token: string, body: object) => h.post('/api/1.0/save/punchRequest', { date: '2026-11-19', time: '08:02', kind: 'in', reason: 'Forgot my card', ...body }, token);
const onSite = (token: string, body: object) => h.post('/api/1.0/save/onSiteWork', {
  dateFrom: '2026-11-24', dateTo: '2026-11-24', duration: 'fullDay', workType: 'workFromHome', subType: 'other', description: 'Report writing', ...body }, token);

beforeAll(async () => {
  h = await createHarness();
  boss = await h.person({ role: 'SUPERVISOR' });
  me = await h.person({ supervisorId: boss.id });
  newcomer = await h.person({ supervisorId: boss.id });
  [bossT, meT, newT] = await Promise.all([boss, me, newcomer].map((p) => h.login(p))) as [string, string, string];
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01' });
  await h.db.update(employees).set({ joiningDate: '2026-11-18' }).where(eq(employees.id, newcomer.id));
  h.clock.current = new Date('2026-11-22T03:00:00Z');
});
afterAll(async () => { await h?.close(); });

describe('filing checks every request type shares (issue 34 point 7)', () => {
  it('overtime, a punch correction and work from home before the joining date are refused by one rule, naming the date', async () => {
    const text = 'Date is before the joining date (18 November 2026)';
    expect(errorsOf(await overtime(newT, { date: '2026-11-17' }))).toEqual([{ field: 'date', code: 'beforeJoining', text }]);
    expect(errorsOf(await punch(newT, { date: '2026-11-17' }))).toEqual([{ field: 'date', code: 'beforeJoining', text }]);
    expect(errorsOf(await onSite(bossT, { dateFrom: '2026-11-17', dateTo: '2026-11-18', memberIds: [newcomer.id] })))
      .toEqual([expect.objectContaining({ field: 'dateFrom', code: 'beforeJoining' })]);
    expect(await h.db.select().from(overtimeRequests).where(eq(overtimeRequests.employeeId, newcomer.id))).toHaveLength(0);
    expect((await overtime(newT, { date: '2026-11-18' })).statusCode).toBe(200);
  });

  it('work from home over a member\'s approved on-site days is refused, naming them and the date; on-site work on other days is not', async () => {
    const [r] = await h.db.insert(onsiteRequests).values({ requesterId: boss.id, dateFrom: '2026-11-25', dateTo: '2026-11-26', duration: 'fullDay', workType: 'onSite', subType: 'meeting',
      description: 'Customer audit', status: 'approved' }).returning({ id: onsiteRequests.id });
    await h.db.insert(onsiteRequestMembers).values({ requestId: r!.id, employeeId: me.id });
    const refused = await onSite(meT, { dateFrom: '2026-11-24', dateTo: '2026-11-26', memberIds: [me.id] });
    expect(errorsOf(refused)).toEqual([expect.objectContaining({ field: 'dateFrom', code: 'workFromHomeOverOnSite', text: expect.stringContaining('has approved on-site work on 25 November 2026') })]);
    expect((await onSite(meT, { memberIds: [me.id] })).statusCode).toBe(200);
  });

  it('two waiting requests of the other kind over one day: the second approval is refused, naming the member and the date', async () => {
    const home = await onSite(newT, { dateFrom: '2026-11-30', dateTo: '2026-11-30', memberIds: [newcomer.id] });
    const away = await onSite(newT, { dateFrom: '2026-11-30', dateTo: '2026-11-30', workType: 'onSite', memberIds: [newcomer.id] });
    expect(away.statusCode, away.body).toBe(200);
    const decide = (id: string) => h.post('/api/1.1/approveAndReject/approval', { requestType: 'onSite', ids: [id], action: 'approve' }, bossT);
    expect((await decide(away.json().data.id)).json().data[0]).toMatchObject({ ok: true });
    expect((await decide(home.json().data.id)).json().data[0]).toMatchObject({ ok: false, code: 409161, text: expect.stringContaining('on 30 November 2026') });
  });

  it('a punch correction that duplicates a recorded punch, or another pending request, is refused on the time', async () => {
    await h.db.insert(attendancePunches).values({ employeeId: me.id, at: new Date('2026-11-20T01:01:30Z'), kind: 'in', source: 'web', localDate: '2026-11-20', seq: 0 });
    expect(errorsOf(await punch(meT, { date: '2026-11-20', time: '08:01' }))).toEqual([{ field: 'time', code: 'punchExists', text: 'Time: this punch is already recorded' }]);
    // The check-out of that day was forgotten: asked once, then asked again by mistake.
    expect((await punch(meT, { date: '2026-11-20', time: '17:05', kind: 'out' })).statusCode).toBe(200);
    expect(errorsOf(await punch(meT, { date: '2026-11-20', time: '17:05', kind: 'out' }))).toEqual([expect.objectContaining({ field: 'time', code: 'punchRequested' })]);
  });

  it('overtime on one\'s own approved full-day leave is refused; a half day of leave leaves room for it', async () => {
    const [type] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'PERSONAL'));
    await h.db.insert(leaveRequests).values([
      { employeeId: me.id, leaveTypeId: type!.id, duration: 'fullDay', dateFrom: '2026-11-16', dateTo: '2026-11-17', days: 2, status: 'approved' },
      { employeeId: me.id, leaveTypeId: type!.id, duration: 'morning', dateFrom: '2026-11-18', dateTo: '2026-11-18', days: 0.5, status: 'approved' },
    ]);
    expect(errorsOf(await overtime(meT, { date: '2026-11-17' }))).toEqual([{ field: 'date', code: 'overtimeOnLeave', text: 'Date: you are on approved full-day leave that day' }]);
    expect((await overtime(meT, { date: '2026-11-18' })).statusCode).toBe(200);
  });

  it('overtime whose end is not after its start is refused on the end time unless it says it ends the next day', async () => {
    const late = { date: '2026-11-20', startTime: '22:00', endTime: '02:00' };
    const refused = await overtime(newT, late);
    expect(errorsOf(refused)).toEqual([expect.objectContaining({ field: 'endTime', code: 'overtimeEndsNextDay', text: expect.stringContaining('Ends the next day') })]);
    expect(errorsOf(await overtime(newT, { ...late, startTime: '18:00', endTime: '17:59' }))).toEqual([expect.objectContaining({ field: 'endTime', code: 'overtimeEndsNextDay' })]);
    expect(errorsOf(await overtime(newT, { date: '2026-11-20', endsNextDay: true }))).toEqual([expect.objectContaining({ field: 'endsNextDay', code: 'overtimeNotNextDay' })]);
    const filed = await overtime(newT, { ...late, endsNextDay: true });
    expect(filed.statusCode, filed.body).toBe(200);
    const [row] = await h.db.select({ minutes: overtimeRequests.minutes }).from(overtimeRequests).where(eq(overtimeRequests.date, '2026-11-20'));
    expect(row!.minutes).toBe(240);
  });
});
