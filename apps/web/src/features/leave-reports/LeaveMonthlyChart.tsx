import { useLayoutEffect, useRef, useState } from 'react';
import { Card, Empty, Flex, Segmented, Spin, Table, Typography, theme, type TableProps } from 'antd';
import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LeaveMonthly } from '@hr/domain/leave/report';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { axisTicks, sumDays } from './chart-scale';
import { yearLabel } from './report-parts';

/*
 * The chart above the leave summary (issue 15 point 5): approved days taken per month of the year,
 * one stacked column a month, one colour a leave type. Drawn as plain SVG: apps/web carries no
 * chart library, and twelve columns need none (echarts alone is about 1 MB minified, G2 under
 * @ant-design/charts hundreds of kilobytes). Keyboard and screen-reader users reach every month (one tab stop, then the
 * arrow keys: each column reads out its figures and shows the mouse's tooltip) and can show the
 * figures as a table.
 */

type Series = LeaveMonthly['types'][number] & { color: string };

const HEIGHT = 240;
const M = { top: 24, right: 12, bottom: 28, left: 44 };

/** The width of an element, followed as it changes (the window, the side menu folding). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Days as the reader writes them, with the unit ("1 day", "2.5 days", "3 วัน"). */
function useDayCount() {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (days: number) => t('leaveReport:chart.dayCount', { count: days, days: formatNumber(days, lang) });
}

function Swatch({ color }: { color: string }) {
  return <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: color, flex: 'none' }} />;
}

/** What a month holds: a line per type with days, and the total. */
function MonthDetails({ series, month, title }: { series: Series[]; month: number; title: string }) {
  const { t } = useTranslation();
  const dayCount = useDayCount();
  const taken = series.filter((s) => s.days[month]);
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      {taken.length ? taken.map((s) => (
        <Flex key={s.leaveTypeId} gap={8} align="center" justify="space-between">
          <Flex gap={6} align="center"><Swatch color={s.color} />{s.name}</Flex>
          <span>{dayCount(s.days[month]!)}</span>
        </Flex>
      )) : <Typography.Text type="secondary">{t('leaveReport:chart.noLeave')}</Typography.Text>}
      {taken.length > 1 && (
        <Flex justify="space-between" gap={8}><span>{t('leaveReport:col.total')}</span><span>{dayCount(sumDays(taken.map((s) => s.days[month]!)))}</span></Flex>
      )}
    </>
  );
}

/** The stacked columns, their value axis and the month under each. */
function Columns({ series, months, title }: { series: Series[]; months: Array<{ short: string; long: string }>; title: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { token } = theme.useToken();
  const dayCount = useDayCount();
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number>();
  // One stop in the tab order for the whole chart; the arrow keys, Home and End move between months.
  const [current, setCurrent] = useState(0);
  const monthRefs = useRef<Array<SVGGElement | null>>([]);
  const move = (e: React.KeyboardEvent, m: number) => {
    const to = { ArrowRight: m + 1, ArrowDown: m + 1, ArrowLeft: m - 1, ArrowUp: m - 1, Home: 0, End: 11 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = Math.min(Math.max(to, 0), 11);
    setCurrent(next);
    monthRefs.current[next]?.focus();
  };
  const totals = months.map((_, m) => sumDays(series.map((s) => s.days[m]!)));
  const ticks = axisTicks(Math.max(...totals));
  const top = ticks.at(-1)!;
  const plotW = Math.max(width - M.left - M.right, 0);
  const plotH = HEIGHT - M.top - M.bottom;
  const band = plotW / 12;
  const barW = Math.min(band * 0.6, 56);
  const y = (v: number) => M.top + plotH - (v / top) * plotH;
  const label = (m: number) => t('leaveReport:chart.monthLabel', {
    month: months[m]!.long,
    details: series.filter((s) => s.days[m]).map((s) => `${s.name} ${dayCount(s.days[m]!)}`).join(', ') || t('leaveReport:chart.noLeave'),
    total: dayCount(totals[m]!),
  });

  return (
    <div ref={ref} style={{ position: 'relative', height: HEIGHT }}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} role="group" aria-label={title} data-testid="leave-chart-svg" style={{ display: 'block', overflow: 'visible' }}>
          {ticks.map((v) => (
            <g key={v}>
              <line x1={M.left} x2={M.left + plotW} y1={y(v)} y2={y(v)} stroke={v ? token.colorBorderSecondary : token.colorBorder} />
              <text x={M.left - 8} y={y(v)} dy="0.32em" textAnchor="end" fontSize={12} fill={token.colorTextSecondary}>{formatNumber(v, lang)}</text>
            </g>
          ))}
          <text x={M.left - 8} y={M.top - 14} textAnchor="end" fontSize={11} fill={token.colorTextTertiary} aria-hidden>{t('leaveReport:chart.axis')}</text>
          {months.map((month, m) => {
            const x = M.left + m * band;
            let base = 0;
            return (
              <g key={month.short} ref={(el) => { monthRefs.current[m] = el; }} tabIndex={m === current ? 0 : -1} role="img" aria-label={label(m)}
                data-testid={`chart-month-${m + 1}`} style={{ outline: 'none', cursor: 'default' }} onKeyDown={(e) => move(e, m)}
                onMouseEnter={() => setActive(m)} onMouseLeave={() => setActive(undefined)} onFocus={() => { setActive(m); setCurrent(m); }} onBlur={() => setActive(undefined)}>
                <rect x={x} y={M.top} width={band} height={plotH} fill={active === m ? token.colorFillSecondary : 'transparent'}
                  stroke={active === m ? token.colorPrimaryBorder : 'none'} rx={4} />
                {series.map((s) => {
                  const d = s.days[m]!;
                  if (!d) return null;
                  const y0 = y(base);
                  base += d;
                  // A half day among tens of days still shows as a sliver.
                  const h = Math.max(y0 - y(base), 1.5);
                  return <rect key={s.leaveTypeId} x={x + (band - barW) / 2} y={y0 - h} width={barW} height={h} fill={s.color} data-testid={`bar-${s.code}-${m + 1}`} />;
                })}
                <text x={x + band / 2} y={M.top + plotH + 18} textAnchor="middle" fontSize={12} fill={token.colorTextSecondary}>{month.short}</text>
              </g>
            );
          })}
        </svg>
      )}
      {active !== undefined && (
        <div role="presentation" data-testid="chart-tooltip" style={{
          position: 'absolute', top: M.top, pointerEvents: 'none', minWidth: 180, maxWidth: 280, padding: '8px 12px', zIndex: 2,
          background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, borderRadius: token.borderRadius, color: token.colorText, fontSize: 13,
          // Beside the month's column, on the side with room.
          ...(active < 6 ? { left: M.left + (active + 1) * band + 4 } : { right: width - (M.left + active * band) + 4 }),
        }}>
          <Flex vertical gap={2}><MonthDetails series={series} month={active} title={months[active]!.long} /></Flex>
        </div>
      )}
    </div>
  );
}

