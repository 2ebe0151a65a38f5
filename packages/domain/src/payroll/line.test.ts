import { describe, expect, it } from 'vitest';
import { allocateFunds, fundChargesOf, manualMovement, ZFundAccountSave, type FundAccountFacts } from './funds';
import { computeLine, lineColumns, paymentsOf } from './line';
import type { RecurringPayItem } from './pay-items';
import { ZSalaryPeriodSave } from './period';
import { inForce } from './rates';
import { ratesOn, SS_RATES } from './test-rates';
import { lineFacts } from './test-facts';

const rates = ratesOn(inForce(SS_RATES, '2026-10-31')!);
const baht = (n: number) => Math.round(n * 100);
const facts = lineFacts;

const account = (over: Partial<FundAccountFacts>): FundAccountFacts => ({
  id: 'a', kind: 'saving', lender: 'company', startMonth: '2026-01', endMonth: null, monthlyAmountSatang: null, monthlyPercent: null,
  principalSatang: null, instalmentSatang: null, loanBalanceSatang: 0, ...over,
});
const slf = (amount: number) => account({ id: 'slf', kind: 'educationLoan', lender: 'studentLoanFund', instalmentSatang: amount });

describe('the payments of the year', () => {
  it.each([
    ['all year', '2026-10', '2020-01-01', null, 12, 10],
    ['joined in July', '2026-10', '2026-07-15', null, 6, 4],
    ['joined this month', '2026-10', '2026-10-16', null, 3, 1],
    ['leaves this month: the last payment of the year', '2026-10', '2020-01-01', '2026-10-15', 10, 10],
    ['joined in March, leaves in October', '2026-10', '2026-03-01', '2026-10-31', 8, 8],
    ['joined last year, leaves next year', '2026-12', '2025-05-01', '2027-03-01', 12, 12],
  ])('%s', (_n, month, joined, resigned, payments, number) => {
    expect(paymentsOf(month, joined, resigned)).toEqual({ paymentsInYear: payments, paymentNumber: number });
  });
});

