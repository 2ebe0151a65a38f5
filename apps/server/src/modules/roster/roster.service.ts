import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { INTL_LOCALE, isIsoDate, type Lang, type RuleIssue } from '@hr/domain';
import {
  datesBetween, firstChangeableDate, rangeIssues, tradeEntries, type RosterSet, type RosterSource, type ShiftChangeAndTrade,
} from '@hr/domain/attendance/roster';
import { employees, rosterEntries, shiftChanges, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, AuthUser, Deps } from '../../platform/context';
import { businessToday } from '../../platform/maintenance';
import { fieldError } from '../../platform/validation-errors';
import { mailDate } from '../../platform/date-text';
import { repriceOvertime } from '../overtime/overtime-reprice.service';
import { activeWorkingTime, assertSchedulable } from './roster-scope';
import { schedulesOf } from './roster.query';

/** 'YYYY-MM' as the reader names a month ("December 2026", "ธันวาคม 2569"). */
export const readerMonth = (lang: Lang, month: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** A message's values as the reader reads them: dates and months as the reader writes them (Buddhist era in Thai). */
export const readerParams = (lang: Lang, params: Record<string, string | number> = {}) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k,
    typeof v === 'string' && isIsoDate(v) ? mailDate(lang, v) : k === 'month' && typeof v === 'string' && /^\d{4}-\d{2}$/.test(v) ? readerMonth(lang, v) : v]));

/** A rule's issues as one answer: 400070 when a date is before tomorrow, else a validation failure, every field named. */
export function rosterRuleError(lang: Lang, issues: RuleIssue[]): AppError {
  const fields = issues.map((i) => fieldError(lang, i.field, i.key.replace(/^validation\./, ''), readerParams(lang, i.params)));
  return new AppError(issues.some((i) => i.key === 'validation.rosterFromTomorrow') ? 'ROSTER_FROM_TOMORROW' : 'VALIDATION', {}, null, fields);
}

function checkRange(deps: Pick<Deps, 'config' | 'clock'>, v: { dateFrom: string; dateTo: string }, lang: Lang) {
  const issues = rangeIssues(v, businessToday(deps));
  if (issues.length) throw rosterRuleError(lang, issues);
}

/** Locks the employees' rows (in id order, so two writers never wait on each other in a circle) while their schedule is rewritten. */
async function lockEmployees(tx: DbOrTx, ids: string[]) {
  await tx.select({ id: employees.id }).from(employees).where(inArray(employees.id, ids)).orderBy(asc(employees.id)).for('no key update');
}

type EntryWrite = { employeeId: string; date: string; workingTimeId: string | null };

/** Writes roster entries, replacing what the dates had (one statement; the unique (employee, date) decides). */
async function writeEntries(tx: DbOrTx, rows: EntryWrite[], source: RosterSource, changeId: string | null, actorId: string) {
  if (!rows.length) return;
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(rosterEntries).values(rows.slice(i, i + 1000).map((r) => ({ ...r, source, changeId, createdBy: actorId, updatedBy: actorId })))
      .onConflictDoUpdate({
        target: [rosterEntries.employeeId, rosterEntries.date],
        set: { workingTimeId: sql`excluded.working_time_id`, source: sql`excluded.source`, changeId: sql`excluded.change_id`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
      });
  }
}

/**
 * save/employeeWorkingTime: sets one cell or a range (employees × dates) of the month grid to a
 * working time, a day off, or back to each employee's default, from tomorrow on; one transaction
 * with one audit row per employee.
 */
export async function setRoster(deps: Deps, user: AuthUser, v: RosterSet, actor: Actor) {
  checkRange(deps, v, actor.lang);
  return deps.db.transaction(async (tx) => {
    await assertSchedulable(tx, user, v.employeeIds);
    if (v.mode === 'shift') await activeWorkingTime(tx, v.workingTimeId!, 'workingTimeId', actor.lang);
    const ids = [...new Set(v.employeeIds)];
    await lockEmployees(tx, ids);
    const dates = datesBetween(v.dateFrom, v.dateTo);
    if (v.mode === 'default') {
      await tx.delete(rosterEntries).where(and(inArray(rosterEntries.employeeId, ids), gte(rosterEntries.date, v.dateFrom), sql`${rosterEntries.date} <= ${v.dateTo}`));
    } else {
      const workingTimeId = v.mode === 'shift' ? v.workingTimeId! : null;
      await writeEntries(tx, ids.flatMap((employeeId) => dates.map((date) => ({ employeeId, date, workingTimeId }))), 'edit', null, actor.id);
    }
    await repriceOvertime(tx, { employeeIds: ids, dates }, 'roster', actor, deps.clock.now());
    for (const id of ids) {
      await audit(tx, { actorId: actor.id, action: 'roster.edit', targetType: 'employee', targetId: id, ip: actor.ip, requestId: actor.requestId,
        detail: { dateFrom: v.dateFrom, dateTo: v.dateTo, mode: v.mode, workingTimeId: v.workingTimeId ?? null } });
    }
    return { employees: ids.length, days: dates.length };
  });
}

