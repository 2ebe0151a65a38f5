import { z } from 'zod';
import { PERMISSION_IDS, ZId } from '@hr/domain';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { roleCallerOf } from './role-guard';
import { ROLE_ADMIN_ID, roleChoices, rolePermissionIds, setRolePermissions } from './roles.service';

const access = { permission: ROLE_ADMIN_ID, scope: 'hr' as const };
const ZIds = z.object({ objectIds: z.array(z.string()) });
const ZRoleChoice = z.object({ value: z.string(), label: z.string(), objectIds: z.array(z.string()) });
/** Where a role is given to an employee, or a role edited: the forms disable what the caller may not give. */
const CHOOSERS = ['employment-management.employee-working-management', ROLE_ADMIN_ID];
// Every id must be in the catalogue; a typo would otherwise grant nothing silently.
const ZObjectIds = z.array(z.string().refine((id) => PERMISSION_IDS.has(id), { error: 'validation.invalid' }), { error: 'validation.required' }).max(500);

/** The permission tree of a role (SPEC section 7 "role"; the names are the generic role master). */
export const roleRoutes = routes((app, deps) => {
  app.post('/api/1.0/get/master/role/permissions', {
    schema: { tags: ['Master: role'], summary: 'The permission object ids a role holds', body: z.strictObject({ id: ZId }), response: replies(ZIds) },
    config: { access },
  }, async (req) => ok(req, { objectIds: await rolePermissionIds(deps.db, req.body.id) }));

  app.post('/api/1.0/get/master/role/choices', {
    schema: { tags: ['Master: role'], summary: 'The active roles with the ids each holds, so a form can disable the roles the caller may not give', body: z.strictObject({}), response: replies(z.array(ZRoleChoice)) },
    config: { access: { permission: CHOOSERS, scope: 'hr' as const } },
  }, async (req) => ok(req, await roleChoices(deps.db, req.ctx.lang)));

  app.post('/api/1.0/update/master/role/permissions', {
    schema: { tags: ['Master: role'], summary: 'Replace the permission object ids of a role (applies at its users\' next request)', body: z.strictObject({ id: ZId, objectIds: ZObjectIds }), response: replies(ZIds) },
    config: { access },
  }, async (req) => {
    const objectIds = await setRolePermissions(deps.db, req.body.id, req.body.objectIds, roleCallerOf(req));
    // Every session of the role holds its ids: all read again, from the next request (after commit).
    deps.sessions.forgetAll();
    return ok(req, { objectIds });
  });
});
