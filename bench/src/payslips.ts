/**
 * Issue 20's figures, on the 10,000-line period the payroll bench computed: one payslip PDF
 * (p95 < 150 ms), every payslip as one streamed zip (< 120 s, server RSS < 500 MB, its progress
 * followed as the page does), and the bank transfer and SPS 1-10 files of 10,000 payees (< 2 s each).
 * Everyone is paid into a KBank account and has a Thai ID, so the files carry all of them.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@hr/db';
import { thaiIdCheckDigit } from '@hr/domain/validators';
import { followProgress } from './follow-progress';
import { rssMb } from './monthly-export';

export type PayslipFigures = {
  one: { samples: number; p50Ms: number; p95Ms: number; bytes: number };
  zip: { files: number; seconds: number; bytes: number; rssBeforeMb: number; rssPeakMb: number; progressReads: number; lastProgress: string | null };
  files: Array<{ kind: string; payees: number; seconds: number; bytes: number }>;
};

/** Before the compute: a primary KBank account and a Thai ID for every employee, the company's KBank and SSO settings. */
export async function preparePayslips(db: Db, companyId: string): Promise<void> {
  const people = await queryRows<{ id: string; n: number }>(db, sql`
    SELECT id, row_number() OVER (ORDER BY employee_code)::int AS n FROM employees WHERE company_id = ${companyId}`);
  const ids = people.map((p) => p.id);
  const citizen = people.map((p) => { const twelve = `3${String(100000000000 + p.n).slice(1)}`; return `${twelve}${thaiIdCheckDigit(twelve)}`; });
  const accounts = people.map((p) => `8${String(p.n).padStart(9, '0')}`);
  await db.execute(sql`UPDATE employees e SET citizen_id = x.cid, title = coalesce(e.title, 'mr')
    FROM unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${citizen.join(',')}}`}::text[]) AS x(id, cid) WHERE e.id = x.id AND e.citizen_id IS NULL`);
  await db.execute(sql`INSERT INTO employee_bank_accounts (employee_id, bank_id, account_number, account_name, is_primary)
    SELECT x.id, (SELECT id FROM master_banks WHERE code = '004'), x.acc, 'Bench payee', true
    FROM unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${accounts.join(',')}}`}::text[]) AS x(id, acc)
    WHERE NOT EXISTS (SELECT 1 FROM employee_bank_accounts a WHERE a.employee_id = x.id AND a.is_primary)`);
  await db.execute(sql`UPDATE companies SET payroll_bank_id = (SELECT id FROM master_banks WHERE code = '004'), payroll_account_number = '0011234567',
    bank_originator_id = '1234567', bank_file_layout = 'kbank7106', sso_account_number = '1000012345', sso_branch = '000000' WHERE id = ${companyId}`);
}

async function post(appUrl: string, token: string, path: string, body: unknown): Promise<Response> {
  const res = await fetch(`${appUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

export async function benchPayslips(opts: { appUrl: string; token: string; db: Db; periodId: string; serverPid: number }): Promise<PayslipFigures> {
  await post(opts.appUrl, opts.token, '/1.0/update/salaryPeriod/paymentStatus', { id: opts.periodId, action: 'close' });
  const ids = (await queryRows<{ id: string }>(opts.db, sql`SELECT employee_id AS id FROM salary_lines WHERE period_id = ${opts.periodId} ORDER BY employee_id LIMIT 120`)).map((r) => r.id);

  // One payslip at a time, as HR opening a line's PDF: 20 unrecorded, then 100 timed.
  const times: number[] = [];
  let bytes = 0;
  for (const [i, id] of ids.entries()) {
    const started = performance.now();
    const res = await post(opts.appUrl, opts.token, '/1.0/download/salaryPeriod/payslip', { id: opts.periodId, employeeIds: [id] });
    bytes = (await res.arrayBuffer()).byteLength;
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => +times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);

  // Everyone's, streamed: read as it comes, the server's memory sampled meanwhile.
  const rssBefore = rssMb(opts.serverPid);
  let peak = rssBefore;
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(opts.serverPid)); }, 100);
  const progressId = randomUUID();
  const follower = followProgress(opts.appUrl, opts.token, progressId);
  const started = performance.now();
  const res = await post(opts.appUrl, opts.token, '/1.0/download/salaryPeriod/payslip', { id: opts.periodId, progressId });
  let zipBytes = 0;
  for await (const chunk of res.body!) zipBytes += (chunk as Uint8Array).byteLength;
  const seconds = +((performance.now() - started) / 1000).toFixed(2);
  clearInterval(sampler);
  const { progressReads, lastProgress } = await follower.stop();
  const [{ n }] = await queryRows<{ n: number }>(opts.db, sql`SELECT count(*)::int AS n FROM salary_lines WHERE period_id = ${opts.periodId}`) as [{ n: number }];

  const files: PayslipFigures['files'] = [];
  for (const kind of ['bankFile', 'socialSecurityFile', 'pnd1']) {
    const check = (await (await post(opts.appUrl, opts.token, `/1.0/download/salaryPeriod/${kind}`, { id: opts.periodId, check: true })).json()) as { data: { count: number } };
    const t0 = performance.now();
    const file = await post(opts.appUrl, opts.token, `/1.0/download/salaryPeriod/${kind}`, { id: opts.periodId });
    const size = (await file.arrayBuffer()).byteLength;
    files.push({ kind, payees: check.data.count, seconds: +((performance.now() - t0) / 1000).toFixed(3), bytes: size });
  }
  return {
    one: { samples: times.length, p50Ms: at(0.5), p95Ms: at(0.95), bytes },
    zip: { files: n, seconds, bytes: zipBytes, rssBeforeMb: Math.round(rssBefore), rssPeakMb: Math.round(peak), progressReads, lastProgress },
    files,
  };
}
