import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, workingTimes } from '@hr/db';
import type { RosterPage, WorkingHourPage } from '@hr/domain/attendance/roster';
import { createHarness, type Harness } from '../../test/harness';

/*
 * search/employeeWorkingHour and update/employeeWorkingHour (employee-working-management, HR):
 * an employee's default working time, changed from the next day on (SPEC section 4). Today is
 * Sunday 22 November 2026.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, sup: Person, a: Person;
let hrT: string, supT: string, aT: string;
const shift: Record<string, string> = {};
const SEARCH = '/api/1.0/search/employeeWorkingHour';
const UPDATE = '/api/1.0/update/employeeWorkingHour';

beforeAll(async () => {
  h = await createHarness();
  hr = await h.person({ role: 'HR' });
  sup = await h.person({ role: 'SUPERVISOR' });
  a = await h.person({ supervisorId: sup.id });
  [hrT, supT, aT] = await Promise.all([hr, sup, a].map((p) => h.login(p))) as [string, string, string];
  for (const w of await h.db.select({ id: workingTimes.id, prefix: workingTimes.shiftPrefix }).from(workingTimes)) shift[String(w.prefix)] = w.id;
  await h.db.update(employees).set({ workingTimeId: shift.O09!, workingTimeType: 'general' });
});
afterAll(async () => { await h?.close(); });

describe('an employee\'s default working time', () => {
  it('HR finds employees with their working time, and changes one from tomorrow; today and the past keep the old one', async () => {
    const before = await h.post(SEARCH, { keyword: a.employeeCode }, hrT);
    expect(before.statusCode, before.body).toBe(200);
    expect((before.json().data as WorkingHourPage).items[0]).toMatchObject({ id: a.id, workingTimeType: 'general', shift: { prefix: 'O09' }, upcoming: null });

    const res = await h.post(UPDATE, { employeeId: a.id, workingTimeType: 'shift', workingTimeId: shift.N22 }, hrT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ effectiveFrom: '2026-11-23' });

    const after = (await h.post(SEARCH, { keyword: a.employeeCode }, hrT)).json().data as WorkingHourPage;
    expect(after.items[0]).toMatchObject({ shift: { prefix: 'O09' }, upcoming: { effectiveFrom: '2026-11-23', workingTimeType: 'shift', shift: { prefix: 'N22' } } });
    const grid = (await h.post('/api/1.0/search/employeeWorkingTime', { month: '2026-11', keyword: a.employeeCode }, hrT)).json().data as RosterPage;
    const cell = (d: string) => grid.items[0]!.cells.find((c) => c.date === d)!;
    expect(cell('2026-11-20')).toMatchObject({ shiftId: shift.O09 });
    expect(cell('2026-11-23')).toMatchObject({ shiftId: shift.N22 });
    expect((await h.db.select().from(employees).where(eq(employees.id, a.id)))[0]).toMatchObject({ workingTimeId: shift.N22, workingTimeType: 'shift' });
    expect(await h.auditActions(hr.id)).toContain('employee.workingTime');

    // Filter by working time: a is now on N22.
    const byShift = (await h.post(SEARCH, { workingTimeId: shift.N22 }, hrT)).json().data as WorkingHourPage;
    expect(byShift.items.map((i) => i.id)).toEqual([a.id]);
  });

  it('every field is required and named; an inactive working time or an unknown employee is refused', async () => {
    const empty = await h.post(UPDATE, {}, hrT, { lang: 'th' });
    expect(empty.statusCode).toBe(400);
    expect((empty.json().data.errors as Array<{ field: string }>).map((e) => e.field).sort()).toEqual(['employeeId', 'workingTimeId', 'workingTimeType']);
    await h.db.update(workingTimes).set({ active: false }).where(eq(workingTimes.id, shift.D08!));
    const inactive = await h.post(UPDATE, { employeeId: a.id, workingTimeType: 'general', workingTimeId: shift.D08 }, hrT);
    expect(inactive.json().data.errors[0]).toMatchObject({ field: 'workingTimeId', code: 'rosterShiftInactive' });
    await h.db.update(workingTimes).set({ active: true }).where(eq(workingTimes.id, shift.D08!));
    const nobody = await h.post(UPDATE, { employeeId: '3f1b2c4d-0000-4000-8000-000000000001', workingTimeType: 'general', workingTimeId: shift.D08 }, hrT);
    expect(nobody.json().msg.code).toBe(301007);
  });

  it('is HR\'s: a supervisor and an employee are refused (403)', async () => {
    for (const token of [supT, aT]) {
      expect((await h.post(SEARCH, {}, token)).statusCode).toBe(403);
      expect((await h.post(UPDATE, { employeeId: a.id, workingTimeType: 'general', workingTimeId: shift.D08 }, token)).statusCode).toBe(403);
    }
  });
});
