import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Flex, Grid, Select, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { CloseCircleOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { LeaveListed } from '@hr/domain/leave/views';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { LeaveStatusTag, leaveStatusOptions } from '../../lib/leave-status';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { leavePaths, useBalances, useMyLeaves } from './api';
import { daysText, leavePeriod } from './leave-format';
import { useConfirmCancel } from './use-cancel-leave';

/**
 * My requests of every year, newest first: status, type and date filters, paging, and view / edit /
 * cancel while pending. `year` is the balance's, whose leave types the type filter offers.
 */
export function MyRequestsTable({ year }: { year: number | undefined }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | undefined>();
  const [leaveTypeId, setLeaveTypeId] = useState<string | undefined>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const types = useBalances(year).data?.types ?? [];
  const body = {
    page, pageSize, ...(status ? { status: status as LeaveListed['status'] } : {}), ...(leaveTypeId ? { leaveTypeId } : {}),
    ...(period?.[0] ? { dateFrom: period[0].format('YYYY-MM-DD') } : {}), ...(period?.[1] ? { dateTo: period[1].format('YYYY-MM-DD') } : {}),
  };
  const list = useMyLeaves(body);
  const confirmCancel = useConfirmCancel();
  const filtered = !!(status || leaveTypeId || period);
  const reset = <V,>(set: (v: V) => void) => (v: V) => { set(v); setPage(1); };
  // On a phone one column tells the whole request (type, state, dates, days) beside its actions.
  const phone = !Grid.useBreakpoint().md;

  const rowActions = (r: LeaveListed) => (
    <Space size={0}>
      <Tooltip title={t('leaveRequest:ui.view')}>
        <Button type="text" icon={<EyeOutlined />} aria-label={t('leaveRequest:ui.view')} data-testid="row-view" onClick={() => navigate(to(leavePaths.details(r.id)))} />
      </Tooltip>
      {r.status === 'pending' && (
        <>
          <Tooltip title={t('leaveRequest:ui.edit')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('leaveRequest:ui.edit')} data-testid="row-edit" onClick={() => navigate(to(leavePaths.edit(r.id)))} />
          </Tooltip>
          <Tooltip title={t('leaveRequest:ui.cancelRequest')}>
            <Button type="text" danger icon={<CloseCircleOutlined />} aria-label={t('leaveRequest:ui.cancelRequest')} data-testid="row-cancel"
              onClick={() => confirmCancel(r.id, `${r.leaveType.name}: ${leavePeriod(t, r, lang)}`)} />
          </Tooltip>
        </>
      )}
    </Space>
  );
  const phoneColumns: TableProps<LeaveListed>['columns'] = [
    {
      key: 'request', title: t('leaveRequest:list.request'), render: (_: unknown, r) => (
        <Flex vertical gap={2}>
          <Space size={6} wrap><Link to={to(leavePaths.details(r.id))}>{r.leaveType.name}</Link><LeaveStatusTag status={r.status} /></Space>
          <Typography.Text data-testid="leave-period">{leavePeriod(t, r, lang)}</Typography.Text>
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary" data-testid="leave-days">{daysText(t, r.days, lang)}</Typography.Text>
            {rowActions(r)}
          </Flex>
        </Flex>
      ),
    },
  ];
  const columns: TableProps<LeaveListed>['columns'] = [
    { key: 'type', title: t('leaveRequest:fields.leaveType'), render: (_: unknown, r) => <Link to={to(leavePaths.details(r.id))}>{r.leaveType.name}</Link> },
    { key: 'period', title: t('leaveRequest:fields.period'), render: (_: unknown, r) => <span data-testid="leave-period">{leavePeriod(t, r, lang)}</span> },
    { key: 'days', title: t('leaveRequest:fields.days'), align: 'right', width: 90, render: (_: unknown, r) => <span data-testid="leave-days">{daysText(t, r.days, lang)}</span> },
    { key: 'status', title: t('leaveRequest:fields.status'), width: 110, render: (_: unknown, r) => <LeaveStatusTag status={r.status} /> },
    { key: 'approver', title: t('leaveRequest:fields.approver'), responsive: ['lg'], render: (_: unknown, r) => r.approver?.name ?? '—' },
    { key: 'createdAt', title: t('leaveRequest:fields.createdAt'), responsive: ['md'], width: 150, render: (_: unknown, r) => <span data-testid="leave-created">{formatDate(r.createdAt, lang, DATE_FORMATS.dateTime)}</span> },
    { key: 'actions', title: t('leaveRequest:ui.actions'), width: 130, render: (_: unknown, r) => rowActions(r) },
  ];

  return (
    <Card title={t('leaveRequest:list.title')} data-testid="my-requests" extra={
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to(leavePaths.add))} data-testid="add-leave">{t('leaveRequest:ui.add')}</Button>
    }>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select allowClear placeholder={t('leaveRequest:list.allStatuses')} aria-label={t('leaveRequest:fields.status')} style={{ width: 160 }} value={status}
          onChange={reset(setStatus)} data-testid="filter-status" options={leaveStatusOptions(t)} />
        <Select allowClear placeholder={t('leaveRequest:list.allTypes')} aria-label={t('leaveRequest:fields.leaveType')} style={{ minWidth: 180 }} value={leaveTypeId}
          onChange={reset(setLeaveTypeId)} data-testid="filter-type" options={types.map((x) => ({ value: x.leaveTypeId, label: x.name }))} />
        <LocalRangePicker value={period} allowEmpty={[true, true]} placeholder={[t('leaveRequest:fields.dateFrom'), t('leaveRequest:fields.dateTo')]}
          data-testid="filter-period" onChange={(v) => reset(setPeriod)(v && (v[0] || v[1]) ? [v[0], v[1]] : null)} />
      </Flex>
      <Table<LeaveListed> rowKey="id" size="middle" columns={phone ? phoneColumns : columns} dataSource={list.data?.items} loading={list.isFetching} data-testid="leave-table"
        scroll={{ x: 'max-content' }} locale={{ emptyText: filtered ? t('leaveRequest:list.noMatch') : t('leaveRequest:list.empty') }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, size: 'small', showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
    </Card>
  );
}
