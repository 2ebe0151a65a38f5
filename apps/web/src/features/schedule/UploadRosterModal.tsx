import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ROSTER_UPLOAD_MAX_BYTES, type RosterUploadResult } from '@hr/domain/attendance/roster';
import { api, ApiError, type FieldError } from '../../lib/api';
import { UploadProblems } from '../../shell/UploadProblems';

const ACCEPT = '.xls,.xlsx,.csv';

/**
 * Uploads a month's roster (upload/workshift). The server reads the file (type by content, 3MB)
 * and answers every bad row and column in the reader's language; they are listed here, with the
 * server's message, and nothing is saved until the file is clean.
 */
export function UploadRosterModal({ open, month, monthLabel, dayOffMark, onClose }: { open: boolean; month: string; monthLabel: string; dayOffMark: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ text: string; fields: FieldError[] } | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => { setFile(null); setProblems(null); setLocal(null); onClose(); };
  const pick = (f: File) => {
    setProblems(null);
    if (!/\.(xlsx?|csv)$/i.test(f.name)) { setLocal(t('schedule:upload.wrongType')); setFile(null); }
    else if (f.size > ROSTER_UPLOAD_MAX_BYTES) { setLocal(t('schedule:upload.tooLarge')); setFile(null); }
    else { setLocal(null); setFile(f); }
    return false;
  };
  const submit = async () => {
    if (!file) { setLocal(t('schedule:upload.noFile')); return; }
    const body = new FormData();
    body.append('file', file, file.name);
    setBusy(true);
    try {
      const done = await api.post<RosterUploadResult>(`/1.0/upload/workshift?month=${month}`, body, { dialog: false });
      void message.success(t('schedule:upload.done', { cells: done.cells, skipped: done.skipped }));
      close();
      void queryClient.invalidateQueries({ queryKey: ['roster'] });
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401) setProblems({ text: err.envelope.msg.text, fields: err.fields });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('schedule:upload.title', { month: monthLabel })} onCancel={close} width={760} destroyOnHidden
      footer={<Button type="primary" loading={busy} onClick={() => void submit()} data-testid="upload-submit">{t('schedule:upload.submit')}</Button>}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('schedule:upload.help', { mark: dayOffMark })}</Typography.Paragraph>
        <Upload accept={ACCEPT} maxCount={1} beforeUpload={pick} fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          onRemove={() => { setFile(null); return true; }}>
          <Button icon={<UploadOutlined />} data-testid="upload-choose">{t('schedule:upload.choose')}</Button>
        </Upload>
        {local && <Alert type="warning" showIcon title={local} role="alert" />}
        {problems && <UploadProblems testId="upload-problems" text={problems.text} fields={problems.fields} description={t('schedule:upload.problems')}
          cellTitle={t('schedule:upload.cell')} problemTitle={t('schedule:upload.problem')} />}
      </Flex>
    </Modal>
  );
}
