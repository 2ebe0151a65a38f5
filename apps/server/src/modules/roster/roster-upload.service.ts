import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldError, Lang } from '@hr/domain';
import {
  DAY_OFF_MARK, firstChangeableDate, monthDates, parseRosterSheet, type RosterOvertimeChange, type RosterUploadResult, type UploadIssue,
} from '@hr/domain/attendance/roster';
import { employees, rosterEntries, workingTimes, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, AuthUser, Deps } from '../../platform/context';
import { col, xlsxFile, type ExcelOptions } from '../../platform/excel';
import { importLimitsSheet } from '../../platform/files/spreadsheet-upload';
import { t } from '../../platform/i18n';
import { businessToday } from '../../platform/maintenance';
import { overtimeRepricesOf, repriceOvertime, type OvertimeRepriced } from '../overtime/overtime-reprice.service';
import { repriceParams } from '../overtime/overtime-reprice.text';
import { scheduleScope } from './roster-scope';
import { readerParams } from './roster.service';
import { cellCode, schedulesOf } from './roster.query';
import { rosterAll } from './roster-view.query';
import type { RosterExport } from '@hr/domain/attendance/roster';

/** An upload's problem as a field error: the cell ('C4') is the field, the text names the row and column in the reader's language. */
function issueField(lang: Lang, i: UploadIssue): FieldError {
  return { field: `${i.column}${i.row}`, code: i.code, text: t(lang, `rules:${i.code}`, { ...readerParams(lang, i.params), row: i.row, column: i.column, mark: DAY_OFF_MARK }) };
}
const invalid = (lang: Lang, issues: UploadIssue[]) =>
  new AppError('ROSTER_UPLOAD_INVALID', { count: issues.length }, null, issues.sort((a, b) => a.row - b.row || a.column.length - b.column.length || a.column.localeCompare(b.column)).map((i) => issueField(lang, i)));

/**
 * upload/workshift: a month's roster from a spreadsheet (read by platform/files/spreadsheet-upload).
 * Column A names the employee, each date column of the month holds a working time's prefix, the
 * day-off mark, or nothing (back to the default working time). Cells that say what the schedule
 * already is are left alone, so a template downloaded, edited and uploaded changes only what was
 * edited; a change on a date that has begun (today or before) is refused. Every problem is named
 * by row and column; nothing is saved unless there is none (all or nothing, one transaction).
 */
