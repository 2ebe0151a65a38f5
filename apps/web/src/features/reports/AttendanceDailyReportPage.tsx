import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Flex, Space, Tag, Typography, theme } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { HR_SCOPE_ID } from '@hr/domain';
import { isIsoDate } from '@hr/domain/dates';
import { ATTENDANCE_STATUS_FILTERS, type AttendanceDaily, type AttendanceDailyReport, type AttendanceRow, type AttendanceStatusFilter } from '@hr/domain/attendance/views';
import { api, downloadFile } from '../../lib/api';
import { ATTENDANCE_STATUS_COLOR, attendanceFilterText } from '../../lib/attendance-status';
import { useCan, useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { DayTable, KeywordSearch, ScopeFilters, useDayListState } from '../attendance/day-list-parts';
import { PAGES } from '../attendance/api';
import { todayIso } from '../attendance/day-parts';

type Filters = Omit<AttendanceDaily, 'sort' | 'order' | 'page' | 'pageSize'>;
const uuidParam = (v: string | null) => (v && /^[0-9a-f-]{36}$/i.test(v) ? v : undefined);

/**
 * report/attendance-daily-report (issue 18 point 3): one date of everyone in the reader's scope
 * (?date=, today by default; HR everyone, a supervisor given the report their team): how many have each status, as
 * figures that filter the list when clicked (a link may open it filtered: ?status=, ?companyId=,
 * ?departmentId=); the list of the attendance pages (status, punches,
 * minutes late and worked), sorted and paged; the rows as Excel. A row opens the person's month.
 */
export default function AttendanceDailyReportPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const asked = params.get('date') ?? '';
  const [date, setDate] = useState(isIsoDate(asked) ? asked : todayIso());
  // A link may open the list filtered: ?status=late,lateAndEarly (the HR dashboard's slices), ?companyId=, ?departmentId=.
  const s = useDayListState({
    status: (params.get('status') ?? '').split(',').filter((x): x is AttendanceStatusFilter => (ATTENDANCE_STATUS_FILTERS as readonly string[]).includes(x)),
    companyId: uuidParam(params.get('companyId')), departmentId: uuidParam(params.get('departmentId')),
  });
  const filters: Filters = { date, ...s.filters };
  const body = { ...filters, ...s.paging };
  const report = useQuery({
    queryKey: ['attendancePages', 'daily', body, lang],
    queryFn: () => api.post<AttendanceDailyReport>('/1.0/search/report/attendance/daily', body),
    placeholderData: keepPreviousData,
  });
  const exportExcel = useMutation({ mutationFn: () => downloadFile('/1.0/excel/report/attendance/daily', filters, 'attendance-daily.xlsx') });
  // HR opens the person's month on attendance management, a supervisor on their team's page.
  const monthPage = can(PAGES.all.permission) || can(HR_SCOPE_ID) ? PAGES.all.path : PAGES.team.path;
  const open = (r: AttendanceRow) => navigate(to(`${monthPage}/${r.employee.id}?month=${r.date.slice(0, 7)}&date=${r.date}`));
  const counts = report.data?.counts ?? {};
  // The statuses anyone has that day, and those picked (a link may pick one nobody has: it shows with 0, so it can be unpicked).
  const present = ATTENDANCE_STATUS_FILTERS.filter((x) => (counts[x] ?? 0) > 0 || s.status.includes(x));
  const toggle = (x: AttendanceStatusFilter) => s.filter(() => s.setStatus((v: AttendanceStatusFilter[]) => (v.includes(x) ? v.filter((y) => y !== x) : [...v, x])));
  return (
    <Card title={t('menu:report/attendance-daily-report')} data-testid="attendance-daily-page">
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="center">
          <LocalDatePicker value={dayjs(date)} allowClear={false} aria-label={t('attendance:columns.date')} data-testid="date-filter"
            onChange={(v) => { if (v && !Array.isArray(v)) s.filter(() => setDate(v.format('YYYY-MM-DD'))); }} />
          <ScopeFilters s={s} />
          <KeywordSearch s={s} />
          <Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} style={{ marginInlineStart: 'auto' }} data-testid="export">
            {t('attendance:pages.export')}
          </Button>
        </Flex>
        {/* The day's figures: each status with how many have it; a click keeps the list to it (and another adds to it). */}
        <Space wrap size={[8, 8]} data-testid="daily-counts" aria-label={t('attendance:columns.status')}>
          {present.map((x) => (
            <Tag.CheckableTag key={x} checked={s.status.includes(x)} onChange={() => toggle(x)} data-testid={`count-${x}`}
              style={{ border: `1px solid ${s.status.includes(x) ? 'transparent' : 'var(--ant-color-border)'}`, padding: '2px 10px' }}>
              <Space size={6}>
                {x !== 'none' && x !== 'dayOff' && <span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: (token as unknown as Record<string, string>)[`${ATTENDANCE_STATUS_COLOR[x]}6`] }} />}
                <span>{attendanceFilterText(t, x)}</span>
                <Typography.Text strong>{formatNumber(counts[x] ?? 0, lang)}</Typography.Text>
              </Space>
            </Tag.CheckableTag>
          ))}
        </Space>
        <DayTable s={s} rows={report.data?.items} total={report.data?.total ?? 0} loading={report.isFetching} open={open} />
      </Flex>
    </Card>
  );
}
