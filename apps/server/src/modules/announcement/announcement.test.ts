import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { announcements, departments, employees, files, mailOutbox, notifications } from '@hr/db';
import { buildApp } from '../../app';
import { localFileStore } from '../../platform/files/file-store';
import { createHarness, type Harness, type UploadPart } from '../../test/harness';
import { publishDueAnnouncements } from './announcement.service';

let h: Harness;
let hr: string;
let hrPerson: Awaited<ReturnType<Harness['person']>>;
type Person = Awaited<ReturnType<Harness['person']>>;
/** Production has a reader of Thai with an address and one without; Warehouse one more; a supervisor of Production posts to it. */
let prodTh: Person;
let prodNoMail: Person;
let ware: Person;
let lead: Person;
let prodToken: string;
let wareToken: string;
let production: string;
let warehouse: string;

const jpeg = async (name = 'header.jpg', colour = '#1f4e79'): Promise<UploadPart> =>
  ({ name, type: 'image/jpeg', bytes: await sharp({ create: { width: 40, height: 20, channels: 3, background: colour } }).jpeg().toBuffer() });
const pdf = (name = 'rules.pdf'): UploadPart => ({ name, type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });

beforeAll(async () => {
  h = await createHarness();
  hrPerson = await h.person({ role: 'HR' });
  hr = await h.login(hrPerson);
  const [p] = await h.db.insert(departments).values({ companyId: h.company.id, nameEn: 'Production', nameTh: 'ฝ่ายผลิต' }).returning();
  const [w] = await h.db.insert(departments).values({ companyId: h.company.id, nameEn: 'Warehouse', nameTh: 'คลังสินค้า' }).returning();
  production = p!.id;
  warehouse = w!.id;
  prodTh = await h.person({ email: 'malee@test.co.th' });
  prodNoMail = await h.person({ email: null });
  ware = await h.person({ email: 'ware@test.co.th' });
  lead = await h.person({ role: 'SUPERVISOR' });
  await h.db.update(employees).set({ departmentId: production }).where(inArray(employees.id, [prodTh.id, prodNoMail.id, lead.id]));
  await h.db.update(employees).set({ departmentId: warehouse }).where(eq(employees.id, ware.id));
  await h.db.update(employees).set({ preferredLang: 'th' }).where(eq(employees.id, prodTh.id));
  prodToken = await h.login(prodTh);
  wareToken = await h.login(ware);
});
afterAll(async () => { await h?.close(); });

const api = (path: string, body: unknown, token = hr, lang = 'en') => h.post(`/api/1.0/${path}`, body, token, { lang });
const errorsOf = (res: { json: () => { data: { errors: Array<{ field: string; code: string; text: string }> } } }) => res.json().data.errors;
const uploadAs = async (token: string, purpose: 'image' | 'attachment', parts: UploadPart[], lang = 'en') =>
  h.upload(`/api/1.0/upload/announcement?purpose=${purpose}`, token, parts, lang);
