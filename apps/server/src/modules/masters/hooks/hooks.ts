import type { DbOrTx } from '@hr/db';
import type { RoleCaller } from '../../roles/role-guard';
import { companyHooks } from './company.hooks';
import { holidayHooks } from './holiday.hooks';
import { roleHooks } from './role.hooks';

/** A stored row of a master, as the database returns it. */
export type MasterRow = Record<string, unknown>;

/**
 * Rules particular to one master that need the server (a dataset, other rows): run inside the
 * write's transaction before the row is stored. `id` is set on an update.
 */
export type MasterHooks = {
  validate?: (db: DbOrTx, values: Record<string, unknown>, id?: string) => Promise<Array<{ field: string; code: string }>>;
  /** Whether the caller may change or delete row `id` at all; throws the refusal (before any rule). */
  guard?: (db: DbOrTx, id: string, caller: RoleCaller) => Promise<void>;
  /**
   * What else the write moves, in the same transaction after the row is stored, changed or deleted
   * (the leave requests a holiday touches): `before` is null on an insert, `after` on a delete.
   */
  afterWrite?: (db: DbOrTx, change: { before: MasterRow | null; after: MasterRow | null }, caller: RoleCaller) => Promise<void>;
};

export const MASTER_HOOKS: Record<string, MasterHooks> = {
  company: companyHooks,
  holiday: holidayHooks,
  role: roleHooks,
};
