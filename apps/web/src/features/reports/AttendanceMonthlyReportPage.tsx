import { lazy, Suspense, useMemo, useState, type HTMLAttributes } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Flex, Progress, Table, Typography, type TableProps } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ATTENDANCE_STATUSES } from '@hr/domain/attendance/status';
import {
  ATTENDANCE_STATUS_TINT, DAY_OFF_TINT, type AttendanceMonthly, type AttendanceMonthlyReport, type AttendanceMonthlyRow, type MonthlyCell,
} from '@hr/domain/attendance/views';
import { api } from '../../lib/api';
import { attendanceStatusText, durationText } from '../../lib/attendance-status';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { useFollowedDownload } from '../../lib/work-progress';
import { MonthSwitcher } from '../attendance/MonthSwitcher';
import { KeywordSearch, ScopeFilters, useDayListState } from '../attendance/day-list-parts';
import { MONTH_RE, thisMonth } from '../attendance/day-parts';

// The person's month opens on a click: its calendar and list come with it, not with the report.
const RowDetails = lazy(() => import('./MonthlyRowDetails'));

type Sort = { field: AttendanceMonthly['sort']; order: 'asc' | 'desc' } | undefined;

/**
 * A date's cell: the status's short name on its colour (a day off grey), the full name and minutes
 * late as its title. Plain markup, no component per cell: a page is 20 rows x 31 dates, and an
 * antd Tooltip on each of 620 cells made the first rows take seconds to appear on a busy machine.
 */
function monthlyDayCell(t: TFunction, cell: MonthlyCell, date: string) {
  const off = cell.dayType === 'holiday' || cell.dayType === 'dayOff';
  const text = cell.status ? t(`attendance:short.${cell.status}`) : off ? t(`attendance:short.${cell.dayType}`) : '';
  const tint = cell.status ? ATTENDANCE_STATUS_TINT[cell.status] : off ? DAY_OFF_TINT : null;
  const full = cell.status ? [attendanceStatusText(t, cell.status), cell.lateMinutes ? durationText(t, cell.lateMinutes) : null].filter(Boolean).join(' · ')
    : off ? t(`attendance:dayType.${cell.dayType}`) : undefined;
  return (
    <div data-testid={`cell-${date}`} data-status={cell.status ?? cell.dayType} title={full}
      style={{ background: tint ? `#${tint}` : undefined, padding: '6px 2px', textAlign: 'center', fontSize: 12, lineHeight: 1.3, minHeight: 30, borderRadius: 4 }}>
      {text}
    </div>
  );
}

/** The statuses' colours and short names, under the grid. */
function Legend() {
  const { t } = useTranslation();
  const item = (key: string, tint: string, short: string, full: string) => (
    <Flex key={key} gap={6} align="center">
      <span style={{ background: `#${tint}`, padding: '0 6px', borderRadius: 4, fontSize: 12 }}>{short}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{full}</Typography.Text>
    </Flex>
  );
  return (
    <Flex wrap gap={12} aria-label={t('attendance:monthly.legend')} data-testid="monthly-legend">
      {ATTENDANCE_STATUSES.map((s) => item(s, ATTENDANCE_STATUS_TINT[s], t(`attendance:short.${s}`), attendanceStatusText(t, s)))}
      {(['dayOff', 'holiday'] as const).map((d) => item(d, DAY_OFF_TINT, t(`attendance:short.${d}`), t(`attendance:dayType.${d}`)))}
    </Flex>
  );
}

function columnsOf(t: TFunction, lang: ReturnType<typeof useLang>['lang'], report: AttendanceMonthlyReport | undefined, sort: Sort, open: (r: AttendanceMonthlyRow) => void): TableProps<AttendanceMonthlyRow>['columns'] {
  const sorter = (field: NonNullable<Sort>['field']) => ({ sorter: true, sortOrder: sort?.field === field ? (sort.order === 'asc' ? 'ascend' as const : 'descend' as const) : null });
  const figure = (n: number) => (n ? formatNumber(n, lang) : '—');
  const hours = (m: number) => (m ? formatNumber(Math.round((m / 60) * 100) / 100, lang) : '—');
  return [
    { key: 'employeeCode', title: t('attendance:columns.employeeCode'), width: 110, fixed: 'left', ...sorter('employeeCode'),
      render: (_: unknown, r) => <Typography.Link onClick={() => open(r)} data-testid={`open-${r.employee.code}`}>{r.employee.code}</Typography.Link> },
    { key: 'name', title: t('attendance:columns.employeeName'), width: 180, fixed: 'left', ...sorter('name'), render: (_: unknown, r) => (
      <Flex vertical gap={0}>
        <Typography.Text strong ellipsis>{r.employee.name}</Typography.Text>
        {r.employee.department && <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>{r.employee.department}</Typography.Text>}
      </Flex>
    ) },
    ...(report?.dates ?? []).map((d, i) => ({
      key: d.date, width: 58, align: 'center' as const,
      title: (
        <Flex vertical gap={0} align="center" style={{ fontSize: 12 }} title={d.holidayName ?? formatDate(d.date, lang, 'dddd')}>
          <span>{Number(d.date.slice(8))}</span>
          <Typography.Text type={d.holidayName ? 'danger' : 'secondary'} style={{ fontSize: 11 }}>{formatDate(d.date, lang, 'dd')}</Typography.Text>
        </Flex>
      ),
      onCell: () => ({ style: { padding: 2 } }),
      render: (_: unknown, r: AttendanceMonthlyRow) => monthlyDayCell(t, r.cells[i]!, d.date),
    })),
    { key: 'late', title: t('attendance:monthly.lateCount'), width: 90, align: 'right', render: (_: unknown, r) => <span data-testid="total-late">{figure(r.totals.lateCount)}</span> },
    { key: 'lateMinutes', title: t('attendance:monthly.lateMinutes'), width: 100, align: 'right', render: (_: unknown, r) => figure(r.totals.lateMinutes) },
    { key: 'absent', title: t('attendance:monthly.absentDays'), width: 90, align: 'right', render: (_: unknown, r) => <span data-testid="total-absent">{figure(r.totals.absentDays)}</span> },
    { key: 'leave', title: t('attendance:monthly.leaveDays'), width: 90, align: 'right', render: (_: unknown, r) => <span data-testid="total-leave">{figure(r.totals.leaveDays)}</span> },
    { key: 'overtime', title: t('attendance:monthly.overtimeHours'), width: 100, align: 'right', render: (_: unknown, r) => <span data-testid="total-overtime">{hours(r.totals.overtimeMinutes)}</span> },
    { key: 'overtimeWorked', title: t('attendance:monthly.overtimeWorkedHours'), width: 100, align: 'right', render: (_: unknown, r) => <span data-testid="total-overtime-worked">{hours(r.totals.overtimeWorkedMinutes)}</span> },
    { key: 'overtimePayable', title: t('attendance:monthly.overtimePayableHours'), width: 100, align: 'right', render: (_: unknown, r) => <span data-testid="total-overtime-payable">{hours(r.totals.overtimePayableMinutes)}</span> },
  ];
}

