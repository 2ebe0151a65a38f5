import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeSalaryHistory, employees, sessions } from '@hr/db';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@hr/domain';
import { openXlsx } from '../../test/xlsx';
import { createHarness, type Harness, type UploadPart } from '../../test/harness';
import { bombParts, declaredXlsx, deepJson, eslipBomb, wideCsv, xlsxBomb, XLSX_TYPE } from '../../test/hostile-files';
import { readZip } from './zip-reader';
import { sheetReadBudget } from './spreadsheet-upload';

/*
 * Issue 35 points 12-15: files that declare a huge sheet, zip bombs and a 20,000-level body each
 * held the server for everyone. Every import route that reads a spreadsheet or a zip refuses them
 * quickly, naming the file, and a login meanwhile answers as quickly as ever.
 */
let h: Harness;
const token: Record<string, string> = {};
let periodId = '';
let eslipId = '';

/** Every route that reads an uploaded spreadsheet, and who may call it. */
const sheetRoutes = () => [
  { route: 'roster upload', url: '/api/1.0/upload/workshift?month=2026-11', who: 'sup' },
  { route: 'payroll import preview', url: `/api/1.0/upload/salaryPeriod/items/preview?id=${periodId}`, who: 'acc' },
  { route: 'payroll import', url: `/api/1.0/upload/salaryPeriod/items?id=${periodId}`, who: 'acc' },
  { route: 'time-clock upload', url: `/api/1.0/upload/timeclock?companyId=${h.company.id}`, who: 'hr' },
];

/** Sends one file and answers the reply with how long it took. */
async function timed(url: string, who: string, part: UploadPart, lang = 'en') {
  const started = performance.now();
  const res = await h.upload(url, token[who]!, [part], lang);
  return { res, ms: performance.now() - started };
}

