import { describe, expect, it } from 'vitest';
import { toSatang } from '../money';
import { formFieldsOf } from './form-fields';
import { salaryAdjustment, ZSalaryChange } from './salary';

const change = { incrementType: 'annual', baseSalary: 21000, effectiveDate: '2027-04-01', summary: '', remark: null };
const firstIssue = (v: unknown) => {
  const r = ZSalaryChange.safeParse(v);
  return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('salary adjustment calculator', () => {
  it('works out the amount and the percentage from the previous base salary', () => {
    expect(salaryAdjustment(toSatang(20000), toSatang(21000))).toEqual({ adjustedSatang: 100000, percentChange: 5 });
    // 18,500.50 → 19,425.53: +925.03, 5.0001…% → 5.00
    expect(salaryAdjustment(toSatang(18500.5), toSatang(19425.53))).toEqual({ adjustedSatang: 92503, percentChange: 5 });
    // A third: 30,000 → 40,000 is +33.33 %, and back down -25 %.
    expect(salaryAdjustment(3_000_000, 4_000_000).percentChange).toBe(33.33);
    expect(salaryAdjustment(4_000_000, 3_000_000)).toEqual({ adjustedSatang: -1_000_000, percentChange: -25 });
  });

  it('rounds halves away from zero, up and down alike', () => {
    // 2.345 % and -2.345 % of 20,000.00 (469.00 baht)
    expect(salaryAdjustment(2_000_000, 2_000_000 + 46_900).percentChange).toBe(2.35);
    expect(salaryAdjustment(2_000_000, 2_000_000 - 46_900).percentChange).toBe(-2.35);
  });

  it('the first salary adjusts from nothing: the whole amount, no percentage; no change is 0 %', () => {
    expect(salaryAdjustment(null, toSatang(18000))).toEqual({ adjustedSatang: 1_800_000, percentChange: null });
    expect(salaryAdjustment(toSatang(18000), toSatang(18000))).toEqual({ adjustedSatang: 0, percentChange: 0 });
  });
});

describe('what HR enters for a salary change', () => {
  it('accepts a change and leaves the computed figures to the server', () => {
    expect(ZSalaryChange.parse(change)).toEqual({ ...change, summary: null });
    const sent = ZSalaryChange.safeParse({ ...change, adjustedSalary: 1000, percentChange: 5 });
    expect(sent.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['adjustedSalary', 'percentChange'] })]);
  });

  it('names each bad field: type outside the list, salary missing, zero, three decimals, too large, date missing', () => {
    expect(firstIssue({ ...change, incrementType: 'bonus' })).toEqual(['incrementType:validation.required']);
    expect(firstIssue({ ...change, baseSalary: '' })).toEqual(['baseSalary:validation.required']);
    expect(firstIssue({ ...change, baseSalary: 'abc' })).toEqual(['baseSalary:validation.numericOnly']);
    expect(firstIssue({ ...change, baseSalary: 0 })).toEqual(['baseSalary:validation.tooSmall']);
    expect(firstIssue({ ...change, baseSalary: 21000.555 })).toEqual(['baseSalary:validation.twoDecimals']);
    expect(firstIssue({ ...change, baseSalary: 10_000_000.01 })).toEqual(['baseSalary:validation.tooLarge']);
    expect(firstIssue({ ...change, effectiveDate: '' })).toEqual(['effectiveDate:validation.required']);
    expect(firstIssue({ ...change, effectiveDate: '1/4/2027' })).toEqual(['effectiveDate:validation.invalid']);
  });

  it('the form shows the salary as a money input and the type as a select of the fixed list', () => {
    const fields = Object.fromEntries(formFieldsOf(ZSalaryChange).map((f) => [f.name, f]));
    expect(fields.baseSalary).toEqual({ name: 'baseSalary', kind: 'money', required: true });
    expect(fields.incrementType).toMatchObject({ kind: 'choice', required: true, list: 'salaryIncrementType' });
    expect(fields.effectiveDate).toMatchObject({ kind: 'date', required: true });
    expect(Object.keys(fields)).not.toContain('adjustedSalary');
  });
});
