import { eq } from 'drizzle-orm';
import { hoursText } from '@hr/domain/overtime/hours-text';
import type { Lang } from '@hr/domain';
import { overtimeRequests, type DbOrTx } from '@hr/db';
import type { Deps } from '../../platform/context';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';
import { mailDate } from '../../platform/date-text';
import type { ApprovalEvent } from '../approval/approval.registry';
import { nameIn, namesOf, tellReaders, type Names } from '../approval/approval-notices';
import type { OvertimeSegment } from '@hr/domain/overtime/calculator';
import type { OvertimeRepriceCause } from '@hr/db';
import { repriceParams } from './overtime-reprice.text';

/** What an overtime notice keeps of its request as the event saw it: who asked, the date, the times, the hours and a decision's remark. */
export type OvertimeNoticeFacts = { employee: Names; date: string; startTime: string; endTime: string; minutes: number; remark: string | null };

const hours = hoursText;

function overtimeText(lang: Lang, f: OvertimeNoticeFacts): NoticeText {
  return {
    params: { employee: nameIn(lang, f.employee), date: mailDate(lang, f.date), time: `${f.startTime}–${f.endTime}`, hours: hours(f.minutes), remark: f.remark ?? '' },
    details: f.remark ? ['remark'] : [],
  };
}

/** A re-pricing after a roster or holiday change: the request's date and times, the cause, the figures before and after (`to` null: withdrawn). */
export type OvertimeRepriceFacts = { date: string; startTime: string; endTime: string; cause: OvertimeRepriceCause; from: OvertimeSegment[]; to: OvertimeSegment[] | null };

const repriceText = (lang: Lang, f: OvertimeRepriceFacts): NoticeText => ({
  params: { date: mailDate(lang, f.date), time: `${f.startTime}–${f.endTime}`, ...repriceParams(lang, f) },
});

const OWN = '/self-service/attendance?tab=overtime&view=:id';
export const OVERTIME_NOTICES = {
  /** To a step's approvers: a request waits for them; it opens in the overtime page's drawer. */
  overtimeSubmitted: noticeKind<OvertimeNoticeFacts>({ kind: 'overtimeSubmitted', route: '/employment-management/ot?view=:id', render: overtimeText }),
  overtimeApproved: noticeKind<OvertimeNoticeFacts>({ kind: 'overtimeApproved', route: OWN, render: overtimeText }),
  overtimeRejected: noticeKind<OvertimeNoticeFacts>({ kind: 'overtimeRejected', route: OWN, render: overtimeText }),
  /** To whoever was deciding: the requester withdrew it (or HR cancelled it). */
  overtimeCancelled: noticeKind<OvertimeNoticeFacts>({ kind: 'overtimeCancelled', route: '/employment-management/ot?view=:id', render: overtimeText }),
  /** To the requester: a roster or holiday change moved their request's kinds, hours or multipliers (issue 34 point 3). */
  overtimeRepriced: noticeKind<OvertimeRepriceFacts>({ kind: 'overtimeRepriced', route: OWN, render: repriceText }),
};
const KIND: Record<ApprovalEvent, Exclude<keyof typeof OVERTIME_NOTICES, 'overtimeRepriced'>> = {
  submitted: 'overtimeSubmitted', approved: 'overtimeApproved', rejected: 'overtimeRejected', cancelled: 'overtimeCancelled',
};

/** Tells people of an overtime event in the caller's transaction (notices, and mails after commit); returns the mails queued. */
export async function tellOvertime(deps: Deps, tx: DbOrTx, id: string, event: ApprovalEvent, recipientIds: string[]): Promise<number> {
  if (!recipientIds.length) return 0;
  const [q] = await tx.select({ employeeId: overtimeRequests.employeeId, date: overtimeRequests.date, startTime: overtimeRequests.startTime, endTime: overtimeRequests.endTime,
    minutes: overtimeRequests.minutes, remark: overtimeRequests.decisionRemark, cancelReason: overtimeRequests.cancelReason }).from(overtimeRequests).where(eq(overtimeRequests.id, id));
  if (!q) return 0;
  const remark = event === 'cancelled' ? q.cancelReason : event === 'submitted' ? null : q.remark;
  const facts: OvertimeNoticeFacts = { employee: await namesOf(tx, q.employeeId), date: q.date, startTime: q.startTime, endTime: q.endTime, minutes: q.minutes, remark };
  return tellReaders(deps, tx, OVERTIME_NOTICES[KIND[event]], id, facts, recipientIds, event === 'submitted' ? ['where'] : []);
}
