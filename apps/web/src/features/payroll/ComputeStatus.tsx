import type { HTMLAttributes } from 'react';
import { Alert, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComputeResult } from '@hr/domain/payroll/period';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { WorkProgressBar } from '../../shell/WorkProgressBar';

/** A compute while it runs: how many employees of how many, as the server reports them. */
export function ComputeProgress({ progress }: { progress: { done: number; total: number } }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <WorkProgressBar progress={progress} testId="compute-progress" text={progress.total
      ? t('payroll:period.compute.progress', { done: formatNumber(progress.done, lang), total: formatNumber(progress.total, lang) })
      : t('payroll:period.compute.starting')} />
  );
}

/** A compute's answer: the lines worked out and, if any, the employees left out with why. */
export function ComputeOutcome({ result, onClose }: { result: ComputeResult; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Alert type={result.skipped.length ? 'warning' : 'success'} showIcon closable={{ onClose }} data-testid="compute-result"
      title={<span data-testid="compute-lines">{t('payroll:period.compute.done', { count: result.lines, n: formatNumber(result.lines, lang) })}</span>}
      description={result.skipped.length > 0 && (
        <Flex vertical gap={8}>
          <Typography.Text>{t('payroll:period.compute.skipped', { count: result.skipped.length })}</Typography.Text>
          <Table size="small" rowKey="employeeId" pagination={result.skipped.length > 10 ? { pageSize: 10, size: 'small' } : false} data-testid="compute-skipped"
            dataSource={result.skipped}
            onRow={(s) => ({ 'data-testid': `skipped-${s.employeeCode}` } as HTMLAttributes<HTMLElement>)}
            columns={[
              { key: 'code', title: t('payroll:period.lines.col.employeeCode'), width: 120, render: (_: unknown, s) => s.employeeCode },
              { key: 'name', title: t('payroll:period.lines.col.name'), render: (_: unknown, s) => s.name },
              { key: 'reason', title: t('payroll:period.compute.reason'), render: (_: unknown, s) => t(`payroll:period.compute.reasons.${s.reason}`) },
            ]} />
        </Flex>
      )} />
  );
}
