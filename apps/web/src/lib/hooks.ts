import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@hr/domain/session';
import { api } from './api';
import { splitLang, withLang, type Lang } from './lang';
import { useSession } from './session';

/** The language the URL prefix selects, and a helper to build links in it. */
export function useLang(): { lang: Lang; rest: string; to: (path: string) => string } {
  const { pathname } = useLocation();
  const { lang, rest } = splitLang(pathname);
  return { lang, rest, to: (path: string) => withLang(lang, path) };
}

/** The caller's profile; re-read on every app load so role changes apply at the next load. */
export function useProfile() {
  const { token } = useSession();
  const { lang } = useLang();
  return useQuery({
    // The name comes back in the reader's language, so each language has its own entry.
    queryKey: ['profile', token, lang],
    placeholderData: (previous) => previous,
    queryFn: () => api.get<Profile>('/1.1/getProfile', { silent: true }),
    enabled: !!token,
    staleTime: 5 * 60_000,
  });
}

/** can(objectId): the menu-permission test of SPEC.md section 6. */
export function useCan() {
  const { data } = useProfile();
  const set = new Set(data?.menuList ?? []);
  return (objectId?: string) => !objectId || set.has(objectId);
}

/** SPEC.md section 9: the pending-approval count, polled every 5 minutes. */
export const NOTIFICATION_POLL_MS = 300_000;
export function useNotificationCount() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['notificationCount', token],
    queryFn: () => api.get<number>('/1.0/get/count/notification/self', { silent: true }),
    enabled: !!token,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** The same count per source (leave-approval, sensitive-requests, ...), for the menu's badges; polled alike. */
export function useNotificationSources() {
  const { token } = useSession();
  return useQuery({
    // Under the same first key, so invalidating 'notificationCount' after a decision refreshes both.
    queryKey: ['notificationCount', token, 'bySource'],
    queryFn: () => api.get<{ total: number; bySource: Record<string, number> }>('/1.0/get/count/notification/self/bySource', { silent: true }),
    enabled: !!token,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}
