import { Button, Flex, Space, Typography, theme } from 'antd';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import { attendanceSlices, HR_ATTENDANCE_SLICE_NAMES, HR_ATTENDANCE_SLICES, type HrAttendanceSlice } from '@hr/domain/dashboard/hr-views';
import type { AttendanceStatusFilter } from '@hr/domain/attendance/views';
import { ATTENDANCE_STATUS_COLOR, attendanceFilterText } from '../../../lib/attendance-status';
import { useLang } from '../../../lib/hooks';
import { formatNumber } from '../../../lib/numbers';

/*
 * A day's attendance as a donut (visx: SVG paths drawn from d3-shape's arcs) with the same figures
 * as buttons beside it. Every part opens the daily report filtered to its statuses: a click on the
 * ring, Enter or Space on a focused part, or the figure's button, which is also how a screen reader
 * reads the chart (the ring itself is one labelled image of the whole).
 */

const SIZE = 200;
/** The slices that hold more than their name says get a line of help (what they count). */
const HELP = new Set<HrAttendanceSlice>((Object.keys(HR_ATTENDANCE_SLICES) as HrAttendanceSlice[]).filter((s) => HR_ATTENDANCE_SLICES[s].length > 1 || s === 'none' || s === 'dayOff'));
const SLICE_COLOR: Record<HrAttendanceSlice, string | null> = {
  onTime: ATTENDANCE_STATUS_COLOR.onTime, late: ATTENDANCE_STATUS_COLOR.late, absent: ATTENDANCE_STATUS_COLOR.absent, leave: ATTENDANCE_STATUS_COLOR.leave,
  onSite: ATTENDANCE_STATUS_COLOR.onSite, noRecord: ATTENDANCE_STATUS_COLOR.noRecord, other: 'gold', dayOff: 'cyan', none: null,
};

export function AttendanceDonut({ counts, onOpen }: { counts: Partial<Record<AttendanceStatusFilter, number>>; onOpen: (slice: HrAttendanceSlice) => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { token } = theme.useToken();
  const colour = (s: HrAttendanceSlice) => {
    const c = SLICE_COLOR[s];
    return c ? (token as unknown as Record<string, string>)[`${c}6`]! : token.colorTextQuaternary;
  };
  const slices = attendanceSlices(counts);
  const total = Object.values(slices).reduce((a, b) => a + b, 0);
  const parts = HR_ATTENDANCE_SLICE_NAMES.filter((s) => slices[s] > 0).map((s) => ({ slice: s, n: slices[s] }));
  // A slice is named after its first status as every attendance page names it; 'none' as the daily report does.
  const name = (s: HrAttendanceSlice) => (s === 'other' ? t('dashboard:hr.otherStatuses') : attendanceFilterText(t, s));
  const summary = parts.map((p) => `${name(p.slice)} ${formatNumber(p.n, lang)}`).join(', ');
  const r = SIZE / 2;
  return (
    <Flex gap={24} wrap align="center">
      <svg width={SIZE} height={SIZE} role="group" aria-label={summary || t('dashboard:hr.nobody')} data-testid="attendance-donut" style={{ flex: 'none' }}>
        <Group top={r} left={r}>
          {!total ? <circle r={r - 20} fill="none" stroke={token.colorBorder} strokeWidth={30} /> : (
            <Pie data={parts} pieValue={(p) => p.n} outerRadius={r - 4} innerRadius={r - 40} padAngle={parts.length > 1 ? 0.012 : 0} pieSortValues={() => 0}>
              {(pie) => pie.arcs.map((arc) => {
                const label = `${name(arc.data.slice)}: ${formatNumber(arc.data.n, lang)}`;
                return (
                  <path key={arc.data.slice} d={pie.path(arc) ?? ''} fill={colour(arc.data.slice)} data-testid={`slice-${arc.data.slice}`} data-count={arc.data.n}
                    role="button" tabIndex={0} aria-label={label} style={{ cursor: 'pointer', outlineOffset: 2 }}
                    onClick={() => onOpen(arc.data.slice)}
                    onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onOpen(arc.data.slice); } }}>
                    <title>{label}</title>
                  </path>
                );
              })}
            </Pie>
          )}
          <text textAnchor="middle" dy="-0.1em" style={{ fontSize: 28, fontWeight: 600, fill: token.colorText }} aria-hidden>{formatNumber(total, lang)}</text>
          <text textAnchor="middle" dy="1.5em" style={{ fontSize: 12, fill: token.colorTextSecondary }} aria-hidden>{t('dashboard:hr.people')}</text>
        </Group>
      </svg>
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 220 }} data-testid="attendance-legend">
        {HR_ATTENDANCE_SLICE_NAMES.map((s) => (
          <Button key={s} type="text" onClick={() => onOpen(s)} disabled={!slices[s]} data-testid={`slice-figure-${s}`}
            title={HELP.has(s) ? t(`dashboard:hr.sliceHelp.${s}`) : undefined}
            style={{ justifyContent: 'space-between', display: 'flex', width: '100%', height: 'auto', padding: '3px 8px' }}>
            <Space size={8}>
              <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: colour(s) }} />
              <span style={{ whiteSpace: 'normal', textAlign: 'start' }}>{name(s)}</span>
            </Space>
            <Typography.Text strong data-testid="slice-count">{formatNumber(slices[s], lang)}</Typography.Text>
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
