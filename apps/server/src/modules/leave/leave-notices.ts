import { localName, type Lang, type LeaveDuration } from '@hr/domain';
import { t } from '../../platform/i18n';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';
import { mailDate } from '../../platform/date-text';

/** A name as the leave notices keep it: a person's (English and Thai) or a leave type's (with Khmer and Burmese where it has them). */
type Names = { nameEn: string; nameTh: string; nameKm?: string | null; nameMy?: string | null };

/**
 * What a leave notice keeps of its request, as the event saw it: who asked, the type, the dates,
 * the days, and the remark of a decision or the reason of a cancellation. Names in every language
 * the master has, dates as dates, so each reader gets them in their own language and calendar.
 */
export type LeaveNoticeFacts = { employee: Names; type: Names; dateFrom: string; dateTo: string; duration: LeaveDuration; days: number; remark: string | null };

const period = (lang: Lang, f: { dateFrom: string; dateTo: string }) =>
  (f.dateFrom === f.dateTo ? mailDate(lang, f.dateFrom) : `${mailDate(lang, f.dateFrom)} – ${mailDate(lang, f.dateTo)}`);

/** The words of a leave notice: "1 day" / "2 days" by the reader's plural rules; the remark, when there is one, on a line of its own. */
function leaveText(lang: Lang, f: LeaveNoticeFacts): NoticeText {
  return {
    params: {
      employee: localName(lang, f.employee), type: localName(lang, f.type), period: period(lang, f), duration: t(lang, `choices:leaveDuration.${f.duration}`),
      days: f.days, count: f.days, remark: f.remark ?? '',
    },
    details: f.remark ? ['remark'] : [],
  };
}

/**
 * A recount after a holiday-master change (issue 14 point 4a): the request as it was, the days it
 * counts now (0: no working day was left and it was withdrawn), and the holiday that changed.
 */
export type LeaveRecountFacts = LeaveNoticeFacts & { from: number; holiday: Names; holidayDate: string };

function recountText(lang: Lang, f: LeaveRecountFacts): NoticeText {
  const { params } = leaveText(lang, f);
  return { params: { ...params, days: f.days, count: f.days, from: f.from, holiday: localName(lang, f.holiday), date: mailDate(lang, f.holidayDate) } };
}

const OWN_REQUEST = '/self-service/leave-request/:id';
export const LEAVE_NOTICES = {
  /** To the supervisor and assistant supervisor: a request waits for them; it opens in the approval page's drawer. */
  leaveSubmitted: noticeKind<LeaveNoticeFacts>({ kind: 'leaveSubmitted', route: '/employment-management/approval?view=:id', render: leaveText }),
  /** To the requester: the decision, or HR's cancellation; each opens the request. */
  leaveApproved: noticeKind<LeaveNoticeFacts>({ kind: 'leaveApproved', route: OWN_REQUEST, render: leaveText }),
  leaveRejected: noticeKind<LeaveNoticeFacts>({ kind: 'leaveRejected', route: OWN_REQUEST, render: leaveText }),
  leaveCancelled: noticeKind<LeaveNoticeFacts>({ kind: 'leaveCancelled', route: OWN_REQUEST, render: leaveText }),
  /** To the requester: HR's holiday master changed what their request counts, or left it no working day (withdrawn). */
  leaveRecounted: noticeKind<LeaveRecountFacts>({ kind: 'leaveRecounted', route: OWN_REQUEST, render: recountText }),
  leaveWithdrawn: noticeKind<LeaveRecountFacts>({ kind: 'leaveWithdrawn', route: OWN_REQUEST, render: recountText }),
};
