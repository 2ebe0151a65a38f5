import { describe, expect, it } from 'vitest';
import { bracketsInForce, inForce } from './rates';
import { socialSecurityOf } from './social-security';
import { annualAllowances, childCounts } from './tax-allowances';
import { NO_YEAR_TO_DATE, progressiveTax, scheduledShare, withholdingOf, type YearToDate } from './income-tax';
import { applyDeductions, daysPaySatang, garnishableSatang, prorateSatang, providentFundOf } from './deductions';
import { simulatePay, simulationAnswer, ZPayrollSimulate } from './simulate';
import { ALLOWANCES, BRACKETS, ratesOn, SS_RATES } from './test-rates';

const baht = (n: number) => Math.round(n * 100);
const ss2026 = inForce(SS_RATES, '2026-01-31')!;
const ss2025 = inForce(SS_RATES, '2025-12-31')!;

describe('social security (s.33)', () => {
  it.each([
    ['the ceiling of 2025: 15,000', 30_000, ss2025, 15_000, 750, 'ceiling'],
    ['the ceiling from January 2026: 17,500', 30_000, ss2026, 17_500, 875, 'ceiling'],
    ['a wage between: 5% rounded half-up to the baht (500.50 → 501)', 10_010, ss2026, 10_010, 501, null],
    ['just under the half (500.45 → 500)', 10_009, ss2026, 10_009, 500, null],
    ['below the floor: the floor 1,650 (82.50 → 83)', 1_000, ss2026, 1_650, 83, 'floor'],
    ['no wages: no contribution', 0, ss2026, 0, 0, null],
  ] as const)('%s', (_name, wage, rate, clampedWage, each, clamped) => {
    const r = socialSecurityOf(baht(wage), rate);
    expect(r.wageSatang).toBe(baht(clampedWage));
    expect(r.employeeSatang).toBe(baht(each));
    expect(r.employerSatang).toBe(baht(each));
    expect(r.clamped).toBe(clamped);
  });

  it('reads the rate in force for the month paid', () => {
    expect(inForce(SS_RATES, '2028-12-31')!.wageCeilingSatang).toBe(baht(17_500));
    expect(inForce(SS_RATES, '2029-01-31')!.wageCeilingSatang).toBe(baht(20_000));
    expect(inForce(SS_RATES, '2032-02-29')!.wageCeilingSatang).toBe(baht(23_000));
    expect(inForce(SS_RATES, '2024-12-31')).toBeUndefined();
  });
});

describe('the progressive table', () => {
  it.each([
    [150_000, 0], [200_000, 2_500], [300_000, 7_500], [500_000, 27_500], [1_000_000, 115_000], [6_000_000, 1_265_000 + 350_000],
  ])('net %d pays %d a year', (net, tax) => {
    expect(progressiveTax(baht(net), BRACKETS).taxSatang).toBe(baht(tax));
  });

  it('explains each bracket it used', () => {
    const { lines } = progressiveTax(baht(320_000), BRACKETS);
    expect(lines.map((l) => [l.ratePercent, l.incomeSatang / 100, l.taxSatang / 100])).toEqual([[0, 150_000, 0], [5, 150_000, 7_500], [10, 20_000, 2_000]]);
  });

  it('a later table replaces the whole earlier one from its date', () => {
    const next = BRACKETS.map((b) => ({ ...b, effectiveFrom: '2027-01-01', ratePercent: b.ratePercent ? b.ratePercent + 1 : 0 }));
    expect(bracketsInForce([...BRACKETS, ...next], '2026-12-31')).toHaveLength(8);
    expect(bracketsInForce([...BRACKETS, ...next], '2027-01-31').every((b) => b.effectiveFrom === '2027-01-01')).toBe(true);
  });
});

