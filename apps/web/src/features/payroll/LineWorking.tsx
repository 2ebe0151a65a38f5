import { Alert, Card, Descriptions, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SalaryLineWorking } from '@hr/domain/payroll/period';
import { DAYS_IN_MONTHLY_WAGE } from '@hr/domain/payroll/deductions';
import { fundTitleKey, type FundPaid } from '@hr/domain/payroll/funds';
import { formatMoney } from '../../lib/numbers';
import { monthText } from './period-parts';
import { SocialSecurityCard, TaxYearTables, useSatang } from './working-parts';

const strong = (text: string, testId?: string) => <Typography.Text strong data-testid={testId}>{text}</Typography.Text>;
const INCOME_ITEMS = ['commission', 'bonus', 'extra', 'otherIncome'] as const;

/** The pay: the salary (prorated for a joiner or a leaver, by days for daily staff), absences, unpaid leave, overtime at its multipliers, the period's items. */
function PayCard({ w }: { w: SalaryLineWorking }) {
  const { t } = useTranslation();
  const { m, n, lang } = useSatang();
  const monthly = w.payBasis === 'monthly';
  const dayPay = monthly ? Math.round(w.baseSalarySatang / DAYS_IN_MONTHLY_WAGE) : w.baseSalarySatang;
  const hourly = Math.round(dayPay / (w.overtime.normalDailyHours || 8));
  const prorated = monthly && w.daysEmployed < w.daysInPeriod;
  return (
    <Card size="small" title={t('payroll:working.pay')} data-testid="working-pay">
      <Descriptions size="small" column={1} bordered items={[
        // A full month's salary is one line; a joiner's or a leaver's share and a daily wage say how they were worked out.
        ...(monthly && !prorated ? [] : [{ key: 'base', label: t(monthly ? 'payroll:period.line.monthlySalary' : 'payroll:period.line.dailyWage'), children: m(w.baseSalarySatang) }]),
        monthly
          ? { key: 'salary', label: t(prorated ? 'payroll:period.line.prorated' : 'payroll:period.line.monthlySalary'), children: <span data-testid="working-salary">{prorated
            ? t('payroll:period.line.prorateHow', { base: m(w.baseSalarySatang), employed: w.daysEmployed, days: w.daysInPeriod, salary: m(w.salarySatang) })
            : m(w.salarySatang)}</span> }
          : { key: 'salary', label: t('payroll:period.line.daysPaid'), children: <span data-testid="working-salary">{t('payroll:period.line.dailyHow', {
            wage: m(w.baseSalarySatang), days: n(w.payableDays ?? 0), salary: m(w.salarySatang) })}</span> },
        ...(w.absentDays > 0 || w.absenceSatang > 0 ? [{ key: 'absence', label: t('payroll:period.line.absences'), children: <span data-testid="working-absence">{t('payroll:period.line.daysHow', {
          days: n(w.absentDays), dayPay: m(dayPay), amount: m(w.absenceSatang) })}</span> }] : []),
        ...(w.unpaidLeaveDays > 0 || w.unpaidLeaveSatang > 0 ? [{ key: 'unpaid', label: t('payroll:period.line.unpaidLeave'), children: <span data-testid="working-unpaid-leave">{t('payroll:period.line.daysHow', {
          days: n(w.unpaidLeaveDays), dayPay: m(dayPay), amount: m(w.unpaidLeaveSatang) })}</span> }] : []),
        ...w.overtime.lines.map((o, i) => ({
          key: `ot${i}`, label: t('payroll:working.overtimeLine', { hours: n(o.minutes / 60), times: n(o.rate) }),
          children: <span data-testid={`working-ot-${i}`}>{t('payroll:period.line.overtimeHow', {
            hourly: m(hourly), basis: t(`payroll:period.line.hourlyBasis.${w.payBasis}`, { hours: n(w.overtime.normalDailyHours) }),
            hours: n(o.minutes / 60), times: n(o.rate), pay: m(o.paySatang) })}</span>,
        })),
        ...INCOME_ITEMS.filter((c) => w.items[c] > 0).map((c) => ({ key: c, label: t(`payroll:period.item.${c}`), children: <span data-testid={`working-item-${c}`}>{m(w.items[c])}</span> })),
        // Recurring allowances of the month: in full, or by the days employed.
        ...(w.recurring ?? []).filter((r) => r.kind === 'income').map((r) => ({
          key: `rec-${r.id}`, label: r.name,
          children: <span data-testid="working-recurring">{r.prorated
            ? t('payroll:payItems.proratedHow', { amount: m(r.amountSatang), employed: w.daysEmployed, days: w.daysInPeriod, paid: m(r.paidSatang) })
            : m(r.paidSatang)}{!r.taxable && ` · ${t('payroll:payItems.taxFree')}`}</span>,
        })),
        // Corrections of closed periods paid (or taken back) in this one.
        ...(w.adjustments ?? []).map((a) => ({
          key: `adj-${a.id}`, label: t('payroll:period.correction.label', { month: monthText(a.fromMonth, lang) }),
          children: <span data-testid="working-adjustment">{`${formatMoney(a.amountSatang / 100, lang, true)} · ${a.reason}`}</span>,
        })),
        // What corrections took back beyond a month is carried on, never lost (issue 35 point 5).
        ...(w.carriedInSatang ? [{ key: 'carried-in', label: t('payroll:period.correction.carriedIn'),
          children: <span data-testid="working-carried-in">{formatMoney(w.carriedInSatang / 100, lang, true)}</span> }] : []),
        ...(w.carriedOutSatang ? [{ key: 'carried-out', label: t('payroll:period.correction.carriedOut'),
          children: <span data-testid="working-carried-out">{formatMoney(w.carriedOutSatang / 100, lang, true)}</span> }] : []),
        { key: 'gross', label: strong(t('payroll:working.gross')), children: strong(m(w.grossSatang), 'working-gross') },
      ]} />
    </Card>
  );
}

