import { Descriptions, Form, Typography, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { hasTwoDecimals, satangToBaht, toSatang } from '@hr/domain/money';
import { MAX_BASE_SALARY, salaryAdjustment } from '@hr/domain/employee/salary';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { formatMoney, formatPercentChange } from '../../lib/numbers';
import { TakeHomePreview } from './TakeHomePreview';

type InForce = { baseSalary: number; effectiveDate: string; incrementType: string } | null;

/**
 * Under the salary form, what the server will work out as HR types: the base salary in force the
 * day before the chosen effective date (lastBaseSalary), and the adjusted salary and percentage
 * from it, by the same calculator the server stores them with (packages/domain salary.ts).
 */
export function SalaryPreview({ form, employeeId }: { form: FormInstance; employeeId?: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const base = Form.useWatch('baseSalary', form) as number | null | undefined;
  const picked = Form.useWatch('effectiveDate', form) as dayjs.Dayjs | null | undefined;
  const effectiveDate = picked ? dayjs(picked).format('YYYY-MM-DD') : undefined;
  const previous = useQuery({
    queryKey: ['employee-view', 'lastBaseSalary', employeeId, effectiveDate ?? 'today'],
    queryFn: () => api.post<InForce>('/1.0/get/employment/lastBaseSalary', { id: employeeId, ...(effectiveDate ? { effectiveDate } : {}) }, { silent: true }),
    enabled: !!employeeId,
  });
  const valid = typeof base === 'number' && base > 0 && base <= MAX_BASE_SALARY && hasTwoDecimals(base);
  const prev = previous.data ?? null;
  const change = valid && !previous.isLoading ? salaryAdjustment(prev ? toSatang(prev.baseSalary) : null, toSatang(base)) : null;
  return (
    <>
      <Descriptions size="small" bordered column={1} data-testid="salary-preview" style={{ marginTop: 8 }}
        title={<Typography.Text type="secondary">{t('employee:record.salaryPreview.title')}</Typography.Text>}
        items={[
          { key: 'previous', label: t('employee:record.salaryPreview.previous'), children: (
            <span data-testid="salary-previous">
              {previous.isLoading ? '…' : prev
                ? `${formatMoney(prev.baseSalary, lang)} (${t('employee:record.salaryPreview.since', { date: formatDate(prev.effectiveDate, lang) })})`
                : t('employee:record.salaryPreview.none')}
            </span>
          ) },
          { key: 'adjusted', label: fieldLabel(t, 'adjustedSalary'), children: <span data-testid="salary-adjusted">{change ? formatMoney(satangToBaht(change.adjustedSatang), lang, true) : '—'}</span> },
          { key: 'percent', label: fieldLabel(t, 'percentChange'), children: (
            <span data-testid="salary-percent">{change?.percentChange != null ? formatPercentChange(change.percentChange, lang) : '—'}</span>
          ) },
        ]} />
      <TakeHomePreview base={valid ? base : null} />
    </>
  );
}
