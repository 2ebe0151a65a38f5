import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, employees, leaveRequestRecounts, leaveRequests, leaveRequestYears, leaveTypes } from '@hr/db';
import type { LeaveView } from '@hr/domain';
import { createHarness, type Harness } from '../../test/harness';

// Issue 14 point 4a: a holiday added, moved, switched off or deleted on the holiday master after
// leave was filed recounts the pending and approved requests it touches, and says so in their
// history. Today is Sunday 22 November 2026 in Bangkok.
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, ann: Person, ben: Person, cat: Person, hr: Person;
const tokens: Record<string, string> = {};
const type: Record<string, string> = {};
const form = (code: string, dateFrom: string, dateTo: string, duration = 'fullDay') => ({ leaveTypeId: type[code]!, duration, dateFrom, dateTo, fileIds: [] });

async function file(who: string, code: string, dateFrom: string, dateTo: string, duration = 'fullDay'): Promise<string> {
  const res = await h.post('/api/1.0/insert/leaveForm', form(code, dateFrom, dateTo, duration), tokens[who]!);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}
const view = async (id: string, lang = 'en') => {
  const res = await h.post('/api/1.1/view/leaveForm', { id }, tokens.hr!, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as LeaveView;
};
const yearRows = (id: string) => h.db.select({ year: leaveRequestYears.year, days: leaveRequestYears.days }).from(leaveRequestYears).where(eq(leaveRequestYears.requestId, id));
const recountRows = (id: string) => h.db.select().from(leaveRequestRecounts).where(eq(leaveRequestRecounts.requestId, id));
const vacation = async (who: string) => {
  const res = await h.post('/api/1.1/get/sumLeaveSelfView', { year: 2026 }, tokens[who]!);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.types as Array<{ code: string; used: number; pending: number; remaining: number }>).find((x) => x.code === 'VACATION')!;
};

/** The holiday master's own calls, as HR makes them on its page. */
const holiday = {
  async add(date: string, nameEn: string, nameTh: string): Promise<string> {
    const res = await h.post('/api/1.0/insert/master/holiday', { date, nameEn, nameTh }, tokens.hr!);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  },
  async change(id: string, values: object) {
    const res = await h.post('/api/1.0/update/master/holiday', { id, ...values }, tokens.hr!);
    expect(res.statusCode, res.body).toBe(200);
  },
  async status(id: string, active: boolean) {
    const res = await h.post('/api/1.0/update/master/holiday/status', { id, active }, tokens.hr!);
    expect(res.statusCode, res.body).toBe(200);
  },
  async remove(id: string) {
    const res = await h.post('/api/1.0/delete/master/holiday', { id }, tokens.hr!);
    expect(res.statusCode, res.body).toBe(200);
  },
};

beforeAll(async () => {
  h = await createHarness();
  boss = await h.person({ role: 'SUPERVISOR' });
  ann = await h.person({ supervisorId: boss.id });
  ben = await h.person({ supervisorId: boss.id });
  cat = await h.person({ supervisorId: boss.id });
  hr = await h.person({ role: 'HR', supervisorId: boss.id });
  for (const [k, p] of Object.entries({ boss, ann, ben, cat, hr })) {
    tokens[k] = await h.login(p);
    await h.db.update(employees).set({ joiningDate: '2020-01-06' }).where(eq(employees.id, p.id));
  }
  for (const row of await h.db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) type[String(row.code)] = row.id;
});
afterAll(async () => { await h?.close(); });

