/**
 * `npm run bench`: the production app against a bare Fastify + pg baseline, on login and
 * getProfile, with a 10,000-employee company in PostgreSQL. Prints a table and writes
 * bench/results/latest.json. Settings: BENCH_DATABASE_URL, BENCH_EMPLOYEES, BENCH_SECONDS,
 * BENCH_CONNECTIONS, BENCH_POOL_SIZE, BENCH_PROFILE_USERS, BENCH_ONLY, BENCH_CPU_PROF, BENCH_CHECKIN_RATE,
 * BENCH_CHECKIN_SECONDS, BENCH_REPEAT, BENCH_EXPORT_EXTRA, BENCH_SEMI_SPACE.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { count, eq, sql } from 'drizzle-orm';
import { companies, createDb, employees, queryRows } from '@hr/db';
import { ensureBaseData } from '../../apps/server/src/seed/base-data';
import { LARGE_PASSWORD, seedLargeCompany } from '../../apps/server/src/seed/large';
import { drive, preflight, unexpectedAnswers, type Measured, type Scenario } from './drive';
import { BENCH_SUBMIT_REASON, prepareBenchLeave } from './leave-data';
import { prepareBenchApprovals } from './approval-data';
import { BENCH_MONTH, benchAttendanceMonth, seedBenchPunches } from './attendance-month';
import { benchMonthlyExport } from './monthly-export';
import { burstFigures, openLoop, prepareCheckin, type CheckinPlan } from './checkin';
import type { ServerUrls } from './servers';
import { benchTimeclockImport } from './timeclock-import';
import { benchPayroll, preparePayroll, type PayrollFigures } from './payroll';
import { benchPayslips, preparePayslips, type PayslipFigures } from './payslips';

const env = process.env;
const DB_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hr_bench';
const EMPLOYEES = Number(env.BENCH_EMPLOYEES ?? 10_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const POOL_SIZE = Number(env.BENCH_POOL_SIZE ?? 10);
const PROFILE_USERS = Number(env.BENCH_PROFILE_USERS ?? 200);
const WARMUP_SECONDS = 2;
const SEARCH_CONNECTIONS = Number(env.BENCH_SEARCH_CONNECTIONS ?? 20);
/** Only the scenarios whose name contains this text (e.g. 'search'; several separated by commas: 'approv,bare getprofile'), to measure some figures alone. */
const ONLY = env.BENCH_ONLY?.toLowerCase().split(',').map((x) => x.trim()).filter(Boolean);
const only = (name: string) => !ONLY?.length || ONLY.some((o) => name.toLowerCase().includes(o));
const COMPANY = 'LRG';
/** The check-in burst (issue 16): arrivals per second and for how long. */
const CHECKIN_RATE = Number(env.BENCH_CHECKIN_RATE ?? 300);
const CHECKIN_SECONDS = Number(env.BENCH_CHECKIN_SECONDS ?? 60);
/** How many times the selected scenarios run (each reported by its median run). */
const REPEAT = Math.max(1, Number(env.BENCH_REPEAT ?? 1));
const code = (n: number) => `${COMPANY}${String(n).padStart(6, '0')}`;

