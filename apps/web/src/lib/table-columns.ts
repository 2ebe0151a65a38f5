import type { TableColumnType } from 'antd';

/*
 * Widths every table shares, measured on the words of the reader's language (issue 34): a fixed
 * width typed for English broke "Actions" into "Action/s" and let a Burmese status tag slide under
 * the fixed Actions column.
 */

/** The left and right padding of a middle-sized cell, and a little room for a web font wider than the one measured. */
const CELL_PADDING = 32 + 8;
let canvas: HTMLCanvasElement | null = null;

/** How wide a text is drawn in the page's font (weight and size as given); 8 px a letter where no canvas is. */
export function textWidth(text: string, font: { weight?: number; size?: number } = {}): number {
  canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas');
  const ctx = canvas?.getContext('2d');
  if (!ctx) return text.length * 8;
  ctx.font = `${font.weight ?? 400} ${font.size ?? 14}px ${getComputedStyle(document.body).fontFamily}`;
  return Math.ceil(ctx.measureText(text).width);
}

/** A column wide enough for its header on one line (the table's header is 600, 14 px) and for `content` px. */
export const fitWidth = (title: string, content: number) => Math.max(textWidth(title, { weight: 600 }), content) + CELL_PADDING;

/** A status column: wide enough for its header and for the widest of its tags (12 px text, 8 px padding each side, a border). */
export const tagColumnWidth = (title: string, labels: readonly string[], min = 0) =>
  Math.max(min, fitWidth(title, Math.max(0, ...labels.map((l) => textWidth(l, { size: 12 }) + 18))));

/**
 * The actions column of a list, fixed at the right: its icon buttons (32 px, 4 px apart) and its
 * header on one line.
 */
export function actionsColumn<T>(title: string, buttons: number, render: NonNullable<TableColumnType<T>['render']>): TableColumnType<T> {
  return {
    key: 'actions', title, fixed: 'right', width: fitWidth(title, buttons * 32 + (buttons - 1) * 4), render,
    onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
  };
}

/**
 * The horizontal scroll width of a table: the sum of its columns (and the selection's) and `room`
 * for the columns without a width, so none of them is squeezed to a letter or two. A wider screen
 * gives those columns the rest.
 */
export const scrollWidth = (columns: ReadonlyArray<{ width?: number | string }>, selection = false, room = 0) =>
  columns.reduce((n, c) => n + (typeof c.width === 'number' ? c.width : 0), (selection ? 32 : 0) + room);
