import { useState, type ReactNode } from 'react';
import { Alert, Card, Empty, Flex, Segmented, Skeleton, Spin, Typography } from 'antd';
import { CalendarOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AttendanceDayView, AttendanceMonth } from '@hr/domain/attendance/views';
import { durationText } from '../../lib/attendance-status';
import { formatDate, longDateFormat } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { AttendanceHelp } from './AttendanceHelp';
import { DayList } from './DayList';
import { DayStatus, PunchLine, shiftText, todayIso } from './day-parts';
import { MonthCalendar } from './MonthCalendar';
import { MonthTotals } from './MonthTotals';
import { MonthSwitcher } from './MonthSwitcher';

export type MonthViewMode = 'calendar' | 'list';
type Props = {
  month: string;
  onMonth: (month: string) => void;
  data: AttendanceMonth | undefined;
  loading: boolean;
  error?: boolean;
  /** A date's own action (add a punch): beside the selected date and on each row of the list. */
  action?: (day: AttendanceDayView) => ReactNode;
  initialMode?: MonthViewMode;
  /** The date selected at first (today otherwise). */
  initialDate?: string;
};

/** The selected date under the calendar: what the day is, its status and minutes, every punch with its corrections. */
function DayDetail({ day, action }: { day: AttendanceDayView; action?: Props['action'] }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const figures = [day.workedMinutes ? t('attendance:card.worked', { duration: durationText(t, day.workedMinutes) }) : null,
    day.lateMinutes ? t('attendance:card.late', { duration: durationText(t, day.lateMinutes) }) : null,
    day.earlyLeaveMinutes ? t('attendance:card.early', { duration: durationText(t, day.earlyLeaveMinutes) }) : null].filter(Boolean);
  return (
    <Card size="small" data-testid="day-detail" data-date={day.date} title={formatDate(day.date, lang, `dddd ${longDateFormat(lang)}`)} extra={action?.(day)}>
      <Flex vertical gap={8} aria-live="polite">
        {shiftText(day) && <Typography.Text>{`${t('attendance:columns.shift')}: ${shiftText(day)}`}</Typography.Text>}
        <DayStatus day={day} future={day.date > todayIso()} />
        {figures.length > 0 && <Typography.Text type="secondary">{figures.join(' · ')}</Typography.Text>}
        <Typography.Text type="secondary">{t('attendance:pages.punches')}</Typography.Text>
        {day.punches.length ? <Flex vertical gap={6}>{day.punches.map((p) => <PunchLine key={p.id} punch={p} date={day.date} />)}</Flex>
          : <Typography.Text data-testid="day-no-punches">{t('attendance:card.noPunches')}</Typography.Text>}
      </Flex>
    </Card>
  );
}

/**
 * One employee's month (the self page and a supervisor's or HR's view of a person): a month
 * switcher, the calendar or the list, the selected date's punches, the totals and the rules'
 * help. The same component on every page, so everyone reads a day alike.
 */
export function AttendanceMonthView({ month, onMonth, data, loading, error, action, initialMode = 'calendar', initialDate }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<MonthViewMode>(initialMode);
  const [picked, setPicked] = useState<string | null>(initialDate ?? null);
  const days = data?.month === month ? data.days : [];
  const today = todayIso();
  const selected = days.find((d) => d.date === picked) ?? days.find((d) => d.date === today) ?? null;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <MonthSwitcher month={month} onMonth={(m) => { setPicked(null); onMonth(m); }} />
        <Segmented<MonthViewMode> value={mode} onChange={setMode} data-testid="view-mode" options={[
          { value: 'calendar', label: t('attendance:pages.view.calendar'), icon: <CalendarOutlined /> },
          { value: 'list', label: t('attendance:pages.view.list'), icon: <UnorderedListOutlined /> },
        ]} />
      </Flex>
      {error && !data ? <Alert type="error" showIcon title={t('common:error.generic')} /> : !data ? <Skeleton active paragraph={{ rows: 8 }} /> : (
        <Spin spinning={loading}>
          {!days.length ? <Empty /> : (
            <Flex vertical gap={16}>
              {mode === 'calendar' ? (
                <Flex vertical gap={12}>
                  <MonthCalendar days={days} selected={selected?.date ?? null} onSelect={setPicked} />
                  {selected ? <DayDetail day={selected} action={action} /> : <Typography.Text type="secondary">{t('attendance:pages.pickDay')}</Typography.Text>}
                </Flex>
              ) : <DayList days={days} action={action} />}
              <MonthTotals totals={data.totals} />
              <AttendanceHelp days={days} />
            </Flex>
          )}
        </Spin>
      )}
    </Flex>
  );
}
