import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { HALF_DAY_WINDOWS, isLang, type Lang, localName } from '@hr/domain';
import { calendarFeeds, employees, holidays, leaveRequests, leaveTypes, type Db } from '@hr/db';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import { businessToday } from '../../platform/maintenance';
import { hashToken, newToken } from '../../platform/tokens';
import { observedHolidayDate } from '../leave/work-calendar.service';
import { dayAfter, icalCalendar, zonedInstant, type ICalEvent } from './ical';

/**
 * The private leave calendar feed (beyond the spec, issue 6): a secret URL per employee that a
 * calendar app (Google Calendar, Outlook, Apple Calendar) subscribes to, with the owner's approved
 * leave and the company holidays.
 *
 * Only the SHA-256 of the secret is stored (calendar_feeds.token_hash), as for session tokens, so
 * the URL can be shown only when it is made — on the first call or on a rotation. A URL lives in
 * calendar subscriptions for years; keeping it recoverable from the database would turn a
 * database leak (or a backup) into read access to everyone's leave. Someone who lost the URL makes
 * a new one, which a calendar app needs anyway once the old one is in the wrong hands.
 */

/** What the owner sees of their feed: the URL only in the answer that made it. */
export type FeedState = { enabled: boolean; url: string | null; createdAt: string | null; lastUsedAt: string | null };

/** The path of a feed; the token is the whole credential, so the path is all a calendar app needs. */
export const FEED_PATH = '/api/1.0/ical/leave/';
const feedUrl = (deps: Deps, token: string) => `${deps.config.APP_URL.replace(/\/$/, '')}${FEED_PATH}${token}.ics`;

/** The feed's window: a year back (so last year's leave stays visible) and two years ahead (booked leave, holidays). */
const WINDOW_MONTHS = { back: 12, ahead: 24 };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The caller's feed as it stands, never creating one. */
export async function feedState(db: Db, employeeId: string): Promise<FeedState> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.employeeId, employeeId));
  return row ? { enabled: true, url: null, createdAt: iso(row.createdAt), lastUsedAt: iso(row.lastUsedAt) } : { enabled: false, url: null, createdAt: null, lastUsedAt: null };
}

/** The caller's feed, made on the first call (the answer then carries the URL, the only time it is shown). */
export async function ensureFeed(deps: Deps, actor: Actor): Promise<FeedState> {
  const { token, hash } = newToken();
  const now = deps.clock.now();
  const made = await deps.db.transaction(async (tx) => {
    const rows = await tx.insert(calendarFeeds).values({ employeeId: actor.id, tokenHash: hash, createdAt: now })
      .onConflictDoNothing({ target: calendarFeeds.employeeId }).returning({ employeeId: calendarFeeds.employeeId });
    if (rows.length) await audit(tx, { actorId: actor.id, action: 'calendarFeed.create', targetType: 'employee', targetId: actor.id, ip: actor.ip, requestId: actor.requestId });
    return rows.length > 0;
  });
  if (!made) return feedState(deps.db, actor.id);
  return { enabled: true, url: feedUrl(deps, token), createdAt: now.toISOString(), lastUsedAt: null };
}

/** A new secret for the caller's feed (made if there was none): the old URL stops answering at once. */
export async function rotateFeed(deps: Deps, actor: Actor): Promise<FeedState> {
  const { token, hash } = newToken();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(calendarFeeds).values({ employeeId: actor.id, tokenHash: hash, createdAt: now })
      .onConflictDoUpdate({ target: calendarFeeds.employeeId, set: { tokenHash: hash, createdAt: now, lastUsedAt: null } });
    await audit(tx, { actorId: actor.id, action: 'calendarFeed.rotate', targetType: 'employee', targetId: actor.id, ip: actor.ip, requestId: actor.requestId });
  });
  return { enabled: true, url: feedUrl(deps, token), createdAt: now.toISOString(), lastUsedAt: null };
}

