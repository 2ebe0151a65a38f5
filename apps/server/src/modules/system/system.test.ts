import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { companies, mailOutbox, MIGRATIONS_DIR } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
/** The newest migration the build ships (its journal's last entry), e.g. '0032_monthly_report'. */
const lastShipped = () => (JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> }).entries.at(-1)!.tag;
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

describe('the config request', () => {
  it('gives the fixed select lists in the caller\'s language, the form limits and the dropdown modules; it needs a login', async () => {
    expect((await h.post('/api/1.0/get/config', {})).statusCode).toBe(401);
    const token = await h.login(await h.person());
    const en = (await h.post('/api/1.0/get/config', {}, token)).json().data;
    expect(en.choices.title).toEqual([{ value: 'mr', label: 'Mr.' }, { value: 'mrs', label: 'Mrs.' }, { value: 'ms', label: 'Ms.' }]);
    expect(en.limits).toMatchObject({ uploadBytes: 3 * 1024 * 1024, emailMin: 6, emailMax: 30, passwordMin: 6 });
    expect(en.halfDayWindows.afternoon).toEqual({ from: '13:00', to: '18:00' });
    expect(en.dropdownModules).toEqual(expect.arrayContaining(['company', 'department', 'position', 'leaveType']));
    const th = (await h.post('/api/1.0/get/config', {}, token, { lang: 'th' })).json().data;
    expect(th.choices.title.map((c: { label: string }) => c.label)).toEqual(['นาย', 'นาง', 'นางสาว']);
    const my = (await h.post('/api/1.0/get/config', {}, token, { lang: 'my' })).json().data;
    expect(my.choices.nationality.find((c: { value: string }) => c.value === 'myanmar').label).toBe('မြန်မာ');
  });

  it('the diagnostics (/test) are the administrator\'s: every migration applied, the engine, the outbox backlog and the clocks, each with its verdict', async () => {
    const admin = await h.login(await h.person({ role: 'ADMINISTRATOR' }));
    const hr = await h.login(await h.person({ role: 'HR' }));
    expect((await h.get('/api/1.0/get/system/diagnostics', hr)).statusCode).toBe(403);
    const read = async () => {
      const res = await h.get('/api/1.0/get/system/diagnostics', admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const d = await read();
    expect(d.database).toMatchObject({ engine: process.env.DB_ENGINE === 'postgres' ? 'postgres' : 'pglite', verdict: 'ok', latest: lastShipped() });
    expect(d.database.applied).toBe(d.database.shipped);
    expect(d.version).toMatchObject({ app: '1.1.456', build: '20250915', node: process.version });
    expect(d.time).toMatchObject({ timeZone: 'Asia/Bangkok', businessDate: '2026-11-22', verdict: 'ok' });
    expect(Math.abs(d.time.databaseDriftSeconds)).toBeLessThan(5);
    // A message that failed is worth a look.
    const failedBefore = d.mail.failed;
    await h.db.insert(mailOutbox).values({ to: 'x@test.co.th', subject: 's', text: 't', template: 'leaveApproved', lang: 'en', status: 'failed', lastError: 'refused' });
    const after = await read();
    expect(after.mail.failed).toBe(failedBefore + 1);
    expect(after.mail.verdict).not.toBe('ok');
  });
});