describe('allowances', () => {
  it.each([
    ['three children, two born from 2018', 3, 2, { child: 1, child2018: 2 }],
    ['two children, both from 2018: the eldest is a first child', 2, 2, { child: 1, child2018: 1 }],
    ['one child born 2019', 1, 1, { child: 1, child2018: 0 }],
    ['two older children', 2, 0, { child: 2, child2018: 0 }],
    ['no children', 0, 0, { child: 0, child2018: 0 }],
  ])('%s', (_n, children, from2018, want) => expect(childCounts(children, from2018)).toEqual(want));

  it('expenses are half the income up to 100,000; the provident fund 10,000 then 15% of wages up to 490,000; parents at most four', () => {
    const { lines, totalSatang } = annualAllowances({
      incomeSatang: baht(150_000), wagesSatang: baht(150_000), socialSecuritySatang: baht(9_000), providentFundSatang: baht(40_000),
      declarations: { spouse: true, children: 3, childrenBornFrom2018: 2, parents: 6, declared: { LIFE: baht(150_000), HEALTH: baht(10_000), UNKNOWN: baht(5) } },
    }, ALLOWANCES);
    const by = Object.fromEntries(lines.map((l) => [l.code, l.amountSatang / 100]));
    expect(by).toEqual({ EXPENSES: 75_000, PERSONAL: 60_000, SPOUSE: 60_000, CHILD: 30_000, CHILD2018: 120_000, PARENT: 120_000, SSO: 9_000, PVD: 32_500, LIFE: 100_000, HEALTH: 10_000 });
    expect(totalSatang).toBe(baht(616_500));
    expect(annualAllowances({ incomeSatang: baht(1_000_000), wagesSatang: 0, socialSecuritySatang: 0, providentFundSatang: 0, declarations: {} }, ALLOWANCES).lines
      .find((l) => l.code === 'EXPENSES')).toMatchObject({ amountSatang: baht(100_000), capped: true });
  });

  it('an allowance the master does not list gives nothing', () => {
    const { totalSatang } = annualAllowances({ incomeSatang: baht(100_000), wagesSatang: 0, socialSecuritySatang: 0, providentFundSatang: 0, declarations: { spouse: true } },
      ALLOWANCES.filter((r) => r.code !== 'SPOUSE'));
    expect(totalSatang).toBe(baht(50_000 + 60_000));
  });
});

/** A whole tax year of withholdings, month by month, each from the year so far. */
function runYear(months: Array<{ regular: number; irregular?: number; ss?: number }>, declarations = {}): number[] {
  let ytd: YearToDate = { ...NO_YEAR_TO_DATE };
  return months.map((m, i) => {
    const regular = baht(m.regular);
    const irregular = baht(m.irregular ?? 0);
    const ss = baht(m.ss ?? 0);
    const w = withholdingOf({ regularSatang: regular, irregularSatang: irregular, wagesSatang: regular, socialSecuritySatang: ss, providentFundSatang: 0,
      paymentsInYear: months.length, paymentNumber: i + 1, yearToDate: ytd, declarations }, ALLOWANCES, BRACKETS);
    ytd = { regularSatang: ytd.regularSatang + regular, irregularSatang: ytd.irregularSatang + irregular, taxSatang: ytd.taxSatang + w.thisPaymentSatang,
      socialSecuritySatang: ytd.socialSecuritySatang + ss, providentFundSatang: 0, wagesSatang: ytd.wagesSatang + regular };
    return w.thisPaymentSatang / 100;
  });
}

