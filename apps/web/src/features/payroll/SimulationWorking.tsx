import { Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayrollSimulation } from '@hr/domain/payroll/simulate';
import { useLang } from '../../lib/hooks';
import { formatMoney, formatNumber } from '../../lib/numbers';
import { SocialSecurityCard, TaxYearTables } from './working-parts';

export type SimulationAnswer = PayrollSimulation & { allowanceNames: Record<string, string> };

/**
 * How each figure of a month's pay is worked out (issue 19: "every payroll figure can be
 * explained line by line"): the pay, social security on its clamped wage, the tax year projected
 * with each allowance and bracket, this payment's share, and the deductions in the law's order.
 */
export function SimulationWorking({ answer }: { answer: SimulationAnswer }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const w = answer.working;
  const m = (satang: number) => formatMoney(satang / 100, lang);
  const n = (x: number) => formatNumber(x, lang);
  const hourly = w.salarySatang / 30 / 8;
  const last = w.paymentNumber >= w.paymentsInYear;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={t('payroll:working.pay')} data-testid="working-pay">
        <Descriptions size="small" column={1} bordered items={[
          { key: 'salary', label: t('payroll:working.salary'), children: m(w.salarySatang) },
          ...w.overtime.map((o, i) => ({
            key: `ot${i}`, label: t('payroll:working.overtimeLine', { hours: n(o.hours), times: n(o.multiplier) }),
            children: <span data-testid={`working-ot-${i}`}>{t('payroll:working.overtimeHow', { hourly: m(Math.round(hourly)), hours: n(o.hours), times: n(o.multiplier), pay: m(o.paySatang) })}</span>,
          })),
          { key: 'gross', label: <Typography.Text strong>{t('payroll:working.gross')}</Typography.Text>, children: <Typography.Text strong data-testid="working-gross">{m(w.grossSatang)}</Typography.Text> },
        ]} />
      </Card>

      <SocialSecurityCard ss={w.socialSecurity} />

      <Card size="small" title={t('payroll:working.tax')} data-testid="working-tax">
        <Descriptions size="small" column={1} bordered items={[
          { key: 'income', label: t('payroll:working.annualIncome'), children: t('payroll:working.annualIncomeHow', { gross: m(w.grossSatang), payments: w.paymentsInYear, income: m(w.annual.incomeSatang) }) },
        ]} />
        <TaxYearTables annual={w.annual} allowanceNames={answer.allowanceNames} />
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }} data-testid="working-this-payment">
          {last && w.paymentsInYear > 1
            ? t('payroll:working.lastShare', { tax: m(w.annual.taxSatang), earlier: w.paymentsInYear - 1, each: m(Math.floor(w.annual.taxSatang / w.paymentsInYear)), share: m(w.thisPaymentTaxSatang) })
            : t('payroll:working.share', { tax: m(w.annual.taxSatang), payments: w.paymentsInYear, number: w.paymentNumber, share: m(w.thisPaymentTaxSatang) })}
        </Typography.Paragraph>
      </Card>

      <Card size="small" title={t('payroll:working.deductions')} data-testid="working-deductions">
        <Descriptions size="small" column={1} bordered items={[
          { key: 'gross', label: t('payroll:working.gross'), children: m(w.grossSatang) },
          ...w.deductions.map((d) => ({ key: d.code, label: t(`payroll:deduction.${d.code}`), children: <span data-testid={`deduction-${d.code}`}>{`− ${m(d.amountSatang)}`}</span> })),
          { key: 'net', label: <Typography.Text strong>{t('payroll:working.net')}</Typography.Text>, children: <Typography.Text strong data-testid="working-net">{m(w.netSatang)}</Typography.Text> },
        ]} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('payroll:working.order')}</Typography.Paragraph>
        {w.providentFund.employerSatang > 0 && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('payroll:working.employerPays', { amount: m(w.providentFund.employerSatang), percent: n(w.providentFund.employerPercent) })}</Typography.Paragraph>
        )}
      </Card>
    </Space>
  );
}
