import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OPENING_FIELDS, type OpeningImportResult, type OpeningPreview } from '@hr/domain/payroll/opening-import';
import { PAYROLL_IMPORT_MAX_BYTES } from '@hr/domain/payroll/period-import';
import { columnLetter } from '@hr/domain/attendance/roster';
import { ApiError, downloadFile, uploadWithProgress, type FieldError } from '../../lib/api';
import { UploadProblems } from '../../shell/UploadProblems';

/**
 * The opening year-to-date of a company's tax year (issue 35 point 2): what it paid and withheld
 * before the product, per employee. The template to start from, the file read once to show the
 * columns recognised, then the import: every bad cell listed, nothing saved until the file is clean.
 */
export function OpeningImportModal({ companyId, year, open, onClose }: { companyId: string; year: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<OpeningPreview | null>(null);
  const [problems, setProblems] = useState<{ text: string; fields: FieldError[] } | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const query = `?companyId=${companyId}&year=${year}`;

  const close = () => { setFile(null); setPreview(null); setProblems(null); setLocal(null); setSent(null); onClose(); };
  const bodyOf = (f: File) => { const b = new FormData(); b.append('file', f, f.name); return b; };
  const failed = (err: unknown) => { if (err instanceof ApiError && err.status !== 401) setProblems({ text: err.envelope.msg.text, fields: err.fields }); };
  const pick = (f: File) => {
    setProblems(null); setPreview(null);
    if (!/\.(xlsx?|csv)$/i.test(f.name)) { setLocal(t('payrollItems:import.wrongType')); setFile(null); return false; }
    if (f.size > PAYROLL_IMPORT_MAX_BYTES) { setLocal(t('payrollItems:import.tooLarge')); setFile(null); return false; }
    setLocal(null); setFile(f); setSent(0);
    uploadWithProgress<OpeningPreview>(`/1.0/upload/payroll/openingYearToDate/preview${query}`, bodyOf(f), setSent, { dialog: false })
      .then(setPreview, failed).finally(() => setSent(null));
    return false;
  };
  const submit = async () => {
    if (!file || !preview) { setLocal(t('payrollItems:import.noFile')); return; }
    setProblems(null); setSent(0);
    try {
      const done = await uploadWithProgress<OpeningImportResult>(`/1.0/upload/payroll/openingYearToDate${query}`, bodyOf(file), setSent, { dialog: false });
      void message.success(t('payrollItems:opening.done', { count: done.employees }));
      close();
    } catch (err) { failed(err); } finally { setSent(null); }
  };
  const label = (f: (typeof OPENING_FIELDS)[number]) => t(f === 'employeeCode' ? 'payrollItems:employeeCode' : `payrollItems:opening.${f}`);

  return (
    <Modal open={open} title={t('payrollItems:opening.title', { year })} onCancel={close} width={680} destroyOnHidden
      footer={<Button type="primary" loading={sent !== null && !!preview} disabled={!preview} onClick={() => void submit()} data-testid="opening-submit">{t('payrollItems:import.submit')}</Button>}>
      <Flex vertical gap={12} data-testid="opening-import">
        <Typography.Paragraph style={{ margin: 0 }}>{t('payrollItems:opening.help')}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadFile('/1.0/excel/payroll/openingYearToDate/template', { companyId, year }, 'opening-year-to-date.xlsx')}
            data-testid="opening-template">{t('payrollItems:import.template')}</Button>
          <Upload accept=".xls,.xlsx,.csv" maxCount={1} beforeUpload={pick} fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            onRemove={() => { setFile(null); setPreview(null); return true; }}>
            <Button icon={<UploadOutlined />} data-testid="opening-choose">{t('payrollItems:import.choose')}</Button>
          </Upload>
        </Flex>
        {sent !== null && <Progress percent={Math.round(sent * 100)} size="small" />}
        {local && <Alert type="warning" showIcon title={local} role="alert" />}
        {preview && (
          <Flex vertical gap={4} data-testid="opening-preview">
            <Typography.Text type="secondary">{t('payrollItems:opening.rows', { count: preview.rows })}</Typography.Text>
            {OPENING_FIELDS.map((f) => (
              <Typography.Text key={f} data-testid={`opening-column-${f}`}>
                {`${label(f)}: ${preview.mapping[f] === undefined ? t('payrollItems:import.notImported') : `${columnLetter(preview.mapping[f] + 1)} — ${preview.header[preview.mapping[f]] ?? ''}`}`}
              </Typography.Text>
            ))}
          </Flex>
        )}
        {problems && <UploadProblems testId="opening-problems" text={problems.text} fields={problems.fields}
          cellTitle={t('payrollItems:import.cell')} problemTitle={t('payrollItems:import.problem')} />}
      </Flex>
    </Modal>
  );
}
