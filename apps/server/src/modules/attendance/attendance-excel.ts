import type { FastifyReply, FastifyRequest } from 'fastify';
import { INTL_LOCALE, type Lang } from '@hr/domain';
import { ATTENDANCE_STATUS_TINT, DAY_OFF_TINT, monthRange, type AttendanceMonthlyRow, type AttendanceRow, type MonthlyCell } from '@hr/domain/attendance/views';
import { nextDay } from '@hr/domain/masters/rules/working-time';
import type { Deps } from '../../platform/context';
import { col, excelOptions, filled, sendXlsx, xlsxFile, xlsxName, xlsxStream, type ExcelColumn, type ExcelOptions } from '../../platform/excel';
import { t } from '../../platform/i18n';
import { fieldLabel } from '../../platform/validation-errors';

/** The employee-days as an Excel sheet: one row per employee and date, times in the business zone. */
export async function sendAttendanceXlsx(deps: Deps, req: FastifyRequest, reply: FastifyReply, rows: AttendanceRow[], sheet: string) {
  const lang = req.ctx.lang;
  const h = (k: string) => t(lang, `attendance:columns.${k}`);
  const columns = [col.date(h('date')), col.text(h('employeeCode')), col.text(h('employeeName')), col.text(h('department')), col.text(h('shift')),
    col.dateTime(h('checkIn')), col.dateTime(h('checkOut')), col.text(h('status')), col.integer(h('workedMinutes')), col.integer(h('lateMinutes')),
    col.integer(h('earlyLeaveMinutes')), col.text(h('corrections'))];
  const bytes = await xlsxFile(excelOptions(req, deps.config), [{
    name: sheet, columns,
    rows: rows.map((r) => [r.date, r.employee.code, r.employee.name, r.employee.department,
      r.shift ? `${r.shift.prefix} ${r.shift.workStart}–${r.shift.workEnd}` : r.holidayName ?? t(lang, `attendance:dayType.${r.dayType}`),
      r.checkIn ? new Date(r.checkIn) : null, r.checkOut ? new Date(r.checkOut) : null, r.status ? t(lang, `choices:attendanceStatus.${r.status}`) : null,
      r.workedMinutes, r.lateMinutes, r.earlyLeaveMinutes,
      r.punches.filter((p) => p.source === 'correction').map((p) => `${p.createdBy ?? ''}: ${p.reason ?? ''}`).join('; ') || null]),
  }]);
  return sendXlsx(reply, xlsxName('attendance', lang), bytes);
}


/** How a day's cell reads in the monthly sheet: the status's short name, else the kind of day off. */
const cellText = (lang: Lang, c: MonthlyCell) =>
  c.status ? t(lang, `attendance:short.${c.status}`) : c.dayType === 'holiday' || c.dayType === 'dayOff' ? t(lang, `attendance:short.${c.dayType}`) : null;

/**
 * The monthly attendance report as an Excel file, written while its rows are read: one row per
 * employee, one narrow column per date (its number and weekday as the header) holding the
 * status's short name on the status's colour, then the month's totals as number cells.
 */
export function monthlyXlsx(options: ExcelOptions, month: string, rowCount: number, batches: AsyncIterable<{ rows: AttendanceMonthlyRow[] }>) {
  const { lang } = options;
  const h = (k: string) => t(lang, `attendance:columns.${k}`);
  const m = (k: string) => t(lang, `attendance:monthly.${k}`);
  const { from, to } = monthRange(month);
  const weekday = new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday: 'short', timeZone: 'UTC' });
  const dates: string[] = [];
  for (let d = from; d <= to; d = nextDay(d)) dates.push(d);
  const columns: ExcelColumn[] = [
    col.text(h('employeeCode')), col.text(h('employeeName')), col.text(h('department')), col.date(fieldLabel(lang, 'joiningDate')), col.date(fieldLabel(lang, 'resignDate')),
    ...dates.map((d) => ({ ...col.text(`${Number(d.slice(8))} ${weekday.format(new Date(`${d}T00:00:00Z`))}`), width: 8 })),
    col.integer(m('lateCount')), col.integer(m('lateMinutes')), col.integer(m('earlyLeaveMinutes')), col.days(m('absentDays')), col.integer(m('noRecordDays')),
    col.days(m('leaveDays')), col.integer(m('onSiteDays')), col.decimal(m('workedHours'), 2), col.decimal(m('overtimeHours'), 2),
    col.decimal(m('overtimeWorkedHours'), 2), col.decimal(m('overtimePayableHours'), 2),
  ];
  const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
  async function* sheetRows() {
    for await (const { rows } of batches) {
      yield rows.map((r) => [r.employee.code, r.employee.name, r.employee.department, r.joiningDate, r.resignDate,
        ...r.cells.map((c) => {
          const text = cellText(lang, c);
          if (c.status) return filled(text, ATTENDANCE_STATUS_TINT[c.status]);
          return text ? filled(text, DAY_OFF_TINT) : null;
        }),
        r.totals.lateCount, r.totals.lateMinutes, r.totals.earlyLeaveMinutes, r.totals.absentDays, r.totals.noRecordDays,
        r.totals.leaveDays, r.totals.onSiteDays, hours(r.totals.workedMinutes), hours(r.totals.overtimeMinutes),
        hours(r.totals.overtimeWorkedMinutes), hours(r.totals.overtimePayableMinutes)]);
    }
  }
  return xlsxStream(options, { name: t(lang, 'menu:report/attendance-monthly-report'), columns, rowCount, batches: sheetRows(), frozenColumns: 2 });
}
