import type { Job } from './platform/jobs';
import { publishDueAnnouncements } from './modules/announcement/announcement.service';
import { moveStandIns } from './modules/approval/approval-stand-in.service';
import { expireFilingKeys } from './modules/approval/approval-filing-key';
import { remindTaxAllowances } from './modules/payroll/tax-reminder.service';

/** The server's background jobs (platform/jobs.ts says how they run once across processes). */
export const JOBS: Job[] = [
  // The outbox: mail queued by a transaction that committed, handed to SMTP (or the demo printer).
  { name: 'mail-outbox', everyMs: 30_000, run: (deps) => deps.mail.flush() },
  // Scheduled announcements show by the clock alone; this tells their audience once they start.
  { name: 'announcement-publish', everyMs: 30_000, run: publishDueAnnouncements },
  // An approver's undecided steps go to their stand-in from the first day of their approved leave and come back after it.
  { name: 'approval-stand-ins', everyMs: 60_000, run: moveStandIns },
  // From TAX_REMINDER_DAY of December, once a year: check next year's tax allowances (they carry forward unless changed).
  { name: 'tax-allowance-reminder', everyMs: 3_600_000, run: remindTaxAllowances },
  // A filing's idempotency key answers retries for a day, then goes.
  { name: 'filing-keys-expire', everyMs: 3_600_000, run: (deps) => expireFilingKeys(deps.db, deps.clock.now()) },
];
