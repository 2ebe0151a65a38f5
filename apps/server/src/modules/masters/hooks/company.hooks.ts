import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';
import { checkThaiAddress } from '../../address/thai-address';
import type { MasterHooks } from './hooks';

/**
 * Company rules the declaration cannot say: the address parts must be one real Thai address
 * (province, district, sub-district and its zip), and a parent company may not be the company
 * itself or one of its own children (the group would loop).
 */
export const companyHooks: MasterHooks = {
  async validate(db: DbOrTx, values, id) {
    const issues: Array<{ field: string; code: string }> = checkThaiAddress(values as Record<string, string | undefined>);
    const parentId = values.parentId;
    if (id && typeof parentId === 'string') {
      const loop = parentId === id || (await queryRows<{ found: number }>(db, sql`
        WITH RECURSIVE below(id) AS (
          SELECT id FROM companies WHERE parent_id = ${id}
          UNION SELECT c.id FROM companies c JOIN below b ON c.parent_id = b.id
        ) SELECT 1 AS found FROM below WHERE id = ${parentId} LIMIT 1`)).length > 0;
      if (loop) issues.push({ field: 'parentId', code: 'parentLoop' });
    }
    return issues;
  },
};
