import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Input, Select, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { EyeOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { LeaveSearch } from '@hr/domain/leave/schemas';
import type { LeaveListed, LeaveStatusValue } from '@hr/domain/leave/views';
import { downloadFile } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { LeaveStatusTag, leaveStatusOptions } from '../../lib/leave-status';
import { actionsColumn } from '../../lib/table-columns';
import { useCompanyDepartments, useRefOptions } from '../../lib/use-dropdown';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { leaveLength, leavePeriod } from '../leave-approval/leave-text';
import { MANAGEMENT_PATH, useLeaveSearch, type LeaveFilters } from './api';

type SortField = LeaveSearch['sort'];
type Sort = { field: SortField; order: 'asc' | 'desc' } | undefined;

/** HR's search of every request: employee, company, department, type, status and dates; sorted, paged, exported to Excel. */
export function LeaveRequestsTab() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const companies = useRefOptions('company');
  const types = useRefOptions('leaveType');
  const [keyword, setKeyword] = useState('');
  const [companyId, setCompanyId] = useState<string | undefined>();
  const [departmentId, setDepartmentId] = useState<string | undefined>();
  const [leaveTypeId, setLeaveTypeId] = useState<string | undefined>();
  const [status, setStatus] = useState<LeaveStatusValue | undefined>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [sort, setSort] = useState<Sort>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const departments = useCompanyDepartments(companyId, true);
  const filters: LeaveFilters = {
    ...(keyword ? { keyword } : {}), ...(companyId ? { companyId } : {}), ...(departmentId ? { departmentId } : {}),
    ...(leaveTypeId ? { leaveTypeId } : {}), ...(status ? { status } : {}),
    ...(period?.[0] ? { dateFrom: period[0].format('YYYY-MM-DD') } : {}), ...(period?.[1] ? { dateTo: period[1].format('YYYY-MM-DD') } : {}),
    ...(sort ? { sort: sort.field, order: sort.order } : {}),
  };
  const list = useLeaveSearch({ page, pageSize, ...filters });
  const exportExcel = useMutation({ mutationFn: () => downloadFile('/1.0/excel/leave', filters, 'leave-requests.xlsx') });
  const filter = (apply: () => void) => { apply(); setPage(1); };
  const sorter = (field: SortField) => ({ sorter: true, sortOrder: sort?.field === field ? (sort.order === 'asc' ? 'ascend' as const : 'descend' as const) : null });
  const open = (id: string) => navigate(to(`${MANAGEMENT_PATH}/${id}`));

  const columns: TableProps<LeaveListed>['columns'] = [
    {
      key: 'employeeCode', title: t('leaveAdmin:col.employee'), width: 230, ...sorter('employeeCode'), render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{`${r.employee.employeeCode} ${r.employee.name}`}</Typography.Text>
          <Typography.Text type="secondary">{[r.employee.company, r.employee.department].filter(Boolean).join(' · ')}</Typography.Text>
        </Space>
      ),
    },
    { key: 'type', title: t('labels:leaveTypeId'), width: 130, render: (_: unknown, r) => r.leaveType.name },
    { key: 'dateFrom', title: t('leaveAdmin:col.period'), width: 190, ...sorter('dateFrom'), render: (_: unknown, r) => <span data-testid="row-period">{leavePeriod(r, lang)}</span> },
    { key: 'days', title: t('leaveAdmin:col.days'), width: 130, ...sorter('days'), render: (_: unknown, r) => leaveLength(r, lang, t) },
    {
      // Who decided sits under the state: one column, so the list fits a 1440 px screen.
      key: 'status', title: t('leaveAdmin:col.status'), width: 150, render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <LeaveStatusTag status={r.status} />
          {r.approver && r.status !== 'pending' && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.approver.name}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'createdAt', title: t('leaveAdmin:col.submitted'), width: 140, ...sorter('createdAt'), render: (_: unknown, r) => formatDate(r.createdAt, lang, DATE_FORMATS.dateTime) },
    actionsColumn<LeaveListed>(t('leaveAdmin:col.actions'), 1, (_: unknown, r) => (
      <Tooltip title={t('leaveAdmin:view')}>
        <Button type="text" icon={<EyeOutlined />} aria-label={t('leaveAdmin:view')} onClick={() => open(r.id)} data-testid={`open-${r.id}`} />
      </Tooltip>
    )),
  ];
  const filtered = !!(keyword || companyId || departmentId || leaveTypeId || status || period);
  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 16 }} align="center">
        <Input.Search allowClear placeholder={t('leaveAdmin:searchEmployee')} aria-label={t('leaveAdmin:searchEmployee')} style={{ maxWidth: 280 }} data-testid="search"
          onSearch={(v) => filter(() => setKeyword(v.trim()))} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('leaveAdmin:allCompanies')} aria-label={t('labels:companyId')} style={{ minWidth: 200 }}
          value={companyId} loading={companies.loading} options={companies.options} data-testid="company-filter"
          onChange={(v) => filter(() => { setCompanyId(v); setDepartmentId(undefined); })} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('leaveAdmin:allDepartments')} aria-label={t('labels:departmentId')} style={{ minWidth: 200 }}
          value={departmentId} loading={departments.loading} options={departments.options} data-testid="department-filter"
          onChange={(v) => filter(() => setDepartmentId(v))} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('leaveAdmin:allTypes')} aria-label={t('labels:leaveTypeId')} style={{ minWidth: 180 }}
          value={leaveTypeId} loading={types.loading} options={types.options} data-testid="type-filter" onChange={(v) => filter(() => setLeaveTypeId(v))} />
        <Select allowClear placeholder={t('leaveAdmin:allStatuses')} aria-label={t('leaveAdmin:col.status')} style={{ width: 160 }} value={status} data-testid="status-filter"
          onChange={(v) => filter(() => setStatus(v))} options={leaveStatusOptions(t)} />
        <LocalRangePicker value={period} allowEmpty={[true, true]} placeholder={[t('labels:dateFrom'), t('labels:dateTo')]} data-testid="period-filter"
          onChange={(v) => filter(() => setPeriod(v && (v[0] || v[1]) ? [v[0], v[1]] : null))} />
        <Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} data-testid="export" style={{ marginInlineStart: 'auto' }}>
          {t('leaveAdmin:export')}
        </Button>
      </Flex>
      <Table<LeaveListed> rowKey="id" size="middle" columns={columns} dataSource={list.data?.items} loading={list.isFetching} scroll={{ x: 1040 }} data-testid="leave-table"
        locale={{ emptyText: filtered ? t('leaveAdmin:noMatch') : t('leaveAdmin:noRequests') }}
        onRow={(r) => ({ onDoubleClick: () => open(r.id) })}
        onChange={(_p, _f, s) => {
          const one = Array.isArray(s) ? s[0] : s;
          setSort(one?.order ? { field: String(one.columnKey) as SortField, order: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
        }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
    </>
  );
}
