import { describe, expect, it } from 'vitest';
import { computeLine } from './line';
import { payslipOf, type PayslipItems } from './payslip';
import { inForce } from './rates';
import { ratesOn, SS_RATES } from './test-rates';
import { lineFacts } from './test-facts';

const rates = ratesOn(inForce(SS_RATES, '2026-10-31')!);
const baht = (n: number) => Math.round(n * 100);
const facts = lineFacts;
const master = (rows: Array<[string, string, boolean]>): PayslipItems => new Map(rows.map(([code, name, show]) => [code, { name, show }]));
const sum = (rows: Array<{ amountSatang: number }>) => rows.reduce((n, r) => n + r.amountSatang, 0);

describe('a payslip', () => {
  const items = master([['OT', 'ค่าล่วงเวลา', true], ['SSO', 'เงินสมทบประกันสังคม', true], ['WHT', 'ภาษีหัก ณ ที่จ่าย', true], ['ABSENT', 'หักขาดงาน', true],
    ['POSITION', 'ค่าตำแหน่ง', true], ['DORM', 'ค่าหอพัก', true], ['TRAVEL', 'ค่าเดินทาง', false]]);
  const w = computeLine(facts({
    absentDays: 1, overtime: [{ rate: 1.5, minutes: 120 }], items: { bonus: baht(5_000), otherDeduction: baht(300) }, providentFundPercent: 3, providentFundEmployerPercent: 5,
    recurring: [
      { id: '1', code: 'POSITION', name: 'Position allowance', kind: 'income', taxable: true, prorate: false, amountSatang: baht(2_000) },
      { id: '2', code: 'TRAVEL', name: 'Travel allowance', kind: 'income', taxable: false, prorate: false, amountSatang: baht(1_000) },
      { id: '3', code: 'DORM', name: 'Dormitory', kind: 'deduction', taxable: false, prorate: false, amountSatang: baht(1_500) },
    ],
  }), rates);
  const slip = payslipOf(w, items);

  it('adds its earnings up to the line\'s gross and its deductions to the line\'s, to the satang', () => {
    expect(sum(slip.earnings)).toBe(w.grossSatang);
    expect(sum(slip.deductions)).toBe(slip.deductionsSatang);
    expect(slip.grossSatang - slip.deductionsSatang).toBe(slip.netSatang);
  });

  it('names rows by the master in the payslip\'s language, an absence as a negative earning', () => {
    const byCode = Object.fromEntries(slip.earnings.map((r) => [r.code, r]));
    expect(byCode.SALARY!.amountSatang).toBe(baht(30_000));
    expect(byCode.ABSENT).toEqual({ code: 'ABSENT', label: { name: 'หักขาดงาน' }, amountSatang: -baht(1_000) });
    expect(byCode.OT!.label).toEqual({ name: 'ค่าล่วงเวลา' });
    expect(byCode.POSITION).toEqual({ code: 'POSITION', label: { name: 'ค่าตำแหน่ง' }, amountSatang: baht(2_000) });
    expect(byCode.BONUS!.label).toEqual({ key: 'bonus' });
    expect(slip.deductions.find((r) => r.code === 'DORM')!.amountSatang).toBe(baht(1_500));
  });

  it('folds what the master keeps off payslips into "other" instead of dropping it', () => {
    expect(slip.earnings.find((r) => r.code === 'TRAVEL')).toBeUndefined();
    expect(slip.earnings.find((r) => r.code === 'OTHER_INCOME')!.amountSatang).toBe(baht(1_000));
    // The period's own other deduction has no master row: it is "other deductions".
    expect(slip.deductions.find((r) => r.code === 'OTHER_DEDUCTION')!.amountSatang).toBe(baht(300));
  });

  it('always shows tax and social security, and the employer\'s contributions apart from the pay', () => {
    const nothing = payslipOf(computeLine(facts({ baseSalarySatang: baht(10_000), insured: false }), rates), items);
    expect(nothing.deductions.map((r) => [r.code, r.amountSatang])).toEqual([['WHT', 0], ['SSO', 0]]);
    expect(slip.employer.map((r) => r.code)).toEqual(['SSO_EMPLOYER', 'PVD_EMPLOYER']);
    expect(slip.employer[1]!.amountSatang).toBe(w.providentFund.employerSatang);
  });

  it('a daily wage says its days', () => {
    const daily = payslipOf(computeLine(facts({ payBasis: 'daily', baseSalarySatang: baht(400), scheduledPaidDays: 22 }), rates), items);
    expect(daily.earnings[0]).toEqual({ code: 'SALARY', label: { key: 'dailyWage', params: { days: 22 } }, amountSatang: baht(8_800) });
  });
});

describe('a payslip of a month that cannot bear what a correction takes back (issue 35 point 5)', () => {
  const correction = (amount: number) => ({ id: 'x', fromPeriodId: 'p', fromMonth: '2026-09', amountSatang: amount, reason: 'overpaid' });
  it('shows the correction in full and what goes on to the next period, adding up to the gross paid', () => {
    const w = computeLine(facts({ adjustments: [correction(-baht(50_000))] }), rates);
    const slip = payslipOf(w, master([]));
    expect(w.grossSatang).toBe(0);
    expect(slip.earnings.map((r) => [r.code, r.amountSatang])).toEqual([['SALARY', baht(30_000)], ['CORRECTION', -baht(50_000)], ['CARRIED_OUT', baht(20_000)]]);
    expect(slip.earnings.at(-1)!.label).toEqual({ key: 'carriedOut' });
    expect(sum(slip.earnings)).toBe(w.grossSatang);
  });

  it('shows what earlier months carried in, taken from this month\'s pay', () => {
    const w = computeLine(facts({ carriedInSatang: -baht(20_000) }), rates);
    const slip = payslipOf(w, master([]));
    expect(slip.earnings.map((r) => [r.code, r.amountSatang])).toEqual([['SALARY', baht(30_000)], ['CARRIED_IN', -baht(20_000)]]);
    expect(sum(slip.earnings)).toBe(w.grossSatang);
    expect(w.grossSatang).toBe(baht(10_000));
  });
});