async function uploaded(purpose: 'image' | 'attachment', parts: UploadPart[], token = hr): Promise<string[]> {
  const res = await uploadAs(token, purpose, parts);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ id: string }>).map((f) => f.id);
}
/** Moves the clock; sessions idle that long have ended, so everyone logs in again. */
async function advance(ms: number) {
  h.clock.advance(ms);
  [hr, prodToken, wareToken] = await Promise.all([h.login(hrPerson), h.login(prodTh), h.login(ware)]);
}
const at = (ms: number) => new Date(h.clock.now().getTime() + ms).toISOString();
const HOUR = 3_600_000;
let seq = 0;
/** A valid announcement for the Production department, publishing now, ending in a week. */
async function body(over: Record<string, unknown> = {}) {
  const [imageEn] = await uploaded('image', [await jpeg()]);
  const [imageTh] = await uploaded('image', [await jpeg('th.jpg', '#aa0000')]);
  seq += 1;
  return {
    titleEn: `Fire drill ${seq}`, titleTh: `ซ้อมหนีไฟ ${seq}`, descriptionEn: '<p>Meet at the <strong>car park</strong>.</p>', descriptionTh: '<p>รวมพลที่ลานจอดรถ</p>',
    imageEn, imageTh, attachmentIds: [], schedule: 'now', endAt: at(7 * 24 * HOUR), urgent: false, departmentIds: [production], ...over,
  };
}
async function create(over: Record<string, unknown> = {}): Promise<string> {
  const res = await api('save/annoucement', await body(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}
const mine = async (token: string) => (await api('search/announcement/self', {}, token)).json().data as { items: Array<{ id: string; title: string; readAt: string | null }>; unread: number };

describe('save/annoucement', () => {
  it('publishes at once to the department: its people see it in their list, in their language, and get a notice; others do not', async () => {
    const id = await create();
    const th = await mine(prodToken);
    expect(th.items.map((i) => i.id)).toContain(id);
    expect((await api('search/announcement/self', {}, prodToken, 'th')).json().data.items.find((i: { id: string }) => i.id === id).title).toMatch(/^ซ้อมหนีไฟ/);
    expect((await mine(wareToken)).items.map((i) => i.id)).not.toContain(id);
    const notices = await h.db.select().from(notifications).where(eq(notifications.objectId, id));
    expect(notices.map((n) => n.recipientId).sort()).toEqual([prodTh.id, prodNoMail.id, lead.id].sort());
    expect(notices.every((n) => n.kind === 'announcementPublished')).toBe(true);
    // Not urgent: no mail.
    expect(await h.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'announcementUrgent'))).toHaveLength(0);
  });

  it('names every missing or wrong field, in the caller\'s language', async () => {
    const res = await api('save/annoucement', { titleEn: '', descriptionEn: '<p> </p>', schedule: 'scheduled', endAt: at(HOUR) }, hr, 'th');
    expect(res.statusCode).toBe(400);
    const fields = errorsOf(res).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['titleEn', 'titleTh', 'descriptionEn', 'descriptionTh', 'imageEn', 'imageTh']));
    expect(errorsOf(res).find((e) => e.field === 'titleTh')!.text).toContain('หัวข้อ (ภาษาไทย)');
    // The rules across fields speak once the fields themselves are right.
    const cross = await api('save/annoucement', { ...await body({ schedule: 'scheduled', departmentIds: [] }) }, hr, 'th');
    expect(errorsOf(cross).map((e) => e.field).sort()).toEqual(['audienceAll', 'startAt']);
    expect(errorsOf(cross).find((e) => e.field === 'audienceAll')!.text).toBe('โปรดเลือกผู้รับประกาศ: ทุกคน หรืออย่างน้อยหนึ่งบริษัท แผนก หรือพนักงาน');
  });

  it('the end must be after the start; a scheduled start needs a date', async () => {
    const b = await body({ schedule: 'scheduled', startAt: at(2 * HOUR), endAt: at(HOUR) });
    const res = await api('save/annoucement', b);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([expect.objectContaining({ field: 'endAt', text: 'End must be later than the start' })]);
    const now = await api('save/annoucement', await body({ endAt: at(-HOUR) }));
    expect(errorsOf(now).map((e) => e.field)).toEqual(['endAt']);
  });

  it('refuses more than ten attachments, and a picture or attachment of the wrong kind or someone else\'s', async () => {
    const eleven = await uploaded('attachment', Array.from({ length: 10 }, (_, i) => pdf(`a${i}.pdf`)));
    const [more] = await uploaded('attachment', [pdf('b.pdf')]);
    const res = await api('save/annoucement', await body({ attachmentIds: [...eleven, more] }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[0]).toMatchObject({ field: 'attachmentIds', text: 'Attachments: too many files' });
    // An attachment where the picture goes, and an upload another person made.
    const otherHr = await h.login(await h.person({ role: 'HR' }));
    const [theirs] = await uploaded('image', [await jpeg()], otherHr);
    const wrong = await api('save/annoucement', await body({ imageEn: eleven[0], imageTh: theirs }));
    expect(errorsOf(wrong).map((e) => [e.field, e.code])).toEqual([['imageEn', 'uploadWrongUse'], ['imageTh', 'uploadNotFound']]);
  });

  it('takes JPG/JPEG pictures only, attachments PDF/JPG/JPEG only, decided by their bytes', async () => {
    const png = { name: 'x.jpg', type: 'image/jpeg', bytes: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer() };
    const asImage = await uploadAs(hr, 'image', [png]);
    expect(asImage.statusCode).toBe(415);
    expect(asImage.json().msg.text).toBe('This file type is not supported. Allowed: JPG, JPEG.');
    expect((await uploadAs(hr, 'image', [pdf()])).statusCode).toBe(415);
    const asAttachment = await uploadAs(hr, 'attachment', [{ name: 'evil.pdf', type: 'application/pdf', bytes: Buffer.from('<script>alert(1)</script>') }], 'th');
    expect(asAttachment.statusCode).toBe(415);
    expect((await uploadAs(hr, 'image', [await jpeg('a.jpg'), await jpeg('b.jpg')])).statusCode).toBe(400);
    expect((await uploadAs(hr, 'attachment', Array.from({ length: 11 }, (_, i) => pdf(`${i}.pdf`)))).statusCode).toBe(400);
  });

  it('keeps no script: every rich-text payload is stored and served inert', async () => {
    const payloads = [
      '<p>Hi<script>alert(1)</script></p>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">x</a>', '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>', '<svg onload=alert(1)><p>x</p></svg>', '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<form action="https://evil.example"><input name=p></form>',
    ];
    const id = await create({ descriptionEn: `<p>ok</p>${payloads.join('')}`, descriptionTh: `<p>ตกลง</p>${payloads.join('')}`, titleEn: '<script>alert(1)</script> Title' });
    const d = (await api('get/AnnouncementDetail', { id })).json().data;
    for (const html of [d.descriptionEn, d.descriptionTh]) {
      expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|data:text|<iframe|<img|<svg|<style|<form|<input|style=/i);
    }
    expect(d.descriptionEn).toContain('<p>ok</p>');
    // A title is plain text: kept as typed, shown as text by the screens and escaped in mail.
    expect(d.titleEn).toBe('<script>alert(1)</script> Title');
    const read = (await api('view/annoucement', { id }, prodToken)).json().data;
    expect(read.description).not.toMatch(/<script|onerror|javascript:/i);
    // Links survive with a safe target.
    const link = await create({ descriptionEn: '<p><a href="https://example.com/rules">rules</a></p>' });
    expect((await api('get/AnnouncementDetail', { id: link })).json().data.descriptionEn)
      .toBe('<p><a href="https://example.com/rules" target="_blank" rel="noopener noreferrer nofollow">rules</a></p>');
  });
});

