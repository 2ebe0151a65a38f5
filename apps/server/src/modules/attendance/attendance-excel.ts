import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AttendanceRow } from '@hr/domain/attendance/views';
import type { Deps } from '../../platform/context';
import { col, excelOptions, sendXlsx, xlsxFile, xlsxName } from '../../platform/excel';
import { t } from '../../platform/i18n';

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

