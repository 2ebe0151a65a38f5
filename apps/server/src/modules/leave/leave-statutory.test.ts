import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, leaveRequests, leaveRequestYears, leaveTypes, type LeaveStatus } from '@hr/db';
import { createHarness, pngBytes, type Harness } from '../../test/harness';

// Issue 14 point 1: leave as the Labour Protection Act gives it. Sick and personal leave are rights
// from the first day of work; sick leave beyond its 30 paid days is unpaid sick leave, still
// accepted; maternity is 120 days per pregnancy, for women; paternity leave for men; vacation
// after a year of service, known ahead of the anniversary. Today is Sunday 22 November 2026 in Bangkok.
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, joiner: Person, sickly: Person, mother: Person, father: Person, veteran: Person, hr: Person;
const tokens: Record<string, string> = {};
const type: Record<string, string> = {};
type FieldErr = { field: string; code: string; text: string };
type Balance = { code: string; entitlement: number; basis: string; used: number; pending: number; remaining: number; beyond: number; countedPer: string; pregnancySince: string | null };
const form = (code: string, dateFrom: string, dateTo: string, extra: object = {}) => ({ leaveTypeId: type[code]!, duration: 'fullDay', dateFrom, dateTo, fileIds: [], ...extra });
const submit = (body: object, who: string, lang = 'en') => h.post('/api/1.0/insert/leaveForm', body, who, { lang });
const fieldErrors = (res: { body: string }): FieldErr[] => (JSON.parse(res.body) as { data: { errors?: FieldErr[] } | null }).data?.errors ?? [];
const balances = async (who: string, year?: number) => {
  const res = await h.post('/api/1.1/get/sumLeaveSelfView', year ? { year } : {}, who);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().data.types as Balance[]).map((t) => [t.code, t])) as Record<string, Balance>;
};
/** A maternity request comes with its certificate. */
const withCertificate = async (who: string, body: ReturnType<typeof form>) => {
  const [file] = (await h.upload('/api/1.0/user/upload/leave', who, [await pngBytes('certificate.png')])).json().data as Array<{ id: string }>;
  return { ...body, fileIds: [file!.id] };
};
/** Approved leave taken earlier in the year, stored as a filing stores it. */
async function taken(employeeId: string, code: string, status: LeaveStatus, dateFrom: string, dateTo: string, days: number) {
  const [row] = await h.db.insert(leaveRequests).values({ employeeId, leaveTypeId: type[code]!, duration: 'fullDay', dateFrom, dateTo, days, status }).returning({ id: leaveRequests.id });
  await h.db.insert(leaveRequestYears).values({ requestId: row!.id, year: Number(dateFrom.slice(0, 4)), days });
}

beforeAll(async () => {
  h = await createHarness();
  boss = await h.person({ role: 'SUPERVISOR' });
  hr = await h.person({ role: 'HR' });
  joiner = await h.person({ supervisorId: boss.id });
  sickly = await h.person({ supervisorId: boss.id });
  mother = await h.person({ supervisorId: boss.id });
  father = await h.person({ supervisorId: boss.id });
  veteran = await h.person({ supervisorId: boss.id });
  for (const [k, p] of Object.entries({ boss, hr, joiner, sickly, mother, father, veteran })) tokens[k] = await h.login(p);
  await h.db.update(employees).set({ joiningDate: '2026-11-16' }).where(eq(employees.id, joiner.id));
  await h.db.update(employees).set({ joiningDate: '2020-01-06' }).where(eq(employees.id, sickly.id));
  await h.db.update(employees).set({ joiningDate: '2020-01-06', gender: 'female' }).where(eq(employees.id, mother.id));
  await h.db.update(employees).set({ joiningDate: '2020-01-06', gender: 'male' }).where(eq(employees.id, father.id));
  // First anniversary: Thursday 24 December 2026.
  await h.db.update(employees).set({ joiningDate: '2025-12-24' }).where(eq(employees.id, veteran.id));
  for (const t of await h.db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) type[String(t.code)] = t.id;
});
afterAll(async () => { await h?.close(); });

