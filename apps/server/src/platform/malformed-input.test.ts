import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createHarness, type Harness } from '../test/harness';

/*
 * Issue 13 point 5: malformed input answers 400 with the field named in the caller's language,
 * never 500; and a database failure is logged without its parameter values.
 */
let h: Harness;
let hr: string, admin: string, me: string;
beforeAll(async () => {
  h = await createHarness();
  hr = await h.login(await h.person({ role: 'HR' }));
  admin = await h.login(await h.person({ role: 'ADMINISTRATOR' }));
  me = await h.login(await h.person());
});
afterAll(async () => { await h?.close(); });

type Res = Awaited<ReturnType<Harness['post']>>;
const errorsOf = (res: Res) => res.json().data.errors as Array<{ field: string; code: string; text: string }>;
const fieldErrorOf = (res: Res, field: string) => errorsOf(res).find((e) => e.field === field);
const IMPOSSIBLE = ['2026-02-30', '2026-13-45', '0000-01-01', '1899-12-31', '2201-01-01'];

describe('one calendar-date rule for every body and filter', () => {
  const bodies: Array<[string, string, Record<string, unknown>, string, () => string]> = [
    ['/api/1.0/save/self/basicinfo', 'birthDate', { gender: 'female', birthDate: '' }, 'birthDate', () => me],
    ['/api/1.0/save/self/children', 'birthDate', { name: 'Ploy', gender: 'female', education: '' }, 'birthDate', () => me],
    ['/api/1.0/save/self/parent', 'birthDate', { kind: 'father', name: 'Somchai Jaidee', occupation: 'Farmer', deceased: false }, 'birthDate', () => me],
    ['/api/1.0/save/master/holiday', 'date', { nameEn: 'Holiday', nameTh: 'วันหยุด' }, 'date', () => admin],
    ['/api/1.0/save/master/taxrate', 'effectiveFrom', { incomeFrom: 0, incomeTo: 100, ratePercent: 5 }, 'effectiveFrom', () => admin],
    ['/api/1.0/save/master/cooperative', 'effectiveFrom', {}, 'effectiveFrom', () => admin],
    ['/api/1.1/search/leaveSelfView', 'dateFrom', {}, 'dateFrom', () => me],
    ['/api/1.0/search/leave/calendar', 'dateFrom', { dateTo: '2026-11-30' }, 'dateFrom', () => hr],
    ['/api/1.0/search/leave', 'dateTo', {}, 'dateTo', () => hr],
    ['/api/1.0/excel/leave', 'dateFrom', {}, 'dateFrom', () => hr],
    ['/api/1.0/search/companyOuting', 'dateFrom', {}, 'dateFrom', () => hr],
    ['/api/1.0/excel/companyOuting', 'dateTo', {}, 'dateTo', () => hr],
  ];
  for (const [url, key, body, field, token] of bodies) {
    it(`${url} refuses impossible and out-of-range dates in ${key}, naming it`, async () => {
      for (const value of IMPOSSIBLE) {
        const res = await h.post(url, { ...body, [key]: value }, token());
        expect(res.statusCode, `${url} ${value}`).toBe(400);
        expect(fieldErrorOf(res, field), `${url} ${value}`).toMatchObject({ code: 'invalid', text: expect.stringMatching(/ is not valid$/) });
      }
    });
  }

  it('names the field in the caller\'s language', async () => {
    const en = await h.post('/api/1.0/save/self/basicinfo', { birthDate: '2026-02-30' }, me);
    expect(fieldErrorOf(en, 'birthDate')?.text).toBe('Date of birth is not valid');
    const th = await h.post('/api/1.0/save/self/basicinfo', { birthDate: '0000-01-01' }, me, { lang: 'th' });
    expect(fieldErrorOf(th, 'birthDate')?.text).toBe('วันเกิดไม่ถูกต้อง');
  });

  it('still takes a real date at the edges of the range (29 February, 1900, 2200)', async () => {
    for (const birthDate of ['2028-02-29', '1900-01-01', '2200-12-31']) {
      expect((await h.post('/api/1.0/save/self/basicinfo', { birthDate }, me)).json().success).toBe(true);
    }
  });
});

