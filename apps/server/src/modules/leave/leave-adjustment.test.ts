import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, leaveEntitlementAdjustments, leaveTypes } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let me: Person, hrPerson: Person, lead: Person;
let token: string, hr: string, leadToken: string;
const type: Record<string, string> = {};
type Res = Awaited<ReturnType<Harness['post']>>;
const fieldsOf = (res: Res) => (res.json().data?.errors ?? []).map((e: { field: string; code: string }) => `${e.field}:${e.code}`).sort();
const SAVE = '/api/1.0/save/leave/adjustment';
const SEARCH = '/api/1.0/search/leave/adjustment';

beforeAll(async () => {
  h = await createHarness();
  lead = await h.person({ role: 'SUPERVISOR' });
  me = await h.person({ supervisorId: lead.id });
  hrPerson = await h.person({ role: 'HR' });
  [token, hr, leadToken] = await Promise.all([me, hrPerson, lead].map((p) => h.login(p))) as [string, string, string];
  for (const t of await h.db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) type[String(t.code)] = t.id;
});
afterAll(async () => { await h?.close(); });

describe('HR\'s leave ledger', () => {
  it('HR adds a row; it is audited with what changed and listed with who added it', async () => {
    const res = await h.post(SAVE, { employeeId: me.id, leaveTypeId: type.VACATION, year: 2026, days: 3, note: 'Carried over from 2025' }, hr);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as string;
    const [audited] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'leave.adjustment.add'), eq(auditLog.targetId, me.id)));
    expect(audited).toMatchObject({ actorId: hrPerson.id, objectId: 'employment-management.leave-management', targetType: 'employee' });
    expect(audited!.detail).toEqual({ adjustmentId: id, leaveTypeId: type.VACATION, year: 2026, days: 3, note: 'Carried over from 2025' });

    await h.post(SAVE, { employeeId: me.id, leaveTypeId: type.SICK, year: 2025, days: -1.5, note: 'Correction of a double entry' }, hr);
    const list = await h.post(SEARCH, { employeeId: me.id }, hr, { lang: 'th' });
    expect(list.json().data.map((r: { year: number; leaveTypeCode: string; leaveTypeName: string; days: number; note: string }) => [r.year, r.leaveTypeCode, r.leaveTypeName, r.days, r.note]))
      .toEqual([[2026, 'VACATION', 'ลาพักร้อน', 3, 'Carried over from 2025'], [2025, 'SICK', 'ลาป่วย', -1.5, 'Correction of a double entry']]);
    expect(list.json().data[0].createdBy).toEqual({ id: hrPerson.id, name: `${hrPerson.firstNameTh} ${hrPerson.lastNameTh}` });
    const of2025 = await h.post(SEARCH, { employeeId: me.id, year: 2025 }, hr);
    expect(of2025.json().data.map((r: { days: number }) => r.days)).toEqual([-1.5]);
  });

  it('refuses 0 days, steps finer than half a day, no note, an unknown employee and an inactive type; each on its field', async () => {
    const base = { employeeId: me.id, leaveTypeId: type.SICK, year: 2026, days: 1, note: 'x' };
    const zero = await h.post(SAVE, { ...base, days: 0 }, hr);
    expect(zero.json().data.errors).toEqual([{ field: 'days', code: 'notZero', text: 'Days must not be 0' }]);
    expect(fieldsOf(await h.post(SAVE, { ...base, days: 0.3 }, hr))).toEqual(['days:halfDaySteps']);
    expect(fieldsOf(await h.post(SAVE, { ...base, days: 400 }, hr))).toEqual(['days:tooLarge']);
    const noNote = await h.post(SAVE, { ...base, note: '  ' }, hr, { lang: 'th' });
    expect(noNote.json().data.errors).toEqual([{ field: 'note', code: 'required', text: 'จำเป็นต้องระบุหมายเหตุ' }]);
    expect(fieldsOf(await h.post(SAVE, { ...base, year: 1999 }, hr))).toEqual(['year:tooSmall']);
    expect(fieldsOf(await h.post(SAVE, { ...base, employeeId: crypto.randomUUID() }, hr))).toEqual(['employeeId:invalid']);
    await h.db.update(leaveTypes).set({ active: false }).where(eq(leaveTypes.id, type.ORDINATION!));
    expect(fieldsOf(await h.post(SAVE, { ...base, leaveTypeId: type.ORDINATION }, hr))).toEqual(['leaveTypeId:invalid']);
    expect(await h.db.select().from(leaveEntitlementAdjustments).where(eq(leaveEntitlementAdjustments.year, 1999))).toEqual([]);
  });

  it('an employee or a supervisor cannot add rows or read the ledger; the attempt is audited', async () => {
    const body = { employeeId: me.id, leaveTypeId: type.SICK, year: 2026, days: 5, note: 'Give myself days' };
    for (const who of [token, leadToken]) {
      const res = await h.post(SAVE, body, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg.code).toBe(403001);
      expect((await h.post(SEARCH, { employeeId: me.id }, who)).statusCode).toBe(403);
    }
    expect(await h.db.select().from(leaveEntitlementAdjustments).where(eq(leaveEntitlementAdjustments.note, 'Give myself days'))).toEqual([]);
    expect(await h.auditActions(me.id)).toContain('permission.denied');
    // And the balance call, the only one an employee has, takes no employee id.
    expect((await h.post('/api/1.1/get/sumLeaveSelfView', { employeeId: lead.id }, token)).statusCode).toBe(400);
  });

  it('listing the ledger of an employee who does not exist answers "no longer available"', async () => {
    const res = await h.post(SEARCH, { employeeId: crypto.randomUUID() }, hr);
    expect(res.json().msg.code).toBe(301007);
  });
});
