import { z } from 'zod';
import { monthRange } from '@hr/domain/attendance/views';
import { simulatePay, simulationAnswer, ZPayrollSimulate, type PayrollSimulation } from '@hr/domain/payroll/simulate';
import { DEDUCTION_ORDER } from '@hr/domain/payroll/deductions';
import { AppError } from '../../platform/app-error';
import { fieldError } from '../../platform/validation-errors';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { payrollRatesOn } from './payroll-rates.repo';

const tags = ['Payroll'];
const n = z.number();
const ZAnnualTax = z.object({
  incomeSatang: n, allowancesSatang: n, netSatang: n, taxSatang: n,
  allowances: z.array(z.object({ code: z.string(), amountSatang: n, count: n.optional(), basisSatang: n.optional(), capped: z.boolean().optional() })),
  brackets: z.array(z.object({ fromSatang: n, toSatang: n.nullable(), ratePercent: n, incomeSatang: n, taxSatang: n })),
});
const ZWorking = z.object({
  paymentNumber: n, paymentsInYear: n, salarySatang: n, overtimeSatang: n, grossSatang: n, thisPaymentTaxSatang: n, netSatang: n,
  overtime: z.array(z.object({ hours: n, multiplier: n, paySatang: n })),
  socialSecurity: z.object({
    grossWageSatang: n, wageSatang: n, employeeSatang: n, employerSatang: n, clamped: z.enum(['floor', 'ceiling']).nullable(),
    rate: z.object({ effectiveFrom: z.string(), employeeRatePercent: n, employerRatePercent: n, wageFloorSatang: n, wageCeilingSatang: n }),
  }).nullable(),
  providentFund: z.object({ employeePercent: n, employerPercent: n, employeeSatang: n, employerSatang: n }),
  annual: ZAnnualTax,
  deductions: z.array(z.object({ code: z.enum(DEDUCTION_ORDER), requestedSatang: n, amountSatang: n, shortfallSatang: n })),
});
const ZSimulation = z.object({
  socialSecurity: z.object({ wage: n, employee: n, employer: n }),
  tax: z.object({ annualIncome: n, annualTax: n, thisPayment: n }),
  overtimePay: n,
  netPay: n,
  providentFund: z.object({ employee: n, employer: n }),
  working: ZWorking,
  /** The tax allowances' names in the reader's language, by code (the explanation names each line). */
  allowanceNames: z.record(z.string(), z.string()),
});
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const SIMULATION_SHAPE: Same<Omit<z.infer<typeof ZSimulation>, 'allowanceNames'>, PayrollSimulation> = true;

/** Payroll (issue 19): the salary calculator. */
export const payrollRoutes = routes((app, deps) => {
  app.post('/api/1.0/payroll/simulate', {
    schema: {
      tags, summary: 'A month\'s pay of a monthly employee by the payroll calculators: social security on the wage clamped to the floor and ceiling in force for the month paid, '
        + 'withholding tax by s.50(1) over the payments in the year (December carries the remainder), overtime at its multipliers, the provident fund; money in baht. '
        + '`working` explains every figure in satang',
      body: ZPayrollSimulate, response: replies(ZSimulation),
    },
    config: { access: { permission: 'payroll.salary-calculator', scope: 'none' } },
  }, async (req) => {
    const body = req.body;
    const rates = await payrollRatesOn(deps.db, monthRange(body.period).to, req.ctx.lang);
    // A month before the masters' first rate cannot be computed: say which master lacks it.
    const missing = [
      ...(body.socialSecurity && !rates.socialSecurity ? [fieldError(req.ctx.lang, 'period', 'noSocialSecurityRate')] : []),
      ...(!rates.brackets.length ? [fieldError(req.ctx.lang, 'period', 'noTaxTable')] : []),
    ];
    if (missing.length) throw new AppError('VALIDATION', {}, null, missing);
    return ok(req, { ...simulationAnswer(simulatePay(body, rates)), allowanceNames: rates.allowanceNames });
  });
});
