/**
 * Issue 18's export figure: the monthly attendance report of every employee of the bench company
 * (10,000 x 31 days) as Excel through the API, in < 20 s with the server's resident memory under
 * 400 MB. The file is read as it streams; the server process's RSS is sampled from /proc while it
 * is written (its peak is what the figure states), and the page's progress calls are asked too.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { followProgress } from './follow-progress';

export type ExportFigures = { month: string; seconds: number; firstByteSeconds: number; bytes: number; rssBeforeMb: number; rssPeakMb: number; progressReads: number; lastProgress: string | null };

/** A process's resident memory in MB, read from /proc. */
export const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

async function exportOnce(opts: { appUrl: string; hrToken: string; serverPid: number; month: string }): Promise<ExportFigures> {
  const { appUrl, hrToken, serverPid, month } = opts;
  const progressId = randomUUID();
  const before = rssMb(serverPid);
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(serverPid)); }, 50);
  // What the page does while it waits: ask every 600 ms how far the file is.
  const follower = followProgress(appUrl, hrToken, progressId);
  const started = performance.now();
  const res = await fetch(`${appUrl}/api/1.0/excel/report/attendance/monthly`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: hrToken }, body: JSON.stringify({ month, progressId }),
  });
  if (!res.ok || !res.body) throw new Error(`monthly export failed: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of res.body) {
    if (!bytes) firstByte = (performance.now() - started) / 1000;
    bytes += (chunk as Uint8Array).byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const { progressReads, lastProgress } = await follower.stop();
  return { month, seconds: +seconds.toFixed(2), firstByteSeconds: +firstByte.toFixed(2), bytes, rssBeforeMb: Math.round(before), rssPeakMb: Math.round(peak), progressReads, lastProgress };
}

/** Two exports in turn: the first meets a server that has not written a workbook yet (code compiled and modules warmed on the way), the second a warm one. */
export async function benchMonthlyExport(opts: { appUrl: string; hrToken: string; serverPid: number; month: string }): Promise<{ first: ExportFigures; second: ExportFigures }> {
  const first = await exportOnce(opts);
  const second = await exportOnce(opts);
  // BENCH_EXPORT_EXTRA=n: n more exports in a row, to see where the server's memory settles.
  for (let i = 0; i < Number(process.env.BENCH_EXPORT_EXTRA ?? 0); i++) console.log('extra export', JSON.stringify(await exportOnce(opts)));
  return { first, second };
}
