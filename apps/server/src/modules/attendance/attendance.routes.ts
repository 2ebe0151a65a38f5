import { ZHolidayQuery, ZPunchBody } from '@hr/domain/attendance/punch';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { businessToday } from '../../platform/maintenance';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { ZCheckoutState, ZDashboardSelf, ZOvertimeCheckoutState, ZPunchResult, ZUpcomingHolidays } from './attendance.schemas';
import { checkoutState, overtimeCheckoutState, readCard, upcomingHolidays } from './punch-card.query';
import { recordSelfPunch, selfPunchSource } from './punch.service';

const tags = ['Attendance'];
/** Every logged-in employee punches and reads their own card: the routes take no employee id, the caller is the employee. */
const SELF = { permission: 'member' as const, scope: 'self' as const };

/**
 * The check-in card of the self dashboard (SPEC section 7 "Dashboard", issue 16 point 2). The
 * spec's dashboard calls read the card; a GET never changes anything, so the punch itself is
 * POST insert/timestamp/self.
 */
export const attendanceRoutes = routes((app, deps) => {
  app.get('/api/1.0/get/dashboard/self', {
    schema: {
      tags, response: replies(ZDashboardSelf),
      summary: 'The caller\'s check-in card: today\'s business date, the shift of the day (or day off, holiday), the punches so far, what the button does next, the seq a punch sends, the company\'s geofence (radius and policies; null without one: the client asks for the position only when there is one), and the day\'s status once there is something to say. While yesterday\'s night shift is checked into and not out, the card stands on yesterday',
    },
    config: { access: SELF },
  }, async (req) => ok(req, (await readCard(deps.db, deps, userOf(req).id, req.ctx.lang, deps.clock.now())).view));

  app.get('/api/1.0/get/dashboard/self/checkout', {
    schema: {
      tags, response: replies(ZCheckoutState),
      summary: 'What a check-out now would be: the open check-in, the shift\'s end and how many minutes early it would be (the card asks before an early check-out). A read: it records nothing',
    },
    config: { access: SELF },
  }, async (req) => ok(req, checkoutState(await readCard(deps.db, deps, userOf(req).id, req.ctx.lang, deps.clock.now()))));

  app.get('/api/1.0/get/dashboard/self/checkoutot', {
    schema: {
      tags, response: replies(ZOvertimeCheckoutState),
      summary: 'What a check-out of overtime now would be: the open check-in, the shift\'s end, the minutes since it, and whether the card offers it (from 30 minutes past the shift\'s end the button records the end of overtime, kind otOut). A read: it records nothing',
    },
    config: { access: SELF },
  }, async (req) => ok(req, overtimeCheckoutState(await readCard(deps.db, deps, userOf(req).id, req.ctx.lang, deps.clock.now()))));

  app.post('/api/1.0/get/dashboard/holiday/self', {
    schema: { tags, summary: 'The next company holidays from today on (today included), nearest first, named in the reader\'s language', body: ZHolidayQuery, response: replies(ZUpcomingHolidays) },
    config: { access: SELF },
  }, async (req) => ok(req, await upcomingHolidays(deps.db, businessToday(deps), req.ctx.lang, req.body.limit)));

  app.post('/api/1.0/insert/timestamp/self', {
    schema: {
      tags, body: ZPunchBody, response: replies(ZPunchResult),
      summary: 'Check in or out: records the caller\'s punch at the server\'s clock (the body carries no time and no employee; unknown fields are refused). '
        + 'Send `seq` = the card\'s expectedSeq and a new uuid `idempotencyKey` per button press, the same again on a retry. '
        + 'The same key again answers the punch it made (created false) and records nothing; a seq or kind the card no longer stands at (a punch made meanwhile elsewhere) answers 409 (409060) with the card as it stands, recording nothing; '
        + 'two presses racing with one seq make one punch, the loser answering the winner\'s (created false). Staff who do not record time get 403 (403040). '
        + 'When the caller\'s company has a geofence (the card\'s `fence`), send the device\'s latitude, longitude and accuracy: outside the fence a company that refuses answers 403 (403041, data: distance, radius, accuracy in metres), '
        + 'without a position 403 (403042), with one less precise than 1 km 403 (403044), each recording nothing but an audit row of the refusal; otherwise the punch records the verdict (inside / outside / unknown) and the distance. '
        + 'The answer carries the card after the punch; an audit row is written with it',
    },
    config: { access: SELF },
  }, async (req) => ok(req, await recordSelfPunch(deps, req.body, actorOf(req), selfPunchSource(req.headers), userOf(req).companyId)));
});
