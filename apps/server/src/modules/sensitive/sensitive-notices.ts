import { noticeKind, type NoticeText } from '../notification/inbox.registry';
import { mailDate } from '../../platform/date-text';
import type { Lang } from '@hr/domain';

/** What a decision notice keeps: the day the employee asked (in the business time zone) and HR's remark. */
export type SensitiveNoticeFacts = { submitted: string; remark: string | null };

const decisionText = (lang: Lang, f: SensitiveNoticeFacts): NoticeText =>
  ({ params: { submitted: mailDate(lang, f.submitted), remark: f.remark ?? '' }, details: f.remark ? ['remark'] : [] });

/** To the employee: HR's decision on their change of sensitive information; it opens My profile, where their requests are listed. */
export const SENSITIVE_NOTICES = {
  sensitiveApproved: noticeKind<SensitiveNoticeFacts>({ kind: 'sensitiveApproved', route: '/self-service/my-profile', render: decisionText }),
  sensitiveRejected: noticeKind<SensitiveNoticeFacts>({ kind: 'sensitiveRejected', route: '/self-service/my-profile', render: decisionText }),
};
