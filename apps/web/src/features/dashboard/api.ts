import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cardAfterPunch, type CheckoutState, type DashboardSelf, type PunchBody, type PunchResult, type UpcomingHoliday } from '@hr/domain/attendance/punch';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import { FENCE_CODE_LIST } from './geolocation';

/* The check-in card's calls (SPEC section 7 "Dashboard") as TanStack Query hooks. */

export const attendanceKeys = {
  all: ['attendance'] as const,
  card: (lang: string) => ['attendance', 'card', lang] as const,
  holidays: (lang: string) => ['attendance', 'holidays', lang] as const,
};

/** The caller's card: the day, its shift, the punches, what the button does next. */
export function usePunchCard() {
  const { lang } = useLang();
  return useQuery({ queryKey: attendanceKeys.card(lang), queryFn: () => api.get<DashboardSelf>('/1.0/get/dashboard/self') });
}

/** The next holidays from today on. */
export function useUpcomingHolidays() {
  const { lang } = useLang();
  return useQuery({ queryKey: attendanceKeys.holidays(lang), queryFn: () => api.post<UpcomingHoliday[]>('/1.0/get/dashboard/holiday/self', { limit: 2 }), staleTime: 60 * 60_000 });
}

/** What a check-out now would be (a read: the card asks before an early check-out). */
export const readCheckout = () => api.get<CheckoutState>('/1.0/get/dashboard/self/checkout');

/**
 * Records a punch. The answer's card replaces the one shown; an answer without one (a press on the
 * card's ticket, one write) turns the button at once and the card is read again for the day's
 * status. The geofence's refusals are the card's to show.
 */
export function usePunch() {
  const { lang } = useLang();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PunchBody) => api.post<PunchResult>('/1.0/insert/timestamp/self', body, { shownHere: FENCE_CODE_LIST }),
    onSuccess: (r) => {
      queryClient.setQueryData<DashboardSelf>(attendanceKeys.card(lang), (c) => (c ? cardAfterPunch(c, r) : r.card ?? undefined));
      // The card in the other languages is stale now, and this one too when the answer had none.
      void queryClient.invalidateQueries({ queryKey: ['attendance', 'card'], predicate: (q) => !r.card || q.queryKey[2] !== lang });
      // The dashboard's month bar counts today too: it is read again, not left as it was before the punch.
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'overview'] });
    },
  });
}

/**
 * A fresh idempotency key for one press of the button: a random uuid (v4). crypto.randomUUID is
 * only there on secure pages (https, localhost); an office server reached as http://10.0.0.5 is
 * not one, and getRandomValues works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
