import { z } from 'zod';
import { ZEmployeeAddress, ZEmployeeAddressHr, type EmployeeAddress } from '@hr/domain/employee/address';
import { replies } from '../../platform/envelope';
import { actorOf, userOf } from '../../platform/context';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { saveAddress } from './employee-address.service';
import { EDIT_HR, EDIT_SELF } from './employee-edit.access';

const tags = ['Employee edit'];
const Row = z.record(z.string(), z.unknown());

/**
 * The address calls of SPEC section 7 ("get and save calls for ... address"): HR saves anyone's
 * current or permanent address, the employee their own. Read them with /1.0/view/address.
 */
export const employeeAddressRoutes = routes((app, deps) => {
  app.post('/api/1.0/save/address', {
    schema: { tags, summary: 'Save an employee\'s current or permanent address (HR); sameAsCurrent copies the current one to the permanent', body: ZEmployeeAddressHr, response: replies(Row) },
    config: { access: EDIT_HR },
  }, async (req) => {
    const { employeeId, ...v } = req.body as EmployeeAddress & { employeeId: string };
    return ok(req, await saveAddress(deps.db, employeeId, v, actorOf(req)));
  });
  app.post('/api/1.0/save/self/address', {
    schema: { tags, summary: 'Save the caller\'s own current or permanent address', body: ZEmployeeAddress, response: replies(Row) },
    config: { access: EDIT_SELF },
  }, async (req) => ok(req, await saveAddress(deps.db, userOf(req).id, req.body as EmployeeAddress, actorOf(req))));
});
