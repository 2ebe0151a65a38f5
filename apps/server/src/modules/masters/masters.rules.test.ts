import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
let hr: string;
beforeAll(async () => {
  h = await createHarness();
  // 00:30 on the 23rd in Bangkok while UTC still says the 22nd.
  h.clock.current = new Date('2026-11-22T17:30:00Z');
  hr = await h.login(await h.person({ role: 'HR' }));
});
afterAll(async () => { await h?.close(); });

const shift = { shiftPrefix: 'T1', nameEn: 'Test shift', nameTh: 'กะทดสอบ', dayType: 'workingDay', workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00', beforeWorkMinutes: 10, lateAllowanceMinutes: 15 };
const errorsOf = (res: { json: () => { data: { errors: Array<{ field: string; text: string }> } } }) => res.json().data.errors;

describe('working time (SPEC section 5)', () => {
  it('computes the hours and counts a change from the next day in Bangkok', async () => {
    const row = (await h.post('/api/1.0/insert/master/workingTime', shift, hr)).json().data;
    expect(row).toMatchObject({ workingHours: 8, breakHours: 1, effectiveFrom: '2026-11-24', workStart: '08:00', breakEnd: '13:00' });
    const night = (await h.post('/api/1.0/update/master/workingTime', { ...shift, id: row.id, workStart: '22:00', workEnd: '06:00', breakStart: '01:00', breakEnd: '01:30' }, hr)).json().data;
    expect(night).toMatchObject({ workingHours: 7.5, breakHours: 0.5 });
  });

  it('refuses a break outside working hours, naming the rule in the caller\'s language', async () => {
    const res = await h.post('/api/1.0/insert/master/workingTime', { ...shift, shiftPrefix: 'T2', breakStart: '16:30', breakEnd: '18:30' }, hr, { lang: 'th' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([expect.objectContaining({ field: 'breakEnd', code: 'breakWithinHours', text: expect.stringMatching(/[\u0E00-\u0E7F]/) })]);
    // A break starting before work is wrong on its start (issue 13 point 6).
    const early = await h.post('/api/1.0/insert/master/workingTime', { ...shift, shiftPrefix: 'T2', breakStart: '07:30', breakEnd: '08:30' }, hr);
    expect(errorsOf(early)).toEqual([expect.objectContaining({ field: 'breakStart', code: 'breakWithinHours' })]);
  });

  it('a break start without its end asks for the end once (issue 13 point 6)', async () => {
    const res = await h.post('/api/1.0/insert/master/workingTime', { ...shift, shiftPrefix: 'T2', breakEnd: '' }, hr);
    expect(errorsOf(res)).toEqual([expect.objectContaining({ field: 'breakEnd', code: 'required', text: 'Break ends is required' })]);
  });

  it('refuses a late allowance below the before-work time', async () => {
    const res = await h.post('/api/1.0/insert/master/workingTime', { ...shift, shiftPrefix: 'T3', beforeWorkMinutes: 30, lateAllowanceMinutes: 5 }, hr);
    expect(errorsOf(res)).toEqual([expect.objectContaining({ field: 'lateAllowanceMinutes', text: 'Late allowance must not be less than the before-work time' })]);
  });

  it('computed fields cannot be sent', async () => {
    const res = await h.post('/api/1.0/insert/master/workingTime', { ...shift, shiftPrefix: 'T4', workingHours: 12 }, hr);
    expect(errorsOf(res)).toEqual([expect.objectContaining({ field: 'workingHours', code: 'unknownField' })]);
  });

  it('the spec\'s search and isActiveV2 paths work', async () => {
    const found = (await h.post('/api/1.0/master/search/workingTime', { keyword: 'D08' }, hr)).json().data.items;
    expect(found[0]).toMatchObject({ shiftPrefix: 'D08', workingHours: 8 });
    const off = await h.post('/api/1.0/update/master/workingTime/isActiveV2', { id: found[0].id, active: false }, hr);
    expect(off.json().data.active).toBe(false);
  });
});

describe('leave types', () => {
  it('the six types and paternity leave are seeded with Labour Protection Act defaults', async () => {
    const items = (await h.post('/api/1.0/search/master/leaveType', { pageSize: 50 }, hr)).json().data.items;
    const byCode = Object.fromEntries(items.map((r: { code: string }) => [r.code, r]));
    expect(Object.keys(byCode).sort()).toEqual(['MATERNITY', 'ORDINATION', 'PATERNITY', 'PERSONAL', 'SICK', 'UNPAID', 'VACATION']);
    // Issue 14: only vacation pro-rates; sick leave beyond its paid days is unpaid; maternity is for women, per pregnancy; paternity for men.
    expect(items.filter((r: { proRated: boolean }) => r.proRated).map((r: { code: string }) => r.code)).toEqual(['VACATION']);
    expect(byCode.SICK).toMatchObject({ unpaidBeyond: true, appliesTo: 'all', countedPer: 'year' });
    expect(byCode.MATERNITY).toMatchObject({ appliesTo: 'women', countedPer: 'pregnancy', unpaidBeyond: false });
    expect(byCode.PATERNITY).toMatchObject({ daysPerYear: 15, paidDaysPerYear: 15, appliesTo: 'men', calendarDays: false });
    expect(byCode.SICK).toMatchObject({ daysPerYear: 30, attachmentFromDays: 3, unpaid: false });
    expect(byCode.PERSONAL).toMatchObject({ daysPerYear: 3 });
    expect(byCode.VACATION).toMatchObject({ daysPerYear: 6, afterOneYear: true });
    expect(byCode.MATERNITY).toMatchObject({ daysPerYear: 120, paidDaysPerYear: 60, calendarDays: true });
    expect(byCode.SICK).toMatchObject({ calendarDays: false });
    expect(byCode.UNPAID).toMatchObject({ unpaid: true });
  });

  it('days per year must be greater than 0 and numeric only', async () => {
    const base = { code: 'X1', nameEn: 'Test leave', nameTh: 'ลาทดสอบ', advanceNoticeDays: 0, backDateDays: 0, requiresAttachment: false, unpaid: false, afterOneYear: false, calendarDays: false,
      proRated: false, unpaidBeyond: false, appliesTo: 'all', countedPer: 'year' };
    expect(errorsOf(await h.post('/api/1.0/insert/master/leaveType', { ...base, daysPerYear: 0 }, hr))).toEqual([expect.objectContaining({ field: 'daysPerYear', code: 'tooSmall' })]);
    expect(errorsOf(await h.post('/api/1.0/insert/master/leaveType', { ...base, daysPerYear: 'ten' }, hr))).toEqual([expect.objectContaining({ field: 'daysPerYear', code: 'numericOnly' })]);
    expect(errorsOf(await h.post('/api/1.0/insert/master/leaveType', { ...base, daysPerYear: 5, paidDaysPerYear: 6 }, hr))).toEqual([expect.objectContaining({ field: 'paidDaysPerYear', code: 'notMoreThanDays' })]);
  });
});

describe('holidays, social security and tax', () => {
  it('Thai public holidays of 2026 and 2027 are seeded, one per date', async () => {
    const items = (await h.post('/api/1.0/search/master/holiday', { pageSize: 200 }, hr)).json().data.items as Array<{ date: string; nameEn: string }>;
    for (const year of ['2026', '2027']) expect(items.filter((r) => r.date.startsWith(year)).length).toBeGreaterThanOrEqual(19);
    expect(items.find((r) => r.date === '2026-04-13')?.nameEn).toBe('Songkran Festival');
    const dup = await h.post('/api/1.0/save/master/holiday', { date: '2026-04-13', nameEn: 'Another', nameTh: 'อีกวัน' }, hr);
    expect(errorsOf(dup)).toEqual([expect.objectContaining({ field: 'date', code: 'duplicate' })]);
  });

  it('social security rates are dated with the ceilings of the ministerial regulation', async () => {
    const items = (await h.post('/api/1.0/search/master/ratesocialsecurity', { sort: { field: 'effectiveFrom', dir: 'asc' } }, hr)).json().data.items;
    expect(items.map((r: { effectiveFrom: string; wageCeiling: number }) => [r.effectiveFrom, r.wageCeiling])).toEqual([
      ['2025-01-01', 15000], ['2026-01-01', 17500], ['2029-01-01', 20000], ['2032-01-01', 23000]]);
    expect(items[1]).toMatchObject({ employeeRate: 5, employerRate: 5, wageFloor: 1650 });
    const bad = await h.post('/api/1.0/save/master/ratesocialsecurity', { effectiveFrom: '2040-01-01', employeeRate: 5, employerRate: 5, wageFloor: 2000, wageCeiling: 1000 }, hr);
    expect(errorsOf(bad)).toEqual([expect.objectContaining({ field: 'wageCeiling', code: 'ceilingAboveFloor' })]);
  });

  it('the progressive tax table has its eight brackets; a bracket must end above its start', async () => {
    const items = (await h.post('/api/1.0/search/master/taxrate', {}, hr)).json().data.items;
    expect(items.map((r: { ratePercent: number }) => r.ratePercent)).toEqual([0, 5, 10, 15, 20, 25, 30, 35]);
    const bad = await h.post('/api/1.0/save/master/taxrate', { effectiveFrom: '2030-01-01', incomeFrom: 500, incomeTo: 100, ratePercent: 5 }, hr);
    expect(errorsOf(bad)).toEqual([expect.objectContaining({ field: 'incomeTo', code: 'toAboveFrom' })]);
  });

  it('an accountant edits the tax table but not holidays', async () => {
    const accountant = await h.login(await h.person({ role: 'ACCOUNTANT' }));
    expect((await h.post('/api/1.0/search/master/taxrate', {}, accountant)).statusCode).toBe(200);
    expect((await h.post('/api/1.0/search/master/holiday', {}, accountant)).statusCode).toBe(403);
  });
});
