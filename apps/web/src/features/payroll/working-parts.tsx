import { Card, Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnualTax } from '@hr/domain/payroll/income-tax';
import type { SocialSecurityResult } from '@hr/domain/payroll/social-security';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatMoney, formatNumber } from '../../lib/numbers';

/* The parts of a pay explanation the salary calculator and a salary period's line share. */

/** Money in satang as the reader writes baht. */
export function useSatang() {
  const { lang } = useLang();
  return { m: (satang: number) => formatMoney(satang / 100, lang), n: (x: number) => formatNumber(x, lang), lang };
}

/** Social security on the month's wage: the rate in force, the wage clamped to the floor or ceiling, each side's contribution. */
export function SocialSecurityCard({ ss }: { ss: SocialSecurityResult | null }) {
  const { t } = useTranslation();
  const { m, n, lang } = useSatang();
  return (
    <Card size="small" title={t('payroll:working.socialSecurity')} data-testid="working-social-security">
      {!ss ? <Typography.Text type="secondary">{t('payroll:working.noSocialSecurity')}</Typography.Text> : (
        <Descriptions size="small" column={1} bordered items={[
          { key: 'rate', label: t('payroll:working.rateInForce'), children: t('payroll:working.rateHow', {
            from: formatDate(ss.rate.effectiveFrom, lang), employee: n(ss.rate.employeeRatePercent), employer: n(ss.rate.employerRatePercent),
            floor: m(ss.rate.wageFloorSatang), ceiling: m(ss.rate.wageCeilingSatang) }) },
          { key: 'wage', label: t('payroll:working.wage'), children: <span data-testid="working-ss-wage">{ss.clamped
            ? t(`payroll:working.clamped.${ss.clamped}`, { gross: m(ss.grossWageSatang), wage: m(ss.wageSatang) }) : m(ss.wageSatang)}</span> },
          { key: 'employee', label: t('payroll:working.employeeSide'), children: t('payroll:working.roundedBaht', { amount: m(ss.employeeSatang) }) },
          { key: 'employer', label: t('payroll:working.employerSide'), children: m(ss.employerSatang) },
        ]} />
      )}
    </Card>
  );
}

/** The tax year: each allowance by name with the net income, then each bracket with the year's tax. */
export function TaxYearTables({ annual, allowanceNames }: { annual: AnnualTax; allowanceNames: Record<string, string> }) {
  const { t } = useTranslation();
  const { m, n } = useSatang();
  return (
    <>
      <Table size="small" pagination={false} rowKey="code" style={{ marginTop: 12 }} data-testid="working-allowances"
        dataSource={annual.allowances}
        columns={[
          { title: t('payroll:working.allowance'), dataIndex: 'code', render: (code: string, a) => `${allowanceNames[code] ?? code}${a.count && a.count > 1 ? ` × ${a.count}` : ''}` },
          { title: t('payroll:working.amount'), dataIndex: 'amountSatang', align: 'right', render: (v: number, a) => <>{m(v)}{a.capped ? <Typography.Text type="secondary"> {t('payroll:working.capped')}</Typography.Text> : null}</> },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}><Typography.Text strong>{t('payroll:working.netIncome')}</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right"><Typography.Text strong data-testid="working-net-income">{m(annual.netSatang)}</Typography.Text></Table.Summary.Cell>
          </Table.Summary.Row>
        )} />
      <Table size="small" pagination={false} rowKey="fromSatang" style={{ marginTop: 12 }} data-testid="working-brackets"
        dataSource={annual.brackets}
        columns={[
          { title: t('payroll:working.bracket'), dataIndex: 'fromSatang', render: (from: number, b) => (b.toSatang === null ? t('payroll:working.above', { from: m(from) }) : `${m(from)} – ${m(b.toSatang)}`) },
          { title: t('payroll:working.rate'), dataIndex: 'ratePercent', align: 'right', render: (r: number) => `${n(r)}%` },
          { title: t('payroll:working.incomeInBracket'), dataIndex: 'incomeSatang', align: 'right', render: m },
          { title: t('payroll:working.taxInBracket'), dataIndex: 'taxSatang', align: 'right', render: m },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}><Typography.Text strong>{t('payroll:working.annualTax')}</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right"><Typography.Text strong data-testid="working-annual-tax">{m(annual.taxSatang)}</Typography.Text></Table.Summary.Cell>
          </Table.Summary.Row>
        )} />
    </>
  );
}
