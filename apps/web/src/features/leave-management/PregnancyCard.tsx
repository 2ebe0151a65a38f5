import { useState } from 'react';
import { App, Button, Card, Empty, Input, Modal, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { usePregnancies, useRecordPregnancy, type PregnancyRow } from './api';

/**
 * An employee's pregnancies as maternity leave counts them (issue 14: 120 days per pregnancy, not
 * per year): the days each has drawn, and HR's button to record a new one, with a note, so her
 * next maternity request draws on fresh days. The server refuses a second record before the
 * current one has any leave, and says why.
 */
export function PregnancyCard({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const rows = usePregnancies(employeeId);
  const record = useRecordPregnancy();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const n = (v: number) => formatNumber(v, lang);

  const save = async () => {
    if (!note.trim()) { setError(t('leaveAdmin:pregnancy.noteRequired')); return; }
    try {
      await record.mutateAsync({ employeeId, note: note.trim() });
      message.success(t('leaveAdmin:pregnancy.saved'));
      setOpen(false);
      setNote('');
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields[0]?.text ?? err.message) : t('common:error.generic'));
    }
  };

  return (
    <Card size="small" title={t('leaveAdmin:pregnancy.title')} data-testid="pregnancy-card"
      extra={<Button size="small" icon={<PlusOutlined />} onClick={() => { setError(undefined); setOpen(true); }} data-testid="pregnancy-add">{t('leaveAdmin:pregnancy.add')}</Button>}>
      <Typography.Paragraph type="secondary">{t('leaveAdmin:pregnancy.hint')}</Typography.Paragraph>
      <Table<PregnancyRow> rowKey="id" size="small" loading={rows.isFetching} dataSource={rows.data} pagination={false} data-testid="pregnancy-list"
        locale={{ emptyText: <Empty description={t('leaveAdmin:pregnancy.none')} /> }} columns={[
          { key: 'no', title: '#', width: 48, render: (_: unknown, r, i) => <>{(rows.data?.length ?? 0) - i}{r.current && <Tag color="blue" style={{ marginInlineStart: 6 }}>{t('leaveAdmin:pregnancy.current')}</Tag>}</> },
          { key: 'days', title: t('leaveAdmin:pregnancy.days'), render: (_: unknown, r) => t('leaveAdmin:pregnancy.usedPending', { used: n(r.used), pending: n(r.pending) }) },
          { key: 'note', title: t('leaveAdmin:pregnancy.note'), render: (_: unknown, r) => r.note ?? t('leaveAdmin:pregnancy.byRequest') },
          { key: 'by', title: t('leaveAdmin:col.recordedBy'), render: (_: unknown, r) => t('leaveAdmin:byOn', { name: r.createdBy?.name ?? '—', date: formatDate(r.createdAt, lang, DATE_FORMATS.dateTime) }) },
        ]} />
      <Modal open={open} title={t('leaveAdmin:pregnancy.add')} okText={t('leaveAdmin:pregnancy.save')} cancelText={t('leaveAdmin:no')} confirmLoading={record.isPending}
        onOk={() => void save()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph>{t('leaveAdmin:pregnancy.confirm')}</Typography.Paragraph>
        <label htmlFor="pregnancy-note"><Typography.Text strong>{t('leaveAdmin:pregnancy.note')}</Typography.Text></label>
        <Input.TextArea id="pregnancy-note" rows={3} maxLength={500} showCount value={note} status={error ? 'error' : undefined}
          onChange={(e) => { setNote(e.target.value); setError(undefined); }} placeholder={t('leaveAdmin:pregnancy.notePlaceholder')} data-testid="pregnancy-note" />
        {error && <Typography.Text type="danger" role="alert" data-testid="pregnancy-error">{error}</Typography.Text>}
      </Modal>
    </Card>
  );
}
