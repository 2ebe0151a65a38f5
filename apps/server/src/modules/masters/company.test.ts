import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, pngBytes, thaiTaxId, type Harness } from '../../test/harness';

let h: Harness;
let admin: string;
let employee: string;
let logo: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login(await h.person({ role: 'ADMINISTRATOR' }));
  employee = await h.login(await h.person());
  logo = (await h.upload('/api/1.0/master/upload/company', admin, [await pngBytes()])).json().data.id;
});
afterAll(async () => { await h?.close(); });

let n = 0;
/** A complete, valid company (SPEC section 5's required fields), different each call. */
const company = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    abbreviation: `C${n}`, nameEn: `Company ${n} Co., Ltd.`, nameTh: `บริษัท ทดสอบ ${n} จำกัด`, parentId: null, taxId: thaiTaxId(5000 + n),
    addressLine: '1 อาคารเอ็มไพร์', soi: null, yak: null, road: 'สาทร', province: 'กรุงเทพมหานคร', district: 'ปทุมวัน', subDistrict: 'ลุมพินี', zipCode: '10330',
    latitude: 13.7244, longitude: 100.5449, email: `hr${n}@example.co.th`, tel: '02 254 1000', fax: null, website: 'https://www.example.co.th', about: null,
    logoFileId: logo, watermarkFileId: logo, ...over,
  };
};
const insert = (body: unknown, lang = 'en') => h.post('/api/1.0/insert/master/company', body, admin, { lang });
const errorsOf = (res: { json: () => { data: { errors: Array<{ field: string; code: string; text: string }> } } }) => res.json().data.errors;

