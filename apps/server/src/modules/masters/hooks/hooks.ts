import type { DbOrTx } from '@hr/db';
import { companyHooks } from './company.hooks';

/**
 * Rules particular to one master that need the server (a dataset, other rows): run inside the
 * write's transaction before the row is stored. `id` is set on an update.
 */
export type MasterHooks = {
  validate?: (db: DbOrTx, values: Record<string, unknown>, id?: string) => Promise<Array<{ field: string; code: string }>>;
};

export const MASTER_HOOKS: Record<string, MasterHooks> = {
  company: companyHooks,
};
