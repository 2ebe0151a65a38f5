import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, holidays, leaveRequests, leaveRequestYears, leaveTypes, pgConstraint, type LeaveStatus } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let joiner: Person, other: Person;
let token: string, otherToken: string, hr: string;
const type: Record<string, string> = {};
type Balance = { code: string; name: string; entitlement: number; basis: string; months: number; countsFrom: string; adjusted: number; used: number; pending: number; remaining: number; adjustments: Array<{ days: number; note: string }> };
const balances = async (who: string, body?: object, version = '1.1', lang = 'en') => {
  const res = await h.post(`/api/${version}/get/sumLeaveSelfView`, body, who, { lang });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { year: number; asOf: string; types: Balance[] };
  return { ...data, byCode: Object.fromEntries(data.types.map((t) => [t.code, t])) as Record<string, Balance> };
};

/** Stores a request as the submit call of a later slice will: the row and its days per year. */
async function request(employeeId: string, code: string, status: LeaveStatus, dateFrom: string, dateTo: string, byYear: Array<[number, number]>) {
  const days = byYear.reduce((s, [, d]) => s + d, 0);
  const [row] = await h.db.insert(leaveRequests).values({
    employeeId, leaveTypeId: type[code]!, duration: 'fullDay', dateFrom, dateTo, days, status,
    decisionRemark: status === 'rejected' ? 'Busy month' : null,
  }).returning({ id: leaveRequests.id });
  await h.db.insert(leaveRequestYears).values(byYear.map(([year, d]) => ({ requestId: row!.id, year, days: d })));
}

beforeAll(async () => {
  h = await createHarness();
  joiner = await h.person();
  other = await h.person();
  const hrPerson = await h.person({ role: 'HR' });
  [token, otherToken, hr] = await Promise.all([joiner, other, hrPerson].map((p) => h.login(p))) as [string, string, string];
  await h.db.update(employees).set({ joiningDate: '2026-03-15' }).where(eq(employees.id, joiner.id));
  await h.db.update(employees).set({ joiningDate: '2020-01-06' }).where(eq(employees.id, other.id));
  for (const t of await h.db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) type[String(t.code)] = t.id;
});
afterAll(async () => { await h?.close(); });

