import { eq } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import { punchRequests, type DbOrTx } from '@hr/db';
import type { Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';
import { mailDate } from '../../platform/date-text';
import type { ApprovalEvent } from '../approval/approval.registry';
import { nameIn, namesOf, tellReaders, type Names } from '../approval/approval-notices';

/** What a punch-correction notice keeps: who asked, the date, time and kind of the punch, a remark. */
export type PunchRequestNoticeFacts = { employee: Names; date: string; time: string; kind: string; remark: string | null };
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
/** Tells people of a punch-correction event in the caller's transaction (notices; mails after commit); returns the mails queued. */
export async function tellPunchRequest(deps: Deps, tx: DbOrTx, id: string, event: ApprovalEvent, recipientIds: string[]): Promise<number> {
  const ids = [...new Set(recipientIds)];
  if (!ids.length) return 0;
  const [q] = await tx.select({ employeeId: punchRequests.employeeId, date: punchRequests.date, time: punchRequests.time, kind: punchRequests.kind,
    remark: punchRequests.decisionRemark, cancelReason: punchRequests.cancelReason }).from(punchRequests).where(eq(punchRequests.id, id));
  if (!q) return 0;
  const facts: PunchRequestNoticeFacts = { employee: await namesOf(tx, q.employeeId), date: q.date, time: q.time, kind: q.kind,
    remark: event === 'cancelled' ? q.cancelReason : event === 'submitted' ? null : q.remark };
  return tellReaders(deps, tx, PUNCH_REQUEST_NOTICES[KIND[event]], id, facts, ids);
}