/**
 * report/attendance-monthly-report (issue 18 point 3): a month of everyone in the reader's scope
 * (HR everyone, a supervisor given the report their team), one row per employee with a coloured
 * cell per date and the month's totals, paged by the server; a row opens the person's month;
 * the Excel file is every employee, streamed, with its progress shown while it is written.
 */
export default function AttendanceMonthlyReportPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH_RE.test(asked) ? asked : thisMonth();
  const s = useDayListState();
  const [sort, setSort] = useState<Sort>();
  const [opened, setOpened] = useState<AttendanceMonthlyRow | null>(null);
  const filters = { month, ...(s.keyword ? { keyword: s.keyword } : {}), ...(s.companyId ? { companyId: s.companyId } : {}), ...(s.departmentId ? { departmentId: s.departmentId } : {}),
    ...(sort ? { sort: sort.field, order: sort.order } : {}) };
  const body = { ...filters, page: s.page, pageSize: s.pageSize };
  const report = useQuery({
    queryKey: ['attendancePages', 'monthly', body, lang],
    queryFn: () => api.post<AttendanceMonthlyReport>('/1.0/search/report/attendance/monthly', body),
    placeholderData: keepPreviousData,
  });
  const exportExcel = useFollowedDownload<typeof filters>('/1.0/excel/report/attendance/monthly', `attendance-${month}.xlsx`);
  const progress = exportExcel.progress;
  const data = report.data?.month === month ? report.data : undefined;
  // 31 date columns of render functions: built again only when what they show changes.
  const columns = useMemo(() => columnsOf(t, lang, data, sort, setOpened), [t, lang, data, sort]);
  const setMonth = (m: string) => s.filter(() => setParams((p) => { if (m === thisMonth()) p.delete('month'); else p.set('month', m); return p; }, { replace: true }));
  return (
    <Card title={t('menu:report/attendance-monthly-report')} data-testid="attendance-monthly-page">
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="center">
          <MonthSwitcher month={month} onMonth={setMonth} />
          <ScopeFilters s={s} />
          <KeywordSearch s={s} />
          <Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} disabled={!data?.total} onClick={() => exportExcel.mutate(filters)}
            style={{ marginInlineStart: 'auto' }} data-testid="export">
            {t('attendance:pages.export')}
          </Button>
        </Flex>
        {progress && (
          <Flex vertical gap={4} role="status" aria-live="polite" data-testid="export-progress">
            <Typography.Text type="secondary">
              {progress.total ? t('attendance:monthly.exporting', { done: formatNumber(progress.done, lang), total: formatNumber(progress.total, lang) }) : t('attendance:monthly.exportStarting')}
            </Typography.Text>
            <Progress percent={progress.total ? Math.floor((progress.done / progress.total) * 100) : 0} status="active" />
          </Flex>
        )}
        {report.isError && !data ? <Alert type="error" showIcon title={t('common:error.generic')} /> : (
          <Table<AttendanceMonthlyRow> rowKey={(r) => r.employee.id} size="small" bordered data-testid="monthly-table"
            columns={columns} dataSource={data?.items} loading={report.isFetching}
            scroll={{ x: 280 + (data?.dates.length ?? 31) * 58 + 470 }}
            locale={{ emptyText: t('attendance:monthly.noRows') }}
            onRow={(r) => ({ onDoubleClick: () => setOpened(r), 'data-testid': `row-${r.employee.code}` } as HTMLAttributes<HTMLElement>)}
            onChange={(_p, _f, sorted) => {
              const one = Array.isArray(sorted) ? sorted[0] : sorted;
              setSort(one?.order ? { field: String(one.columnKey) as NonNullable<Sort>['field'], order: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
            }}
            pagination={{ current: s.page, pageSize: s.pageSize, total: data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100],
              showTotal: (n) => t('attendance:monthly.employees', { count: n }),
              onChange: (p, size) => { s.setPage(p); s.setPageSize(size); } }} />
        )}
        <Legend />
      </Flex>
      {opened && <Suspense fallback={null}><RowDetails key={opened.employee.id} row={opened} month={month} onClose={() => setOpened(null)} /></Suspense>}
    </Card>
  );
}
