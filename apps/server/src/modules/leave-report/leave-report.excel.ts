import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { BUDDHIST_ERA_OFFSET, type Lang } from '@hr/domain';
import type { LeaveSelfRequest, LeaveSummaryRow } from '@hr/domain/leave/report';
import type { LeaveListed } from '@hr/domain/leave/views';
import type { LeaveBalances } from '../leave/leave-balance.service';
import { safeCell, workbook } from '../../platform/excel';
import { t } from '../../platform/i18n';
import { fieldLabel } from '../../platform/validation-errors';

/*
 * The Excel files of the leave reports: headers, statuses, durations and type names in the
 * caller's language, dates as DD-MM-YYYY in the reader's era (Buddhist in Thai), every text cell
 * through safeCell (a name starting with = stays text).
 */

/** The year as the reader counts it. */
export const yearIn = (year: number, lang: Lang) => (lang === 'th' ? year + BUDDHIST_ERA_OFFSET : year);
/** A 'YYYY-MM-DD' date as DD-MM-YYYY in the reader's era. */
export function dateIn(date: string | null, lang: Lang): string | null {
  if (!date) return null;
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}-${m}-${yearIn(Number(y), lang)}`;
}
const L = (lang: Lang, key: string, params?: Record<string, string | number>) => t(lang, `leaveReport:${key}`, params);
const FIGURES = ['entitlement', 'adjusted', 'used', 'pending', 'remaining'] as const;

/**
 * report/leave and report/leave/under: one row per employee and leave type. Everyone of a large
 * company is 100,000 rows and more, so the file is written row by row (ExcelJS's streaming
 * writer, about three times faster than building the whole sheet in memory first).
 */
export async function summaryWorkbook(lang: Lang, title: string, year: number, rows: LeaveSummaryRow[]): Promise<Buffer> {
  const headers = [fieldLabel(lang, 'employeeCode'), L(lang, 'col.name'), fieldLabel(lang, 'company'), fieldLabel(lang, 'department'),
    fieldLabel(lang, 'joiningDate'), L(lang, 'col.leaveType'), ...FIGURES.map((f) => L(lang, `col.${f}`))];
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve, reject) => { out.on('end', resolve); out.on('error', reject); });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(`${title} ${yearIn(year, lang)}`.slice(0, 31));
  ws.columns = headers.map(() => ({ width: 20 }));
  const head = ws.addRow(headers);
  head.font = { bold: true };
  head.commit();
  for (const r of rows) {
    const lead = [r.employee.employeeCode, r.employee.name, r.employee.company, r.employee.department, dateIn(r.employee.joiningDate, lang)].map(safeCell);
    for (const x of r.types) ws.addRow([...lead, safeCell(x.name), ...FIGURES.map((f) => x[f])]).commit();
  }
  ws.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

const requestHeaders = (lang: Lang) => [fieldLabel(lang, 'employeeCode'), L(lang, 'col.name'), fieldLabel(lang, 'department'), L(lang, 'col.leaveType'),
  L(lang, 'col.duration'), L(lang, 'col.dateFrom'), L(lang, 'col.dateTo'), L(lang, 'col.days'), L(lang, 'col.status'), L(lang, 'col.reason'),
  L(lang, 'col.approver'), L(lang, 'col.createdAt')];
const requestCells = (lang: Lang, r: LeaveListed) => [r.employee.employeeCode, r.employee.name, r.employee.department, r.leaveType.name,
  t(lang, `choices:leaveDuration.${r.duration}`), dateIn(r.dateFrom, lang), dateIn(r.dateTo, lang), r.days, t(lang, `choices:leaveStatus.${r.status}`), r.reason,
  r.approver?.name ?? null, dateIn(r.createdAt, lang)];

/** report/history/leave/under: one row per request. */
export function historyWorkbook(lang: Lang, rows: LeaveListed[]): Promise<Buffer> {
  return workbook(L(lang, 'history.title'), requestHeaders(lang), rows.map((r) => requestCells(lang, r)));
}

/** report/leave/self: the summary per type on one sheet, the year's requests on a second. */
export async function selfWorkbook(lang: Lang, balances: LeaveBalances, requests: LeaveSelfRequest[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = (name: string, headers: string[], rows: unknown[][]) => {
    const ws = wb.addWorksheet(name.slice(0, 31));
    ws.addRow(headers).font = { bold: true };
    for (const r of rows) ws.addRow(r.map(safeCell));
    ws.columns.forEach((c) => { c.width = 22; });
  };
  const year = yearIn(balances.year, lang);
  sheet(`${L(lang, 'self.summary')} ${year}`, [L(lang, 'col.leaveType'), ...FIGURES.map((f) => L(lang, `col.${f}`))],
    balances.types.map((x) => [x.name, ...FIGURES.map((f) => x[f])]));
  sheet(`${L(lang, 'self.requests')} ${year}`, [...requestHeaders(lang).slice(3), L(lang, 'col.daysInYear', { year })],
    requests.map((r) => [...requestCells(lang, r).slice(3), r.daysInYear]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
