import { useState } from 'react';
import { Button, Flex, Input, Table, type TableProps } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LeaveListed, LeavePage, LeaveStatusValue } from '@hr/domain/leave/views';
import { api, downloadFile } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { LeaveStatusTag } from '../../lib/leave-status';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { RefFilter } from '../employee-list/list-parts';
import { Days, LeaveStatusFilter, sortFromTable, sortState } from './report-parts';

type Sort = { field: 'dateFrom' | 'employeeCode' | 'days' | 'createdAt'; order: 'asc' | 'desc' };
const ISO = 'YYYY-MM-DD';

/**
 * report/history/leave/under: every leave request of the supervisor's team (direct and indirect)
 * touching the chosen dates — this year unless changed — in any status, filtered, sorted, paged,
 * with an Excel export of the same filters.
 */
export function TeamLeaveHistory() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('year'), dayjs().endOf('year')]);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<LeaveStatusValue>();
  const [leaveTypeId, setLeaveTypeId] = useState<string>();
  const [sort, setSort] = useState<Sort>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const body = {
    dateFrom: range[0].format(ISO), dateTo: range[1].format(ISO),
    ...(keyword ? { keyword } : {}), ...(status ? { status } : {}), ...(leaveTypeId ? { leaveTypeId } : {}), ...(sort ?? {}),
  };
  const list = useQuery({
    queryKey: ['leave-history-under', page, pageSize, body, lang],
    queryFn: () => api.post<LeavePage>('/1.0/search/report/history/leave/under', { page, pageSize, ...body }),
    placeholderData: keepPreviousData,
  });
  const exportExcel = useMutation({ mutationFn: () => downloadFile('/1.0/excel/report/history/leave/under', body, 'team-leave-history.xlsx') });
  const first = <T,>(set: (v: T) => void) => (v: T) => { set(v); setPage(1); };

  const columns: TableProps<LeaveListed>['columns'] = [
    { key: 'employeeCode', title: fieldLabel(t, 'employeeCode'), width: 110, ...sortState(sort, 'employeeCode'), render: (_, r) => r.employee.employeeCode },
    { key: 'name', title: t('leaveReport:col.name'), render: (_, r) => r.employee.name },
    { key: 'department', title: fieldLabel(t, 'department'), render: (_, r) => r.employee.department ?? '—' },
    { key: 'leaveType', title: t('leaveReport:col.leaveType'), render: (_, r) => r.leaveType.name },
    { key: 'duration', dataIndex: 'duration', title: t('leaveReport:col.duration'), render: (v: string) => t(`choices:leaveDuration.${v}`) },
    { key: 'dateFrom', dataIndex: 'dateFrom', title: t('leaveReport:col.dateFrom'), width: 130, ...sortState(sort, 'dateFrom'), render: (v: string) => formatDate(v, lang) },
    { key: 'dateTo', dataIndex: 'dateTo', title: t('leaveReport:col.dateTo'), width: 130, render: (v: string) => formatDate(v, lang) },
    { key: 'days', dataIndex: 'days', title: t('leaveReport:col.days'), width: 90, align: 'right', ...sortState(sort, 'days'), render: (v: number) => <Days value={v} lang={lang} /> },
    { key: 'status', dataIndex: 'status', title: t('leaveReport:col.status'), width: 120, render: (v: LeaveStatusValue) => <LeaveStatusTag status={v} /> },
    { key: 'approver', title: t('leaveReport:col.approver'), render: (_, r) => r.approver?.name ?? '—' },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('leaveReport:col.createdAt'), width: 130, ...sortState(sort, 'createdAt'), render: (v: string) => formatDate(v, lang) },
  ];
  const filtered = keyword || status || leaveTypeId;
  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 16 }} align="center">
        <LocalRangePicker value={range} allowClear={false} aria-label={t('leaveReport:filter.dates')} data-testid="filter-dates"
          onChange={(v) => { if (v?.[0] && v[1]) first(setRange)([v[0], v[1]]); }} />
        <Input.Search allowClear placeholder={t('leaveReport:filter.keyword')} style={{ maxWidth: 260 }} data-testid="history-search" aria-label={t('leaveReport:filter.keyword')}
          onSearch={(v) => first(setKeyword)(v.trim())} />
        <LeaveStatusFilter value={status} onChange={first(setStatus)} />
        <RefFilter module="leaveType" label={t('leaveReport:col.leaveType')} value={leaveTypeId} onChange={first(setLeaveTypeId)} />
        <Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} data-testid="history-export" style={{ marginInlineStart: 'auto' }}>
          {t('masters:ui.export')}
        </Button>
      </Flex>
      <Table<LeaveListed> rowKey="id" size="middle" columns={columns} dataSource={list.data?.items} loading={list.isFetching} data-testid="leave-history-table"
        scroll={{ x: 1100 }}
        locale={{ emptyText: filtered ? t('masters:ui.noMatch') : t('leaveReport:history.empty') }}
        onChange={(_p, _f, s, extra) => { if (extra.action === 'sort') { setSort(sortFromTable<Sort['field']>(s)); setPage(1); } }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
    </>
  );
}
