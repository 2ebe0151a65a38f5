import { eq, inArray, sql } from 'drizzle-orm';
import { isLang, type Lang } from '@hr/domain';
import { employees, onsiteRequests, type DbOrTx } from '@hr/db';
import type { Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import { renderNoticeMail } from '../../platform/mail/mailer';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';
import { notify } from '../notification/inbox.service';
import { mailDate } from '../outing/outing.mail';
import type { ApprovalEvent } from '../approval/approval.registry';

/** What an on-site notice keeps of its request as the event saw it. */
export type OnSiteNoticeFacts = {
  employee: { nameEn: string; nameTh: string }; dateFrom: string; dateTo: string; duration: string; workType: string; members: number; remark: string | null;
};
const nameIn = (lang: Lang, n: { nameEn: string; nameTh: string }) => (lang === 'th' ? n.nameTh : n.nameEn);

function onSiteText(lang: Lang, f: OnSiteNoticeFacts): NoticeText {
  const period = f.dateFrom === f.dateTo ? mailDate(lang, f.dateFrom) : `${mailDate(lang, f.dateFrom)} – ${mailDate(lang, f.dateTo)}`;
  return {
    params: {
      employee: nameIn(lang, f.employee), period, duration: t(lang, `choices:leaveDuration.${f.duration}`), work: t(lang, `onsite:workType.${f.workType}`),
      count: f.members, remark: f.remark ?? '',
    },
    details: f.remark ? ['remark'] : [],
  };
}

const OWN = '/self-service/attendance?tab=onsite&view=:id';
export const ONSITE_NOTICES = {
  onSiteSubmitted: noticeKind<OnSiteNoticeFacts>({ kind: 'onSiteSubmitted', route: '/employment-management/approval?tab=onSite&view=:id', render: onSiteText }),
  onSiteApproved: noticeKind<OnSiteNoticeFacts>({ kind: 'onSiteApproved', route: OWN, render: onSiteText }),
  onSiteRejected: noticeKind<OnSiteNoticeFacts>({ kind: 'onSiteRejected', route: OWN, render: onSiteText }),
  onSiteCancelled: noticeKind<OnSiteNoticeFacts>({ kind: 'onSiteCancelled', route: OWN, render: onSiteText }),
};
const KIND: Record<ApprovalEvent, keyof typeof ONSITE_NOTICES> = {
  submitted: 'onSiteSubmitted', approved: 'onSiteApproved', rejected: 'onSiteRejected', cancelled: 'onSiteCancelled',
};
const reader = {
  id: employees.id, to: sql<string | null>`coalesce(nullif(${employees.companyEmail}, ''), nullif(${employees.email}, ''))`, lang: employees.preferredLang,
  nameEn: sql<string>`${employees.firstNameEn} || ' ' || ${employees.lastNameEn}`, nameTh: sql<string>`${employees.firstNameTh} || ' ' || ${employees.lastNameTh}`,
};

/** Tells people of an on-site event in the caller's transaction (notices, and mails that leave after commit); returns the mails queued. */
export async function tellOnSite(deps: Deps, tx: DbOrTx, id: string, event: ApprovalEvent, recipientIds: string[]): Promise<number> {
  const ids = [...new Set(recipientIds)];
  if (!ids.length) return 0;
  const [q] = await tx.select({
    requesterId: onsiteRequests.requesterId, dateFrom: onsiteRequests.dateFrom, dateTo: onsiteRequests.dateTo, duration: onsiteRequests.duration, workType: onsiteRequests.workType,
    remark: onsiteRequests.decisionRemark, cancelReason: onsiteRequests.cancelReason,
    members: sql<number>`(SELECT count(*)::int FROM onsite_request_members m WHERE m.request_id = ${onsiteRequests.id})`,
  }).from(onsiteRequests).where(eq(onsiteRequests.id, id));
  if (!q) return 0;
  const [requester] = await tx.select(reader).from(employees).where(eq(employees.id, q.requesterId));
  const readers = await tx.select(reader).from(employees).where(inArray(employees.id, ids));
  const facts: OnSiteNoticeFacts = {
    employee: { nameEn: requester!.nameEn, nameTh: requester!.nameTh }, dateFrom: q.dateFrom, dateTo: q.dateTo, duration: q.duration, workType: q.workType, members: q.members,
    remark: event === 'cancelled' ? q.cancelReason : event === 'submitted' ? null : q.remark,
  };
  const kind = ONSITE_NOTICES[KIND[event]];
  await notify(tx, kind, deps.clock.now(), readers.map((r) => ({ recipientId: r.id, objectId: id, facts })));
  let queued = 0;
  for (const r of readers) {
    if (!r.to) continue;
    const lang: Lang = isLang(r.lang) ? r.lang : 'en';
    const { params, details = [] } = onSiteText(lang, facts);
    await deps.mail.enqueue(tx, renderNoticeMail(lang, kind.kind, r.to, nameIn(lang, r), params, details));
    queued += 1;
  }
  return queued;
}