describe('withholding by s.50(1)', () => {
  it('the published example: 30,000 a month, expenses and the personal allowance only: 208.33 a month, December carries the remainder (208.37)', () => {
    const year = runYear(Array.from({ length: 12 }, () => ({ regular: 30_000 })));
    expect(year.slice(0, 11)).toEqual(Array(11).fill(208.33));
    expect(year[11]).toBe(208.37);
    expect(scheduledShare(baht(2_500), 12, 12)).toBe(baht(208.37));
  });

  it('a joiner in July is annualised over the six payments they receive', () => {
    const year = runYear(Array.from({ length: 6 }, () => ({ regular: 80_000, ss: 875 })));
    // 480,000 - 100,000 - 60,000 - 5,250 = 314,750 net: 7,500 + 1,475 = 8,975 a year.
    expect(year[0]).toBe(1_495.83);
    expect(year.reduce((a, b) => a + b, 0)).toBeCloseTo(8_975, 2);
  });

  it('a raise in July re-projects from the year so far, and the year withholds exactly the year\'s tax', () => {
    const months = [...Array.from({ length: 6 }, () => ({ regular: 30_000, ss: 875 })), ...Array.from({ length: 6 }, () => ({ regular: 40_000, ss: 875 }))];
    const year = runYear(months);
    expect(year[0]).toBe(164.58);
    // July: 180,000 + 40,000 x 6 = 420,000 - 100,000 - 60,000 - 10,500 = 249,500 net, 4,975 a year;
    // 4,975 - 987.48 withheld = 3,987.52 over 6 = 664.58.
    expect(year[6]).toBe(664.58);
    expect(Math.round(year.reduce((a, b) => a + b, 0) * 100)).toBe(baht(4_975));
  });

  it('a bonus is taxed in full in the month it is paid; the year still withholds the year\'s tax', () => {
    const months = Array.from({ length: 12 }, (_, i) => ({ regular: 50_000, ss: 875, irregular: i === 2 ? 100_000 : 0 }));
    const year = runYear(months);
    // Without the bonus: 600,000 - 100,000 - 60,000 - 10,500 = 429,500 → 7,500 + 12,950 = 20,450.
    // With it: 529,500 → 27,500 + 4,425 = 31,925; the bonus's tax 11,475 comes with March's share.
    expect(year[0]).toBe(1_704.16);
    expect(year[2]).toBeCloseTo(1_704.16 + 11_475, 2);
    expect(Math.round(year.reduce((a, b) => a + b, 0) * 100)).toBe(baht(31_925));
  });

  it('income under the allowances withholds nothing', () => {
    expect(runYear(Array.from({ length: 12 }, () => ({ regular: 15_000, ss: 750 })))).toEqual(Array(12).fill(0));
  });
});

describe('deductions', () => {
  it('come in the law\'s order, each at most what the lines before it left (the amount deducted never exceeds the salary)', () => {
    const r = applyDeductions(baht(1_000), [
      { code: 'SLF', requestedSatang: baht(2_000) }, { code: 'SSO', requestedSatang: baht(83) }, { code: 'WHT', requestedSatang: 0 }, { code: 'COOP', requestedSatang: baht(100) },
    ]);
    expect(r.lines.map((l) => [l.code, l.amountSatang / 100, l.shortfallSatang / 100])).toEqual([['WHT', 0, 0], ['SSO', 83, 0], ['SLF', 917, 1_083], ['COOP', 0, 100]]);
    expect(r.netSatang).toBe(0);
  });

  it.each([
    ['keeps 20,000 of regular pay; attaches half a bonus and 30% of overtime', 30_000, 10_000, 1_000, 15_300],
    ['regular pay under 20,000 is not attached', 15_000, 0, 2_000, 600],
    ['nothing to attach', 20_000, 0, 0, 0],
  ])('garnishment: %s', (_n, net, bonus, ot, want) => {
    expect(garnishableSatang({ regularNetSatang: baht(net), bonusSatang: baht(bonus), overtimeSatang: baht(ot) })).toBe(baht(want));
  });

  it('the provident fund at each side\'s rate, a day\'s pay at the monthly wage / 30, proration by calendar days', () => {
    expect(providentFundOf(baht(33_333), 3, 5)).toEqual({ employeeSatang: baht(999.99), employerSatang: baht(1_666.65) });
    expect(daysPaySatang(baht(30_000), 1)).toBe(baht(1_000));
    expect(daysPaySatang(baht(30_000), 0.5)).toBe(baht(500));
    expect(daysPaySatang(baht(31_000), 1)).toBe(baht(1_033.33));
    expect(prorateSatang(baht(30_000), 16, 31)).toBe(baht(15_483.87));
    expect(prorateSatang(baht(30_000), 31, 31)).toBe(baht(30_000));
    expect(prorateSatang(baht(30_000), 0, 31)).toBe(0);
  });
});