describe('a holiday added, moved, switched off or deleted recounts the leave around it', () => {
  let annWeek: string, benWeek: string, companyDay: string;

  it('a holiday added on the Wednesday of a Mon-Fri request charges 4 days: the request, its year, the balance\'s pending days and its history', async () => {
    // Annual vacation (7 days' notice), Monday 14 to Friday 18 December 2026: no holiday that week.
    annWeek = await file('ann', 'VACATION', '2026-12-14', '2026-12-18');
    expect((await view(annWeek)).days).toBe(5);
    expect(await vacation('ann')).toMatchObject({ pending: 5 });
    // Ben's approved request of the same week is recounted too.
    benWeek = await file('ben', 'VACATION', '2026-12-14', '2026-12-18');
    expect((await h.post('/api/1.0/approve/leaveForm', { id: benWeek }, tokens.boss!)).statusCode).toBe(200);

    companyDay = await holiday.add('2026-12-16', 'Company day', 'วันบริษัท');

    const seen = await view(annWeek);
    expect(seen).toMatchObject({ days: 4, status: 'pending', byYear: [{ year: 2026, days: 4 }] });
    expect(seen.recounts).toEqual([{ at: expect.any(String), from: 5, to: 4, change: 'added', holiday: { date: '2026-12-16', previousDate: null, name: 'Company day' } }]);
    expect((await view(annWeek, 'th')).recounts[0]!.holiday.name).toBe('วันบริษัท');
    expect(await yearRows(annWeek)).toEqual([{ year: 2026, days: 4 }]);
    expect(await vacation('ann')).toMatchObject({ pending: 4, used: 0, remaining: 2 });
    expect((await view(benWeek)).days).toBe(4);
    expect(await vacation('ben')).toMatchObject({ used: 4, pending: 0 });
    // Recorded as a system change made by HR's holiday edit.
    const audits = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'leave.recount'), eq(auditLog.targetId, annWeek)));
    expect(audits).toEqual([expect.objectContaining({ actorId: hr.id, objectId: 'employment-management.leave-management', detail: expect.objectContaining({ change: 'added', from: 5, to: 4, holidayDate: '2026-12-16' }) })]);
  });

  it('a renamed holiday counts nothing anew; a holiday moved to the Saturday gives the day back, moved onto a working day takes one', async () => {
    await holiday.change(companyDay, { date: '2026-12-16', nameEn: 'Company founding day', nameTh: 'วันก่อตั้งบริษัท' });
    expect(await recountRows(annWeek)).toHaveLength(1);

    await holiday.change(companyDay, { date: '2026-12-19', nameEn: 'Company founding day', nameTh: 'วันก่อตั้งบริษัท' });
    expect((await view(annWeek)).days).toBe(5);
    expect((await view(annWeek)).recounts.at(-1)).toMatchObject({ from: 4, to: 5, change: 'moved', holiday: { date: '2026-12-19', previousDate: '2026-12-16', name: 'Company founding day' } });

    await holiday.change(companyDay, { date: '2026-12-17', nameEn: 'Company founding day', nameTh: 'วันก่อตั้งบริษัท' });
    expect((await view(annWeek)).recounts.at(-1)).toMatchObject({ from: 5, to: 4, change: 'moved', holiday: { date: '2026-12-17', previousDate: '2026-12-19' } });
    expect(await yearRows(annWeek)).toEqual([{ year: 2026, days: 4 }]);
  });

  it('a holiday switched off or deleted puts the day back, even past the balance of an approved request (recorded, not refused)', async () => {
    // Ben's 6 vacation days: 4 approved this week, and 2 more approved (Mon 21 - Tue 22 December): none left.
    const benMore = await file('ben', 'VACATION', '2026-12-21', '2026-12-22');
    expect((await h.post('/api/1.0/approve/leaveForm', { id: benMore }, tokens.boss!)).statusCode).toBe(200);
    expect(await vacation('ben')).toMatchObject({ used: 6, remaining: 0 });

    await holiday.status(companyDay, false);
    expect((await view(annWeek)).days).toBe(5);
    expect((await view(annWeek)).recounts.at(-1)).toMatchObject({ from: 4, to: 5, change: 'removed', holiday: { date: '2026-12-17' } });
    expect(await vacation('ann')).toMatchObject({ pending: 5 });
    expect((await view(benWeek)).days).toBe(5);
    expect(await vacation('ben')).toMatchObject({ used: 7, remaining: -1 });

    // Switched on again, then deleted: taken off, then given back once more.
    await holiday.status(companyDay, true);
    expect((await view(annWeek)).days).toBe(4);
    await holiday.remove(companyDay);
    const seen = await view(annWeek);
    expect(seen).toMatchObject({ days: 5, byYear: [{ year: 2026, days: 5 }] });
    expect(seen.recounts.map((r) => [r.change, r.from, r.to])).toEqual([['added', 5, 4], ['moved', 4, 5], ['moved', 5, 4], ['removed', 4, 5], ['added', 5, 4], ['removed', 4, 5]]);
    // Deleting the row of a holiday already switched off changes nothing.
    const idle = await holiday.add('2026-12-18', 'Idle day', 'วันว่าง');
    await holiday.status(idle, false);
    await holiday.remove(idle);
    expect(await recountRows(annWeek)).toHaveLength(8);
  });
});

