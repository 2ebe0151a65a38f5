import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_NAMES } from '../../seed/master-names-local';
import { createHarness, type Harness } from '../../test/harness';

// Issue 15 point 3: Cambodian and Myanmar staff read master data in their own script. Masters
// carry optional Khmer and Burmese names; a reader of that language sees them, and the English
// name where a row has none.
let h: Harness;
let token: string, hr: string;
type Option = { value: string; label: string };
const options = async (moduleName: string, lang: string) =>
  (await h.post('/api/1.0/getDropdownByModuleName', { moduleName }, token, { lang })).json().data as Option[];
const balanceNames = async (lang: string) =>
  Object.fromEntries(((await h.post('/api/1.1/get/sumLeaveSelfView', {}, token, { lang })).json().data.types as Array<{ code: string; name: string }>).map((t) => [t.code, t.name]));

beforeAll(async () => {
  h = await createHarness();
  token = await h.login(await h.person());
  hr = await h.login(await h.person({ role: 'HR' }));
});
afterAll(async () => { await h?.close(); });

describe('master names in Khmer and Burmese', () => {
  it('the seeded leave types reach a Khmer and a Burmese reader in their script, a Thai reader in Thai, an English reader in English', async () => {
    expect((await balanceNames('km')).SICK).toBe(LOCAL_NAMES['Sick leave']!.nameKm);
    expect((await balanceNames('my')).SICK).toBe(LOCAL_NAMES['Sick leave']!.nameMy);
    expect((await balanceNames('th')).SICK).toBe('ลาป่วย');
    expect((await balanceNames('en')).SICK).toBe('Sick leave');
    const km = await options('leaveType', 'km');
    expect(km.map((o) => o.label)).toContain(LOCAL_NAMES['Maternity leave']!.nameKm);
  });

  it('HR adds a leave type with a Khmer name only: Khmer readers see it, Burmese readers fall back to English', async () => {
    const funeral = {
      code: 'FUNERAL', nameEn: 'Funeral leave', nameTh: 'ลางานศพ', nameKm: 'ច្បាប់បុណ្យសព', daysPerYear: 3, advanceNoticeDays: 0, backDateDays: 7,
      requiresAttachment: false, unpaid: false, afterOneYear: false, calendarDays: false, proRated: false, unpaidBeyond: false, appliesTo: 'all', countedPer: 'year',
    };
    const saved = await h.post('/api/1.0/insert/master/leaveType', funeral, hr);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await balanceNames('km')).FUNERAL).toBe('ច្បាប់បុណ្យសព');
    expect((await balanceNames('my')).FUNERAL).toBe('Funeral leave');
    // An empty Khmer name is no name: the English one shows.
    const id = (await options('leaveType', 'en')).find((o) => o.label === 'Funeral leave')!.value;
    const cleared = await h.post('/api/1.0/update/master/leaveType', { ...funeral, id, nameKm: '' }, hr);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await balanceNames('km')).FUNERAL).toBe('Funeral leave');
  });

  it('a name in Khmer or Burmese is held to the length of the other names', async () => {
    const res = await h.post('/api/1.0/insert/master/position', { nameEn: 'Welder', nameTh: 'ช่างเชื่อม', nameMy: 'ဂ'.repeat(201) }, hr);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'nameMy', code: 'tooLong' })]);
  });
});