export async function uploadRoster(deps: Deps, user: AuthUser, month: string, sheet: unknown[][], fileName: string, actor: Actor, preview = false): Promise<RosterUploadResult> {
  const parsed = parseRosterSheet(sheet, month);
  const issues = [...parsed.issues];
  const first = firstChangeableDate(businessToday(deps));
  const dates = monthDates(month);
  const run = () => deps.db.transaction(async (tx) => {
    const people = await employeesByCode(tx, user, parsed.rows.map((r) => r.employeeCode));
    const shifts = await tx.select({ id: workingTimes.id, prefix: sql<string>`${workingTimes.shiftPrefix}` }).from(workingTimes).where(eq(workingTimes.active, true));
    const byPrefix = new Map(shifts.map((s) => [s.prefix.toLowerCase(), s.id]));
    const found = parsed.rows.flatMap((r) => {
      const p = people.get(r.employeeCode.toLowerCase());
      if (!p || p.problem) { issues.push({ row: r.row, column: 'A', code: p?.problem ?? 'rosterUnknownEmployee', params: { value: r.employeeCode } }); return []; }
      return [{ ...r, employeeId: p.id }];
    });
    const { days, shifts: allShifts } = await schedulesOf(tx, found.map((r) => r.employeeId), dates[0]!, dates[dates.length - 1]!);
    const writes: Array<{ employeeId: string; date: string; workingTimeId: string | null }> = [];
    const clears: Array<{ employeeId: string; date: string }> = [];
    let skipped = 0;
    for (const r of found) {
      const byDate = new Map(days.get(r.employeeId)!.map((d) => [d.date, d]));
      for (const c of r.cells) {
        const value = c.value.trim();
        const current = byDate.get(c.date)!;
        let target: { clear: true } | { clear: false; workingTimeId: string | null };
        if (value === '') target = { clear: true };
        else if (byPrefix.has(value.toLowerCase())) target = { clear: false, workingTimeId: byPrefix.get(value.toLowerCase())! };
        else if (value.toUpperCase() === DAY_OFF_MARK) target = { clear: false, workingTimeId: null };
        else { issues.push({ row: r.row, column: c.column, code: 'rosterUnknownShift', params: { value } }); continue; }
        const same = target.clear ? !current.rostered : cellCode(current, allShifts, DAY_OFF_MARK).toLowerCase() === value.toLowerCase();
        if (same) { skipped++; continue; }
        if (c.date < first) { issues.push({ row: r.row, column: c.column, code: 'rosterDatePassed', params: { date: c.date, first } }); continue; }
        if (target.clear) clears.push({ employeeId: r.employeeId, date: c.date });
        else writes.push({ employeeId: r.employeeId, date: c.date, workingTimeId: target.workingTimeId });
      }
    }
    if (issues.length) throw invalid(actor.lang, issues);
    for (const { employeeId, date } of clears) {
      await tx.delete(rosterEntries).where(and(eq(rosterEntries.employeeId, employeeId), eq(rosterEntries.date, date)));
    }
    for (let i = 0; i < writes.length; i += 1000) {
      await tx.insert(rosterEntries).values(writes.slice(i, i + 1000).map((w) => ({ ...w, source: 'upload' as const, createdBy: actor.id, updatedBy: actor.id })))
        .onConflictDoUpdate({
          target: [rosterEntries.employeeId, rosterEntries.date],
          set: { workingTimeId: sql`excluded.working_time_id`, source: sql`excluded.source`, changeId: sql`NULL`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
        });
    }
    const changed = [...writes, ...clears];
    const touch = { employeeIds: [...new Set(changed.map((c) => c.employeeId))], dates: [...new Set(changed.map((c) => c.date))] };
    const result = { month, employees: found.length, cells: changed.length, skipped };
    if (preview) {
      // The preview sees the overtime as the upload would leave it, then undoes everything.
      throw new PreviewDone({ ...result, overtime: overtimeChanges(actor.lang, await overtimeRepricesOf(tx, actor.lang, touch)) });
    }
    const repriced = await repriceOvertime(tx, touch, 'roster', actor, deps.clock.now());
    await audit(tx, { actorId: actor.id, action: 'roster.upload', targetType: 'roster', targetId: null, ip: actor.ip, requestId: actor.requestId,
      detail: { month, fileName, employees: found.length, written: writes.length, cleared: clears.length, skipped, overtimeRepriced: repriced.length } });
    return { ...result, overtime: overtimeChanges(actor.lang, repriced) };
  });
  try {
    return await run();
  } catch (e) {
    if (e instanceof PreviewDone) return e.result;
    throw e;
  }
}

/** Rolls the preview's transaction back while carrying its answer out of it. */
class PreviewDone extends Error {
  constructor(readonly result: RosterUploadResult) { super('preview'); }
}

/** The re-priced requests in the reader's words (before -> after). */
const overtimeChanges = (lang: Lang, rows: OvertimeRepriced[]): RosterOvertimeChange[] => rows.map((r) => {
  const p = repriceParams(lang, { cause: 'roster', from: r.from, to: r.to });
  return { id: r.id, employeeCode: r.employeeCode, employeeName: r.employeeName, date: r.date, startTime: r.startTime, endTime: r.endTime, status: r.status, from: p.from, to: p.to };
});

type Found = { id: string; problem: null } | { id: string; problem: 'rosterEmployeeOutOfScope' | 'rosterEmployeeAmbiguous' };

/** The uploaded ids, looked up among active employees: known and in the uploader's scope, or why not. */
async function employeesByCode(tx: DbOrTx, user: AuthUser, codes: string[]): Promise<Map<string, Found>> {
  const lower = [...new Set(codes.map((c) => c.toLowerCase()))];
  if (!lower.length) return new Map();
  const scope = scheduleScope(user);
  const rows = await tx.select({
    id: employees.id, code: sql<string>`lower(${employees.employeeCode})`,
    inScope: scope ? sql<boolean>`${employees.id} IN (${scope})` : sql<boolean>`true`,
  }).from(employees).where(and(eq(employees.active, true), inArray(sql`lower(${employees.employeeCode})`, lower)));
  const out = new Map<string, Found>();
  for (const code of lower) {
    const all = rows.filter((r) => r.code === code);
    const mine = all.filter((r) => r.inScope);
    if (mine.length === 1) out.set(code, { id: mine[0]!.id, problem: null });
    else if (mine.length > 1) out.set(code, { id: mine[0]!.id, problem: 'rosterEmployeeAmbiguous' });
    else if (all.length) out.set(code, { id: all[0]!.id, problem: 'rosterEmployeeOutOfScope' });
  }
  return out;
}

/**
 * The month's roster as a workbook (download/excel/workshift) or as the upload template
 * (download/excel/workshift/template): column A the employee id, B the name (read by people
 * only), then a column per day headed 'YYYY-MM-DD' whose cells say what the day is, in the
 * upload's own words. The template is the same sheet: download, edit, upload.
 */
export async function rosterWorkbook(db: DbOrTx, user: AuthUser, q: RosterExport, options: ExcelOptions): Promise<Buffer> {
  const { people, days, shifts, dates } = await rosterAll(db, q, scheduleScope(user), options.lang);
  const columns = [col.text(t(options.lang, 'schedule:sheet.employeeId')), col.text(t(options.lang, 'schedule:sheet.employeeName')), ...dates.map((d) => col.text(d))];
  const rows = people.map((p) => [p.employeeCode, p.name, ...days.get(p.id)!.map((d) => cellCode(d, shifts, DAY_OFF_MARK))]);
  const legend = [...shifts.values()].filter((s) => s.active).map((s) => [s.prefix, s.name, s.workStart && s.workEnd ? `${s.workStart}-${s.workEnd}` : t(options.lang, 'schedule:sheet.dayOff')]);
  if (!legend.some((l) => l[0]!.toUpperCase() === DAY_OFF_MARK)) legend.push([DAY_OFF_MARK, t(options.lang, 'schedule:sheet.dayOff'), '']);
  return xlsxFile(options, [
    { name: q.month, columns, rows },
    { name: t(options.lang, 'schedule:sheet.legendSheet'), columns: [col.text(t(options.lang, 'schedule:sheet.prefix')), col.text(t(options.lang, 'schedule:sheet.shiftName')), col.text(t(options.lang, 'schedule:sheet.hours'))], rows: legend },
    importLimitsSheet(options.lang),
  ]);
}
