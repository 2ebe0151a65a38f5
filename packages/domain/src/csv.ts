/*
 * Reading delimited text (CSV, and the tab- or semicolon-separated files some machines write),
 * RFC 4180 quoting included: a quoted field may hold the delimiter, a doubled quote and line
 * breaks. Pure and synchronous, so the server and the tests read a file the same way.
 */

/** The delimiters a file may use, in the order a tie is broken. */
const DELIMITERS = [',', '\t', ';', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/**
 * The delimiter of a file: the one that splits its first lines into the same number (above one)
 * of fields most consistently, counted outside quotes. A file of one column reads as commas.
 */
export function detectDelimiter(text: string): Delimiter {
  const lines = text.split(/\r\n|\n|\r/, 20).filter((l) => l.trim() !== '');
  let best: Delimiter = ',';
  let bestScore = 0;
  for (const d of DELIMITERS) {
    const counts = lines.map((l) => countOutsideQuotes(l, d));
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    // Lines that agree with the first, weighted by how many fields they make.
    const score = counts.filter((c) => c === first).length * (first + 1);
    if (score > bestScore) { best = d; bestScore = score; }
  }
  return best;
}

function countOutsideQuotes(line: string, d: string): number {
  let n = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === d && !quoted) n += 1;
  }
  return n;
}

/** One record of a file and the line it starts on (1-based), so messages can name the line a reader sees. */
export type CsvRecord = { line: number; fields: string[] };

/**
 * Splits text into records. Blank lines are skipped (their line numbers still count); fields are
 * not trimmed here, the reader decides. `maxRecords` stops early (a header and a sample).
 */
export function parseCsv(text: string, delimiter: Delimiter = detectDelimiter(text), maxRecords = Infinity): CsvRecord[] {
  const out: CsvRecord[] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const d = delimiter.charCodeAt(0);
  while (i < n && out.length < maxRecords) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    for (;;) {
      if (i < n && text.charCodeAt(i) === 34 /* " */ && field === '') {
        // A quoted field: up to the closing quote, a doubled quote standing for one.
        i += 1;
        for (;;) {
          const q = text.indexOf('"', i);
          if (q === -1) { field += text.slice(i); i = n; break; }
          field += text.slice(i, q);
          if (text.charCodeAt(q + 1) === 34) { field += '"'; i = q + 2; continue; }
          i = q + 1;
          break;
        }
        for (const c of field) if (c === '\n') line += 1;
      }
      // The rest of an unquoted field (or what follows a closing quote) up to the delimiter or the line's end.
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === d || c === 10 || c === 13) break;
        j += 1;
      }
      field += text.slice(i, j);
      i = j;
      fields.push(field);
      field = '';
      if (i >= n) break;
      const c = text.charCodeAt(i);
      if (c === d) { i += 1; continue; }
      // A line break: \r\n, \n or \r.
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      line += 1;
      break;
    }
    if (!(fields.length === 1 && fields[0]!.trim() === '')) out.push({ line: start, fields });
  }
  return out;
}

/** The text encoding a file's byte-order mark names, or null without one. */
export function textMarkOf(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * Text from a file's bytes: UTF-8 (with or without its mark), UTF-16 with its mark (what Windows
 * tools write as "Unicode"), else Windows-874, the Thai code page older Thai machines export in.
 * Null when the bytes are not text at all (a zero byte outside UTF-16).
 */
export function decodeText(bytes: Uint8Array): string | null {
  const mark = textMarkOf(bytes);
  if (mark === 'utf-16le' || mark === 'utf-16be') return new TextDecoder(mark).decode(bytes.subarray(2));
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('windows-874').decode(bytes);
    } catch {
      return null;
    }
  }
}
