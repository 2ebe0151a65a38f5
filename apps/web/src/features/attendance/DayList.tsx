import type { HTMLAttributes, ReactNode } from 'react';
import { Card, Flex, Grid, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttendanceDayView } from '@hr/domain/attendance/views';
import { durationText } from '../../lib/attendance-status';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { DayStatus, PunchLine, shiftText, todayIso } from './day-parts';

type Props = { days: AttendanceDayView[]; action?: (day: AttendanceDayView) => ReactNode };

/** Minutes as a duration, or a dash for none. */
const minutes = (t: ReturnType<typeof useTranslation>['t'], n: number) => (n ? durationText(t, n) : '—');

/** A date with its weekday, today named. */
function DateCell({ date }: { date: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Flex vertical gap={0}>
      {/* A date is one word: never broken inside its year (a long Burmese month name filled the column). */}
      <Typography.Text strong className="hr-figure">{formatDate(date, lang)}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatDate(date, lang, 'dddd')}{date === todayIso() ? ` · ${t('attendance:pages.today')}` : ''}
      </Typography.Text>
    </Flex>
  );
}

/**
 * A month as a list: each date's shift, punches (corrections marked with who and why), status and
 * minutes. A table on a computer; on a phone one card per date, nothing wider than the screen.
 */
export function DayList({ days, action }: Props) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const today = todayIso();
  const punches = (d: AttendanceDayView) => (d.punches.length
    ? <Flex vertical gap={4}>{d.punches.map((p) => <PunchLine key={p.id} punch={p} date={d.date} />)}</Flex>
    : <Typography.Text type="secondary">—</Typography.Text>);

  if (!screens.md) {
    return (
      <Flex vertical gap={8} data-testid="attendance-list">
        {days.map((d) => (
          <Card key={d.date} size="small" data-testid={`day-${d.date}`} style={d.date === today ? { borderColor: 'var(--ant-color-primary)' } : undefined}
            title={<DateCell date={d.date} />} extra={action?.(d)}>
            <Flex vertical gap={6}>
              {shiftText(d) && <Typography.Text type="secondary">{shiftText(d)}</Typography.Text>}
              <DayStatus day={d} future={d.date > today} />
              {punches(d)}
              {(d.workedMinutes > 0 || d.lateMinutes > 0 || d.earlyLeaveMinutes > 0) && (
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {[d.workedMinutes ? t('attendance:card.worked', { duration: durationText(t, d.workedMinutes) }) : null,
                    d.lateMinutes ? t('attendance:card.late', { duration: durationText(t, d.lateMinutes) }) : null,
                    d.earlyLeaveMinutes ? t('attendance:card.early', { duration: durationText(t, d.earlyLeaveMinutes) }) : null].filter(Boolean).join(' · ')}
                </Typography.Text>
              )}
            </Flex>
          </Card>
        ))}
      </Flex>
    );
  }

  const columns: TableProps<AttendanceDayView>['columns'] = [
    { key: 'date', title: t('attendance:columns.date'), width: 150, render: (_: unknown, d) => <DateCell date={d.date} /> },
    { key: 'shift', title: t('attendance:columns.shift'), width: 150, render: (_: unknown, d) => shiftText(d) ?? '—' },
    { key: 'punches', title: t('attendance:pages.punches'), render: (_: unknown, d) => punches(d) },
    { key: 'status', title: t('attendance:columns.status'), width: 170, render: (_: unknown, d) => <DayStatus day={d} future={d.date > today} /> },
    { key: 'worked', title: t('attendance:pages.worked'), width: 130, align: 'right', render: (_: unknown, d) => minutes(t, d.workedMinutes) },
    { key: 'late', title: t('attendance:pages.late'), width: 110, align: 'right', render: (_: unknown, d) => minutes(t, d.lateMinutes) },
    { key: 'early', title: t('attendance:pages.early'), width: 110, align: 'right', render: (_: unknown, d) => minutes(t, d.earlyLeaveMinutes) },
    ...(action ? [{ key: 'action', title: t('attendance:pages.actions'), width: 150, render: (_: unknown, d: AttendanceDayView) => action(d) }] : []),
  ];
  return (
    <Table<AttendanceDayView> rowKey="date" size="small" columns={columns} dataSource={days} pagination={false} data-testid="attendance-list"
      scroll={{ x: 960 }} rowClassName={(d) => (d.date === today ? 'ant-table-row-selected' : '')}
      onRow={(d) => ({ 'data-testid': `day-${d.date}` } as HTMLAttributes<HTMLElement>)} />
  );
}