describe('payroll/simulate', () => {
  const simulate = (body: object) => simulationAnswer(simulatePay(ZPayrollSimulate.parse(body), ratesOn(inForce(SS_RATES, '2026-01-31')!)));

  it('30,000 in January 2026 with social security: 875 each side, 1,975 a year, 164.58 this month', () => {
    const a = simulate({ period: '2026-01', monthlySalary: 30_000 });
    expect(a.socialSecurity).toEqual({ wage: 17_500, employee: 875, employer: 875 });
    expect(a.tax).toEqual({ annualIncome: 360_000, annualTax: 1_975, thisPayment: 164.58 });
    expect(a.overtimePay).toBe(0);
    expect(a.netPay).toBe(28_960.42);
  });

  it('December carries the year\'s remainder', () => {
    expect(simulate({ period: '2026-12', monthlySalary: 30_000 }).tax.thisPayment).toBe(164.62);
    expect(simulate({ period: '2026-12', monthlySalary: 30_000, socialSecurity: false }).tax.thisPayment).toBe(208.37);
  });

  it('overtime at its multiplier (10,000 a month, 3 hours at 1.5: 187.50) is pay and income', () => {
    const a = simulate({ period: '2026-03', monthlySalary: 10_000, overtime: [{ hours: 3, multiplier: 1.5 }] });
    expect(a.overtimePay).toBe(187.5);
    expect(a.socialSecurity.wage).toBe(10_187.5);
    expect(a.socialSecurity.employee).toBe(509);
    expect(a.netPay).toBe(9_678.5);
  });

  it('allowances, the provident fund and a joiner\'s payments', () => {
    const a = simulate({ period: '2026-07', monthlySalary: 80_000, paymentsInYear: 6, providentFundPercent: 5,
      allowances: { spouse: true, children: 2, childrenBornFrom2018: 1, parents: 2 } });
    // 480,000 - 100,000 - 60,000 - 60,000 spouse - 30,000 - 60,000 children - 60,000 parents - 5,250 SS - 24,000 PVD = 80,750 → 0.
    expect(a.tax.annualIncome).toBe(480_000);
    expect(a.tax.annualTax).toBe(0);
    expect(a.providentFund).toEqual({ employee: 4_000, employer: 4_000 });
    expect(a.netPay).toBe(75_125);
  });

  it.each([
    [{ period: '2026-13', monthlySalary: 1 }, 'period', 'validation.invalid'],
    [{ period: '2026-01', monthlySalary: -1 }, 'monthlySalary', 'validation.tooSmall'],
    [{ period: '2026-01', monthlySalary: 100.555 }, 'monthlySalary', 'validation.twoDecimals'],
    [{ period: '2026-01', monthlySalary: 1, allowances: { children: 1, childrenBornFrom2018: 2 } }, 'allowances.childrenBornFrom2018', 'validation.childrenBornFrom2018'],
    [{ period: '2026-01', monthlySalary: 1, allowances: { parents: 5 } }, 'allowances.parents', 'validation.tooLarge'],
    [{ period: '2026-03', monthlySalary: 1, paymentsInYear: 6 }, 'paymentsInYear', 'validation.paymentsBeforePeriod'],
    [{ period: '2026-03', monthlySalary: 1, providentFundPercent: 1 }, 'providentFundPercent', 'validation.providentFundBand'],
    [{ period: '2026-03', monthlySalary: 1, providentFundPercent: 5, providentFundEmployerPercent: 3 }, 'providentFundEmployerPercent', 'validation.employerBelowEmployee'],
    [{ period: '2026-03', monthlySalary: 1, overtime: [{ hours: 0, multiplier: 1.5 }] }, 'overtime.0.hours', 'validation.tooSmall'],
    [{ period: '2026-03', monthlySalary: 1, overtime: [{ hours: 1, multiplier: 0.5 }] }, 'overtime.0.multiplier', 'validation.tooSmall'],
    [{ period: '2026-03', monthlySalary: 1, bonus: 5 }, '', 'unrecognized_keys'],
  ])('refuses %j naming %s', (body, path, message) => {
    const r = ZPayrollSimulate.safeParse(body);
    expect(r.success).toBe(false);
    const issue = r.error!.issues[0]!;
    expect(issue.path.join('.')).toBe(path);
    if (message === 'unrecognized_keys') expect(issue.code).toBe('unrecognized_keys');
    else expect(issue.message).toBe(message);
  });
});
