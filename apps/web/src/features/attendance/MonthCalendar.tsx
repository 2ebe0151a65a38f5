import { useRef, type KeyboardEvent } from 'react';
import { Grid, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WEEK_START } from '@hr/domain/calendar';
import type { AttendanceStatus } from '@hr/domain/attendance/status';
import type { AttendanceDayView } from '@hr/domain/attendance/views';
import { ATTENDANCE_STATUS_COLOR, attendanceStatusText } from '../../lib/attendance-status';
import { formatDate, longDateFormat } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { dayNote, todayIso } from './day-parts';
import './attendance.css';

type Props = { days: AttendanceDayView[]; selected: string | null; onSelect: (date: string) => void };

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * A month as a grid, weeks starting on the company's week start (Sunday): each date its status (or
 * day off, holiday name, leave), the check-in and check-out, today marked. A date is a button;
 * the arrow keys move between dates (one focus stop for the grid), Enter or a click selects it and
 * the page shows its punches. On a phone the cells keep the date and a coloured mark only.
 */
export function MonthCalendar({ days, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const shade = (status: AttendanceStatus, n: number) => (token as unknown as Record<string, string>)[`${ATTENDANCE_STATUS_COLOR[status]}${n}`];
  const compact = !screens.md;
  const today = todayIso();
  const grid = useRef<HTMLTableElement>(null);
  if (!days.length) return null;
  const start = WEEK_START[lang];
  const lead = (weekdayOf(days[0]!.date) - start + 7) % 7;
  const cells: Array<AttendanceDayView | null> = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  // The header's weekday names from the first week's dates (any week would do).
  const firstSunday = addDays(days[0]!.date, -weekdayOf(days[0]!.date));
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays(firstSunday, (start + i) % 7));
  const focusStop = selected && days.some((d) => d.date === selected) ? selected : days.some((d) => d.date === today) ? today : days[0]!.date;

  const move = (e: KeyboardEvent, date: string) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    const target = step ? addDays(date, step) : e.key === 'Home' ? days[0]!.date : e.key === 'End' ? days[days.length - 1]!.date : null;
    if (!target || !days.some((d) => d.date === target)) return;
    e.preventDefault();
    onSelect(target);
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus();
  };

  return (
    <table ref={grid} className={`att-cal${compact ? ' att-cal--compact' : ''}`} data-testid="attendance-calendar" aria-label={formatDate(`${days[0]!.date}`, lang, 'MMMM YYYY')}>
      <thead>
        <tr>{weekdays.map((d) => <th key={d} scope="col" abbr={formatDate(d, lang, 'dddd')}>{formatDate(d, lang, compact ? 'dd' : 'ddd')}</th>)}</tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((d, i) => {
              if (!d) return <td key={`x${i}`} className="att-cal__blank" />;
              const note = dayNote(t, d);
              const isToday = d.date === today;
              const label = [formatDate(d.date, lang, `dddd ${longDateFormat(lang)}`), isToday ? t('attendance:pages.today') : null,
                d.status ? attendanceStatusText(t, d.status) : note, d.leave && d.status !== 'leave' ? t(`attendance:pages.leave.${d.leave}`) : null].filter(Boolean).join(', ');
              const time = (iso: string | null) => (iso ? formatDate(iso, lang, 'HH:mm') : '');
              return (
                <td key={d.date}>
                  <button type="button" data-date={d.date} data-testid={`cal-${d.date}`} data-status={d.status ?? ''} aria-label={label} aria-pressed={selected === d.date}
                    aria-current={isToday ? 'date' : undefined} tabIndex={d.date === focusStop ? 0 : -1}
                    className={['att-cal__day', `att-cal__day--${d.status ?? d.dayType}`, isToday ? 'is-today' : '', selected === d.date ? 'is-selected' : ''].join(' ')}
                    onClick={() => onSelect(d.date)} onKeyDown={(e) => move(e, d.date)}>
                    <span className="att-cal__num" aria-hidden>{Number(d.date.slice(8))}</span>
                    {compact ? <span className="att-cal__dot" aria-hidden style={d.status ? { background: shade(d.status, 6) } : undefined} /> : (
                      <span className="att-cal__body" aria-hidden>
                        {d.status && <span className="att-cal__status" style={{ background: shade(d.status, 1), color: shade(d.status, 7) }}>{attendanceStatusText(t, d.status)}</span>}
                        {note && <Typography.Text type="secondary" ellipsis className="att-cal__note">{note}</Typography.Text>}
                        {d.leave && d.status !== 'leave' && <span className="att-cal__note">{t(`attendance:pages.leave.${d.leave}`)}</span>}
                        {d.checkIn && <span className="att-cal__times">{[time(d.checkIn), time(d.checkOut)].filter(Boolean).join('–')}</span>}
                      </span>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
