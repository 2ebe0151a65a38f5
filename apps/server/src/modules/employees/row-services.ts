import type { BankAccount, RowSaveName, SalaryChange } from '@hr/domain';
import type { Db } from '@hr/db';
import type { Actor } from '../../platform/context';
import { deleteBankAccount, saveBankAccount } from './bank-account.service';
import { addSalaryRow } from './salary.service';

type Values = Record<string, unknown>;
export type RowService = {
  save: (db: Db, employeeId: string, rowId: string | undefined, values: Values, actor: Actor) => Promise<Values>;
  delete?: (db: Db, rowId: string, employeeId: string | null, actor: Actor) => Promise<void>;
};

/**
 * The repeating groups whose saves keep rules across rows, on the same generic routes as the
 * others (/1.0/save/{group}, /1.0/delete/...): bank accounts keep one primary account, salary
 * rows are worked out from the row before them. Values arrive already checked by the group's schema.
 */
export const ROW_SERVICES: Partial<Record<RowSaveName, RowService>> = {
  bankaccount: { save: (db, employeeId, rowId, v, actor) => saveBankAccount(db, employeeId, rowId, v as BankAccount, actor), delete: deleteBankAccount },
  // Append-only (EDIT_POLICY): the route takes no row id.
  salary: { save: (db, employeeId, _rowId, v, actor) => addSalaryRow(db, employeeId, v as SalaryChange & { confirmRetroactive?: boolean }, actor) },
};
