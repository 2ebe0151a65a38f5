import { useState } from 'react';
import { Alert, App, Button, Flex, List, Modal, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ROSTER_UPLOAD_MAX_BYTES, type RosterUploadResult } from '@hr/domain/attendance/roster';
import { api, ApiError, type FieldError } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { UploadProblems } from '../../shell/UploadProblems';

const ACCEPT = '.xls,.xlsx,.csv';

/**
 * Uploads a month's roster (upload/workshift). The server reads the file (type by content, 3MB)
 * and answers every bad row and column in the reader's language; they are listed here, with the
 * server's message, and nothing is saved until the file is clean. The file is first previewed
 * (upload/workshift/preview, nothing saved): when it would re-price overtime already asked for,
 * HR sees each request before and after and saves with a second click (issue 34 point 3).
 */
export function UploadRosterModal({ open, month, monthLabel, dayOffMark, onClose }: { open: boolean; month: string; monthLabel: string; dayOffMark: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ text: string; fields: FieldError[] } | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [overtime, setOvertime] = useState<RosterUploadResult['overtime'] | null>(null);

  const close = () => { setFile(null); setProblems(null); setLocal(null); setOvertime(null); onClose(); };
  const pick = (f: File) => {
    setProblems(null);
    setOvertime(null);
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
      if (!overtime) {
        const preview = await api.post<RosterUploadResult>(`/1.0/upload/workshift/preview?month=${month}`, body, { dialog: false });
        if (preview.overtime.length) { setOvertime(preview.overtime); return; }
      }
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
      footer={<Button type="primary" loading={busy} onClick={() => void submit()} data-testid="upload-submit">{t(overtime ? 'schedule:reprice.confirm' : 'schedule:upload.submit')}</Button>}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('schedule:upload.help', { mark: dayOffMark })}</Typography.Paragraph>
        <Upload accept={ACCEPT} maxCount={1} beforeUpload={pick} fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          onRemove={() => { setFile(null); setOvertime(null); return true; }}>
          <Button icon={<UploadOutlined />} data-testid="upload-choose">{t('schedule:upload.choose')}</Button>
        </Upload>
        {local && <Alert type="warning" showIcon title={local} role="alert" />}
        {problems && <UploadProblems testId="upload-problems" text={problems.text} fields={problems.fields} description={t('schedule:upload.problems')}
          cellTitle={t('schedule:upload.cell')} problemTitle={t('schedule:upload.problem')} />}
        {overtime && (
          <Alert type="warning" showIcon data-testid="upload-overtime" title={t('schedule:reprice.title', { count: overtime.length })}
            description={(
              <Flex vertical gap={4}>
                <Typography.Text>{t('schedule:reprice.hint')}</Typography.Text>
                <List size="small" dataSource={overtime} renderItem={(o) => (
                  <List.Item key={o.id}>
                    <Typography.Text>
                      {`${o.employeeCode} ${o.employeeName} · ${formatDate(o.date, lang)} ${o.startTime}–${o.endTime}: ${o.from} → ${o.to}`}
                    </Typography.Text>
                  </List.Item>
                )} />
              </Flex>
            )} />
        )}
      </Flex>
    </Modal>
  );
}
