import { eq, inArray, sql } from 'drizzle-orm';
import { isLang, type Lang } from '@hr/domain';
import { employees, leaveRequests, leaveTypes, type DbOrTx } from '@hr/db';
import type { Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import { renderNoticeMail } from '../../platform/mail/mailer';
import { mailDate } from '../outing/outing.mail';

export type LeaveMail = 'leaveSubmitted' | 'leaveApproved' | 'leaveRejected' | 'leaveCancelled';

const person = {
  id: employees.id,
  to: sql<string | null>`coalesce(nullif(${employees.companyEmail}, ''), nullif(${employees.email}, ''))`,
  lang: employees.preferredLang,
  firstNameEn: employees.firstNameEn, lastNameEn: employees.lastNameEn, firstNameTh: employees.firstNameTh, lastNameTh: employees.lastNameTh,
};
type Person = { to: string | null; lang: string | null; firstNameEn: string | null; lastNameEn: string | null; firstNameTh: string | null; lastNameTh: string | null };
const nameIn = (lang: Lang, p: Person) => (lang === 'th' ? `${p.firstNameTh ?? ''} ${p.lastNameTh ?? ''}` : `${p.firstNameEn ?? ''} ${p.lastNameEn ?? ''}`).trim();
const langOf = (p: Person): Lang => (isLang(p.lang) ? p.lang : 'en');

/**
 * Queues the mail of a leave event in the caller's transaction, each in its reader's language (it
 * leaves after commit, when the caller flushes): a new request goes to the requester's supervisor
 * and assistant supervisor; a decision or HR's cancellation goes to the requester. People without
 * an address are skipped. Returns how many were queued.
 */
export async function queueLeaveMail(deps: Deps, tx: DbOrTx, requestId: string, template: LeaveMail): Promise<number> {
  const [q] = await tx.select({
    employeeId: leaveRequests.employeeId, dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo, days: leaveRequests.days, duration: leaveRequests.duration,
    reason: leaveRequests.reason, decisionRemark: leaveRequests.decisionRemark, cancelReason: leaveRequests.cancelReason,
    typeEn: leaveTypes.nameEn, typeTh: leaveTypes.nameTh,
  }).from(leaveRequests).innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId)).where(eq(leaveRequests.id, requestId)).limit(1);
  if (!q) return 0;
  const [requester] = await tx.select({ ...person, supervisorId: employees.supervisorId, assistantId: employees.assistantSupervisorId })
    .from(employees).where(eq(employees.id, q.employeeId)).limit(1);
  if (!requester) return 0;
  const readers: Person[] = template === 'leaveSubmitted'
    ? await tx.select(person).from(employees).where(inArray(employees.id, [requester.supervisorId, requester.assistantId].filter((x): x is string => !!x)))
    : [requester];
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
      reason: q.reason ?? '',
      remark: (template === 'leaveCancelled' ? q.cancelReason : q.decisionRemark) ?? '',
    };
    const details = [...(template === 'leaveSubmitted' && q.reason ? ['reason'] : []), ...(template !== 'leaveSubmitted' && params.remark ? ['remark'] : []), 'where'];
    await deps.mail.enqueue(tx, renderNoticeMail(lang, template, reader.to, nameIn(lang, reader), params, details));
    queued += 1;
  }
  return queued;
}
