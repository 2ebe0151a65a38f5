import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { isLang, OUTING_PERMISSION, type Lang } from '@hr/domain';
import { mailDate } from '../../platform/date-text';
import { companyOutingMembers, companyOutings, employees, notifications, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { renderNoticeMail } from '../../platform/mail/mailer';
import { fieldError } from '../../platform/validation-errors';
import { lockOuting, type Actor } from './outing.service';
import { businessToday } from '../../platform/maintenance';
import type { MailResult } from './outing.schemas';
import { notify } from '../notification/inbox.service';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';

type Outing = typeof companyOutings.$inferSelect;
type Kind = 'invite' | 'cancel';

/** "12 March 2027 08:00 – 14 March 2027 17:00", or one day when the outing lasts one day. */
export function periodOf(lang: Lang, o: Pick<Outing, 'startDate' | 'endDate' | 'startTime' | 'endTime'>): string {
  const at = (d: string, tm: string | null) => `${mailDate(lang, d)}${tm ? ` ${tm.slice(0, 5)}` : ''}`;
  if (o.startDate === o.endDate) return `${mailDate(lang, o.startDate)}${o.startTime ? ` ${o.startTime.slice(0, 5)}–${o.endTime?.slice(0, 5) ?? ''}` : ''}`;
  return `${at(o.startDate, o.startTime)} – ${at(o.endDate, o.endTime)}`;
}

/** What an outing notice keeps of the outing as it was told: its names, place, dates and times, registration deadline, and the reason of a cancellation. */
export type OutingNoticeFacts = {
  nameEn: string; nameTh: string; location: string; startDate: string; endDate: string; startTime: string | null; endTime: string | null;
  deadline: string | null; reason: string | null;
};

function outingText(lang: Lang, f: OutingNoticeFacts): NoticeText {
  return {
    params: { name: lang === 'th' ? f.nameTh : f.nameEn, location: f.location, dates: periodOf(lang, f), deadline: f.deadline ? mailDate(lang, f.deadline) : '', reason: f.reason ?? '' },
    details: f.reason ? ['reason'] : f.deadline ? ['deadline'] : [],
  };
}

/**
 * To each member of the name list: the invitation and the cancellation. Employees have no outing
 * page of their own, so the notice carries what the mail says and opens nothing.
 */
export const OUTING_NOTICES = {
  outingInvitation: noticeKind<OutingNoticeFacts>({ kind: 'outingInvitation', route: null, render: outingText }),
  outingCancelled: noticeKind<OutingNoticeFacts>({ kind: 'outingCancelled', route: null, render: outingText }),
};

/** The people to mail, with the address a mail goes to (company email first) and their language. */
async function recipients(tx: DbOrTx, outingId: string, only: { notSent?: boolean; employeeIds?: string[] }) {
  const parts = [eq(companyOutingMembers.outingId, outingId)];
  if (only.notSent) parts.push(ne(companyOutingMembers.mailStatus, 'sent'));
  if (only.employeeIds) parts.push(inArray(companyOutingMembers.employeeId, only.employeeIds));
  return tx.select({
    employeeId: employees.id, employeeCode: employees.employeeCode, preferredLang: employees.preferredLang,
    firstNameEn: employees.firstNameEn, lastNameEn: employees.lastNameEn, firstNameTh: employees.firstNameTh, lastNameTh: employees.lastNameTh,
    to: sql<string | null>`coalesce(nullif(${employees.companyEmail}, ''), nullif(${employees.email}, ''))`,
  }).from(companyOutingMembers).innerJoin(employees, eq(employees.id, companyOutingMembers.employeeId))
    .where(and(...parts)).orderBy(employees.employeeCode);
}
type Recipient = Awaited<ReturnType<typeof recipients>>[number];

/**
 * Queues one mail per recipient with an address, in the employee's language, inside the caller's
 * transaction (the outbox sends after commit), and records each member's mail state. Those
 * without an address are returned, so the answer can list them. Every recipient, address or not,
 * also gets an in-app notice (once per outing: a resend mails again but does not repeat it).
 */
async function mailRecipients(deps: Deps, tx: DbOrTx, o: Outing, people: Recipient[], kind: Kind, actor: Actor, readerLang: Lang): Promise<MailResult> {
  const now = deps.clock.now();
  await noticeOnce(tx, o, people.map((p) => p.employeeId), kind, now);
  const sent: string[] = [];
  const missing: MailResult['missing'] = [];
  for (const p of people) {
    if (!p.to) {
      missing.push({ employeeId: p.employeeId, employeeCode: p.employeeCode, name: readerLang === 'th' ? `${p.firstNameTh} ${p.lastNameTh}` : `${p.firstNameEn} ${p.lastNameEn}` });
      continue;
    }
    const lang: Lang = isLang(p.preferredLang) ? p.preferredLang : 'en';
    const thai = lang === 'th';
    const params = {
      name: thai ? o.nameTh : o.nameEn, location: o.location, dates: periodOf(lang, o),
      deadline: o.registrationDeadline ? mailDate(lang, o.registrationDeadline) : '', description: o.description ?? '', reason: o.cancelReason ?? '',
    };
    const details = kind === 'invite'
      ? ['when', 'where', ...(o.description ? ['about'] : []), ...(o.registrationDeadline ? ['deadline'] : []), 'contact']
      : ['reason', 'contact'];
    const who = thai ? `${p.firstNameTh} ${p.lastNameTh}` : `${p.firstNameEn} ${p.lastNameEn}`;
    await deps.mail.enqueue(tx, renderNoticeMail(lang, kind === 'invite' ? 'outingInvitation' : 'outingCancelled', p.to, who, params, details));
    sent.push(p.employeeId);
  }
  const members = (ids: string[]) => and(eq(companyOutingMembers.outingId, o.id), inArray(companyOutingMembers.employeeId, ids));
  const addressOf = sql`(select coalesce(nullif(e.company_email, ''), nullif(e.email, '')) from employees e where e.id = ${companyOutingMembers.employeeId})`;
  if (kind === 'invite') {
    if (sent.length) {
      await tx.update(companyOutingMembers).set({ mailStatus: 'sent', mailedAt: now, mailedTo: addressOf, mailCount: sql`${companyOutingMembers.mailCount} + 1` }).where(members(sent));
    }
    if (missing.length) await tx.update(companyOutingMembers).set({ mailStatus: 'noEmail', mailedTo: null }).where(members(missing.map((m) => m.employeeId)));
  } else if (sent.length) {
    await tx.update(companyOutingMembers).set({ cancelMailedAt: now }).where(members(sent));
  }
  if (sent.length && !o.firstMailedAt) await tx.update(companyOutings).set({ firstMailedAt: now }).where(eq(companyOutings.id, o.id));
  await audit(tx, {
    actorId: actor.id, action: kind === 'invite' ? 'outing.mail' : 'outing.cancelMail', objectId: OUTING_PERMISSION, targetType: 'companyOuting', targetId: o.id,
    ip: actor.ip, requestId: actor.requestId, detail: { queued: sent.length, missing: missing.length },
  });
  return { queued: sent.length, missing };
}

/** Writes the in-app notice of an invitation or a cancellation to the members who do not have it yet. */
async function noticeOnce(tx: DbOrTx, o: Outing, employeeIds: string[], kind: Kind, now: Date): Promise<void> {
  if (!employeeIds.length) return;
  const notice = kind === 'invite' ? OUTING_NOTICES.outingInvitation : OUTING_NOTICES.outingCancelled;
  const told = new Set((await tx.select({ id: notifications.recipientId }).from(notifications)
    .where(and(eq(notifications.kind, notice.kind), eq(notifications.objectId, o.id), inArray(notifications.recipientId, employeeIds)))).map((r) => r.id));
  const facts = {
    nameEn: o.nameEn, nameTh: o.nameTh, location: o.location, startDate: o.startDate, endDate: o.endDate, startTime: o.startTime, endTime: o.endTime,
    deadline: o.registrationDeadline, reason: kind === 'cancel' ? o.cancelReason : null,
  };
  await notify(tx, notice, now, employeeIds.filter((id) => !told.has(id)).map((recipientId) => ({ recipientId, objectId: o.id, facts })));
}

/** Runs a mail step in one transaction and sends what it queued once that transaction has committed. */
async function thenFlush<T>(deps: Deps, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(work);
  await deps.mail.flush();
  return result;
}

/** "Send mail to all": every member not mailed yet (those once without an address are tried again). */
export function sendToAll(deps: Deps, id: string, actor: Actor) {
  return thenFlush(deps, async (tx) => {
    const o = await lockOuting(tx, id);
    if (o.status === 'cancelled') throw new AppError('OUTING_CANCELLED');
    return mailRecipients(deps, tx, o, await recipients(tx, id, { notSent: true }), 'invite', actor, actor.lang);
  });
}

/** "Resend": mails these members again, whatever their status; everyone named must be on the list. */
export function resendTo(deps: Deps, id: string, employeeIds: string[], actor: Actor) {
  return thenFlush(deps, async (tx) => {
    const o = await lockOuting(tx, id);
    if (o.status === 'cancelled') throw new AppError('OUTING_CANCELLED');
    const people = await recipients(tx, id, { employeeIds: [...new Set(employeeIds)] });
    const on = new Set(people.map((p) => p.employeeId));
    const bad = employeeIds.flatMap((e, i) => (on.has(e) ? [] : [fieldError(actor.lang, `employeeIds.${i}`, 'notMember')]));
    if (bad.length) throw new AppError('VALIDATION', {}, null, bad.slice(0, 50));
    return mailRecipients(deps, tx, o, people, 'invite', actor, actor.lang);
  });
}

/**
 * Cancels an active outing that is not over, with a reason: ONE conditional UPDATE, so of two
 * cancellations at once exactly one succeeds; the notice to every member is queued in the same
 * transaction. A second cancellation is told the outing is already cancelled.
 */
export function cancelOuting(deps: Deps, id: string, reason: string, actor: Actor) {
  return thenFlush(deps, async (tx) => {
    const now = deps.clock.now();
    const [o] = await tx.update(companyOutings)
      .set({ status: 'cancelled', cancelReason: reason, cancelledAt: now, cancelledBy: actor.id, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(companyOutings.id, id), eq(companyOutings.status, 'active'), sql`${companyOutings.endDate} >= ${businessToday(deps)}`))
      .returning();
    if (!o) {
      const [was] = await tx.select({ status: companyOutings.status }).from(companyOutings).where(eq(companyOutings.id, id)).limit(1);
      throw new AppError(!was ? 'RECORD_GONE' : was.status === 'cancelled' ? 'OUTING_ALREADY_CANCELLED' : 'OUTING_FINISHED');
    }
    await audit(tx, { actorId: actor.id, action: 'outing.cancel', objectId: OUTING_PERMISSION, targetType: 'companyOuting', targetId: id, ip: actor.ip, requestId: actor.requestId, detail: { reason } });
    return mailRecipients(deps, tx, o, await recipients(tx, id, {}), 'cancel', actor, actor.lang);
  });
}

/** The spec's "send mail (cancel)": sends the cancellation notice of a cancelled outing to every member again. */
export function resendCancellation(deps: Deps, id: string, actor: Actor) {
  return thenFlush(deps, async (tx) => {
    const o = await lockOuting(tx, id);
    if (o.status !== 'cancelled') throw new AppError('OUTING_NOT_CANCELLED');
    return mailRecipients(deps, tx, o, await recipients(tx, id, {}), 'cancel', actor, actor.lang);
  });
}

/** The success message of a mail call: who was missing, nothing to do, or how many were mailed. */
export function mailMessage(r: MailResult): { name: 'MISSING_EMAIL' | 'NOTHING_TO_MAIL' | 'MAIL_QUEUED'; params?: Record<string, number> } {
  if (r.missing.length) return { name: 'MISSING_EMAIL' };
  if (!r.queued) return { name: 'NOTHING_TO_MAIL' };
  return { name: 'MAIL_QUEUED', params: { count: r.queued } };
}
