import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { employees, leaveRequestFiles, leaveRequests, leaveRequestYears, leaveTypes, mailOutbox } from '@hr/db';
import { createHarness, pngBytes, type Harness } from '../../test/harness';

// Today is Sunday 22 November 2026 in Bangkok (the test clock). 10 December 2026 is Constitution Day.
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, assistant: Person, me: Person, peer: Person;
let token: string, peerToken: string, hr: string;
const type: Record<string, string> = {};

type FieldErr = { field: string; code: string; text: string };
const form = (code: string, dateFrom: string, dateTo: string, extra: object = {}) => ({ leaveTypeId: type[code]!, duration: 'fullDay', dateFrom, dateTo, ...extra });
const submit = (body: object, who = token, lang = 'en') => h.post('/api/1.0/insert/leaveForm', body, who, { lang });
const errorsOf = (res: { body: string }) => JSON.parse(res.body) as { msg: { code: number; text: string }; data: unknown };
const sickPending = async (who = token) => {
  const res = await h.post('/api/1.1/get/sumLeaveSelfView', {}, who);
  return (res.json().data.types as Array<{ code: string; pending: number; used: number; remaining: number }>).find((t) => t.code === 'SICK')!;
};

beforeAll(async () => {
  h = await createHarness();
  boss = await h.person({ role: 'SUPERVISOR' });
  assistant = await h.person({ role: 'ASSISTANT_SUPERVISOR' });
  me = await h.person({ supervisorId: boss.id, assistantId: assistant.id });
  peer = await h.person({ supervisorId: boss.id });
  const hrPerson = await h.person({ role: 'HR' });
  [token, peerToken, hr] = await Promise.all([me, peer, hrPerson].map((p) => h.login(p))) as [string, string, string];
  await h.db.update(employees).set({ joiningDate: '2020-01-06' }).where(eq(employees.id, me.id));
  for (const t of await h.db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) type[String(t.code)] = t.id;
});
afterAll(async () => { await h?.close(); });

/** The field errors of a validation answer (data.errors). */
const fieldErrors = (res: { body: string }): FieldErr[] => (JSON.parse(res.body) as { data: { errors?: FieldErr[] } | null }).data?.errors ?? [];

