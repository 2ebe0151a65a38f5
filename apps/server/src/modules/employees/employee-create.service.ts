import { and, eq, sql } from 'drizzle-orm';
import type { EmployeeCreate, Lang } from '@hr/domain';
import {
  companies, departments, employeeSalaryHistory, employees, masterEmploymentTypes, positions, roles, workingTimes, type DbOrTx,
} from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { fieldError } from '../../platform/validation-errors';
import { assertRoleAssignment, type RoleCaller } from '../roles/role-guard';
import { issuePasswordLink } from '../session/password.service';
import { nextEmployeeCode } from './employee-code';

type Issue = { field: string; code: string };
type References = Pick<EmployeeCreate, 'companyId' | 'departmentId' | 'positionId' | 'employmentTypeId' | 'workingTimeId' | 'supervisorId' | 'assistantSupervisorId'>;

/** The chosen rows must exist, be active and belong to the chosen company (create, and the employment data's save). */
export async function checkReferences(tx: DbOrTx, v: References): Promise<Issue[]> {
  const issues: Issue[] = [];
  const expect = async (rows: Promise<unknown[]>, field: string) => { if (!(await rows).length) issues.push({ field, code: 'invalid' }); };
  await expect(tx.select({ id: companies.id }).from(companies).where(and(eq(companies.id, v.companyId), eq(companies.active, true))).limit(1), 'companyId');
  await expect(tx.select({ id: departments.id }).from(departments)
    .where(and(eq(departments.id, v.departmentId), eq(departments.active, true), eq(departments.companyId, v.companyId))).limit(1), 'departmentId');
  await expect(tx.select({ id: positions.id }).from(positions).where(and(eq(positions.id, v.positionId), eq(positions.active, true))).limit(1), 'positionId');
  await expect(tx.select({ id: masterEmploymentTypes.id }).from(masterEmploymentTypes)
    .where(and(eq(masterEmploymentTypes.id, v.employmentTypeId), eq(masterEmploymentTypes.active, true))).limit(1), 'employmentTypeId');
  if (v.workingTimeId) await expect(tx.select({ id: workingTimes.id }).from(workingTimes).where(and(eq(workingTimes.id, v.workingTimeId), eq(workingTimes.active, true))).limit(1), 'workingTimeId');
  for (const field of ['supervisorId', 'assistantSupervisorId'] as const) {
    const id = v[field];
    if (id) await expect(tx.select({ id: employees.id }).from(employees).where(and(eq(employees.id, id), eq(employees.active, true), eq(employees.companyId, v.companyId))).limit(1), field);
  }
  return issues;
}

/**
 * Creates an employee from the add-employee form in one transaction: the generated employee id,
 * the record, the first salary-history row, and the welcome mail with a link to set a password
 * (queued with the record, sent after commit). Duplicated identity numbers or emails are refused
 * as 'already exists in the system' by the database's unique indexes.
 */
export async function createEmployee(deps: Deps, v: EmployeeCreate, actor: RoleCaller) {
  const result = await deps.db.transaction(async (tx) => {
    const issues = await checkReferences(tx, v);
    if (issues.length) throw new AppError('VALIDATION', {}, null, issues.map((i) => fieldError(actor.lang, i.field, i.code)));
    const [role] = await tx.select({ id: roles.id }).from(roles).where(sql`${roles.code} = 'EMPLOYEE'`).limit(1);
    // The first role is given like any other: an Employee role edited beyond the caller's rights is refused.
    await assertRoleAssignment(tx, actor, null, null, role!.id);
    const employeeCode = await nextEmployeeCode(tx, v.companyId, actor.lang);
    const { baseSalary, ...fields } = v;
    const [e] = await tx.insert(employees).values({
      ...fields, employeeCode, roleId: role!.id as string, isFirstLogin: true, employmentStatus: 'probation',
      preferredLang: actor.lang, createdBy: actor.id, updatedBy: actor.id,
    }).returning({ id: employees.id, employeeCode: employees.employeeCode });
    await tx.insert(employeeSalaryHistory).values({
      employeeId: e!.id, incrementType: 'initial', baseSalary, effectiveDate: v.joiningDate, percentChange: null, adjustedSalary: baseSalary,
      summary: null, remark: null, createdBy: actor.id, updatedBy: actor.id,
    });
    const mailed = await issuePasswordLink(deps, tx, e!.id, 'setup', actor.lang);
    await audit(tx, { actorId: actor.id, action: 'employee.create', objectId: 'employment-management.add-employee', targetType: 'employee', targetId: e!.id, ip: actor.ip, requestId: actor.requestId, detail: { employeeCode, mailed, role: { before: null, after: role!.id } } });
    return { id: e!.id, employeeCode: e!.employeeCode, welcomeMailed: mailed };
  });
  await deps.mail.flush();
  return result;
}

/** Sends the welcome (set-your-password) mail again to an employee who has not set a password yet. */
export async function resendWelcome(deps: Deps, employeeId: string, actor: Actor) {
  const sent = await deps.db.transaction(async (tx) => {
    const [e] = await tx.select({ id: employees.id, isFirstLogin: employees.isFirstLogin, lang: employees.preferredLang }).from(employees).where(eq(employees.id, employeeId)).limit(1);
    if (!e) throw new AppError('RECORD_GONE');
    if (!e.isFirstLogin) throw new AppError('NOT_FIRST_LOGIN');
    const mailed = await issuePasswordLink(deps, tx, e.id, 'setup', e.lang as Lang);
    if (!mailed) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'email', 'required')]);
    await audit(tx, { actorId: actor.id, action: 'employee.welcome.resent', objectId: 'employment-management.add-employee', targetType: 'employee', targetId: e.id, ip: actor.ip, requestId: actor.requestId });
    return mailed;
  });
  await deps.mail.flush();
  return { mailed: sent };
}