describe('company master rules (SPEC section 5)', () => {
  it('the tax id needs its check digit; phone, email and website are checked', async () => {
    const res = await insert(company({ taxId: '0105558123452', tel: '12', email: 'not-an-email', website: 'ftp//x' }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).map((e) => [e.field, e.code]).sort()).toEqual([['email', 'email'], ['taxId', 'taxId'], ['tel', 'phone'], ['website', 'website']]);
  });

  it('the email follows the employee forms\' one rule: 6 to 30 characters, then the format (issue 13 point 6)', async () => {
    for (const email of ['a@b.c', 'this-address-is-far-too-long@test.co.th']) {
      const res = await insert(company({ email }));
      expect(errorsOf(res), email).toEqual([expect.objectContaining({ field: 'email', code: 'emailLength', text: 'Email must be 6 to 30 characters' })]);
    }
    const th = await insert(company({ email: 'a@b.c' }), 'th');
    expect(errorsOf(th)).toEqual([expect.objectContaining({ field: 'email', code: 'emailLength', text: expect.stringMatching(/^\S+.*6.*30/) })]);
  });

  it('the address must be a real Thai combination: a sub-district of another district and a wrong zip are refused', async () => {
    const wrongTambon = await insert(company({ subDistrict: 'สีลม' }), 'th');
    expect(wrongTambon.statusCode).toBe(400);
    expect(errorsOf(wrongTambon)).toEqual([expect.objectContaining({ field: 'subDistrict', code: 'invalid', text: expect.stringMatching(/ตำบล\/แขวง/) })]);
    const wrongZip = await insert(company({ zipCode: '10500' }));
    expect(errorsOf(wrongZip)).toEqual([expect.objectContaining({ field: 'zipCode', code: 'invalid' })]);
    expect(errorsOf(await insert(company({ province: 'Bangkok' })))).toEqual([expect.objectContaining({ field: 'province' })]);
  });

  it('latitude and longitude stay within the globe and keep six decimals', async () => {
    expect(errorsOf(await insert(company({ latitude: 91, longitude: -181 }))).map((e) => e.field).sort()).toEqual(['latitude', 'longitude']);
    const ok = (await insert(company({ latitude: 13.724437, longitude: 100.544985 }))).json().data;
    expect(ok).toMatchObject({ latitude: 13.724437, longitude: 100.544985 });
  });

  it('logo and watermark must be uploaded files; an upload is checked by its bytes', async () => {
    const missing = await insert(company({ logoFileId: '00000000-0000-4000-8000-000000000000' }));
    expect(errorsOf(missing)).toEqual([expect.objectContaining({ field: 'logoFileId', code: 'uploadNotFound' })]);
    const fake = await h.upload('/api/1.0/master/upload/company', admin, [{ name: 'logo.png', type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)>') }]);
    expect(fake.statusCode).toBe(415);
    const two = await h.upload('/api/1.0/master/upload/company', admin, [await pngBytes('a.png'), await pngBytes('b.png')]);
    expect(two.json().success).toBe(false);
    expect((await h.upload('/api/1.0/master/upload/company', employee, [await pngBytes()])).statusCode).toBe(403);
  });

  it('every member can see a company logo (the top bar shows it); other people\'s files stay private', async () => {
    const res = await h.get(`/api/1.0/file/${logo}`, employee);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});

describe('logo and watermark name a picture uploaded for the company master (issue 13 point 6)', () => {
  it('another employee\'s leave attachment is answered as no such file, in the caller\'s language; nothing is stored', async () => {
    const theirs = (await h.upload('/api/1.0/user/upload/leave', employee, [await pngBytes('certificate.png')])).json().data[0].id;
    const en = await insert(company({ logoFileId: theirs, watermarkFileId: theirs }));
    expect(en.statusCode).toBe(400);
    expect(errorsOf(en)).toEqual([
      { field: 'logoFileId', code: 'uploadNotFound', text: 'Logo: the uploaded file was not found. Please upload it again.' },
      { field: 'watermarkFileId', code: 'uploadNotFound', text: 'Watermark: the uploaded file was not found. Please upload it again.' },
    ]);
    const th = await insert(company({ watermarkFileId: theirs }), 'th');
    expect(errorsOf(th)).toEqual([{ field: 'watermarkFileId', code: 'uploadNotFound', text: 'ไม่พบไฟล์ที่อัปโหลดของลายน้ำ กรุณาอัปโหลดอีกครั้ง' }]);
    expect((await h.post('/api/1.0/search/master/company', { keyword: 'Company' }, admin)).json().data.items.map((c: { logoFileId: string }) => c.logoFileId)).not.toContain(theirs);
  });

  it('the caller\'s own PDF or picture uploaded for another use is refused as not made for the field', async () => {
    const pdf = { name: 'logo.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
    const ownPdf = (await h.upload('/api/1.0/user/upload/file', admin, [pdf])).json().data[0].id;
    const ownPicture = (await h.upload('/api/1.0/user/upload/imagedata', admin, [await pngBytes()])).json().data[0].id;
    const ownLeave = (await h.upload('/api/1.0/user/upload/leave', admin, [await pngBytes()])).json().data[0].id;
    const en = await insert(company({ logoFileId: ownPdf, watermarkFileId: ownPicture }));
    expect(errorsOf(en)).toEqual([
      { field: 'logoFileId', code: 'uploadWrongUse', text: 'Logo must be a file uploaded for this field. Please upload it here again.' },
      { field: 'watermarkFileId', code: 'uploadWrongUse', text: 'Watermark must be a file uploaded for this field. Please upload it here again.' },
    ]);
    expect(errorsOf(await insert(company({ logoFileId: ownLeave }), 'th'))).toEqual([
      { field: 'logoFileId', code: 'uploadWrongUse', text: 'โลโก้ต้องเป็นไฟล์ที่อัปโหลดสำหรับช่องนี้ กรุณาอัปโหลดที่ช่องนี้อีกครั้ง' },
    ]);
    for (const lang of ['km', 'my']) expect(errorsOf(await insert(company({ logoFileId: ownPdf }), lang))[0]!.text).toMatch(lang === 'km' ? /^ឡូហ្គោ ត្រូវតែជាឯកសារ/ : /^လိုဂို သည် ဤအကွက်အတွက်/);
  });

  it('a picture uploaded for the company master is accepted, on insert and on update, as logo and as watermark', async () => {
    const watermark = (await h.upload('/api/1.0/master/upload/company', admin, [await pngBytes('watermark.png')])).json().data.id;
    const res = await insert(company({ watermarkFileId: watermark }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ logoFileId: logo, watermarkFileId: watermark });
    const { id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, active: _a, ...fields } = res.json().data;
    const updated = await h.post('/api/1.0/update/master/company', { id, ...fields, logoFileId: watermark }, admin);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.logoFileId).toBe(watermark);
  });
});

describe('parent companies and the sub-list ({id}/subList)', () => {
  it('lists the children of a company; a company cannot sit under itself or its own child', async () => {
    const parent = (await insert(company())).json().data;
    const child = (await insert(company({ parentId: parent.id }))).json().data;
    const grandchild = (await insert(company({ parentId: child.id }))).json().data;
    const children = (await h.post('/api/1.0/search/master/company', { parentId: parent.id }, admin)).json().data;
    expect(children.items.map((c: { id: string }) => c.id)).toEqual([child.id]);
    expect(children.items[0].parentIdLabel).toBe(parent.nameEn);
    expect((await h.post('/api/1.0/search/master/company', { parentId: parent.id }, admin, { lang: 'th' })).json().data.items[0].parentIdLabel).toBe(parent.nameTh);

    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, active: _a, parentIdLabel: _l, ...fields } = parent;
    for (const loop of [parent.id, grandchild.id]) {
      const res = await h.post('/api/1.0/update/master/company', { ...fields, id: parent.id, parentId: loop }, admin);
      expect(res.statusCode, loop).toBe(400);
      expect(errorsOf(res)).toEqual([expect.objectContaining({ field: 'parentId', code: 'parentLoop' })]);
    }
    // A parent with children is in use: it can be cancelled, not deleted.
    expect((await h.post('/api/1.0/delete/master/company', { id: parent.id }, admin)).json().msg.code).toBe(409002);
    expect((await h.post('/api/1.0/cancel/master/company', { id: parent.id }, admin)).json().data.active).toBe(false);
  });

  it('the login dropdown still lists abbreviations without a login; a deactivated company drops out', async () => {
    const c = (await insert(company({ abbreviation: 'ZDROP' }))).json().data;
    const values = async () => (await h.post('/api/1.0/getDropdownByModuleName', { moduleName: 'company' })).json().data.map((o: { value: string }) => o.value);
    expect(await values()).toContain('ZDROP');
    await h.post('/api/1.0/cancel/master/company', { id: c.id }, admin);
    expect(await values()).not.toContain('ZDROP');
  });

  it('a company created before its details were complete (create-admin) can be read and completed', async () => {
    const first = (await h.post('/api/1.0/get/master/company', { id: h.company.id }, admin)).json().data;
    expect(first).toMatchObject({ abbreviation: 'T01', taxId: null, province: null });
    const { abbreviation: _ab, nameEn: _ne, nameTh: _nt, ...rest } = company();
    const res = await h.post('/api/1.0/update/master/company', { ...rest, id: h.company.id, abbreviation: 'T01', nameEn: first.nameEn, nameTh: first.nameTh }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.province).toBe('กรุงเทพมหานคร');
  });
});

describe('address names in the reader\'s language', () => {
  it('lists and exports show the province in English for English readers, in Thai for Thai readers', async () => {
    await insert(company({ abbreviation: 'ZADDR' }));
    const en = (await h.post('/api/1.0/search/master/company', { keyword: 'ZADDR' }, admin)).json().data.items[0];
    expect(en).toMatchObject({ province: 'กรุงเทพมหานคร', provinceLabel: 'Bangkok', districtLabel: 'Pathum Wan' });
    const th = (await h.post('/api/1.0/search/master/company', { keyword: 'ZADDR' }, admin, { lang: 'th' })).json().data.items[0];
    expect(th.provinceLabel).toBe('กรุงเทพมหานคร');
  });
});

describe('the geofence of check-in and check-out (issue 16 point 2)', () => {
  it('a radius is optional; with one, both policies are required, each field named in the reader\'s language', async () => {
    const none = await insert(company());
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({ fenceRadius: null, fenceOutside: null, fenceNoPosition: null });

    const missing = await insert(company({ fenceRadius: 200 }));
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)).toEqual([
      { field: 'fenceOutside', code: 'required', text: expect.stringContaining('Punch outside the fence') },
      { field: 'fenceNoPosition', code: 'required', text: expect.stringContaining('Punch without a position') },
    ]);
    const th = await insert(company({ fenceRadius: 200, fenceOutside: 'refuse' }), 'th');
    expect(errorsOf(th)).toEqual([expect.objectContaining({ field: 'fenceNoPosition', code: 'required', text: expect.stringContaining('การลงเวลาโดยไม่มีตำแหน่ง') })]);
  });

  it('the radius is whole metres from 10 to 50,000; a policy is one of its choices', async () => {
    const policies = { fenceOutside: 'refuse', fenceNoPosition: 'recordUnknown' };
    for (const [fenceRadius, code] of [[5, 'tooSmall'], [50_001, 'tooLarge'], [150.5, 'numericOnly'], ['200', 'numericOnly']] as const) {
      expect(errorsOf(await insert(company({ fenceRadius, ...policies }))), String(fenceRadius)).toEqual([expect.objectContaining({ field: 'fenceRadius', code })]);
    }
    expect(errorsOf(await insert(company({ fenceRadius: 200, fenceOutside: 'ignore', fenceNoPosition: 'recordOutside' }))).map((e) => e.field).sort()).toEqual(['fenceNoPosition', 'fenceOutside']);

    const ok = await insert(company({ fenceRadius: 200, fenceOutside: 'recordOutside', fenceNoPosition: 'refuse' }));
    expect(ok.statusCode, ok.body).toBe(200);
    const { id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, active: _a, ...fields } = ok.json().data;
    expect(fields).toMatchObject({ fenceRadius: 200, fenceOutside: 'recordOutside', fenceNoPosition: 'refuse' });
    // Emptying the radius takes the fence away; the policies stay for the next time.
    const off = await h.post('/api/1.0/update/master/company', { id, ...fields, fenceRadius: null }, admin);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ fenceRadius: null, fenceOutside: 'recordOutside' });
  });
});
