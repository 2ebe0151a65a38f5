import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, employeeSalaryHistory, incomeDeductions, masterBanks, salaryPeriodItems, sessions } from '@hr/db';
import type { FundAccountView } from '@hr/domain/payroll/funds';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 35 point 4: separation of duties applies to money. Nobody changes their own salary, pay
 * items, corrections, the bank account pay goes to, tax declaration, fund membership or terms, or
 * social security set by hand: every such call on the caller's own record is refused with 403100.
 * Point 11: social security set by hand must name a line of the period.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, other: Person, hr: Person, staff: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'accountant');
const periodOf = (month: string, end: string) => ({ month, periodStart: `${month}-01`, periodEnd: end, payDate: end, staffKind: 'monthly', paymentChannel: 'both' });
const ids = { oct: '', nov: '' };

/** The refusal: 403, code 403100, its text in the caller's language. */
async function refused(res: Promise<{ statusCode: number; json: () => { msg: { code: number; text: string } } }>, text = /Nobody can change the pay of their own record/) {
  const r = await res;
  expect(r.statusCode).toBe(403);
  expect(r.json().msg.code).toBe(403100);
  expect(r.json().msg.text).toMatch(text);
}

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  other = await h.person({ role: 'ACCOUNTANT' });
  hr = await h.person({ role: 'HR' });
  staff = await h.person();
  for (const [k, p] of Object.entries({ accountant, other, hr })) token[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  for (const p of [accountant, staff]) {
    await h.db.insert(employeeSalaryHistory).values({ employeeId: p.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
  }
  ids.oct = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-10', '2026-10-31'), companyId: h.company.id })).id;
  await data('/compute/salaryPeriod', { id: ids.oct });
  await data('/update/salaryPeriod/paymentStatus', { id: ids.oct, action: 'close' });
  ids.nov = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-11', '2026-11-30'), companyId: h.company.id })).id;
  await data('/compute/salaryPeriod', { id: ids.nov });
});
afterAll(async () => { await h?.close(); });

describe('nobody changes the money of their own record (issue 35 point 4)', () => {
  it('HR: its own salary and bank account for pay are refused (in Thai too); another employee\'s are saved', async () => {
    const raise = (employeeId: string) => ({ employeeId, incrementType: 'annual', baseSalary: 99_000, effectiveDate: '2026-11-01', summary: 'Raise', remark: '' });
    await refused(call('/save/salary', raise(hr.id), 'hr'));
    await refused(call('/save/salary', raise(hr.id), 'hr', 'th'), /ไม่มีผู้ใดแก้ไขข้อมูลการจ่ายเงินในประวัติของตนเองได้/);
    expect((await h.db.select().from(employeeSalaryHistory).where(eq(employeeSalaryHistory.employeeId, hr.id))).length).toBe(0);
    expect((await call('/save/salary', raise(staff.id), 'hr')).statusCode).toBe(200);
    const [bank] = await h.db.select({ id: masterBanks.id }).from(masterBanks).where(eq(masterBanks.code, '004'));
    const account = (employeeId: string) => ({ employeeId, bankId: bank!.id, accountNumber: '123-4-56789-0', accountName: 'Own', branch: 'Silom', isPrimary: true });
    await refused(call('/save/bankaccount', account(hr.id), 'hr'));
    const saved = (await call('/save/bankaccount', account(staff.id), 'hr')).json().data as { id: string };
    expect(saved.id).toBeTruthy();
  });

  it('accountant: its own pay item, correction, social security by hand and tax declaration are refused; another\'s are saved', async () => {
    const [position] = await h.db.select({ id: incomeDeductions.id }).from(incomeDeductions).where(eq(incomeDeductions.code, 'POSITION'));
    const item = (employeeId: string) => ({ employeeId, itemId: position!.id, amount: 50_000, startMonth: '2026-11' });
    await refused(call('/save/payroll/payItem', item(accountant.id)));
    expect((await call('/save/payroll/payItem', item(staff.id))).statusCode).toBe(200);
    const correction = (employeeId: string) => ({ fromPeriodId: ids.oct, employeeId, toPeriodId: ids.nov, amount: 10_000, reason: 'Missed' });
    await refused(call('/save/salaryPeriod/adjustment', correction(accountant.id)));
    const { id } = await data<{ id: string }>('/save/salaryPeriod/adjustment', correction(accountant.id), 'other');
    await refused(call('/delete/salaryPeriod/adjustment', { id }));
    await refused(call('/update/salaryPeriod/socialsecurityPrice', { id: ids.nov, employeeId: accountant.id, amount: 0 }));
    expect((await call('/update/salaryPeriod/socialsecurityPrice', { id: ids.nov, employeeId: accountant.id, amount: 0 }, 'other')).statusCode).toBe(200);
    const declaration = (employeeId: string) => ({ employeeId, year: 2026, spouse: true, children: 3, childrenBornFrom2018: 0, parents: 4, declared: {} });
    await refused(call('/save/payroll/taxDeclaration', declaration(accountant.id)));
    expect((await call('/save/payroll/taxDeclaration', declaration(staff.id))).statusCode).toBe(200);
  });

  it('accountant: its own fund membership, terms, entries and deletion are refused', async () => {
    await refused(call('/save/savingsFund', { employeeId: accountant.id, startMonth: '2026-11', monthlyPercent: 15 }));
    const account = await data<FundAccountView>('/save/savingsFund', { employeeId: accountant.id, startMonth: '2026-11', monthlyPercent: 5 }, 'other');
    await refused(call('/save/savingsFund', { id: account.id, employeeId: accountant.id, startMonth: '2026-11', monthlyPercent: 15 }));
    // Moving someone's account onto oneself is one's own too.
    const theirs = await data<FundAccountView>('/save/savingsFund', { employeeId: staff.id, startMonth: '2026-11', monthlyPercent: 5 }, 'other');
    await refused(call('/save/savingsFund', { id: theirs.id, employeeId: accountant.id, startMonth: '2026-11', monthlyPercent: 5 }));
    await refused(call('/save/savingsFund/entry', { accountId: account.id, type: 'opening', amount: 1_000, entryDate: '2026-11-01', note: 'x' }));
    await refused(call('/delete/savingsFund', { id: account.id }));
    await data('/delete/savingsFund', { id: account.id }, 'other');
  });
  it('accountant: a pay-items import with a row for itself is refused whole, naming the row (in Thai too); without it, it is saved', async () => {
    const csv = (rows: unknown[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'), 'utf8');
    const importAs = (rows: unknown[][], lang = 'en') =>
      h.upload(`/api/1.0/upload/salaryPeriod/items?id=${ids.nov}`, token.accountant!, [{ name: 'pay.csv', type: 'text/csv', bytes: csv(rows) }], lang);
    const itemsOf = async () => (await h.db.select().from(salaryPeriodItems).where(eq(salaryPeriodItems.periodId, ids.nov))).map((i) => [i.employeeId, i.code, i.amount]);
    const before = await itemsOf();
    const rows = [['Employee ID', 'Bonus'], [staff.employeeCode, 2000], [accountant.employeeCode, 50_000]];
    const res = await importAs(rows);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg.code).toBe(403100);
    expect(res.json().data.errors).toEqual([
      expect.objectContaining({ field: 'A3', text: `Row 3, column A: ${accountant.employeeCode} is your own record; another accountant or HR user imports your pay` }),
    ]);
    expect((await importAs(rows, 'th')).json().data.errors[0].text).toContain('แถว 3 คอลัมน์ A');
    // All or nothing: the other employee's bonus was not saved either.
    expect(await itemsOf()).toEqual(before);
    expect((await importAs(rows.slice(0, 2))).statusCode).toBe(200);
    expect(await itemsOf()).toContainEqual([staff.id, 'bonus', 2000]);
  });
});

describe('social security set by hand names a line of the period (issue 35 point 11)', () => {
  it('an employee with no line in the period is refused on employeeId; nothing is stored', async () => {
    const outsider = await h.person();
    const res = await call('/update/salaryPeriod/socialsecurityPrice', { id: ids.nov, employeeId: outsider.id, amount: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toContainEqual(expect.objectContaining({ field: 'employeeId' }));
    const details = await call('/get/salaryPeriod/line', { id: ids.nov, employeeId: outsider.id });
    expect(details.statusCode).not.toBe(200);
  });
});
