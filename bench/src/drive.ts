import autocannon from 'autocannon';

export type Scenario = {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  path: string;
  /** The body and headers of the i-th request, so that each request can be a different user. */
  vary: (i: number) => { body?: string; headers?: Record<string, string>; path?: string };
  /** Connections for this scenario when it differs from the run's setting. */
  connections?: number;
};
export type Measured = {
  scenario: string; reqPerSec: number; p50Ms: number; p95Ms: number; p97_5Ms: number; p99Ms: number; non2xx: number; errors: number; requests: number;
  /** How many answers of each status outside 2xx (e.g. { 403: 120 }): the failure message names them. */
  statuses?: Record<string, number>;
};

/** Runs autocannon for `seconds` against one scenario (loopback only) and keeps the figures we report. */
export async function drive(s: Scenario, opts: { seconds: number; connections: number }): Promise<Measured> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(s.url)) throw new Error(`bench targets loopback only, not ${s.url}`);
  let i = 0;
  // autocannon's summary has no 95th percentile (an issue's figure): every response time is kept.
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({
      url: s.url,
      duration: opts.seconds,
      connections: s.connections ?? opts.connections,
      // setupRequest rebuilds every request, so each one carries the next user's body or token.
      requests: [{
        method: s.method,
        path: s.path,
        setupRequest: (req) => {
          const v = s.vary(i++);
          return { ...req, ...(v.body === undefined ? {} : { body: v.body }), ...(v.path ? { path: v.path } : {}), headers: { ...req.headers, ...v.headers } };
        },
      }],
    }, (err, result) => (err ? reject(err) : resolve(result)));
    run.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status < 200 || status > 299) statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  times.sort((a, b) => a - b);
  const p95Ms = times.length ? times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]! : 0;
  return { scenario: s.name, reqPerSec: r.requests.average, p50Ms: r.latency.p50, p95Ms, p97_5Ms: r.latency.p97_5, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors, requests: r.requests.total, statuses };
}

/**
 * Sends the scenario's first request once and returns null on a 2xx, else what came back (status
 * and the start of the body): a scenario whose set-up is wrong (a 403 from a role another scenario
 * changed, say) stops the bench before it measures refusals.
 */
export async function preflight(s: Scenario, i: number): Promise<string | null> {
  const v = s.vary(i);
  const res = await fetch(`${s.url}${v.path ?? s.path}`, { method: s.method, headers: v.headers, ...(s.method === 'POST' ? { body: v.body } : {}) });
  const text = await res.text();
  return res.ok ? null : `${res.status} ${text.slice(0, 300)}`;
}

/** Why a measured scenario fails the run: answers outside 2xx or connection errors, by status. */
export function unexpectedAnswers(r: Measured): string | null {
  if (!r.non2xx && !r.errors) return null;
  const byStatus = Object.entries(r.statuses ?? {}).map(([status, n]) => `${n} x ${status}`).join(', ');
  return `${r.scenario}: ${r.non2xx} of ${r.requests} answers not 2xx${byStatus ? ` (${byStatus})` : ''}${r.errors ? `, ${r.errors} connection errors` : ''}`;
}
