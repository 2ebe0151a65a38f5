import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Flex, Input, Select, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_STATUS, type AnnouncementPage, type AnnouncementRow } from '@hr/domain/announcement';
import { api } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { StoredPicture } from '../../shell/AnnouncementSlide';
import { announcementKeys, announcementPaths } from './api';
import { AnnouncementStatusTag } from './AnnouncementStatusTag';

type SortField = 'title' | 'startAt' | 'endAt' | 'createdAt';
type Sort = { field: SortField; dir: 'asc' | 'desc' } | undefined;
type StatusId = 1 | 2 | 3;

/** HR's announcements: keyword, status and urgency filters, sortable columns, paging, and who has read each. */
export default function AnnouncementListPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [statusID, setStatusID] = useState<StatusId | undefined>();
  const [urgent, setUrgent] = useState<boolean | undefined>();
  const [sort, setSort] = useState<Sort>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  // SPEC section 4: no status chosen is 99, all.
  const body = {
    page, pageSize, statusID: statusID ?? ANNOUNCEMENT_STATUS.all,
    ...(keyword ? { keyword } : {}), ...(urgent === undefined ? {} : { urgent }), ...(sort ? { sort } : {}),
  };
  const filtered = !!(keyword || statusID || urgent !== undefined);
  const list = useQuery({
    queryKey: [...announcementKeys.list(body), lang],
    queryFn: () => api.post<AnnouncementPage>('/1.0/search/announcementlist', body),
    placeholderData: keepPreviousData,
  });
  const sortOrder = (field: SortField) => (sort?.field === field ? (sort.dir === 'asc' ? 'ascend' as const : 'descend' as const) : null);
  const at = (v: string) => formatDate(v, lang, DATE_FORMATS.dateTime);

  const columns: TableProps<AnnouncementRow>['columns'] = [
    {
      key: 'picture', title: t('announcement:list.picture'), width: 96,
      render: (_: unknown, r) => (r.imageUrl ? <StoredPicture url={r.imageUrl} alt={r.title} height={48} /> : <Typography.Text type="secondary">—</Typography.Text>),
    },
    {
      key: 'title', title: t('announcement:list.title'), sorter: true, sortOrder: sortOrder('title'),
      render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <Link to={to(announcementPaths.details(r.id))} data-testid={`announcement-link-${r.id}`}>{r.title}</Link>
          {r.urgent && <Tag color="red" data-testid="urgent-tag">{t('announcement:ui.urgent')}</Tag>}
        </Space>
      ),
    },
    { key: 'status', title: t('announcement:list.status'), width: 120, render: (_: unknown, r) => <AnnouncementStatusTag status={r.status} /> },
    // The period as two columns, each sortable: when it starts showing and when it stops.
    { key: 'startAt', title: t('announcement:list.startAt'), width: 150, sorter: true, sortOrder: sortOrder('startAt'), render: (_: unknown, r) => <span data-testid="start">{at(r.startAt)}</span> },
    { key: 'endAt', title: t('announcement:list.endAt'), width: 150, sorter: true, sortOrder: sortOrder('endAt'), render: (_: unknown, r) => <span data-testid="end">{at(r.endAt)}</span> },
    { key: 'audience', title: t('announcement:list.audience'), dataIndex: 'audienceLabel', ellipsis: true },
    {
      key: 'read', title: t('announcement:list.read'), width: 100, align: 'right',
      render: (_: unknown, r) => (
        <Tooltip title={t('announcement:receipts.readOf', { read: r.readCount, total: r.audienceCount })}>
          <span data-testid="read-count">{`${r.readCount} / ${r.audienceCount}`}</span>
        </Tooltip>
      ),
    },
    {
      key: 'createdAt', title: t('announcement:list.createdBy'), width: 170, sorter: true, sortOrder: sortOrder('createdAt'),
      render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.createdByName}</span>
          <Typography.Text type="secondary">{at(r.createdAt)}</Typography.Text>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('announcement:list.heading')} data-testid="announcement-list-page" extra={
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to(announcementPaths.add))} data-testid="add">{t('announcement:ui.add')}</Button>
    }>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('announcement:list.searchPlaceholder')} aria-label={t('announcement:list.searchPlaceholder')} style={{ maxWidth: 320 }}
          data-testid="search" onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        <Select<StatusId> allowClear placeholder={t('announcement:list.allStatuses')} aria-label={t('announcement:list.status')} style={{ width: 180 }}
          value={statusID} data-testid="status-filter" onChange={(v) => { setStatusID(v); setPage(1); }}
          options={[
            { value: ANNOUNCEMENT_STATUS.published, label: t('announcement:status.published') },
            { value: ANNOUNCEMENT_STATUS.scheduled, label: t('announcement:status.scheduled') },
            { value: ANNOUNCEMENT_STATUS.expired, label: t('announcement:status.expired') },
          ]} />
        <Select<'yes' | 'no'> allowClear placeholder={t('announcement:list.urgentAny')} aria-label={t('announcement:fields.urgent')} style={{ width: 180 }}
          value={urgent === undefined ? undefined : urgent ? 'yes' : 'no'} data-testid="urgent-filter"
          onChange={(v) => { setUrgent(v === undefined ? undefined : v === 'yes'); setPage(1); }}
          options={[{ value: 'yes', label: t('announcement:list.urgentOnly') }, { value: 'no', label: t('announcement:list.notUrgent') }]} />
      </Flex>
      <Table<AnnouncementRow> rowKey="id" size="middle" columns={columns} dataSource={list.data?.items} loading={list.isFetching} data-testid="announcement-table"
        scroll={{ x: 1100 }}
        locale={{ emptyText: filtered ? t('announcement:list.noMatch') : t('announcement:list.empty') }}
        onChange={(_p, _f, s) => {
          const one = Array.isArray(s) ? s[0] : s;
          setSort(one?.order ? { field: String(one.columnKey) as SortField, dir: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
        }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
    </Card>
  );
}
