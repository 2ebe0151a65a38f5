import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { employees, mailOutbox, masterWarningLetters, notifications, warningLetters } from '@hr/db';
import { warningValidUntil } from '@hr/domain';
import { createHarness, type Harness } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';

let h: Harness;
let hr: string;
type Person = Awaited<ReturnType<Harness['person']>>;
let worker: Person;
let workerToken: string;
let other: Person;
let otherToken: string;
let late: string;
let absent: string;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  h = await createHarness();
  hr = await h.login(await h.person({ role: 'HR' }));
  worker = await h.person({ email: 'somchai@test.co.th' });
  other = await h.person();
  await h.db.update(employees).set({ preferredLang: 'th' }).where(eq(employees.id, worker.id));
  [workerToken, otherToken] = await Promise.all([h.login(worker), h.login(other)]);
  const types = await h.db.select().from(masterWarningLetters);
  late = types.find((t) => t.nameEn === 'Late arrival')!.id;
  absent = types.find((t) => t.nameEn === 'Absence without notice')!.id;
});
afterAll(async () => { await h?.close(); });

const api = (path: string, body: unknown, token = hr, lang = 'en') => h.post(`/api/1.0/${path}`, body, token, { lang });
const errorsOf = (res: { json: () => { data: { errors: Array<{ field: string; code: string; text: string }> } } }) => res.json().data.errors;
const letter = (over: Record<string, unknown> = {}) => ({
  employeeId: worker.id, typeId: late, incidentStart: '2026-11-02', incidentEnd: '2026-11-02', reason: 'Arrived at 09:40 without notice; the line started late.',
  dateSent: '2026-11-05', ...over,
});
async function save(over: Record<string, unknown> = {}) {
  const res = await api('save/warningLetter', letter(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; status: string; count: number; validEarlier: unknown[] };
}
/** Gives the employee an e-signature on their record (uploaded for that purpose, as the profile does). */
async function giveSignature(token: string, id: string) {
  const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#ffffff' } }).png().toBuffer();
  const up = await h.upload('/api/1.0/user/upload/imagedata?purpose=signature', token, [{ name: 'sig.png', type: 'image/png', bytes: png }]);
  await h.db.update(employees).set({ eSignatureFileId: up.json().data[0].id }).where(eq(employees.id, id));
}

describe('HR writes and sends a warning letter', () => {
  it('a draft is HR\'s only; sending tells the employee in the app and by mail with the redirect link', async () => {
    const draft = await save();
    expect(draft).toMatchObject({ status: 'draft', count: 1, validEarlier: [] });
    expect((await api('search/warningLetter/self', {}, workerToken)).json().data.items).toHaveLength(0);
    expect((await api('get/warningLetter/self', { id: draft.id }, workerToken)).json().msg.code).toBe(301007);
    const sent = await api('send/warningLetter', { id: draft.id });
    expect(sent.json().data).toMatchObject({ status: 'sent', sentAt: expect.any(String), editable: false });
    const [notice] = await h.db.select().from(notifications).where(eq(notifications.objectId, draft.id));
    expect(notice).toMatchObject({ recipientId: worker.id, kind: 'warningLetterSent', linkPath: '/self-service/warning-letter/:id' });
    const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'warningLetter'));
    expect(mail!.to).toBe('somchai@test.co.th');
    expect(mail!.subject).toBe('หนังสือเตือนจาก บริษัท ทดสอบ จำกัด');
    expect(mail!.text).toContain(`/api/1.0/self/redirect/warning/letter?id=${draft.id}&lang=th`);
    // The mailed link lands on the letter's page (the page sends a logged-out reader through login).
    const redirect = await h.get(`/api/1.0/self/redirect/warning/letter?id=${draft.id}&lang=th`);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`${h.config.APP_URL}/#/th/self-service/warning-letter/${draft.id}`);
    // A sent letter no longer changes.
    expect((await api('save/warningLetter', letter({ id: draft.id }))).json().msg.code).toBe(409130);
  });

  it('names the missing and wrong fields; the incident ends on or after its start; the attachment is a PDF', async () => {
    const res = await api('save/warningLetter', { employeeId: worker.id, typeId: late, reason: ' ' }, hr, 'th');
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).map((e) => e.field).sort()).toEqual(['dateSent', 'incidentEnd', 'incidentStart', 'reason']);
    expect(errorsOf(res).find((e) => e.field === 'reason')!.text).toBe('จำเป็นต้องระบุเหตุผล');
    const dates = await api('save/warningLetter', letter({ incidentEnd: '2026-11-01', dateSent: '2026-10-30' }));
    expect(errorsOf(dates).map((e) => [e.field, e.text])).toEqual([['incidentEnd', expect.any(String)], ['dateSent', 'Date sent cannot be before the offence']]);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    const up = await h.upload('/api/1.0/user/upload/file', hr, [{ name: 'photo.png', type: 'image/png', bytes: png }]);
    const wrong = await api('save/warningLetter', letter({ attachmentFileId: up.json().data[0].id }));
    expect(errorsOf(wrong)).toEqual([expect.objectContaining({ field: 'attachmentFileId', text: 'Attachment (PDF) must be a PDF file' })]);
    const inactive = await api('save/warningLetter', letter({ typeId: worker.id }));
    expect(errorsOf(inactive).map((e) => e.field)).toEqual(['typeId']);
  });
});