describe('sick and personal leave are rights from the first day of work', () => {
  it('a joiner of 16 November has 30 days of sick leave and 3 personal days, and uses the personal days', async () => {
    const mine = await balances(tokens.joiner!);
    expect(mine.SICK).toMatchObject({ entitlement: 30, basis: 'fullYear', remaining: 30 });
    expect(mine.PERSONAL).toMatchObject({ entitlement: 3, basis: 'fullYear', remaining: 3 });
    // Monday 30 November to Wednesday 2 December: 3 working days, 8 days' notice.
    const filed = await submit(form('PERSONAL', '2026-11-30', '2026-12-02'), tokens.joiner!);
    expect(filed.statusCode, filed.body).toBe(200);
    expect((await balances(tokens.joiner!)).PERSONAL).toMatchObject({ pending: 3, remaining: 0 });
  });

  it('sick leave beyond the 30 paid days is still accepted and approved, and the balance counts the days beyond as unpaid', async () => {
    await taken(sickly.id, 'SICK', 'approved', '2026-02-02', '2026-03-13', 29);
    // Monday 23 and Tuesday 24 November: one paid day left, one beyond.
    const filed = await submit(form('SICK', '2026-11-23', '2026-11-24'), tokens.sickly!);
    expect(filed.statusCode, filed.body).toBe(200);
    expect((await balances(tokens.sickly!)).SICK).toMatchObject({ entitlement: 30, used: 29, pending: 2, remaining: 0, beyond: 1 });
    const approved = await h.post('/api/1.0/approve/leaveForm', { id: filed.json().data.id }, tokens.boss!);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await balances(tokens.sickly!)).SICK).toMatchObject({ used: 31, pending: 0, remaining: 0, beyond: 1 });
    // Personal leave keeps its limit: it is not a type whose excess is unpaid.
    await taken(sickly.id, 'PERSONAL', 'approved', '2026-04-06', '2026-04-08', 3);
    expect(fieldErrors(await submit(form('PERSONAL', '2026-12-08', '2026-12-08'), tokens.sickly!))).toEqual([expect.objectContaining({ field: 'leaveTypeId', code: 'leaveBalance' })]);
  });
});