describe('reading, receipts and reminders', () => {
  it('reading records a receipt; HR sees who has read it and reminds the others', async () => {
    const id = await create({ departmentIds: [production, warehouse] });
    expect((await mine(prodToken)).items.find((i) => i.id === id)!.readAt).toBeNull();
    const read = await api('view/annoucement', { id }, prodToken, 'th');
    expect(read.json().data).toMatchObject({ id, title: expect.stringMatching(/^ซ้อมหนีไฟ/), description: '<p>รวมพลที่ลานจอดรถ</p>', readAt: expect.any(String) });
    expect((await mine(prodToken)).items.find((i) => i.id === id)!.readAt).not.toBeNull();
    const receipts = (await api('search/announcement/receipts', { id })).json().data;
    expect(receipts).toMatchObject({ audienceCount: 4, readCount: 1 });
    expect(receipts.items[0]).toMatchObject({ employeeId: prodTh.id, departmentLabel: 'Production', readAt: expect.any(String) });
    const unread = (await api('search/announcement/receipts', { id, read: false })).json().data;
    expect(unread.items.map((r: { employeeId: string }) => r.employeeId).sort()).toEqual([prodNoMail.id, lead.id, ware.id].sort());
    expect((await api('search/announcementlist', { keyword: 'Fire drill' })).json().data.items.find((r: { id: string }) => r.id === id))
      .toMatchObject({ audienceCount: 4, readCount: 1, audienceLabel: '2 departments', status: 'published' });
    const remind = await api('remind/announcement', { id });
    expect(remind.json()).toMatchObject({ data: { notified: 3, mailed: 2 }, msg: { text: 'Reminder sent to 3 people who have not read it' } });
    const reminded = await h.db.select().from(notifications).where(and(eq(notifications.objectId, id), eq(notifications.kind, 'announcementReminder')));
    expect(reminded.map((n) => n.recipientId)).not.toContain(prodTh.id);
  });

  it('an employee never reads an announcement not addressed to them, nor its files (IDOR)', async () => {
    const [att] = await uploaded('attachment', [pdf('secret.pdf')]);
    const id = await create({ departmentIds: [production], attachmentIds: [att] });
    const d = (await api('get/AnnouncementDetail', { id })).json().data;
    expect((await api('view/annoucement', { id }, wareToken)).json().msg.code).toBe(301007);
    for (const f of [d.images.en.id, d.images.th.id, att]) {
      expect((await h.get(`/api/1.0/file/${f}`, wareToken)).statusCode).toBe(404);
      expect((await h.get(`/api/1.0/file/${f}`, prodToken)).statusCode).toBe(200);
    }
    // HR's calls are HR's: an employee is refused, and cannot upload or delete.
    for (const [path, b] of [['get/AnnouncementDetail', { id }], ['search/announcementlist', {}], ['save/annoucement', await body()], ['delete/annoucement', { id }],
      ['search/announcement/receipts', { id }], ['remind/announcement', { id }], ['search/EmployeeModal', {}]] as const) {
      expect((await api(path, b, wareToken)).statusCode, path).toBe(403);
    }
    expect((await uploadAs(wareToken, 'image', [await jpeg()])).statusCode).toBe(403);
  });

  it('deleting removes it with its files; an upload no one uses can be removed, one in use cannot', async () => {
    const [spare, used] = await uploaded('attachment', [pdf('spare.pdf'), pdf('used.pdf')]);
    const id = await create({ attachmentIds: [used] });
    expect((await api('delete/upload/announcement', { id: used })).json().msg.code).toBe(409121);
    expect((await api('delete/upload/announcement', { id: spare }, await h.login(await h.person({ role: 'HR' })))).json().msg.code).toBe(404002);
    expect((await api('delete/upload/announcement', { id: spare })).statusCode).toBe(200);
    const d = (await api('get/AnnouncementDetail', { id })).json().data;
    expect((await api('delete/annoucement', { id })).statusCode).toBe(200);
    expect(await h.db.select().from(announcements).where(eq(announcements.id, id))).toHaveLength(0);
    expect(await h.db.select().from(files).where(inArray(files.id, [spare, used, d.images.en.id, d.images.th.id]))).toHaveLength(0);
    expect((await api('get/AnnouncementDetail', { id })).json().msg.code).toBe(301007);
  });

  it('editing replaces pictures and attachments, and drops the old files', async () => {
    const [a] = await uploaded('attachment', [pdf('old.pdf')]);
    const id = await create({ attachmentIds: [a] });
    const before = (await api('get/AnnouncementDetail', { id })).json().data;
    const next = await body({ id, titleEn: 'Fire drill moved', attachmentIds: [] });
    expect((await api('save/annoucement', next)).statusCode).toBe(200);
    const after = (await api('get/AnnouncementDetail', { id })).json().data;
    expect(after).toMatchObject({ titleEn: 'Fire drill moved', attachments: [], publishedAt: before.publishedAt });
    expect(await h.db.select().from(files).where(inArray(files.id, [a, before.images.en.id]))).toHaveLength(0);
    // Still told once.
    expect(await h.db.select().from(notifications).where(eq(notifications.objectId, id))).toHaveLength(3);
  });
});

