/**
 * The check-in figures (issue 16 "Figures"): a burst at a fixed arrival rate (open loop) and the
 * closed-loop rate beside the bare server's same authenticated insert. Every employee of the bench
 * company records time on office hours and gets a session minted in the database (logging 10,000
 * people in through scrypt would take minutes and measure the login, not the check-in).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { newToken } from '../../apps/server/src/platform/tokens';
import { readTicket, ticketOf } from '../../apps/server/src/modules/attendance/punch-ticket';
import type { Measured } from './drive';

export const TZ = 'Asia/Bangkok';

/** One employee's check-in state as the bench sends it: the card's expected seq, next kind and ticket. */
type Puncher = { id: string; token: string; seq: number; kind: 'in' | 'out'; ticket: string | null };
export type CheckinPlan = {
  punchers: Puncher[];
  /** Reads where every card stands; with the app's address, each employee's card too (its ticket), as the phone does when the dashboard opens. */
  resync(appUrl?: string): Promise<{ cardReadsPerSec: number } | null>;
  next(): { token: string; body: string };
};

/** Where each bench employee's card stands today (its seq and next kind), read from the punches. */
async function standings(client: pg.Client, company: string) {
  const { rows } = await client.query<{ id: string; n: number; last: string | null }>(`
    SELECT e.id, count(p.id)::int AS n, (array_agg(p.kind ORDER BY p.at DESC, p.seq DESC))[1] AS last
    FROM employees e JOIN companies c ON c.id = e.company_id
    LEFT JOIN attendance_punches p ON p.employee_id = e.id AND p.local_date = (now() AT TIME ZONE '${TZ}')::date
    WHERE c.code = $1 AND e.active GROUP BY e.id ORDER BY e.id`, [company]);
  return rows;
}

/**
 * Puts the bench company's employees on office hours with time recording on, removes the punches
 * and sessions earlier bench runs made (a device import's punches are left alone), mints a session
 * for everyone, and reads where each one's card stands today.
 */
export async function prepareCheckin(url: string, company: string, sessionHours: number): Promise<CheckinPlan> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let punchers: Puncher[];
  try {
    const { rows: [wt] } = await client.query<{ id: string }>(`SELECT id FROM master_working_times WHERE name_en LIKE 'Office hours%' LIMIT 1`);
    if (!wt) throw new Error('no office-hours working time in the bench database');
    await client.query(`UPDATE employees e SET working_time_id = $1, record_time = true FROM companies c
      WHERE c.id = e.company_id AND c.code = $2 AND (e.working_time_id IS DISTINCT FROM $1 OR NOT e.record_time)`, [wt.id, company]);
    await client.query(`DELETE FROM attendance_punches p USING employees e, companies c
      WHERE e.id = p.employee_id AND c.id = e.company_id AND c.code = $1 AND p.source = 'web'`, [company]);
    await client.query(`DELETE FROM sessions WHERE user_agent = 'bench check-in'`);
    punchers = (await standings(client, company)).map((r): Puncher => ({ id: r.id, token: '', seq: 0, kind: 'in', ticket: null }));
    const minted = punchers.map((p) => ({ p, ...newToken() }));
    for (const m of minted) m.p.token = m.token;
    await client.query(`INSERT INTO sessions (token_hash, employee_id, expires_at, ip, user_agent)
      SELECT h, e, now() + make_interval(hours => $3), '127.0.0.1', 'bench check-in' FROM unnest($1::text[], $2::uuid[]) AS t(h, e)`,
    [minted.map((m) => m.hash), minted.map((m) => m.p.id), sessionHours]);
    await client.query('VACUUM ANALYZE attendance_punches');
  } finally {
    await client.end();
  }
  const byId = new Map(punchers.map((p) => [p.id, p]));
  let k = 0;
  const plan: CheckinPlan = {
    punchers,
    // Before each run: a press the previous run prepared but never sent must not leave a card behind.
    async resync(appUrl?: string) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        for (const r of await standings(c, company)) {
          const p = byId.get(r.id);
          if (p) { p.seq = r.n; p.kind = r.last === 'in' ? 'out' : 'in'; p.ticket = null; }
        }
        // Both servers start their run right after a checkpoint: the first change of each page
        // after one writes the whole page to the WAL, which made runs a few minutes apart differ
        // by half.
        await c.query('CHECKPOINT');
      } finally {
        await c.end();
      }
      if (!appUrl) return null;
      // Every card read once, 16 at a time: its ticket goes with the first press.
      const started = performance.now();
      let k = 0;
      await Promise.all(Array.from({ length: 16 }, async () => {
        while (k < punchers.length) {
          const p = punchers[k++]!;
          const res = await fetch(`${appUrl}/api/1.0/get/dashboard/self`, { headers: { authorization: p.token } });
          const card = ((await res.json()) as { data?: { expectedSeq: number; next: { kind: 'in' | 'out' }; ticket: string | null } }).data;
          if (!res.ok || !card) throw new Error(`card read failed: ${res.status}`);
          Object.assign(p, { seq: card.expectedSeq, kind: card.next.kind, ticket: card.ticket });
        }
      }));
      return { cardReadsPerSec: punchers.length / ((performance.now() - started) / 1000) };
    },
    // The next press: employees in turn, each pressing what their card shows. The state moves on
    // when the press is sent; one employee comes round again only after everyone else.
    next() {
      const p = punchers[k++ % punchers.length]!;
      const body = JSON.stringify({ kind: p.kind, seq: p.seq, idempotencyKey: randomUUID(), ...(p.ticket && { ticket: p.ticket }) });
      p.seq += 1;
      p.kind = p.kind === 'in' ? 'out' : 'in';
      // The ticket the answer carries for the next press (punch.service.ts): the same day and reach, the next seq and kind.
      const t = readTicket(p.ticket ?? undefined);
      p.ticket = t && ticketOf({ ...t, seq: p.seq, kind: p.kind });
      return { token: p.token, body };
    },
  };
  await plan.resync();
  return plan;
}

