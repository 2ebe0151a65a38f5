import type { DbOrTx } from '@hr/db';
import type { RoleCaller } from '../../roles/role-guard';
import { companyHooks } from './company.hooks';
import { roleHooks } from './role.hooks';

/**
 * Rules particular to one master that need the server (a dataset, other rows): run inside the
 * write's transaction before the row is stored. `id` is set on an update.
 */
export type MasterHooks = {
  validate?: (db: DbOrTx, values: Record<string, unknown>, id?: string) => Promise<Array<{ field: string; code: string }>>;
  /** Whether the caller may change or delete row `id` at all; throws the refusal (before any rule). */
  guard?: (db: DbOrTx, id: string, caller: RoleCaller) => Promise<void>;
};

export const MASTER_HOOKS: Record<string, MasterHooks> = {
  company: companyHooks,
  role: roleHooks,
};
