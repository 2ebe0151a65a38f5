import { useState, type HTMLAttributes } from 'react';
import type { TFunction } from 'i18next';
import type { Lang } from '@hr/domain';
import { Button, Flex, Input, Select, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AttendanceRow, AttendanceSearch, AttendanceStatusFilter } from '@hr/domain/attendance/views';
import { durationText } from '../../lib/attendance-status';
import { actionsColumn } from '../../lib/table-columns';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { useCompanyDepartments, useRefOptions } from '../../lib/use-dropdown';
import { DayStatus, PunchLine, shiftText, todayIso } from './day-parts';

/*
 * What every list of employee-days shares (the attendance pages and the daily report): the
 * filters other than the dates, the sort and the page, and the table.
 */

export type SortField = AttendanceSearch['sort'];
type Sort = { field: SortField; order: 'asc' | 'desc' } | undefined;

/**
 * The list's state: status, keyword, company and department filters, sort and page; a filter change
 * goes back to page 1. `initial` sets the filters a link opened the list with (the HR dashboard's).
 */
export function useDayListState(initial: { status?: AttendanceStatusFilter[]; companyId?: string; departmentId?: string } = {}) {
  const [status, setStatus] = useState<AttendanceStatusFilter[]>(initial.status ?? []);
  const [keyword, setKeyword] = useState('');
  const [companyId, setCompanyId] = useState<string | undefined>(initial.companyId);
  const [departmentId, setDepartmentId] = useState<string | undefined>(initial.departmentId);
  const [sort, setSort] = useState<Sort>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const filter = (apply: () => void) => { apply(); setPage(1); };
  return {
    status, setStatus, keyword, setKeyword, companyId, setCompanyId, departmentId, setDepartmentId, sort, setSort, page, setPage, pageSize, setPageSize, filter,
    /** The filters as a request carries them (only those set). */
    filters: { ...(status.length ? { status } : {}), ...(keyword ? { keyword } : {}), ...(companyId ? { companyId } : {}), ...(departmentId ? { departmentId } : {}) },
    paging: { page, pageSize, ...(sort ? { sort: sort.field, order: sort.order } : {}) },
    filtered: !!(status.length || keyword || companyId || departmentId),
  };
}
export type DayListState = ReturnType<typeof useDayListState>;

/** The company and department filters (HR's lists). */
export function ScopeFilters({ s }: { s: DayListState }) {
  const { t } = useTranslation();
  const companies = useRefOptions('company');
  const departments = useCompanyDepartments(s.companyId, true);
  return (
    <>
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('attendance:pages.allCompanies')} aria-label={t('labels:companyId')} style={{ minWidth: 200 }}
        value={s.companyId} loading={companies.loading} options={companies.options} data-testid="company-filter"
        onChange={(v) => s.filter(() => { s.setCompanyId(v); s.setDepartmentId(undefined); })} />
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('attendance:pages.allDepartments')} aria-label={t('labels:departmentId')} style={{ minWidth: 200 }}
        value={s.departmentId} loading={departments.loading} options={departments.options} data-testid="department-filter"
        onChange={(v) => s.filter(() => s.setDepartmentId(v))} />
    </>
  );
}

/** The search by employee id or name. */
export function KeywordSearch({ s }: { s: DayListState }) {
  const { t } = useTranslation();
  return (
    <Input.Search allowClear placeholder={t('attendance:pages.search')} aria-label={t('attendance:pages.search')} style={{ maxWidth: 260 }} data-testid="search"
      onSearch={(v) => s.filter(() => s.setKeyword(v.trim()))} />
  );
}

/** The employee-days as a table: sorted by the server, paged, a row opening the person's month. */
export function DayTable({ s, rows, total, loading, open }: { s: DayListState; rows: AttendanceRow[] | undefined; total: number; loading: boolean; open: (r: AttendanceRow) => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const sorter = (field: SortField) => ({ sorter: true, sortOrder: s.sort?.field === field ? (s.sort.order === 'asc' ? 'ascend' as const : 'descend' as const) : null });
  return (
    <Table<AttendanceRow> rowKey={(r) => `${r.employee.id}:${r.date}`} size="middle" columns={attendanceColumns(t, lang, sorter, open)} dataSource={rows} loading={loading}
      scroll={{ x: 1000 }} data-testid="attendance-table"
      locale={{ emptyText: s.filtered ? t('attendance:pages.noMatch') : t('attendance:pages.nobody') }}
      onRow={(r) => ({ onDoubleClick: () => open(r), 'data-testid': `row-${r.employee.code}-${r.date}` } as HTMLAttributes<HTMLElement>)}
      onChange={(_p, _f, sorted) => {
        const one = Array.isArray(sorted) ? sorted[0] : sorted;
        s.setSort(one?.order ? { field: String(one.columnKey) as SortField, order: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
      }}
      pagination={{ current: s.page, pageSize: s.pageSize, total, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
        onChange: (p, size) => { s.setPage(p); s.setPageSize(size); } }} />
  );
}

type Sorter = (field: SortField) => { sorter: boolean; sortOrder: 'ascend' | 'descend' | null };

/** The columns of every list of employee-days (the attendance pages, the daily report): date and shift, person, punches, status, minutes, open the month. */
export function attendanceColumns(t: TFunction, lang: Lang, sorter: Sorter, open: (r: AttendanceRow) => void): TableProps<AttendanceRow>['columns'] {
  return [
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
      ? <Flex vertical gap={4}>{r.punches.map((p) => <PunchLine key={p.id} punch={p} date={r.date} voidable />)}</Flex> : <Typography.Text type="secondary">—</Typography.Text>) },
    { key: 'status', title: t('attendance:columns.status'), width: 160, ...sorter('status'), render: (_: unknown, r) => <span data-testid="row-status"><DayStatus day={r} future={r.date > todayIso()} /></span> },
    { key: 'lateMinutes', title: t('attendance:pages.late'), width: 110, align: 'right', ...sorter('lateMinutes'), render: (_: unknown, r) => (r.lateMinutes ? durationText(t, r.lateMinutes) : '—') },
    { key: 'worked', title: t('attendance:pages.worked'), width: 120, align: 'right', render: (_: unknown, r) => (r.workedMinutes ? durationText(t, r.workedMinutes) : '—') },
    actionsColumn<AttendanceRow>(t('attendance:pages.actions'), 1, (_: unknown, r) => (
      <Tooltip title={t('attendance:pages.openMonth')}>
        <Button type="text" icon={<EyeOutlined />} aria-label={`${t('attendance:pages.openMonth')}: ${r.employee.name}`} onClick={() => open(r)} data-testid={`open-${r.employee.code}-${r.date}`} />
      </Tooltip>
    )),
  ];
}
