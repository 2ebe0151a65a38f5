import { Alert, Card, Descriptions, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SALARY_PERIOD_STATUSES, type SalaryPeriodView } from '@hr/domain/payroll/period';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { formatMoney, formatNumber } from '../../lib/numbers';
import { channelText, monthText, periodStatusText, staffKindText } from './period-parts';

/** Where the period stands among SPEC section 4's four states, with when (and by whom) each was reached. */
export function PeriodSteps({ p }: { p: SalaryPeriodView }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const at = (iso: string | null) => (iso ? formatDate(iso, lang, DATE_FORMATS.dateTime) : undefined);
  const current = SALARY_PERIOD_STATUSES.indexOf(p.status);
  const when: Record<string, string | undefined> = {
    draft: p.computedAt ? t('payroll:period.steps.computed', { when: at(p.computedAt) }) : t('payroll:period.steps.notComputed'),
    closed: p.closedAt ? t('payroll:period.steps.by', { when: at(p.closedAt), name: p.closedByName ?? '' }) : undefined,
    sent: p.sentAt ? t('payroll:period.steps.to', { when: at(p.sentAt), name: p.accountantName ?? '' }) : undefined,
    paid: at(p.paidAt),
  };
  return (
    <Steps size="small" current={current} status={p.status === 'paid' ? 'finish' : 'process'} data-testid="period-steps" data-current={p.status}
      items={SALARY_PERIOD_STATUSES.map((s) => ({ title: periodStatusText(t, s), content: when[s] }))} />
  );
}

/** A draft whose inputs changed since its compute (issue 35 point 1): what changed, and that it needs computing again before it closes. */
export function PeriodStale({ p }: { p: SalaryPeriodView }) {
  const { t } = useTranslation();
  if (!p.staleInputs.length) return null;
  const changes = p.staleInputs.map((k) => t(`payroll:period.staleInput.${k}`)).join(', ');
  return <Alert type="warning" showIcon data-testid="period-stale" data-stale={p.staleInputs.join(' ')}
    title={t('payroll:period.stale.title')} description={t('payroll:period.stale.text', { changes })} />;
}

/** The period's facts: company, month, dates, staff, channel, note and who computed it. */
export function PeriodFacts({ p }: { p: SalaryPeriodView }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} data-testid="period-facts" items={[
      { key: 'company', label: fieldLabel(t, 'companyId'), children: p.companyName },
      { key: 'month', label: fieldLabel(t, 'month'), children: <span data-testid="fact-month">{monthText(p.month, lang)}</span> },
      { key: 'period', label: t('payroll:period.col.period'), children: <span data-testid="fact-period">{`${formatDate(p.periodStart, lang)} – ${formatDate(p.periodEnd, lang)}`}</span> },
      { key: 'payDate', label: fieldLabel(t, 'payDate'), children: <span data-testid="fact-payDate">{formatDate(p.payDate, lang)}</span> },
      { key: 'staffKind', label: fieldLabel(t, 'staffKind'), children: staffKindText(t, p.staffKind) },
      { key: 'channel', label: fieldLabel(t, 'paymentChannel'), children: channelText(t, p.paymentChannel) },
      ...(p.computedAt ? [{ key: 'computed', label: t('payroll:period.facts.computed'),
        children: t('payroll:period.steps.by', { when: formatDate(p.computedAt, lang, DATE_FORMATS.dateTime), name: p.computedByName ?? '' }) }] : []),
      ...(p.accountantName ? [{ key: 'accountant', label: fieldLabel(t, 'accountantId'), children: <span data-testid="fact-accountant">{p.accountantName}</span> }] : []),
      ...(p.note ? [{ key: 'note', label: fieldLabel(t, 'note'), children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{p.note}</Typography.Text> }] : []),
    ]} />
  );
}

/** The period's totals: employees, gross, deductions, net, tax, social security of both sides. */
export function PeriodTotals({ p }: { p: SalaryPeriodView }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const money = (n: number) => formatMoney(n, lang);
  const figures: Array<[string, string]> = [
    ['employees', formatNumber(p.employeeCount, lang)],
    ['gross', money(p.grossTotal)],
    ['deductions', money(p.deductionTotal)],
    ['net', money(p.netTotal)],
    ['tax', money(p.taxTotal)],
    ['socialSecurity', money(p.socialSecurityTotal)],
    ['socialSecurityEmployer', money(p.socialSecurityEmployerTotal)],
  ];
  return (
    // One row of seven at 1440 px; narrower screens wrap them into even columns.
    <div data-testid="period-totals" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(125px, 1fr))', gap: 12 }}>
      {figures.map(([key, value]) => (
        <Card key={key} size="small" data-testid={`total-${key}`}>
          <Typography.Text type="secondary">{t(`payroll:period.totals.${key}`)}</Typography.Text>
          <div><Typography.Text strong style={{ fontSize: key === 'net' ? 20 : 16 }} data-testid="value">{value}</Typography.Text></div>
        </Card>
      ))}
    </div>
  );
}
