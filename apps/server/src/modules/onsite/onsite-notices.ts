import { eq, sql } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import { onsiteRequests, type DbOrTx } from '@hr/db';
import type { Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';
import { mailDate } from '../../platform/date-text';
import type { ApprovalEvent } from '../approval/approval.registry';
import { nameIn, namesOf, tellReaders, type Names } from '../approval/approval-notices';

/** What an on-site notice keeps of its request as the event saw it. */
export type OnSiteNoticeFacts = {
  employee: Names; dateFrom: string; dateTo: string; duration: string; workType: string; members: number; remark: string | null;
};

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
  const facts: OnSiteNoticeFacts = {
    employee: await namesOf(tx, q.requesterId), dateFrom: q.dateFrom, dateTo: q.dateTo, duration: q.duration, workType: q.workType, members: q.members,
    remark: event === 'cancelled' ? q.cancelReason : event === 'submitted' ? null : q.remark,
  };
  return tellReaders(deps, tx, ONSITE_NOTICES[KIND[event]], id, facts, ids);
}
