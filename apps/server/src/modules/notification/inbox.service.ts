import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import type { InboxPage } from '@hr/domain/inbox';
import { namedStatement, notifications, ph, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { renderNotice, type NoticeKind } from './inbox.registry';

/** One notice to write: who reads it, what it is about (the id its link opens) and the facts its words need. */
export type Notice<P> = { recipientId: string; objectId?: string | null; facts: P };

// Every notice of one event in one statement, built once and sent by name: a leave filing writes
// the approvers' notices on the measured path (issue 6).
const insertNotices = namedStatement('notices_insert', () => sql`
  INSERT INTO notifications (recipient_id, kind, params, link_path, object_id, created_at)
  SELECT n.recipient, ${ph('kind')}::text, n.facts::jsonb, ${ph('linkPath')}::text, n.object, ${ph('at')}::timestamptz
  FROM unnest(${ph('recipients')}::uuid[], ${ph('facts')}::text[], ${ph('objects')}::uuid[]) AS n(recipient, facts, object)`);

/**
 * Writes notices of one kind, one per recipient, inside the caller's transaction: they exist
 * exactly when the event that they tell of commits. Returns how many were written.
 */
export async function notify<P>(tx: DbOrTx, kind: NoticeKind<P>, at: Date, notices: Array<Notice<P>>): Promise<number> {
  if (!notices.length) return 0;
  await insertNotices(tx, {
    kind: kind.kind, linkPath: kind.route, at: at.toISOString(),
    recipients: notices.map((n) => n.recipientId), facts: notices.map((n) => JSON.stringify(n.facts)), objects: notices.map((n) => n.objectId ?? null),
  });
  return notices.length;
}

const mine = (userId: string, unreadOnly = false) => and(eq(notifications.recipientId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);
const COLUMNS = {
  id: notifications.id, kind: notifications.kind, params: notifications.params, linkPath: notifications.linkPath,
  objectId: notifications.objectId, createdAt: notifications.createdAt, readAt: notifications.readAt,
};

/** How many of the caller's notices are unread (the bell adds the pending approvals to it). */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(mine(userId, true));
  return row?.n ?? 0;
}

/** The caller's notices, newest first, a page at a time, in the reader's language; with the unread count. */
export async function listInbox(deps: Deps, userId: string, lang: Lang, q: { page: number; pageSize: number; unreadOnly: boolean }): Promise<InboxPage> {
  const [rows, [total], unread] = await Promise.all([
    deps.db.select(COLUMNS).from(notifications).where(mine(userId, q.unreadOnly))
      .orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(notifications).where(mine(userId, q.unreadOnly)),
    unreadCount(deps.db, userId),
  ]);
  return { items: rows.map((r) => renderNotice(deps, lang, r)), total: total?.n ?? 0, unread, page: q.page, pageSize: q.pageSize };
}

/**
 * Marks one of the caller's notices read (reading it again keeps the first time). Someone else's
 * notice is answered as one that does not exist (301007), so ids cannot be probed.
 */
export async function markRead(deps: Deps, userId: string, id: string): Promise<void> {
  const [row] = await deps.db.update(notifications).set({ readAt: sql`coalesce(${notifications.readAt}, ${deps.clock.now().toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId))).returning({ id: notifications.id });
  if (!row) throw new AppError('RECORD_GONE');
}

/** Marks every unread notice of the caller read; returns how many were. */
export async function markAllRead(deps: Deps, userId: string): Promise<number> {
  const rows = await deps.db.update(notifications).set({ readAt: deps.clock.now() }).where(mine(userId, true)).returning({ id: notifications.id });
  return rows.length;
}