describe('POST /api/1.0/insert/leaveForm', () => {
  it('counts a span over a holiday on the working days, needs the certificate from 3 days, stores the request pending and mails both approvers', async () => {
    // Tue 8 – Fri 11 December: 8, 9 and 11 (10th Constitution Day) = 3 days of sick leave.
    const without = await submit(form('SICK', '2026-12-08', '2026-12-11'));
    expect(without.statusCode).toBe(400);
    expect(fieldErrors(without)).toEqual([expect.objectContaining({ field: 'fileIds', code: 'leaveAttachmentRequired', text: 'Attachments is required for this leave type and number of days' })]);

    const up = await h.upload('/api/1.0/user/upload/leave', token, [await pngBytes('certificate.png')]);
    expect(up.statusCode, up.body).toBe(200);
    const fileId = up.json().data[0].id as string;
    const res = await submit(form('SICK', '2026-12-08', '2026-12-11', { reason: 'Flu', fileIds: [fileId] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.days).toBe(3);
    const [row] = await h.db.select().from(leaveRequests).where(eq(leaveRequests.id, res.json().data.id));
    expect(row).toMatchObject({ status: 'pending', days: 3, employeeId: me.id, reason: 'Flu' });
    expect(await h.db.select({ year: leaveRequestYears.year, days: leaveRequestYears.days }).from(leaveRequestYears).where(eq(leaveRequestYears.requestId, row!.id))).toEqual([{ year: 2026, days: 3 }]);
    expect(await h.db.select({ fileId: leaveRequestFiles.fileId }).from(leaveRequestFiles).where(eq(leaveRequestFiles.requestId, row!.id))).toEqual([{ fileId }]);
    const mails = await h.db.select({ to: mailOutbox.to, subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.template, 'leaveSubmitted'));
    expect(mails.map((m) => m.to).sort()).toEqual([boss.companyEmail, assistant.companyEmail].sort());
    expect(mails[0]!.subject).toContain(me.firstNameEn);
    expect(await sickPending()).toMatchObject({ pending: 3, used: 0, remaining: 27 });
  });

  it('takes a morning and an afternoon of one date, and rejects a full day over either (overlap)', async () => {
    expect((await submit(form('SICK', '2026-11-24', '2026-11-24', { duration: 'morning' }))).json().data.days).toBe(0.5);
    expect((await submit(form('SICK', '2026-11-24', '2026-11-24', { duration: 'afternoon' }))).statusCode).toBe(200);
    const clash = await submit(form('SICK', '2026-11-24', '2026-11-25'));
    expect(clash.statusCode).toBe(400);
    expect(fieldErrors(clash)).toEqual([expect.objectContaining({ field: 'dateFrom', code: 'leaveOverlap' })]);
    expect(fieldErrors(clash)[0]!.text).toContain('24 November 2026');
    // In Thai, the other request's date is written in the Buddhist era.
    expect(fieldErrors(await submit(form('SICK', '2026-11-24', '2026-11-25'), token, 'th'))[0]!.text).toContain('2569');
  });

  it('requires from, to, type and duration, and a half day on one date', async () => {
    const res = await submit({ fileIds: [] });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res).map((f) => f.field).sort()).toEqual(['dateFrom', 'dateTo', 'duration', 'leaveTypeId']);
    expect(fieldErrors(res).find((f) => f.field === 'dateFrom')!.text).toBe('From is required');
    const half = await submit(form('SICK', '2026-11-26', '2026-11-27', { duration: 'afternoon' }));
    expect(fieldErrors(half)).toEqual([expect.objectContaining({ field: 'dateTo', code: 'halfDaySingleDate' })]);
    // Only a weekend: nothing to take.
    expect(fieldErrors(await submit(form('SICK', '2026-11-28', '2026-11-29')))).toEqual([expect.objectContaining({ field: 'dateFrom', code: 'noWorkingDays' })]);
  });

  it('holds the type\'s advance notice and back-date limit', async () => {
    // Personal leave: 3 days' notice, never after the fact. Monday 23 Nov is one day ahead.
    const early = await submit(form('PERSONAL', '2026-11-23', '2026-11-23'));
    expect(fieldErrors(early)).toEqual([expect.objectContaining({ field: 'dateFrom', code: 'leaveAdvanceNotice', text: 'From: this leave type must be requested at least 3 days in advance' })]);
    expect(fieldErrors(await submit(form('PERSONAL', '2026-11-20', '2026-11-20')))).toEqual([expect.objectContaining({ field: 'dateFrom', code: 'leaveBackDate' })]);
    // Sick leave: up to 7 days after it began. 18 Nov (4 days ago) is fine, 10 Nov (12 days ago) is not.
    expect((await submit(form('SICK', '2026-11-18', '2026-11-18'))).statusCode).toBe(200);
    expect(fieldErrors(await submit(form('SICK', '2026-11-10', '2026-11-10')))).toEqual([expect.objectContaining({ code: 'leaveBackDate' })]);
  });

  it('refuses a request beyond the remaining balance of the year, unless the type is unpaid', async () => {
    // Personal leave: 3 days a year. 30 Nov – 2 Dec takes all three.
    expect((await submit(form('PERSONAL', '2026-11-30', '2026-12-02'))).statusCode).toBe(200);
    const over = await submit(form('PERSONAL', '2026-12-14', '2026-12-14'));
    expect(fieldErrors(over)).toEqual([expect.objectContaining({ field: 'leaveTypeId', code: 'leaveBalance', text: 'Leave type: not enough leave left in 2026 (remaining 0 days)' })]);
    // Unpaid leave goes beyond its guide figure (1 day here).
    await h.db.update(leaveTypes).set({ daysPerYear: 1 }).where(eq(leaveTypes.id, type.UNPAID!));
    expect((await submit(form('UNPAID', '2026-12-14', '2026-12-15'))).json().data.days).toBe(2);
  });

  it('checks each year of a request over New Year against that year\'s balance', async () => {
    await h.db.update(employees).set({ joiningDate: '2020-01-06' }).where(eq(employees.id, peer.id));
    // Vacation: 6 days a year. 28 Dec 2026 – 8 Jan 2027 = 3 days in 2026 (31 Dec a holiday) and 5 in 2027 (1 Jan a holiday).
    await h.db.update(leaveTypes).set({ advanceNoticeDays: 0 }).where(eq(leaveTypes.id, type.VACATION!));
    const res = await submit(form('VACATION', '2026-12-28', '2027-01-08'), peerToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.days).toBe(8);
    const years = await h.db.select({ year: leaveRequestYears.year, days: leaveRequestYears.days }).from(leaveRequestYears).where(eq(leaveRequestYears.requestId, res.json().data.id));
    expect(years.sort((a, b) => a.year - b.year)).toEqual([{ year: 2026, days: 3 }, { year: 2027, days: 5 }]);
    const over = await submit(form('VACATION', '2027-01-11', '2027-01-12'), peerToken);
    expect(fieldErrors(over)).toEqual([expect.objectContaining({ code: 'leaveBalance', text: expect.stringContaining('2027 (remaining 1 day)') })]);
  });

  it('lets ten parallel submissions of the same dates through once (the employee\'s row serializes them)', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(form('SICK', '2026-12-21', '2026-12-21'), peerToken)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400 && fieldErrors(r)[0]?.code === 'leaveOverlap')).toHaveLength(9);
  });

  it('takes only the caller\'s own uploads, at most three, pictures or PDF', async () => {
    const theirs = (await h.upload('/api/1.0/user/upload/leave', peerToken, [await pngBytes('theirs.png')])).json().data[0].id;
    const res = await submit(form('SICK', '2026-12-22', '2026-12-22', { fileIds: [theirs] }));
    expect(fieldErrors(res)).toEqual([expect.objectContaining({ field: 'fileIds', code: 'uploadNotFound' })]);
    const four = await h.upload('/api/1.0/user/upload/leave', token, await Promise.all([1, 2, 3, 4].map((n) => pngBytes(`p${n}.png`))));
    expect(errorsOf(four).msg.code).toBe(400012);
    const text = await h.upload('/api/1.0/user/upload/leave', token, [{ name: 'note.pdf', type: 'application/pdf', bytes: Buffer.from('not really a pdf') }]);
    expect(errorsOf(text).msg.code).toBe(400011);
  });
});