/**
 * save/workingShift/changeAndTrade. A change puts the employee on the new shift on the dates; a
 * trade gives each of the two the other's schedule on each date (as the roster and default
 * working times make it now). Kept as history; one transaction with its audit row.
 */
export async function saveChangeOrTrade(deps: Deps, user: AuthUser, v: ShiftChangeAndTrade, actor: Actor) {
  checkRange(deps, v, actor.lang);
  return deps.db.transaction(async (tx) => {
    const people = v.kind === 'trade' ? [v.employeeId, v.otherEmployeeId!] : [v.employeeId];
    await assertSchedulable(tx, user, people);
    if (v.kind === 'change') await activeWorkingTime(tx, v.workingTimeId!, 'workingTimeId', actor.lang);
    await lockEmployees(tx, people);
    const [change] = await tx.insert(shiftChanges).values({
      kind: v.kind, employeeId: v.employeeId, otherEmployeeId: v.kind === 'trade' ? v.otherEmployeeId! : null,
      workingTimeId: v.kind === 'change' ? v.workingTimeId! : null, dateFrom: v.dateFrom, dateTo: v.dateTo, reason: v.reason, createdBy: actor.id,
    }).returning({ id: shiftChanges.id });
    const dates = datesBetween(v.dateFrom, v.dateTo);
    if (v.kind === 'change') {
      await writeEntries(tx, dates.map((date) => ({ employeeId: v.employeeId, date, workingTimeId: v.workingTimeId! })), 'change', change!.id, actor.id);
    } else {
      const { days } = await schedulesOf(tx, people, v.dateFrom, v.dateTo);
      const asMap = (id: string) => new Map(days.get(id)!.map((d) => [d.date, d.kind === 'working' || d.rostered ? d.shiftId : null]));
      const swapped = tradeEntries(dates, asMap(v.employeeId), asMap(v.otherEmployeeId!));
      await writeEntries(tx, swapped.flatMap((s) => [
        { employeeId: v.employeeId, date: s.date, workingTimeId: s.a },
        { employeeId: v.otherEmployeeId!, date: s.date, workingTimeId: s.b },
      ]), 'trade', change!.id, actor.id);
    }
    await repriceOvertime(tx, { employeeIds: people, dates }, 'roster', actor, deps.clock.now());
    await audit(tx, { actorId: actor.id, action: `roster.${v.kind}`, targetType: 'shift_change', targetId: change!.id, ip: actor.ip, requestId: actor.requestId,
      detail: { employeeId: v.employeeId, otherEmployeeId: v.otherEmployeeId ?? null, workingTimeId: v.workingTimeId ?? null, dateFrom: v.dateFrom, dateTo: v.dateTo, reason: v.reason } });
    return { id: change!.id };
  });
}

/**
 * delete/workingShift/{id}: removes a change or trade and the roster entries it made on dates
 * from tomorrow on (those dates go back to the default working time); the dates already begun are
 * history and keep theirs. A change whose every date has begun is refused (409070). The change
 * stays in the history as deleted, with who and when.
 */
export async function deleteChange(deps: Deps, user: AuthUser, id: string, actor: Actor) {
  const first = firstChangeableDate(businessToday(deps));
  return deps.db.transaction(async (tx) => {
    const [change] = await tx.select().from(shiftChanges).where(eq(shiftChanges.id, id)).for('update').limit(1);
    if (!change) throw new AppError('RECORD_GONE');
    await assertSchedulable(tx, user, change.otherEmployeeId ? [change.employeeId, change.otherEmployeeId] : [change.employeeId]);
    if (change.deletedAt) throw new AppError('SHIFT_CHANGE_DELETED');
    if (change.dateTo < first) throw new AppError('SHIFT_CHANGE_PASSED', readerParams(actor.lang, { date: change.dateTo }));
    const removed = await tx.delete(rosterEntries).where(and(eq(rosterEntries.changeId, id), gte(rosterEntries.date, first)))
      .returning({ id: rosterEntries.id, employeeId: rosterEntries.employeeId, date: rosterEntries.date });
    if (removed.length) await repriceOvertime(tx, { employeeIds: [...new Set(removed.map((r) => r.employeeId))], dates: [...new Set(removed.map((r) => r.date))] }, 'roster', actor, deps.clock.now());
    await tx.update(shiftChanges).set({ deletedAt: deps.clock.now(), deletedBy: actor.id }).where(and(eq(shiftChanges.id, id), isNull(shiftChanges.deletedAt)));
    await audit(tx, { actorId: actor.id, action: 'roster.delete', targetType: 'shift_change', targetId: id, ip: actor.ip, requestId: actor.requestId,
      detail: { kind: change.kind, from: first, removedEntries: removed.length } });
    return { removed: removed.length };
  });
}
