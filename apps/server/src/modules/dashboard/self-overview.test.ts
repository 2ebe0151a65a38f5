import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, leaveTypes, workingTimes } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

/*
 * The self dashboard's overview (issue 18 point 1). Today is Sunday 22 November 2026 in Bangkok;
 * everyone works the day shift D08 Monday to Friday and joined in 2020. The line: boss → me.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, me: Person, clerk: Person;
let bossT: string, meT: string, clerkT: string;
let sick: string;

const overview = async (token: string, lang = 'en') => {
  const res = await h.get('/api/1.0/get/dashboard/self/overview', token, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  h = await createHarness();
  boss = await h.person({ role: 'SUPERVISOR' });
  me = await h.person({ supervisorId: boss.id });
  clerk = await h.person({ supervisorId: boss.id });
  [bossT, meT, clerkT] = await Promise.all([boss, me, clerk].map((p) => h.login(p))) as [string, string, string];
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01', gender: 'male' });
  // The clerk does not record time: no attendance figures for them.
  await h.db.update(employees).set({ recordTime: false }).where(eq(employees.id, clerk.id));
  const [t] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
  sick = t!.id;
});
afterAll(async () => { await h?.close(); });

describe('the self dashboard overview', () => {
  it('my requests in progress across types with the step they wait at, the latest first; the approver sees what waits for them', async () => {
    const empty = await overview(meT);
    expect(empty.requests).toEqual({ items: [], total: 0 });
    expect(empty.waiting).toBeNull();
    const leave = await h.post('/api/1.0/insert/leaveForm', { leaveTypeId: sick, duration: 'fullDay', dateFrom: '2026-11-24', dateTo: '2026-11-24' }, meT);
    expect(leave.statusCode, leave.body).toBe(200);
    const ot = await h.post('/api/1.0/save/empOverTime', { date: '2026-11-25', startTime: '17:00', endTime: '19:00', reason: 'Stock count' }, meT);
    expect(ot.statusCode, ot.body).toBe(200);

    const mine = await overview(meT);
    expect(mine.requests.total).toBe(2);
    expect(mine.requests.items).toEqual([
      expect.objectContaining({ requestType: 'overtime', id: ot.json().data.id, dateFrom: '2026-11-25', step: { no: 1, of: 1, kind: 'supervisorOrAssistant' },
        detail: { type: 'overtime', startTime: '17:00', endTime: '19:00', minutes: 120 } }),
      expect.objectContaining({ requestType: 'leave', id: leave.json().data.id, dateFrom: '2026-11-24', dateTo: '2026-11-24',
        detail: { type: 'leave', leaveType: 'Sick leave', days: 1, duration: 'fullDay' } }),
    ]);
    // Names in the reader's language.
    expect((await overview(meT, 'th')).requests.items[1].detail.leaveType).toBe('ลาป่วย');
    const lead = await overview(bossT);
    expect(lead.waiting).toMatchObject({ leave: 1, overtime: 1, onSite: 0, punchCorrection: 0 });
    // Decided, it leaves the list.
    expect((await h.post('/api/1.0/approve/leaveForm', { id: leave.json().data.id }, bossT)).statusCode).toBe(200);
    expect((await overview(meT)).requests.items.map((r: { requestType: string }) => r.requestType)).toEqual(['overtime']);
    expect((await overview(bossT)).waiting.leave).toBe(0);
  });

  it('the balances that apply to me (a man sees no maternity leave, an unused unpaid type is left out), with the pending days', async () => {
    const { balances } = await overview(meT);
    const codes = balances.map((b: { code: string }) => b.code);
    expect(codes).toContain('SICK');
    expect(codes).not.toContain('MATERNITY');
    expect(balances.every((b: { unpaid: boolean; used: number; pending: number }) => !b.unpaid || b.used + b.pending > 0)).toBe(true);
    const own = (await h.post('/api/1.1/get/sumLeaveSelfView', {}, meT)).json().data.types.find((x: { code: string }) => x.code === 'SICK');
    expect(balances.find((b: { code: string }) => b.code === 'SICK')).toMatchObject({ used: own.used, pending: own.pending, remaining: own.remaining, entitlement: own.entitlement + own.adjusted });
  });

  it('this month by status as the attendance page counts it; no attendance for staff who do not record time', async () => {
    const o = await overview(meT);
    const month = (await h.post('/api/1.0/search/meTimeStamp', { month: '2026-11' }, meT)).json().data;
    expect(o.today).toBe('2026-11-22');
    expect(o.attendance).toEqual({ month: '2026-11', byStatus: month.totals.byStatus, lateCount: month.totals.lateCount, lateMinutes: month.totals.lateMinutes });
    expect(o.attendance.byStatus.absent).toBeGreaterThan(0);
    expect((await overview(clerkT)).attendance).toBeNull();
  });
});