describe('/addAnoucement: posting to one\'s own department', () => {
  it('a supervisor posts to their department only; an employee without the permission cannot', async () => {
    const leadToken = await h.login(lead);
    const [imageEn, imageTh] = await uploaded('image', [await jpeg()], leadToken).then(async (a) => [...a, ...await uploaded('image', [await jpeg()], leadToken)]);
    const own = { titleEn: 'Line 2 stops at 3 pm', titleTh: 'ไลน์ 2 หยุด 15.00 น.', descriptionEn: '<p>Maintenance.</p>', descriptionTh: '<p>ซ่อมบำรุง</p>', imageEn, imageTh, schedule: 'now', endAt: at(HOUR) };
    const res = await api('save/annoucement/own', own, leadToken);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    expect((await mine(prodToken)).items.map((i) => i.id)).toContain(id);
    expect((await mine(wareToken)).items.map((i) => i.id)).not.toContain(id);
    // The audience is the rule's: a body naming another is refused as unknown.
    expect((await api('save/annoucement/own', { ...own, departmentIds: [warehouse] }, leadToken)).statusCode).toBe(400);
    expect((await api('save/annoucement/own', own, prodToken)).statusCode).toBe(403);
    const d = (await api('get/AnnouncementDetail', { id })).json().data;
    expect(d).toMatchObject({ urgent: false, audienceAll: false, departments: [{ id: production, label: 'Production' }] });
  });

  it('without a department there is nothing to post to', async () => {
    const loner = await h.person({ role: 'SUPERVISOR' });
    const token = await h.login(loner);
    const [imageEn] = await uploaded('image', [await jpeg()], token);
    const [imageTh] = await uploaded('image', [await jpeg()], token);
    const res = await api('save/annoucement/own', { titleEn: 'x', titleTh: 'x', descriptionEn: '<p>x</p>', descriptionTh: '<p>x</p>', imageEn, imageTh, schedule: 'now', endAt: at(HOUR) }, token);
    expect(res.json().msg.code).toBe(409120);
  });
});

