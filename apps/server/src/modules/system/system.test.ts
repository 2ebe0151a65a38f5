import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h?.close(); });

describe('system calls', () => {
  it('the version is public', async () => {
    expect((await h.get('/api/1.0/version')).json().data).toEqual({ version: '1.1.456', build: '20250915' });
  });

  it('the company dropdown lists active companies for the login form, localized', async () => {
    await h.db.insert(companies).values([
      { abbreviation: 'AMN', nameEn: 'Amnat Co., Ltd.', nameTh: 'บริษัท อำนาจ จำกัด' },
      { abbreviation: 'OLD', nameEn: 'Closed Co., Ltd.', nameTh: 'บริษัท ปิด จำกัด', active: false },
    ]);
    const en = (await h.post('/api/1.0/getDropdownByModuleName', { moduleName: 'company' })).json().data;
    expect(en.map((o: { value: string }) => o.value)).toEqual(['AMN', 'T01']);
    expect(en[0].label).toBe('AMN - Amnat Co., Ltd.');
    const th = (await h.post('/api/1.0/getDropdownByModuleName', { moduleName: 'company' }, undefined, { lang: 'th' })).json().data;
    expect(th[0].label).toBe('AMN - บริษัท อำนาจ จำกัด');
  });

  it('an unknown module name is a validation error naming the field', async () => {
    const res = await h.post('/api/1.0/getDropdownByModuleName', { moduleName: 'salaries' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0]).toMatchObject({ field: 'moduleName', code: 'invalid' });
  });

  it('master lists need a login and hold only active rows, labelled in the reader\'s language', async () => {
    expect((await h.post('/api/1.0/getDropdownByModuleName', { moduleName: 'bank' })).statusCode).toBe(401);
    const token = await h.login(await h.person());
    const th = (await h.post('/api/1.0/getDropdownByModuleName', { moduleName: 'bank' }, token, { lang: 'th' })).json().data;
    expect(th.find((o: { labelEn: string }) => o.labelEn === 'Kasikornbank').label).toBe('ธนาคารกสิกรไทย');
    const admin = await h.login(await h.person({ role: 'ADMINISTRATOR' }));
    const kbank = th.find((o: { labelEn: string }) => o.labelEn === 'Kasikornbank');
    await h.post('/api/1.0/update/master/bank/status', { id: kbank.value, active: false }, admin);
    const after = (await h.post('/api/1.0/getDropdownByModuleName', { moduleName: 'bank' }, token)).json().data;
    expect(after.map((o: { value: string }) => o.value)).not.toContain(kbank.value);
  });

  it('the after-login announcement feed answers a member with a list', async () => {
    const token = await h.login(await h.person());
    expect((await h.post('/api/1.0/get/AnnouncementAfterLogin', {}, token)).json()).toMatchObject({ success: true, data: [] });
    expect((await h.post('/api/1.0/get/AnnouncementAfterLogin', {})).statusCode).toBe(401);
  });
});
