import { useState, type HTMLAttributes } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, List, Progress, Skeleton, Table, Tag, Typography, Upload } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined, InboxOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EslipFileView, EslipUploadResult } from '@hr/domain/payroll/eslip';
import type { PayslipMailResult } from '@hr/domain/payroll/payslip';
import { downloadFile } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import NotFound from '../../shell/NotFound';
import { UUID_RE } from '../payroll/period-api';
import { monthText } from '../payroll/period-parts';
import { ESLIP_PATH, uploadEslips, useDeleteEslipPeriod, useEslipDetails, useEslipEmployees, useMailEslips } from './eslip-api';

/** What an upload would keep, what matches nobody and what is refused; then "keep". */
function UploadPreview({ result, busy, onKeep, onCancel }: { result: EslipUploadResult; busy: boolean; onKeep: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Flex vertical gap={8} data-testid="eslip-preview">
      <Alert type={result.unknown.length || result.rejected.length ? 'warning' : 'success'} showIcon
        title={t('eslip:preview.matched', { count: result.matched.length, n: formatNumber(result.matched.length, lang) })} />
      {result.unknown.length > 0 && (
        <Alert type="warning" showIcon data-testid="eslip-unknown" title={t('eslip:preview.unknown')}
          description={<ul style={{ margin: 0, paddingInlineStart: 18 }}>{result.unknown.map((u) => <li key={u}>{u}</li>)}</ul>} />
      )}
      {result.rejected.length > 0 && (
        <Alert type="error" showIcon data-testid="eslip-rejected" title={t('eslip:preview.rejected')}
          description={<ul style={{ margin: 0, paddingInlineStart: 18 }}>{result.rejected.map((r) => <li key={r.fileName}>{r.fileName}: {t(`eslip:reject.${r.reason}`)}</li>)}</ul>} />
      )}
      <Table size="small" rowKey="employeeId" dataSource={result.matched} pagination={result.matched.length > 10 ? { pageSize: 10, size: 'small' } : false}
        columns={[
          { key: 'code', title: t('payrollFiles:excel.employeeCode'), width: 120, render: (_: unknown, m) => m.employeeCode },
          { key: 'name', title: t('payrollFiles:excel.name'), render: (_: unknown, m) => m.name },
          { key: 'file', title: t('eslip:col.file'), render: (_: unknown, m) => <>{m.fileName}{m.replaces && <Tag style={{ marginInlineStart: 8 }}>{t('eslip:preview.replaces')}</Tag>}</> },
        ]} />
      <Flex gap={8} justify="end">
        <Button onClick={onCancel}>{t('payrollFiles:close')}</Button>
        <Button type="primary" loading={busy} disabled={!result.matched.length} onClick={onKeep} data-testid="eslip-keep">
          {t('eslip:preview.keep', { count: result.matched.length, n: formatNumber(result.matched.length, lang) })}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The employees mailing skipped (no address). */
function Skipped({ result, onClose }: { result: PayslipMailResult; onClose: () => void }) {
  const { t } = useTranslation();
  if (!result.skipped.length) return null;
  return (
    <Alert type="warning" showIcon closable={{ onClose }} data-testid="eslip-mail-skipped" title={t('errors:missingEmail')}
      description={<ul style={{ margin: 0, paddingInlineStart: 18 }}>{result.skipped.map((s) => <li key={s.employeeId} data-testid={`skipped-${s.employeeCode}`}>{s.employeeCode} {s.name}</li>)}</ul>} />
  );
}

/**
 * employment-management/slip-online/{id}: a month of online payslips: upload (.pdf or a .zip of
 * PDFs named by employee ID; what matches nobody is listed before anything is kept), the payslips
 * kept with when each employee was told, who is still missing, mail all or one, delete the month.
 */
export default function EslipPage() {
  const { id = '' } = useParams();
  if (!UUID_RE.test(id)) return <NotFound />;
  return <EslipView key={id} id={id} />;
}

function EslipView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const details = useEslipDetails(id);
  const staff = useEslipEmployees(id);
  const mail = useMailEslips(id);
  const remove = useDeleteEslipPeriod();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<EslipUploadResult | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [skipped, setSkipped] = useState<PayslipMailResult | null>(null);
  const d = details.data;
  if (details.isError && !d) return <Alert type="warning" showIcon title={t('eslip:gone')} />;
  if (!d) return <Card><Skeleton active /></Card>;

  const send = (f: File, commit: boolean) => {
    setSent(0);
    uploadEslips(id, f, commit, setSent).then((r) => {
      if (commit) {
        message.success(t('eslip:kept', { count: r.matched.length, n: formatNumber(r.matched.length, lang) }));
        setFile(null);
        setPreview(null);
        void details.refetch();
        void staff.refetch();
      } else setPreview(r);
    }, () => setFile(null)).finally(() => setSent(null));
  };
  const mailed = (r: PayslipMailResult) => {
    setSkipped(r);
    if (r.queued) message.success(t('payslip:mail.queued', { count: r.queued, n: formatNumber(r.queued, lang) }));
  };
  const missing = staff.data?.filter((e) => !e.hasFile) ?? [];
  return (
    <Flex vertical gap={16} data-testid="eslip-page">
      <Card title={(
        <Flex gap={12} align="center">
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('payroll:period.actions.back')} onClick={() => navigate(to(ESLIP_PATH))} />
          <Typography.Title level={4} style={{ margin: 0 }}>{t('eslip:title', { month: monthText(d.month, lang) })}</Typography.Title>
        </Flex>
      )} extra={(
        <Button danger icon={<DeleteOutlined />} data-testid="eslip-delete" onClick={() => modal.confirm({
          title: t('eslip:deleteConfirm'), okText: t('masters:ui.delete'), cancelText: t('masters:ui.no'), okButtonProps: { danger: true },
          onOk: () => remove.mutateAsync(id).then(() => { message.success(t('eslip:deleted')); navigate(to(ESLIP_PATH)); }),
        })}>{t('masters:ui.delete')}</Button>
      )}>
        <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} items={[
          { key: 'company', label: fieldLabel(t, 'companyId'), children: d.companyName },
          { key: 'payDate', label: t('eslip:col.payDate'), children: formatDate(d.payDate, lang) },
          { key: 'files', label: t('eslip:col.files'), children: <span data-testid="eslip-count">{formatNumber(d.fileCount, lang)}</span> },
          ...(d.note ? [{ key: 'note', label: fieldLabel(t, 'note'), children: d.note }] : []),
        ]} />
      </Card>
      <Card title={t('eslip:upload.title')} data-testid="eslip-upload">
        {preview && file ? (
          <UploadPreview result={preview} busy={sent !== null} onKeep={() => send(file, true)} onCancel={() => { setPreview(null); setFile(null); }} />
        ) : (
          <Upload.Dragger accept=".pdf,.zip,application/pdf,application/zip" multiple={false} showUploadList={false} disabled={sent !== null}
            beforeUpload={(f) => { setFile(f); send(f, false); return false; }} data-testid="eslip-dragger">
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('eslip:upload.drop')}</p>
            <p className="ant-upload-hint">{t('eslip:upload.hint')}</p>
          </Upload.Dragger>
        )}
        {sent !== null && <Progress percent={Math.round(sent * 100)} size="small" />}
      </Card>
      <Card title={t('eslip:files.title')} data-testid="eslip-files-card" extra={(
        <Button icon={<MailOutlined />} disabled={!d.fileCount} loading={mail.isPending && !mail.variables} data-testid="eslip-mail-all"
          onClick={() => modal.confirm({ title: t('eslip:mailConfirm', { count: d.fileCount, n: formatNumber(d.fileCount, lang) }), content: t('eslip:mailText'),
            okText: t('payslip:mail.send'), cancelText: t('masters:ui.no'), onOk: () => mail.mutateAsync(undefined).then(mailed) })}>
          {t('eslip:mailAll')}
        </Button>
      )}>
        <Flex vertical gap={12}>
          {skipped && <Skipped result={skipped} onClose={() => setSkipped(null)} />}
          <Table<EslipFileView> size="small" rowKey="employeeId" dataSource={d.files} data-testid="eslip-files"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('eslip:files.empty')} /> }}
            onRow={(f) => ({ 'data-testid': `eslip-file-${f.employeeCode}` } as HTMLAttributes<HTMLElement>)}
            pagination={d.files.length > 50 ? { pageSize: 50 } : false}
            columns={[
              { key: 'code', title: t('payrollFiles:excel.employeeCode'), width: 120, render: (_: unknown, f) => f.employeeCode },
              { key: 'name', title: t('payrollFiles:excel.name'), render: (_: unknown, f) => f.name },
              { key: 'file', title: t('eslip:col.file'), render: (_: unknown, f) => f.fileName },
              { key: 'mailed', title: t('eslip:col.mailedAt'), width: 170, render: (_: unknown, f) => (f.mailedAt ? formatDate(f.mailedAt, lang, DATE_FORMATS.dateTime) : '—') },
              { key: 'actions', title: '', width: 120, render: (_: unknown, f) => (
                <Flex gap={4}>
                  <Button size="small" icon={<DownloadOutlined />} aria-label={t('eslip:downloadOf', { code: f.employeeCode })}
                    onClick={() => void downloadFile('/1.0/download/eslip', { id, employeeId: f.employeeId }, f.fileName).catch(() => undefined)} />
                  <Button size="small" icon={<MailOutlined />} aria-label={t('eslip:resendTo', { code: f.employeeCode })} data-testid={`resend-${f.employeeCode}`}
                    loading={mail.isPending && mail.variables === f.employeeId} onClick={() => void mail.mutateAsync(f.employeeId).then(mailed)} />
                </Flex>
              ) },
            ]} />
          {missing.length > 0 && (
            <Alert type="info" showIcon data-testid="eslip-missing" title={t('eslip:missing', { count: missing.length, n: formatNumber(missing.length, lang) })}
              description={(
                <>
                  <List size="small" dataSource={missing.slice(0, 50)} renderItem={(e) => <List.Item key={e.employeeId}>{e.employeeCode} {e.name}</List.Item>} />
                  {missing.length > 50 && <Typography.Text type="secondary">{t('eslip:andMore', { n: formatNumber(missing.length - 50, lang) })}</Typography.Text>}
                </>
              )} />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
