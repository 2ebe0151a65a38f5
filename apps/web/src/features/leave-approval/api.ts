import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveSearch } from '@hr/domain/leave/schemas';
import type { ApproveDetail, BulkDecisionResult, LeavePage } from '@hr/domain/leave/views';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';

/** The approver's page (SPEC section 2 employment-management/approval/{id}, the id being the approver's own). */
export const APPROVAL_PATH = '/employment-management/approval';
export const APPROVAL_PERMISSION = 'employment-management.approval';

/** Every leave query starts with 'leave', so one invalidation refreshes the lists, views and calendars after a decision. */
export const leaveKeys = { all: ['leave'] as const, approve: ['leave', 'approve'] as const, detail: ['leave', 'approveDetail'] as const };

export type Decision = 'approve' | 'reject';
export type ApproveQuery = Omit<ApproveSearch, 'page' | 'pageSize'> & { page: number; pageSize: number };

/** The requests the caller may decide (/1.1/search/approve), pending unless another status is asked for. */
export function useApproveSearch(q: ApproveQuery, enabled = true) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...leaveKeys.approve, q, lang],
    queryFn: () => api.post<LeavePage>('/1.1/search/approve', q),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One request as its approver reads it, with the balance of that type and who else is away (/1.1/view/approveDetail). */
export function useApproveDetail(id: string | null) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...leaveKeys.detail, id, lang],
    queryFn: () => api.post<ApproveDetail>('/1.1/view/approveDetail', { id }),
    enabled: !!id,
  });
}

/** After any decision or cancellation: every leave list and view, the approval inbox's counts and the menu badge's. */
export function useLeaveRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['approval'] }),
    queryClient.invalidateQueries({ queryKey: ['notificationCount'] }),
  ]);
}

/** Approves or rejects one request (/1.0/approve|reject/leaveForm); the caller shows the outcome. */
export function useDecideOne() {
  const refresh = useLeaveRefresh();
  return useMutation({
    mutationFn: ({ id, decision, remark }: { id: string; decision: Decision; remark?: string }) =>
      api.post<{ mailed: boolean }>(`/1.0/${decision}/leaveForm`, { id, ...(remark ? { remark } : {}) }, { dialog: false }),
    onSettled: () => { void refresh(); },
  });
}

/** One decision over many requests (/1.1/approveAndReject/leaveForm): each answers on its own. */
export function useDecideMany() {
  const refresh = useLeaveRefresh();
  return useMutation({
    mutationFn: ({ ids, decision, remark }: { ids: string[]; decision: Decision; remark?: string }) =>
      api.post<BulkDecisionResult[]>('/1.1/approveAndReject/leaveForm', { ids, action: decision, ...(remark ? { remark } : {}) }, { dialog: false }),
    onSettled: () => { void refresh(); },
  });
}