type Sent = { status: number; ms: number; punchId: string | null; created: boolean; error?: string };

/**
 * Open loop: request k leaves at start + k / rate whatever happened to the earlier ones (a timer
 * fires every few milliseconds and sends all that are due), over keep-alive connections. The
 * latency counts from the moment a request was due, so a server that falls behind shows it
 * instead of slowing the arrivals down (no coordinated omission).
 */
export async function openLoop(opts: { url: string; path: string; rate: number; seconds: number; next: () => { token: string; body: string } }): Promise<Sent[]> {
  const target = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const total = Math.round(opts.rate * opts.seconds);
  const results: Sent[] = [];
  let sent = 0;
  const start = performance.now();
  const send = (due: number) => new Promise<void>((resolve) => {
    const { token, body } = opts.next();
    const req = http.request({
      host: target.hostname, port: target.port, path: opts.path, method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: token },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const ms = performance.now() - due;
        let punchId: string | null = null, created = false;
        try {
          const data = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: { punch?: { id?: string }; created?: boolean } }).data;
          punchId = data?.punch?.id ?? null;
          created = data?.created === true;
        } catch { /* a non-JSON answer counts as an error below */ }
        results.push({ status: res.statusCode ?? 0, ms, punchId, created });
        resolve();
      });
    });
    req.on('error', (err) => { results.push({ status: 0, ms: performance.now() - due, punchId: null, created: false, error: err.message }); resolve(); });
    req.end(body);
  });
  const inflight: Promise<void>[] = [];
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / opts.rate <= now) inflight.push(send(start + (sent++ * 1000) / opts.rate));
      if (sent < total) setTimeout(tick, 2); else done();
    };
    tick();
  });
  await Promise.all(inflight);
  agent.destroy();
  return results;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! : 0);

/** The burst's figures, and whether the punches table holds exactly one new punch per accepted request. */
export async function burstFigures(url: string, company: string, name: string, rate: number, seconds: number, sent: Sent[], since: Date) {
  const times = sent.map((s) => s.ms).sort((a, b) => a - b);
  const accepted = sent.filter((s) => s.status === 200 && s.created && s.punchId);
  const ids = accepted.map((s) => s.punchId!);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rowsWritten: number, acceptedFound: number;
  try {
    // Every web punch of the bench company written since the burst began (the closed-loop runs come after it).
    rowsWritten = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM attendance_punches p JOIN employees e ON e.id = p.employee_id
      JOIN companies c ON c.id = e.company_id WHERE c.code = $1 AND p.source = 'web' AND p.created_at >= $2`, [company, since])).rows[0]!.n;
    acceptedFound = (await client.query<{ n: number }>('SELECT count(DISTINCT id)::int AS n FROM attendance_punches WHERE id = ANY($1::uuid[])', [ids])).rows[0]!.n;
  } finally {
    await client.end();
  }
  const measured: Measured & Record<string, unknown> = {
    scenario: name, reqPerSec: sent.length / seconds, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), p97_5Ms: percentile(times, 0.975), p99Ms: percentile(times, 0.99),
    non2xx: sent.filter((s) => s.status && s.status !== 200).length, errors: sent.filter((s) => !s.status).length, requests: sent.length,
    offeredPerSec: rate, seconds, accepted: accepted.length, punchesWritten: rowsWritten, acceptedFound, onePunchPerAccepted: rowsWritten === accepted.length && acceptedFound === accepted.length,
    maxMs: times.at(-1) ?? 0,
  };
  return measured;
}
