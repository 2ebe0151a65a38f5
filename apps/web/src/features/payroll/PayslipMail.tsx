import { useState, type HTMLAttributes } from 'react';
import { Alert, App, Button, Flex, Table, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PayslipMailResult } from '@hr/domain/payroll/payslip';
import type { SalaryPeriodView } from '@hr/domain/payroll/period';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { WorkProgressBar } from '../../shell/WorkProgressBar';
import { useMailPayslips, usePayslipMailStatus } from './payslip-api';

/**
 * Payslips by mail (issue 20 point 2): to everyone or to the ticked, each locked with the company's
 * password rule, confirmed first. Who has no address (or no date of birth) is listed under
 * "Missing email addresses found for some employees"; the outbox's progress shows while mails go.
 */
export function PayslipMail({ p, selected }: { p: SalaryPeriodView; selected: string[] }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { modal, message } = App.useApp();
  const mail = useMailPayslips(p.id);
  const status = usePayslipMailStatus(p.id);
  const [result, setResult] = useState<PayslipMailResult | null>(null);
  const send = (employeeIds?: string[]) => {
    const count = employeeIds?.length ?? p.employeeCount;
    modal.confirm({
      title: t('payslip:mail.confirm', { count, n: formatNumber(count, lang) }), content: t('payslip:mail.confirmText'),
      okText: t('payslip:mail.send'), cancelText: t('payrollFiles:close'),
      onOk: () => mail.mutateAsync(employeeIds).then((r) => {
        setResult(r);
        if (r.queued) message.success(t('payslip:mail.queued', { count: r.queued, n: formatNumber(r.queued, lang) }));
      }),
    });
  };
  const s = status.data;
  const total = s ? s.pending + s.sent + s.failed : 0;
  return (
    <Flex vertical gap={8} data-testid="payslip-mail">
      <Flex gap={8} wrap>
        <Button icon={<MailOutlined />} disabled={!p.employeeCount} loading={mail.isPending} onClick={() => send()} data-testid="mail-all">{t('payslip:mail.all')}</Button>
        <Button icon={<MailOutlined />} disabled={!selected.length || mail.isPending} onClick={() => send(selected)} data-testid="mail-selected">
          {t('payslip:mail.selected', { count: selected.length, n: formatNumber(selected.length, lang) })}
        </Button>
      </Flex>
      {s && s.pending > 0 && (
        <WorkProgressBar progress={{ done: s.sent + s.failed, total }} testId="mail-progress"
          text={t('payslip:mail.progress', { done: formatNumber(s.sent + s.failed, lang), total: formatNumber(total, lang) })} />
      )}
      {s && !s.pending && total > 0 && (
        <Typography.Text type={s.failed ? 'danger' : 'secondary'} data-testid="mail-status">
          {t('payslip:mail.status', { sent: formatNumber(s.sent, lang), failed: formatNumber(s.failed, lang) })}
        </Typography.Text>
      )}
      {s && s.stored > 0 && <Typography.Text type="secondary" data-testid="mail-stored">{t('payslip:mail.stored', { count: s.stored, n: formatNumber(s.stored, lang) })}</Typography.Text>}
      {result && result.skipped.length > 0 && (
        <Alert type="warning" showIcon closable={{ onClose: () => setResult(null) }} data-testid="mail-skipped"
          title={result.skipped.some((x) => x.reason === 'noEmail') ? t('errors:missingEmail') : t('payslip:mail.skippedTitle')}
          description={(
            <Table size="small" rowKey="employeeId" dataSource={result.skipped} pagination={result.skipped.length > 10 ? { pageSize: 10, size: 'small' } : false}
              onRow={(x) => ({ 'data-testid': `skipped-${x.employeeCode}` } as HTMLAttributes<HTMLElement>)}
              columns={[
                { key: 'code', title: t('payrollFiles:excel.employeeCode'), width: 120, render: (_: unknown, x) => x.employeeCode },
                { key: 'name', title: t('payrollFiles:excel.name'), render: (_: unknown, x) => x.name },
                { key: 'why', title: t('payrollFiles:why'), render: (_: unknown, x) => t(`payslip:mail.reason.${x.reason}`) },
              ]} />
          )} />
      )}
    </Flex>
  );
}
