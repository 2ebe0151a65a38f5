import { z } from 'zod';
import { ok } from '../../platform/reply';
import { replies } from '../../platform/envelope';
import { userOf } from '../../platform/context';
import { routes } from '../../platform/routes';
import { countNotifications } from './notification.registry';

export const notificationRoutes = routes((app, deps) => {
  app.get('/api/1.0/get/count/notification/self', {
    schema: { tags: ['Notification'], summary: 'The caller\'s pending-approval count (data is the number)', response: replies(z.number().int()) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => ok(req, (await countNotifications(deps, userOf(req))).total));

  // Beyond the spec: the same count per source, so each menu badge shows its own part.
  app.get('/api/1.0/get/count/notification/self/bySource', {
    schema: { tags: ['Notification'], summary: 'The caller\'s pending-approval count in total and per source (leave-approval, sensitive-requests, ...)',
      response: replies(z.object({ total: z.number().int(), bySource: z.record(z.string(), z.number().int()) })) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => ok(req, await countNotifications(deps, userOf(req))));
});
