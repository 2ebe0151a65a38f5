import { useState, type HTMLAttributes } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Flex, Input, Select, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { ClockCircleOutlined, EyeOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { daysUntil } from '@hr/domain/employee/document-expiry';
import { isIsoDate } from '@hr/domain/dates';
import { ATTENDANCE_RANGE_MAX_DAYS, ATTENDANCE_STATUS_FILTERS, type AttendanceRow, type AttendanceSearch, type AttendanceStatusFilter } from '@hr/domain/attendance/views';
import { attendanceStatusText, durationText } from '../../lib/attendance-status';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { useCompanyDepartments, useRefOptions } from '../../lib/use-dropdown';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { downloadAttendance, PAGES, useAttendanceSearch, type Via } from './api';
import { AddPunchModal } from './AddPunchModal';
import { DayStatus, PunchLine, shiftText, todayIso } from './day-parts';

type SortField = AttendanceSearch['sort'];
type Sort = { field: SortField; order: 'asc' | 'desc' } | undefined;

/**
 * The team's (attendance-subordinates) or everyone's (attendance-management, HR) employee-days: one
 * row per person and date of a range (today by default, at most 31 days), filtered by status,
 * keyword and, for HR, company and department; sorted, paged, downloaded as Excel. A row opens the
 * person's month; a supervisor adds a punch on the add pages, HR in a dialog.
 */
export function AttendanceList({ via }: { via: Via }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = params.get('date') ?? '';
  const start = isIsoDate(asked) ? asked : todayIso();
  const [range, setRange] = useState<[string, string]>([start, start]);
  const [status, setStatus] = useState<AttendanceStatusFilter[]>([]);
  const [keyword, setKeyword] = useState('');
  const [companyId, setCompanyId] = useState<string | undefined>();
  const [departmentId, setDepartmentId] = useState<string | undefined>();
  const [sort, setSort] = useState<Sort>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [adding, setAdding] = useState<false | 'punch' | 'ot'>(false);
  const companies = useRefOptions('company');
  const departments = useCompanyDepartments(companyId, true);
  const tooLong = daysUntil(range[0], range[1]) + 1 > ATTENDANCE_RANGE_MAX_DAYS;
  const filters = {
    dateFrom: range[0], dateTo: range[1], ...(status.length ? { status } : {}), ...(keyword ? { keyword } : {}),
    ...(companyId ? { companyId } : {}), ...(departmentId ? { departmentId } : {}),
  };
  const list = useAttendanceSearch(via, { ...filters, page, pageSize, ...(sort ? { sort: sort.field, order: sort.order } : {}) }, { enabled: !tooLong });
  const exportExcel = useMutation({ mutationFn: () => downloadAttendance(via, filters) });
  const filter = (apply: () => void) => { apply(); setPage(1); };
  const sorter = (field: SortField) => ({ sorter: true, sortOrder: sort?.field === field ? (sort.order === 'asc' ? 'ascend' as const : 'descend' as const) : null });
  const open = (r: AttendanceRow) => navigate(to(`${PAGES[via].path}/${r.employee.id}?month=${r.date.slice(0, 7)}&date=${r.date}`));

  const columns: TableProps<AttendanceRow>['columns'] = [
    // The shift sits under the date (what the day asked of the person): one column less, so the list fits a 1440 px screen.
    { key: 'date', title: t('attendance:columns.date'), width: 150, ...sorter('date'), render: (_: unknown, r) => (
      <Flex vertical gap={0}>
        <span className="hr-figure">{formatDate(r.date, lang)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDate(r.date, lang, 'dddd')}</Typography.Text>
        {shiftText(r) && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{shiftText(r)}</Typography.Text>}
      </Flex>
    ) },
    { key: 'employeeCode', title: t('attendance:pages.employee'), width: 220, ...sorter('employeeCode'), render: (_: unknown, r) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text strong>{`${r.employee.code} ${r.employee.name}`}</Typography.Text>
        {r.employee.department && <Typography.Text type="secondary">{r.employee.department}</Typography.Text>}
      </Space>
    ) },
    { key: 'punches', title: t('attendance:pages.punches'), width: 220, render: (_: unknown, r) => (r.punches.length
      ? <Flex vertical gap={4}>{r.punches.map((p) => <PunchLine key={p.id} punch={p} date={r.date} />)}</Flex> : <Typography.Text type="secondary">—</Typography.Text>) },
    { key: 'status', title: t('attendance:columns.status'), width: 160, ...sorter('status'), render: (_: unknown, r) => <span data-testid="row-status"><DayStatus day={r} future={r.date > todayIso()} /></span> },
    { key: 'lateMinutes', title: t('attendance:pages.late'), width: 110, align: 'right', ...sorter('lateMinutes'), render: (_: unknown, r) => (r.lateMinutes ? durationText(t, r.lateMinutes) : '—') },
    { key: 'worked', title: t('attendance:pages.worked'), width: 120, align: 'right', render: (_: unknown, r) => (r.workedMinutes ? durationText(t, r.workedMinutes) : '—') },
    { key: 'actions', title: t('attendance:pages.actions'), width: 70, fixed: 'right', render: (_: unknown, r) => (
      <Tooltip title={t('attendance:pages.openMonth')}>
        <Button type="text" icon={<EyeOutlined />} aria-label={`${t('attendance:pages.openMonth')}: ${r.employee.name}`} onClick={() => open(r)} data-testid={`open-${r.employee.code}-${r.date}`} />
      </Tooltip>
    ) },
  ];
  const filtered = !!(status.length || keyword || companyId || departmentId);
  const value: [Dayjs, Dayjs] = [dayjs(range[0]), dayjs(range[1])];
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <LocalRangePicker value={value} allowClear={false} aria-label={t('attendance:pages.range')} data-testid="range-filter"
          status={tooLong ? 'error' : undefined} onChange={(v) => { if (v?.[0] && v[1]) filter(() => setRange([v[0]!.format('YYYY-MM-DD'), v[1]!.format('YYYY-MM-DD')])); }} />
        <Select mode="multiple" allowClear placeholder={t('attendance:pages.allStatuses')} aria-label={t('attendance:columns.status')} style={{ minWidth: 220 }} maxTagCount="responsive"
          value={status} data-testid="status-filter" onChange={(v) => filter(() => setStatus(v))}
          options={ATTENDANCE_STATUS_FILTERS.map((s) => ({ value: s, label: s === 'none' ? t('attendance:pages.noStatus') : attendanceStatusText(t, s) }))} />
        {via === 'all' && (
          <>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('attendance:pages.allCompanies')} aria-label={t('labels:companyId')} style={{ minWidth: 200 }}
              value={companyId} loading={companies.loading} options={companies.options} data-testid="company-filter"
              onChange={(v) => filter(() => { setCompanyId(v); setDepartmentId(undefined); })} />
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('attendance:pages.allDepartments')} aria-label={t('labels:departmentId')} style={{ minWidth: 200 }}
              value={departmentId} loading={departments.loading} options={departments.options} data-testid="department-filter"
              onChange={(v) => filter(() => setDepartmentId(v))} />
          </>
        )}
        <Input.Search allowClear placeholder={t('attendance:pages.search')} aria-label={t('attendance:pages.search')} style={{ maxWidth: 260 }} data-testid="search"
          onSearch={(v) => filter(() => setKeyword(v.trim()))} />
        <Space wrap style={{ marginInlineStart: 'auto' }}>
          <Button icon={<PlusOutlined />} data-testid="add-punch"
            onClick={() => (via === 'team' ? navigate(to(`${PAGES.team.path}/add-timestamp?date=${range[0]}`)) : setAdding('punch'))}>{t('attendance:pages.addPunch')}</Button>
          <Button icon={<ClockCircleOutlined />} data-testid="add-ot-punch"
            onClick={() => (via === 'team' ? navigate(to(`${PAGES.team.path}/add-ot-timestamp?date=${range[0]}`)) : setAdding('ot'))}>{t('attendance:pages.addOtPunch')}</Button>
          <Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} disabled={tooLong} onClick={() => exportExcel.mutate()} data-testid="export">{t('attendance:pages.export')}</Button>
        </Space>
      </Flex>
      {tooLong && <Alert type="error" showIcon data-testid="range-error" title={t('rules:attendanceRangeTooLong', { field: t('attendance:pages.range'), days: ATTENDANCE_RANGE_MAX_DAYS })} />}
      <Table<AttendanceRow> rowKey={(r) => `${r.employee.id}:${r.date}`} size="middle" columns={columns} dataSource={tooLong ? [] : list.data?.items} loading={list.isFetching}
        scroll={{ x: 1000 }} data-testid="attendance-table"
        locale={{ emptyText: filtered ? t('attendance:pages.noMatch') : t('attendance:pages.nobody') }}
        onRow={(r) => ({ onDoubleClick: () => open(r), 'data-testid': `row-${r.employee.code}-${r.date}` } as HTMLAttributes<HTMLElement>)}
        onChange={(_p, _f, s) => {
          const one = Array.isArray(s) ? s[0] : s;
          setSort(one?.order ? { field: String(one.columnKey) as SortField, order: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
        }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
      {via === 'all' && <AddPunchModal via="all" open={!!adding} overtime={adding === 'ot'} date={range[0]} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
