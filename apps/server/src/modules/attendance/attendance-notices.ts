import type { Lang } from '@hr/domain';
import { t } from '../../platform/i18n';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';
import { mailDate } from '../../platform/date-text';

/** What a notice of a punch added for an employee keeps: who added it (both names), the date and time, the kind and why. */
export type PunchAddedFacts = { by: { nameEn: string; nameTh: string }; date: string; time: string; kind: string; reason: string };

function punchAddedText(lang: Lang, f: PunchAddedFacts): NoticeText {
  return {
    params: { by: lang === 'th' ? f.by.nameTh : f.by.nameEn, date: mailDate(lang, f.date), time: f.time, kind: t(lang, `attendance:kind.${f.kind}`), reason: f.reason },
    details: ['reason'],
  };
}

export const ATTENDANCE_NOTICES = {
  /** To the employee: their supervisor or HR added a punch to their attendance; it opens their attendance (the notice names the date). */
  punchAdded: noticeKind<PunchAddedFacts>({ kind: 'punchAdded', route: '/self-service/attendance', render: punchAddedText }),
};
