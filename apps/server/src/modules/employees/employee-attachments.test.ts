import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employeeDocuments, employeeLicenses, files, masterDocumentFileTypes } from '@hr/db';
import { createHarness, pngBytes, type Harness } from '../../test/harness';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: string, me: string, them: string, mine: Person, other: Person, hrPerson: Person;
let passportType: string, contractType: string, retiredType: string;
beforeAll(async () => {
  h = await createHarness();
  hrPerson = await h.person({ role: 'HR' });
  hr = await h.login(hrPerson);
  mine = await h.person();
  other = await h.person();
  me = await h.login(mine);
  them = await h.login(other);
  const types = await h.db.select().from(masterDocumentFileTypes);
  const typeId = (name: string) => (types.find((t) => (t as { nameEn: string }).nameEn === name) as { id: string }).id;
  passportType = typeId('Passport');
  contractType = typeId('Employment contract');
  retiredType = typeId('Bank book');
  await h.db.update(masterDocumentFileTypes).set({ active: false } as never).where(eq(masterDocumentFileTypes.id as never, retiredType));
});
afterAll(async () => { await h?.close(); });

const pdf = { name: 'passport.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
/** Uploads as `token` and answers the stored file's id. */
async function uploaded(token: string, kind: 'imagedata' | 'file' | `imagedata?purpose=${'profile' | 'signature'}` = 'imagedata', part?: typeof pdf) {
  const res = await h.upload(`/api/1.0/user/upload/${kind}`, token, [part ?? await pngBytes('photo.png')]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0].id as string;
}
const ownerOf = async (id: string) => (await h.db.select({ ownerId: files.ownerId }).from(files).where(eq(files.id, id)))[0]!.ownerId;
const errorOf = (res: { json: () => { data: { errors: Array<{ field: string; code: string; text: string }> } } }) => res.json().data.errors;
const license = { name: 'Forklift operator', issuedBy: 'Department of Skill Development', issueDate: '2024-05-01' };

describe('licences with a photo', () => {
  it('an employee adds a licence with a photo they uploaded; it shows on their record', async () => {
    const photo = await uploaded(me);
    const res = await h.post('/api/1.0/save/self/educationlicense', { ...license, photoFileId: photo }, me);
    expect(res.statusCode, res.body).toBe(200);
    const { licenses } = (await h.post('/api/1.0/view/self/Education', {}, me)).json().data;
    expect(licenses).toEqual([expect.objectContaining({ name: 'Forklift operator', photoFileId: photo, issueDate: '2024-05-01' })]);
    expect(await ownerOf(photo)).toBe(mine.id);
  });

  it('HR attaches a photo HR uploaded: the file becomes the employee\'s, who can then download it', async () => {
    const photo = await uploaded(hr);
    expect((await h.get(`/api/1.0/file/${photo}`, me)).statusCode).toBe(404);
    const res = await h.post('/api/1.0/save/educationlicense', { employeeId: mine.id, ...license, name: 'Safety officer', photoFileId: photo }, hr);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ownerOf(photo)).toBe(mine.id);
    const download = await h.get(`/api/1.0/file/${photo}`, me);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
  });

  it('a photo id of someone else\'s upload is refused on the field, as if there were no such file, and stays theirs', async () => {
    const theirs = await uploaded(them);
    const res = await h.post('/api/1.0/save/self/educationlicense', { ...license, photoFileId: theirs }, me, { lang: 'th' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual([expect.objectContaining({ field: 'photoFileId', code: 'uploadNotFound', text: 'ไม่พบไฟล์ที่อัปโหลดของรูปถ่าย กรุณาอัปโหลดอีกครั้ง' })]);
    expect(await ownerOf(theirs)).toBe(other.id);
    expect((await h.post('/api/1.0/save/self/educationlicense', { ...license, photoFileId: '00000000-0000-4000-8000-000000000000' }, me)).json().data.errors[0].code).toBe('uploadNotFound');
  });

  it('a PDF is not a picture', async () => {
    const doc = await uploaded(me, 'file', pdf);
    const res = await h.post('/api/1.0/save/self/educationlicense', { ...license, photoFileId: doc }, me);
    expect(errorOf(res)).toEqual([expect.objectContaining({ field: 'photoFileId', code: 'pictureOnly', text: 'Photo must be a JPG or PNG picture' })]);
  });

  it('a supervisor reads a subordinate\'s licences without the photo, which they could not download', async () => {
    const lead = await h.person({ role: 'SUPERVISOR' });
    const member = await h.person({ supervisorId: lead.id });
    const photo = await uploaded(hr);
    await h.post('/api/1.0/save/educationlicense', { employeeId: member.id, ...license, photoFileId: photo }, hr);
    const seen = (await h.post('/api/1.0/view/Education', { id: member.id }, await h.login(lead))).json().data.licenses;
    expect(seen).toEqual([expect.objectContaining({ name: 'Forklift operator', photoFileId: null })]);
    expect((await h.post('/api/1.0/view/Education', { id: member.id }, hr)).json().data.licenses[0].photoFileId).toBe(photo);
  });

  it('an employee cannot change or delete another\'s licence by its id: it answers like a missing record', async () => {
    const theirs = (await h.post('/api/1.0/save/educationlicense', { employeeId: other.id, ...license, photoFileId: null }, hr)).json().data;
    expect((await h.post('/api/1.0/save/self/educationlicense', { id: theirs.id, ...license, name: 'Hijacked', photoFileId: null }, me)).json().msg.code).toBe(301007);
    expect((await h.post('/api/1.0/delete/self/employee/educationlicense', { id: theirs.id }, me)).json().msg.code).toBe(301007);
    expect((await h.db.select().from(employeeLicenses).where(eq(employeeLicenses.id, theirs.id)))[0]!.name).toBe('Forklift operator');
    expect((await h.post('/api/1.0/delete/employee/educationlicense', { id: theirs.id }, hr)).json().success).toBe(true);
  });
});

describe('parents: father and mother, one of each', () => {
  it('the employee records their father; a second father is refused; delete through /1.0/delete/employee/parent', async () => {
    const father = { kind: 'father', name: 'Somchai Jaidee', birthDate: '1960-01-15', occupation: 'Farmer', deceased: false };
    const first = await h.post('/api/1.0/save/self/parent', father, me);
    expect(first.statusCode, first.body).toBe(200);
    const again = await h.post('/api/1.0/save/self/parent', { ...father, name: 'Another father' }, me);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errors[0]).toMatchObject({ field: 'kind', code: 'duplicate' });
    expect((await h.post('/api/1.0/save/self/parent', { ...father, kind: 'uncle' }, me)).json().data.errors[0]).toMatchObject({ field: 'kind' });
    const changed = await h.post('/api/1.0/save/self/parent', { ...father, id: first.json().data.id, deceased: true }, me);
    expect(changed.json().data.deceased).toBe(true);
    expect((await h.post('/api/1.0/view/self/family', {}, me)).json().data.parents).toEqual([expect.objectContaining({ kind: 'father', deceased: true })]);
    expect((await h.post('/api/1.0/delete/self/employee/parent', { id: first.json().data.id }, them)).json().msg.code).toBe(301007);
    expect((await h.post('/api/1.0/delete/employee/parent', { id: first.json().data.id }, hr)).json().success).toBe(true);
  });
});

describe('documents: one of each document-file type', () => {
  let hrFiled: string;
  it('the list names every active type, with the employee\'s document or nothing', async () => {
    const list = (await h.post('/api/1.0/get/documentupload', { employeeId: mine.id }, hr, { lang: 'th' })).json().data;
    expect(list).toHaveLength(7);
    expect(list.map((r: { documentType: string }) => r.documentType)).toContain('หนังสือเดินทาง');
    expect(list.every((r: { document: unknown }) => r.document === null)).toBe(true);
  });

  it('HR files a document; the same type again needs an explicit replace, then it is replaced', async () => {
    const first = await uploaded(hr, 'file', pdf);
    const res = await h.post('/api/1.0/save/document', { employeeId: mine.id, documentTypeId: contractType, fileId: first }, hr);
    expect(res.statusCode, res.body).toBe(200);
    hrFiled = res.json().data.id;
    expect(await ownerOf(first)).toBe(mine.id);
    expect((await h.get(`/api/1.0/file/${first}`, me)).headers['content-type']).toBe('application/pdf');

    const second = await uploaded(hr);
    const stale = await h.post('/api/1.0/save/document', { employeeId: mine.id, documentTypeId: contractType, fileId: second }, hr, { lang: 'th' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatchObject({ code: 409030, text: 'มีเอกสารประเภทนี้อยู่แล้ว กรุณายืนยันว่าต้องการแทนที่เอกสารเดิม' });
    expect((await h.db.select().from(employeeDocuments).where(eq(employeeDocuments.id, hrFiled)))[0]!.fileId).toBe(first);
    // The refused save did not take the file either.
    expect(await ownerOf(second)).toBe(hrPerson.id);

    const replaced = await h.post('/api/1.0/save/document', { employeeId: mine.id, documentTypeId: contractType, fileId: second, replace: true }, hr);
    expect(replaced.json().data).toMatchObject({ id: hrFiled, fileId: second });
    const row = (await h.post('/api/1.0/get/documentupload', { employeeId: mine.id }, hr)).json().data
      .find((r: { documentTypeId: string }) => r.documentTypeId === contractType);
    expect(row.document).toMatchObject({ fileId: second, fileName: 'photo.png', mime: 'image/png', filedBySelf: false });
    expect(await h.auditActions(hrPerson.id)).toEqual(expect.arrayContaining(['employee.document.add', 'employee.document.replace']));
  });

  it('a document must be a JPG, PNG or PDF the caller uploaded, of an active type', async () => {
    const theirs = await uploaded(them, 'file', pdf);
    expect(errorOf(await h.post('/api/1.0/save/self/document', { documentTypeId: passportType, fileId: theirs }, me))[0]).toMatchObject({ field: 'fileId', code: 'uploadNotFound' });
    const mineFile = await uploaded(me, 'file', pdf);
    expect(errorOf(await h.post('/api/1.0/save/self/document', { documentTypeId: retiredType, fileId: mineFile }, me))[0]).toMatchObject({ field: 'documentTypeId', code: 'invalid' });
  });

  it('the employee files their own, replaces it after confirming, and may delete only what they filed', async () => {
    const scan = await uploaded(me, 'file', pdf);
    const own = (await h.post('/api/1.0/save/self/document', { documentTypeId: passportType, fileId: scan }, me)).json().data;
    const list = (await h.post('/api/1.0/get/self/documentupload', {}, me)).json().data as Array<{ documentTypeId: string; document: { filedBySelf: boolean } | null }>;
    expect(list.find((r) => r.documentTypeId === passportType)!.document!.filedBySelf).toBe(true);
    expect(list.find((r) => r.documentTypeId === contractType)!.document!.filedBySelf).toBe(false);

    const newer = await uploaded(me);
    expect((await h.post('/api/1.0/save/self/document', { documentTypeId: passportType, fileId: newer }, me)).json().msg.code).toBe(409030);
    expect((await h.post('/api/1.0/save/self/document', { documentTypeId: passportType, fileId: newer, replace: true }, me)).json().data.fileId).toBe(newer);

    // HR's document is HR's: the employee can neither replace nor delete it.
    const hrRes = await h.post('/api/1.0/save/self/document', { documentTypeId: contractType, fileId: await uploaded(me), replace: true }, me);
    expect(hrRes.statusCode).toBe(403);
    expect(hrRes.json().msg.text).toBe('HR filed this document, so only HR can replace or remove it.');
    expect((await h.post(`/api/1.0/delete/self/document/${hrFiled}`, {}, me)).statusCode).toBe(403);
    // Another employee's document answers like a missing record.
    expect((await h.post(`/api/1.0/delete/self/document/${own.id}`, {}, them)).json().msg.code).toBe(301007);
    expect((await h.post(`/api/1.0/delete/self/document/${own.id}`, {}, me)).json().success).toBe(true);
    // HR removes any; an employee cannot use HR's calls.
    expect((await h.post(`/api/1.0/delete/document/${hrFiled}`, {}, me)).statusCode).toBe(403);
    expect((await h.post('/api/1.0/get/documentupload', { employeeId: other.id }, me)).statusCode).toBe(403);
    expect((await h.post(`/api/1.0/delete/document/${hrFiled}`, {}, hr)).json().success).toBe(true);
    expect(await h.db.select().from(employeeDocuments).where(eq(employeeDocuments.employeeId, mine.id))).toEqual([]);
  });
});

describe('profile picture and e-signature', () => {
  it('HR sets an employee\'s profile picture: their top bar (the profile call) shows it and they can read it', async () => {
    const picture = await uploaded(hr, 'imagedata?purpose=profile');
    const res = await h.post('/api/1.0/save/employee/picture', { id: other.id, kind: 'profile', fileId: picture }, hr);
    expect(res.json().data).toEqual({ kind: 'profile', fileId: picture, url: `/api/1.0/file/${picture}` });
    const profile = (await h.get('/api/1.1/getProfile', them)).json().data;
    expect(profile.imageProfileUrl).toBe(`/api/1.0/file/${picture}`);
    expect((await h.get(profile.imageProfileUrl, them)).statusCode).toBe(200);
  });

  it('the employee sets their own e-signature; a PDF, a picture uploaded for another use or someone else\'s upload is refused; HR removes it', async () => {
    const pdfId = await uploaded(me, 'file', pdf);
    expect(errorOf(await h.post('/api/1.0/save/self/employee/picture', { kind: 'signature', fileId: pdfId }, me, { lang: 'th' }))[0])
      .toMatchObject({ field: 'fileId', code: 'uploadWrongUse', text: expect.stringContaining('ต้องเป็นไฟล์ที่อัปโหลดสำหรับช่องนี้') });
    expect(errorOf(await h.post('/api/1.0/save/self/employee/picture', { kind: 'signature', fileId: await uploaded(me) }, me))[0]).toMatchObject({ code: 'uploadWrongUse' });
    expect(errorOf(await h.post('/api/1.0/save/self/employee/picture', { kind: 'signature', fileId: await uploaded(them, 'imagedata?purpose=signature') }, me))[0]).toMatchObject({ code: 'uploadNotFound' });
    const signature = await uploaded(me, 'imagedata?purpose=signature');
    expect((await h.post('/api/1.0/save/self/employee/picture', { kind: 'signature', fileId: signature }, me)).statusCode).toBe(200);
    expect((await h.post('/api/1.0/view/self/basicinfo', {}, me)).json().data.eSignatureFileId).toBe(signature);
    expect((await h.post('/api/1.0/save/employee/picture', { id: mine.id, kind: 'signature', fileId: null }, hr)).statusCode).toBe(200);
    expect((await h.post('/api/1.0/view/self/basicinfo', {}, me)).json().data.eSignatureFileId).toBeNull();
    expect((await h.post('/api/1.0/save/employee/picture', { id: other.id, kind: 'signature', fileId: signature }, me)).statusCode).toBe(403);
  });
});