describe('a line', () => {
  it('a leaver in the middle of the month: prorated by calendar days, and their last payment takes the rest of the year\'s tax', () => {
    const w = computeLine(facts({ resignDate: '2026-10-15', baseSalarySatang: baht(62_000),
      yearToDate: { regularSatang: baht(62_000 * 9), irregularSatang: 0, taxSatang: 0, socialSecuritySatang: baht(875 * 9), providentFundSatang: 0, wagesSatang: baht(62_000 * 9) } }), rates);
    expect(w.daysEmployed).toBe(15);
    expect(w.salarySatang).toBe(baht(30_000));
    expect(w.tax.paymentsInYear).toBe(10);
    // 558,000 + 30,000 = 588,000 - 100,000 - 60,000 - 8,750 = 419,250 → 7,500 + 11,925 = 19,425, nothing withheld before: all of it now.
    expect(w.tax.thisPaymentSatang).toBe(baht(19_425));
    expect(w.tax.method).toBe('reprojected');
  });

  it('daily staff: the daily wage for each payable day, less absences; overtime on the daily wage / the day\'s hours', () => {
    const w = computeLine(facts({ payBasis: 'daily', baseSalarySatang: baht(400), scheduledPaidDays: 23, absentDays: 2, unpaidLeaveDays: 1, overtime: [{ rate: 1.5, minutes: 180 }] }), rates);
    expect(w.payableDays).toBe(23);
    expect(w.salarySatang).toBe(baht(9_200));
    expect(w.absenceSatang).toBe(baht(800));
    expect(w.unpaidLeaveSatang).toBe(baht(400));
    // 400 / 8 = 50 an hour x 3 x 1.5 = 225.
    expect(w.overtime.totalSatang).toBe(baht(225));
    expect(w.grossSatang).toBe(baht(9_200 - 800 - 400 + 225));
    expect(w.socialSecurity!.employeeSatang).toBe(baht(411));
  });

  it('absences cannot take more than the salary; deductions never take more than what is left, in the law\'s order', () => {
    const w = computeLine(facts({ absentDays: 40, funds: [slf(baht(2_000))], items: { otherDeduction: baht(100) } }), rates);
    expect(w.absenceSatang).toBe(baht(30_000));
    expect(w.grossSatang).toBe(0);
    expect(w.socialSecurity).toMatchObject({ wageSatang: 0, employeeSatang: 0 });
    expect(w.deductions.map((d) => [d.code, d.amountSatang, d.shortfallSatang])).toEqual([['WHT', 0, 0], ['SSO', 0, 0], ['SLF', 0, baht(2_000)], ['OTHER', 0, baht(100)]]);
    expect(w.netSatang).toBe(0);
  });

  it('a garnishment takes at most what the law lets attach: the pay above 20,000 after tax and contributions, half a bonus, 30% of overtime', () => {
    const w = computeLine(facts({ garnishmentSatang: baht(50_000), items: { bonus: baht(10_000) }, overtime: [{ rate: 1.5, minutes: 240 }] }), rates);
    // 30,000 - tax - 875 social security, above 20,000; + 5,000 of the bonus; + 30% of 750 overtime.
    const tax = w.deductions.find((d) => d.code === 'WHT')!.amountSatang;
    const led = w.deductions.find((d) => d.code === 'LED')!;
    expect(led.requestedSatang).toBe(baht(30_000) - tax - baht(875) - baht(20_000) + baht(5_000) + baht(225));
    expect(led.amountSatang).toBe(led.requestedSatang);
  });

  it('a line that assumes the months before the product keeps what it assumed, apart from what was recorded; a December reading it frozen withholds the rest of the year', () => {
    // November, 50,000 a month and a 100,000 bonus, no earlier record: January to October assumed at
    // 50,000 with social security 875 each; the year 600,000 - 100,000 - 60,000 - 10,500 = 429,500 →
    // 20,450.00; 1,704.16 a payment, 17,041.60 for the ten.
    const nov = computeLine(facts({ baseSalarySatang: baht(50_000), month: '2026-11', periodStart: '2026-11-01', periodEnd: '2026-11-30', recordedPayments: 0, items: { bonus: baht(100_000) } }), rates);
    expect(nov.tax.assumedPayments).toBe(10);
    expect(nov.tax.assumed).toEqual({ regularSatang: baht(500_000), irregularSatang: 0, taxSatang: baht(17_041.60), socialSecuritySatang: baht(8_750), providentFundSatang: 0, wagesSatang: baht(500_000) });
    // The bonus: 529,500 → 31,925.00, 11,475.00 more; November withholds 1,704.16 + 11,475.00.
    expect(nov.tax.thisPaymentSatang).toBe(baht(13_179.16));
    // December with November closed: the assumption frozen plus November recorded, eleven payments:
    // 31,925.00 - 17,041.60 - 13,179.16 = 1,704.24.
    const a = nov.tax.assumed!;
    const yearToDate = { regularSatang: a.regularSatang + baht(50_000), irregularSatang: baht(100_000), taxSatang: a.taxSatang + baht(13_179.16),
      socialSecuritySatang: a.socialSecuritySatang + baht(875), providentFundSatang: 0, wagesSatang: a.wagesSatang + baht(50_000) };
    const dec = computeLine(facts({ baseSalarySatang: baht(50_000), month: '2026-12', periodStart: '2026-12-01', periodEnd: '2026-12-31', recordedPayments: 11, yearToDate }), rates);
    expect(dec.tax.assumedPayments).toBe(0);
    expect(dec.tax.assumed).toBeUndefined();
    expect(dec.tax.thisPaymentSatang).toBe(baht(1_704.24));
  });

  it('the columns of the line add up: gross less the deductions is the net pay', () => {
    const w = computeLine(facts({ items: { commission: baht(5_000), bonus: baht(20_000), otherIncome: baht(1_000), otherDeduction: baht(300) }, providentFundPercent: 5, providentFundEmployerPercent: 5, recordedPayments: 0 }), rates);
    const c = lineColumns(w);
    expect(c.gross).toBe(baht(30_000 + 5_000 + 20_000 + 1_000));
    expect(c.providentFund).toBe(baht(1_500));
    expect(c.gross - c.totalDeductions).toBe(c.netPay);
    expect(c.totalDeductions).toBe(c.withholdingTax + c.socialSecurity + c.providentFund + c.otherDeduction);
    // The bonus is irregular income: taxed in full this month on top of the month's share.
    // 432,000 - 100,000 - 60,000 - 10,500 - 18,000 = 243,500 a year at 5%: the bonus adds 5% of 20,000.
    expect(w.tax.irregularTaxSatang).toBe(baht(1_000));
    expect(c.irregularIncome).toBe(baht(20_000));
  });
});

