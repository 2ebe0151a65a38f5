import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Progress, Select, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { IMPORT_FIELDS, PAYROLL_IMPORT_MAX_BYTES, type ImportField, type ImportMapping, type PeriodImportPreview, type PeriodImportResult } from '@hr/domain/payroll/period-import';
import { columnLetter } from '@hr/domain/attendance/roster';
import { ApiError, downloadFile, uploadWithProgress, type FieldError } from '../../lib/api';
import { UploadProblems } from '../../shell/UploadProblems';

const ACCEPT = '.xls,.xlsx,.csv';

/**
 * Imports a draft's variable pay (issue 19 point 4): the template to start from, the file read
 * once to show its columns (the ones whose header names a field are chosen already), the columns
 * mapped by the uploader, then the import: every bad cell listed with the server's message, and
 * nothing saved until the file is clean.
 */
export function ItemsImportModal({ periodId, open, onClose }: { periodId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PeriodImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [problems, setProblems] = useState<{ text: string; fields: FieldError[] } | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  const close = () => { setFile(null); setPreview(null); setMapping({}); setProblems(null); setLocal(null); setSent(null); onClose(); };
  const bodyOf = (f: File) => { const b = new FormData(); b.append('file', f, f.name); return b; };
  const failed = (err: unknown) => { if (err instanceof ApiError && err.status !== 401) setProblems({ text: err.envelope.msg.text, fields: err.fields }); };
  const pick = (f: File) => {
    setProblems(null); setPreview(null);
    if (!/\.(xlsx?|csv)$/i.test(f.name)) { setLocal(t('payrollItems:import.wrongType')); setFile(null); return false; }
    if (f.size > PAYROLL_IMPORT_MAX_BYTES) { setLocal(t('payrollItems:import.tooLarge')); setFile(null); return false; }
    setLocal(null); setFile(f); setSent(0);
    uploadWithProgress<PeriodImportPreview>(`/1.0/upload/salaryPeriod/items/preview?id=${periodId}`, bodyOf(f), setSent, { dialog: false })
      .then((p) => { setPreview(p); setMapping(p.mapping); }, failed).finally(() => setSent(null));
    return false;
  };
  const submit = async () => {
    if (!file || !preview) { setLocal(t('payrollItems:import.noFile')); return; }
    const query = IMPORT_FIELDS.filter((f) => mapping[f] !== undefined).map((f) => `&${f}=${mapping[f]}`).join('');
    setProblems(null); setSent(0);
    try {
      const done = await uploadWithProgress<PeriodImportResult>(`/1.0/upload/salaryPeriod/items?id=${periodId}${query}`, bodyOf(file), setSent, { dialog: false });
      void message.success(t('payrollItems:import.done', { employees: done.employees, items: done.items }));
      void queryClient.invalidateQueries({ queryKey: ['salaryPeriod'] });
      close();
    } catch (err) { failed(err); } finally { setSent(null); }
  };
  const columnOptions = (preview?.header ?? []).map((h, i) => ({ value: i, label: `${columnLetter(i + 1)}${h ? ` — ${h}` : ''}` }));
  const setField = (f: ImportField, v: number | undefined) => setMapping((m) => {
    const next = { ...m };
    // One column feeds one field: taking a column frees it from the field that had it.
    for (const g of IMPORT_FIELDS) if (v !== undefined && next[g] === v) delete next[g];
    if (v === undefined) delete next[f]; else next[f] = v;
    return next;
  });

  return (
    <Modal open={open} title={t('payrollItems:import.title')} onCancel={close} width={760} destroyOnHidden
      footer={<Button type="primary" loading={sent !== null && !!preview} disabled={!preview} onClick={() => void submit()} data-testid="import-submit">{t('payrollItems:import.submit')}</Button>}>
      <Flex vertical gap={12} data-testid="items-import">
        <Typography.Paragraph style={{ margin: 0 }}>{t('payrollItems:import.help')}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadFile('/1.0/excel/salaryPeriod/template', { id: periodId }, 'salary-period-items.xlsx')} data-testid="import-template">
            {t('payrollItems:import.template')}
          </Button>
          <Upload accept={ACCEPT} maxCount={1} beforeUpload={pick} fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            onRemove={() => { setFile(null); setPreview(null); return true; }}>
            <Button icon={<UploadOutlined />} data-testid="import-choose">{t('payrollItems:import.choose')}</Button>
          </Upload>
        </Flex>
        {sent !== null && <Progress percent={Math.round(sent * 100)} size="small" data-testid="import-progress" />}
        {local && <Alert type="warning" showIcon title={local} role="alert" />}
        {preview && (
          <Flex vertical gap={8} data-testid="import-mapping">
            <Typography.Text type="secondary">{t('payrollItems:import.rows', { count: preview.rows })}</Typography.Text>
            {IMPORT_FIELDS.map((f) => (
              <Flex key={f} align="center" gap={12}>
                <Typography.Text style={{ width: 180 }} id={`map-label-${f}`}>{t(`payrollItems:${f}`)}</Typography.Text>
                <Select allowClear style={{ flex: 1 }} value={mapping[f]} options={columnOptions} placeholder={t('payrollItems:import.notImported')}
                  aria-labelledby={`map-label-${f}`} onChange={(v: number | undefined) => setField(f, v)} data-testid={`map-${f}`} />
              </Flex>
            ))}
          </Flex>
        )}
        {problems && <UploadProblems testId="import-problems" text={problems.text} fields={problems.fields}
          cellTitle={t('payrollItems:import.cell')} problemTitle={t('payrollItems:import.problem')} />}
      </Flex>
    </Modal>
  );
}
