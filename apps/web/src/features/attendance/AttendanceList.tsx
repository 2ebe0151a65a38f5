import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Flex, Select, Space } from 'antd';
import { ClockCircleOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { daysUntil } from '@hr/domain/employee/document-expiry';
import { isIsoDate } from '@hr/domain/dates';
import { ATTENDANCE_RANGE_MAX_DAYS, ATTENDANCE_STATUS_FILTERS, type AttendanceRow } from '@hr/domain/attendance/views';
import { attendanceFilterText } from '../../lib/attendance-status';
import { useLang } from '../../lib/hooks';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { downloadAttendance, PAGES, useAttendanceSearch, type Via } from './api';
import { AddPunchModal } from './AddPunchModal';
import { DayTable, KeywordSearch, ScopeFilters, useDayListState } from './day-list-parts';
import { todayIso } from './day-parts';

/**
 * The team's (attendance-subordinates) or everyone's (attendance-management, HR) employee-days: one
 * row per person and date of a range (today by default, at most 31 days), filtered by status,
 * keyword and, for HR, company and department; sorted, paged, downloaded as Excel. A row opens the
 * person's month; a supervisor adds a punch on the add pages, HR in a dialog.
 */
export function AttendanceList({ via }: { via: Via }) {
  const { t } = useTranslation();
  const { to } = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = params.get('date') ?? '';
  const start = isIsoDate(asked) ? asked : todayIso();
  const [range, setRange] = useState<[string, string]>([start, start]);
  const s = useDayListState();
  const [adding, setAdding] = useState<false | 'punch' | 'ot'>(false);
  const tooLong = daysUntil(range[0], range[1]) + 1 > ATTENDANCE_RANGE_MAX_DAYS;
  const filters = { dateFrom: range[0], dateTo: range[1], ...s.filters };
  const list = useAttendanceSearch(via, { ...filters, ...s.paging }, { enabled: !tooLong });
  const exportExcel = useMutation({ mutationFn: () => downloadAttendance(via, filters) });
  const open = (r: AttendanceRow) => navigate(to(`${PAGES[via].path}/${r.employee.id}?month=${r.date.slice(0, 7)}&date=${r.date}`));
  const value: [Dayjs, Dayjs] = [dayjs(range[0]), dayjs(range[1])];
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <LocalRangePicker value={value} allowClear={false} aria-label={t('attendance:pages.range')} data-testid="range-filter"
          status={tooLong ? 'error' : undefined} onChange={(v) => { if (v?.[0] && v[1]) s.filter(() => setRange([v[0]!.format('YYYY-MM-DD'), v[1]!.format('YYYY-MM-DD')])); }} />
        <Select mode="multiple" allowClear placeholder={t('attendance:pages.allStatuses')} aria-label={t('attendance:columns.status')} style={{ minWidth: 220 }} maxTagCount="responsive"
          value={s.status} data-testid="status-filter" onChange={(v) => s.filter(() => s.setStatus(v))}
          options={ATTENDANCE_STATUS_FILTERS.map((s) => ({ value: s, label: attendanceFilterText(t, s) }))} />
        {via === 'all' && <ScopeFilters s={s} />}
        <KeywordSearch s={s} />
        <Space wrap style={{ marginInlineStart: 'auto' }}>
          <Button icon={<PlusOutlined />} data-testid="add-punch"
            onClick={() => (via === 'team' ? navigate(to(`${PAGES.team.path}/add-timestamp?date=${range[0]}`)) : setAdding('punch'))}>{t('attendance:pages.addPunch')}</Button>
          <Button icon={<ClockCircleOutlined />} data-testid="add-ot-punch"
            onClick={() => (via === 'team' ? navigate(to(`${PAGES.team.path}/add-ot-timestamp?date=${range[0]}`)) : setAdding('ot'))}>{t('attendance:pages.addOtPunch')}</Button>
          <Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} disabled={tooLong} onClick={() => exportExcel.mutate()} data-testid="export">{t('attendance:pages.export')}</Button>
        </Space>
      </Flex>
      {tooLong && <Alert type="error" showIcon data-testid="range-error" title={t('rules:attendanceRangeTooLong', { field: t('attendance:pages.range'), days: ATTENDANCE_RANGE_MAX_DAYS })} />}
      <DayTable s={s} rows={tooLong ? [] : list.data?.items} total={list.data?.total ?? 0} loading={list.isFetching} open={open} />
      {via === 'all' && <AddPunchModal via="all" open={!!adding} overtime={adding === 'ot'} date={range[0]} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
