import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.login(await h.person());
});
afterAll(async () => { await h?.close(); });

const BANGKOK = 'กรุงเทพมหานคร', PATHUM_WAN = 'ปทุมวัน';
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const dataOf = async (url: string, lang = 'en') => {
  const res = await h.get(url, token, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('Thai addresses', () => {
  it('need a login', async () => {
    for (const url of ['/api/1.0/address/provinces', `/api/1.0/address/districts?${q({ province: BANGKOK })}`, '/api/1.0/address/zip/10330']) {
      const res = await h.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('any employee may read them: the provinces, labelled in English or in Thai', async () => {
    const en = await dataOf('/api/1.0/address/provinces');
    expect(en).toHaveLength(77);
    expect(en).toContainEqual({ value: BANGKOK, label: 'Bangkok', labelEn: 'Bangkok', labelTh: BANGKOK });
    const th = await dataOf('/api/1.0/address/provinces', 'th');
    expect(th).toContainEqual({ value: BANGKOK, label: BANGKOK, labelEn: 'Bangkok', labelTh: BANGKOK });
    expect(th.map((p: { value: string }) => p.value)).toEqual(en.map((p: { value: string }) => p.value));
    // Khmer and Burmese readers get the English names.
    expect((await dataOf('/api/1.0/address/provinces', 'km')).find((p: { value: string }) => p.value === BANGKOK).label).toBe('Bangkok');
  });

  it('cascade: a province\'s districts, then a district\'s sub-districts with their postal codes', async () => {
    const districts = await dataOf(`/api/1.0/address/districts?${q({ province: BANGKOK })}`);
    expect(districts).toHaveLength(50);
    expect(districts).toContainEqual({ value: PATHUM_WAN, label: 'Pathum Wan', labelEn: 'Pathum Wan', labelTh: PATHUM_WAN });
    const subs = await dataOf(`/api/1.0/address/subDistricts?${q({ province: BANGKOK, district: PATHUM_WAN })}`, 'th');
    expect(subs).toContainEqual({ value: 'ลุมพินี', label: 'ลุมพินี', labelEn: 'Lumpini', labelTh: 'ลุมพินี', zip: '10330', zips: ['10330'] });
    expect(subs.map((s: { value: string }) => s.value).sort()).toEqual(['ปทุมวัน', 'รองเมือง', 'ลุมพินี', 'วังใหม่'].sort());
    // Chom Thong is a district of Bangkok and of Chiang Mai: each answers its own sub-districts.
    const cm = await dataOf(`/api/1.0/address/subDistricts?${q({ province: 'เชียงใหม่', district: 'จอมทอง' })}`);
    expect(cm.map((s: { labelEn: string }) => s.labelEn)).toContain('Doi Kaeo');
    expect(cm.map((s: { labelEn: string }) => s.labelEn)).not.toContain('Bang Khun Thian');
  });

  it('an unknown province or district answers an empty list', async () => {
    expect(await dataOf(`/api/1.0/address/districts?${q({ province: 'Bangkok' })}`)).toEqual([]);
    expect(await dataOf(`/api/1.0/address/subDistricts?${q({ province: 'เชียงใหม่', district: PATHUM_WAN })}`)).toEqual([]);
    expect(await dataOf('/api/1.0/address/zip/99999')).toEqual([]);
  });

  it('a missing or unexpected parameter is a validation error naming it', async () => {
    const res = await h.get('/api/1.0/address/districts', token);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'province', code: 'required' })]);
    const extra = await h.get(`/api/1.0/address/districts?${q({ province: BANGKOK, page: '2' })}`, token);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().data.errors).toEqual([expect.objectContaining({ field: 'page', code: 'unknownField' })]);
    const zip = await h.get('/api/1.0/address/zip/1033A', token);
    expect(zip.statusCode).toBe(400);
    expect(zip.json().data.errors).toEqual([expect.objectContaining({ field: 'zip', code: 'invalid' })]);
  });

  it('a postal code names its sub-districts, districts and provinces', async () => {
    const en = await dataOf('/api/1.0/address/zip/10330');
    expect(en).toContainEqual({ province: BANGKOK, district: PATHUM_WAN, subDistrict: 'ลุมพินี', zip: '10330', label: 'Lumpini, Pathum Wan, Bangkok' });
    expect(en).toHaveLength(4);
    const th = await dataOf('/api/1.0/address/zip/10330', 'th');
    expect(th).toContainEqual(expect.objectContaining({ subDistrict: 'ลุมพินี', label: 'ลุมพินี, ปทุมวัน, กรุงเทพมหานคร' }));
    // Bueng Kan, whose districts the package gives no codes, is found like any other.
    const bk = await dataOf('/api/1.0/address/zip/38000');
    expect(bk.length).toBeGreaterThan(1);
    expect(bk.every((m: { province: string }) => m.province === 'บึงกาฬ')).toBe(true);
  });
});
