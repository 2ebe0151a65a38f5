/* What the statutory file writers share: line ends and one-line text (their problems are FileProblem, ../file-common.ts). */

/** Line end of a text file. Government uploads come from Windows tools, so CRLF is the usual default. */
export type LineEnding = 'crlf' | 'lf';

export const EOL: Record<LineEnding, string> = { crlf: '\r\n', lf: '\n' };

/** Control characters (a pasted line break or tab) would break a record apart: each becomes a space. */
export function oneLine(text: string): string {
  // Most names are clean already: test once before building new strings (10,000 rows a file).
  if (!MESSY.test(text)) return text;
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
}

// eslint-disable-next-line no-control-regex
const MESSY = /[\u0000-\u001f\u007f]|\s\s|^\s|\s$/;