describe('pickers', () => {
  it('search/EmployeeModal finds active employees by ID or name; search/CompanyModal the companies', async () => {
    const r = (await api('search/EmployeeModal', { keyword: prodTh.employeeCode })).json().data;
    expect(r.items).toEqual([expect.objectContaining({ id: prodTh.id, departmentLabel: 'Production', companyLabel: 'Test Co., Ltd.' })]);
    const byDept = (await api('search/EmployeeModal', { departmentId: warehouse })).json().data;
    expect(byDept.items.map((i: { id: string }) => i.id)).toEqual([ware.id]);
    expect((await api('search/CompanyModal', { keyword: 'T01' }, hr, 'th')).json().data).toEqual([{ id: h.company.id, label: 'บริษัท ทดสอบ จำกัด' }]);
  });
});

describe('scheduled and urgent announcements', () => {
  it('a scheduled one shows from its start by itself; the job tells the audience once, and mails when urgent', async () => {
    const [a1, a2] = await uploaded('attachment', [pdf('plan.pdf'), await jpeg('map.jpg')]);
    const id = await create({ schedule: 'scheduled', startAt: at(2 * HOUR), endAt: at(30 * HOUR), urgent: true, attachmentIds: [a1, a2] });
    expect((await mine(prodToken)).items.map((i) => i.id)).not.toContain(id);
    expect((await api('get/AnnouncementAfterLogin', {}, prodToken)).json().data.map((s: { id: string }) => s.id)).not.toContain(id);
    expect((await api('search/announcementlist', { statusID: 2 })).json().data.items.map((r: { id: string }) => r.id)).toContain(id);
    await advance(2 * HOUR + 1000);
    // Shown by the clock, before any job ran.
    expect((await mine(prodToken)).items.map((i) => i.id)).toContain(id);
    const slides = (await api('get/AnnouncementAfterLogin', {}, prodToken, 'th')).json().data as Array<{ id: string; title: string; imageAttachmentList: unknown[] }>;
    expect(slides.find((s) => s.id === id)).toMatchObject({ title: expect.stringMatching(/^ซ้อมหนีไฟ/), imageAttachmentList: [{ nameImage: 'plan.pdf', mime: 'application/pdf' }, { nameImage: 'map.jpg', mime: 'image/jpeg' }] });
    expect((await api('get/AnnouncementAfterLogin', {}, wareToken)).json().data.map((s: { id: string }) => s.id)).not.toContain(id);
    // Two server processes run the job at once: the audience is told exactly once.
    const second = await buildApp({ db: h.db, config: h.config, clock: h.clock, files: localFileStore(h.config.DATA_DIR) });
    await second.ready();
    const [n1, n2] = await Promise.all([publishDueAnnouncements(h.app.deps), publishDueAnnouncements(second.deps)]);
    await second.close();
    expect(n1 + n2).toBe(1);
    expect(await publishDueAnnouncements(h.app.deps)).toBe(0);
    const notices = await h.db.select().from(notifications).where(eq(notifications.objectId, id));
    expect(notices).toHaveLength(3);
    expect(notices.every((n) => n.kind === 'announcementUrgent')).toBe(true);
    const mail = await h.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'announcementUrgent'));
    // The one without an address is told in the app only.
    expect(mail.map((m) => m.to).sort()).toEqual(['malee@test.co.th', `person${Number(lead.employeeCode.slice(1))}@test.co.th`].sort());
    const thai = mail.find((m) => m.to === 'malee@test.co.th')!;
    expect(thai.subject).toMatch(/^ประกาศด่วน: ซ้อมหนีไฟ/);
    expect(thai.text).toContain('รวมพลที่ลานจอดรถ');
    expect(thai.text).toContain(`/#/th/self-service/announcement/${id}`);
    // Closing the pop-up keeps it closed; reading it does too.
    await api('close/AnnouncementAfterLogin', { ids: [id] }, prodToken);
    expect((await api('get/AnnouncementAfterLogin', {}, prodToken)).json().data.map((s: { id: string }) => s.id)).not.toContain(id);
    // It stops by itself at its end.
    await advance(29 * HOUR);
    expect((await mine(prodToken)).items.map((i) => i.id)).not.toContain(id);
    expect((await api('view/annoucement', { id }, prodToken)).json().msg.code).toBe(301007);
    expect((await api('search/announcementlist', { statusID: 3 })).json().data.items.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('an urgent title is escaped in the mail\'s HTML', async () => {
    await create({ urgent: true, titleEn: '<img src=x onerror=alert(1)> Evacuate' });
    const all = await h.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'announcementUrgent'));
    const mail = all.find((m) => m.subject.includes('Evacuate'));
    expect(mail?.subject).toBe('Urgent announcement: <img src=x onerror=alert(1)> Evacuate');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain('&#60;img src=x onerror=alert(1)&#62; Evacuate');
  });
});
