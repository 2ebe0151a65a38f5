import type { Lang } from '@hr/domain';
import { mailDate } from '../../platform/date-text';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';

/** What a notice keeps of the letter as it was told: the offence's names, which letter of it, its date (and a reason, a name). */
export type WarningNoticeFacts = { typeNames: Record<Lang, string>; count: number; dateSent: string; reason?: string; employee?: string };
const text = (lang: Lang, f: WarningNoticeFacts): NoticeText => ({
  params: { offence: f.typeNames[lang] ?? f.typeNames.en, count: f.count, date: mailDate(lang, f.dateSent), reason: f.reason ?? '', employee: f.employee ?? '' },
  details: f.reason ? ['reason'] : [],
});

/** To the employee: a letter sent, a letter cancelled; to the HR officer who wrote it: the employee acknowledged it. */
export const WARNING_NOTICES = {
  warningLetterSent: noticeKind<WarningNoticeFacts>({ kind: 'warningLetterSent', route: '/self-service/warning-letter/:id', render: text }),
  warningLetterCancelled: noticeKind<WarningNoticeFacts>({ kind: 'warningLetterCancelled', route: '/self-service/warning-letter/:id', render: text }),
  warningLetterAcknowledged: noticeKind<WarningNoticeFacts>({ kind: 'warningLetterAcknowledged', route: '/employment-management/warning-letter-management/:id/edit', render: text }),
};
