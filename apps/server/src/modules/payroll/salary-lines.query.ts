import { sql } from 'drizzle-orm';
import { queryRows, salaryLines, type DbOrTx } from '@hr/db';
import type { Lang } from '@hr/domain';
import { monthRange } from '@hr/domain/attendance/views';
import { LINE_MONEY_COLUMNS, type SalaryLineDetails, type SalaryLineList, type SalaryLineView, type SalaryLineWorking } from '@hr/domain/payroll/period';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { localNameSql, personSql } from '../attendance/attendance-days.query';
import { payrollRatesOn } from './payroll-rates.repo';
import { lineCorrections } from './salary-corrections.service';

/*
 * A period's lines (issue 19 point 3): the table of everyone's pay, and one line with the working
 * behind each figure. Pay is the most sensitive data the product holds: every read of the lines
 * is audited with whose pay was shown.
 */

const moneyColumns = sql.raw(LINE_MONEY_COLUMNS.map((m) => `l.${salaryLines[m].name}::float8 AS "${m}"`).join(', '));

const lineSql = (lang: Lang) => sql`
  SELECT l.employee_id AS "employeeId", e.employee_code AS "employeeCode",
    ${personSql(lang, 'e')} AS name,
    ${localNameSql(lang, 'd')} AS "departmentName", l.channel, ${moneyColumns}
  FROM salary_lines l JOIN employees e ON e.id = l.employee_id LEFT JOIN departments d ON d.id = e.department_id`;

/** A page of the period's lines by employee id, searched by id or name; the read is audited. */
export async function periodLines(db: DbOrTx, actor: Actor, q: { id: string; page: number; pageSize: number; keyword?: string }): Promise<SalaryLineList> {
  const [period] = await queryRows<{ id: string }>(db, sql`SELECT id FROM salary_periods WHERE id = ${q.id}`);
  if (!period) throw new AppError('RECORD_GONE');
  const keyword = q.keyword?.trim().toLowerCase();
  const where = sql`l.period_id = ${q.id} ${keyword ? sql`AND e.search_text LIKE ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}`;
  const [items, [counted]] = await Promise.all([
    queryRows<SalaryLineView>(db, sql`${lineSql(actor.lang)} WHERE ${where} ORDER BY e.employee_code LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM salary_lines l JOIN employees e ON e.id = l.employee_id WHERE ${where}`),
  ]);
  await audit(db, { actorId: actor.id, action: 'payroll.lines.read', objectId: 'payroll.salary-period', targetType: 'salaryPeriod', targetId: q.id,
    ip: actor.ip, requestId: actor.requestId, detail: { employees: items.map((i) => i.employeeId), keyword: keyword ?? null, page: q.page } });
  return { items, total: counted!.n, page: q.page, pageSize: q.pageSize };
}

/** One line with its working and the allowances' names; the read is audited. */
export async function periodLine(db: DbOrTx, actor: Actor, id: string, employeeId: string): Promise<SalaryLineDetails> {
  const [row] = await queryRows<SalaryLineView & { working: SalaryLineWorking | string; computedAt: Date | string; month: string }>(db, sql`
    SELECT x.*, l2.working, l2.computed_at AS "computedAt", p.month FROM (${lineSql(actor.lang)} WHERE l.period_id = ${id} AND l.employee_id = ${employeeId}) x
    JOIN salary_lines l2 ON l2.period_id = ${id} AND l2.employee_id = ${employeeId} JOIN salary_periods p ON p.id = ${id}`);
  if (!row) throw new AppError('RECORD_GONE');
  await audit(db, { actorId: actor.id, action: 'payroll.line.read', objectId: 'payroll.salary-period', targetType: 'employee', targetId: employeeId,
    ip: actor.ip, requestId: actor.requestId, detail: { periodId: id } });
  const { working, computedAt, month, ...line } = row;
  const rates = await payrollRatesOn(db, monthRange(month).to, actor.lang);
  return {
    line, working: typeof working === 'string' ? JSON.parse(working) as SalaryLineWorking : working,
    allowanceNames: rates.allowanceNames, computedAt: new Date(computedAt).toISOString(), ...await lineCorrections(db, id, employeeId),
  };
}
