import { toCp874 } from '../cp874';
import { EOL, oneLine, type LineEnding } from './text-file';

/*
 * Delimited text files for the Revenue Department's import program (RD Prep): the program lets the
 * filer pick the delimiter and map each column, so there is no single published layout and vendors
 * differ (THAI-RULES.md). The writers therefore take the column order and the delimiter as settings.
 */

export type TextEncoding = 'tis620' | 'utf8';

/** A column: one of the writer's fields, or the same fixed text in every row (a constant a layout needs). */
export type Column<Id extends string> = Id | { literal: string };

export type DelimitedSettings<Id extends string> = {
  columns: readonly Column<Id>[];
  delimiter: string;
  encoding: TextEncoding;
  lineEnding: LineEnding;
  /** Whether the last row ends with a line end too. */
  trailingLineEnd: boolean;
};

/**
 * A value as one cell: on one line, and without the delimiter, which would shift every later column
 * (the import program has no quoting).
 */
export function cell(value: string, delimiter: string): string {
  const flat = oneLine(value);
  return delimiter && flat.includes(delimiter) ? flat.split(delimiter).join(' ').replace(/\s+/g, ' ').trim() : flat;
}

/** Rows of cells → the file's text and bytes, joined once. */
export function delimitedFile<Id extends string>(
  rows: readonly Readonly<Record<Id, string>>[],
  settings: DelimitedSettings<Id>,
): { text: string; bytes: Uint8Array } {
  const eol = EOL[settings.lineEnding];
  const lines = rows.map((row) => settings.columns
    .map((c) => cell(typeof c === 'string' ? row[c] : c.literal, settings.delimiter))
    .join(settings.delimiter));
  const text = lines.join(eol) + (settings.trailingLineEnd && lines.length > 0 ? eol : '');
  const bytes = settings.encoding === 'utf8' ? new TextEncoder().encode(text) : toCp874(text);
  return { text, bytes };
}