/** Withholding tax by s.50(1): which payment of the year, the year so far, the year projected with its allowances and brackets, the method, this payment. */
function TaxCard({ w, allowanceNames }: { w: SalaryLineWorking; allowanceNames: Record<string, string> }) {
  const { t } = useTranslation();
  const { m } = useSatang();
  const x = w.tax;
  const ytd = x.yearToDate;
  const ytdIncome = ytd.regularSatang + ytd.irregularSatang;
  const last = x.paymentNumber >= x.paymentsInYear;
  const method = x.method === 'schedule'
    ? (last && x.paymentsInYear > 1
      ? t('payroll:working.lastShare', { tax: m(x.projected.taxSatang), earlier: x.paymentsInYear - 1, each: m(Math.floor(x.projected.taxSatang / x.paymentsInYear)), share: m(x.regularTaxSatang) })
      : t('payroll:working.share', { tax: m(x.projected.taxSatang), payments: x.paymentsInYear, number: x.paymentNumber, share: m(x.regularTaxSatang) }))
    : t('payroll:period.tax.reprojectedHow', { tax: m(x.projected.taxSatang), withheld: m(ytd.taxSatang), left: x.paymentsLeft, share: m(x.regularTaxSatang) });
  return (
    <Card size="small" title={t('payroll:working.tax')} data-testid="working-tax">
      <Descriptions size="small" column={1} bordered items={[
        { key: 'payment', label: t('payroll:period.tax.payment'), children: <span data-testid="working-payment">{t('payroll:period.tax.paymentOf', { number: x.paymentNumber, payments: x.paymentsInYear })}</span> },
        { key: 'ytd', label: t('payroll:period.tax.yearToDate'), children: <span data-testid="working-ytd">{ytdIncome || ytd.taxSatang
          ? t('payroll:period.tax.yearToDateHow', { income: m(ytdIncome), tax: m(ytd.taxSatang) }) : t('payroll:period.tax.nothingYet')}</span> },
        // Months of the year paid before the product kept records count as this month's pay withheld on the schedule (line.ts).
        ...(x.assumedPayments > 0 ? [{ key: 'assumed', label: t('payroll:period.tax.assumedLabel'), children: <span data-testid="working-assumed">
          {t('payroll:period.tax.assumed', { count: x.assumedPayments, recorded: x.recordedPayments })}</span> }] : []),
        { key: 'income', label: t('payroll:period.tax.thisIncome'), children: x.irregularSatang > 0
          ? t('payroll:period.tax.thisIncomeBonus', { regular: m(x.regularSatang), bonus: m(x.irregularSatang) }) : m(x.regularSatang) },
        { key: 'projected', label: t('payroll:period.tax.projected'), children: <span data-testid="working-projected">{t('payroll:period.tax.projectedHow', {
          ytd: m(ytdIncome), regular: m(x.regularSatang), left: x.paymentsLeft, income: m(x.projected.incomeSatang) })}</span> },
      ]} />
      <TaxYearTables annual={x.projected} allowanceNames={allowanceNames} />
      <Descriptions size="small" column={1} bordered style={{ marginTop: 12 }} items={[
        { key: 'method', label: t('payroll:period.tax.method'), children: (
          <Flex vertical gap={4} data-testid="working-tax-method" data-method={x.method}>
            <Typography.Text strong>{t(`payroll:period.tax.methods.${x.method}`)}</Typography.Text>
            <span>{method}</span>
            {x.overWithheldSatang > 0 && <Typography.Text type="secondary">{t('payroll:period.tax.overWithheld', { amount: m(x.overWithheldSatang) })}</Typography.Text>}
          </Flex>
        ) },
        ...(x.withIrregular ? [{ key: 'bonus', label: t('payroll:period.tax.bonus'), children: <span data-testid="working-tax-bonus">{t('payroll:period.tax.bonusHow', {
          with: m(x.withIrregular.taxSatang), without: m(x.projected.taxSatang), tax: m(x.irregularTaxSatang) })}</span> }] : []),
        { key: 'this', label: strong(t('payroll:period.tax.thisPayment')), children: <span data-testid="working-this-payment">{x.irregularTaxSatang > 0
          ? t('payroll:period.tax.thisPaymentHow', { regular: m(x.regularTaxSatang), bonus: m(x.irregularTaxSatang), tax: m(x.thisPaymentSatang) })
          : strong(m(x.thisPaymentSatang))}</span> },
      ]} />
    </Card>
  );
}

