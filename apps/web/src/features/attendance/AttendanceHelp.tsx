import { Collapse, Flex, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { minutesOf } from '@hr/domain/masters/rules/working-time';
import { PUNCH_REACH_MINUTES, type AttendanceStatus } from '@hr/domain/attendance/status';
import type { AttendanceDayView } from '@hr/domain/attendance/views';
import { AttendanceStatusTag } from '../../lib/attendance-status';

/** 'HH:mm' a number of minutes from another, round the clock. */
const shifted = (hhmm: string, minutes: number) => {
  const m = (((minutesOf(hhmm) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The statuses in the order a reader meets them, each explained (packages/domain/src/attendance/status.ts has the rules). */
const ORDER: AttendanceStatus[] = ['onTime', 'earlyIn', 'late', 'leaveEarly', 'lateAndEarly', 'notFullHours', 'noRecord', 'absent', 'leave', 'onSite', 'holidayEntry'];

type Shift = NonNullable<AttendanceDayView['shift']>;

/**
 * How a day's status is worked out, where the reader meets the statuses: the month's shifts with
 * their times (from when a check-in counts, when it is late, the break), what each status means,
 * that a night shift belongs to the date it starts, and when a day gets its status.
 */
export function AttendanceHelp({ days }: { days: AttendanceDayView[] }) {
  const { t } = useTranslation();
  const shifts = [...new Map(days.flatMap((d) => (d.shift ? [[d.shift.prefix, d.shift] as const] : []))).values()];
  const night = shifts.some((s) => minutesOf(s.workEnd) <= minutesOf(s.workStart));
  const shiftLine = (s: Shift) => (
    <li key={s.prefix} data-testid="help-shift">
      <Typography.Text strong>{`${s.prefix} ${s.name}`}</Typography.Text>{' '}
      {t('attendance:card.hours', { start: s.workStart, end: s.workEnd })}
      {s.breakStart && s.breakEnd ? ` · ${t('attendance:card.break', { start: s.breakStart, end: s.breakEnd })}` : ''}
      <br />
      <Typography.Text type="secondary">
        {t('attendance:card.rules', { earliest: shifted(s.workStart, -s.beforeWorkMinutes), lateFrom: shifted(s.workStart, s.lateAllowanceMinutes), start: s.workStart })}
      </Typography.Text>
    </li>
  );
  return (
    <Collapse size="small" data-testid="attendance-help" items={[{
      key: 'help',
      label: <span><QuestionCircleOutlined /> {t('attendance:pages.help.title')}</span>,
      children: (
        <Flex vertical gap={12}>
          {shifts.length > 0 && (
            <div>
              <Typography.Text strong>{t('attendance:pages.help.shifts')}</Typography.Text>
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>{shifts.map(shiftLine)}</ul>
            </div>
          )}
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 12px', alignItems: 'start' }}>
            {ORDER.map((s) => [
              <dt key={`${s}-t`}><AttendanceStatusTag status={s} /></dt>,
              <dd key={`${s}-d`} style={{ margin: 0 }} data-testid={`help-${s}`}>{t(`attendance:pages.help.status.${s}`)}</dd>,
            ])}
          </dl>
          <Typography.Paragraph style={{ margin: 0 }} data-testid="help-night" strong={night}>{t('attendance:pages.help.night')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('attendance:pages.help.open', { hours: PUNCH_REACH_MINUTES / 60 })}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('attendance:pages.help.corrections')}</Typography.Paragraph>
        </Flex>
      ),
    }]} />
  );
}
