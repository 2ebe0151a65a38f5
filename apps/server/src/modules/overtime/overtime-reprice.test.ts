import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { employees, notifications, overtimeRequestReprices, overtimeRequests, rosterEntries, sessions, workingTimes } from '@hr/db';
import type { InboxPage } from '@hr/domain/inbox';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Approved overtime follows the schedule (issue 34 point 3). Today is Sunday 22 November 2026 in
 * Bangkok; the employee works the day shift D08 (08:00-17:00, break 12:00-13:00) Monday to Friday.
 * Their approved 18:00-23:55 on Tuesday 1 December is 1.5x for 5:55; a night shift N22
 * (22:00-06:00) rostered over it puts 22:00-23:55 inside the shift. A holiday added on the date of
 * an approved after-work request makes it overtime on a holiday.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, me: Person, hr: Person;
let bossT: string, meT: string, hrT: string;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Roster');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
async function approvedRequest(date: string, startTime: string, endTime: string): Promise<string> {
  const res = await h.post('/api/1.0/save/empOverTime', { date, startTime, endTime, reason: 'Stock count' }, meT);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  const decided = await h.post('/api/1.1/approveAndReject/approval', { requestType: 'overtime', ids: [id], action: 'approve' }, bossT);
  expect(decided.json().data[0], decided.body).toMatchObject({ id, ok: true });
  return id;
}
const view = async (id: string, lang = 'en') => {
  const res = await h.post('/api/1.0/get/empOverTime', { id }, meT, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const repricedNotices = async (lang = 'en') => {
  const res = await h.post('/api/1.0/search/inbox/self', {}, meT, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as InboxPage).items.filter((n) => n.kind === 'overtimeRepriced');
};

beforeAll(async () => {
  h = await createHarness();
  hr = await h.person({ role: 'HR' });
  boss = await h.person({ role: 'SUPERVISOR' });
  me = await h.person({ supervisorId: boss.id });
  [bossT, meT, hrT] = await Promise.all([boss, me, hr].map((p) => h.login(p))) as [string, string, string];
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01' });
});
afterAll(async () => { await h?.close(); });

describe('a roster upload re-prices the overtime under it', () => {
  it('the preview lists the approved request that changes and saves nothing; the upload re-prices it, writes its history and tells the employee', async () => {
    const id = await approvedRequest('2026-12-01', '18:00', '23:55');
    expect(await view(id)).toMatchObject({ status: 'approved', minutes: 355, segments: [{ kind: 'workingDayOvertime', rate: 1.5, minutes: 355 }], history: [] });
    const file = await xlsxOf([['Employee ID', 'Name', '2026-12-01'], [me.employeeCode, 'Me', 'N22']]);
    const parts = [{ name: 'roster.xlsx', type: XLSX_TYPE, bytes: file }];

    const preview = await h.upload('/api/1.0/upload/workshift/preview?month=2026-12', hrT, parts);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      month: '2026-12', employees: 1, cells: 1, skipped: expect.any(Number),
      overtime: [{ id, employeeCode: me.employeeCode, employeeName: `${me.firstNameEn} ${me.lastNameEn}`, date: '2026-12-01', startTime: '18:00', endTime: '23:55', status: 'approved',
        from: 'OT 1.5× 5:55', to: 'OT 1.5× 4:00 (1:55 now within the working hours)' }],
    });
    const th = await h.upload('/api/1.0/upload/workshift/preview?month=2026-12', hrT, parts, 'th');
    expect(th.json().data.overtime[0].to).toBe('OT 1.5× 4:00 (1:55 อยู่ในเวลาทำงานแล้ว)');
    // Nothing written: no roster entry, the request as approved, no history, no notice.
    expect(await h.db.select().from(rosterEntries).where(eq(rosterEntries.employeeId, me.id))).toHaveLength(0);
    expect(await view(id)).toMatchObject({ minutes: 355, history: [] });
    expect(await h.db.select().from(overtimeRequestReprices)).toHaveLength(0);
    expect(await repricedNotices()).toHaveLength(0);

    const saved = await h.upload('/api/1.0/upload/workshift?month=2026-12', hrT, parts);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.overtime).toEqual([expect.objectContaining({ id, from: 'OT 1.5× 5:55', to: 'OT 1.5× 4:00 (1:55 now within the working hours)' })]);
    const after = await view(id);
    expect(after).toMatchObject({ status: 'approved', minutes: 240, overtimeMinutes: 240, segments: [{ kind: 'workingDayOvertime', rate: 1.5, from: 18 * 60, to: 22 * 60, minutes: 240 }] });
    expect(after.history).toEqual([{ at: expect.any(String), cause: 'roster', text: 'Re-priced after a roster change: OT 1.5× 5:55 → OT 1.5× 4:00 (1:55 now within the working hours)' }]);
    expect((await view(id, 'th')).history[0].text).toBe('คำนวณใหม่หลังการเปลี่ยนตารางกะ: OT 1.5× 5:55 → OT 1.5× 4:00 (1:55 อยู่ในเวลาทำงานแล้ว)');
    const notices = await repricedNotices();
    expect(notices).toEqual([expect.objectContaining({
      title: 'Your overtime was re-priced', link: `/self-service/attendance?tab=overtime&view=${id}`,
      body: expect.stringContaining('after a roster change, OT 1.5× 5:55 → OT 1.5× 4:00 (1:55 now within the working hours).'),
    })]);
    expect(await h.auditActions(hr.id)).toContain('overtime.reprice');
  });

  it('a single-cell edit that puts the whole request inside the new shift withdraws it with the reason', async () => {
    const id = await approvedRequest('2026-12-03', '22:00', '23:00');
    const res = await h.post('/api/1.0/save/employeeWorkingTime', { employeeIds: [me.id], dateFrom: '2026-12-03', dateTo: '2026-12-03', mode: 'shift',
      workingTimeId: (await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'N22')))[0]!.id }, hrT);
    expect(res.statusCode, res.body).toBe(200);
    const after = await view(id);
    expect(after).toMatchObject({ status: 'cancelled', cancelReason: 'Withdrawn: after a roster change the whole time is within the shift', minutes: 60 });
    expect(after.history[0].text).toBe('Re-priced after a roster change: OT 1.5× 1:00 → no overtime left (1:00 now within the working hours)');
  });
});

