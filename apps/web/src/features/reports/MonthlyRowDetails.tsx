import { useState } from 'react';
import { Drawer, Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AttendanceMonthlyDetails, AttendanceMonthlyRow } from '@hr/domain/attendance/views';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { AttendanceMonthView } from '../attendance/AttendanceMonthView';
import { MonthlyFigures } from './MonthlyFigures';

/** The month behind a row: the person's calendar and list of days, with the report's totals. */
export default function RowDetails({ row, month, onClose }: { row: AttendanceMonthlyRow | null; month: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [shown, setShown] = useState(month);
  const q = useQuery({
    queryKey: ['attendancePages', 'monthlyDetails', row?.employee.id, shown, lang],
    queryFn: () => api.post<AttendanceMonthlyDetails>('/1.0/search/report/attendance/monthly/details', { employeeId: row!.employee.id, month: shown }),
    enabled: !!row,
  });
  return (
    <Drawer open={!!row} onClose={onClose} size="large" destroyOnHidden data-testid="monthly-details"
      title={row ? t('attendance:monthly.monthOf', { name: `${row.employee.code} ${row.employee.name}`, month: formatDate(`${shown}-01`, lang, 'MMMM YYYY') }) : null}>
      {row && (
        <Flex vertical gap={16}>
          {q.data && <MonthlyFigures totals={q.data.monthly} />}
          <AttendanceMonthView month={shown} onMonth={setShown} data={q.data} loading={q.isFetching} error={q.isError} initialMode="list" />
        </Flex>
      )}
    </Drawer>
  );
}
