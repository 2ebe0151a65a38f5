import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { formFieldsOf, OWN_PAY_SECTIONS, ROW_SAVES, type RowSaveName, type SectionSaveName } from '@hr/domain';
import {
  employeeChildren, employeeEducation, employeeEmergencyContacts, employeeGoals, employeeHealth, employeeLanguages, employeeLicenses, employeeParents, employees, employeeVehicles, type Db,
  employeeBankAccounts, employeeSalaryHistory, employeeSavingsBeneficiaries, employeeSavingsCooperative,
} from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { attachUpload } from '../../platform/files/attach-upload';
import { assertNotOwnPay } from '../../platform/own-pay';
import { ROW_SERVICES } from './row-services';

type Values = Record<string, unknown>;
type OwnedTable = PgTable & { id: never; employeeId: never };

/** The table of each repeating group. */
export const ROW_TABLES: Record<RowSaveName, OwnedTable> = {
  emergency: employeeEmergencyContacts as unknown as OwnedTable, children: employeeChildren as unknown as OwnedTable, education: employeeEducation as unknown as OwnedTable,
  languages: employeeLanguages as unknown as OwnedTable, vehicle: employeeVehicles as unknown as OwnedTable,
  parent: employeeParents as unknown as OwnedTable, educationlicense: employeeLicenses as unknown as OwnedTable,
  bankaccount: employeeBankAccounts as unknown as OwnedTable, salary: employeeSalaryHistory as unknown as OwnedTable, savingsBeneficiary: employeeSavingsBeneficiaries as unknown as OwnedTable,
};
/** The single-row sections kept in a row of their own (one per employee) rather than in columns of the employee. */
const OWN_ROW_SECTIONS = { medicalCondition: employeeHealth, goals: employeeGoals, savingsCooperative: employeeSavingsCooperative } as const;
/** The fields of each group that hold an uploaded picture (declared with ZImageId in its schema). */
const PICTURE_FIELDS = Object.fromEntries(Object.entries(ROW_SAVES).map(([name, schema]) =>
  [name, formFieldsOf(schema).filter((f) => f.kind === 'image').map((f) => f.name)])) as Record<RowSaveName, string[]>;
const col = (t: OwnedTable, name: 'id' | 'employeeId') => (t as unknown as Record<string, Parameters<typeof eq>[0]>)[name]!;

/** Saves one single-row section of an employee's record (columns of the employee, or its own row: health, goals, cooperative membership). */
export async function saveSection(deps: Deps, name: SectionSaveName, employeeId: string, values: Values, actor: Actor) {
  if (OWN_PAY_SECTIONS.has(name)) assertNotOwnPay(actor, employeeId);
  await deps.db.transaction(async (tx) => {
    const [e] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update').limit(1);
    if (!e) throw new AppError('RECORD_GONE');
    const stamp = { updatedAt: new Date(), updatedBy: actor.id };
    if (name in OWN_ROW_SECTIONS) {
      const table = OWN_ROW_SECTIONS[name as keyof typeof OWN_ROW_SECTIONS];
      await tx.insert(table).values({ employeeId, ...values, createdBy: actor.id, updatedBy: actor.id })
        .onConflictDoUpdate({ target: table.employeeId, set: { ...values, ...stamp } });
    } else {
      await tx.update(employees).set({ ...values, ...stamp }).where(eq(employees.id, employeeId));
    }
    await audit(tx, { actorId: actor.id, action: `employee.save.${name}`, objectId: 'employee', targetType: 'employee', targetId: employeeId, ip: actor.ip, requestId: actor.requestId, detail: { fields: Object.keys(values) } });
  });
  // A section may hold the names the employee's sessions show.
  deps.sessions.forgetEmployee(employeeId);
}

/**
 * Adds a row to a repeating group, or changes one of the employee's rows (`rowId`). A row that
 * is not the employee's is answered as gone, so ids of other people's rows cannot be probed.
 */
export async function saveRow(db: Db, name: RowSaveName, employeeId: string, rowId: string | undefined, values: Values, actor: Actor) {
  if (OWN_PAY_SECTIONS.has(name)) assertNotOwnPay(actor, employeeId);
  const custom = ROW_SERVICES[name];
  if (custom) return custom.save(db, employeeId, rowId, values, actor);
  const table = ROW_TABLES[name];
  return db.transaction(async (tx) => {
    const [e] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).limit(1);
    if (!e) throw new AppError('RECORD_GONE');
    for (const field of PICTURE_FIELDS[name]) {
      if (typeof values[field] === 'string') await attachUpload(tx, values[field], employeeId, field, 'recordPhoto', actor);
    }
    const rows = rowId
      ? await tx.update(table).set({ ...values, updatedAt: new Date(), updatedBy: actor.id } as never).where(and(eq(col(table, 'id'), rowId), eq(col(table, 'employeeId'), employeeId))).returning()
      : await tx.insert(table).values({ ...values, employeeId, createdBy: actor.id, updatedBy: actor.id } as never).returning();
    if (!rows.length) throw new AppError('RECORD_GONE');
    const row = rows[0] as Values;
    await audit(tx, { actorId: actor.id, action: `employee.save.${name}`, objectId: 'employee', targetType: 'employee', targetId: employeeId, ip: actor.ip, requestId: actor.requestId, detail: { rowId: row.id } });
    return row;
  });
}

/** Deletes one row of a repeating group; `employeeId` limits it to that employee's rows (self service). */
export async function deleteRow(db: Db, name: RowSaveName, rowId: string, employeeId: string | null, actor: Actor) {
  const custom = ROW_SERVICES[name]?.delete;
  if (custom) return custom(db, rowId, employeeId, actor);
  const table = ROW_TABLES[name];
  await db.transaction(async (tx) => {
    const rows = await tx.delete(table).where(and(eq(col(table, 'id'), rowId), employeeId ? eq(col(table, 'employeeId'), employeeId) : undefined))
      .returning({ employeeId: col(table, 'employeeId') } as never) as Array<{ employeeId: string }>;
    if (!rows.length) throw new AppError('RECORD_GONE');
    if (OWN_PAY_SECTIONS.has(name)) assertNotOwnPay(actor, rows[0]!.employeeId);
    await audit(tx, { actorId: actor.id, action: `employee.delete.${name}`, objectId: 'employee', targetType: 'employee', targetId: rows[0]!.employeeId, ip: actor.ip, requestId: actor.requestId, detail: { rowId } });
  });
}
