import { useState } from 'react';
import { App, Button, Card, Flex, Input, Progress, Segmented, Table, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnnouncementReceiptRow } from '@hr/domain/announcement';
import { api } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { useReceipts } from './api';

type ReadFilter = 'all' | 'read' | 'unread';

/**
 * Read receipts: who of the audience has opened the announcement and when, how many of how many,
 * and a reminder (a notice and a mail) to those who have not.
 */
export function ReceiptsCard({ id, canRemind }: { id: string; canRemind: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const q = useReceipts({ id, page, pageSize, ...(keyword ? { keyword } : {}), ...(filter === 'all' ? {} : { read: filter === 'read' }) });
  const read = q.data?.readCount ?? 0;
  const total = q.data?.audienceCount ?? 0;
  const remind = useMutation({
    mutationFn: () => api.post<{ notified: number; mailed: number }>('/1.0/remind/announcement', { id }),
    onSuccess: (r) => {
      message.success(t('announcement:receipts.reminded', { notified: r.notified, mailed: r.mailed }));
      void queryClient.invalidateQueries({ queryKey: ['announcement', 'receipts'] });
    },
  });

  return (
    <Card type="inner" title={t('announcement:receipts.title')} data-testid="receipts" extra={
      <Button icon={<BellOutlined />} disabled={!canRemind || read >= total} loading={remind.isPending} data-testid="remind"
        onClick={() => modal.confirm({
          title: t('announcement:receipts.confirmRemind', { count: total - read }), content: t('announcement:receipts.remindHint'),
          okText: t('announcement:receipts.remind'), cancelText: t('announcement:ui.no'), onOk: () => { remind.mutate(); },
        })}>
        {t('announcement:receipts.remind')}
      </Button>
    }>
      <Flex gap={16} align="center" wrap style={{ marginBottom: 12 }}>
        <Progress type="circle" size={56} percent={total ? Math.round((read / total) * 100) : 0} aria-hidden />
        <Typography.Text strong data-testid="read-summary">{t('announcement:receipts.readOf', { read, total })}</Typography.Text>
      </Flex>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Segmented<ReadFilter> value={filter} data-testid="receipts-filter" onChange={(v) => { setFilter(v); setPage(1); }}
          options={[
            { value: 'all', label: t('announcement:receipts.all') },
            { value: 'read', label: t('announcement:receipts.read') },
            { value: 'unread', label: t('announcement:receipts.unread') },
          ]} />
        <Input.Search allowClear placeholder={t('announcement:receipts.search')} aria-label={t('announcement:receipts.search')} style={{ maxWidth: 280 }}
          data-testid="receipts-search" onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
      </Flex>
      <Table<AnnouncementReceiptRow> rowKey="employeeId" size="small" dataSource={q.data?.items} loading={q.isFetching} data-testid="receipts-table"
        locale={{ emptyText: t('announcement:receipts.empty') }}
        pagination={{ current: page, pageSize, total: q.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }}
        columns={[
          { key: 'code', title: t('announcement:receipts.employeeCode'), dataIndex: 'employeeCode', width: 130 },
          { key: 'name', title: t('announcement:receipts.name'), dataIndex: 'name' },
          { key: 'department', title: t('announcement:receipts.department'), dataIndex: 'departmentLabel', render: (v: string | null) => v ?? '—' },
          {
            key: 'readAt', title: t('announcement:receipts.readAt'), width: 180,
            render: (_: unknown, r) => (r.readAt
              ? <span data-testid="read-at">{formatDate(r.readAt, lang, DATE_FORMATS.dateTime)}</span>
              : <Tag color="orange" data-testid="not-read">{t('announcement:receipts.notYet')}</Tag>),
          },
        ]} />
    </Card>
  );
}
