import { useSearchParams } from 'react-router';
import { Button, Card, Flex } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AttendanceMonthlyDetails } from '@hr/domain/attendance/views';
import { api, downloadFile } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import { AttendanceMonthView } from '../attendance/AttendanceMonthView';
import { MONTH_RE, thisMonth } from '../attendance/day-parts';
import { MonthlyFigures } from './MonthlyFigures';

/**
 * report/self-attendance-report (issue 18 point 3): my month as the monthly report counts it (late,
 * absences, leave, on-site work, hours worked, approved overtime) above the calendar or list of my
 * days, and the days as an Excel file. The month is in the address (?month=YYYY-MM).
 */
export default function SelfAttendanceReportPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH_RE.test(asked) ? asked : thisMonth();
  const q = useQuery({
    queryKey: ['attendancePages', 'selfReport', month, lang],
    queryFn: () => api.post<AttendanceMonthlyDetails>('/1.0/search/report/attendance/monthly/self', { month }),
    placeholderData: keepPreviousData,
  });
  const exportExcel = useMutation({ mutationFn: () => downloadFile('/1.0/excel/report/attendance/monthly/self', { month }, `attendance-${month}.xlsx`) });
  const data = q.data?.month === month ? q.data : undefined;
  return (
    <Card title={t('menu:report/self-attendance-report')} data-testid="self-attendance-report-page"
      extra={<Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} data-testid="export">{t('attendance:pages.export')}</Button>}>
      <Flex vertical gap={16}>
        {data && <MonthlyFigures totals={data.monthly} />}
        <AttendanceMonthView month={month} data={data} loading={q.isFetching} error={q.isError} initialMode="list"
          onMonth={(m) => setParams((p) => { if (m === thisMonth()) p.delete('month'); else p.set('month', m); return p; }, { replace: true })} />
      </Flex>
    </Card>
  );
}
