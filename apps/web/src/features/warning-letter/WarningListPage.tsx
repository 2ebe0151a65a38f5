import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Flex, Input, Select, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { CloseCircleOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { WARNING_STATUSES, type WarningPage, type WarningRow, type WarningStatus } from '@hr/domain/warning-letter';
import { api } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { useRefOptions } from '../../lib/use-dropdown';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { downloadLetter, warningKeys, warningPaths } from './api';
import { CancelDialog } from './CancelDialog';
import { ValidityText, WarningStatusTag } from './WarningStatusTag';

type SortField = 'dateSent' | 'employeeCode' | 'incidentStart' | 'status';
type Sort = { field: SortField; dir: 'asc' | 'desc' } | undefined;

/** HR's warning letters: search (employee ID, name, reason), status, offence and date-sent filters, sortable columns, paging. */
export default function WarningListPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const types = useRefOptions('warningLetter');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<WarningStatus | undefined>();
  const [typeId, setTypeId] = useState<string | undefined>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [sort, setSort] = useState<Sort>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [cancelling, setCancelling] = useState<WarningRow | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const body = {
    page, pageSize, ...(keyword ? { keyword } : {}), ...(status ? { status } : {}), ...(typeId ? { typeId } : {}),
    ...(period?.[0] ? { dateFrom: period[0].format('YYYY-MM-DD') } : {}), ...(period?.[1] ? { dateTo: period[1].format('YYYY-MM-DD') } : {}),
    ...(sort ? { sort } : {}),
  };
  const filtered = !!(keyword || status || typeId || period);
  const list = useQuery({
    queryKey: warningKeys.list(body, lang),
    queryFn: () => api.post<WarningPage>('/1.0/search/warningLetter', body),
    placeholderData: keepPreviousData,
  });
  const sortOrder = (field: SortField) => (sort?.field === field ? (sort.dir === 'asc' ? 'ascend' as const : 'descend' as const) : null);
  const download = async (r: WarningRow) => {
    setDownloading(r.id);
    // A refusal shows in the response dialog.
    try { await downloadLetter(r.id); } catch { /* shown */ } finally { setDownloading(null); }
  };

  const columns: TableProps<WarningRow>['columns'] = [
    {
      key: 'employeeCode', title: t('warningLetter:fields.employee'), sorter: true, sortOrder: sortOrder('employeeCode'),
      render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <Link to={to(warningPaths.edit(r.id))} data-testid={`warning-link-${r.id}`}>{`${r.employeeCode} ${r.employeeName}`}</Link>
          <Typography.Text type="secondary">{r.departmentLabel ?? '—'}</Typography.Text>
        </Space>
      ),
    },
    { key: 'type', title: fieldLabel(t, 'typeId'), dataIndex: 'typeLabel', ellipsis: true },
    { key: 'count', title: fieldLabel(t, 'count'), width: 90, render: (_: unknown, r) => <span data-testid="count">{t('warningLetter:ui.countNo', { n: r.count })}</span> },
    {
      key: 'incidentStart', title: t('warningLetter:fields.incident'), width: 170, sorter: true, sortOrder: sortOrder('incidentStart'),
      render: (_: unknown, r) => (r.incidentStart === r.incidentEnd ? formatDate(r.incidentStart, lang) : `${formatDate(r.incidentStart, lang)} – ${formatDate(r.incidentEnd, lang)}`),
    },
    { key: 'dateSent', title: fieldLabel(t, 'dateSent'), width: 130, sorter: true, sortOrder: sortOrder('dateSent'), render: (_: unknown, r) => formatDate(r.dateSent, lang) },
    { key: 'status', title: fieldLabel(t, 'status'), width: 130, sorter: true, sortOrder: sortOrder('status'), render: (_: unknown, r) => <WarningStatusTag status={r.status} /> },
    { key: 'validity', title: t('warningLetter:fields.validity'), width: 170, render: (_: unknown, r) => <ValidityText row={r} /> },
    {
      key: 'acknowledgedAt', title: t('warningLetter:fields.acknowledgedAt'), width: 150,
      render: (_: unknown, r) => (r.acknowledgedAt ? formatDate(r.acknowledgedAt, lang, DATE_FORMATS.dateTime) : '—'),
    },
    {
      key: 'actions', title: t('warningLetter:ui.actions'), width: 130, fixed: 'right', render: (_: unknown, r) => {
        const open = r.status === 'draft' ? t('warningLetter:ui.edit') : t('warningLetter:ui.view');
        return (
          <Space size={0}>
            <Tooltip title={open}>
              <Button type="text" icon={r.status === 'draft' ? <EditOutlined /> : <EyeOutlined />} aria-label={open} data-testid="open"
                onClick={() => navigate(to(warningPaths.edit(r.id)))} />
            </Tooltip>
            <Tooltip title={t('warningLetter:ui.downloadPdf')}>
              <Button type="text" icon={<DownloadOutlined />} aria-label={t('warningLetter:ui.downloadPdf')} data-testid="download"
                loading={downloading === r.id} onClick={() => void download(r)} />
            </Tooltip>
            {r.status !== 'cancelled' && (
              <Tooltip title={t('warningLetter:ui.cancelLetter')}>
                <Button type="text" danger icon={<CloseCircleOutlined />} aria-label={t('warningLetter:ui.cancelLetter')} data-testid="cancel" onClick={() => setCancelling(r)} />
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={t('warningLetter:ui.listTitle')} data-testid="warning-list-page" extra={
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to(warningPaths.add))} data-testid="add">{t('warningLetter:ui.add')}</Button>
    }>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('warningLetter:ui.searchPlaceholder')} aria-label={t('warningLetter:ui.searchPlaceholder')} style={{ maxWidth: 340 }}
          data-testid="search" onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        <Select<WarningStatus> allowClear placeholder={t('warningLetter:ui.allStatuses')} aria-label={fieldLabel(t, 'status')} style={{ width: 180 }}
          value={status} data-testid="status-filter" onChange={(v) => { setStatus(v); setPage(1); }}
          options={WARNING_STATUSES.map((s) => ({ value: s, label: t(`warningLetter:status.${s}`) }))} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('warningLetter:ui.allTypes')} aria-label={fieldLabel(t, 'typeId')} style={{ minWidth: 220 }}
          value={typeId} loading={types.loading} options={types.options} data-testid="type-filter" onChange={(v) => { setTypeId(v); setPage(1); }} />
        <LocalRangePicker value={period} allowEmpty={[true, true]} placeholder={[t('warningLetter:ui.sentFrom'), t('warningLetter:ui.sentTo')]} data-testid="date-filter"
          onChange={(v) => { setPeriod(v && (v[0] || v[1]) ? [v[0], v[1]] : null); setPage(1); }} />
      </Flex>
      <Table<WarningRow> rowKey="id" size="middle" columns={columns} dataSource={list.data?.items} loading={list.isFetching} data-testid="warning-table"
        scroll={{ x: 1300 }}
        onRow={(r) => ({ 'data-testid': `warning-row-${r.id}`, 'data-status': r.status } as object)}
        locale={{ emptyText: filtered ? t('warningLetter:ui.noMatch') : t('warningLetter:ui.empty') }}
        onChange={(_p, _f, s) => {
          const one = Array.isArray(s) ? s[0] : s;
          setSort(one?.order ? { field: String(one.columnKey) as SortField, dir: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
        }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
      <CancelDialog letter={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  );
}