describe('the employee reads and acknowledges it', () => {
  it('opening marks it received; acknowledging signs it with the record\'s e-signature; the badge counts what waits', async () => {
    const [up] = (await h.upload('/api/1.0/user/upload/file', hr, [{ name: 'cctv.pdf', type: 'application/pdf', bytes: pdf }])).json().data;
    const l = await save({ send: true, typeId: absent, incidentStart: '2026-11-09', incidentEnd: '2026-11-10', dateSent: '2026-11-11', attachmentFileId: up.id });
    const badge = async () => (await h.get('/api/1.0/get/count/notification/self/bySource', workerToken)).json().data.bySource['warning-letter'];
    const before = await badge();
    expect(before).toBeGreaterThanOrEqual(1);
    const mine = (await api('search/warningLetter/self', {}, workerToken)).json().data;
    expect(mine.items.map((i: { id: string }) => i.id)).toContain(l.id);
    const opened = (await api('get/warningLetter/self', { id: l.id }, workerToken, 'th')).json().data;
    expect(opened).toMatchObject({ status: 'received', typeLabel: 'ขาดงานโดยไม่แจ้ง', attachment: { name: 'cctv.pdf' }, validUntil: '2027-11-09' });
    // The attachment is the employee's to read; another employee reads neither it nor the letter.
    expect((await h.get(`/api/1.0/file/${up.id}`, workerToken)).statusCode).toBe(200);
    expect((await h.get(`/api/1.0/file/${up.id}`, otherToken)).statusCode).toBe(404);
    expect((await api('get/warningLetter/self', { id: l.id }, otherToken)).json().msg.code).toBe(301007);
    expect((await api('acknowledge/warningLetter', { id: l.id }, otherToken)).json().msg.code).toBe(409133);
    await giveSignature(otherToken, other.id);
    expect((await api('acknowledge/warningLetter', { id: l.id }, otherToken)).json().msg.code).toBe(301007);
    expect((await api('download/warningLetter/self', { id: l.id }, otherToken)).statusCode).toBe(404);
    expect((await api('get/warningLetter', { id: l.id }, otherToken)).statusCode).toBe(403);
    // HR's reading of the letter is kept in the audit log.
    expect((await api('get/warningLetter', { id: l.id })).statusCode).toBe(200);
    expect(await h.auditActions()).toContain('warningLetter.read');
    // Without an e-signature there is nothing to sign with.
    expect((await api('acknowledge/warningLetter', { id: l.id }, workerToken)).json().msg.code).toBe(409133);
    await giveSignature(workerToken, worker.id);
    const ack = await api('acknowledge/warningLetter', { id: l.id }, workerToken);
    expect(ack.json().data).toMatchObject({ status: 'acknowledged', acknowledgedAt: expect.any(String) });
    expect(await badge()).toBe(before - 1);
    expect((await api('acknowledge/warningLetter', { id: l.id }, workerToken)).json().msg.code).toBe(409132);
    const [row] = await h.db.select().from(warningLetters).where(eq(warningLetters.id, l.id));
    expect(row!.signatureFileId).toBeTruthy();
    // The signed PDF in the employee's language: letterhead, offence, dates, the s.119(4) year and the signature block.
    const file = await api('download/warningLetter/self', { id: l.id }, workerToken, 'th');
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(file.rawPayload)).join('\n');
    expect(text).toContain('บริษัท ทดสอบ จำกัด');
    expect(text).toContain('หนังสือเตือน');
    expect(text).toContain('ขาดงานโดยไม่แจ้ง');
    expect(text).toContain('9 พฤศจิกายน 2569');
    expect(text).toContain('มาตรา 119 (4)');
    expect(text).toContain('ลงชื่อ พนักงานผู้รับทราบ');
    expect(text).toMatch(/รับทราบเมื่อ \d+ พฤศจิกายน 2569/);
    const [notice] = await h.db.select().from(notifications).where(eq(notifications.kind, 'warningLetterAcknowledged'));
    expect(notice!.objectId).toBe(l.id);
  });
});