describe('a NUL character in any string', () => {
  const cases: Array<[string, Record<string, unknown>, string, () => string]> = [
    ['/api/1.0/save/self/skill', { driveCar: true, driveMotorcycle: false, computerSkills: 'Excel\u0000', personalQualities: '' }, 'computerSkills', () => me],
    ['/api/1.0/save/self/medicalCondition', { congenitalDisease: '\u0000' }, 'congenitalDisease', () => me],
    ['/api/1.0/save/self/goals', { answer1: 'a\u0000b' }, 'answer1', () => me],
    ['/api/1.0/search/master/department', { keyword: 'x\u0000' }, 'keyword', () => admin],
    ['/api/1.0/save/master/department', { nameEn: 'Sales\u0000' }, 'nameEn', () => admin],
    ['/api/1.0/excel/master/department', { keyword: '\u0000' }, 'keyword', () => admin],
    ['/api/1.0/search/employee', { keyword: 'Som\u0000chai' }, 'keyword', () => hr],
    ['/api/1.0/save/self/children', { name: 'Ploy', nested: [{ deeper: '\u0000' }] }, 'nested.0.deeper', () => me],
  ];
  for (const [url, body, field, token] of cases) {
    it(`${url} answers 400 naming ${field}`, async () => {
      const res = await h.post(url, body, token());
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([expect.objectContaining({ field, code: 'nulCharacter', text: expect.stringMatching(/contains a character that is not allowed$/) })]);
    });
  }

  it('in the query string too, and in Thai', async () => {
    const res = await h.post('/api/1.0/search/employee?x=%00', { keyword: 'Som' }, hr, { lang: 'th' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([expect.objectContaining({ field: 'x', code: 'nulCharacter', text: 'x มีอักขระที่ไม่อนุญาต' })]);
    const th = await h.post('/api/1.0/save/self/goals', { answer1: '\u0000' }, me, { lang: 'th' });
    expect(errorsOf(th)[0]?.text).toMatch(/^\S.* มีอักขระที่ไม่อนุญาต$/);
  });
});

describe('the next employee id of a company', () => {
  it('an unknown company is a validation error on companyId, not a crash', async () => {
    const res = await h.post('/api/1.0/get/employee/nextCode', { companyId: '00000000-0000-4000-8000-000000000000' }, hr);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([expect.objectContaining({ field: 'companyId', code: 'invalid', text: 'Company is not valid' })]);
    const th = await h.post('/api/1.0/get/employee/nextCode', { companyId: '00000000-0000-4000-8000-000000000000' }, hr, { lang: 'th' });
    expect(errorsOf(th)[0]?.text).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('the log of a failed query', () => {
  it('keeps the SQL text and the SQLSTATE, never the parameter values or the driver\'s detail', async () => {
    const lines: string[] = [];
    const logStream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    // A second app on the harness's database, logging to memory.
    const db = h.db;
    const app = await buildApp({ db, config: testConfig({ LOG_LEVEL: 'error' }), logStream });
    // A route outside /api (no access rule needed) whose query fails on a bound personal value.
    app.post('/test/failing-query', async () => db.execute(sql`SELECT ${'1234567890123 Somchai'}::date AS d, ${'somchai@example.com'}::int AS n`));
    await app.ready();
    try {
      const res = await app.inject({ method: 'POST', url: '/test/failing-query', payload: { citizenId: '1234567890123' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false, msg: { code: 500001 } });
      const log = lines.join('');
      expect(log).toContain('unhandled error');
      expect(log).toContain('::date');
      expect(log).toContain('22007');
      expect(log).not.toMatch(/1234567890123|Somchai|somchai@example\.com/);
    } finally {
      await app.close();
    }
  });
});
