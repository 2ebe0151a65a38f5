import { readerYear, type Lang } from '@hr/domain';
import type { LeaveMonthly, LeaveSelfRequest, LeaveSummaryPage } from '@hr/domain/leave/report';
import type { LeaveListed } from '@hr/domain/leave/views';
import type { LeaveBalances } from '../leave/leave-balance.service';
import { col, xlsxFile, type ExcelColumn, type ExcelOptions, type ExcelSheet } from '../../platform/excel';
import { monthName } from '../../platform/date-text';
import { t } from '../../platform/i18n';
import { fieldLabel } from '../../platform/validation-errors';

/*
 * The Excel files of the leave reports: headers, statuses, durations and type names in the
 * caller's language; dates, day counts and the era come from the one export helper.
 */

const L = (lang: Lang, key: string, params?: Record<string, string | number>) => t(lang, `leaveReport:${key}`, params);
const FIGURES = ['entitlement', 'adjusted', 'used', 'pending', 'remaining'] as const;

/** The figures the summary export gives a sheet each: the days used first (what the chart shows), then what is left. */
const SHEET_FIGURES = ['used', 'remaining', 'pending', 'entitlement', 'adjusted'] as const;
/** Figures whose sum over the types means something: those sheets end with a total per employee. */
const SUMMED = new Set<string>(['used', 'pending']);
/** Sums days in hundredths, so half days add up without drift. */
const addUp = (values: Array<number | null>) => values.reduce<number>((s, v) => s + Math.round((v ?? 0) * 100), 0) / 100;

/**
 * report/leave and report/leave/under: the report as the page shows it, one row per employee and
 * a column per leave type (the report's types, by code), on one sheet per figure — days used,
 * remaining, pending, the entitlement and HR's adjustments — so the sheets line up cell for cell.
 * A type that is not for the employee (maternity for a man) is an empty cell, not 0. A last sheet
 * holds the days taken per month and type, the chart above the report.
 */
export function summaryWorkbook(opts: ExcelOptions, { summary, monthly }: { summary: LeaveSummaryPage; monthly: LeaveMonthly }): Promise<Buffer> {
  const { lang } = opts;
  const year = readerYear(summary.year, lang);
  const types = summary.totals;
  const who = [col.text(fieldLabel(lang, 'employeeCode')), col.text(L(lang, 'col.name')), col.text(fieldLabel(lang, 'company')), col.text(fieldLabel(lang, 'department')),
    col.date(fieldLabel(lang, 'joiningDate'))];
  const total = col.days(L(lang, 'col.total'));
  const figureSheet = (f: (typeof SHEET_FIGURES)[number]): ExcelSheet => ({
    name: L(lang, `sheet.${f}`, { year }),
    columns: [...who, ...types.map((x) => col.days(x.name)), ...(SUMMED.has(f) ? [total] : [])],
    rows: summary.items.map((r) => {
      const of = new Map(r.types.map((x) => [x.leaveTypeId, x]));
      const cells = types.map((x) => {
        const v = of.get(x.leaveTypeId);
        return !v || v.basis === 'notForEmployee' ? null : v[f];
      });
      return [r.employee.employeeCode, r.employee.name, r.employee.company, r.employee.department, r.employee.joiningDate, ...cells, ...(SUMMED.has(f) ? [addUp(cells)] : [])];
    }),
  });
  const byMonth: ExcelSheet = {
    name: L(lang, 'sheet.byMonth', { year }),
    columns: [col.text(L(lang, 'col.month')), ...monthly.types.map((x) => col.days(x.name)), total],
    rows: Array.from({ length: 12 }, (_, m) => {
      const cells = monthly.types.map((x) => x.days[m]!);
      return [monthName(lang, m + 1), ...cells, addUp(cells)];
    }),
  };
  return xlsxFile(opts, [...SHEET_FIGURES.map(figureSheet), byMonth]);
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