describe('what a holiday leaves alone', () => {
  it('rejected and cancelled requests keep their count and get no history line', async () => {
    // Leave without pay (7 days' notice), Monday 18 to Friday 22 January 2027.
    const rejected = await file('ann', 'UNPAID', '2027-01-18', '2027-01-22');
    expect((await h.post('/api/1.0/reject/leaveForm', { id: rejected, remark: 'Busy month' }, tokens.boss!)).statusCode).toBe(200);
    const cancelled = await file('cat', 'UNPAID', '2027-01-18', '2027-01-22');
    expect((await h.post('/api/1.1/cancel/leaveForm', { id: cancelled }, tokens.cat!)).statusCode).toBe(200);
    const pending = await file('ben', 'UNPAID', '2027-01-18', '2027-01-22');

    await holiday.add('2027-01-20', 'Company retreat', 'วันสัมมนาบริษัท');

    for (const id of [rejected, cancelled]) {
      expect(await view(id)).toMatchObject({ days: 5, byYear: [{ year: 2027, days: 5 }], recounts: [] });
    }
    expect((await view(pending)).days).toBe(4);
  });

  it('maternity leave counts calendar days, holidays included: unchanged, while a working-day request over the same holiday is recounted', async () => {
    // 1-31 March 2027, 31 calendar days, stored as the filing stores it.
    const [row] = await h.db.insert(leaveRequests).values({
      employeeId: cat.id, leaveTypeId: type.MATERNITY!, duration: 'fullDay', dateFrom: '2027-03-01', dateTo: '2027-03-31', days: 31, createdBy: cat.id, updatedBy: cat.id,
    }).returning({ id: leaveRequests.id });
    const maternity = row!.id;
    await h.db.insert(leaveRequestYears).values({ requestId: maternity, year: 2027, days: 31 });
    const unpaid = await file('ann', 'UNPAID', '2027-03-08', '2027-03-12');

    await holiday.add('2027-03-10', 'Company anniversary', 'วันครบรอบบริษัท');

    expect(await view(maternity)).toMatchObject({ days: 31, byYear: [{ year: 2027, days: 31 }], recounts: [] });
    expect((await view(unpaid)).days).toBe(4);
  });

  it('a request left with no working day is withdrawn with the reason, its history saying 0 days', async () => {
    // Tuesday 26 January 2027, one day; and the morning of Wednesday 27th.
    const oneDay = await file('cat', 'UNPAID', '2027-01-26', '2027-01-26');
    const morning = await file('cat', 'UNPAID', '2027-01-27', '2027-01-27', 'morning');
    await holiday.add('2027-01-26', 'Regional holiday', 'วันหยุดภูมิภาค');
    await holiday.add('2027-01-27', 'Regional holiday (2)', 'วันหยุดภูมิภาค (2)');

    const seen = await view(oneDay);
    expect(seen).toMatchObject({ status: 'cancelled', days: 1, cancelledBy: { id: hr.id }, cancelReason: expect.stringContaining('holiday 26 January 2027, Regional holiday') });
    expect(seen.recounts).toEqual([expect.objectContaining({ from: 1, to: 0, change: 'added' })]);
    expect(await view(morning)).toMatchObject({ status: 'cancelled', days: 0.5, recounts: [expect.objectContaining({ from: 0.5, to: 0 })] });
    expect((await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'leave.withdraw'), eq(auditLog.targetId, oneDay))))).toHaveLength(1);
  });
});
