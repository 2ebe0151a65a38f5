import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Space } from 'antd';
import { FilePdfOutlined, IdcardOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, displayYear, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatMoney } from '../../lib/numbers';
import type { SalaryPeriodStatus } from '@hr/domain/payroll/period';
import { LineCorrections } from './LineCorrections';
import { LineWorking } from './LineWorking';
import { usePeriodLine } from './period-api';
import { downloadPayslip, downloadTaxCertificate } from './payslip-api';
import { staffKindText } from './period-parts';
import { PayItemsModal } from './PayItemsModal';
import { TaxDeclarationModal } from './TaxDeclarationModal';

/** One employee's line of a period: who, on which basis, and every figure of the pay explained. */
export function PeriodLineDrawer({ periodId, employeeId, month, status, onClose }: { periodId: string; employeeId: string | null; month: string; status: SalaryPeriodStatus; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const q = usePeriodLine(periodId, employeeId);
  const d = q.data;
  const [declaring, setDeclaring] = useState(false);
  const [recurring, setRecurring] = useState(false);
  const [slip, setSlip] = useState(false);
  const [certificate, setCertificate] = useState(false);
  return (
    <Drawer open={!!employeeId} size={880} onClose={onClose} destroyOnHidden data-testid="line-drawer"
      title={d ? t('payroll:period.drawer.title', { code: d.line.employeeCode, name: d.line.name }) : t('payroll:period.drawer.loading')}
      extra={d && (
        <Space wrap>
          {status !== 'draft' && (
            <Button icon={<FilePdfOutlined />} loading={slip} data-testid="line-payslip"
              onClick={() => { setSlip(true); void downloadPayslip(periodId, d.line.employeeId, month).catch(() => undefined).finally(() => setSlip(false)); }}>
              {t('payslip:outputs.one')}
            </Button>
          )}
          {status !== 'draft' && (
            <Button icon={<FilePdfOutlined />} loading={certificate} data-testid="line-certificate"
              onClick={() => { setCertificate(true); void downloadTaxCertificate(d.line.employeeId, Number(month.slice(0, 4))).catch(() => undefined).finally(() => setCertificate(false)); }}>
              {t('payrollFiles:taxCertificate', { year: displayYear(`${month}-01`, lang) })}
            </Button>
          )}
          <Button icon={<UnorderedListOutlined />} onClick={() => setRecurring(true)} data-testid="open-pay-items">{t('payroll:payItems.open')}</Button>
          <Button icon={<IdcardOutlined />} onClick={() => setDeclaring(true)} data-testid="open-declaration">{t('payrollItems:declaration.open')}</Button>
        </Space>
      )}>
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
          <LineCorrections periodId={periodId} status={status} details={d} />
          <LineWorking w={d.working} allowanceNames={d.allowanceNames} />
          <PayItemsModal employeeId={d.line.employeeId} name={d.line.name} open={recurring} onClose={() => setRecurring(false)} />
          <TaxDeclarationModal employeeId={d.line.employeeId} name={d.line.name} year={Number(month.slice(0, 4))} open={declaring} onClose={() => setDeclaring(false)} />
        </Flex>
      )}
    </Drawer>
  );
}
