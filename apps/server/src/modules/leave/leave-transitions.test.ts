import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, leaveEntitlementAdjustments, leaveRequests, leaveTypes } from '@hr/db';
import { createHarness, pngBytes, type Harness } from '../../test/harness';

// Issue 14 points 2 and 3: leave lies within employment, HR decides nothing of its own, and an
// edit that changes the type is a new ask, and a request that needs a file keeps one. Today is
// Sunday 22 November 2026 in Bangkok.
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, joiner: Person, leaver: Person, hrA: Person, hrB: Person, saver: Person;
const tokens: Record<string, string> = {};
const type: Record<string, string> = {};
type FieldErr = { field: string; code: string; text: string };
const form = (code: string, dateFrom: string, dateTo: string, extra: object = {}) => ({ leaveTypeId: type[code]!, duration: 'fullDay', dateFrom, dateTo, fileIds: [], ...extra });
const submit = (body: object, who: string, lang = 'en') => h.post('/api/1.0/insert/leaveForm', body, who, { lang });
const fieldErrors = (res: { body: string }): FieldErr[] => (JSON.parse(res.body) as { data: { errors?: FieldErr[] } | null }).data?.errors ?? [];

beforeAll(async () => {
  h = await createHarness();
  boss = await h.person({ role: 'SUPERVISOR' });
  joiner = await h.person({ supervisorId: boss.id });
  leaver = await h.person({ supervisorId: boss.id });
  hrA = await h.person({ role: 'HR', supervisorId: boss.id });
  hrB = await h.person({ role: 'HR', supervisorId: boss.id });
  saver = await h.person({ supervisorId: boss.id });
  for (const [k, p] of Object.entries({ boss, joiner, leaver, hrA, hrB, saver })) tokens[k] = await h.login(p);
  await h.db.update(employees).set({ joiningDate: '2026-12-01' }).where(eq(employees.id, joiner.id));
  await h.db.update(employees).set({ joiningDate: '2020-01-06', resignDate: '2026-11-30' }).where(eq(employees.id, leaver.id));
  await h.db.update(employees).set({ joiningDate: '2020-01-06' }).where(eq(employees.id, hrA.id));
  await h.db.update(employees).set({ joiningDate: '2020-01-06' }).where(eq(employees.id, saver.id));
  for (const t of await h.db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) type[String(t.code)] = t.id;
});
afterAll(async () => { await h?.close(); });

describe('a leave request lies within employment', () => {
  it('refuses a day before the joining date, naming it in the reader\'s language, and takes the joining day itself', async () => {
    const early = await submit(form('SICK', '2026-11-30', '2026-12-01'), tokens.joiner!);
    expect(early.statusCode).toBe(400);
    expect(fieldErrors(early)).toEqual([{ field: 'dateFrom', code: 'beforeJoining', text: 'From is before the joining date (1 December 2026)' }]);
    const th = fieldErrors(await submit(form('SICK', '2026-11-30', '2026-12-01'), tokens.joiner!, 'th'))[0]!;
    expect(th.text).toContain('วันที่เริ่มงาน');
    expect(th.text).toContain('2569');
    expect((await submit(form('SICK', '2026-12-01', '2026-12-01'), tokens.joiner!)).statusCode).toBe(200);
  });

  it('refuses a day after the resignation date (the last day employed), and takes that day', async () => {
    const late = await submit(form('SICK', '2026-11-30', '2026-12-01'), tokens.leaver!);
    expect(fieldErrors(late)).toEqual([expect.objectContaining({ field: 'dateTo', code: 'afterResignation' })]);
    expect(fieldErrors(late)[0]!.text).toContain('30 November 2026');
    expect((await submit(form('SICK', '2026-11-30', '2026-11-30'), tokens.leaver!)).statusCode).toBe(200);
  });
});