describe('editing and cancelling', () => {
  it('the requester edits a pending request (days recounted) and removes a file; nobody else can', async () => {
    const up = (await h.upload('/api/1.0/user/upload/leave', token, [await pngBytes('a.png'), await pngBytes('b.png')])).json().data as Array<{ id: string }>;
    const { id } = (await submit(form('SICK', '2027-01-12', '2027-01-12', { fileIds: up.map((f) => f.id) }))).json().data;
    const edited = await h.post('/api/1.0/update/leaveForm', { id, ...form('SICK', '2027-01-12', '2027-01-13', { fileIds: up.map((f) => f.id), reason: 'Dentist' }) }, token);
    expect(edited.json().data).toEqual({ id, days: 2 });
    expect((await h.post('/api/1.0/delete/upload/leave', { requestId: id, fileId: up[1]!.id }, token)).statusCode).toBe(200);
    const view = (await h.post('/api/1.1/view/leaveForm', { id }, token)).json().data;
    expect(view).toMatchObject({ days: 2, reason: 'Dentist', status: 'pending', can: { edit: true, cancel: true, decide: false } });
    expect(view.files.map((f: { id: string }) => f.id)).toEqual([up[0]!.id]);
    // Someone else's id: as if it did not exist.
    const other = await h.post('/api/1.0/update/leaveForm', { id, ...form('SICK', '2027-01-14', '2027-01-14') }, peerToken);
    expect(errorsOf(other).msg.code).toBe(301007);
    expect(errorsOf(await h.post('/api/1.1/view/leaveForm', { id }, peerToken)).msg.code).toBe(301007);
    // /1.1/save/leaveForm edits with an id too.
    expect((await h.post('/api/1.1/save/leaveForm', { id, ...form('SICK', '2027-01-12', '2027-01-12') }, token)).json().data).toEqual({ id, days: 1 });
  });

  it('the requester cancels while pending; once decided only HR can, with a reason, and the days come back', async () => {
    const { id } = (await submit(form('SICK', '2027-01-19', '2027-01-19'))).json().data;
    expect((await h.post('/api/1.1/cancel/leaveForm', { id }, token)).statusCode).toBe(200);
    expect(errorsOf(await h.post('/api/1.1/cancel/leaveForm', { id }, token)).msg.code).toBe(409050);
    expect(errorsOf(await h.post('/api/1.0/update/leaveForm', { id, ...form('SICK', '2027-01-19', '2027-01-19') }, token)).msg.code).toBe(409050);

    const second = (await submit(form('SICK', '2027-01-20', '2027-01-20'))).json().data.id;
    const bossToken = await h.login(boss);
    expect((await h.post('/api/1.0/approve/leaveForm', { id: second }, bossToken)).statusCode).toBe(200);
    expect(errorsOf(await h.post('/api/1.1/cancel/leaveForm', { id: second }, token)).msg.code).toBe(409050);
    const noReason = await h.post('/api/1.1/cancel/leaveForm', { id: second }, hr);
    expect(fieldErrors(noReason)).toEqual([expect.objectContaining({ field: 'reason', code: 'required' })]);
    const before = (await h.post('/api/1.1/get/sumLeaveSelfView', { year: 2027 }, token)).json().data.types.find((t: { code: string }) => t.code === 'SICK');
    expect((await h.post('/api/1.1/cancel/leaveForm', { id: second, reason: 'Came to work that day' }, hr)).statusCode).toBe(200);
    const after = (await h.post('/api/1.1/get/sumLeaveSelfView', { year: 2027 }, token)).json().data.types.find((t: { code: string }) => t.code === 'SICK');
    expect(after.used).toBe(before.used - 1);
    const [mail] = await h.db.select().from(mailOutbox).where(and(eq(mailOutbox.template, 'leaveCancelled'), eq(mailOutbox.to, me.companyEmail!)));
    expect(mail!.text).toContain('Came to work that day');
    // A cancelled one stays cancelled.
    expect(errorsOf(await h.post('/api/1.1/cancel/leaveForm', { id: second, reason: 'Again' }, hr)).msg.code).toBe(409051);
    expect(await h.auditActions()).toEqual(expect.arrayContaining(['leave.submit', 'leave.update', 'leave.cancel', 'leave.approve']));
  });

  it('a plain employee may not use HR\'s or an approver\'s calls', async () => {
    for (const [url, body] of [['/api/1.0/search/leave', {}], ['/api/1.0/excel/leave', {}], ['/api/1.1/search/approve', {}], ['/api/1.0/approve/leaveForm', { id: me.id }]] as const) {
      expect((await h.post(url, body, token)).statusCode, url).toBe(403);
    }
  });
});
