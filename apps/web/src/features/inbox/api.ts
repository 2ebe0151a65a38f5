import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxPage, InboxSearch } from '@hr/domain/inbox';
import { api } from '../../lib/api';
import { NOTIFICATION_POLL_MS, useLang } from '../../lib/hooks';
import { useSession } from '../../lib/session';

/** The full list of the caller's notices. */
export const INBOX_PATH = '/notifications';

/**
 * Under the pending count's first key ('notificationCount'), so everything that refreshes the bell
 * after a decision (leave, sensitive information) refreshes the inbox too, and the other way round.
 */
const inboxKey = (token: string | null) => ['notificationCount', token, 'inbox'] as const;

/** How many of the caller's notices are unread; polled like the pending count. */
export function useUnreadCount() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...inboxKey(token), 'unread'],
    queryFn: () => api.get<number>('/1.0/get/count/inbox/self', { silent: true }),
    enabled: !!token,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** A page of the caller's notices, newest first, written by the server in the reader's language. */
export function useInbox(q: Required<InboxSearch>, enabled = true) {
  const { token } = useSession();
  const { lang } = useLang();
  return useQuery({
    queryKey: [...inboxKey(token), 'list', q, lang],
    queryFn: () => api.post<InboxPage>('/1.0/search/inbox/self', q, { silent: true }),
    placeholderData: keepPreviousData,
    enabled: !!token && enabled,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** Marks one notice read (silently: one already gone is nothing to tell the reader about), then refreshes the bell. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<null>('/1.0/read/inbox/self', { id }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notificationCount'] }),
  });
}

/** Marks every notice of the caller read, then refreshes the bell. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>('/1.0/readAll/inbox/self', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notificationCount'] }),
  });
}
