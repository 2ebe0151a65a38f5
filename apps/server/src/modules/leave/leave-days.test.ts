import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { holidays, leaveTypes } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
let token: string;
const type: Record<string, string> = {};
const URL = '/api/1.1/get/leave/numberOfDays';
type Res = Awaited<ReturnType<Harness['post']>>;
const errorsOf = (res: Res) => (res.json().data.errors ?? []) as Array<{ field: string; code: string; text: string }>;
const ask = (body: Record<string, unknown>, lang = 'en') => h.post(URL, { leaveTypeId: type.SICK, duration: 'fullDay', ...body }, token, { lang });

beforeAll(async () => {
  h = await createHarness();
  token = await h.login(await h.person());
  for (const t of await h.db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) type[String(t.code)] = t.id;
});
afterAll(async () => { await h?.close(); });

describe('POST /api/1.1/get/leave/numberOfDays', () => {
  it('skips the weekend and the active holidays of the master; a holiday HR switches off counts again', async () => {
    // Fri 4 Dec 2026 to Fri 11 Dec: the weekend, Mon 7 (substitution for Father's Day) and Thu 10 (Constitution Day) are off.
    const res = await ask({ dateFrom: '2026-12-04', dateTo: '2026-12-11' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ days: 4, byYear: [{ year: 2026, days: 4 }], dates: ['2026-12-04', '2026-12-08', '2026-12-09', '2026-12-11'] });
    await h.db.update(holidays).set({ active: false }).where(eq(holidays.date, '2026-12-10'));
    expect((await ask({ dateFrom: '2026-12-04', dateTo: '2026-12-11' })).json().data.days).toBe(5);
    await h.db.update(holidays).set({ active: true }).where(eq(holidays.date, '2026-12-10'));
  });

  it('splits a request over New Year by year, and counts a half day as 0.5', async () => {
    // Wed 30 Dec counts; 31 Dec and 1 Jan are holidays, 2–3 Jan a weekend; Mon 4 Jan counts.
    const res = await ask({ dateFrom: '2026-12-30', dateTo: '2027-01-04' });
    expect(res.json().data).toEqual({ days: 2, byYear: [{ year: 2026, days: 1 }, { year: 2027, days: 1 }], dates: ['2026-12-30', '2027-01-04'] });
    const half = await ask({ duration: 'afternoon', dateFrom: '2026-12-08', dateTo: '2026-12-08' });
    expect(half.json().data).toEqual({ days: 0.5, byYear: [{ year: 2026, days: 0.5 }], dates: ['2026-12-08'] });
  });

  it('a type that counts calendar days (maternity) counts the weekend and holidays too', async () => {
    const res = await ask({ leaveTypeId: type.MATERNITY, dateFrom: '2026-12-04', dateTo: '2026-12-10' });
    expect(res.json().data.days).toBe(7);
  });

  it('each rule of the calculator fails once, localized and on its field', async () => {
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ dateFrom: '2026-12-09', dateTo: '2026-12-08' }, 'dateTo', 'endNotBeforeStart', 'To must not be before the start date'],
      [{ duration: 'morning', dateFrom: '2026-12-08', dateTo: '2026-12-09' }, 'dateTo', 'halfDaySingleDate', 'To must be the same date as the start for a morning or afternoon leave'],
      [{ dateFrom: '2026-01-01', dateTo: '2027-01-02' }, 'dateTo', 'leaveSpanTooLong', 'To: one leave request can cover at most 366 days'],
      [{ duration: 'morning', dateFrom: '2026-12-05', dateTo: '2026-12-05' }, 'dateFrom', 'noWorkingDays', 'From: there is no working day in the dates chosen'],
      [{ dateFrom: '2026-12-05', dateTo: '2026-12-07' }, 'dateFrom', 'noWorkingDays', 'From: there is no working day in the dates chosen'],
      [{ duration: undefined, dateFrom: '2026-12-08', dateTo: '2026-12-08' }, 'duration', 'required', 'Duration is required'],
      [{ dateFrom: '2026-02-30', dateTo: '2026-12-08' }, 'dateFrom', 'invalid', 'From is not valid'],
    ];
    for (const [body, field, code, text] of cases) {
      const res = await ask(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorsOf(res)).toEqual([{ field, code, text }]);
    }
    const thai = await ask({ dateFrom: '2026-01-01', dateTo: '2027-01-02' }, 'th');
    expect(errorsOf(thai)[0]!.text).toContain('366');
    expect(errorsOf(thai)[0]!.text).not.toBe('To: one leave request can cover at most 366 days');
  });

  it('the leave type must be an active one', async () => {
    await h.db.update(leaveTypes).set({ active: false }).where(eq(leaveTypes.id, type.ORDINATION!));
    const res = await ask({ leaveTypeId: type.ORDINATION, dateFrom: '2026-12-08', dateTo: '2026-12-08' });
    expect(errorsOf(res)).toEqual([{ field: 'leaveTypeId', code: 'invalid', text: 'Leave type is not valid' }]);
    const missing = await ask({ leaveTypeId: undefined, dateFrom: '2026-12-08', dateTo: '2026-12-08' });
    expect(errorsOf(missing)).toEqual([{ field: 'leaveTypeId', code: 'required', text: 'Leave type is required' }]);
  });

  it('counts on the caller\'s own calendar only: another employee cannot be named, and a stranger is refused', async () => {
    const other = await h.person();
    const res = await ask({ employeeId: other.id, dateFrom: '2026-12-08', dateTo: '2026-12-08' });
    expect(errorsOf(res).map((e) => `${e.field}:${e.code}`)).toEqual(['employeeId:unknownField']);
    const anonymous = await h.post(URL, { leaveTypeId: type.SICK, duration: 'fullDay', dateFrom: '2026-12-08', dateTo: '2026-12-08' });
    expect(anonymous.statusCode).toBe(401);
  });
});
