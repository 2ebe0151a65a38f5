import { eq, inArray, sql } from 'drizzle-orm';
import { isLang, type Lang, type LeaveDuration } from '@hr/domain';
import { employees, leaveRequests, leaveTypes, type DbOrTx } from '@hr/db';
import type { Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import { renderNoticeMail } from '../../platform/mail/mailer';
import { mailDate } from '../../platform/date-text';
import { notify } from '../notification/inbox.service';
import { LEAVE_NOTICES, type LeaveNoticeFacts } from './leave-notices';

export type LeaveMail = 'leaveSubmitted' | 'leaveApproved' | 'leaveRejected' | 'leaveCancelled';

const person = {
  id: employees.id,
  to: sql<string | null>`coalesce(nullif(${employees.companyEmail}, ''), nullif(${employees.email}, ''))`,
  lang: employees.preferredLang,
  firstNameEn: employees.firstNameEn, lastNameEn: employees.lastNameEn, firstNameTh: employees.firstNameTh, lastNameTh: employees.lastNameTh,
};
type Person = { id: string; to: string | null; lang: string | null; firstNameEn: string | null; lastNameEn: string | null; firstNameTh: string | null; lastNameTh: string | null };
/** The requester as a mail needs them: their address and names, and who approves for them. */
export const requesterColumns = { ...person, supervisorId: employees.supervisorId, assistantId: employees.assistantSupervisorId };
type Requester = Person & { supervisorId: string | null; assistantId: string | null };
/** The facts a leave mail states; the filing transaction has them at hand and passes them in. */
export type KnownFacts = {
  q: {
    dateFrom: string; dateTo: string; days: number; duration: LeaveDuration; reason: string | null; decisionRemark: string | null; cancelReason: string | null;
    typeEn: string; typeTh: string; typeKm: string | null; typeMy: string | null;
  };
  requester: Requester;
  /** The requester's supervisor and assistant supervisor, when already read (see approversJson). */
  approvers?: Person[];
};

/**
 * Tells the people concerned of a leave event in the caller's transaction: a new request goes to
 * the approvers of its first step (or of a step that opens: `approverIds`); a decision or HR's
 * cancellation goes to the requester. Each gets an in-app notice (read in whatever language they
 * read it) and, when they have an address, a mail in their own language (it leaves after commit,
 * when the caller flushes). Nothing is told if the transaction rolls back. Returns how many mails
 * were queued.
 */

/**
 * The requester's supervisor and assistant supervisor as mail readers, as a JSON column of a read
 * of the requester's own row (the filing transaction reads them with its lock). Plain SQL names:
 * the outer row is `employees`.
 */
export const approversJson = sql<Person[]>`(SELECT coalesce(json_agg(json_build_object(
    'id', a.id, 'to', coalesce(nullif(a.company_email, ''), nullif(a.email, '')), 'lang', a.preferred_lang,
    'firstNameEn', a.first_name_en, 'lastNameEn', a.last_name_en, 'firstNameTh', a.first_name_th, 'lastNameTh', a.last_name_th)), '[]'::json)
  FROM employees a WHERE a.id IN (employees.supervisor_id, employees.assistant_supervisor_id))`;
const nameIn = (lang: Lang, p: Person) => (lang === 'th' ? `${p.firstNameTh ?? ''} ${p.lastNameTh ?? ''}` : `${p.firstNameEn ?? ''} ${p.lastNameEn ?? ''}`).trim();
const langOf = (p: Person): Lang => (isLang(p.lang) ? p.lang : 'en');

export async function tellLeaveEvent(deps: Deps, tx: DbOrTx, requestId: string, template: LeaveMail, known?: KnownFacts, approverIds: string[] = []): Promise<number> {
  const facts = known ?? await loadFacts(tx, requestId);
  if (!facts) return 0;
  const { q, requester } = facts;
  const readers: Person[] = template === 'leaveSubmitted' ? await approversOf(tx, approverIds, facts.approvers) : [requester];
  const remark = (template === 'leaveCancelled' ? q.cancelReason : template === 'leaveSubmitted' ? null : q.decisionRemark) ?? null;
  const notice: LeaveNoticeFacts = {
    employee: { nameEn: nameIn('en', requester), nameTh: nameIn('th', requester) },
    type: { nameEn: q.typeEn, nameTh: q.typeTh, nameKm: q.typeKm, nameMy: q.typeMy },
    dateFrom: q.dateFrom, dateTo: q.dateTo, duration: q.duration, days: Number(q.days), remark,
  };
  await notify(tx, LEAVE_NOTICES[template], deps.clock.now(), readers.map((r) => ({ recipientId: r.id, objectId: requestId, facts: notice })));
  let queued = 0;
  for (const reader of readers) {
    if (!reader.to) continue;
    const lang = langOf(reader);
    const params = {
      employee: nameIn(lang, requester),
      type: String(lang === 'th' ? q.typeTh : q.typeEn),
      period: q.dateFrom === q.dateTo ? mailDate(lang, q.dateFrom) : `${mailDate(lang, q.dateFrom)} – ${mailDate(lang, q.dateTo)}`,
      duration: t(lang, `choices:leaveDuration.${q.duration}`),
      days: Number(q.days),
      // "1 day" / "2 days" by the reader's plural rules (mail:<template>.body_one, _other).
      count: Number(q.days),
      reason: q.reason ?? '',
      remark: remark ?? '',
    };
    const details = [...(template === 'leaveSubmitted' && q.reason ? ['reason'] : []), ...(template !== 'leaveSubmitted' && params.remark ? ['remark'] : []), 'where'];
    await deps.mail.enqueue(tx, renderNoticeMail(lang, template, reader.to, nameIn(lang, reader), params, details));
    queued += 1;
  }
  return queued;
}

/** The approvers a new request's mail goes to: read already with the filing's lock (the usual supervisor and assistant), else now. */
async function approversOf(tx: DbOrTx, ids: string[], known: Person[] = []): Promise<Person[]> {
  const found = ids.map((id) => known.find((p) => p.id === id));
  if (found.every((p) => !!p)) return found as Person[];
  return ids.length ? tx.select(person).from(employees).where(inArray(employees.id, ids)) : [];
}

/** What a leave mail says, read from the request (a decision or a cancellation). */
async function loadFacts(tx: DbOrTx, requestId: string): Promise<KnownFacts | null> {
  const [q] = await tx.select({
    employeeId: leaveRequests.employeeId, dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo, days: leaveRequests.days, duration: leaveRequests.duration,
    reason: leaveRequests.reason, decisionRemark: leaveRequests.decisionRemark, cancelReason: leaveRequests.cancelReason,
    typeEn: leaveTypes.nameEn, typeTh: leaveTypes.nameTh, typeKm: leaveTypes.nameKm, typeMy: leaveTypes.nameMy,
  }).from(leaveRequests).innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId)).where(eq(leaveRequests.id, requestId)).limit(1);
  if (!q) return null;
  const [requester] = await tx.select(requesterColumns).from(employees).where(eq(employees.id, q.employeeId)).limit(1);
  return requester ? { q: { ...q, typeEn: String(q.typeEn), typeTh: String(q.typeTh), typeKm: q.typeKm ? String(q.typeKm) : null, typeMy: q.typeMy ? String(q.typeMy) : null }, requester } : null;
}
