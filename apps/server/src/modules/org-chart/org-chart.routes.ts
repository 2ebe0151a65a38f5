import { z } from 'zod';
import { ZUuid } from '@hr/domain';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { orgChartLevel, orgChartPath } from './org-chart.service';

const tags = ['Organisation chart'];
const access = { permission: 'employment-management.org-chart', scope: 'hr' as const };
const ZNode = z.object({
  id: z.string(), employeeCode: z.string(), name: z.string(), position: z.string().nullable(), department: z.string().nullable(),
  imageProfileFileId: z.string().nullable(), subordinates: z.number(),
});

/** The organisation chart (beyond the spec): the supervisor tree read level by level, and the way down to a searched employee. */
export const orgChartRoutes = routes((app, deps) => {
  app.post('/api/1.0/search/orgChart', {
    schema: { tags, summary: 'One level of the supervisor tree: the roots of a company (no parentId) or the direct subordinates of an employee',
      body: z.strictObject({ companyId: ZUuid.optional(), parentId: ZUuid.optional() }), response: replies(z.array(ZNode)) },
    config: { access },
  }, async (req) => ok(req, await orgChartLevel(deps.db, req.body, req.ctx.lang)));

  app.post('/api/1.0/search/orgChart/path', {
    schema: { tags, summary: 'The ids from the top of the chart down to an employee, to open the chart at them',
      body: z.strictObject({ id: ZUuid, companyId: ZUuid.optional() }), response: replies(z.array(z.string())) },
    config: { access },
  }, async (req) => ok(req, await orgChartPath(deps.db, req.body.id, req.body.companyId)));
});
