import { useState } from 'react';
import { Card, Descriptions, Modal, Select, Spin, Table, Tag, Typography } from 'antd';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { DATE_FORMATS, formatDate } from '../../../lib/dates';
import { useLang } from '../../../lib/hooks';

type Mail = { id: string; to: string; subject: string; template: string; lang: string; status: string; attempts: number; lastError: string | null; createdAt: string; sentAt: string | null };
type MailWithText = Mail & { text: string };
type Page = { items: Mail[]; total: number; page: number; pageSize: number; mode: string };
const STATUS_COLOR: Record<string, string> = { sent: 'green', stored: 'blue', pending: 'gold', failed: 'red' };

/**
 * Administrators read what the system mailed, or kept for them when no SMTP server is set. The list
 * has no bodies; opening a mail reads it on its own (the server audits each read) and password
 * links arrive masked.
 */
export default function MailOutboxPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [status, setStatus] = useState<string | undefined>();
  const [open, setOpen] = useState<Mail | null>(null);
  const q = useQuery({
    queryKey: ['mailOutbox', page, pageSize, status],
    queryFn: () => api.post<Page>('/1.0/search/mailOutbox', { page, pageSize, ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
  });
  const body = useQuery({
    queryKey: ['mailOutbox', 'mail', open?.id],
    queryFn: () => api.post<MailWithText>('/1.0/get/mailOutbox', { id: open!.id }),
    enabled: !!open,
  });
  return (
    <Card title={t('settings:outbox.title')} extra={q.data && <Tag>{t(`settings:outbox.mode.${q.data.mode}`)}</Tag>}>
      <Select allowClear placeholder={t('settings:outbox.status')} value={status} style={{ width: 200, marginBottom: 16 }} data-testid="outbox-status"
        onChange={(v) => { setStatus(v); setPage(1); }}
        options={['pending', 'sent', 'failed', 'stored'].map((s) => ({ value: s, label: t(`settings:outbox.statuses.${s}`) }))} />
      <Table<Mail> rowKey="id" loading={q.isFetching} dataSource={q.data?.items} size="middle" data-testid="outbox-table"
        onRow={(m) => ({ onClick: () => setOpen(m), style: { cursor: 'pointer' } })}
        locale={{ emptyText: t('settings:outbox.empty') }}
        pagination={{ current: page, pageSize, total: q.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }}
        columns={[
          { title: t('settings:outbox.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDate(v, lang, DATE_FORMATS.dateTime), width: 170 },
          { title: t('settings:outbox.to'), dataIndex: 'to' },
          { title: t('settings:outbox.subject'), dataIndex: 'subject' },
          { title: t('settings:outbox.status'), dataIndex: 'status', width: 130, render: (s: string) => <Tag color={STATUS_COLOR[s]}>{t(`settings:outbox.statuses.${s}`)}</Tag> },
        ]} />
      <Modal open={!!open} onCancel={() => setOpen(null)} footer={null} width={720} title={open?.subject}>
        {open && (
          <>
            <Descriptions size="small" column={1} bordered items={[
              { key: 'to', label: t('settings:outbox.to'), children: open.to },
              { key: 'status', label: t('settings:outbox.status'), children: t(`settings:outbox.statuses.${open.status}`) },
              { key: 'sent', label: t('settings:outbox.sentAt'), children: open.sentAt ? formatDate(open.sentAt, lang, DATE_FORMATS.dateTime) : '—' },
              ...(open.lastError ? [{ key: 'err', label: t('settings:outbox.lastError'), children: open.lastError }] : []),
            ]} />
            {body.isLoading ? <Spin style={{ marginTop: 16 }} />
              : <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16 }} data-testid="outbox-text">{body.data?.text}</Typography.Paragraph>}
          </>
        )}
      </Modal>
    </Card>
  );
}
