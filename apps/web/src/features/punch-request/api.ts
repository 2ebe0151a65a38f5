import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PunchRequestPage, PunchRequestSave, PunchRequestView } from '@hr/domain/attendance/punch-request';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import { useOvertimeRefresh } from '../overtime/api';

export function useOwnPunchRequests(page: number, pageSize: number) {
  const { lang } = useLang();
  return useQuery({ queryKey: ['punchRequest', 'self', page, pageSize, lang], queryFn: () => api.post<PunchRequestPage>('/1.0/search/punchRequest/self', { page, pageSize }), placeholderData: keepPreviousData });
}
export function usePunchRequestView(id: string | null) {
  const { lang } = useLang();
  return useQuery({ queryKey: ['punchRequest', 'view', id, lang], queryFn: () => api.post<PunchRequestView>('/1.0/get/punchRequest', { id }), enabled: !!id });
}
export function useSavePunchRequest() {
  const refresh = useOvertimeRefresh();
  const queryClient = useQueryClient();
  // The caller's own list too: a request just sent shows in it at once.
  return useMutation({ mutationFn: ({ key, ...v }: PunchRequestSave & { key?: string }) => api.post<{ id: string }>('/1.0/save/punchRequest', v, { dialog: false, idempotencyKey: key }),
    onSuccess: () => { void refresh(); void queryClient.invalidateQueries({ queryKey: ['punchRequest'] }); } });
}
export function useCancelPunchRequest() {
  const refresh = useOvertimeRefresh();
  return useMutation({ mutationFn: (v: { id: string }) => api.post<null>('/1.0/cancel/punchRequest', v), onSettled: () => { void refresh(); } });
}
