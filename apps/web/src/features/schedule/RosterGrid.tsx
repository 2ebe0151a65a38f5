import { useRef, type KeyboardEvent } from 'react';
import { Tooltip, Typography, theme } from 'antd';
import { FlagOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RosterCell, RosterHeader, RosterRow } from '@hr/domain/attendance/roster';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import type { Swatch } from './api';

/** A selected rectangle of the grid: rows (employees) and columns (dates), by index. */
export type Selection = { anchor: { row: number; col: number }; focus: { row: number; col: number } };
export const selectionBounds = (s: Selection) => ({
  rows: [Math.min(s.anchor.row, s.focus.row), Math.max(s.anchor.row, s.focus.row)] as const,
  cols: [Math.min(s.anchor.col, s.focus.col), Math.max(s.anchor.col, s.focus.col)] as const,
});

type Props = {
  header: RosterHeader;
  rows: RosterRow[];
  swatches: Map<string, Swatch>;
  selection: Selection | null;
  onSelect: (s: Selection | null) => void;
  /** The cell that takes the keyboard (one tab stop for the whole grid). */
  active: { row: number; col: number };
  onActive: (a: { row: number; col: number }) => void;
};

/**
 * The month grid: one row per employee, one column per day. A cell shows the day's shift prefix in
 * its colour, a day off, or a holiday; a cell the roster decides has a bold border. Cells of days
 * from tomorrow on are buttons: a click (or Enter / Space) selects one, Shift extends the selection
 * to a rectangle; the arrow keys move between cells (a grid with one tab stop).
 */