describe('HR and its own leave', () => {
  it('HR cannot cancel its own approved leave (403020 in four languages); another HR officer can', async () => {
    const filed = await submit(form('SICK', '2026-11-24', '2026-11-24'), tokens.hrA!);
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json().data.id as string;
    expect((await h.post('/api/1.0/approve/leaveForm', { id }, tokens.boss!)).statusCode).toBe(200);
    expect((await h.post('/api/1.1/view/leaveForm', { id }, tokens.hrA!)).json().data.can).toMatchObject({ cancel: false, cancelAsHr: false });
    const texts: Record<string, string> = {};
    for (const lang of ['en', 'th', 'km', 'my']) {
      const own = await h.post('/api/1.1/cancel/leaveForm', { id, reason: 'Plans changed' }, tokens.hrA!, { lang });
      expect(own.statusCode).toBe(403);
      expect(own.json().msg.code).toBe(403020);
      texts[lang] = own.json().msg.text as string;
    }
    expect(texts.en).toBe('You cannot approve, reject or cancel your own leave request: another approver or HR officer does it.');
    expect(new Set(Object.values(texts)).size).toBe(4);
    expect((await h.db.select({ status: leaveRequests.status }).from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!.status).toBe('approved');
    expect((await h.post('/api/1.1/cancel/leaveForm', { id, reason: 'Plans changed' }, tokens.hrB!)).statusCode).toBe(200);
    expect((await h.db.select({ status: leaveRequests.status }).from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!.status).toBe('cancelled');
  });

  it('leave that has ended is not cancelled (409052, the balance is corrected by an adjustment instead); the view offers no cancel', async () => {
    // Mon 16 - Tue 17 November, back-dated within sick leave's 7 days, approved, and over by today (22nd).
    const filed = await submit(form('SICK', '2026-11-16', '2026-11-17'), tokens.leaver!);
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json().data.id as string;
    expect((await h.post('/api/1.0/approve/leaveForm', { id }, tokens.boss!)).statusCode).toBe(200);
    expect((await h.post('/api/1.1/view/leaveForm', { id }, tokens.hrA!)).json().data.can.cancelAsHr).toBe(false);
    const res = await h.post('/api/1.1/cancel/leaveForm', { id, reason: 'Entered by mistake' }, tokens.hrA!);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatchObject({ code: 409052, text: expect.stringContaining('entitlement adjustment') });
    expect((await h.db.select({ status: leaveRequests.status }).from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!.status).toBe('approved');
  });

  it('HR still withdraws its own pending request as any requester does', async () => {
    const id = (await submit(form('SICK', '2026-11-25', '2026-11-25'), tokens.hrA!)).json().data.id as string;
    expect((await h.post('/api/1.1/cancel/leaveForm', { id }, tokens.hrA!)).statusCode).toBe(200);
  });
});

describe('editing a pending request', () => {
  it('checks the new type\'s notice when only the type changes, and keeps the filing\'s notice when only the reason does', async () => {
    // Sick leave needs no notice; personal leave needs 3 days: Wednesday 25 November is 3 days ahead, Tuesday 24th only 2.
    const id = (await submit(form('SICK', '2026-11-24', '2026-11-24'), tokens.hrA!)).json().data.id as string;
    const retyped = await h.post('/api/1.0/update/leaveForm', { id, ...form('PERSONAL', '2026-11-24', '2026-11-24') }, tokens.hrA!);
    expect(retyped.statusCode).toBe(400);
    expect(fieldErrors(retyped)).toEqual([expect.objectContaining({ field: 'dateFrom', code: 'leaveAdvanceNotice' })]);
    expect((await h.db.select({ leaveTypeId: leaveRequests.leaveTypeId }).from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!.leaveTypeId).toBe(type.SICK);
    // The reason alone: the same ask, its notice kept.
    expect((await h.post('/api/1.0/update/leaveForm', { id, ...form('SICK', '2026-11-24', '2026-11-24', { reason: 'Fever' }) }, tokens.hrA!)).statusCode).toBe(200);
  });
});

describe('the files of a pending request', () => {
  it('keeps the last supporting file a request needs (3 days of sick leave), and lets a spare one go', async () => {
    const up = (await h.upload('/api/1.0/user/upload/leave', tokens.hrA!, [await pngBytes('certificate.png'), await pngBytes('receipt.png')])).json().data as Array<{ id: string }>;
    // Tue 15 - Thu 17 December: 3 working days, so a medical certificate is needed.
    const filed = await submit(form('SICK', '2026-12-15', '2026-12-17', { fileIds: up.map((f) => f.id) }), tokens.hrA!);
    expect(filed.json().data, filed.body).toMatchObject({ days: 3 });
    const requestId = filed.json().data.id as string;
    expect((await h.post('/api/1.0/delete/upload/leave', { requestId, fileId: up[1]!.id }, tokens.hrA!)).statusCode).toBe(200);
    const last = await h.post('/api/1.0/delete/upload/leave', { requestId, fileId: up[0]!.id }, tokens.hrA!, { lang: 'th' });
    expect(last.statusCode).toBe(400);
    expect(fieldErrors(last)).toEqual([expect.objectContaining({ field: 'fileIds', code: 'leaveAttachmentRequired' })]);
    const files = (await h.post('/api/1.1/view/leaveForm', { id: requestId }, tokens.hrA!)).json().data.files as Array<{ id: string }>;
    expect(files.map((f) => f.id)).toEqual([up[0]!.id]);
  });
});

describe('overlap is on the days charged', () => {
  it('two requests that share only a Saturday are both taken; sharing a working day is refused', async () => {
    // Personal leave (3 days' notice): Thu 26 - Sat 28 November charges 2 days; Sat 28 - Mon 30 charges Monday.
    expect((await submit(form('PERSONAL', '2026-11-26', '2026-11-28'), tokens.hrB!)).json().data).toMatchObject({ days: 2 });
    expect((await submit(form('PERSONAL', '2026-11-28', '2026-11-30'), tokens.hrB!)).json().data).toMatchObject({ days: 1 });
    // The year's 3 personal days are now spent, so the balance says so too.
    const clash = await submit(form('PERSONAL', '2026-11-27', '2026-11-27'), tokens.hrB!);
    expect(fieldErrors(clash).map((e) => e.code)).toEqual(['leaveOverlap', 'leaveBalance']);
  });
});

describe('the balance holds through adjustments and approvals', () => {
  it('an adjustment may not take a paid type below what is approved and pending; an approval re-checks the balance (409053)', async () => {
    // Personal leave: 3 days a year, 3 days' notice. Wed 25 - Thu 26 November: 2 days pending, 1 left.
    const filed = await submit(form('PERSONAL', '2026-11-25', '2026-11-26'), tokens.saver!);
    expect(filed.json().data, filed.body).toMatchObject({ days: 2 });
    const id = filed.json().data.id as string;
    const adjust = (days: number, lang = 'en') => h.post('/api/1.0/save/leave/adjustment', { employeeId: saver.id, leaveTypeId: type.PERSONAL, year: 2026, days, note: 'Correction' }, tokens.hrA!, { lang });
    const tooMuch = await adjust(-2);
    expect(tooMuch.statusCode).toBe(400);
    expect(fieldErrors(tooMuch)).toEqual([{ field: 'days', code: 'leaveAdjustmentBelowTaken', text: expect.stringContaining('at most 1 day can be taken away from 2026') }]);
    expect(fieldErrors(await adjust(-2, 'th'))[0]!.text).toContain('2569');
    // Unpaid leave has no limit to protect.
    expect((await h.post('/api/1.0/save/leave/adjustment', { employeeId: saver.id, leaveTypeId: type.UNPAID, year: 2026, days: -40, note: 'Policy' }, tokens.hrA!)).statusCode).toBe(200);

    // Days taken away by a path that did not check (a row written before this rule): the approval refuses.
    await h.db.insert(leaveEntitlementAdjustments).values({ employeeId: saver.id, leaveTypeId: type.PERSONAL!, year: 2026, days: -2, note: 'Old correction', createdBy: hrA.id, updatedBy: hrA.id });
    const approve = await h.post('/api/1.0/approve/leaveForm', { id }, tokens.boss!);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().msg).toMatchObject({ code: 409053, text: 'Not enough leave left in 2026 to approve this request (remaining 1 day). Check the balance with HR, or reject the request.' });
    expect((await h.db.select({ status: leaveRequests.status }).from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!.status).toBe('pending');
    // A rejection still goes through.
    expect((await h.post('/api/1.0/reject/leaveForm', { id, remark: 'No days left' }, tokens.boss!)).statusCode).toBe(200);
  });
});

describe('the medical certificate counts the whole absence', () => {
  it('Mon-Tue filed, then Wednesday alone: 3 days of one absence need the certificate; a day after a worked day does not', async () => {
    expect((await submit(form('SICK', '2026-11-30', '2026-12-01'), tokens.saver!)).json().data).toMatchObject({ days: 2 });
    const wed = await submit(form('SICK', '2026-12-02', '2026-12-02'), tokens.saver!);
    expect(wed.statusCode).toBe(400);
    expect(fieldErrors(wed)).toEqual([expect.objectContaining({ field: 'fileIds', code: 'leaveAttachmentRequired' })]);
    const up = (await h.upload('/api/1.0/user/upload/leave', tokens.saver!, [await pngBytes('certificate.png')])).json().data as Array<{ id: string }>;
    expect((await submit(form('SICK', '2026-12-02', '2026-12-02', { fileIds: [up[0]!.id] }), tokens.saver!)).statusCode).toBe(200);
    // Thursday 3rd is worked: Friday 4th starts a new absence of one day.
    expect((await submit(form('SICK', '2026-12-04', '2026-12-04'), tokens.saver!)).statusCode).toBe(200);
  });
});

describe('a request of year Y', () => {
  it('a request over New Year whose part in one year is a weekend belongs to the other year, in the own list and the own report alike', async () => {
    // Sunday 31 December 2028 to Tuesday 2 January 2029: nothing charged to 2028.
    const filed = await submit(form('SICK', '2028-12-31', '2029-01-02'), tokens.saver!);
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json().data.id as string;
    const listed = async (year: number) => ((await h.post('/api/1.1/search/leaveSelfView', { year, page: 1, pageSize: 100 }, tokens.saver!)).json().data.items as Array<{ id: string }>).map((r) => r.id);
    const reported = async (year: number) => ((await h.post('/api/1.0/search/report/leave/self/details', { year, page: 1, pageSize: 100 }, tokens.saver!)).json().data.items as Array<{ id: string }>).map((r) => r.id);
    expect(await listed(2028)).not.toContain(id);
    expect(await reported(2028)).not.toContain(id);
    expect(await listed(2029)).toContain(id);
    expect(await reported(2029)).toContain(id);
  });
});
