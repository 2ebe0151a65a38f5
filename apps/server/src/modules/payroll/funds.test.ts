import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, employees, employeeSalaryHistory, payrollFundEntries, sessions } from '@hr/db';
import type { FundAccountView, FundEntryView } from '@hr/domain/payroll/funds';
import type { SalaryLineDetails } from '@hr/domain/payroll/period';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';
import { columnCells, expectExportShape, openXlsx } from '../../test/xlsx';

/*
 * Issue 19 point 5: funds and loans deducted by the salary period. Member (30,000 a month) saves
 * 5% of the salary, holds cooperative shares of 1,000 a month with a cooperative loan of 12,000
 * (5,000 a month, 6% a year on the debt), repays a company education loan of 3,000 at 2,000 a
 * month and has the Student Loan Fund's notified 1,432. October and November 2026 are computed.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, hr: Person, member: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'accountant');
type Details = { account: FundAccountView; entries: FundEntryView[]; entryTypes: string[] };
const ids: Record<string, string> = {};
const periodOf = (month: string, start: string, end: string) => ({ month, periodStart: start, periodEnd: end, payDate: end, staffKind: 'monthly', paymentChannel: 'both' });
const periods: Record<string, string> = {};

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  hr = await h.person({ role: 'HR' });
  member = await h.person();
  for (const [k, p] of Object.entries({ accountant, hr, member })) token[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.insert(employeeSalaryHistory).values({ employeeId: member.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
});
afterAll(async () => { await h?.close(); });

describe('funds and loans', () => {
  it('the accountant opens each kind of account; HR and the member may not', async () => {
    ids.saving = (await data<FundAccountView>('/save/savingsFund', { employeeId: member.id, startMonth: '2026-10', monthlyPercent: 5, memberNumber: '=HYPERLINK("x")' })).id;
    const coop = await data<FundAccountView>('/save/cooperative', { employeeId: member.id, startMonth: '2026-10', monthlyAmount: 1_000, principal: 12_000, instalment: 5_000, memberNumber: 'C-001' });
    expect(coop).toMatchObject({ kind: 'cooperative', savingsBalance: 0, loanBalance: 12_000, name: 'First3 Last3', employeeCode: 'E0003' });
    ids.coop = coop.id;
    ids.loan = (await data<FundAccountView>('/save/loan', { employeeId: member.id, startMonth: '2026-10', principal: 3_000, instalment: 2_000 })).id;
    ids.slf = (await data<FundAccountView>('/save/loan', { employeeId: member.id, startMonth: '2026-10', lender: 'studentLoanFund', instalment: 1_432 })).id;
    expect((await call('/search/loan', {}, 'hr')).statusCode).toBe(403);
    expect((await call('/save/savingsFund', { employeeId: member.id, startMonth: '2026-10', monthlyAmount: 1 }, 'member')).statusCode).toBe(403);
  });

  it('refuses bad terms naming the field in the reader\'s language, and a kind that is not the page\'s', async () => {
    const none = await call('/save/savingsFund', { employeeId: member.id, startMonth: '2026-10' }, 'accountant', 'th');
    expect(none.statusCode).toBe(400);
    expect(none.json().data.errors).toContainEqual(expect.objectContaining({ field: 'monthlyAmount', text: expect.stringMatching(/[\u0E00-\u0E7F]/) }));
    const above = await call('/save/loan', { employeeId: member.id, startMonth: '2026-10', principal: 1_000, instalment: 2_000 });
    expect(above.json().data.errors).toContainEqual(expect.objectContaining({ field: 'instalment', text: 'Instalment must not be more than the principal' }));
    expect((await call('/save/loan', { kind: 'saving', employeeId: member.id, startMonth: '2026-10', monthlyAmount: 5 })).json().data.errors)
      .toContainEqual(expect.objectContaining({ field: 'kind' }));
    expect((await call('/save/savingsFund', { employeeId: '6f1c8f0e-55a5-4c1e-9d7a-1a2b3c4d5e6f', startMonth: '2026-10', monthlyAmount: 5 })).json().data.errors)
      .toContainEqual(expect.objectContaining({ field: 'employeeId' }));
  });

  it('October\'s compute deducts each account under its column; the ledger shows it pending until the period closes', async () => {
    periods.oct = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-10', '2026-10-01', '2026-10-31'), companyId: h.company.id })).id;
    await data('/compute/salaryPeriod', { id: periods.oct });
    const { line, working } = await data<SalaryLineDetails>('/get/salaryPeriod/line', { id: periods.oct, employeeId: member.id });
    // 6% a year on 12,000 owed: 60 interest; 5,000 of principal; 1,000 of shares.
    expect([line.saving, line.cooperative, line.educationLoan, line.studentLoan]).toEqual([1_500, 6_060, 2_000, 1_432]);
    expect(working.funds!.map((f) => [f.accountId, f.amountSatang])).toEqual(expect.arrayContaining([[ids.coop, 606_000], [ids.slf, 143_200]]));
    // Computed twice: one entry per account, not two.
    await data('/compute/salaryPeriod', { id: periods.oct });
    expect((await h.db.select().from(payrollFundEntries).where(eq(payrollFundEntries.periodId, periods.oct))).length).toBe(4);
    const pending = await data<Details>('/get/cooperative/details', { id: ids.coop });
    expect(pending.account).toMatchObject({ savingsBalance: 0, loanBalance: 12_000, pending: 6_060 });
    expect(pending.entries).toEqual([expect.objectContaining({ type: 'payroll', month: '2026-10', periodStatus: 'draft', savings: 1_000, loan: -5_000, interest: 60, savingsAfter: 1_000, loanAfter: 7_000 })]);
  });

  it('closed, the entries count: November takes the last of the loan, and interest on what is left', async () => {
    await data('/update/salaryPeriod/paymentStatus', { id: periods.oct, action: 'close' });
    const coop = await data<Details>('/get/cooperative/details', { id: ids.coop });
    expect(coop.account).toMatchObject({ savingsBalance: 1_000, loanBalance: 7_000, interestPaid: 60, deductedTotal: 6_060, pending: 0, lastMonth: '2026-10' });
    periods.nov = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-11', '2026-11-01', '2026-11-30'), companyId: h.company.id })).id;
    await data('/compute/salaryPeriod', { id: periods.nov });
    const { line } = await data<SalaryLineDetails>('/get/salaryPeriod/line', { id: periods.nov, employeeId: member.id });
    // Education loan: 1,000 left of 3,000. Cooperative: 7,000 owed: 35 interest, 5,000 principal, 1,000 shares.
    expect([line.educationLoan, line.cooperative, line.studentLoan]).toEqual([1_000, 6_035, 1_432]);
    await data('/update/salaryPeriod/paymentStatus', { id: periods.nov, action: 'close' });
    const loan = await data<Details>('/get/loan/details', { id: ids.loan });
    expect(loan.account).toMatchObject({ loanBalance: 0, deductedTotal: 3_000 });
    expect(loan.entries.map((e) => e.loanAfter)).toEqual([1_000, 0]);
    const repaid = await data<{ items: FundAccountView[] }>('/search/loan', { state: 'repaid' });
    expect(repaid.items.map((a) => a.id)).toEqual([ids.loan]);
  });

  it('entries outside payroll: a withdrawal up to the savings held, a repayment up to the debt; each audited', async () => {
    const tooMuch = await call('/save/savingsFund/entry', { accountId: ids.saving, type: 'withdrawal', entryDate: '2026-11-20', amount: 5_000, note: 'leaving' });
    expect(tooMuch.json().data.errors).toContainEqual(expect.objectContaining({ field: 'amount' }));
    const after = await data<{ account: FundAccountView }>('/save/savingsFund/entry', { accountId: ids.saving, type: 'withdrawal', entryDate: '2026-11-20', amount: 1_000, note: 'hardship' });
    expect(after.account.savingsBalance).toBe(2_000);
    const repay = await data<{ account: FundAccountView }>('/save/cooperative/entry', { accountId: ids.coop, type: 'repayment', entryDate: '2026-11-21', amount: 2_000, note: 'cash' });
    expect(repay.account.loanBalance).toBe(0);
    // A repayment on a saving fund is not an entry it can have; another kind's account is not found.
    expect((await call('/save/savingsFund/entry', { accountId: ids.saving, type: 'repayment', entryDate: '2026-11-20', amount: 1, note: 'x' })).json().data.errors)
      .toContainEqual(expect.objectContaining({ field: 'type' }));
    expect((await call('/save/loan/entry', { accountId: ids.saving, type: 'repayment', entryDate: '2026-11-20', amount: 1, note: 'x' })).statusCode).toBe(404);
    const audited = await h.db.select().from(auditLog).where(sql`${auditLog.action} = 'payroll.fund.entry'`);
    expect(audited.length).toBe(2);
  });

  it('a ledger is never rewritten: the principal stays and an account with history is not deleted; one without is', async () => {
    const locked = await call('/save/loan', { id: ids.loan, employeeId: member.id, startMonth: '2026-10', principal: 5_000, instalment: 2_000 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().msg.code).toBe(409105);
    const ended = await data<FundAccountView>('/save/loan', { id: ids.loan, employeeId: member.id, startMonth: '2026-10', endMonth: '2026-11', principal: 3_000, instalment: 2_000 });
    expect(ended.endMonth).toBe('2026-11');
    expect((await call('/delete/loan', { id: ids.loan })).json().msg.code).toBe(409104);
    const fresh = await data<FundAccountView>('/save/loan', { employeeId: member.id, startMonth: '2027-01', principal: 100, instalment: 100 });
    expect((await call('/delete/loan', { id: fresh.id })).statusCode).toBe(200);
    expect((await call('/get/loan/details', { id: fresh.id })).statusCode).toBe(404);
  });

  it('a Legal Execution Department order is a debt of its own page: the monthly amount required, the debt optional, no savings', async () => {
    const order = await data<FundAccountView>('/save/legalExecution', { employeeId: member.id, startMonth: '2026-12', instalment: 3_000, memberNumber: 'Case 123/2569' });
    expect(order).toMatchObject({ kind: 'legalExecution', loanBalance: null, savingsBalance: 0 });
    expect((await call('/save/legalExecution', { employeeId: member.id, startMonth: '2026-12' })).json().data.errors).toContainEqual(expect.objectContaining({ field: 'instalment' }));
    expect((await call('/save/legalExecution', { employeeId: member.id, startMonth: '2026-12', instalment: 1, monthlyAmount: 5 })).json().data.errors)
      .toContainEqual(expect.objectContaining({ field: 'monthlyAmount' }));
    expect((await data<Details>('/get/legalExecution/details', { id: order.id })).entryTypes).toEqual(['opening', 'repayment', 'adjustment']);
    expect((await call('/search/legalExecution', {}, 'hr')).statusCode).toBe(403);
  });

  it('downloads a kind\'s accounts as Excel, formula-like text kept as text; every read names whose money it showed', async () => {
    const res = await call('/download/savingsFund', {});
    const ws = (await openXlsx(res)).worksheets[0]!;
    expectExportShape(ws);
    expect(columnCells(ws, 'Member number').map((c) => c.value)).toEqual(['\'=HYPERLINK("x")']);
    expect(columnCells(ws, 'Savings balance').map((c) => c.value)).toEqual([2_000]);
    const reads = await h.db.select().from(auditLog).where(sql`${auditLog.action} = 'payroll.fund.read'`);
    expect(reads.some((r) => JSON.stringify(r.detail).includes(member.id) && JSON.stringify(r.detail).includes('"download":true'))).toBe(true);
  });
});
