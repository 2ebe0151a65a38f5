import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkDecisionResult } from '@hr/domain/leave/views';
import type { RequestType } from '@hr/domain/approval/schemas';
import type { OvertimeFigures, OvertimePage, OvertimePreview, OvertimeSave, OvertimeSelfSearch, OvertimeTeamSearch, OvertimeView } from '@hr/domain/overtime/schemas';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';

/** The team's overtime page (SPEC section 2 employment-management/ot). */
export const OT_PATH = '/employment-management/ot';
export const OT_PERMISSION = 'employment-management.ot';

/** Every overtime query starts with 'overtime', every approval-inbox query with 'approval': one invalidation each refreshes them after a change. */
export const otKeys = { all: ['overtime'] as const, approval: ['approval'] as const };

type Paged<Q> = Omit<Q, 'page' | 'pageSize'> & { page: number; pageSize: number };

/** The caller's own requests (search/empOverTime/self). */
export function useOwnOvertime(q: Paged<OvertimeSelfSearch>) {
  const { lang } = useLang();
  return useQuery({ queryKey: [...otKeys.all, 'self', q, lang], queryFn: () => api.post<OvertimePage>('/1.0/search/empOverTime/self', q), placeholderData: keepPreviousData });
}

/** The team's requests, everyone's for HR (search/empOverTime/hrorlead). */
export function useTeamOvertime(q: Paged<OvertimeTeamSearch>) {
  const { lang } = useLang();
  return useQuery({ queryKey: [...otKeys.all, 'team', q, lang], queryFn: () => api.post<OvertimePage>('/1.0/search/empOverTime/hrorlead', q), placeholderData: keepPreviousData });
}

/** One request with its chain and worked hours (get/empOverTime). */
export function useOvertimeView(id: string | null) {
  const { lang } = useLang();
  return useQuery({ queryKey: [...otKeys.all, 'view', id, lang], queryFn: () => api.post<OvertimeView>('/1.0/get/empOverTime', { id }), enabled: !!id });
}

/** The figures a request would have, as the form fills in (preview/empOverTime); its errors show under the fields, not in a dialog. */
export function useOvertimePreview(v: OvertimePreview | null) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...otKeys.all, 'preview', v, lang],
    queryFn: () => api.post<OvertimeFigures>('/1.0/preview/empOverTime', v, { dialog: false }),
    enabled: !!v, retry: false, placeholderData: keepPreviousData,
  });
}

/** After any change to a request on the approval module: every overtime and on-site list and view, the approval inbox, the menu badge, attendance months. */
export function useOvertimeRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: otKeys.all }),
    queryClient.invalidateQueries({ queryKey: otKeys.approval }),
    queryClient.invalidateQueries({ queryKey: ['onSite'] }),
    queryClient.invalidateQueries({ queryKey: ['attendancePages'] }),
    queryClient.invalidateQueries({ queryKey: ['notificationCount'] }),
  ]);
}

export function useSaveOvertime() {
  const refresh = useOvertimeRefresh();
  return useMutation({
    mutationFn: ({ key, ...v }: OvertimeSave & { key?: string }) => api.post<{ id: string; overCap: boolean }>('/1.0/save/empOverTime', v, { dialog: false, idempotencyKey: key }),
    onSuccess: () => { void refresh(); },
  });
}

export function useCancelOvertime() {
  const refresh = useOvertimeRefresh();
  return useMutation({
    mutationFn: (v: { id: string; reason?: string }) => api.post<null>('/1.0/cancel/empOverTime', v),
    onSettled: () => { void refresh(); },
  });
}

/** Approves or rejects requests of a type at their open step (approveAndReject/approval): each answers on its own. */
export function useDecideRequests(requestType: RequestType) {
  const refresh = useOvertimeRefresh();
  return useMutation({
    mutationFn: ({ ids, decision, remark }: { ids: string[]; decision: 'approve' | 'reject'; remark?: string }) =>
      api.post<BulkDecisionResult[]>('/1.1/approveAndReject/approval', { requestType, ids, action: decision, ...(remark ? { remark } : {}) }, { dialog: false }),
    onSettled: () => { void refresh(); },
  });
}

/** How many requests of each type wait for the caller (the approval page's tabs). */
export function useApprovalCounts(enabled = true) {
  return useQuery({ queryKey: [...otKeys.approval, 'counts'], queryFn: () => api.post<Record<RequestType, number>>('/1.1/search/approval/counts', {}), enabled });
}

/** The requests of a type waiting for the caller (the approval page's tab). */
export function useApprovalInbox<T>(requestType: RequestType, page: number, pageSize: number) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...otKeys.approval, 'inbox', requestType, page, pageSize, lang],
    queryFn: () => api.post<{ items: T[]; total: number; page: number; pageSize: number }>('/1.1/search/approval/inbox', { requestType, page, pageSize }),
    placeholderData: keepPreviousData,
  });
}
