import { Descriptions, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { hasTwoDecimals } from '@hr/domain/money';
import { MAX_BASE_SALARY } from '@hr/domain/employee/salary';
import type { PayrollSimulation } from '@hr/domain/payroll/simulate';
import { api } from '../../lib/api';
import { useCan, useLang } from '../../lib/hooks';
import { formatMoney } from '../../lib/numbers';

/**
 * Under the salary form, for those who hold the salary calculator (issue 19 point 2): what the
 * salary typed pays this month by the payroll calculators (payroll/simulate): social security,
 * withholding tax with the personal allowances only, and the take-home pay.
 */
export function TakeHomePreview({ base }: { base: number | null | undefined }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const can = useCan();
  const valid = typeof base === 'number' && base > 0 && base <= MAX_BASE_SALARY && hasTwoDecimals(base);
  const period = dayjs().format('YYYY-MM');
  const q = useQuery({
    queryKey: ['payroll-simulate', period, base],
    queryFn: () => api.post<PayrollSimulation>('/1.0/payroll/simulate', { period, monthlySalary: base }, { silent: true }),
    enabled: valid && can('payroll.salary-calculator'),
    staleTime: 60_000,
  });
  if (!can('payroll.salary-calculator')) return null;
  const d = valid ? q.data : undefined;
  const m = (x: number | undefined) => (x === undefined ? '—' : formatMoney(x, lang));
  return (
    <Descriptions size="small" bordered column={1} data-testid="take-home-preview" style={{ marginTop: 8 }}
      title={<Typography.Text type="secondary">{t('employee:record.takeHome')}</Typography.Text>}
      items={[
        { key: 'ss', label: t('payroll:calculator.figures.socialSecurity'), children: <span data-testid="take-home-ss">{m(d?.socialSecurity.employee)}</span> },
        { key: 'tax', label: t('payroll:calculator.figures.tax'), children: <span data-testid="take-home-tax">{m(d?.tax.thisPayment)}</span> },
        { key: 'net', label: t('payroll:calculator.figures.netPay'), children: <Typography.Text strong data-testid="take-home-net">{m(d?.netPay)}</Typography.Text> },
      ]} />
  );
}
