import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AttendanceStatus } from '@hr/domain/attendance/status';
import type { AttendanceStatusFilter } from '@hr/domain/attendance/views';

/* A day's attendance status as every attendance screen shows it: one text (choices:attendanceStatus, which the server's Excel files can use too) and one colour. */

/** Each status's colour (an antd preset: the tag's, and the calendar's marks). */
export const ATTENDANCE_STATUS_COLOR: Record<AttendanceStatus, string> = {
  onTime: 'green', earlyIn: 'cyan', notFullHours: 'gold', late: 'orange', leaveEarly: 'orange', lateAndEarly: 'volcano',
  absent: 'red', noRecord: 'magenta', leave: 'blue', holidayEntry: 'purple', onSite: 'geekblue',
};

/** The status's name in the reader's language. */
export const attendanceStatusText = (t: TFunction, status: AttendanceStatus) => t(`choices:attendanceStatus.${status}`);

/** A status filter's name: a status, a day off, or no status yet (as every attendance page names them). */
export const attendanceFilterText = (t: TFunction, filter: AttendanceStatusFilter) =>
  filter === 'none' ? t('attendance:pages.noStatus') : filter === 'dayOff' ? t('attendance:dayType.dayOff') : attendanceStatusText(t, filter);

/** A day's status as a coloured tag. */
export function AttendanceStatusTag({ status }: { status: AttendanceStatus }) {
  const { t } = useTranslation();
  return <Tag color={ATTENDANCE_STATUS_COLOR[status]} data-testid="attendance-status" data-status={status}>{attendanceStatusText(t, status)}</Tag>;
}

/** A number of minutes as the reader says it: "45 minutes", "1 hour 5 minutes", "2 hours" (plural rules of the language). */
export function durationText(t: TFunction, minutes: number): string {
  const hours = Math.floor(minutes / 60), rest = minutes % 60;
  if (!hours) return t('attendance:duration.minutes', { count: rest });
  if (!rest) return t('attendance:duration.hours', { count: hours });
  return t('attendance:duration.both', { hours: t('attendance:duration.hours', { count: hours }), minutes: t('attendance:duration.minutes', { count: rest }) });
}