describe('a period\'s facts', () => {
  const base = { companyId: '00000000-0000-4000-8000-000000000001', month: '2026-10', periodStart: '2026-09-21', periodEnd: '2026-10-20', payDate: '2026-10-25', staffKind: 'monthly', paymentChannel: 'both' };
  it.each([
    [{}, null],
    [{ month: '2026-11' }, null],
    [{ month: '2026-12' }, 'month:validation.monthOutsidePeriod'],
    [{ month: '2026-08' }, 'month:validation.monthOutsidePeriod'],
    [{ periodEnd: '2026-09-20' }, 'periodEnd:validation.endNotBeforeStart'],
    [{ periodEnd: '2026-11-20' }, 'periodEnd:validation.periodTooLong'],
    [{ payDate: '2026-09-01' }, 'payDate:validation.notBeforeStart'],
    [{ staffKind: 'hourly' }, 'staffKind:validation.required'],
  ])('%j → %s', (over, issue) => {
    const r = ZSalaryPeriodSave.safeParse({ ...base, ...over });
    expect(r.success ? null : `${r.error.issues[0]!.path.join('.')}:${r.error.issues[0]!.message}`).toBe(issue);
  });
});

describe('funds and loans', () => {
  const coopRate = { shareRatePercent: 3, loanInterestPercent: 6 };
  const month = { month: '2026-10', salarySatang: baht(30_000), cooperative: coopRate };

  it.each([
    ['a fixed saving', account({ monthlyAmountSatang: baht(500) }), { contributionSatang: baht(500), interestSatang: 0, principalSatang: 0 }],
    ['a saving of 5% of the salary earned', account({ monthlyPercent: 5 }), { contributionSatang: baht(1_500), interestSatang: 0, principalSatang: 0 }],
    ['a cooperative member at the master\'s share rate', account({ kind: 'cooperative' }), { contributionSatang: baht(900), interestSatang: 0, principalSatang: 0 }],
    // 6% a year on 100,000 owed: 500 a month, then the instalment of principal.
    ['a cooperative loan: interest on the debt, then the instalment', account({ kind: 'cooperative', monthlyAmountSatang: baht(1_000), principalSatang: baht(120_000), instalmentSatang: baht(5_000), loanBalanceSatang: baht(100_000) }),
      { contributionSatang: baht(1_000), interestSatang: baht(500), principalSatang: baht(5_000) }],
    ['an education loan\'s last instalment is what is left', account({ kind: 'educationLoan', principalSatang: baht(20_000), instalmentSatang: baht(3_000), loanBalanceSatang: baht(1_250.5) }),
      { contributionSatang: 0, interestSatang: 0, principalSatang: baht(1_250.5) }],
    ['the Student Loan Fund\'s notified amount, its debt unknown', slf(baht(1_432)), { contributionSatang: 0, interestSatang: 0, principalSatang: baht(1_432) }],
  ])('%s', (_n, a, parts) => {
    const [c] = fundChargesOf([a], month);
    expect(c).toMatchObject({ ...parts, requestedSatang: parts.contributionSatang + parts.interestSatang + parts.principalSatang });
  });

  it('asks nothing before the start month, after the end month, or of a loan repaid', () => {
    expect(fundChargesOf([account({ monthlyAmountSatang: baht(500), startMonth: '2026-11' })], month)).toEqual([]);
    expect(fundChargesOf([account({ monthlyAmountSatang: baht(500), endMonth: '2026-09' })], month)).toEqual([]);
    expect(fundChargesOf([account({ kind: 'educationLoan', principalSatang: baht(9_000), instalmentSatang: baht(3_000), loanBalanceSatang: 0 })], month)).toEqual([]);
  });

  it('a line deducts each kind under its code, the Student Loan Fund before a garnishment, and tells each account what it got', () => {
    const w = computeLine(facts({
      funds: [account({ id: 'sav', monthlyAmountSatang: baht(1_000) }), account({ id: 'coop', kind: 'cooperative' }),
        account({ id: 'edu', kind: 'educationLoan', principalSatang: baht(50_000), instalmentSatang: baht(2_000), loanBalanceSatang: baht(50_000) }), slf(baht(1_500))],
    }), { ...rates, cooperative: coopRate });
    const c = lineColumns(w);
    expect([c.saving, c.cooperative, c.educationLoan, c.studentLoan]).toEqual([baht(1_000), baht(900), baht(2_000), baht(1_500)]);
    expect(w.deductions.map((d) => d.code)).toEqual(['WHT', 'SSO', 'SLF', 'COOP', 'SAVING', 'LOAN']);
    expect(w.funds!.map((f) => [f.accountId, f.amountSatang])).toEqual([['sav', baht(1_000)], ['coop', baht(900)], ['edu', baht(2_000)], ['slf', baht(1_500)]]);
    expect(c.gross - c.totalDeductions).toBe(c.netPay);
  });

  it('a Legal Execution Department order takes its monthly amount, at most what the law lets attach, and its debt goes down by what it took', () => {
    const order = account({ id: 'led', kind: 'legalExecution', principalSatang: baht(100_000), instalmentSatang: baht(15_000), loanBalanceSatang: baht(100_000) });
    const w = computeLine(facts({ funds: [order] }), rates);
    const led = w.deductions.find((d) => d.code === 'LED')!;
    // 30,000 less tax and 875 of social security, above the 20,000 the employee keeps.
    const tax = w.deductions.find((d) => d.code === 'WHT')!.amountSatang;
    expect(led.requestedSatang).toBe(baht(30_000) - tax - baht(875) - baht(20_000));
    expect(w.funds).toEqual([expect.objectContaining({ accountId: 'led', code: 'LED', principalPaidSatang: led.amountSatang })]);
    expect(w.netSatang).toBe(baht(20_000));
    const small = computeLine(facts({ funds: [{ ...order, instalmentSatang: baht(1_000) }] }), rates);
    expect(small.deductions.find((d) => d.code === 'LED')!.amountSatang).toBe(baht(1_000));
  });

  it('what the pay cannot cover stays owed: interest first, then principal, then the share', () => {
    const [charge] = fundChargesOf([account({ kind: 'cooperative', monthlyAmountSatang: baht(1_000), principalSatang: baht(120_000), instalmentSatang: baht(5_000), loanBalanceSatang: baht(100_000) })], month);
    const [paid] = allocateFunds([charge!], { COOP: baht(3_000) });
    expect(paid).toMatchObject({ interestPaidSatang: baht(500), principalPaidSatang: baht(2_500), contributionPaidSatang: 0, amountSatang: baht(3_000) });
    const w = computeLine(facts({ baseSalarySatang: baht(3_000), funds: [account({ id: 'edu', kind: 'educationLoan', principalSatang: baht(50_000), instalmentSatang: baht(5_000), loanBalanceSatang: baht(50_000) })] }), rates);
    const loan = w.deductions.find((d) => d.code === 'LOAN')!;
    expect(loan.amountSatang + loan.shortfallSatang).toBe(baht(5_000));
    expect(w.funds![0]!.principalPaidSatang).toBe(loan.amountSatang);
    expect(w.netSatang).toBe(0);
  });

  it('entries HR records move the balance they concern', () => {
    expect(manualMovement('saving', 'opening', 5_000, false)).toEqual({ savingsSatang: 5_000, loanSatang: 0, interestSatang: 0 });
    expect(manualMovement('saving', 'withdrawal', 2_000, false)).toEqual({ savingsSatang: -2_000, loanSatang: 0, interestSatang: 0 });
    expect(manualMovement('educationLoan', 'repayment', 2_000, false)).toEqual({ savingsSatang: 0, loanSatang: -2_000, interestSatang: 0 });
    expect(manualMovement('cooperative', 'repayment', 2_000, true)).toEqual({ savingsSatang: 0, loanSatang: -2_000, interestSatang: 0 });
    expect(manualMovement('educationLoan', 'adjustment', -300, false)).toEqual({ savingsSatang: 0, loanSatang: -300, interestSatang: 0 });
  });

  it.each([
    ['a saving with neither amount nor percent', { kind: 'saving' }, 'monthlyAmount', 'validation.required'],
    ['both an amount and a percent', { kind: 'saving', monthlyAmount: 100, monthlyPercent: 2 }, 'monthlyPercent', 'validation.amountOrPercent'],
    ['a company education loan without its principal', { kind: 'educationLoan', instalment: 100 }, 'principal', 'validation.required'],
    ['a loan without an instalment', { kind: 'educationLoan', principal: 1000 }, 'instalment', 'validation.required'],
    ['an instalment above the principal', { kind: 'educationLoan', principal: 1000, instalment: 2000 }, 'instalment', 'validation.instalmentAbovePrincipal'],
    ['a cooperative loan without its instalment', { kind: 'cooperative', principal: 1000 }, 'instalment', 'validation.required'],
    ['the Student Loan Fund on a saving', { kind: 'saving', monthlyAmount: 100, lender: 'studentLoanFund' }, 'lender', 'validation.invalid'],
    ['an end before the start', { kind: 'saving', monthlyAmount: 100, endMonth: '2026-01' }, 'endMonth', 'validation.endNotBeforeStart'],
    ['three decimals', { kind: 'saving', monthlyAmount: 100.005 }, 'monthlyAmount', 'validation.twoDecimals'],
  ])('refuses %s, naming the field', (_n, over, path, message) => {
    const r = ZFundAccountSave.safeParse({ employeeId: '6f1c8f0e-55a5-4c1e-9d7a-1a2b3c4d5e6f', startMonth: '2026-03', ...over });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });

  it('takes the Student Loan Fund\'s notified amount without its debt', () => {
    expect(ZFundAccountSave.safeParse({ kind: 'educationLoan', lender: 'studentLoanFund', employeeId: '6f1c8f0e-55a5-4c1e-9d7a-1a2b3c4d5e6f', startMonth: '2026-03', instalment: 1432 }).success).toBe(true);
  });
});

