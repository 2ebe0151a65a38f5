import { z } from 'zod';
import { actorOf, userOf } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { deleteFeed, ensureFeed, feedCalendar, feedState, FEED_PATH, rotateFeed } from './calendar-feed.service';

const tags = ['Calendar feed'];
/** Anyone who files leave manages their own feed, and only their own. */
const SELF = { permission: 'self-service.leave-request', scope: 'self' as const };
const ZFeed = z.object({ enabled: z.boolean(), url: z.string().nullable(), createdAt: z.string().nullable(), lastUsedAt: z.string().nullable() });
/** A feed token as newToken makes it: 32 random bytes in base64url. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/**
 * Calendar apps poll a feed every few hours, but Google and Microsoft fetch many users' feeds from
 * shared addresses, so the per-address limit is generous; the 256-bit token is what stops guessing.
 */
const FEED_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** The private iCalendar feed of the caller's approved leave and the company holidays (beyond the spec, issue 6). */
export const calendarFeedRoutes = routes((app, deps) => {
  app.post('/api/1.0/view/calendarFeed/self', {
    schema: { tags, summary: 'Whether the caller\'s calendar feed is on, since when and when a calendar app last read it (never the URL)', response: replies(ZFeed) },
    config: { access: SELF },
  }, async (req) => ok(req, await feedState(deps.db, userOf(req).id)));

  app.post('/api/1.0/get/calendarFeed/self', {
    schema: { tags, summary: 'The caller\'s calendar feed, made on the first call; the URL is in the answer only then (only its hash is stored)', response: replies(ZFeed) },
    config: { access: SELF },
  }, async (req) => ok(req, await ensureFeed(deps, actorOf(req))));

  app.post('/api/1.0/reset/calendarFeed/self', {
    schema: { tags, summary: 'A new URL for the caller\'s calendar feed; the old one stops working', response: replies(ZFeed) },
    config: { access: SELF },
  }, async (req) => ok(req, await rotateFeed(deps, actorOf(req))));

  app.post('/api/1.0/delete/calendarFeed/self', {
    schema: { tags, summary: 'Turns the caller\'s calendar feed off; its URL stops working', response: replies(z.null()) },
    config: { access: SELF },
  }, async (req) => {
    await deleteFeed(deps, actorOf(req));
    return ok(req, null);
  });

  // No login: a calendar app sends no Authorization header, so the secret in the path is the credential.
  app.get(`${FEED_PATH}:file`, {
    schema: { tags, summary: 'The iCalendar (RFC 5545) feed of a secret URL: the owner\'s approved leave from a year back to two years ahead, and the company holidays', params: z.object({ file: z.string() }), security: [] },
    config: { access: { permission: 'public', scope: 'none' }, rateLimit: FEED_RATE_LIMIT },
  }, async (req, reply) => {
    const token = FEED_FILE.exec(req.params.file)?.[1];
    const text = token ? await feedCalendar(deps, token) : null;
    // Wrong, rotated and turned-off URLs look the same: nothing tells a guesser which it was.
    if (text === null) throw new AppError('NOT_FOUND');
    return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', 'inline; filename="leave.ics"').send(text);
  });
});
