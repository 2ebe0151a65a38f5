import { Alert, Descriptions, Drawer, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatMoney } from '../../lib/numbers';
import { LineWorking } from './LineWorking';
import { usePeriodLine } from './period-api';
import { staffKindText } from './period-parts';

/** One employee's line of a period: who, on which basis, and every figure of the pay explained. */
export function PeriodLineDrawer({ periodId, employeeId, onClose }: { periodId: string; employeeId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const q = usePeriodLine(periodId, employeeId);
  const d = q.data;
  return (
    <Drawer open={!!employeeId} size={880} onClose={onClose} destroyOnHidden data-testid="line-drawer"
      title={d ? t('payroll:period.drawer.title', { code: d.line.employeeCode, name: d.line.name }) : t('payroll:period.drawer.loading')}>
      {q.isError ? <Alert type="warning" showIcon title={t('payroll:period.drawer.gone')} /> : !d ? <Skeleton active /> : (
        <Flex vertical gap={16} data-testid="line-explanation">
          <Descriptions size="small" column={2} bordered data-testid="line-facts" items={[
            { key: 'employee', label: t('payroll:period.lines.col.name'), children: `${d.line.employeeCode} ${d.line.name}` },
            { key: 'department', label: t('payroll:period.lines.col.department'), children: d.line.departmentName ?? '—' },
            { key: 'basis', label: t('payroll:period.drawer.basis'), children: staffKindText(t, d.working.payBasis) },
            { key: 'channel', label: t('payroll:period.drawer.channel'), children: t(`payroll:period.channel.${d.line.channel}`) },
            { key: 'net', label: t('payroll:working.net'), children: formatMoney(d.line.netPay, lang) },
            { key: 'computed', label: t('payroll:period.drawer.computedAt'), children: formatDate(d.computedAt, lang, DATE_FORMATS.dateTime) },
          ]} />
          <LineWorking w={d.working} allowanceNames={d.allowanceNames} />
        </Flex>
      )}
    </Drawer>
  );
}