describe('corrections and social security set by hand', () => {
  const correction = (amount: number) => ({ id: 'x', fromPeriodId: 'p', fromMonth: '2026-09', amountSatang: amount, reason: 'overtime missed' });

  it('a correction of an earlier month is paid as wages and regular income of this one', () => {
    const plain = computeLine(facts({ baseSalarySatang: baht(10_000) }), rates);
    const w = computeLine(facts({ baseSalarySatang: baht(10_000), adjustments: [correction(baht(1_000))] }), rates);
    expect(w.adjustmentSatang).toBe(baht(1_000));
    expect(w.grossSatang).toBe(baht(11_000));
    expect(w.socialSecurity!.employeeSatang).toBe(baht(550));
    expect(w.tax.regularSatang).toBe(plain.tax.regularSatang + baht(1_000));
    expect(lineColumns(w).gross - lineColumns(w).totalDeductions).toBe(w.netSatang);
  });

  it('an overpayment taken back lowers the month, never below nothing', () => {
    const w = computeLine(facts({ baseSalarySatang: baht(10_000), adjustments: [correction(-baht(2_500))] }), rates);
    expect(w.grossSatang).toBe(baht(7_500));
    const all = computeLine(facts({ baseSalarySatang: baht(10_000), adjustments: [correction(-baht(20_000))] }), rates);
    expect(all.grossSatang).toBe(0);
    expect(all.netSatang).toBe(0);
  });

  it('social security set by hand replaces the employee\'s contribution, capped at the ceiling\'s, the employer following', () => {
    const none = computeLine(facts({ socialSecurityOverrideSatang: 0 }), rates);
    expect(none.socialSecurity).toMatchObject({ employeeSatang: 0, employerSatang: 0 });
    expect(none.socialSecurityOverride).toEqual({ amountSatang: 0, computedEmployeeSatang: baht(875), computedEmployerSatang: baht(875) });
    expect(none.deductions.find((d) => d.code === 'SSO')!.amountSatang).toBe(0);
    const above = computeLine(facts({ socialSecurityOverrideSatang: baht(5_000) }), rates);
    expect(above.socialSecurity!.employeeSatang).toBe(baht(875));
    expect(computeLine(facts({}), rates).socialSecurityOverride).toBeNull();
  });
});

