import { readerYear, type Lang } from '@hr/domain';
import type { LeaveSelfRequest, LeaveSummaryRow } from '@hr/domain/leave/report';
import type { LeaveListed } from '@hr/domain/leave/views';
import type { LeaveBalances } from '../leave/leave-balance.service';
import { col, xlsxFile, type ExcelColumn, type ExcelOptions } from '../../platform/excel';
import { t } from '../../platform/i18n';
import { fieldLabel } from '../../platform/validation-errors';

/*
 * The Excel files of the leave reports: headers, statuses, durations and type names in the
 * caller's language; dates, day counts and the era come from the one export helper.
 */

const L = (lang: Lang, key: string, params?: Record<string, string | number>) => t(lang, `leaveReport:${key}`, params);
const FIGURES = ['entitlement', 'adjusted', 'used', 'pending', 'remaining'] as const;

/** report/leave and report/leave/under: one row per employee and leave type. */
export function summaryWorkbook(opts: ExcelOptions, title: string, year: number, rows: LeaveSummaryRow[]): Promise<Buffer> {
  const { lang } = opts;
  const columns = [col.text(fieldLabel(lang, 'employeeCode')), col.text(L(lang, 'col.name')), col.text(fieldLabel(lang, 'company')), col.text(fieldLabel(lang, 'department')),
    col.date(fieldLabel(lang, 'joiningDate')), col.text(L(lang, 'col.leaveType')), ...FIGURES.map((f) => col.days(L(lang, `col.${f}`)))];
  const cells = rows.flatMap((r) => r.types.map((x) => [r.employee.employeeCode, r.employee.name, r.employee.company, r.employee.department,
    r.employee.joiningDate, x.name, ...FIGURES.map((f) => x[f])]));
  return xlsxFile(opts, [{ name: `${title} ${readerYear(year, lang)}`, columns, rows: cells }]);
}

const requestColumns = (lang: Lang): ExcelColumn[] => [col.text(fieldLabel(lang, 'employeeCode')), col.text(L(lang, 'col.name')), col.text(fieldLabel(lang, 'department')),
  col.text(L(lang, 'col.leaveType')), col.text(L(lang, 'col.duration')), col.date(L(lang, 'col.dateFrom')), col.date(L(lang, 'col.dateTo')), col.days(L(lang, 'col.days')),
  col.text(L(lang, 'col.status')), col.text(L(lang, 'col.reason')), col.text(L(lang, 'col.approver')), col.dateTime(L(lang, 'col.createdAt'))];
const requestCells = (lang: Lang, r: LeaveListed) => [r.employee.employeeCode, r.employee.name, r.employee.department, r.leaveType.name,
  t(lang, `choices:leaveDuration.${r.duration}`), r.dateFrom, r.dateTo, r.days, t(lang, `choices:leaveStatus.${r.status}`), r.reason,
  r.approver?.name ?? null, r.createdAt];

/** report/history/leave/under: one row per request. */
export function historyWorkbook(opts: ExcelOptions, rows: LeaveListed[]): Promise<Buffer> {
  return xlsxFile(opts, [{ name: L(opts.lang, 'history.title'), columns: requestColumns(opts.lang), rows: rows.map((r) => requestCells(opts.lang, r)) }]);
}

/** report/leave/self: the summary per type on one sheet, the year's requests on a second. */
export function selfWorkbook(opts: ExcelOptions, balances: LeaveBalances, requests: LeaveSelfRequest[]): Promise<Buffer> {
  const { lang } = opts;
  const year = readerYear(balances.year, lang);
  return xlsxFile(opts, [
    { name: `${L(lang, 'self.summary')} ${year}`, columns: [col.text(L(lang, 'col.leaveType')), ...FIGURES.map((f) => col.days(L(lang, `col.${f}`)))],
      rows: balances.types.map((x) => [x.name, ...FIGURES.map((f) => x[f])]) },
    { name: `${L(lang, 'self.requests')} ${year}`, columns: [...requestColumns(lang).slice(3), col.days(L(lang, 'col.daysInYear', { year }))],
      rows: requests.map((r) => [...requestCells(lang, r).slice(3), r.daysInYear]) },
  ]);
}
