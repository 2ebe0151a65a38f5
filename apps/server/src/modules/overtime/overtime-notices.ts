import { eq, inArray, sql } from 'drizzle-orm';
import { isLang, type Lang } from '@hr/domain';
import { employees, overtimeRequests, type DbOrTx } from '@hr/db';
import type { Deps } from '../../platform/context';
import { renderNoticeMail } from '../../platform/mail/mailer';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';
import { notify } from '../notification/inbox.service';
import { mailDate } from '../outing/outing.mail';
import type { ApprovalEvent } from '../approval/approval.registry';

/** What an overtime notice keeps of its request as the event saw it: who asked, the date, the times, the hours and a decision's remark. */
export type OvertimeNoticeFacts = { employee: { nameEn: string; nameTh: string }; date: string; startTime: string; endTime: string; minutes: number; remark: string | null };

const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const nameIn = (lang: Lang, n: { nameEn: string; nameTh: string }) => (lang === 'th' ? n.nameTh : n.nameEn);

function overtimeText(lang: Lang, f: OvertimeNoticeFacts): NoticeText {
  return {
    params: { employee: nameIn(lang, f.employee), date: mailDate(lang, f.date), time: `${f.startTime}–${f.endTime}`, hours: hours(f.minutes), remark: f.remark ?? '' },
    details: f.remark ? ['remark'] : [],
  };
}

const OWN = '/self-service/attendance?tab=overtime&view=:id';
export const OVERTIME_NOTICES = {
  /** To a step's approvers: a request waits for them; it opens in the overtime page's drawer. */
  overtimeSubmitted: noticeKind<OvertimeNoticeFacts>({ kind: 'overtimeSubmitted', route: '/employment-management/ot?view=:id', render: overtimeText }),
  overtimeApproved: noticeKind<OvertimeNoticeFacts>({ kind: 'overtimeApproved', route: OWN, render: overtimeText }),
  overtimeRejected: noticeKind<OvertimeNoticeFacts>({ kind: 'overtimeRejected', route: OWN, render: overtimeText }),
  /** To whoever was deciding: the requester withdrew it (or HR cancelled it). */
  overtimeCancelled: noticeKind<OvertimeNoticeFacts>({ kind: 'overtimeCancelled', route: '/employment-management/ot?view=:id', render: overtimeText }),
};
const KIND: Record<ApprovalEvent, keyof typeof OVERTIME_NOTICES> = {
  submitted: 'overtimeSubmitted', approved: 'overtimeApproved', rejected: 'overtimeRejected', cancelled: 'overtimeCancelled',
};

const reader = {
  id: employees.id, to: sql<string | null>`coalesce(nullif(${employees.companyEmail}, ''), nullif(${employees.email}, ''))`, lang: employees.preferredLang,
  nameEn: sql<string>`${employees.firstNameEn} || ' ' || ${employees.lastNameEn}`, nameTh: sql<string>`${employees.firstNameTh} || ' ' || ${employees.lastNameTh}`,
};

/**
 * Tells people of an overtime event in the caller's transaction: an in-app notice each (read in
 * the reader's language whenever they open it) and a mail in their own language to those with an
 * address (it leaves after commit). Returns the mails queued.
 */
export async function tellOvertime(deps: Deps, tx: DbOrTx, id: string, event: ApprovalEvent, recipientIds: string[]): Promise<number> {
  if (!recipientIds.length) return 0;
  const [q] = await tx.select({ employeeId: overtimeRequests.employeeId, date: overtimeRequests.date, startTime: overtimeRequests.startTime, endTime: overtimeRequests.endTime,
    minutes: overtimeRequests.minutes, remark: overtimeRequests.decisionRemark, cancelReason: overtimeRequests.cancelReason }).from(overtimeRequests).where(eq(overtimeRequests.id, id));
  if (!q) return 0;
  const [requester] = await tx.select(reader).from(employees).where(eq(employees.id, q.employeeId));
  const readers = await tx.select(reader).from(employees).where(inArray(employees.id, recipientIds));
  const remark = event === 'cancelled' ? q.cancelReason : event === 'submitted' ? null : q.remark;
  const facts: OvertimeNoticeFacts = { employee: { nameEn: requester!.nameEn, nameTh: requester!.nameTh }, date: q.date, startTime: q.startTime, endTime: q.endTime, minutes: q.minutes, remark };
  const kind = OVERTIME_NOTICES[KIND[event]];
  await notify(tx, kind, deps.clock.now(), readers.map((r) => ({ recipientId: r.id, objectId: id, facts })));
  let queued = 0;
  for (const r of readers) {
    if (!r.to) continue;
    const lang: Lang = isLang(r.lang) ? r.lang : 'en';
    const { params, details = [] } = overtimeText(lang, facts);
    await deps.mail.enqueue(tx, renderNoticeMail(lang, kind.kind, r.to, nameIn(lang, r), params, event === 'submitted' ? [...details, 'where'] : details));
    queued += 1;
  }
  return queued;
}
