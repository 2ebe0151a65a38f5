import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leaveRequests, leaveTypes, notifications, sensitiveChangeRequests } from '@hr/db';
import type { InboxItem, InboxPage } from '@hr/domain/inbox';
import { LOCAL_NAMES } from '../../seed/master-names-local';
import { createHarness, pngBytes, type Harness } from '../../test/harness';
import type { Mailer } from '../../platform/mail/mailer';

// Issue 15 point 6: the in-app notification centre. Today is Sunday 22 November 2026 in Bangkok.
// The line: boss and assistant approve for `me` (the assistant has no mail address); `other` is a
// colleague with an inbox of their own.
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, assistant: Person, me: Person, other: Person;
let bossToken: string, assistantToken: string, token: string, otherToken: string, hr: string;
let sick: string;

const code = (res: { body: string }) => (JSON.parse(res.body) as { msg: { code: number } }).msg.code;
const file = (who: string, dateFrom: string, dateTo = dateFrom) =>
  h.post('/api/1.0/insert/leaveForm', { leaveTypeId: sick, duration: 'fullDay', dateFrom, dateTo }, who).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.id as string;
  });
const inbox = async (who: string, body: object = {}, lang = 'en') => {
  const res = await h.post('/api/1.0/search/inbox/self', body, who, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as InboxPage;
};
const unread = async (who: string) => (await h.get('/api/1.0/get/count/inbox/self', who)).json().data as number;
const pending = async (who: string) => (await h.get('/api/1.0/get/count/notification/self', who)).json().data as number;
const read = (who: string, id: string) => h.post('/api/1.0/read/inbox/self', { id }, who);
const about = (page: InboxPage, objectId: string) => page.items.filter((n) => n.link?.includes(objectId));

beforeAll(async () => {
  h = await createHarness();
  boss = await h.person({ role: 'SUPERVISOR' });
  assistant = await h.person({ role: 'ASSISTANT_SUPERVISOR', email: null });
  me = await h.person({ supervisorId: boss.id, assistantId: assistant.id });
  other = await h.person({ supervisorId: boss.id });
  [bossToken, assistantToken, token, otherToken, hr] = await Promise.all([boss, assistant, me, other, await h.person({ role: 'HR' })].map((p) => h.login(p))) as [string, string, string, string, string];
  const [t] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
  sick = t!.id;
});
afterAll(async () => { await h?.close(); });

describe('leave events reach the inbox of the people concerned', () => {
  it('a new request waits in the supervisor\'s and the assistant\'s inbox (the assistant has no mail address), opening it in the approval page; the bell\'s pending count keeps its meaning', async () => {
    const id = await file(token, '2026-11-24');
    for (const who of [bossToken, assistantToken]) {
      const [n, ...more] = about(await inbox(who), id);
      expect(more).toEqual([]);
      expect(n).toMatchObject({ kind: 'leaveSubmitted', title: `Leave request from ${me.firstNameEn} ${me.lastNameEn}`, link: `/employment-management/approval?view=${id}`, readAt: null });
      expect(n!.body).toBe('Sick leave (All day) on 24 November 2026: 1 day. It is waiting for your decision.');
    }
    // The requester is told nothing of their own filing; the spec's count still counts what waits for approval.
    expect(about(await inbox(token), id)).toEqual([]);
    expect(await pending(bossToken)).toBe(1);
    expect(await unread(bossToken)).toBe(1);
  });

  it('an approval writes one notice to the requester, in the language of whoever reads it: Thai with the Buddhist year, Khmer with the Khmer type name and plural-free days', async () => {
    const id = await file(token, '2026-11-26', '2026-11-27');
    const before = await unread(token);
    const res = await h.post('/api/1.0/approve/leaveForm', { id, remark: 'Get well soon' }, bossToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(await unread(token)).toBe(before + 1);

    const [en] = about(await inbox(token), id);
    expect(en).toMatchObject({ kind: 'leaveApproved', title: 'Your leave was approved', link: `/self-service/leave-request/${id}`, readAt: null });
    expect(en!.body).toBe('Your Sick leave (All day) on 26 November 2026 – 27 November 2026, 2 days, was approved.\nRemark: Get well soon');
    const [th] = about(await inbox(token, {}, 'th'), id);
    expect(th!.title).toBe('คำขอลาของคุณได้รับการอนุมัติ');
    expect(th!.body).toBe('ลาป่วย (ทั้งวัน) วันที่ 26 พฤศจิกายน 2569 – 27 พฤศจิกายน 2569 จำนวน 2 วัน ของคุณได้รับการอนุมัติแล้ว\nหมายเหตุ: Get well soon');
    const [km] = about(await inbox(token, {}, 'km'), id);
    expect(km!.title).toBe('ការឈប់សម្រាករបស់អ្នកត្រូវបានអនុម័ត');
    expect(km!.body).toBe(`${LOCAL_NAMES['Sick leave']!.nameKm} (ពេញមួយថ្ងៃ) របស់អ្នកនៅ 26 វិច្ឆិកា 2026 – 27 វិច្ឆិកា 2026 ចំនួន 2 ថ្ងៃ ត្រូវបានអនុម័ត។\nកំណត់សម្គាល់៖ Get well soon`);
    // English counts one day in the singular.
    const one = await file(token, '2026-12-01');
    await h.post('/api/1.0/reject/leaveForm', { id: one, remark: 'Audit week' }, assistantToken);
    const [rejected] = about(await inbox(token), one);
    expect(rejected).toMatchObject({ kind: 'leaveRejected', title: 'Your leave was not approved', body: 'Your Sick leave (All day) on 1 December 2026, 1 day, was not approved.\nRemark: Audit week' });
  });

  it('twenty decisions at once on one request: one wins, one notice; a decision refused leaves no notice', async () => {
    const id = await file(token, '2026-12-03');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2
      ? h.post('/api/1.0/reject/leaveForm', { id, remark: `No ${i}` }, bossToken)
      : h.post('/api/1.0/approve/leaveForm', { id }, i % 4 ? hr : assistantToken))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await h.db.select().from(notifications).where(eq(notifications.objectId, id));
    // The approvers' two notices of the filing, and one decision to the requester.
    expect(rows.filter((r) => r.recipientId === me.id).map((r) => r.kind)).toHaveLength(1);
    expect(rows.filter((r) => r.recipientId !== me.id).map((r) => r.kind).sort()).toEqual(['leaveSubmitted', 'leaveSubmitted']);
    // Someone who may not decide is refused, and nobody hears of it.
    const another = await file(token, '2026-12-08');
    expect(code(await h.post('/api/1.0/approve/leaveForm', { id: another }, otherToken))).toBe(403001);
    expect((await h.db.select().from(notifications).where(eq(notifications.objectId, another))).map((r) => r.kind)).toEqual(['leaveSubmitted', 'leaveSubmitted']);
  });

  it('the notice is written in the decision\'s transaction: when the decision fails after it (the outbox refuses the mail), neither the decision nor the notice is kept', async () => {
    const id = await file(token, '2026-12-15');
    const before = await unread(token);
    const mailer = h.app.deps.mail;
    const refusing: Mailer = { ...mailer, enqueue: async () => { throw new Error('outbox unavailable'); } };
    h.app.deps.mail = refusing;
    try {
      const res = await h.post('/api/1.0/approve/leaveForm', { id }, bossToken);
      expect(res.statusCode).toBe(500);
    } finally {
      h.app.deps.mail = mailer;
    }
    const [row] = await h.db.select({ status: leaveRequests.status }).from(leaveRequests).where(eq(leaveRequests.id, id));
    expect(row!.status).toBe('pending');
    expect(await unread(token)).toBe(before);
    expect((await h.db.select().from(notifications).where(eq(notifications.objectId, id))).every((r) => r.kind === 'leaveSubmitted')).toBe(true);
    // Once the outbox takes mail again, the same decision goes through and is told once.
    expect((await h.post('/api/1.0/approve/leaveForm', { id }, bossToken)).statusCode).toBe(200);
    expect(await unread(token)).toBe(before + 1);
  });

  it('HR\'s cancellation of approved leave is told with its reason', async () => {
    const id = await file(token, '2026-12-17');
    await h.post('/api/1.0/approve/leaveForm', { id }, bossToken);
    h.clock.advance(60_000);
    const res = await h.post('/api/1.1/cancel/leaveForm', { id, reason: 'Filed twice' }, hr);
    expect(res.statusCode, res.body).toBe(200);
    const kinds = about(await inbox(token), id).map((n) => [n.kind, n.body.split('\n')[1] ?? null]);
    expect(kinds).toEqual([['leaveCancelled', 'Reason: Filed twice'], ['leaveApproved', null]]);
  });
});

describe('a holiday added on the master tells those whose leave it recounts', () => {
  it('a request that counts a day less, and one left with no working day (withdrawn), each in its requester\'s language', async () => {
    const [ann, ben] = [await h.person({ supervisorId: boss.id }), await h.person({ supervisorId: boss.id })];
    const [annToken, benToken] = [await h.login(ann), await h.login(ben)];
    const two = await file(annToken, '2026-12-28', '2026-12-29');
    const one = await file(benToken, '2026-12-29');
    await h.post('/api/1.0/approve/leaveForm', { id: two }, bossToken);
    h.clock.advance(60_000);
    const added = await h.post('/api/1.0/insert/master/holiday', { date: '2026-12-29', nameEn: 'Founders\' day', nameTh: 'วันก่อตั้งบริษัท' }, hr);
    expect(added.statusCode, added.body).toBe(200);
    const [recounted] = about(await inbox(annToken), two);
    expect(recounted).toMatchObject({ kind: 'leaveRecounted', title: 'Your leave was counted again', readAt: null });
    expect(recounted!.body).toBe('The holiday calendar changed (Founders\' day, 29 December 2026): your Sick leave (All day) on 28 December 2026 – 29 December 2026 now counts 1 day instead of 2.');
    const [withdrawn] = about(await inbox(benToken, {}, 'th'), one);
    expect(withdrawn).toMatchObject({ kind: 'leaveWithdrawn', title: 'คำขอลาของคุณถูกถอนแล้ว', link: `/self-service/leave-request/${one}` });
    expect(withdrawn!.body).toBe('เนื่องจากวันก่อตั้งบริษัท วันที่ 29 ธันวาคม 2569 เป็นวันหยุดบริษัท ลาป่วย (ทั้งวัน) วันที่ 29 ธันวาคม 2569 ของคุณจึงไม่มีวันทำงานเหลือ และถูกถอนแล้ว');
  });
});

describe('each reads and marks only their own', () => {
  it('lists newest first a page at a time, filters the unread, marks one and then all read', async () => {
    await h.post('/api/1.0/readAll/inbox/self', {}, otherToken);
    const ids: string[] = [];
    for (const day of ['2026-12-01', '2026-12-03', '2026-12-08']) {
      const id = await file(otherToken, day);
      h.clock.advance(60_000);
      await h.post('/api/1.0/approve/leaveForm', { id }, bossToken);
      ids.push(id);
    }
    const first = await inbox(otherToken, { page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, unread: 3, page: 1, pageSize: 2 });
    expect(first.items.map((n) => n.link)).toEqual([`/self-service/leave-request/${ids[2]}`, `/self-service/leave-request/${ids[1]}`]);
    expect((await inbox(otherToken, { page: 2, pageSize: 2 })).items.map((n) => n.link)).toEqual([`/self-service/leave-request/${ids[0]}`]);

    const newest = first.items[0]!;
    expect((await read(otherToken, newest.id)).statusCode).toBe(200);
    expect(await unread(otherToken)).toBe(2);
    // Reading it again keeps the first time it was read.
    const readAt = (await inbox(otherToken)).items.find((n) => n.id === newest.id)!.readAt;
    expect(readAt).toBe(h.clock.now().toISOString());
    h.clock.advance(60_000);
    expect((await read(otherToken, newest.id)).statusCode).toBe(200);
    expect((await inbox(otherToken)).items.find((n) => n.id === newest.id)!.readAt).toBe(readAt);

    const unreadOnly = await inbox(otherToken, { unreadOnly: true });
    expect(unreadOnly).toMatchObject({ total: 2, unread: 2 });
    expect(unreadOnly.items.every((n: InboxItem) => n.readAt === null)).toBe(true);
    const all = await h.post('/api/1.0/readAll/inbox/self', {}, otherToken);
    expect(all.json().data).toEqual({ marked: 2 });
    expect(await unread(otherToken)).toBe(0);
    expect((await inbox(otherToken, { unreadOnly: true })).items).toEqual([]);
  });

  it('another person\'s notice cannot be read or marked: its id is answered like one that does not exist, and it stays unread', async () => {
    const id = await file(token, '2026-12-22');
    await h.post('/api/1.0/approve/leaveForm', { id }, bossToken);
    const mine = about(await inbox(token), id)[0]!;
    // The colleague's list never holds it, and marking it by its id is refused as gone.
    expect((await inbox(otherToken, { pageSize: 100 })).items.map((n) => n.id)).not.toContain(mine.id);
    const res = await read(otherToken, mine.id);
    expect(res.statusCode).toBe(404);
    expect(code(res)).toBe(301007);
    expect(res.body).toEqual((await read(otherToken, '00000000-0000-4000-8000-000000000001')).body);
    // Nor does "mark all read" of the colleague or of the approver reach it.
    await h.post('/api/1.0/readAll/inbox/self', {}, otherToken);
    await h.post('/api/1.0/readAll/inbox/self', {}, bossToken);
    expect(about(await inbox(token), id)[0]!.readAt).toBeNull();
    // Without a session there is no inbox at all.
    expect((await h.get('/api/1.0/get/count/inbox/self')).statusCode).toBe(401);
    expect((await h.post('/api/1.0/search/inbox/self', {})).statusCode).toBe(401);
  });

  it('rejects malformed calls with the failing field', async () => {
    const bad = await h.post('/api/1.0/search/inbox/self', { pageSize: 1000, unreadOnly: 'yes', extra: 1 }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['extra', 'pageSize', 'unreadOnly']);
    const noId = await h.post('/api/1.0/read/inbox/self', { id: 'nope' }, token);
    expect(noId.statusCode).toBe(400);
  });
});

describe('other modules add their kinds', () => {
  it('HR\'s decision on a change of sensitive information reaches the employee\'s inbox, opening My profile', async () => {
    const employee = await h.person();
    const t = await h.login(employee);
    const fileId = (await h.upload('/api/1.0/user/upload/file', t, [await pngBytes('evidence.png')])).json().data[0].id;
    const filed = await h.post('/api/1.0/request/sensitive', { lastNameEn: 'Srisuk', supportingFileId: fileId }, t);
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json().data.id as string;
    const res = await h.post('/api/1.0/reject/request/sensitive', { id, remark: 'The file is unreadable' }, hr);
    expect(res.statusCode, res.body).toBe(200);
    const [n] = (await inbox(t, {}, 'th')).items;
    // The day it was asked, in Bangkok, as a Thai reader's calendar writes it.
    const [asked] = await h.db.select({ at: sensitiveChangeRequests.createdAt }).from(sensitiveChangeRequests).where(eq(sensitiveChangeRequests.id, id));
    const day = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(asked!.at);
    expect(n).toMatchObject({ kind: 'sensitiveRejected', title: 'คำขอแก้ไขข้อมูลสำคัญของคุณไม่ได้รับการอนุมัติ', link: '/self-service/my-profile' });
    expect(n!.body).toBe(`ฝ่ายบุคคลไม่อนุมัติคำขอแก้ไขข้อมูลสำคัญที่คุณส่งเมื่อ ${day} ข้อมูลในระบบของคุณยังคงเดิม\nเหตุผล: The file is unreadable`);
  });

  it('an outing\'s invitation reaches every member, with a mail address or not, once however often it is sent; its cancellation too', async () => {
    const noMail = await h.person({ email: null });
    const withMail = await h.person();
    const saved = await h.post('/api/1.0/save/companyOuting', {
      nameEn: 'Annual trip', nameTh: 'ทริปประจำปี', companyId: h.company.id, location: 'Khao Yai', startDate: '2027-03-12', endDate: '2027-03-14',
      startTime: '08:00', endTime: '17:00', registrationDeadline: '2027-02-28', memberIds: [noMail.id, withMail.id],
    }, hr);
    expect(saved.statusCode, saved.body).toBe(200);
    const outing = saved.json().data.id as string;
    for (let i = 0; i < 2; i++) expect((await h.post('/api/1.0/sendmail/companyOuting/all', { id: outing }, hr)).statusCode).toBe(200);
    h.clock.advance(60_000);
    const [invited, ...more] = (await inbox(await h.login(noMail), {}, 'km')).items;
    expect(more).toEqual([]);
    expect(invited).toMatchObject({ kind: 'outingInvitation', title: 'ដំណើរកម្សាន្តរបស់ក្រុមហ៊ុន៖ Annual trip', link: null });
    expect(invited!.body).toBe('លោកអ្នកមានឈ្មោះនៅក្នុងបញ្ជីអ្នកចូលរួមដំណើរកម្សាន្តរបស់ក្រុមហ៊ុន "Annual trip" (12 មីនា 2027 08:00 – 14 មីនា 2027 17:00, Khao Yai)។\nសូមចុះឈ្មោះមុនថ្ងៃ 28 កុម្ភៈ 2027។');
    const cancelled = await h.post('/api/1.0/cancel/companyOuting', { id: outing, reason: 'Storm warning' }, hr);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const list = await inbox(await h.login(withMail));
    expect(list.items.map((n) => [n.kind, n.title])).toEqual([['outingCancelled', 'Cancelled: company outing Annual trip'], ['outingInvitation', 'Company outing: Annual trip']]);
    expect(list.items[0]!.body).toBe('The company outing "Annual trip" (12 March 2027 08:00 – 14 March 2027 17:00, Khao Yai) has been cancelled.\nReason: Storm warning');
  });
});
