import { eq, inArray, sql } from 'drizzle-orm';
import { isLang, type Lang } from '@hr/domain';
import { employees, punchRequests, type DbOrTx } from '@hr/db';
import type { Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import { renderNoticeMail } from '../../platform/mail/mailer';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';
import { notify } from '../notification/inbox.service';
import { mailDate } from '../outing/outing.mail';
import type { ApprovalEvent } from '../approval/approval.registry';

/** What a punch-correction notice keeps: who asked, the date, time and kind of the punch, a remark. */
export type PunchRequestNoticeFacts = { employee: { nameEn: string; nameTh: string }; date: string; time: string; kind: string; remark: string | null };
const nameIn = (lang: Lang, n: { nameEn: string; nameTh: string }) => (lang === 'th' ? n.nameTh : n.nameEn);
const text = (lang: Lang, f: PunchRequestNoticeFacts): NoticeText => ({
  params: { employee: nameIn(lang, f.employee), date: mailDate(lang, f.date), time: f.time, kind: t(lang, `attendance:kind.${f.kind}`), remark: f.remark ?? '' },
  details: f.remark ? ['remark'] : [],
});
const OWN = '/self-service/attendance?tab=corrections&view=:id';
export const PUNCH_REQUEST_NOTICES = {
  punchRequestSubmitted: noticeKind<PunchRequestNoticeFacts>({ kind: 'punchRequestSubmitted', route: '/employment-management/approval?tab=punchCorrection&view=:id', render: text }),
  punchRequestApproved: noticeKind<PunchRequestNoticeFacts>({ kind: 'punchRequestApproved', route: OWN, render: text }),
  punchRequestRejected: noticeKind<PunchRequestNoticeFacts>({ kind: 'punchRequestRejected', route: OWN, render: text }),
  punchRequestCancelled: noticeKind<PunchRequestNoticeFacts>({ kind: 'punchRequestCancelled', route: OWN, render: text }),
};
const KIND: Record<ApprovalEvent, keyof typeof PUNCH_REQUEST_NOTICES> = {
  submitted: 'punchRequestSubmitted', approved: 'punchRequestApproved', rejected: 'punchRequestRejected', cancelled: 'punchRequestCancelled',
};
const reader = {
  id: employees.id, to: sql<string | null>`coalesce(nullif(${employees.companyEmail}, ''), nullif(${employees.email}, ''))`, lang: employees.preferredLang,
  nameEn: sql<string>`${employees.firstNameEn} || ' ' || ${employees.lastNameEn}`, nameTh: sql<string>`${employees.firstNameTh} || ' ' || ${employees.lastNameTh}`,
};

/** Tells people of a punch-correction event in the caller's transaction (notices; mails after commit); returns the mails queued. */
export async function tellPunchRequest(deps: Deps, tx: DbOrTx, id: string, event: ApprovalEvent, recipientIds: string[]): Promise<number> {
  const ids = [...new Set(recipientIds)];
  if (!ids.length) return 0;
  const [q] = await tx.select({ employeeId: punchRequests.employeeId, date: punchRequests.date, time: punchRequests.time, kind: punchRequests.kind,
    remark: punchRequests.decisionRemark, cancelReason: punchRequests.cancelReason }).from(punchRequests).where(eq(punchRequests.id, id));
  if (!q) return 0;
  const [requester] = await tx.select(reader).from(employees).where(eq(employees.id, q.employeeId));
  const readers = await tx.select(reader).from(employees).where(inArray(employees.id, ids));
  const facts: PunchRequestNoticeFacts = { employee: { nameEn: requester!.nameEn, nameTh: requester!.nameTh }, date: q.date, time: q.time, kind: q.kind,
    remark: event === 'cancelled' ? q.cancelReason : event === 'submitted' ? null : q.remark };
  const kind = PUNCH_REQUEST_NOTICES[KIND[event]];
  await notify(tx, kind, deps.clock.now(), readers.map((r) => ({ recipientId: r.id, objectId: id, facts })));
  let queued = 0;
  for (const r of readers) {
    if (!r.to) continue;
    const lang: Lang = isLang(r.lang) ? r.lang : 'en';
    const { params, details = [] } = text(lang, facts);
    await deps.mail.enqueue(tx, renderNoticeMail(lang, kind.kind, r.to, nameIn(lang, r), params, details));
    queued += 1;
  }
  return queued;
}
