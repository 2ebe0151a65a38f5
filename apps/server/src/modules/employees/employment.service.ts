import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LEAVING_STATUSES, type Employment } from '@hr/domain';
import { employees, masterHospitals, roles, type DbOrTx } from '@hr/db';
import { firstChangeableDate } from '@hr/domain/attendance/roster';
import { recordDefaultChange } from '../roster/working-hour.service';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { businessToday } from '../../platform/maintenance';
import { isSubordinate } from '../../platform/scope';
import { fieldError } from '../../platform/validation-errors';
import { followNewLine } from '../approval/approval.service';
import { withdrawLeaveAfter } from '../leave/leave-withdraw.service';
import { assertRoleAssignment, type RoleCaller } from '../roles/role-guard';
import { revokeAllSessions } from '../session/session.service';
import { checkReferences } from './employee-create.service';
import { nextEmployeeCode } from './employee-code';
import { personName } from './person-name';
import { repriceOvertime } from '../overtime/overtime-reprice.service';

const OBJECT_ID = 'employment-management.employee-working-management';
type Issue = { field: string; code: string };

const supervisor = alias(employees, 'supervisor');
const assistant = alias(employees, 'assistant');
const labelOf = (t: typeof supervisor | typeof assistant, thai: boolean) => sql<string | null>`${t.employeeCode} || ' - ' || ${personName(t, thai)}`;

/** The employment data of one employee as the edit form takes it, with the chosen supervisors' labels and the hospital. */
export async function getEmployment(db: DbOrTx, id: string, thai: boolean) {
  const [row] = await db.select({
    id: employees.id, employeeCode: employees.employeeCode, name: personName(employees, thai), active: employees.active,
    employmentStatus: employees.employmentStatus, employmentTypeId: employees.employmentTypeId, workingTimeType: employees.workingTimeType,
    workingTimeId: employees.workingTimeId, joiningDate: employees.joiningDate, probationPassDate: employees.probationPassDate,
    resignDate: employees.resignDate, effectiveDate: employees.effectiveDate, changeReason: employees.reason, companyId: employees.companyId,
    departmentId: employees.departmentId, positionId: employees.positionId, supervisorId: employees.supervisorId,
    assistantSupervisorId: employees.assistantSupervisorId, roleId: employees.roleId, recordTime: employees.recordTime,
    companyEmail: employees.companyEmail, workPermitNumber: employees.workPermitNumber, workPermitIssueDate: employees.workPermitIssueDate,
    workPermitExpiryDate: employees.workPermitExpiryDate, taxpayerNumber: employees.taxpayerNumber, ssoNumber: employees.ssoNumber, jobInfoSource: employees.jobInfoSource,
    providentFundPercent: employees.providentFundPercent, providentFundEmployerPercent: employees.providentFundEmployerPercent, kpi: employees.kpi, ssHospitalId: employees.ssHospitalId,
    supervisorLabel: labelOf(supervisor, thai), assistantSupervisorLabel: labelOf(assistant, thai),
  }).from(employees)
    .leftJoin(supervisor, eq(supervisor.id, employees.supervisorId))
    .leftJoin(assistant, eq(assistant.id, employees.assistantSupervisorId))
    .where(eq(employees.id, id)).limit(1);
  if (!row) throw new AppError('RECORD_GONE');
  return row;
}

/** Employees who still report to `id` (as supervisor or assistant) and would be left without a lead. */
async function hasTeam(tx: DbOrTx, id: string) {
  const [row] = await tx.select({ id: employees.id }).from(employees)
    .where(and(eq(employees.active, true), or(eq(employees.supervisorId, id), eq(employees.assistantSupervisorId, id)))).limit(1);
  return !!row;
}

/**
 * The rules that need the database: the chosen rows (as on create), an active role, no loop in
 * the supervisor line (neither lead may be the employee or anyone under them), nobody left
 * without a lead when the employee leaves or moves company, and a resignation not in the future.
 */
async function employmentIssues(deps: Deps, tx: DbOrTx, id: string, v: Employment, current: { companyId: string }): Promise<Issue[]> {
  const issues: Issue[] = await checkReferences(tx, v);
  const [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.id, v.roleId), eq(roles.active, true))).limit(1);
  if (!role) issues.push({ field: 'roleId', code: 'invalid' });
  for (const field of ['supervisorId', 'assistantSupervisorId'] as const) {
    const lead = v[field];
    if (lead && (lead === id || (await isSubordinate(tx, id, lead)))) issues.push({ field, code: 'supervisorLoop' });
  }
  const leaving = LEAVING_STATUSES.includes(v.employmentStatus);
  if ((leaving || v.companyId !== current.companyId) && (await hasTeam(tx, id))) {
    issues.push({ field: leaving ? 'employmentStatus' : 'companyId', code: 'hasSubordinates' });
  }
  if (v.resignDate && v.resignDate > businessToday(deps)) issues.push({ field: 'resignDate', code: 'notInFuture' });
  return issues;
}

/**
 * Saves an employee's employment data (employee-working-management) in one transaction with its
 * audit row. A leaving status closes the account and ends its sessions; a status back in
 * employment opens it again. Moving to another company gives the employee that company's next
 * employee id (ids are per company, and the login is company + id), which the answer carries.
 * A new role passes separation of duties (roles/role-guard) and gets an audit row of its own.
 */
