import type { Lang } from '@hr/domain';
import { readerYear } from '@hr/domain/calendar';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';

/** What the December reminders keep: the tax year they are about; HR's also how many have declared nothing, of how many. */
export type TaxReminderFacts = { year: number };
export type UndeclaredFacts = { year: number; count: number; total: number };

// The year reads in the reader's calendar (Buddhist era in Thai), as the payslips do.
const reminderText = (lang: Lang, f: TaxReminderFacts): NoticeText => ({ params: { year: readerYear(f.year, lang) } });
const undeclaredText = (lang: Lang, f: UndeclaredFacts): NoticeText => ({ params: { year: readerYear(f.year, lang), count: f.count, total: f.total } });

export const TAX_REMINDER_NOTICES = {
  /**
   * To each active employee with a salary: check next year's allowances, which carry forward unless
   * changed. There is no self-service page of the declaration yet; it opens the employee's payslips,
   * where the withholding they decide shows.
   */
  taxAllowancesReminder: noticeKind<TaxReminderFacts>({ kind: 'taxAllowancesReminder', route: '/self-service/payslip', render: reminderText }),
  /** To the holders of the salary periods (who keep the declarations): how many employees have declared nothing at all. */
  taxAllowancesUndeclared: noticeKind<UndeclaredFacts>({ kind: 'taxAllowancesUndeclared', route: '/payroll/salary-period', render: undeclaredText }),
};
