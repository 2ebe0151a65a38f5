import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Flex, Input, Select, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { EyeOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { api, downloadFile } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { useRefOptions } from '../../lib/use-dropdown';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { outingName, outingPaths, outingPeriod, type OutingPage, type OutingRow } from './api';
import { OutingStatusTag } from './OutingStatusTag';

type Sort = { field: string; dir: 'asc' | 'desc' } | undefined;

/** The company outings: search (EN / TH name, location), status, company and period filters, sort, paging, Excel. */
export default function OutingListPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const companies = useRefOptions('company');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<string | undefined>();
  const [companyId, setCompanyId] = useState<string | undefined>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [sort, setSort] = useState<Sort>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const filters = {
    ...(keyword ? { keyword } : {}), ...(status ? { status } : {}), ...(companyId ? { companyId } : {}),
    ...(period?.[0] ? { dateFrom: period[0].format('YYYY-MM-DD') } : {}), ...(period?.[1] ? { dateTo: period[1].format('YYYY-MM-DD') } : {}),
    ...(sort ? { sort } : {}),
  };
  const filtered = !!(keyword || status || companyId || period);
  const list = useQuery({
    queryKey: ['companyOuting', 'list', page, pageSize, filters],
    queryFn: () => api.post<OutingPage>('/1.0/search/companyOuting', { page, pageSize, ...filters }),
    placeholderData: keepPreviousData,
  });
  const exportExcel = useMutation({ mutationFn: () => downloadFile('/1.0/excel/companyOuting', filters, 'company-outing.xlsx') });
  const sortOrder = (field: string) => (sort?.field === field ? (sort.dir === 'asc' ? 'ascend' as const : 'descend' as const) : null);

  const columns: TableProps<OutingRow>['columns'] = [
    {
      key: lang === 'th' ? 'nameTh' : 'nameEn', title: t('outing:fields.name'), width: 200, sorter: true, sortOrder: sortOrder(lang === 'th' ? 'nameTh' : 'nameEn'),
      render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <Link to={to(outingPaths.details(r.id))} data-testid={`outing-link-${r.id}`}>{outingName(r, lang)}</Link>
          <Typography.Text type="secondary">{lang === 'th' ? r.nameEn : r.nameTh}</Typography.Text>
        </Space>
      ),
    },
    { key: 'company', title: t('labels:companyId'), dataIndex: 'companyLabel', ellipsis: true },
    { key: 'location', title: t('labels:location'), dataIndex: 'location', ellipsis: true, sorter: true, sortOrder: sortOrder('location') },
    { key: 'startDate', title: t('outing:fields.period'), width: 215, sorter: true, sortOrder: sortOrder('startDate'), render: (_: unknown, r) => outingPeriod(r, lang) },
    {
      key: 'registrationDeadline', title: t('labels:registrationDeadline'), width: 130, sorter: true, sortOrder: sortOrder('registrationDeadline'),
      render: (_: unknown, r) => (r.registrationDeadline ? formatDate(r.registrationDeadline, lang) : '—'),
    },
    {
      key: 'members', title: t('outing:fields.members'), align: 'right', width: 100,
      render: (_: unknown, r) => <Tooltip title={t('outing:ui.mailedOf', { sent: r.mailCounts.sent, total: r.memberCount })}>{`${r.mailCounts.sent} / ${r.memberCount}`}</Tooltip>,
    },
    { key: 'status', title: t('outing:fields.status'), width: 110, sorter: true, sortOrder: sortOrder('status'), render: (_: unknown, r) => <OutingStatusTag outing={r} /> },
    {
      key: 'actions', title: t('outing:ui.actions'), width: 80, render: (_: unknown, r) => (
        <Tooltip title={t('outing:ui.view')}>
          <Button type="text" icon={<EyeOutlined />} aria-label={t('outing:ui.view')} onClick={() => navigate(to(outingPaths.details(r.id)))} />
        </Tooltip>
      ),
    },
  ];

  return (
    <Card title={t('outing:title')} extra={
      <Space>
        <Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} data-testid="export">{t('outing:ui.export')}</Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to(outingPaths.create))} data-testid="add">{t('outing:ui.add')}</Button>
      </Space>
    }>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('outing:ui.searchPlaceholder')} style={{ maxWidth: 320 }} data-testid="search" aria-label={t('fields:keyword')}
          onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        <Select allowClear placeholder={t('outing:ui.allStatuses')} aria-label={t('outing:fields.status')} style={{ width: 170 }} value={status} data-testid="status-filter"
          onChange={(v) => { setStatus(v); setPage(1); }}
          options={[{ value: 'active', label: t('outing:status.active') }, { value: 'cancelled', label: t('outing:status.cancelled') }]} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('outing:ui.allCompanies')} aria-label={t('labels:companyId')} style={{ minWidth: 240 }}
          value={companyId} loading={companies.loading} options={companies.options} data-testid="company-filter"
          onChange={(v) => { setCompanyId(v); setPage(1); }} />
        <LocalRangePicker value={period} allowEmpty={[true, true]} placeholder={[t('labels:dateFrom'), t('labels:dateTo')]} data-testid="period-filter"
          onChange={(v) => { setPeriod(v && (v[0] || v[1]) ? [v[0], v[1]] : null); setPage(1); }} />
      </Flex>
      <Table<OutingRow> rowKey="id" size="middle" columns={columns} dataSource={list.data?.items} loading={list.isFetching} data-testid="outing-table"
        locale={{ emptyText: filtered ? t('outing:ui.noMatch') : t('outing:ui.empty') }}
        onChange={(_p, _f, s) => {
          const one = Array.isArray(s) ? s[0] : s;
          setSort(one?.order ? { field: String(one.columnKey), dir: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
        }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
    </Card>
  );
}
