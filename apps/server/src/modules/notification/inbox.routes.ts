import { z } from 'zod';
import { ZInboxRead, ZInboxSearch } from '@hr/domain/inbox';
import { userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { listInbox, markAllRead, markRead, unreadCount } from './inbox.service';

const tags = ['Notification'];
// Every member has an inbox and reads only their own: the caller's id is the only owner asked for.
const SELF = { permission: 'member', scope: 'self' } as const;
const ZItem = z.object({
  id: z.string(), kind: z.string(), title: z.string(), body: z.string(), link: z.string().nullable(), createdAt: z.string(), readAt: z.string().nullable(),
});

/**
 * The in-app notification centre (issue 15 point 6), beyond the spec: the caller's notices, their
 * unread count, and marking them read. GET /1.0/get/count/notification/self keeps its meaning
 * (what waits for the caller's approval); the bell shows both.
 */
export const inboxRoutes = routes((app, deps) => {
  app.post('/api/1.0/search/inbox/self', {
    schema: { tags, summary: 'The caller\'s notices, newest first, a page at a time (optionally only the unread), written in the caller\'s language; with the unread count', body: ZInboxSearch,
      response: replies(z.object({ items: z.array(ZItem), total: z.number().int(), unread: z.number().int(), page: z.number().int(), pageSize: z.number().int() })) },
    config: { access: SELF },
  }, async (req) => ok(req, await listInbox(deps, userOf(req).id, req.ctx.lang, req.body)));

  app.get('/api/1.0/get/count/inbox/self', {
    schema: { tags, summary: 'How many of the caller\'s notices are unread (data is the number)', response: replies(z.number().int()) },
    config: { access: SELF },
  }, async (req) => ok(req, await unreadCount(deps.db, userOf(req).id)));

  app.post('/api/1.0/read/inbox/self', {
    schema: { tags, summary: 'Mark one of the caller\'s notices read (someone else\'s is answered as gone, 301007)', body: ZInboxRead, response: replies(z.null()) },
    config: { access: SELF },
  }, async (req) => {
    await markRead(deps, userOf(req).id, req.body.id);
    return ok(req, null);
  });

  app.post('/api/1.0/readAll/inbox/self', {
    schema: { tags, summary: 'Mark every unread notice of the caller read (data: how many were)', body: z.strictObject({}), response: replies(z.object({ marked: z.number().int() })) },
    config: { access: SELF },
  }, async (req) => ok(req, { marked: await markAllRead(deps, userOf(req).id) }));
});
