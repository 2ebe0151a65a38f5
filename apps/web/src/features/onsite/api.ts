import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { OnSitePage, OnSiteSave, OnSiteSearch, OnSiteView } from '@hr/domain/onsite/schemas';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import { useOvertimeRefresh } from '../overtime/api';

type Paged = Omit<OnSiteSearch, 'page' | 'pageSize'> & { page: number; pageSize: number };
/** Which list: the requests I work in (meOnSiteWork), those I filed (workonsiteself), my team's (workonsitehrorlead). */
export type OnSiteList = 'mine' | 'filed' | 'team';
const SEARCH: Record<OnSiteList, string> = { mine: '/1.0/search/meOnSiteWork', filed: '/1.0/search/workonsiteself', team: '/1.0/search/workonsitehrorlead' };
export const onSiteKeys = { all: ['onSite'] as const };

export function useOnSiteList(list: OnSiteList, q: Paged) {
  const { lang } = useLang();
  return useQuery({ queryKey: [...onSiteKeys.all, list, q, lang], queryFn: () => api.post<OnSitePage>(SEARCH[list], q), placeholderData: keepPreviousData });
}

export function useOnSiteView(id: string | null) {
  const { lang } = useLang();
  return useQuery({ queryKey: [...onSiteKeys.all, 'view', id, lang], queryFn: () => api.post<OnSiteView>('/1.0/get/onSiteWorkDetail', { id }), enabled: !!id });
}

/** After a change: the on-site lists, the approval inbox, the badge and the attendance months (one refresh for every request type). */
const useRefresh = useOvertimeRefresh;

export function useSaveOnSite() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ key, ...v }: OnSiteSave & { key?: string }) => api.post<{ id: string }>('/1.0/save/onSiteWork', v, { dialog: false, idempotencyKey: key }), onSuccess: () => { void refresh(); } });
}

export function useCancelOnSite() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (v: { id: string; reason?: string }) => api.post<null>('/1.0/cancel/workonsite', v), onSettled: () => { void refresh(); } });
}

/** Uploads the attachment (user/upload/onsite); the answer is the stored file. */
export async function uploadOnSiteFile(file: File) {
  const body = new FormData();
  body.append('file', file);
  const [stored] = await api.post<Array<{ id: string; name: string }>>('/1.0/user/upload/onsite', body);
  return stored!;
}