describe('maternity leave: 120 days per pregnancy, for women', () => {
  it('refuses more than 120 days for one pregnancy across the new year, and a later request of the same pregnancy beyond them', async () => {
    // 23 November 2026 to 21 April 2027: 150 calendar days.
    const long = await submit(await withCertificate(tokens.mother!, form('MATERNITY', '2026-11-23', '2027-04-21')), tokens.mother!);
    expect(long.statusCode).toBe(400);
    expect(fieldErrors(long)).toEqual([{ field: 'leaveTypeId', code: 'leavePregnancyBalance', text: 'Leave type: not enough maternity leave left for this pregnancy (remaining 120 days); HR records a new pregnancy' }]);
    // 90 days to 20 February 2027, then 30 more to 22 March: 120 in all, over two years.
    const first = await submit(await withCertificate(tokens.mother!, form('MATERNITY', '2026-11-23', '2027-02-20')), tokens.mother!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.days).toBe(90);
    const more = await submit(await withCertificate(tokens.mother!, form('MATERNITY', '2027-02-21', '2027-03-22')), tokens.mother!);
    expect(more.statusCode, more.body).toBe(200);
    expect((await balances(tokens.mother!)).MATERNITY).toMatchObject({ entitlement: 120, basis: 'perPregnancy', countedPer: 'pregnancy', pending: 120, remaining: 0 });
    // The same figures asked for 2027: one pregnancy, not one year.
    expect((await balances(tokens.mother!, 2027)).MATERNITY).toMatchObject({ pending: 120, remaining: 0 });
    // Eight months later, without a new pregnancy recorded: refused.
    const later = await submit(await withCertificate(tokens.mother!, form('MATERNITY', '2027-11-01', '2027-11-10')), tokens.mother!);
    expect(fieldErrors(later)).toEqual([expect.objectContaining({ code: 'leavePregnancyBalance', text: expect.stringContaining('remaining 0 days') })]);
    // An approval holds its pregnancy's days.
    expect((await h.post('/api/1.0/approve/leaveForm', { id: first.json().data.id }, tokens.boss!)).statusCode).toBe(200);
  });

  it('HR records a new pregnancy (once it is needed, audited), and the next request draws on a fresh 120 days', async () => {
    const record = (note = 'Expected birth: November 2027') => h.post('/api/1.0/save/leave/pregnancy', { employeeId: mother.id, note }, tokens.hr!);
    // Not for the employee herself.
    expect((await h.post('/api/1.0/save/leave/pregnancy', { employeeId: mother.id, note: 'Mine' }, tokens.mother!)).statusCode).toBe(403);
    const recorded = await record();
    expect(recorded.statusCode, recorded.body).toBe(200);
    // A second click before any leave of the new one would split it: refused.
    const again = await h.post('/api/1.0/save/leave/pregnancy', { employeeId: mother.id, note: 'Again' }, tokens.hr!, { lang: 'th' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatchObject({ code: 409055, text: expect.stringContaining('การตั้งครรภ์') });

    const later = await submit(await withCertificate(tokens.mother!, form('MATERNITY', '2027-11-01', '2027-11-10')), tokens.mother!);
    expect(later.statusCode, later.body).toBe(200);
    expect((await balances(tokens.mother!)).MATERNITY).toMatchObject({ used: 0, pending: 10, remaining: 110 });
    const list = (await h.post('/api/1.0/search/leave/pregnancy', { employeeId: mother.id }, tokens.hr!)).json().data as Array<{ used: number; pending: number; current: boolean; note: string | null }>;
    expect(list.map((p) => [p.current, p.used, p.pending, p.note])).toEqual([[true, 0, 10, 'Expected birth: November 2027'], [false, 90, 30, null]]);
    // The old pregnancy's pending days stay its own: approving them re-checks that pregnancy, not the new one.
    const [old] = await h.db.select({ id: leaveRequests.id }).from(leaveRequests).where(eq(leaveRequests.dateFrom, '2027-02-21'));
    expect((await h.post('/api/1.0/approve/leaveForm', { id: old!.id }, tokens.boss!)).statusCode).toBe(200);
  });

  it('HR adjusts maternity by recording a pregnancy, not by a yearly adjustment', async () => {
    const res = await h.post('/api/1.0/save/leave/adjustment', { employeeId: mother.id, leaveTypeId: type.MATERNITY, year: 2026, days: 10, note: 'Twins' }, tokens.hr!);
    expect(fieldErrors(res)).toEqual([expect.objectContaining({ field: 'leaveTypeId', code: 'leaveAdjustPerPregnancy' })]);
  });

  it('a man is not shown maternity leave and cannot file it; he has the 15 days of paternity leave, which a woman cannot file', async () => {
    const his = await balances(tokens.father!);
    expect(his.MATERNITY).toBeUndefined();
    expect(his.PATERNITY).toMatchObject({ entitlement: 15, remaining: 15 });
    const refused = await submit(await withCertificate(tokens.father!, form('MATERNITY', '2026-11-23', '2026-11-24')), tokens.father!, 'th');
    expect(fieldErrors(refused)).toEqual([{ field: 'leaveTypeId', code: 'leaveTypeForWomen', text: 'ประเภทการลา: ประเภทการลานี้สำหรับพนักงานหญิง' }]);
    const paternity = await submit(await withCertificate(tokens.father!, form('PATERNITY', '2026-11-23', '2026-11-27')), tokens.father!);
    expect(paternity.statusCode, paternity.body).toBe(200);
    expect((await balances(tokens.mother!)).PATERNITY).toBeUndefined();
    const hers = await submit(await withCertificate(tokens.mother!, form('PATERNITY', '2027-06-01', '2027-06-01')), tokens.mother!);
    expect(fieldErrors(hers)).toEqual([expect.objectContaining({ code: 'leaveTypeForMen' })]);
  });
});

describe('annual vacation after one year of service', () => {
  it('an employee whose first anniversary is 24 December 2026 may already file vacation for January 2027, not before the anniversary', async () => {
    expect((await balances(tokens.veteran!, 2027)).VACATION).toMatchObject({ entitlement: 6, basis: 'fullYear' });
    const january = await submit(form('VACATION', '2027-01-11', '2027-01-12'), tokens.veteran!);
    expect(january.statusCode, january.body).toBe(200);
    const early = await submit(form('VACATION', '2026-12-14', '2026-12-14'), tokens.veteran!);
    expect(fieldErrors(early)).toContainEqual({ field: 'dateFrom', code: 'leaveBeforeOneYear', text: 'From: this leave type can be taken after one year of service, from 24 December 2026' });
  });
});
