import { useState, type HTMLAttributes } from 'react';
import { Alert, Button, Descriptions, Flex, Modal, Table, Typography } from 'antd';
import { BankOutlined, FileExcelOutlined, FileTextOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SalaryPeriodView } from '@hr/domain/payroll/period';
import { api, downloadFile } from '../../lib/api';
import { fieldLabel, ruleMessage } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { formatMoney, formatNumber } from '../../lib/numbers';

/* The bank and government files of a closed period (issue 20 points 5-7): each checked first, then downloaded. */

type FileKind = 'bankFile' | 'socialSecurityFile' | 'pnd1' | 'pnd1Kor';
type Problem = { employeeCode: string; name: string; field: string; key: string };
export type FileCheck = { layout: string | null; fileName: string; count: number; total: number; problems: Problem[] };

/** A problem in words: a rule of the field (validation.*) or the bank file's own message. */
const problemText = (t: TFunction, p: Problem) => (p.key.startsWith('validation.')
  ? ruleMessage(t, p.key, p.field.replace(/^(payer|employer|company)\./, ''))
  : t(`payrollFiles:${p.key}`));

/** What a file will hold before it is taken: how many, how much, who is left out and why; then the download (`path` with `body`). */
export function FileCheckModal({ kind, path, body, check, onClose }: { kind: FileKind; path: string; body: object; check: FileCheck; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [busy, setBusy] = useState(false);
  const people = check.problems.filter((x) => x.employeeCode);
  const fileIssues = check.problems.filter((x) => !x.employeeCode);
  const download = () => {
    setBusy(true);
    void downloadFile(path, body, check.fileName).then(onClose, () => undefined).finally(() => setBusy(false));
  };
  return (
    <Modal open title={t(`payrollFiles:kind.${kind}`)} onCancel={onClose} destroyOnHidden width={720} data-testid="file-check"
      footer={[
        <Button key="close" onClick={onClose}>{t('payrollFiles:close')}</Button>,
        <Button key="download" type="primary" loading={busy} disabled={!check.count} onClick={download} data-testid="file-download">
          {t('payrollFiles:download', { count: check.count, n: formatNumber(check.count, lang) })}
        </Button>,
      ]}>
      <Flex vertical gap={12}>
        <Descriptions size="small" column={1} bordered items={[
          ...(check.layout ? [{ key: 'layout', label: t('payrollFiles:layout'), children: t([`masters:choices.${check.layout}`, `payrollFiles:layouts.${check.layout}`]) }] : []),
          { key: 'count', label: t('payrollFiles:count'), children: <span data-testid="file-count">{formatNumber(check.count, lang)}</span> },
          { key: 'total', label: t(`payrollFiles:total.${kind}`), children: <span data-testid="file-total">{formatMoney(check.total, lang)}</span> },
        ]} />
        {fileIssues.length > 0 && (
          <Alert type="error" showIcon data-testid="file-issues" title={t('payrollFiles:fileIssues')}
            description={<ul style={{ margin: 0, paddingInlineStart: 18 }}>{fileIssues.map((x) => <li key={x.field}>{fieldLabel(t, x.field.replace(/^(payer|employer|company)\./, ''))}: {problemText(t, x)}</li>)}</ul>} />
        )}
        {people.length > 0 && (
          <>
            <Alert type="warning" showIcon title={t('payrollFiles:leftOut', { count: people.length, n: formatNumber(people.length, lang) })} />
            <Table<Problem> size="small" rowKey={(x) => `${x.employeeCode}-${x.field}`} dataSource={people} data-testid="file-problems"
              pagination={people.length > 10 ? { pageSize: 10, size: 'small' } : false}
              onRow={(x) => ({ 'data-testid': `problem-${x.employeeCode}` } as HTMLAttributes<HTMLElement>)}
              columns={[
                { key: 'code', title: t('payrollFiles:excel.employeeCode'), width: 120, render: (_: unknown, x) => x.employeeCode },
                { key: 'name', title: t('payrollFiles:excel.name'), render: (_: unknown, x) => x.name },
                { key: 'why', title: t('payrollFiles:why'), render: (_: unknown, x) => problemText(t, x) },
              ]} />
          </>
        )}
        {kind === 'bankFile' && <Typography.Text type="secondary">{t('payrollFiles:settingsHint')}</Typography.Text>}
      </Flex>
    </Modal>
  );
}

/** The files' buttons: the bank's transfer file and its Excel, SPS 1-10 and its Excel, the PND 1 attachment. */
export function PeriodFiles({ p }: { p: SalaryPeriodView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ kind: FileKind; check: FileCheck } | null>(null);
  const check = useMutation({
    mutationFn: (kind: FileKind) => api.post<FileCheck>(`/1.0/download/salaryPeriod/${kind}`, { id: p.id, check: true }).then((c) => ({ kind, check: c })),
    onSuccess: setOpen,
  });
  const [excel, setExcel] = useState<string | null>(null);
  const sheet = (kind: 'bank' | 'socialSecurity') => {
    setExcel(kind);
    void downloadFile(`/1.0/excel/salaryPeriod/${kind}`, { id: p.id }, `${kind}-${p.month}.xlsx`).catch(() => undefined).finally(() => setExcel(null));
  };
  const fileButton = (kind: FileKind, icon: React.ReactNode) => (
    <Button icon={icon} loading={check.isPending && check.variables === kind} onClick={() => check.mutate(kind)} data-testid={`file-${kind}`}>
      {t(`payrollFiles:kind.${kind}`)}
    </Button>
  );
  return (
    <Flex gap={8} wrap data-testid="period-files">
      {fileButton('bankFile', <BankOutlined />)}
      <Button icon={<FileExcelOutlined />} loading={excel === 'bank'} onClick={() => sheet('bank')} data-testid="excel-bank">{t('payrollFiles:kind.excelBank')}</Button>
      {fileButton('socialSecurityFile', <SafetyCertificateOutlined />)}
      <Button icon={<FileExcelOutlined />} loading={excel === 'socialSecurity'} onClick={() => sheet('socialSecurity')} data-testid="excel-socialSecurity">{t('payrollFiles:kind.excelSocialSecurity')}</Button>
      {fileButton('pnd1', <FileTextOutlined />)}
      {open && <FileCheckModal kind={open.kind} path={`/1.0/download/salaryPeriod/${open.kind}`} body={{ id: p.id }} check={open.check} onClose={() => setOpen(null)} />}
    </Flex>
  );
}