beforeAll(async () => {
  h = await createHarness();
  const sup = await h.person({ role: 'SUPERVISOR' });
  const acc = await h.person({ role: 'ACCOUNTANT' });
  const hr = await h.person({ role: 'HR' });
  await h.person({ supervisorId: sup.id });
  for (const [k, p] of Object.entries({ sup, acc, hr })) token[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.insert(employeeSalaryHistory).values({ employeeId: acc.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
  const period = await h.post('/api/1.0/save/salaryPeriod', { companyId: h.company.id, month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', payDate: '2026-10-30', staffKind: 'monthly', paymentChannel: 'both' }, token.acc);
  periodId = period.json().data.id as string;
  const eslip = await h.post('/api/1.0/save/eslip/period', { companyId: h.company.id, month: '2026-10', payDate: '2026-10-31' }, token.hr);
  eslipId = eslip.json().data.id as string;
  expect([periodId, eslipId].every(Boolean)).toBe(true);
});
afterAll(async () => { await h?.close(); });

describe('hostile spreadsheets (issue 35 point 12)', () => {
  it('a sheet declaring A1:ALL12000 with a cell at ALL12000 is refused by every import, naming the file, in the reader\'s language', async () => {
    const bytes = declaredXlsx();
    expect(bytes.length).toBeLessThan(2000);
    for (const r of sheetRoutes()) {
      const { res, ms } = await timed(r.url, r.who, { name: 'declared.xlsx', type: XLSX_TYPE, bytes }, 'th');
      console.info(`${r.route}: declared A1:ALL12000 answered ${res.statusCode} in ${Math.round(ms)} ms`);
      expect(ms, r.route).toBeLessThan(2000);
      // The time-clock reads its rows by what they hold (its own columns); it answers at once, never a 500.
      if (r.route === 'time-clock upload') { expect(res.statusCode).toBeLessThan(500); continue; }
      expect(res.statusCode, r.route).toBe(400);
      expect(res.json().msg.code, r.route).toBe(400191);
      expect(res.json().msg.text, r.route).toContain('declared.xlsx');
      expect(res.json().msg.text, r.route).toContain(`${IMPORT_MAX_COLUMNS} คอลัมน์`);
    }
  });

  it('a sheet that only declares A1:ALL12000 is read as the two cells it holds, at once', async () => {
    const { res, ms } = await timed(`/api/1.0/upload/salaryPeriod/items/preview?id=${periodId}`, 'acc', { name: 'small.xlsx', type: XLSX_TYPE, bytes: declaredXlsx(false) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ header: ['Employee ID', 'Name'], rows: 0 });
    expect(ms).toBeLessThan(2000);
  });

  it('the roster and payroll templates state the rows and columns an import is read to, in the reader\'s language', async () => {
    const roster = await openXlsx(await h.post('/api/1.0/download/excel/workshift/template', { month: '2026-11' }, token.sup, { lang: 'th' }));
    const payroll = await openXlsx(await h.post('/api/1.0/excel/salaryPeriod/template', { id: periodId }, token.acc, { lang: 'my' }));
    const limitsOf = (wb: typeof roster) => String(wb.worksheets.at(-1)!.getRow(2).getCell(1).value);
    expect(roster.worksheets.at(-1)!.name).toBe('ข้อจำกัดการนำเข้า');
    expect(limitsOf(roster)).toContain('20,000 แถว');
    expect(limitsOf(roster)).toContain(`${IMPORT_MAX_COLUMNS} คอลัมน์`);
    expect(limitsOf(payroll)).toContain('20,000 တန်း');
    // The limits sheet comes last: an upload reads the first sheet, as before.
    expect(payroll.worksheets[0]!.getRow(1).getCell(1).value).not.toBe(limitsOf(payroll));
  });

  it('a CSV of 1,000 columns by 12,000 empty lines is refused by every import, naming the file', async () => {
    const bytes = wideCsv();
    for (const r of sheetRoutes()) {
      const { res, ms } = await timed(r.url, r.who, { name: 'wide.csv', type: 'text/csv', bytes });
      console.info(`${r.route}: 1,000 x 12,000 CSV answered ${res.statusCode} in ${Math.round(ms)} ms`);
      expect(ms, r.route).toBeLessThan(2000);
      if (r.route === 'time-clock upload') { expect(res.statusCode).toBeLessThan(500); continue; }
      expect(res.statusCode, r.route).toBe(400);
      expect(res.json().msg.code, r.route).toBe(400191);
      expect(res.json().msg.text, r.route).toContain('wide.csv');
    }
  });
});

describe('zip bombs (issue 35 point 13)', () => {
  it('an .xlsx whose sheet declares 100 bytes but inflates to 32 MB is refused by every import, naming the file, without growing the server', async () => {
    const bytes = await xlsxBomb();
    const before = process.memoryUsage().rss;
    for (const r of sheetRoutes()) {
      const { res, ms } = await timed(r.url, r.who, { name: 'bomb.xlsx', type: XLSX_TYPE, bytes }, 'km');
      console.info(`${r.route}: xlsx bomb (${bytes.length} bytes) refused in ${Math.round(ms)} ms`);
      expect(res.statusCode, r.route).toBe(413);
      expect(res.json().msg.code, r.route).toBe(413190);
      expect(res.json().msg.text, r.route).toContain('bomb.xlsx');
      expect(ms, r.route).toBeLessThan(2000);
    }
    const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
    console.info(`xlsx bombs: the process grew ${grown.toFixed(1)} MB`);
    // Inflating it whole would take 32 MB a time; nothing past its declared 100 bytes is produced.
    expect(grown).toBeLessThan(32);
  });

  it('an entry that declares what it inflates to is refused by its ratio before anything is inflated', async () => {
    const bytes = await xlsxBomb(true);
    const { res } = await timed(`/api/1.0/upload/salaryPeriod/items/preview?id=${periodId}`, 'acc', { name: 'honest-bomb.xlsx', type: XLSX_TYPE, bytes });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg.text).toContain('honest-bomb.xlsx');
    await expect(readZip(bytes, 'honest-bomb.xlsx', { maxTotalBytes: 1e9, maxEntryBytes: 1e9 })).rejects.toMatchObject({ name: 'FILE_INFLATES_TOO_LARGE' });
  });

  it('an online-payslip zip whose entry declares 100 bytes but inflates to 32 MB answers 413 naming the zip, and keeps nothing', async () => {
    const { res, ms } = await timed(`/api/1.0/eslip/upload/file?id=${eslipId}&commit=true`, 'hr', { name: 'october.zip', type: 'application/zip', bytes: eslipBomb() }, 'my');
    console.info(`eslip upload: zip bomb refused in ${Math.round(ms)} ms`);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg.code).toBe(413190);
    expect(res.json().msg.text).toContain('october.zip');
    const files = await h.post('/api/1.0/eslip/get/period', { id: eslipId }, token.hr);
    expect(JSON.stringify(files.json().data)).not.toContain('S001');
  });
});

describe('a body nested 20,000 levels (issue 35 point 14)', () => {
  it('answers 400 with the catalogue\'s message, the anonymous login included', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/1.2/login', payload: deepJson(20_000), headers: { 'content-type': 'application/json', lang: 'th' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatchObject({ code: 400192 });
    expect(res.json().msg.text).toContain('32');
    const shallow = await h.app.inject({ method: 'POST', url: '/api/1.2/login', payload: deepJson(31), headers: { 'content-type': 'application/json' } });
    expect(shallow.json().msg.code).not.toBe(400192);
  });
});

describe('heavy files do not hold others (issue 35 point 15)', () => {
  it('a login answers under 1 s while three bombs are being refused at once', async () => {
    const [xlsx, csv, zip] = await bombParts();
    const alone = performance.now();
    await h.post('/api/1.2/login', { company: 'T01', employeeId: 'NOBODY', password: 'wrong' });
    const aloneMs = performance.now() - alone;
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const bombs = Promise.all([
      h.upload(`/api/1.0/upload/workshift?month=2026-11`, token.sup!, [xlsx!]),
      h.upload(`/api/1.0/upload/salaryPeriod/items/preview?id=${periodId}`, token.acc!, [csv!]),
      h.upload(`/api/1.0/eslip/upload/file?id=${eslipId}`, token.hr!, [zip!]),
    ]);
    const login = h.post('/api/1.2/login', { company: 'T01', employeeId: 'NOBODY', password: 'wrong' }).then((res) => ({ res, ms: performance.now() - started }));
    const [answers, { res, ms }] = await Promise.all([bombs, login]);
    const all = performance.now() - started;
    console.info(`login answered in ${Math.round(ms)} ms (alone: ${Math.round(aloneMs)} ms) while three bombs were refused in ${Math.round(all)} ms; the process grew ${((process.memoryUsage().rss - before) / 1024 / 1024).toFixed(1)} MB`);
    expect(answers.map((a) => a.statusCode)).toEqual([413, 400, 413]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg.code).toBe(200001);
    // Under 1 s; only when the machine is so busy that a login alone takes longer, no more than twice that.
    expect(ms).toBeLessThan(Math.max(1000, 2 * aloneMs));
  });

  it('a full-size import is parsed off the event loop: while it is read, no other request waits more than a moment', async () => {
    // As large as an import may be: 20,000 rows (the header included) by 33 columns, a month's roster of a large company.
    const full = Buffer.from(Array.from({ length: IMPORT_MAX_ROWS }, (_, r) => [`E${r}`, `Name ${r}`, ...Array.from({ length: 31 }, () => 'D08')].join(',')).join('\r\n'));
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    const started = performance.now();
    const res = await h.upload(`/api/1.0/upload/salaryPeriod/items/preview?id=${periodId}`, token.acc!, [{ name: 'full.csv', type: 'text/csv', bytes: full }]);
    stalls.disable();
    const longest = stalls.max / 1e6;
    console.info(`a ${(full.length / 1024 / 1024).toFixed(1)} MB import of ${IMPORT_MAX_ROWS} rows read in ${Math.round(performance.now() - started)} ms; the event loop's longest stall ${Math.round(longest)} ms`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows).toBe(IMPORT_MAX_ROWS - 1);
    // Parsed on the event loop, this file held it for over a second.
    expect(longest).toBeLessThan(500);
  });
});

describe('a read that takes more than its budget is stopped, and only it (issue 35 point 15)', () => {
  // A month's roster of a large company, as in the test above: a legitimate file, read under a budget made small.
  const full = (rows = IMPORT_MAX_ROWS) => Buffer.from(Array.from({ length: rows }, (_, r) => [`E${r}`, `Name ${r}`, ...Array.from({ length: 31 }, () => 'D08')].join(',')).join('\r\n'));
  const preview = (bytes: Buffer, lang = 'en') => h.upload(`/api/1.0/upload/salaryPeriod/items/preview?id=${periodId}`, token.acc!, [{ name: 'full.csv', type: 'text/csv', bytes }], lang);
  const budget = { ...sheetReadBudget };
  afterAll(() => { Object.assign(sheetReadBudget, budget); });

  it('past its memory, the reader ends alone: the upload answers 413 naming the file, the server answers on, and the next read is whole', async () => {
    Object.assign(sheetReadBudget, { heapMb: 16 });
    // The small heap reads a small file: what stops the full one is its size.
    const small = await preview(full(3));
    expect(small.statusCode).toBe(200);
    expect(small.json().data.rows).toBe(2);
    const res = await preview(full(), 'th');
    expect(res.statusCode).toBe(413);
    expect(res.json().msg.code).toBe(413191);
    expect(res.json().msg.text).toContain('full.csv');
    // The server outlived its reader, and still answers.
    const login = await h.post('/api/1.2/login', { company: 'T01', employeeId: 'NOBODY', password: 'wrong' });
    expect(login.json().msg.code).toBe(200001);
    Object.assign(sheetReadBudget, budget);
    const again = await preview(full());
    expect(again.statusCode).toBe(200);
    expect(again.json().data.rows).toBe(IMPORT_MAX_ROWS - 1);
  });

  it('past its time, the reader is ended: the upload answers 413 naming the file, and the next read is whole', async () => {
    Object.assign(sheetReadBudget, { ms: 1 });
    const started = performance.now();
    const res = await preview(full());
    expect(res.statusCode).toBe(413);
    expect(res.json().msg.code).toBe(413191);
    expect(res.json().msg.text).toContain('full.csv');
    // Stopped at its budget, not when the read would have ended.
    expect(performance.now() - started).toBeLessThan(2_000);
    Object.assign(sheetReadBudget, budget);
    expect((await preview(full())).statusCode).toBe(200);
  });
});

