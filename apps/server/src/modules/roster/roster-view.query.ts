import { and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { weekdayOf, type Lang } from '@hr/domain';
import {
  DAY_OFF_MARK, firstChangeableDate, monthDates, type RosterExport, type RosterHeader, type RosterPage, type RosterSearch, type ShiftChangeRow, type ShiftHistoryPage, type ShiftHistorySearch,
} from '@hr/domain/attendance/roster';
import { companies, departments, employees, shiftChanges, type DbOrTx } from '@hr/db';
import { nameSql } from '../../platform/local-name';
import { containing } from '../../platform/search';
import { personName } from '../employees/person-name';
import { holidaysBetween, schedulesOf, shiftsById } from './roster.query';

/** The employees of the grid: active, within the caller's scope, by keyword (id, names), company and department. */
function gridWhere(q: Pick<RosterSearch, 'keyword' | 'companyId' | 'departmentId'>, scope: SQL | null): SQL | undefined {
  return and(
    eq(employees.active, true),
    q.keyword ? sql`${employees.searchText} LIKE ${containing(q.keyword.toLowerCase())}` : undefined,
    q.companyId ? eq(employees.companyId, q.companyId) : undefined,
    q.departmentId ? eq(employees.departmentId, q.departmentId) : undefined,
    scope ? sql`${employees.id} IN (${scope})` : undefined,
  );
}

function gridPeople(db: DbOrTx, lang: Lang, where: SQL | undefined) {
  return db.select({
    id: employees.id, employeeCode: employees.employeeCode, name: personName(employees, lang === 'th'),
    company: sql<string | null>`${companies.abbreviation}`, department: sql<string | null>`${nameSql(lang, departments)}`,
    defaultShiftId: employees.workingTimeId, workingTimeType: employees.workingTimeType,
  }).from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(where).orderBy(asc(employees.employeeCode), asc(employees.id)).$dynamic();
}

/** search/employeeWorkingTime: a page of the month grid, each employee with the schedule of every day of the month. */
export async function rosterPage(db: DbOrTx, q: RosterSearch, scope: SQL | null, lang: Lang): Promise<RosterPage> {
  const where = gridWhere(q, scope);
  const [people, [total]] = await Promise.all([
    gridPeople(db, lang, where).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(employees).where(where),
  ]);
  const dates = monthDates(q.month);
  const { days } = await schedulesOf(db, people.map((p) => p.id), dates[0]!, dates[dates.length - 1]!, lang);
  return {
    items: people.map((p) => ({ ...p, cells: days.get(p.id)!.map(({ holidayName: _h, ...cell }) => cell) })),
    total: total!.n, page: q.page, pageSize: q.pageSize,
  };
}

/** Everyone of the grid's filters (an export or a template): no paging. */
export async function rosterAll(db: DbOrTx, q: RosterExport, scope: SQL | null, lang: Lang) {
  const people = await gridPeople(db, lang, gridWhere(q, scope));
  const dates = monthDates(q.month);
  const { days, shifts } = await schedulesOf(db, people.map((p) => p.id), dates[0]!, dates[dates.length - 1]!, lang);
  return { people, days, shifts, dates };
}

/** get/employeeWorkingTime/header: the month's dates (weekday, holiday) and every working time a cell may show or take. */
export async function rosterHeader(db: DbOrTx, month: string, today: string, lang: Lang): Promise<RosterHeader> {
  const dates = monthDates(month);
  const [holidays, shifts] = await Promise.all([holidaysBetween(db, dates[0]!, dates[dates.length - 1]!, lang), shiftsById(db, lang)]);
  return {
    month, firstChangeable: firstChangeableDate(today), dayOffMark: DAY_OFF_MARK,
    dates: dates.map((date) => ({ date, weekday: weekdayOf(date), holiday: holidays.get(date) ?? null })),
    shifts: [...shifts.values()],
  };
}

const other = alias(employees, 'other_employee');
const creator = alias(employees, 'creator');
const deleter = alias(employees, 'deleter');

/**
 * search/workingShift/history: changes and trades of the people in the caller's scope (both of a
 * trade's employees must be), newest first; deleted ones only when asked for.
 */
export async function shiftHistory(db: DbOrTx, q: ShiftHistorySearch, scope: SQL | null, today: string, lang: Lang): Promise<ShiftHistoryPage> {
  const thai = lang === 'th';
  const where = and(
    q.includeDeleted ? undefined : sql`${shiftChanges.deletedAt} IS NULL`,
    q.kind ? eq(shiftChanges.kind, q.kind) : undefined,
    q.dateFrom ? gte(shiftChanges.dateTo, q.dateFrom) : undefined,
    q.dateTo ? lte(shiftChanges.dateFrom, q.dateTo) : undefined,
    q.keyword ? or(sql`${employees.searchText} LIKE ${containing(q.keyword.toLowerCase())}`, sql`${other.searchText} LIKE ${containing(q.keyword.toLowerCase())}`) : undefined,
    scope ? sql`${shiftChanges.employeeId} IN (${scope}) AND (${shiftChanges.otherEmployeeId} IS NULL OR ${shiftChanges.otherEmployeeId} IN (${scope}))` : undefined,
  );
  const base = () => db.select({
    id: shiftChanges.id, kind: shiftChanges.kind, dateFrom: shiftChanges.dateFrom, dateTo: shiftChanges.dateTo, reason: shiftChanges.reason,
    createdAt: shiftChanges.createdAt, deletedAt: shiftChanges.deletedAt, workingTimeId: shiftChanges.workingTimeId,
    employee: { id: employees.id, employeeCode: employees.employeeCode, name: personName(employees, thai) },
    otherId: other.id, otherCode: other.employeeCode, otherName: personName(other, thai),
    creatorId: creator.id, creatorCode: creator.employeeCode, creatorName: personName(creator, thai),
    deleterId: deleter.id, deleterCode: deleter.employeeCode, deleterName: personName(deleter, thai),
  }).from(shiftChanges)
    .innerJoin(employees, eq(employees.id, shiftChanges.employeeId))
    .leftJoin(other, eq(other.id, shiftChanges.otherEmployeeId))
    .leftJoin(creator, eq(creator.id, shiftChanges.createdBy))
    .leftJoin(deleter, eq(deleter.id, shiftChanges.deletedBy))
    .where(where).$dynamic();
  const [rows, [total], shifts] = await Promise.all([
    base().orderBy(desc(shiftChanges.createdAt), desc(shiftChanges.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(shiftChanges).innerJoin(employees, eq(employees.id, shiftChanges.employeeId)).leftJoin(other, eq(other.id, shiftChanges.otherEmployeeId)).where(where),
    shiftsById(db, lang),
  ]);
  const first = firstChangeableDate(today);
  const ref = (id: string | null, code: string | null, name: string | null) => (id ? { id, employeeCode: code!, name: name! } : null);
  const items: ShiftChangeRow[] = rows.map((r) => ({
    id: r.id, kind: r.kind, employee: r.employee, other: ref(r.otherId, r.otherCode, r.otherName),
    shift: r.workingTimeId ? shifts.get(r.workingTimeId) ?? null : null,
    dateFrom: r.dateFrom, dateTo: r.dateTo, reason: r.reason, createdAt: r.createdAt.toISOString(),
    createdBy: ref(r.creatorId, r.creatorCode, r.creatorName),
    deletedAt: r.deletedAt?.toISOString() ?? null, deletedBy: ref(r.deleterId, r.deleterCode, r.deleterName),
    deletable: !r.deletedAt && r.dateTo >= first,
  }));
  return { items, total: total!.n, page: q.page, pageSize: q.pageSize };
}
