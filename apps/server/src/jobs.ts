import type { Job } from './platform/jobs';
import { publishDueAnnouncements } from './modules/announcement/announcement.service';
import { expireFilingKeys } from './modules/approval/approval-filing-key';

/** The server's background jobs (platform/jobs.ts says how they run once across processes). */
export const JOBS: Job[] = [
  // The outbox: mail queued by a transaction that committed, handed to SMTP (or the demo printer).
  { name: 'mail-outbox', everyMs: 30_000, run: (deps) => deps.mail.flush() },
  // Scheduled announcements show by the clock alone; this tells their audience once they start.
  { name: 'announcement-publish', everyMs: 30_000, run: publishDueAnnouncements },
  // A filing's idempotency key answers retries for a day, then goes.
  { name: 'filing-keys-expire', everyMs: 3_600_000, run: (deps) => expireFilingKeys(deps.db, deps.clock.now()) },
];
