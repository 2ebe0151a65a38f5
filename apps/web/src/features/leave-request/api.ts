import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveEntitlementBasis } from '@hr/domain/leave/entitlement';
import type { LeaveDaysQuery, LeaveSelfSearch } from '@hr/domain/leave/schemas';
import type { LeaveTypeRules } from '@hr/domain/leave/request-rules';
import type { LeaveFile, LeavePage, LeaveView } from '@hr/domain/leave/views';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';

/*
 * The employee's own leave calls (SPEC section 7 "Leave") as TanStack Query hooks, and the page paths of SPEC section 2's self-service leave-request.
 */

const ROOT = '/self-service/leave-request';
/** The pages: my leave, the new-request form, the edit list, the two edit forms and one request. */
export const leavePaths = {
  list: ROOT,
  add: `${ROOT}/addLeavePage`,
  editIndex: `${ROOT}/edit-index`,
  edit: (id: string) => `${ROOT}/EditLeavePage?id=${id}`,
  editAfterAdd: (id: string) => `${ROOT}/editAddLeavePage?id=${id}`,
  details: (id: string) => `${ROOT}/${id}`,
};

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One leave type of the caller's balance (get/sumLeaveSelfView). The notice and attachment rules
 * of the leave-type master are read when the answer carries them; the form explains and pre-checks
 * only the ones it has, and the server checks all of them on submit either way.
 */
export type TypeBalance = {
  leaveTypeId: string; code: string; name: string;
  daysPerYear: number; unpaid: boolean; afterOneYear: boolean; calendarDays: boolean;
  /** Pro-rated for joiners; days past the entitlement accepted as unpaid (sick leave); counted per pregnancy (maternity). */
  proRated?: boolean; unpaidBeyond?: boolean; countedPer?: 'year' | 'pregnancy';
  entitlement: number; basis: LeaveEntitlementBasis; months: number; countsFrom: string;
  adjusted: number; used: number; pending: number; remaining: number;
  /** Days taken or asked past the entitlement of an unpaidBeyond type: unpaid. */
  beyond?: number;
  /** When the pregnancy a maternity balance is of was recorded (null before the first). */
  pregnancySince?: string | null;
  adjustments: Array<{ id: string; days: number; note: string; createdAt: string }>;
} & Partial<LeaveTypeRules>;
export type Balances = { year: number; asOf: string; joiningDate: string | null; types: TypeBalance[] };
export type LeaveDaysAnswer = { days: number; byYear: Array<{ year: number; days: number }>; dates: string[] };
export type SavedLeave = { id: string; days: number };
export type LeaveFormBody = LeaveDaysQuery & { reason?: string; remark?: string; fileIds: string[] };

export const leaveKeys = {
  all: ['leaveRequest'] as const,
  balances: (year: number | undefined, lang: string) => ['leaveRequest', 'balances', year ?? 'now', lang] as const,
  list: (body: object, lang: string) => ['leaveRequest', 'list', body, lang] as const,
  view: (id: string, lang: string) => ['leaveRequest', 'view', id, lang] as const,
  days: (q: LeaveDaysQuery) => ['leaveRequest', 'days', q] as const,
};

/** The caller's balance per leave type for a year (this year in Bangkok when left out). */
export function useBalances(year?: number) {
  const { lang } = useLang();
  return useQuery({
    queryKey: leaveKeys.balances(year, lang),
    queryFn: () => api.post<Balances>('/1.1/get/sumLeaveSelfView', year ? { year } : {}),
    placeholderData: keepPreviousData,
  });
}

/** The caller's own requests, newest first, with the list's filters and paging. */
export function useMyLeaves(body: Partial<LeaveSelfSearch> & { page: number; pageSize: number }) {
  const { lang } = useLang();
  return useQuery({
    queryKey: leaveKeys.list(body, lang),
    queryFn: () => api.post<LeavePage>('/1.1/search/leaveSelfView', body),
    placeholderData: keepPreviousData,
  });
}

/** One request in full, with what the caller may do with it (can). */
export function useLeaveView(id: string | undefined) {
  const { lang } = useLang();
  return useQuery({
    queryKey: leaveKeys.view(id ?? '', lang),
    queryFn: () => api.post<LeaveView>('/1.1/view/leaveForm', { id }),
    enabled: !!id && UUID_RE.test(id),
  });
}

/**
 * The number of days the form's choice takes, asked as the fields change (only once all four are
 * set). A refusal (no working day, a half day over two dates …) comes back as the query's error.
 */
export function useLeaveDays(query: LeaveDaysQuery | null) {
  return useQuery({
    queryKey: leaveKeys.days(query ?? { leaveTypeId: '', duration: 'fullDay', dateFrom: '', dateTo: '' }),
    queryFn: ({ signal }) => api.post<LeaveDaysAnswer>('/1.1/get/leave/numberOfDays', query, { dialog: false, signal }),
    enabled: !!query,
    retry: false,
    staleTime: 60_000,
  });
}

/** Files the employee attaches: stored unattached until the request is saved with their ids. */
export const uploadLeaveFiles = (files: File[]) => {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  return api.post<LeaveFile[]>('/1.0/user/upload/leave', body, { dialog: false });
};

/** Removes an upload not yet attached to a saved request. */
export const deleteLeaveUpload = (fileId: string) => api.post<null>('/1.0/delete/upload/leave', { fileId }, { dialog: false });

/** Files a new request (id absent) or saves the caller's pending one. */
export function useSaveLeave(id?: string) {
  return useMutation({
    mutationFn: ({ key, ...body }: LeaveFormBody & { key?: string }) => (id
      ? api.post<SavedLeave>('/1.0/update/leaveForm', { id, ...body }, { dialog: false, idempotencyKey: key })
      : api.post<SavedLeave>('/1.0/insert/leaveForm', body, { dialog: false, idempotencyKey: key })),
  });
}

/** The requester's cancellation of their own pending request; refreshes every leave figure on success. */
export function useCancelLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; reason?: string }) => api.post<null>('/1.1/cancel/leaveForm', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

/** Today in Bangkok (the business time zone), 'YYYY-MM-DD', for the notice rules the form pre-checks. */
export const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