export function RosterGrid({ header, rows, swatches, selection, onSelect, active, onActive }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { token } = theme.useToken();
  const table = useRef<HTMLTableElement>(null);
  const shifts = new Map(header.shifts.map((s) => [s.id, s]));
  const firstCol = header.dates.findIndex((d) => d.date >= header.firstChangeable);
  const changeable = (col: number) => firstCol >= 0 && col >= firstCol;
  const bounds = selection ? selectionBounds(selection) : null;
  const inSelection = (r: number, c: number) => !!bounds && r >= bounds.rows[0] && r <= bounds.rows[1] && c >= bounds.cols[0] && c <= bounds.cols[1];

  const focusCell = (row: number, col: number) => {
    onActive({ row, col });
    requestAnimationFrame(() => table.current?.querySelector<HTMLElement>(`[data-cell="${row}-${col}"]`)?.focus());
  };
  const choose = (row: number, col: number, extend: boolean) => {
    if (!changeable(col)) return;
    onActive({ row, col });
    if (extend && selection) onSelect({ anchor: selection.anchor, focus: { row, col } });
    else onSelect({ anchor: { row, col }, focus: { row, col } });
  };
  const onKey = (e: KeyboardEvent, row: number, col: number) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (e.key in moves) {
      e.preventDefault();
      const [dr, dc] = e.key === 'ArrowLeft' || e.key === 'ArrowRight' ? [0, moves[e.key]![0]] : [moves[e.key]![0], 0];
      const next = { row: Math.min(Math.max(row + dr, 0), rows.length - 1), col: Math.min(Math.max(col + dc, 0), header.dates.length - 1) };
      focusCell(next.row, next.col);
      if (e.shiftKey && selection && changeable(next.col)) onSelect({ anchor: selection.anchor, focus: next });
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(row, col, e.shiftKey);
    } else if (e.key === 'Escape') onSelect(null);
  };

  const valueOf = (cell: RosterCell, holiday: string | null): string => {
    if (cell.shiftId && cell.kind === 'working') return `${shifts.get(cell.shiftId)?.prefix ?? ''} ${shifts.get(cell.shiftId)?.name ?? ''}`;
    // A shift rostered on a public holiday keeps the holiday (work on it is holiday work): both are said.
    if (cell.kind === 'holiday') return `${t('schedule:grid.holiday')} ${holiday ?? ''}${cell.shiftId ? ` ${shifts.get(cell.shiftId)?.prefix ?? ''} ${shifts.get(cell.shiftId)?.name ?? ''}` : ''}`;
    if (cell.kind === 'unscheduled') return t('schedule:grid.unscheduled');
    return cell.shiftId ? `${shifts.get(cell.shiftId)?.prefix ?? ''} ${t('schedule:grid.dayOff')}` : t('schedule:grid.dayOff');
  };
  const content = (cell: RosterCell) => {
    if (cell.kind === 'holiday') return <><FlagOutlined aria-hidden />{cell.shiftId ? ` ${shifts.get(cell.shiftId)?.prefix ?? ''}` : null}</>;
    if (cell.shiftId) return shifts.get(cell.shiftId)?.prefix ?? '';
    if (cell.rostered && cell.kind === 'dayOff') return header.dayOffMark;
    return '';
  };
  const styleOf = (cell: RosterCell, selected: boolean, open: boolean) => {
    const swatch = cell.kind === 'working' && cell.shiftId ? swatches.get(cell.shiftId) : undefined;
    const base = swatch
      ? { background: swatch.background, color: swatch.color, borderColor: swatch.border }
      : cell.kind === 'holiday' ? { background: token.colorErrorBg, color: token.colorErrorText, borderColor: token.colorErrorBorder }
        : { background: token.colorFillTertiary, color: token.colorTextSecondary, borderColor: token.colorBorderSecondary };
    return {
      ...base,
      width: '100%', height: 30, padding: 0, fontSize: 11, fontWeight: cell.rostered ? 700 : 400, borderRadius: 4,
      borderStyle: 'solid', borderWidth: cell.rostered ? 2 : 1, cursor: open ? 'pointer' : 'default', opacity: open ? 1 : 0.7,
      outline: selected ? `2px solid ${token.colorPrimary}` : undefined, outlineOffset: selected ? 1 : undefined,
    };
  };

  // The employee column and the day header stay in place while the grid scrolls either way (issue 34):
  // the grid scrolls in its own box, its header row sticks to the top and its first column to the start.
  const stuck = { position: 'sticky', background: token.colorBgContainer } as const;
  return (
    <div style={{ overflow: 'auto', maxHeight: '70vh' }} data-testid="roster-scroll">
      <table ref={table} role="grid" aria-label={t('schedule:grid.title')} aria-describedby="roster-keyboard-help" data-testid="roster-grid"
        style={{ borderCollapse: 'separate', borderSpacing: 2, tableLayout: 'fixed', minWidth: 220 + header.dates.length * 44, width: '100%', fontSize: 12 }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...stuck, top: 0, insetInlineStart: 0, zIndex: 3, width: 220, textAlign: 'start', padding: 4 }}>{t('schedule:grid.employee')}</th>
            {header.dates.map((d) => {
              const off = d.weekday === 0 || d.weekday === 6;
              return (
                <th key={d.date} scope="col" style={{ ...stuck, top: 0, zIndex: 2, width: 44, padding: 2, fontWeight: 500, color: d.holiday ? token.colorErrorText : off ? token.colorTextSecondary : undefined }}
                  title={d.holiday ?? formatDate(d.date, lang)}>
                  <div>{formatDate(d.date, lang, 'dd')}</div><div>{Number(d.date.slice(8))}</div>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, ri) => (
            <tr key={r.id} data-testid="roster-row" data-code={r.employeeCode}>
              <th scope="row" style={{ ...stuck, insetInlineStart: 0, zIndex: 1, textAlign: 'start', padding: 4, fontWeight: 400, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }} title={`${r.employeeCode} ${r.name}`}>
                <div style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{r.employeeCode} {r.name}</div>
                <Typography.Text type="secondary" style={{ fontSize: 11 }}>{r.department ?? ''}</Typography.Text>
              </th>
              {r.cells.map((cell, ci) => {
                const open = changeable(ci);
                const selected = inSelection(ri, ci);
                const holiday = header.dates[ci]?.holiday ?? null;
                const label = t('schedule:grid.cellLabel', { name: r.name, date: formatDate(cell.date, lang), value: valueOf(cell, holiday) })
                  + (open ? '' : ` (${t('schedule:grid.passed')})`);
                return (
                  <td key={cell.date} role="gridcell" aria-selected={selected} style={{ padding: 0 }}>
                    <Tooltip title={label} mouseEnterDelay={0.4}>
                      <button type="button" data-cell={`${ri}-${ci}`} data-testid={`cell-${r.employeeCode}-${cell.date}`} data-kind={cell.kind}
                        aria-label={label} aria-disabled={!open} tabIndex={active.row === ri && active.col === ci ? 0 : -1}
                        onClick={(e) => choose(ri, ci, e.shiftKey)} onKeyDown={(e) => onKey(e, ri, ci)} onFocus={() => onActive({ row: ri, col: ci })}
                        style={styleOf(cell, selected, open)}>
                        {content(cell)}
                      </button>
                    </Tooltip>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
