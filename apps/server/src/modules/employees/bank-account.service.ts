import { and, eq, ne } from 'drizzle-orm';
import { accountDigitsAt, type BankAccount, type FieldError } from '@hr/domain';
import { employeeBankAccounts, employees, masterBanks, sensitiveChangeRequests, type Db, type DbOrTx } from '@hr/db';
import { assertNotOwnPay } from '../../platform/own-pay';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { t } from '../../platform/i18n';
import { fieldError, fieldLabel } from '../../platform/validation-errors';

type Row = typeof employeeBankAccounts.$inferSelect;
const ofEmployee = (employeeId: string) => eq(employeeBankAccounts.employeeId, employeeId);

/**
 * Locks the employee's row for the transaction, so that the bank writes of one employee run one
 * after another: moving the primary flag reads the other accounts and changes two rows, which
 * concurrent calls must not interleave (the partial unique index would refuse the loser).
 */
async function lockEmployee(tx: DbOrTx, employeeId: string) {
  const [e] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update').limit(1);
  if (!e) throw new AppError('RECORD_GONE');
}

/** The rules that need the database: an active bank (the current one may have been deactivated since), its number of digits. */
async function bankIssues(tx: DbOrTx, v: BankAccount, current: Row | undefined, actor: Actor): Promise<FieldError[]> {
  const [bank] = await tx.select({ code: masterBanks.code, active: masterBanks.active }).from(masterBanks).where(eq(masterBanks.id, v.bankId)).limit(1);
  if (!bank || (!bank.active && current?.bankId !== v.bankId)) return [fieldError(actor.lang, 'bankId', 'invalid')];
  const digits = accountDigitsAt(bank.code as string | null);
  if (digits && v.accountNumber.length !== digits) {
    return [{ field: 'accountNumber', code: 'bankAccountDigits', text: t(actor.lang, 'rules:bankAccountDigits', { field: fieldLabel(actor.lang, 'accountNumber'), digits }) }];
  }
  return [];
}

/**
 * Adds a bank account to an employee (`rowId` absent) or changes one of theirs, keeping exactly
 * one primary account while there are any: the first account is the primary one whatever the
 * form said; marking another primary un-marks the old one in the same transaction; the primary
 * flag cannot simply be taken off (the salary would have nowhere to go): another account is made
 * primary instead. The same number at the same bank twice is 'already exists' (a unique index).
 */
export async function saveBankAccount(db: Db, employeeId: string, rowId: string | undefined, v: BankAccount, actor: Actor): Promise<Row> {
  return db.transaction(async (tx) => {
    await lockEmployee(tx, employeeId);
    const current = rowId
      ? (await tx.select().from(employeeBankAccounts).where(and(eq(employeeBankAccounts.id, rowId), ofEmployee(employeeId))).limit(1))[0]
      : undefined;
    if (rowId && !current) throw new AppError('RECORD_GONE');
    const others = await tx.select({ id: employeeBankAccounts.id }).from(employeeBankAccounts)
      .where(and(ofEmployee(employeeId), rowId ? ne(employeeBankAccounts.id, rowId) : undefined));
    const issues = await bankIssues(tx, v, current, actor);
    if (current?.isPrimary && !v.isPrimary && others.length) issues.push(fieldError(actor.lang, 'isPrimary', 'primaryStays'));
    if (issues.length) throw new AppError('VALIDATION', {}, null, issues);

    const isPrimary = v.isPrimary || !others.length;
    const stamp = { updatedAt: new Date(), updatedBy: actor.id };
    if (isPrimary && !current?.isPrimary) {
      await tx.update(employeeBankAccounts).set({ isPrimary: false, ...stamp }).where(and(ofEmployee(employeeId), eq(employeeBankAccounts.isPrimary, true)));
    }
    const [row] = current
      ? await tx.update(employeeBankAccounts).set({ ...v, isPrimary, ...stamp }).where(eq(employeeBankAccounts.id, current.id)).returning()
      : await tx.insert(employeeBankAccounts).values({ ...v, isPrimary, employeeId, createdBy: actor.id, updatedBy: actor.id }).returning();
    await audit(tx, { actorId: actor.id, action: 'employee.save.bankaccount', objectId: 'employee', targetType: 'employee', targetId: employeeId, ip: actor.ip, requestId: actor.requestId,
      detail: { rowId: row!.id, isPrimary, primaryMoved: isPrimary && !current?.isPrimary && others.length > 0 } });
    return row!;
  });
}

/**
 * Deletes a bank account (`employeeId` limits it to that employee's, for callers that name one).
 * The primary account goes last: while others remain, HR first chooses which one the salary is
 * paid into — promoting one automatically could send the next salary to an account nobody chose.
 */
export async function deleteBankAccount(db: Db, rowId: string, employeeId: string | null, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ employeeId: employeeBankAccounts.employeeId }).from(employeeBankAccounts)
      .where(and(eq(employeeBankAccounts.id, rowId), employeeId ? ofEmployee(employeeId) : undefined)).limit(1);
    if (!found) throw new AppError('RECORD_GONE');
    assertNotOwnPay(actor, found.employeeId);
    await lockEmployee(tx, found.employeeId);
    const accounts = await tx.select({ id: employeeBankAccounts.id, isPrimary: employeeBankAccounts.isPrimary }).from(employeeBankAccounts).where(ofEmployee(found.employeeId));
    const target = accounts.find((a) => a.id === rowId);
    if (!target) throw new AppError('RECORD_GONE');
    if (target.isPrimary && accounts.length > 1) throw new AppError('PRIMARY_ACCOUNT_DELETE');
    // Deleting it would quietly drop the bank change from the employee's pending request.
    const [named] = await tx.select({ id: sensitiveChangeRequests.id }).from(sensitiveChangeRequests)
      .where(and(eq(sensitiveChangeRequests.bankAccountId, rowId), eq(sensitiveChangeRequests.status, 'pending'))).limit(1);
    if (named) throw new AppError('ACCOUNT_IN_PENDING_REQUEST');
    await tx.delete(employeeBankAccounts).where(eq(employeeBankAccounts.id, rowId));
    await audit(tx, { actorId: actor.id, action: 'employee.delete.bankaccount', objectId: 'employee', targetType: 'employee', targetId: found.employeeId, ip: actor.ip, requestId: actor.requestId, detail: { rowId } });
  });
}
