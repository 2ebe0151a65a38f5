import { assertRoleChange, idsOfRoles } from '../../roles/role-guard';
import type { MasterHooks } from './hooks';

/**
 * A role's row (its names, its status, the row itself) is changed under the same separation of
 * duties as its ids: never the caller's own role, never a role beyond the caller's own rights,
 * and a role with administrator-only ids only by a holder of action.role.assign.
 */
export const roleHooks: MasterHooks = {
  async guard(db, id, caller) {
    assertRoleChange(caller, id === caller.roleId, await idsOfRoles(db, [id]));
  },
};
