// @ts-check
import * as XLSX from '@e965/xlsx';

/*
 * Reads the first sheet of an upload in a child process (issue 35 point 15): SheetJS parses
 * synchronously, and a full 20,000-row import takes seconds, which on the request path held every
 * other user's login that long. A process, not a worker thread: a worker that reaches its heap
 * limit may abort the whole server (V8 ends the process on some allocations instead of the
 * thread), where a child that runs out of memory or time ends alone. Plain JavaScript so it
 * starts the same under tsx and vitest. The input was inflated within its limits already
 * (zip-reader.ts); this reads only the cells present. It stays up between reads (starting one
 * costs more than a small file's read) and answers each { bytes | text, maxRows, maxColumns }
 * with { rows } or { refused: 'rows' | 'columns' | 'unreadable' }.
 */

/** @param {XLSX.CellObject | undefined} cell */
const isEmpty = (cell) => !cell || cell.v === undefined || cell.v === null || cell.v === '';

/** A cell's value: a date cell as 'YYYY-MM-DD' from its serial number, so no time zone can shift it. @param {XLSX.CellObject | undefined} cell */
function valueOf(cell) {
  if (!cell || isEmpty(cell)) return '';
  if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z)) {
    const d = XLSX.SSF.parse_date_code(/** @type {number} */ (cell.v));
    return `${String(d.y).padStart(4, '0')}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
  }
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  return cell.v;
}

/** @param {{ bytes: Uint8Array; text?: string; maxRows: number; maxColumns: number }} input */
function read(input) {
  // One row past the limit is read, to know the file goes beyond it; nothing further is parsed.
  /** @type {XLSX.ParsingOptions} */
  const options = { cellDates: false, dense: true, sheetRows: input.maxRows + 1 };
  let wb;
  try {
    // raw (CSV): the cells stay the text they are (no number or date guessing: "0012" stays an id).
    wb = input.text !== undefined ? XLSX.read(input.text, { ...options, type: 'string', raw: true }) : XLSX.read(Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength), { ...options, type: 'buffer' });
  } catch {
    return { refused: 'unreadable' };
  }
  const ws = wb.Sheets[wb.SheetNames[0] ?? ''];
  /** @type {Array<Array<XLSX.CellObject | undefined> | undefined>} */
  const data = ws?.['!data'] ?? [];
  let first = -1;
  let rows = 0;
  let columns = 0;
  // for...in visits only the rows and cells present: a sheet declaring A1:ALL12000 costs what it holds.
  for (const r in data) {
    const row = data[r] ?? [];
    for (const c in row) {
      if (isEmpty(row[c])) continue;
      if (first < 0 || Number(r) < first) first = Number(r);
      rows = Math.max(rows, Number(r) + 1);
      columns = Math.max(columns, Number(c) + 1);
    }
  }
  if (rows > input.maxRows) return { refused: 'rows' };
  if (columns > input.maxColumns) return { refused: 'columns' };
  const out = [];
  // The sheet starts at its first row with anything in it (where its header is), as its range did.
  for (let r = Math.max(first, 0); r < rows; r++) {
    const row = data[r];
    const cells = [];
    for (let c = 0; c < columns; c++) cells.push(valueOf(row?.[c]));
    out.push(cells);
  }
  return { rows: out };
}

process.on('message', (input) => process.send?.(read(/** @type {any} */ (input))));
// The server went away (ended, or crashed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
