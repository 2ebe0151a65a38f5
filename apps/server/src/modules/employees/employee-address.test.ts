import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { employeeAddresses } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: string, me: string, mine: Person, other: Person;
beforeAll(async () => {
  h = await createHarness();
  hr = await h.login(await h.person({ role: 'HR' }));
  mine = await h.person();
  other = await h.person();
  me = await h.login(mine);
});
afterAll(async () => { await h?.close(); });

const lumpini = {
  kind: 'current', country: 'TH', residenceType: 'rent', addressLine: '99/1 Soi Ruam Rudee', province: 'กรุงเทพมหานคร', district: 'ปทุมวัน',
  subDistrict: 'ลุมพินี', zipCode: '10330', city: '', state: '',
};
const phnomPenh = {
  kind: 'current', country: 'KH', residenceType: 'family', addressLine: 'No. 12, Street 310', province: null, district: null, subDistrict: null,
  zipCode: '12302', city: 'Phnom Penh', state: 'Chamkarmon',
};
const errorsOf = (res: { json: () => { data: { errors: Array<{ field: string; code: string; text: string }> } } }) =>
  res.json().data.errors.map((e) => `${e.field}:${e.code}`).sort();
const stored = async (employeeId: string, kind: 'current' | 'permanent') =>
  (await h.db.select().from(employeeAddresses).where(and(eq(employeeAddresses.employeeId, employeeId), eq(employeeAddresses.kind, kind))))[0];

describe('addresses: current and permanent, Thai ones from the postal dataset', () => {
  it('an employee saves their current Thai address; the record names its places in the reader\'s language', async () => {
    const res = await h.post('/api/1.0/save/self/address', lumpini, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(mine.id, 'current')).toMatchObject({ country: 'TH', subDistrict: 'ลุมพินี', zipCode: '10330', city: null, state: null, updatedBy: mine.id });
    const [en] = (await h.post('/api/1.0/view/self/address', {}, me)).json().data;
    expect(en).toMatchObject({ kind: 'current', province: 'กรุงเทพมหานคร', provinceLabel: 'Bangkok', districtLabel: 'Pathum Wan', subDistrictLabel: 'Lumpini' });
    const [th] = (await h.post('/api/1.0/view/self/address', {}, me, { lang: 'th' })).json().data;
    expect(th.provinceLabel).toBe('กรุงเทพมหานคร');
  });

  it('a Thai address must be one real place: a sub-district of another district, a zip code of another place', async () => {
    const wrongSub = await h.post('/api/1.0/save/self/address', { ...lumpini, subDistrict: 'สีลม' }, me);
    expect(wrongSub.statusCode).toBe(400);
    expect(errorsOf(wrongSub)).toEqual(['subDistrict:invalid']);
    const wrongZip = await h.post('/api/1.0/save/self/address', { ...lumpini, zipCode: '10500' }, me, { lang: 'th' });
    expect(errorsOf(wrongZip)).toEqual(['zipCode:invalid']);
    expect(wrongZip.json().data.errors[0].text).toBe('รหัสไปรษณีย์ไม่ถูกต้อง');
    // Nothing of the refused saves was kept.
    expect((await stored(mine.id, 'current'))!.subDistrict).toBe('ลุมพินี');
  });

  it('in Thailand the four places are required and city / state stay empty', async () => {
    const res = await h.post('/api/1.0/save/self/address', { ...lumpini, district: '', zipCode: null, city: 'Bangkok' }, me);
    expect(errorsOf(res)).toEqual(['city:notThaiAddress', 'district:required', 'zipCode:required']);
    expect(res.json().data.errors.find((e: { field: string }) => e.field === 'city').text).toBe('City is not used for an address in Thailand');
  });

  it('abroad: the city is required, the Thai places stay empty; a postal code is free text', async () => {
    const thaiParts = await h.post('/api/1.0/save/self/address', { ...phnomPenh, province: 'กรุงเทพมหานคร', city: '' }, me);
    expect(errorsOf(thaiParts)).toEqual(['city:required', 'province:onlyThaiAddress']);
    expect((await h.post('/api/1.0/save/self/address', { ...phnomPenh, country: 'XX' }, me)).json().data.errors)
      .toEqual([expect.objectContaining({ field: 'country', code: 'invalid' })]);
    const ok = await h.post('/api/1.0/save/self/address', { ...phnomPenh, kind: 'permanent' }, me);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stored(mine.id, 'permanent')).toMatchObject({ country: 'KH', city: 'Phnom Penh', state: 'Chamkarmon', zipCode: '12302', province: null });
  });

  it('the permanent address "same as current" copies the current one; saving again changes the row in place', async () => {
    const res = await h.post('/api/1.0/save/self/address', { kind: 'permanent', sameAsCurrent: true }, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(mine.id, 'permanent')).toMatchObject({ country: 'TH', addressLine: '99/1 Soi Ruam Rudee', subDistrict: 'ลุมพินี', city: null, residenceType: 'rent' });
    expect(await h.db.select().from(employeeAddresses).where(eq(employeeAddresses.employeeId, mine.id))).toHaveLength(2);
    // Only the permanent address can be "the same as the current".
    expect(errorsOf(await h.post('/api/1.0/save/self/address', { kind: 'current', sameAsCurrent: true }, me))).toEqual(['sameAsCurrent:invalid']);
  });

  it('"same as current" without a current address says to save that first', async () => {
    const res = await h.post('/api/1.0/save/address', { employeeId: other.id, kind: 'permanent', sameAsCurrent: true }, hr);
    expect(errorsOf(res)).toEqual(['sameAsCurrent:noCurrentAddress']);
    expect(res.json().data.errors[0].text).toBe('Save the current address first');
  });

  it('HR saves anyone\'s address by id; an employee cannot use HR\'s call, and the self call has no employee id to change', async () => {
    const res = await h.post('/api/1.0/save/address', { ...lumpini, employeeId: other.id }, hr);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(other.id, 'current')).toMatchObject({ subDistrict: 'ลุมพินี', updatedBy: expect.any(String) });
    expect((await h.post('/api/1.0/save/address', { ...phnomPenh, employeeId: other.id }, me)).statusCode).toBe(403);
    const smuggled = await h.post('/api/1.0/save/self/address', { ...phnomPenh, employeeId: other.id }, me);
    expect(errorsOf(smuggled)).toEqual(['employeeId:unknownField']);
    expect((await stored(other.id, 'current'))!.country).toBe('TH');
    const gone = await h.post('/api/1.0/save/address', { ...lumpini, employeeId: '00000000-0000-4000-8000-000000000000' }, hr);
    expect(gone.json().msg.code).toBe(301007);
    expect(await h.auditActions()).toContain('employee.save.address');
  });
});
