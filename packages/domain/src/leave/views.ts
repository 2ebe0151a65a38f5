import type { ApprovalStepView } from '../approval/schemas';
import type { LeaveDuration } from './number-of-days';

/*
 * What the leave calls answer, shared by the server's response schemas and the pages. Dates are
 * 'YYYY-MM-DD', instants ISO strings; names come in the reader's language (Thai names to a Thai
 * reader, English otherwise).
 */

export type LeaveStatusValue = 'pending' | 'approved' | 'rejected' | 'cancelled';
export type PersonRef = { id: string; employeeCode: string; name: string };

/** A row of every leave list (own, approval, HR). */
export type LeaveListed = {
  id: string;
  employee: PersonRef & { department: string | null; company: string | null };
  leaveType: { id: string; code: string; name: string };
  duration: LeaveDuration;
  dateFrom: string;
  dateTo: string;
  days: number;
  reason: string | null;
  status: LeaveStatusValue;
  createdAt: string;
  decidedAt: string | null;
  approver: PersonRef | null;
  fileCount: number;
};

export type LeaveFile = { id: string; name: string; mime: string; size: number; url: string };

/**
 * A recount of a request after it was filed: a holiday added, removed or moved on the holiday
 * master changed its days (issue 14 point 4a). `to` 0: no working day was left and it was withdrawn.
 */
export type LeaveRecount = {
  at: string;
  from: number;
  to: number;
  change: 'added' | 'removed' | 'moved';
  /** The holiday, its name in the reader's language; `previousDate` is where a moved holiday was. */
  holiday: { date: string; previousDate: string | null; name: string };
};

/** One request in full (/1.1/view/leaveForm, /1.1/view/approveDetail). */
export type LeaveView = LeaveListed & {
  remark: string | null;
  decisionRemark: string | null;
  cancelledAt: string | null;
  cancelledBy: PersonRef | null;
  cancelReason: string | null;
  byYear: Array<{ year: number; days: number }>;
  /** How the day count changed since filing, oldest first. */
  recounts: LeaveRecount[];
  files: LeaveFile[];
  /** Who may decide it now: the approvers of the step it waits at (once decided, of its last decided step). */
  approvers: PersonRef[];
  /** Its approval chain, step by step (issue 17): who may decide each step, who did, who stood in for whom. */
  steps: ApprovalStepView[];
  /** What the caller may do with it now. */
  can: { edit: boolean; cancel: boolean; decide: boolean; cancelAsHr: boolean };
};

/** /1.1/view/approveDetail: the request, with the requester's balance of that type in each year it touches. */
export type ApproveDetail = LeaveView & {
  /**
   * `unpaid`: leave without pay; `beyond`: the days past a sick-leave-like type's days, which are
   * unpaid; `perPregnancy`: one balance for the pregnancy the request draws on, whatever its years.
   */
  balances: Array<{ year: number; entitlement: number; adjusted: number; used: number; pending: number; remaining: number; beyond: number; unpaid: boolean; perPregnancy: boolean }>;
  /** Others of the same department away on any of the dates (approved or pending), so the approver sees the cover. */
  alsoAway: Array<{ employee: PersonRef; dateFrom: string; dateTo: string; duration: LeaveDuration; status: LeaveStatusValue }>;
};

export type LeavePage<T = LeaveListed> = { items: T[]; total: number; page: number; pageSize: number };

/** One result of a bulk decision: decided, or why not (the error code and localized text). */
export type BulkDecisionResult = { id: string; ok: boolean; code?: number; text?: string };

/** An entry of the team calendar. */
export type LeaveCalendarEntry = {
  id: string; employee: PersonRef & { department: string | null };
  leaveType: { code: string; name: string }; duration: LeaveDuration; dateFrom: string; dateTo: string; days: number; status: 'approved' | 'pending';
};