/** The same figures as a table: a row a month, a column a type. */
function MonthTable({ series, months }: { series: Series[]; months: Array<{ short: string; long: string }> }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  type Row = { key: number; month: string };
  const columns: TableProps<Row>['columns'] = [
    { key: 'month', title: t('leaveReport:col.month'), dataIndex: 'month' },
    ...series.map((s) => ({ key: s.leaveTypeId, align: 'right' as const, title: <Flex gap={6} align="center" justify="flex-end"><Swatch color={s.color} />{s.name}</Flex>,
      render: (_: unknown, r: Row) => formatNumber(s.days[r.key]!, lang) })),
    { key: 'total', align: 'right', title: t('leaveReport:col.total'), render: (_, r) => formatNumber(sumDays(series.map((s) => s.days[r.key]!)), lang) },
  ];
  return (
    <Table<Row> size="small" bordered pagination={false} columns={columns} data-testid="monthly-table" scroll={{ x: 'max-content' }}
      dataSource={months.map((m, i) => ({ key: i, month: m.long }))}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}><Typography.Text strong>{t('leaveReport:col.total')}</Typography.Text></Table.Summary.Cell>
          {series.map((s, i) => <Table.Summary.Cell key={s.leaveTypeId} index={i + 1} align="right"><Typography.Text strong>{formatNumber(s.total, lang)}</Typography.Text></Table.Summary.Cell>)}
          <Table.Summary.Cell index={series.length + 1} align="right"><Typography.Text strong>{formatNumber(sumDays(series.map((s) => s.total)), lang)}</Typography.Text></Table.Summary.Cell>
        </Table.Summary.Row>
      )} />
  );
}

/**
 * Leave days taken by type and month over the employees of the report (its filters), with a
 * legend of the types taken and their totals; as a chart or as a table.
 */
export function LeaveMonthlyChart({ data, loading, year }: { data?: LeaveMonthly; loading: boolean; year: number }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { token } = theme.useToken();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const dayCount = useDayCount();
  const title = t('leaveReport:chart.title', { year: yearLabel(year, lang) });
  // A type keeps its colour whichever others were taken (the colour follows the report's type list).
  const palette = [token.blue, token.orange, token.green, token.purple, token.cyan, token.magenta, token.gold, token.volcano, token.geekblue, token.lime, token.red, token.pink];
  const series: Series[] = (data?.types ?? []).map((x, i) => ({ ...x, color: palette[i % palette.length]! })).filter((x) => x.total > 0);
  const months = Array.from({ length: 12 }, (_, m) => {
    const first = dayjs(new Date(year, m, 1));
    return { short: first.locale(lang).format('MMM'), long: formatDate(first, lang, 'MMMM YYYY') };
  });

  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="leave-chart"
      title={<Typography.Text strong>{title}</Typography.Text>}
      extra={<Segmented size="small" value={view} onChange={(v) => setView(v as 'chart' | 'table')} aria-label={t('leaveReport:chart.view')} data-testid="chart-view"
        options={[{ value: 'chart', icon: <BarChartOutlined />, label: t('leaveReport:chart.asChart') }, { value: 'table', icon: <TableOutlined />, label: t('leaveReport:chart.asTable') }]} />}>
      <Spin spinning={loading}>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>{t('leaveReport:chart.hint')}</Typography.Paragraph>
        {!data ? <div style={{ height: HEIGHT }} /> : !series.length ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('leaveReport:chart.empty', { year: yearLabel(year, lang) })} style={{ margin: '24px 0' }} />
        ) : view === 'table' ? <MonthTable series={series} months={months} /> : (
          <>
            <Columns series={series} months={months} title={title} />
            <Flex wrap gap="4px 20px" justify="center" style={{ marginTop: 8 }} data-testid="chart-legend" role="list">
              {series.map((s) => (
                <Flex key={s.leaveTypeId} gap={6} align="center" role="listitem" data-testid={`legend-${s.code}`}>
                  <Swatch color={s.color} /><span>{s.name}</span><Typography.Text type="secondary">{dayCount(s.total)}</Typography.Text>
                </Flex>
              ))}
            </Flex>
          </>
        )}
      </Spin>
    </Card>
  );
}