describe('recurring allowances and deductions', () => {
  const item = (over: Partial<RecurringPayItem>): RecurringPayItem => ({ id: 'i', code: 'POSITION', name: 'Position allowance', kind: 'income', taxable: true, prorate: true, amountSatang: baht(3_000), ...over });

  it('a taxable allowance is wages and regular income; a tax-free one is paid and nothing else; a deduction goes with the other deductions', () => {
    const plain = computeLine(facts({ baseSalarySatang: baht(10_000) }), rates);
    const w = computeLine(facts({ baseSalarySatang: baht(10_000), recurring: [item({}), item({ id: 't', code: 'TRAVEL', taxable: false, amountSatang: baht(1_000) }), item({ id: 'd', code: 'DORM', kind: 'deduction', amountSatang: baht(500) })] }), rates);
    expect(w.grossSatang).toBe(baht(14_000));
    expect(w.socialSecurity!.wageSatang).toBe(baht(13_000));
    expect(w.tax.regularSatang).toBe(plain.tax.regularSatang + baht(3_000));
    expect(w.deductions.find((d) => d.code === 'OTHER')!.amountSatang).toBe(baht(500));
    const c = lineColumns(w);
    expect(c.otherIncome).toBe(baht(4_000));
    expect(c.gross - c.totalDeductions).toBe(c.netPay);
  });

  it('a joiner\'s month pays a prorated allowance by the days employed, the others in full', () => {
    const w = computeLine(facts({ joiningDate: '2026-10-17', recurring: [item({}), item({ id: 'f', code: 'SHIFT', prorate: false, amountSatang: baht(600) })] }), rates);
    expect(w.recurring!.map((r) => [r.code, r.paidSatang, r.prorated])).toEqual([['POSITION', Math.floor((baht(3_000) * 15 * 2 + 31) / 62), true], ['SHIFT', baht(600), false]]);
  });
});
