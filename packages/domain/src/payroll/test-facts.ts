import { NO_YEAR_TO_DATE } from './income-tax';
import type { LineFacts } from './line';

/** The domain tests' employee month: 30,000 a month, October 2026, employed all month since 2020, insured, nothing else. */
export const lineFacts = (over: Partial<LineFacts> = {}): LineFacts => ({
  payBasis: 'monthly', baseSalarySatang: 3_000_000, periodStart: '2026-10-01', periodEnd: '2026-10-31', month: '2026-10',
  joiningDate: '2020-01-01', resignDate: null, absentDays: 0, unpaidLeaveDays: 0, scheduledPaidDays: 0, overtime: [], normalDailyHours: 8, items: {},
  insured: true, providentFundPercent: 0, providentFundEmployerPercent: 0, yearToDate: NO_YEAR_TO_DATE, recordedPayments: 9, declarations: {},
  funds: [], adjustments: [], recurring: [], socialSecurityOverrideSatang: null, garnishmentSatang: 0, ...over,
});
