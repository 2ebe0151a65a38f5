import { isAbsolute, relative, resolve } from 'node:path';
import type { DemoLogin } from './seed/demo';

/*
 * What `npm start` prints once the server answers: the address and, with the demo, the logins a
 * newcomer needs. It is meant for the person at the terminal, so it is plain text on stdout, not a
 * log line. It stays short because it is the last thing printed and should be easy to find.
 */

export type BannerInput = {
  url: string;
  engine: 'pglite' | 'postgres';
  /** The demo logins, or null when the demo is not loaded. */
  logins: DemoLogin[] | null;
  loginsFile: string;
  cwd?: string;
};

/** A path as the reader typed it: relative to where they started, unless it lies elsewhere. */
function shownPath(path: string, cwd: string): string {
  const rel = relative(cwd, resolve(cwd, path));
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : resolve(cwd, path);
}

/** Left-aligned columns with two spaces between them. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
}

/** The start banner's lines, without colours (terminals and log files show it alike). */
export function startBanner(input: BannerInput): string {
  const { url, engine, logins } = input;
  const database = engine === 'pglite' ? 'embedded database' : 'PostgreSQL';
  const lines = ['', `HR Self Service is ready at ${url}`, `  API ${url}/api, docs ${url}/api/docs, ${database}`];
  if (logins?.length) {
    lines.push('', 'Demo logins (log in with company, employee ID and password):');
    lines.push(...table([['Role', 'Company', 'Employee ID', 'Password'], ...logins.map((l) => [l.role, l.company, l.employeeId, l.password])]).map((l) => `  ${l}`));
    lines.push('', `The Employee reports to the Supervisor and the Assistant supervisor; HR sees everyone.`);
    lines.push(`Saved in ${shownPath(input.loginsFile, input.cwd ?? process.cwd())}`);
  }
  return `${lines.join('\n')}\n`;
}