export async function saveEmployment(deps: Deps, id: string, v: Employment, actor: RoleCaller): Promise<{ employeeCode: string; active: boolean }> {
  const saved = await deps.db.transaction(async (tx) => {
    // One change of the supervisor tree at a time: two saves that each find no loop could close one together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('employees.supervisor-tree'))`);
    const [current] = await tx.select().from(employees).where(eq(employees.id, id)).for('update').limit(1);
    if (!current) throw new AppError('RECORD_GONE');
    const issues = await employmentIssues(deps, tx, id, v, current);
    if (issues.length) throw new AppError('VALIDATION', {}, null, issues.map((i) => fieldError(actor.lang, i.field, i.code)));
    await assertRoleAssignment(tx, actor, id, current.roleId, v.roleId);

    const active = !LEAVING_STATUSES.includes(v.employmentStatus);
    const employeeCode = v.companyId === current.companyId ? current.employeeCode : await nextEmployeeCode(tx, v.companyId, actor.lang);
    const { changeReason, ...rest } = v;
    // Every field is written: an optional one left out of the body is cleared, as the form sends it.
    const values = {
      ...rest, reason: changeReason ?? null, workingTimeId: v.workingTimeId ?? null, assistantSupervisorId: v.assistantSupervisorId ?? null,
      employeeCode, active,
    };
    await tx.update(employees).set({ ...values, updatedAt: deps.clock.now(), updatedBy: actor.id }).where(eq(employees.id, id));
    if (!active && current.active) await revokeAllSessions(tx, id, deps.clock.now());
    // A new supervisor decides what waits for the team's supervisor (issue 17: chains keep their approvers).
    if (values.supervisorId !== current.supervisorId || values.assistantSupervisorId !== current.assistantSupervisorId) {
      await followNewLine(tx, id, { supervisorId: values.supervisorId, assistantId: values.assistantSupervisorId });
    }
    // SPEC section 4: a new working time counts from the next day; the days before keep the old one.
    await recordDefaultChange(tx, id, current, { workingTimeId: values.workingTimeId, workingTimeType: values.workingTimeType }, firstChangeableDate(businessToday(deps)), actor.id);
    // The overtime asked for from then on follows the new working time (issue 34 point 3).
    if (values.workingTimeId !== current.workingTimeId || values.workingTimeType !== current.workingTimeType) {
      await repriceOvertime(tx, { employeeIds: [id], from: firstChangeableDate(businessToday(deps)) }, 'roster', actor, deps.clock.now());
    }
    // Employment ends on the resignation date, or today for a leaving status without one: pending
    // leave after it is withdrawn (issue 14 point 2).
    const lastDay = v.resignDate ?? (active ? null : businessToday(deps));
    if (lastDay) await withdrawLeaveAfter(deps, tx, id, lastDay, actor);
    const changed = Object.keys(values).filter((k) => String(current[k as keyof typeof current] ?? '') !== String(values[k as keyof typeof values] ?? ''));
    await audit(tx, {
      actorId: actor.id, action: 'employee.save.employment', objectId: OBJECT_ID, targetType: 'employee', targetId: id, ip: actor.ip, requestId: actor.requestId,
      detail: { changed, ...(employeeCode !== current.employeeCode ? { employeeCode: [current.employeeCode, employeeCode] } : {}), ...(active !== current.active ? { active } : {}) },
    });
    // A role change is a change of rights: its own row, easy to find and to read.
    if (v.roleId !== current.roleId) {
      await audit(tx, {
        actorId: actor.id, action: 'employee.role', objectId: OBJECT_ID, targetType: 'employee', targetId: id, ip: actor.ip, requestId: actor.requestId,
        detail: { before: current.roleId, after: v.roleId },
      });
    }
    return { employeeCode, active };
  });
  // Role, company, code and leaving change what the employee's sessions may do: from the next request.
  deps.sessions.forgetEmployee(id);
  // The mails of withdrawn leave leave once the change is committed.
  await deps.mail.flush();
  return saved;
}

/** Sets (an active hospital of the master) or clears (`null`) the employee's social security hospital. */
export async function saveHospitalChoice(deps: Deps, id: string, hospitalId: string | null, actor: Actor) {
  await deps.db.transaction(async (tx) => {
    if (hospitalId) {
      const [h] = await tx.select({ id: masterHospitals.id }).from(masterHospitals).where(and(eq(masterHospitals.id, hospitalId), eq(masterHospitals.active, true))).limit(1);
      if (!h) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'hospitalId', 'invalid')]);
    }
    const rows = await tx.update(employees).set({ ssHospitalId: hospitalId, updatedAt: deps.clock.now(), updatedBy: actor.id }).where(eq(employees.id, id)).returning({ id: employees.id });
    if (!rows.length) throw new AppError('RECORD_GONE');
    await audit(tx, {
      actorId: actor.id, action: hospitalId ? 'employee.save.hospital' : 'employee.delete.hospital', objectId: OBJECT_ID, targetType: 'employee', targetId: id,
      ip: actor.ip, requestId: actor.requestId, detail: { hospitalId },
    });
  });
}
