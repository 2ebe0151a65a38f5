import type { InboxCounts, RequestType } from '../approval/schemas';
import type { AttendanceStatus } from '../attendance/status';
import type { LeaveDuration } from '../leave/number-of-days';
import type { PunchKind } from '../attendance/punch';
import type { OnSiteWorkType } from '../onsite/schemas';

/*
 * What the self dashboard answers in one call (issue 18 point 1), beside the check-in card's own
 * call (which also names the next holidays): the figures an employee opens the app for in the morning. Names come in the reader's
 * language; dates 'YYYY-MM-DD'.
 */

/** What a request asks, per type, as a line of a list says it. */
export type RequestBriefDetail =
  | { type: 'leave'; leaveType: string; days: number; duration: LeaveDuration }
  | { type: 'overtime'; startTime: string; endTime: string; minutes: number }
  | { type: 'onSite'; workType: OnSiteWorkType; duration: LeaveDuration }
  | { type: 'punchCorrection'; kind: PunchKind; time: string };

/** One request of any type in a few words: its dates and what it asks. */
export type RequestBrief = { id: string; dateFrom: string; dateTo: string; detail: RequestBriefDetail };

/** A request of the caller's waiting for a decision, and the step it waits at. */
export type MyPendingRequest = RequestBrief & { requestType: RequestType; step: { no: number; of: number; kind: string }; filedAt: string };

export type SelfOverview = {
  /** Today in the business time zone. */
  today: string;
  /** The caller's leave this year: the types that apply to them and give days or have been used. */
  balances: Array<{ leaveTypeId: string; code: string; name: string; entitlement: number; used: number; pending: number; remaining: number; unpaid: boolean }>;
  /** The caller's requests waiting for a decision, the latest first (at most five), and how many in all. */
  requests: { items: MyPendingRequest[]; total: number };
  /** What waits for the caller's decision, per request type (null: the caller approves nothing). */
  waiting: InboxCounts | null;
  /** This month so far: the days per status, and the late arrivals. Null for staff who do not record time. */
  attendance: { month: string; byStatus: Partial<Record<AttendanceStatus, number>>; lateCount: number; lateMinutes: number } | null;
};