/** The deductions in the law's order, each at most what was left (a shortfall said), and the net pay; a fund's or loan's parts from their account. */
function DeductionsCard({ w }: { w: SalaryLineWorking }) {
  const { t } = useTranslation();
  const { m, n } = useSatang();
  const pvd = w.providentFund;
  // An account's parts: the share or saving (fixed, or a percent of the salary), the interest on the debt, the instalment of principal.
  const fundHow = (f: FundPaid) => [
    f.contributionSatang > 0 && (f.basis.percent !== null && f.basis.onSalarySatang !== null
      ? t('payroll:period.line.fund.sharePercent', { kind: t(fundTitleKey(f.kind)), amount: m(f.contributionPaidSatang), percent: n(f.basis.percent), salary: m(f.basis.onSalarySatang) })
      : t('payroll:period.line.fund.share', { kind: t(fundTitleKey(f.kind)), amount: m(f.contributionPaidSatang) })),
    f.interestSatang > 0 && t('payroll:period.line.fund.interest', { amount: m(f.interestPaidSatang), percent: n(f.basis.interestPercent ?? 0), balance: m(f.basis.loanBalanceSatang ?? 0) }),
    f.principalSatang > 0 && (f.basis.loanBalanceSatang !== null
      ? t('payroll:period.line.fund.principal', { kind: t(fundTitleKey(f.kind)), amount: m(f.principalPaidSatang), balance: m(f.basis.loanBalanceSatang) })
      : t('payroll:period.line.fund.notified', { amount: m(f.principalPaidSatang) })),
  ].filter(Boolean).join(' · ');
  return (
    <Card size="small" title={t('payroll:working.deductions')} data-testid="working-deductions">
      <Descriptions size="small" column={1} bordered items={[
        { key: 'gross', label: t('payroll:working.gross'), children: m(w.grossSatang) },
        ...w.deductions.map((d) => ({
          key: d.code, label: t(`payroll:deduction.${d.code}`), children: (
            <Flex vertical gap={0} data-testid={`deduction-${d.code}`}>
              <span>{`− ${m(d.amountSatang)}`}</span>
              {d.code === 'PVD' && <Typography.Text type="secondary">{t('payroll:period.line.providentFundHow', { percent: n(pvd.employeePercent), wages: m(pvd.wagesSatang) })}</Typography.Text>}
              {d.code === 'OTHER' && (w.recurring ?? []).filter((r) => r.kind === 'deduction').map((r) => (
                <Typography.Text type="secondary" key={r.id}>{`${r.name}: ${m(r.paidSatang)}`}</Typography.Text>
              ))}
              {(w.funds ?? []).filter((f) => f.code === d.code).map((f) => (
                <Typography.Text type="secondary" key={f.accountId} data-testid="fund-working">{fundHow(f)}</Typography.Text>
              ))}
              {d.shortfallSatang > 0 && (
                <Typography.Text type="warning" data-testid={`shortfall-${d.code}`}>
                  {t('payroll:period.line.shortfall', { requested: m(d.requestedSatang), shortfall: m(d.shortfallSatang) })}
                </Typography.Text>
              )}
            </Flex>
          ),
        })),
        { key: 'net', label: strong(t('payroll:working.net')), children: strong(m(w.netSatang), 'working-net') },
      ]} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('payroll:working.order')}</Typography.Paragraph>
      {pvd.employerSatang > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('payroll:working.employerPays', { amount: m(pvd.employerSatang), percent: n(pvd.employerPercent) })}</Typography.Paragraph>
      )}
    </Card>
  );
}

/**
 * How one employee's pay in a salary period is worked out (issue 19: every payroll figure can be
 * explained line by line), from the working the compute kept with the line: money in satang.
 */
export function LineWorking({ w, allowanceNames }: { w: SalaryLineWorking; allowanceNames: Record<string, string> }) {
  const { t } = useTranslation();
  const { m } = useSatang();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PayCard w={w} />
      <SocialSecurityCard ss={w.socialSecurity} />
      {w.socialSecurityOverride && (
        <Alert type="info" showIcon data-testid="working-ss-override" title={t('payroll:period.socialSecurityPrice.applied', {
          amount: m(w.socialSecurityOverride.amountSatang), computed: m(w.socialSecurityOverride.computedEmployeeSatang) })} />
      )}
      <TaxCard w={w} allowanceNames={allowanceNames} />
      <DeductionsCard w={w} />
      <Card size="small">
        <Flex justify="space-between" align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>{t('payroll:working.net')}</Typography.Title>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="net-pay">{m(w.netSatang)}</Typography.Title>
        </Flex>
      </Card>
    </Space>
  );
}
