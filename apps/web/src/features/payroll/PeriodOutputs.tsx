import { useState } from 'react';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { FilePdfOutlined, FileZipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SalaryPeriodView } from '@hr/domain/payroll/period';
import { useLang } from '../../lib/hooks';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/lang';
import { formatNumber } from '../../lib/numbers';
import { WorkProgressBar } from '../../shell/WorkProgressBar';
import { usePayslipZip } from './payslip-api';
import { PeriodFiles } from './PeriodFiles';
import { PayslipMail } from './PayslipMail';

/**
 * What a closed period gives out (issue 20): everyone's payslips as one zip (written while it
 * downloads, its progress shown), or those of the employees ticked in the lines below; each in the
 * employee's own language unless HR picks one for all.
 */
export function PeriodOutputs({ p, selected }: { p: SalaryPeriodView; selected: string[] }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [slipLang, setSlipLang] = useState<Lang | 'own'>('own');
  const zip = usePayslipZip(p.month);
  const asked = slipLang === 'own' ? {} : { lang: slipLang };
  const progress = zip.progress;
  return (
    <Card title={t('payslip:outputs.title')} data-testid="period-outputs">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('payslip:outputs.help')}</Typography.Text>
        <Flex gap={8} wrap align="center">
          <Select<Lang | 'own'> value={slipLang} onChange={setSlipLang} style={{ minWidth: 200 }} aria-label={t('payslip:outputs.language')} data-testid="payslip-lang"
            options={[{ value: 'own', label: t('payslip:outputs.ownLanguage') }, ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))]} />
          <Button type="primary" icon={<FileZipOutlined />} loading={zip.isPending} disabled={!p.employeeCount}
            onClick={() => zip.mutate({ id: p.id, ...asked })} data-testid="payslips-all">
            {t('payslip:outputs.all', { count: p.employeeCount, n: formatNumber(p.employeeCount, lang) })}
          </Button>
          <Button icon={<FilePdfOutlined />} disabled={!selected.length || zip.isPending}
            onClick={() => zip.mutate({ id: p.id, employeeIds: selected, ...asked })} data-testid="payslips-selected">
            {t('payslip:outputs.selected', { count: selected.length, n: formatNumber(selected.length, lang) })}
          </Button>
        </Flex>
        {progress && (
          <WorkProgressBar progress={progress} testId="payslips-progress" text={progress.total
            ? t('payslip:outputs.progress', { done: formatNumber(progress.done, lang), total: formatNumber(progress.total, lang) })
            : t('payslip:outputs.starting')} />
        )}
        <PayslipMail p={p} selected={selected} />
        <Typography.Text strong>{t('payrollFiles:title')}</Typography.Text>
        <PeriodFiles p={p} />
      </Flex>
    </Card>
  );
}
