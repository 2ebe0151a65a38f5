import { replies } from '../../platform/envelope';
import { userOf } from '../../platform/context';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { teamOf } from '../../platform/scope';
import { page, ZEmployeeListed, ZEmployeeSearch } from './employee-search.schemas';
import { searchEmployees } from './employee-search.service';

/**
 * SPEC section 2 view-employee-info: a supervisor's (or assistant's) team, direct and indirect, as
 * the platform's lead scope defines it. The filters narrow within the team only, so no filter
 * reaches anyone else; HR, who may read everyone, has all-employee for that.
 */
export const subordinateRoutes = routes((app, deps) => {
  app.post('/api/1.0/search/employee/subordinates', {
    schema: { tags: ['Employee view'], summary: 'The caller\'s subordinates, direct and indirect: name or id, department, position, status; sorted and paged',
      body: ZEmployeeSearch, response: replies(page(ZEmployeeListed)) },
    config: { access: { permission: 'employment-management.view-employee-info', scope: 'lead' } },
  }, async (req) => ok(req, await searchEmployees(deps.db, { ...req.body, within: teamOf(userOf(req).id) }, req.ctx.lang)));
});