describe('POST /api/1.x/get/sumLeaveSelfView', () => {
  it('a mid-year joiner has the statutory sick and personal leave in full (issue 14); one-year types nothing yet', async () => {
    // Joined 15 March 2026. Today is 22 Nov 2026 in Bangkok.
    const { year, asOf, byCode } = await balances(token);
    expect([year, asOf]).toEqual([2026, '2026-11-22']);
    expect(byCode.SICK).toMatchObject({ entitlement: 30, basis: 'fullYear', months: 12, countsFrom: '2026-03-15', adjusted: 0, used: 0, pending: 0, remaining: 30, beyond: 0, unpaidBeyond: true, proRated: false });
    // The type's filing rules come along for the form to state.
    expect(byCode.SICK).toMatchObject({ advanceNoticeDays: 0, backDateDays: 7, requiresAttachment: false, attachmentFromDays: 3 });
    expect(byCode.PERSONAL).toMatchObject({ entitlement: 3, basis: 'fullYear', remaining: 3 });
    expect(byCode.VACATION).toMatchObject({ entitlement: 0, basis: 'awaitingOneYear', countsFrom: '2027-03-15', remaining: 0 });
    // Someone employed for years gets the full days.
    expect((await balances(otherToken)).byCode.SICK).toMatchObject({ entitlement: 30, basis: 'fullYear', months: 12, remaining: 30 });
  });

  it('adds HR\'s adjustments and takes off approved (used) and pending days; rejected and cancelled ones count nothing', async () => {
    expect((await h.post('/api/1.0/save/leave/adjustment', { employeeId: joiner.id, leaveTypeId: type.SICK, year: 2026, days: 2, note: 'Carried over from the previous employer' }, hr)).statusCode).toBe(200);
    expect((await h.post('/api/1.0/save/leave/adjustment', { employeeId: joiner.id, leaveTypeId: type.SICK, year: 2026, days: -0.5, note: 'Correction' }, hr)).statusCode).toBe(200);
    await request(joiner.id, 'SICK', 'approved', '2026-06-08', '2026-06-10', [[2026, 3]]);
    await request(joiner.id, 'SICK', 'pending', '2026-12-08', '2026-12-09', [[2026, 2]]);
    await request(joiner.id, 'SICK', 'rejected', '2026-07-06', '2026-07-06', [[2026, 1]]);
    await request(joiner.id, 'SICK', 'cancelled', '2026-07-07', '2026-07-07', [[2026, 1]]);
    // A request over New Year draws one day on each year.
    await request(joiner.id, 'SICK', 'approved', '2026-12-30', '2027-01-04', [[2026, 1], [2027, 1]]);
    // Someone else's leave never shows in the joiner's balance.
    await request(other.id, 'SICK', 'approved', '2026-06-08', '2026-06-12', [[2026, 5]]);

    const sick = (await balances(token)).byCode.SICK!;
    expect(sick).toMatchObject({ entitlement: 30, adjusted: 1.5, used: 4, pending: 2, remaining: 25.5 });
    expect(sick.adjustments.map((a) => [a.days, a.note])).toEqual([[2, 'Carried over from the previous employer'], [-0.5, 'Correction']]);
    expect((await balances(otherToken)).byCode.SICK).toMatchObject({ adjusted: 0, used: 5, remaining: 25, adjustments: [] });

    // 2027: the full year, with the day of the New Year request already used; the 2026 adjustments stay in 2026.
    const next = (await balances(token, { year: 2027 })).byCode.SICK!;
    expect(next).toMatchObject({ entitlement: 30, basis: 'fullYear', adjusted: 0, used: 1, pending: 0, remaining: 29 });
  });

  it('the one-year rule: nothing before the anniversary\'s year, pro-rated from it in that year, the full days after, whatever today is', async () => {
    const p = await h.person();
    await h.db.update(employees).set({ joiningDate: '2025-12-01' }).where(eq(employees.id, p.id));
    const t = await h.login(p);
    expect((await balances(t, { year: 2025 })).byCode.VACATION).toMatchObject({ entitlement: 0, basis: 'awaitingOneYear', countsFrom: '2026-12-01' });
    // The anniversary's year: December only, known before the day (the days are usable from it).
    expect((await balances(t)).byCode.VACATION).toMatchObject({ entitlement: 0.5, basis: 'proRated', months: 1, countsFrom: '2026-12-01', remaining: 0.5 });
    // Issue 14: anniversary 24 December 2026; in November 2026, 2027 is already a full year.
    await h.db.update(employees).set({ joiningDate: '2025-12-24' }).where(eq(employees.id, p.id));
    expect((await balances(t, { year: 2027 })).byCode.VACATION).toMatchObject({ entitlement: 6, basis: 'fullYear', countsFrom: '2026-12-24' });
    expect((await balances(t)).byCode.VACATION).toMatchObject({ entitlement: 0, basis: 'proRated', months: 0 });
  });

  it('a first year that starts on the first working day of January, after New Year, keeps the month (issue 14)', async () => {
    const p = await h.person();
    // Joined Friday 2 January 2026: the first anniversary is Saturday 2 January 2027, after the New
    // Year holiday of Friday 1 January 2027: no working day of January comes before it.
    await h.db.update(employees).set({ joiningDate: '2026-01-02' }).where(eq(employees.id, p.id));
    const t = await h.login(p);
    expect((await balances(t, { year: 2027 })).byCode.VACATION).toMatchObject({ countsFrom: '2027-01-02', entitlement: 6, basis: 'fullYear', months: 12 });
    // Without the holiday, 1 January 2027 is a working Friday: February to December, 6 × 11 / 12 = 5.5.
    await h.db.update(holidays).set({ active: false }).where(eq(holidays.date, '2027-01-01'));
    try {
      expect((await balances(t, { year: 2027 })).byCode.VACATION).toMatchObject({ entitlement: 5.5, basis: 'proRated', months: 11 });
    } finally {
      await h.db.update(holidays).set({ active: true }).where(eq(holidays.date, '2027-01-01'));
    }
  });

  it('the year defaults to this year in Bangkok; both versions answer the same; Thai names for a Thai reader', async () => {
    h.clock.current = new Date('2026-12-31T17:30:00Z'); // already 1 January 2027 in Bangkok
    try {
      const later = await h.login(joiner);
      const v10 = await balances(later, undefined, '1.0');
      expect([v10.year, v10.asOf]).toEqual([2027, '2027-01-01']);
      const v11 = await balances(later, {}, '1.1');
      expect(v11.types).toEqual(v10.types);
    } finally {
      h.clock.current = new Date('2026-11-22T03:00:00Z');
    }
    expect((await balances(token, {}, '1.1', 'th')).byCode.SICK!.name).toBe('ลาป่วย');
    expect((await balances(token)).byCode.SICK!.name).toBe('Sick leave');
    const bad = await h.post('/api/1.1/get/sumLeaveSelfView', { year: 2026.5 }, token);
    expect(bad.json().data.errors).toEqual([{ field: 'year', code: 'wholeNumber', text: 'Year must be a whole number' }]);
  });

  it('the database itself refuses a request ending before it starts, a day count off the half-day grid, or a rejection without a remark', async () => {
    const row = { employeeId: joiner.id, leaveTypeId: type.SICK!, duration: 'fullDay' as const, dateFrom: '2026-06-08', dateTo: '2026-06-08', days: 1 };
    const violated = async (values: Partial<typeof leaveRequests.$inferInsert>) => {
      try {
        await h.db.insert(leaveRequests).values({ ...row, ...values });
      } catch (err) {
        return pgConstraint(err);
      }
      return null;
    };
    expect(await violated({ dateTo: '2026-06-07' })).toBe('leave_requests_dates_ck');
    expect(await violated({ days: 0.3 })).toBe('leave_requests_days_ck');
    expect(await violated({ days: 0 })).toBe('leave_requests_days_ck');
    expect(await violated({ duration: 'morning' })).toBe('leave_requests_half_day_ck');
    expect(await violated({ status: 'rejected' })).toBe('leave_requests_reject_remark_ck');
  });

  it('an employee cannot read another\'s balance: the call takes no employee, and needs a login', async () => {
    const res = await h.post('/api/1.1/get/sumLeaveSelfView', { employeeId: other.id }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual(['employeeId:unknownField']);
    expect((await h.post('/api/1.0/get/sumLeaveSelfView', {})).statusCode).toBe(401);
  });
});