describe('Labour Protection Act s.119(4)', () => {
  it('a letter is valid for one year from the offence', () => {
    expect(warningValidUntil('2026-11-02')).toBe('2027-11-01');
    expect(warningValidUntil('2028-02-29')).toBe('2029-02-27');
  });

  it('a second letter for the same offence within a valid one says so and takes the next count; another offence or an expired one does not', async () => {
    const who = await h.person();
    const first = await save({ employeeId: who.id, send: true, incidentStart: '2026-01-10', incidentEnd: '2026-01-10', dateSent: '2026-01-12' });
    const check = (await api('check/warningLetter', { employeeId: who.id, typeId: late, incidentStart: '2026-11-02' })).json().data;
    expect(check).toEqual({ suggestedCount: 2, validEarlier: [expect.objectContaining({ id: first.id, count: 1, validUntil: '2027-01-09' })] });
    const second = await save({ employeeId: who.id, incidentStart: '2026-11-02', incidentEnd: '2026-11-02' });
    expect(second).toMatchObject({ count: 2, validEarlier: [expect.objectContaining({ id: first.id })] });
    expect((await api('check/warningLetter', { employeeId: who.id, typeId: absent, incidentStart: '2026-11-02' })).json().data).toEqual({ suggestedCount: 1, validEarlier: [] });
    expect((await api('check/warningLetter', { employeeId: who.id, typeId: late, incidentStart: '2027-01-10' })).json().data.validEarlier).toEqual([]);
    // The number follows the offence dates: once the first letter's year has run out the next is the first again,
    // and an offence before the first letter's is not numbered after it.
    expect((await api('check/warningLetter', { employeeId: who.id, typeId: late, incidentStart: '2027-01-10' })).json().data.suggestedCount).toBe(1);
    expect((await api('check/warningLetter', { employeeId: who.id, typeId: late, incidentStart: '2025-12-01' })).json().data).toEqual({ suggestedCount: 1, validEarlier: [] });
    // A cancelled letter warns of nothing.
    const cancel = await api('cancel/warningLetter', { id: first.id, reason: 'Issued to the wrong employee' });
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', cancelReason: 'Issued to the wrong employee' });
    expect((await api('check/warningLetter', { employeeId: who.id, typeId: late, incidentStart: '2026-11-02' })).json().data.validEarlier).toEqual([]);
    expect((await api('cancel/warningLetter', { id: first.id, reason: 'again' })).json().msg.code).toBe(409131);
    expect(errorsOf(await api('cancel/warningLetter', { id: second.id, reason: '' })).map((e) => e.field)).toEqual(['reason']);
  });
});

describe('preview, list and scope', () => {
  it('previews an unsaved letter as a draft PDF in the employee\'s language, or the one asked', async () => {
    const res = await api('preview/warningLetter', letter());
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).join('\n');
    expect(text).toContain('ฉบับร่าง');
    expect(text).toContain('มาทำงานสาย');
    const en = (await pdfText((await api('preview/warningLetter', { ...letter(), lang: 'en' })).rawPayload)).join('\n');
    expect(en).toContain('Warning letter');
    expect(en).toContain('DRAFT');
    const my = (await pdfText((await api('preview/warningLetter', { ...letter(), lang: 'my' })).rawPayload)).join('\n');
    expect(my).toContain('သတိပေးစာ');
  });

  it('HR\'s list filters by status and offence; an employee calling HR\'s calls is refused', async () => {
    const list = (await api('search/warningLetter', { status: 'acknowledged' })).json().data;
    expect(list.items.length).toBeGreaterThanOrEqual(1);
    expect(list.items.every((i: { status: string }) => i.status === 'acknowledged')).toBe(true);
    const byType = (await api('search/warningLetter', { typeId: absent, keyword: worker.employeeCode })).json().data;
    expect(byType.items.every((i: { typeId: string; employeeId: string }) => i.typeId === absent && i.employeeId === worker.id)).toBe(true);
    for (const [path, b] of [['search/warningLetter', {}], ['save/warningLetter', letter()], ['check/warningLetter', { employeeId: worker.id, typeId: late, incidentStart: '2026-11-02' }],
      ['preview/warningLetter', letter()], ['cancel/warningLetter', { id: worker.id, reason: 'x' }], ['download/warningLetter', { id: worker.id }]] as const) {
      expect((await api(path, b, workerToken)).statusCode, path).toBe(403);
    }
  });
});