describe('a new default working time re-prices the overtime from its first day', () => {
  it('the day shift D08 becomes office hours O09 (09:00-18:00): an approved 17:00-20:00 keeps 2:00 at 1.5x', async () => {
    const id = await approvedRequest('2026-12-04', '17:00', '20:00');
    const [o09] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'O09'));
    const res = await h.post('/api/1.0/update/employeeWorkingHour', { employeeId: me.id, workingTimeType: 'general', workingTimeId: o09!.id }, hrT);
    expect(res.statusCode, res.body).toBe(200);
    const after = await view(id);
    expect(after).toMatchObject({ status: 'approved', minutes: 120, segments: [{ kind: 'workingDayOvertime', rate: 1.5, from: 18 * 60, to: 20 * 60 }] });
    expect(after.history.map((l: { text: string }) => l.text)).toEqual(['Re-priced after a roster change: OT 1.5× 3:00 → OT 1.5× 2:00 (1:00 now within the working hours)']);
    const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
    expect((await h.post('/api/1.0/update/employeeWorkingHour', { employeeId: me.id, workingTimeType: 'general', workingTimeId: d08!.id }, hrT)).statusCode).toBe(200);
  });
});

describe('a holiday-master change re-prices the overtime on its date', () => {
  it('a holiday added on the date of an approved after-work request makes it overtime on a holiday (3x); removing it brings back 1.5x', async () => {
    const id = await approvedRequest('2026-12-02', '17:00', '20:00');
    const added = await h.post('/api/1.0/insert/master/holiday', { date: '2026-12-02', nameEn: 'Company day', nameTh: 'วันบริษัท' }, hrT);
    expect(added.statusCode, added.body).toBe(200);
    const after = await view(id);
    expect(after).toMatchObject({ status: 'approved', moment: 'holiday', minutes: 180, overtimeMinutes: 180, segments: [{ kind: 'holidayOvertime', rate: 3, minutes: 180 }] });
    expect(after.history).toEqual([expect.objectContaining({ cause: 'holiday', text: 'Re-priced after a holiday change: OT 1.5× 3:00 → holiday OT 3× 3:00' })]);
    expect((await repricedNotices('my')).some((n) => n.body.includes('ရုံးပိတ်ရက်အချိန်ပို 3× 3:00'))).toBe(true);

    const removed = await h.post('/api/1.0/delete/master/holiday', { id: added.json().data.id }, hrT);
    expect(removed.statusCode, removed.body).toBe(200);
    const back = await view(id);
    expect(back).toMatchObject({ moment: 'afterWork', segments: [{ kind: 'workingDayOvertime', rate: 1.5, minutes: 180 }] });
    expect(back.history.map((l: { text: string }) => l.text)).toEqual([
      'Re-priced after a holiday change: OT 1.5× 3:00 → holiday OT 3× 3:00',
      'Re-priced after a holiday change: holiday OT 3× 3:00 → OT 1.5× 3:00',
    ]);
    const stored = await h.db.select({ n: notifications.id }).from(notifications).where(and(eq(notifications.recipientId, me.id), eq(notifications.kind, 'overtimeRepriced')));
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect((await h.db.select({ s: overtimeRequests.status }).from(overtimeRequests).where(eq(overtimeRequests.id, id)))[0]!.s).toBe('approved');
  });
});