/** Creates the bench database when missing, through the `postgres` maintenance database. */
async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds (seedLargeCompany skips an existing company); returns how many employees it has. */
async function prepare(): Promise<{ employees: number; hrCode: string; leave: Awaited<ReturnType<typeof prepareBenchLeave>>; payroll: Awaited<ReturnType<typeof preparePayroll>> }> {
  await ensureDatabase(DB_URL);
  const handle = await createDb({ url: DB_URL, poolSize: 2 });
  try {
    await handle.migrate();
    await ensureBaseData(handle.db);
    const started = Date.now();
    await seedLargeCompany(handle.db, EMPLOYEES, COMPANY);
    // Measure a settled database, as autovacuum keeps a production one: fresh statistics for the
    // planner, and no rows still waiting in an index's pending list.
    await handle.db.execute(sql`VACUUM ANALYZE employees`);
    const [row] = await handle.db.select({ n: count() }).from(employees).innerJoin(companies, eq(companies.id, employees.companyId)).where(eq(companies.abbreviation, COMPANY));
    const n = row?.n ?? 0;
    console.log(`database ready: ${n} employees in ${COMPANY} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    // The HR officer of the large company runs the all-employee searches.
    const [hr] = await queryRows<{ code: string }>(handle.db, sql`SELECT e.employee_code AS code FROM employees e JOIN roles r ON r.id = e.role_id
      JOIN companies c ON c.id = e.company_id WHERE r.code = 'HR' AND c.code = ${COMPANY} ORDER BY e.employee_code LIMIT 1`);
    // Three months of punches (issue 18's reports read one month among others).
    const [company] = await queryRows<{ id: string }>(handle.db, sql`SELECT id FROM companies WHERE code = ${COMPANY}`);
    await seedBenchPunches(handle.db, company!.id);
    const leave = await prepareBenchLeave(handle.db, COMPANY);
    await prepareBenchApprovals(handle.db, leave.leadCode);
    // Issue 19: salaries, approved overtime and an accountant for the payroll run.
    const payroll = await preparePayroll(handle.db, COMPANY);
    await preparePayslips(handle.db, payroll.companyId);
    return { employees: n, hrCode: hr!.code, leave, payroll };
  } finally {
    await handle.close();
  }
}

async function post(url: string, body: unknown): Promise<{ status: number; json: { data?: { token?: string } } }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { data?: { token?: string } } };
}

/** Logs the last `count` employees in through the app, ten at a time, for the getProfile runs. */
async function loginMany(appUrl: string, employees: number, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const todo = Array.from({ length: Math.min(count, employees) }, (_, k) => code(employees - k));
  await Promise.all(Array.from({ length: 10 }, async () => {
    for (let id = todo.pop(); id; id = todo.pop()) {
      const r = await post(`${appUrl}/api/1.2/login`, { company: COMPANY, employeeId: id, password: LARGE_PASSWORD });
      if (r.status !== 200 || !r.json.data?.token) throw new Error(`login ${id} failed: ${r.status} ${JSON.stringify(r.json)}`);
      tokens.push(r.json.data.token);
    }
  }));
  return tokens;
}

/** One request per route before measuring: a broken route would otherwise show up only as non-2xx. */
async function sanityCheck(urls: ServerUrls, token: string) {
  const login = { company: COMPANY, employeeId: code(1), password: LARGE_PASSWORD };
  const a = await post(`${urls.app}/api/1.2/login`, login);
  const b = await post(`${urls.bare}/login`, login);
  if (a.status !== 200 || b.status !== 200) throw new Error(`login sanity check failed: app ${a.status}, bare ${b.status}`);
  const ap = await fetch(`${urls.app}/api/1.1/getProfile`, { headers: { authorization: token } });
  const bp = await fetch(`${urls.bare}/profile`, { headers: { authorization: token } });
  const an = ((await ap.json()) as { data?: { employeeName?: string } }).data?.employeeName;
  const bn = ((await bp.json()) as { data?: { employeeName?: string } }).data?.employeeName;
  if (ap.status !== 200 || bp.status !== 200 || !an || an !== bn) throw new Error(`profile sanity check failed: app ${ap.status} ${an}, bare ${bp.status} ${bn}`);
}

function printTable(rows: (Measured & { ratio?: number })[]) {
  const head = ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p97.5 ms', 'p99 ms', 'non-2xx', 'app/bare'];
  const body = rows.map((r) => [r.scenario, r.reqPerSec.toFixed(1), r.p50Ms.toFixed(1), r.p95Ms.toFixed(1), r.p97_5Ms.toFixed(1), r.p99Ms.toFixed(1), String(r.non2xx + r.errors), r.ratio === undefined ? '' : r.ratio.toFixed(2)]);
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((b) => b[c]!.length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  console.log(['', line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line), ''].join('\n'));
}

async function main() {
  const { employees, hrCode, leave, payroll } = await prepare();
  if (employees < 1) throw new Error('no employees seeded');
  // Issue 16: a month's statuses for the whole company (< 5 s) and one employee's month (< 20 ms), in-process.
  const month = only('attendance month') ? await benchAttendanceMonth(DB_URL, COMPANY) : null;
  if (month) console.log(`attendance month: ${month.employees} employees, ${month.employeeDays} employee-days, ${month.punches} punches: company month ${month.companyMonthMs.median} ms (median of 3), one employee's month p50 ${month.oneEmployeeMonthMs.p50} ms, p95 ${month.oneEmployeeMonthMs.p95} ms`);

  // The servers live in a child process (see servers.ts); fork reuses this Node 24 binary.
  const child = fork(fileURLToPath(new URL('./servers.ts', import.meta.url)), {
    // BENCH_CPU_PROF=<dir>: the servers' CPU profile is written there when they stop (open it in Chrome's DevTools).
    // The server's young generation as `npm start` sizes it (16 MB semi-spaces: Node 24 would take 64 MB on this machine's
    // memory); BENCH_SEMI_SPACE=<MB> measures another size.
    execArgv: ['--import', 'tsx', `--max-semi-space-size=${env.BENCH_SEMI_SPACE ?? 16}`, ...(env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [])],
    env: { ...env, BENCH_DATABASE_URL: DB_URL, BENCH_POOL_SIZE: String(POOL_SIZE) },
  });
  const exited = once(child, 'exit');
  try {
    const [urls] = (await Promise.race([once(child, 'message'), exited.then(() => { throw new Error('server process exited early'); })])) as [ServerUrls];

    // The logged-in users of the other scenarios (the check-in ones mint their own sessions: checkin.ts).
    let tokens: string[] = [], hrToken = '', leadToken = '';
    const logInHr = async () => {
      hrToken = (await post(`${urls.app}/api/1.2/login`, { company: COMPANY, employeeId: hrCode, password: LARGE_PASSWORD })).json.data!.token!;
      leadToken = (await post(`${urls.app}/api/1.2/login`, { company: COMPANY, employeeId: leave.leadCode, password: LARGE_PASSWORD })).json.data!.token!;
    };
    const logIn = async () => {
      const started = Date.now();
      tokens = await loginMany(urls.app, employees, PROFILE_USERS);
      console.log(`logged in ${tokens.length} users for getProfile (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      await sanityCheck(urls, tokens[0]!);
    };
    // Name fragments in both scripts as HR types them (three characters or more: the trigram index
    // serves those; one or two characters fall back to a scan of the search column), and an id prefix.
    const KEYWORDS = ['som', 'สมช', 'chan', 'จันทร์', 'LRG0012', 'sok', 'หอม', 'win', 'kan', 'ทอง'];
    const keywordOf = (i: number) => KEYWORDS[i % KEYWORDS.length]!;

    // Login walks through all employees from a different start per scenario; getProfile rotates the tokens.
    const loginBody = (offset: number) => (i: number) => ({
      body: JSON.stringify({ company: COMPANY, employeeId: code(((offset + i) % employees) + 1), password: LARGE_PASSWORD }),
    });
    const withToken = (i: number) => ({ headers: { authorization: tokens[i % tokens.length]! } });
    const json = { 'content-type': 'application/json' };
    let submitted = 0;
    const submitBody = () => {
      const k = submitted++;
      const day = leave.freeDates[Math.floor(k / tokens.length)]!;
      return { body: JSON.stringify({ leaveTypeId: leave.unpaidId, duration: 'fullDay', dateFrom: day, dateTo: day, reason: BENCH_SUBMIT_REASON }), headers: { ...json, ...withToken(k).headers } };
    };
    // Check-ins: every employee with a minted session, pressing what their card shows (checkin.ts).
    let plan: CheckinPlan | undefined;
    // The app's presses carry each card's ticket (one card read per employee first, as a phone
    // opening the dashboard does); the bare server's ignore it.
    let cardReads: number | null = null;
    const readyPlan = (appUrl?: string) => async () => {
      plan ??= await prepareCheckin(DB_URL, COMPANY, 12);
      const read = await plan.resync(appUrl);
      if (read) cardReads = read.cardReadsPerSec;
    };
    const press = () => {
      const n = plan!.next();
      return { body: n.body, headers: { ...json, authorization: n.token } };
    };
    const scenarios: (Scenario & { vs?: string; before?: () => Promise<void>; run?: () => Promise<Measured> })[] = [
      { name: 'app login', url: urls.app, method: 'POST', path: '/api/1.2/login', vary: (i) => ({ ...loginBody(0)(i), headers: json }), vs: 'bare login' },
      { name: 'bare login', url: urls.bare, method: 'POST', path: '/login', vary: (i) => ({ ...loginBody(Math.floor(employees / 2))(i), headers: json }) },
      { name: 'app getProfile', url: urls.app, method: 'GET', path: '/api/1.1/getProfile', vary: withToken, vs: 'bare getProfile' },
      { name: 'bare getProfile', url: urls.bare, method: 'GET', path: '/profile', vary: withToken },
      // Issue 5: all-employee search, p95 under 50 ms at 20 connections.
      { name: 'app employee search', url: urls.app, method: 'POST', path: '/api/1.0/search/employee', connections: SEARCH_CONNECTIONS,
        vary: (i) => ({ body: JSON.stringify({ keyword: keywordOf(i), pageSize: 20 }), headers: { ...json, authorization: hrToken } }), vs: 'bare employee search' },
      { name: 'bare employee search', url: urls.bare, method: 'GET', connections: SEARCH_CONNECTIONS,
        path: '/employees', vary: (i) => ({ path: `/employees?keyword=${encodeURIComponent(keywordOf(i))}`, headers: { authorization: hrToken } }) },
      // Issue 6: the leave form's day count and its submit under 30 ms p95; the approval list of a lead of 500 under 50 ms.
      { name: 'leave numberOfDays', url: urls.app, method: 'POST', path: '/api/1.1/get/leave/numberOfDays', vary: (i) => {
        const from = leave.freeDates[i % 200]!;
        return { body: JSON.stringify({ leaveTypeId: leave.sickId, duration: 'fullDay', dateFrom: from, dateTo: leave.freeDates[(i % 200) + (i % 10)]! }), headers: { ...json, ...withToken(i).headers } };
      } },
      // Each request is a different (user, working day), counted across the warm-up and the run:
      // every one is accepted, none overlaps another.
      { name: 'leave submit', url: urls.app, method: 'POST', path: '/api/1.0/insert/leaveForm', vary: () => submitBody(), vs: 'bare leave submit' },
      { name: 'bare leave submit', url: urls.bare, method: 'POST', path: '/leave', vary: () => submitBody() },
      { name: 'leave approval list (lead of 500)', url: urls.app, method: 'POST', path: '/api/1.1/search/approve',
        vary: (i) => ({ body: JSON.stringify({ page: (i % 5) + 1, pageSize: 20 }), headers: { ...json, authorization: leadToken } }) },
      // Issue 17: the approval inbox of the same lead, now with pending leave, overtime and on-site work (p95 under 50 ms):
      // the tab counts and each type's page, in turn.
      { name: 'approval inbox (lead of 500)', url: urls.app, method: 'POST', path: '/api/1.1/search/approval/inbox', vary: (i) => {
        const [path, body] = [
          ['/api/1.1/search/approval/counts', {}], ['/api/1.1/search/approval/inbox', { requestType: 'overtime', page: (i % 5) + 1, pageSize: 20 }],
          ['/api/1.1/search/approval/inbox', { requestType: 'onSite', page: (i % 5) + 1, pageSize: 20 }], ['/api/1.1/search/approve', { page: (i % 5) + 1, pageSize: 20 }],
        ][i % 4] as [string, object];
        return { path, body: JSON.stringify(body), headers: { ...json, authorization: leadToken } };
      } },
      // Issue 18: the self dashboard beside the check-in card (balances, my requests, what waits for me, my month): p95 under 30 ms.
      { name: 'self dashboard', url: urls.app, method: 'GET', path: '/api/1.0/get/dashboard/self/overview', vary: withToken },
      // Issue 18: the HR dashboard of the whole 10,000-employee company (today's statuses kept 30 s per scope): p95 under 100 ms.
      { name: 'hr dashboard', url: urls.app, method: 'GET', path: '/api/1.0/get/dashboard/hr', vary: () => ({ headers: { authorization: hrToken } }) },
      // Issue 18: the monthly attendance report's first page of 20 employees x 31 days, as HR opens it (by id, by name, by department): p95 under 300 ms.
      { name: 'monthly report first page', url: urls.app, method: 'POST', path: '/api/1.0/search/report/attendance/monthly', vary: (i) => ({
        body: JSON.stringify({ month: BENCH_MONTH, sort: (['employeeCode', 'name', 'department'] as const)[i % 3], page: 1, pageSize: 20 }), headers: { ...json, authorization: hrToken } }) },
      // Issue 19: the salary calculator (payroll/simulate), p95 under 20 ms: salaries, overtime and allowances varied.
      { name: 'payroll simulate', url: urls.app, method: 'POST', path: '/api/1.0/payroll/simulate', vary: (i) => ({
        body: JSON.stringify({ period: `2026-${String((i % 12) + 1).padStart(2, '0')}`, monthlySalary: 15_000 + (i % 50) * 1_500, providentFundPercent: i % 3 ? 0 : 5,
          allowances: { spouse: i % 2 === 0, children: i % 3, childrenBornFrom2018: Math.min(i % 2, i % 3), parents: i % 4 }, overtime: i % 4 ? [] : [{ hours: 2, multiplier: 1.5 }] }),
        headers: { ...json, authorization: hrToken } }) },
      // Issue 16: a burst at a fixed arrival rate (open loop, distinct employees in turn), p95 under
      // 100 ms, no error, one punch per accepted request; then as fast as it goes beside the bare server.
      { name: `check-in burst ${CHECKIN_RATE}/s`, url: urls.app, method: 'POST', path: '/api/1.0/insert/timestamp/self', vary: press, run: async () => {
        await readyPlan(urls.app)();
        const burst = (seconds: number) => openLoop({ url: urls.app, path: '/api/1.0/insert/timestamp/self', rate: CHECKIN_RATE, seconds, next: () => plan!.next() });
        // Warm (JIT, pool, session cache) as a server that has been up since the evening is, unrecorded.
        await burst(WARMUP_SECONDS);
        const since = new Date();
        const sent = await burst(CHECKIN_SECONDS);
        return burstFigures(DB_URL, COMPANY, `check-in burst ${CHECKIN_RATE}/s`, CHECKIN_RATE, CHECKIN_SECONDS, sent, since);
      } },
      { name: 'app check-in', url: urls.app, method: 'POST', path: '/api/1.0/insert/timestamp/self', vary: press, before: readyPlan(urls.app), vs: 'bare check-in' },
      { name: 'bare check-in', url: urls.bare, method: 'POST', path: '/punch', vary: press, before: readyPlan() },
    ];

    const selected = scenarios.filter((x) => only(x.name));
    // The time-clock import runs as HR: it needs the logins too.
    const importSelected = only('timeclock import');
    const exportSelected = only('monthly report excel');
    if (importSelected || exportSelected || selected.some((x) => !x.name.includes('check-in'))) await logInHr();
    // Issue 18: the monthly report of everyone as Excel, streamed (< 20 s, server RSS < 400 MB), first:
    // the server's memory is then its own and the export's, not what 200 logins' password hashing
    // and the load scenarios left behind.
    const monthlyExport = exportSelected ? await benchMonthlyExport({ appUrl: urls.app, hrToken, serverPid: child.pid!, month: BENCH_MONTH }) : undefined;
    for (const [which, e] of Object.entries(monthlyExport ?? {})) console.log(`monthly report excel (${which}): ${e.bytes} bytes in ${e.seconds} s (first byte after ${e.firstByteSeconds} s), server RSS ${e.rssBeforeMb} MB before, peak ${e.rssPeakMb} MB; progress read ${e.progressReads} times, last ${e.lastProgress}`);
    // Issue 19: the monthly salary period of the whole company, computed twice through the API (< 10 s, identical lines).
    let payrollRun: PayrollFigures | undefined;
    let payslipRun: PayslipFigures | undefined;
    if (only('payroll compute')) {
      const accountant = (await post(`${urls.app}/api/1.2/login`, { company: COMPANY, employeeId: payroll.accountantCode, password: LARGE_PASSWORD })).json.data!.token!;
      const handle = await createDb({ url: DB_URL, poolSize: 2 });
      try {
        payrollRun = await benchPayroll({ appUrl: urls.app, token: accountant, db: handle.db, companyId: payroll.companyId });
      } finally {
        await handle.close();
      }
      console.log(`payroll compute: ${payrollRun.employees} lines; runs ${payrollRun.runs.map((r) => `${r.seconds} s (progress read ${r.progressReads} times, last ${r.lastProgress})`).join(', ')}; identical lines: ${payrollRun.identical}`);
      // Issue 20: the closed period's payslips and files, on a server of their own (as the monthly export is
      // measured first): its memory is then the payslips', not what the 10,000-line compute left in its heap.
      const own = fork(fileURLToPath(new URL('./servers.ts', import.meta.url)), {
        execArgv: ['--import', 'tsx', `--max-semi-space-size=${env.BENCH_SEMI_SPACE ?? 16}`],
        env: { ...env, BENCH_DATABASE_URL: DB_URL, BENCH_POOL_SIZE: String(POOL_SIZE) },
      });
      const handle2 = await createDb({ url: DB_URL, poolSize: 2 });
      try {
        const [ownUrls] = (await once(own, 'message')) as [ServerUrls];
        const ownToken = (await post(`${ownUrls.app}/api/1.2/login`, { company: COMPANY, employeeId: payroll.accountantCode, password: LARGE_PASSWORD })).json.data!.token!;
        payslipRun = await benchPayslips({ appUrl: ownUrls.app, token: ownToken, db: handle2.db, periodId: payrollRun.periodId, serverPid: own.pid! });
      } finally {
        await handle2.close();
        if (own.connected) own.send('close');
        await once(own, 'exit');
      }
      const z = payslipRun.zip;
      console.log(`payslip PDF: p50 ${payslipRun.one.p50Ms} ms, p95 ${payslipRun.one.p95Ms} ms over ${payslipRun.one.samples} (${payslipRun.one.bytes} bytes)`);
      console.log(`payslips zip: ${z.files} PDFs, ${z.bytes} bytes in ${z.seconds} s; server RSS ${z.rssBeforeMb} MB before, peak ${z.rssPeakMb} MB; progress read ${z.progressReads} times, last ${z.lastProgress}`);
      for (const f of payslipRun.files) console.log(`${f.kind}: ${f.payees} payees, ${f.bytes} bytes in ${f.seconds} s`);
    }
    if (importSelected || selected.some((x) => !x.name.includes('check-in'))) await logIn();
    // BENCH_REPEAT=n runs the selected scenarios n times in turn (app, bare, app, bare, ...) and
    // reports each one's median run: on two shared cores a single run of a pair can land on a
    // checkpoint or a busy moment of one side only.
    const runs = new Map<string, Measured[]>();
    for (let rep = 0; rep < REPEAT; rep++) {
      for (const s of selected) {
        let r: Measured;
        if (s.run) {
          r = await s.run();
          console.log(`${s.name}: ${r.reqPerSec.toFixed(1)} req/s, p95 ${r.p95Ms.toFixed(1)} ms`);
        } else {
          // A short unrecorded run first, so that the JIT and the pools are warm for both sides alike.
          await s.before?.();
          // One request first: a scenario whose set-up is broken stops here, before it measures refusals.
          const refused = await preflight(s, 0);
          if (refused) throw new Error(`bench scenario "${s.name}" is refused before measuring: ${refused}`);
          await drive(s, { seconds: WARMUP_SECONDS, connections: CONNECTIONS });
          await s.before?.();
          r = await drive(s, { seconds: SECONDS, connections: CONNECTIONS });
          console.log(`${s.name}: ${r.reqPerSec.toFixed(1)} req/s`);
        }
        runs.set(s.name, [...(runs.get(s.name) ?? []), r]);
      }
    }
    const median = (list: Measured[]) => [...list].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor((list.length - 1) / 2)]!;
    const results: Array<Measured & { runs?: number[] }> = [...runs.values()].map((list) => ({ ...median(list), ...(list.length > 1 ? { runs: list.map((x) => Math.round(x.reqPerSec)) } : {}) }));
    const rows = results.map((r) => {
      const bare = results.find((b) => b.scenario === scenarios.find((x) => x.name === r.scenario)?.vs);
      return bare ? { ...r, ratio: r.reqPerSec / bare.reqPerSec } : r;
    });
    printTable(rows);
    for (const r of results) if (r.runs) console.log(`${r.scenario}: runs of ${r.runs.join(', ')} req/s (the median is shown)`);
    if (cardReads) console.log(`check-in card reads (GET get/dashboard/self, 16 at a time, before the app's check-ins): ${Math.round(cardReads)} per second`);
    // Issue 16: a time clock's 50,000 punches through the API (BENCH_ONLY=import runs it alone).
    const timeclockImport = importSelected ? await benchTimeclockImport({ appUrl: urls.app, hrToken, dbUrl: DB_URL, company: COMPANY, employees }) : undefined;

    const outDir = fileURLToPath(new URL('../results/', import.meta.url));
    mkdirSync(outDir, { recursive: true });
    writeFileSync(`${outDir}latest.json`, `${JSON.stringify({
      date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model, cores: availableParallelism(),
      settings: { employees, seconds: SECONDS, connections: CONNECTIONS, poolSize: POOL_SIZE, profileUsers: tokens.length, warmupSeconds: WARMUP_SECONDS, checkinRate: CHECKIN_RATE, checkinSeconds: CHECKIN_SECONDS },
      results: rows,
      ...(month ? { attendanceMonth: month } : {}),
      ...(timeclockImport ? { timeclockImport } : {}),
      ...(monthlyExport ? { monthlyExport } : {}),
      ...(payrollRun ? { payrollRun } : {}),
      ...(payslipRun ? { payslipRun } : {}),
    }, null, 2)}\n`);
    console.log('written bench/results/latest.json');
    // An answer outside 2xx is a scenario measuring something other than its request (a refusal, a
    // validation error): the figures are written for reading, and the run fails.
    const failures = [...runs.values()].flat().map(unexpectedAnswers).filter((x): x is string => x !== null);
    if (failures.length) throw new Error(`bench failed: scenarios with unexpected answers\n  ${failures.join('\n  ')}`);
  } finally {
    if (child.connected) child.send('close');
    await exited;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
