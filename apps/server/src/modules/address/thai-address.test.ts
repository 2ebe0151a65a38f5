import { describe, expect, it } from 'vitest';
import { byZip, checkThaiAddress, districts, provinces, subDistricts } from './thai-address';

const BANGKOK = 'กรุงเทพมหานคร', PATHUM_WAN = 'ปทุมวัน', LUMPHINI = 'ลุมพินี';
const lumphini = { province: BANGKOK, district: PATHUM_WAN, subDistrict: LUMPHINI, zipCode: '10330' };

describe('the Thai address dataset', () => {
  it('has the 77 provinces sorted by Thai name, with about 928 districts and 7,4xx sub-districts', () => {
    const all = provinces();
    expect(all).toHaveLength(77);
    expect(all.map((p) => p.th)).toEqual([...all.map((p) => p.th)].sort(new Intl.Collator('th').compare));
    const ds = all.flatMap((p) => p.districts);
    const ss = ds.flatMap((d) => d.subDistricts);
    expect(ds).toHaveLength(928);
    expect(ss.length).toBeGreaterThan(7400);
    expect(ss.length).toBeLessThan(7500);
    for (const x of [...all, ...ds, ...ss]) expect(x.th && x.en, JSON.stringify(x)).toBeTruthy();
    expect(ss.every((s) => /^\d{5}$/.test(s.zip) && (s.otherZips ?? []).every((z) => /^\d{5}$/.test(z)))).toBe(true);
  });

  it('names places in Thai and English', () => {
    expect(provinces().find((p) => p.th === BANGKOK)).toMatchObject({ en: 'Bangkok' });
    expect(districts(BANGKOK).find((d) => d.th === PATHUM_WAN)).toMatchObject({ en: 'Pathum Wan' });
    expect(subDistricts(BANGKOK, PATHUM_WAN).find((s) => s.th === LUMPHINI)).toMatchObject({ en: 'Lumpini', zip: '10330' });
  });

  it('has Bueng Kan, the newest province, with its eight districts', () => {
    const bk = provinces().find((p) => p.en === 'Bueng Kan');
    expect(bk?.th).toBe('บึงกาฬ');
    expect(districts('บึงกาฬ').map((d) => d.en)).toEqual(expect.arrayContaining(['Mueang Bueng Kan', 'Seka', 'So Phisai', 'Bung Khla']));
    expect(districts('บึงกาฬ')).toHaveLength(8);
    expect(subDistricts('บึงกาฬ', 'เมืองบึงกาฬ').map((s) => s.zip)).toContain('38000');
  });

  it('keeps districts of the same name apart by province', () => {
    // Chom Thong is a khet of Bangkok and an amphoe of Chiang Mai.
    const bkk = subDistricts(BANGKOK, 'จอมทอง').map((s) => s.th);
    const cm = subDistricts('เชียงใหม่', 'จอมทอง').map((s) => s.th);
    expect(bkk).toContain('บางขุนเทียน');
    expect(cm).toContain('ดอยแก้ว');
    expect(bkk.filter((s) => cm.includes(s))).toEqual([]);
    expect(provinces().filter((p) => p.districts.some((d) => d.th === 'เฉลิมพระเกียรติ'))).toHaveLength(5);
  });

  it('answers empty lists for unknown names', () => {
    expect(districts('Bangkok')).toEqual([]);
    expect(subDistricts(BANGKOK, 'หาดใหญ่')).toEqual([]);
    expect(byZip('99999')).toEqual([]);
  });

  it('finds the sub-districts of a postal code with their district and province', () => {
    const hits = byZip('10330');
    expect(hits.map((h) => h.subDistrict.th).sort()).toEqual(['ปทุมวัน', 'รองเมือง', 'ลุมพินี', 'วังใหม่'].sort());
    expect(hits.find((h) => h.subDistrict.th === LUMPHINI)).toEqual({
      province: { th: BANGKOK, en: 'Bangkok' }, district: { th: PATHUM_WAN, en: 'Pathum Wan' }, subDistrict: { th: LUMPHINI, en: 'Lumpini' }, zip: '10330',
    });
    // A postal code a sub-district shares with its main one.
    expect(byZip('84360').map((h) => h.subDistrict.en)).toContain('Ko Tao');
  });
});

describe('checkThaiAddress', () => {
  it('accepts an existing combination, and a sub-district\'s second postal code', () => {
    expect(checkThaiAddress(lumphini)).toEqual([]);
    expect(checkThaiAddress({ province: 'สุราษฎร์ธานี', district: 'เกาะพะงัน', subDistrict: 'เกาะเต่า', zipCode: '84360' })).toEqual([]);
    expect(checkThaiAddress({ province: 'บึงกาฬ', district: 'เมืองบึงกาฬ', subDistrict: 'บึงกาฬ', zipCode: '38000' })).toEqual([]);
  });

  it('accepts what is missing and checks what is given', () => {
    expect(checkThaiAddress({})).toEqual([]);
    expect(checkThaiAddress({ province: '', district: null, zipCode: ' ' })).toEqual([]);
    expect(checkThaiAddress({ province: BANGKOK, zipCode: '10330' })).toEqual([]);
    expect(checkThaiAddress({ province: BANGKOK, district: PATHUM_WAN })).toEqual([]);
    expect(checkThaiAddress({ zipCode: '10330' })).toEqual([]);
  });

  it('refuses an unknown province, or an English name in place of the Thai one', () => {
    expect(checkThaiAddress({ ...lumphini, province: 'Bangkok' })).toEqual([{ field: 'province', code: 'invalid' }]);
    expect(checkThaiAddress({ province: 'กรุงเทพ' })).toEqual([{ field: 'province', code: 'invalid' }]);
  });

  it('refuses a district of another province', () => {
    expect(checkThaiAddress({ ...lumphini, district: 'หาดใหญ่' })).toEqual([{ field: 'district', code: 'invalid' }]);
    expect(checkThaiAddress({ district: PATHUM_WAN })).toEqual([{ field: 'district', code: 'invalid' }]);
  });

  it('refuses a sub-district of another district', () => {
    expect(checkThaiAddress({ ...lumphini, subDistrict: 'สีลม' })).toEqual([{ field: 'subDistrict', code: 'invalid' }]);
    expect(checkThaiAddress({ province: BANGKOK, subDistrict: LUMPHINI })).toEqual([{ field: 'subDistrict', code: 'invalid' }]);
  });

  it('refuses the postal code of another sub-district, or one that is not five digits', () => {
    expect(checkThaiAddress({ ...lumphini, zipCode: '10500' })).toEqual([{ field: 'zipCode', code: 'invalid' }]);
    expect(checkThaiAddress({ province: BANGKOK, zipCode: '50200' })).toEqual([{ field: 'zipCode', code: 'invalid' }]);
    expect(checkThaiAddress({ ...lumphini, zipCode: '1033' })).toEqual([{ field: 'zipCode', code: 'invalid' }]);
    expect(checkThaiAddress({ zipCode: '00000' })).toEqual([{ field: 'zipCode', code: 'invalid' }]);
  });

  it('names only the first part that does not fit, plus a postal code of the wrong format', () => {
    expect(checkThaiAddress({ province: 'X', district: 'Y', subDistrict: 'Z', zipCode: '10330' })).toEqual([{ field: 'province', code: 'invalid' }]);
    expect(checkThaiAddress({ province: 'X', district: 'Y', subDistrict: 'Z', zipCode: 'abc' })).toEqual([{ field: 'province', code: 'invalid' }, { field: 'zipCode', code: 'invalid' }]);
  });
});