/** Turns the caller's feed off: its URL stops answering; a later get makes a new one. */
export async function deleteFeed(deps: Deps, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const gone = await tx.delete(calendarFeeds).where(eq(calendarFeeds.employeeId, actor.id)).returning({ employeeId: calendarFeeds.employeeId });
    if (gone.length) await audit(tx, { actorId: actor.id, action: 'calendarFeed.delete', targetType: 'employee', targetId: actor.id, ip: actor.ip, requestId: actor.requestId });
  });
}

/** 'YYYY-MM-DD' moved by whole months (the day clamped to the month's end). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The feed of a secret token as iCalendar text, or null for an unknown (wrong, rotated, turned
 * off) token or an owner who can no longer log in. Records when the feed was last fetched.
 */
export async function feedCalendar(deps: Deps, token: string): Promise<string | null> {
  const { db } = deps;
  const [owner] = await db.select({
    id: employees.id, lang: employees.preferredLang, firstNameEn: employees.firstNameEn, lastNameEn: employees.lastNameEn,
    firstNameTh: employees.firstNameTh, lastNameTh: employees.lastNameTh,
  }).from(calendarFeeds).innerJoin(employees, eq(employees.id, calendarFeeds.employeeId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), eq(employees.active, true)));
  if (!owner) return null;
  const now = deps.clock.now();
  await db.update(calendarFeeds).set({ lastUsedAt: now }).where(eq(calendarFeeds.employeeId, owner.id));

  const lang: Lang = isLang(owner.lang) ? owner.lang : 'en';
  const today = businessToday(deps);
  const from = addMonths(today, -WINDOW_MONTHS.back);
  const to = addMonths(today, WINDOW_MONTHS.ahead);
  const host = new URL(deps.config.APP_URL).hostname;
  const tz = deps.config.APP_TIMEZONE;

  const leave = await db.select({
    id: leaveRequests.id, duration: leaveRequests.duration, dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo, days: leaveRequests.days,
    nameEn: leaveTypes.nameEn, nameTh: leaveTypes.nameTh,
  }).from(leaveRequests).innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(and(eq(leaveRequests.employeeId, owner.id), eq(leaveRequests.status, 'approved'), lte(leaveRequests.dateFrom, to), gte(leaveRequests.dateTo, from)))
    .orderBy(leaveRequests.dateFrom);
  const days = await db.select({ id: holidays.id, date: observedHolidayDate, nameEn: holidays.nameEn, nameTh: holidays.nameTh })
    .from(holidays).where(and(eq(holidays.active, true), sql`${observedHolidayDate}::date BETWEEN ${from}::date AND ${to}::date`)).orderBy(observedHolidayDate);

  const events: ICalEvent[] = leave.map((r) => {
    const type = localName(lang, r);
    const description = t(lang, 'calendarFeed:event.days', { days: r.days, count: Number(r.days) });
    if (r.duration === 'fullDay') {
      return { uid: `leave-${r.id}@${host}`, summary: t(lang, 'calendarFeed:event.leave', { type }), description, start: { date: r.dateFrom }, end: { date: dayAfter(r.dateTo) } };
    }
    const window = HALF_DAY_WINDOWS[r.duration];
    return {
      uid: `leave-${r.id}@${host}`, summary: t(lang, `calendarFeed:event.${r.duration}`, { type }), description,
      start: { instant: zonedInstant(r.dateFrom, window.from, tz) }, end: { instant: zonedInstant(r.dateFrom, window.to, tz) },
    };
  });
  for (const h of days) {
    const date = String(h.date);
    events.push({
      uid: `holiday-${h.id}-${date}@${host}`, summary: t(lang, 'calendarFeed:event.holiday', { name: localName(lang, h) }),
      start: { date }, end: { date: dayAfter(date) }, busy: false,
    });
  }
  const name = lang === 'th' ? `${owner.firstNameTh} ${owner.lastNameTh}` : `${owner.firstNameEn} ${owner.lastNameEn}`;
  return icalCalendar({ prodId: '-//HR Self Service//Leave feed//EN', name: t(lang, 'calendarFeed:event.calendarName', { name }), timeZone: tz, stamp: now, events });
}
