import { useSyncExternalStore } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import type { Lang } from './lang';

/**
 * The language of an employee's payslips, letters and mail (issue 35 point 7): set on the profile,
 * by HR on the record (`employeeId`), or from the language switcher's offer. The profile and the
 * record carry it, so both are read again after a change.
 */
export function useSavePreferredLanguage(employeeId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferredLang: Lang) => (employeeId
      ? api.post<{ preferredLang: Lang }>('/1.0/save/preferredLanguage', { id: employeeId, preferredLang })
      : api.post<{ preferredLang: Lang }>('/1.0/save/self/preferredLanguage', { preferredLang })),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
      queryClient.invalidateQueries({ queryKey: ['employee-view', 'contactInfo'] }),
    ]),
  });
}

/*
 * The switcher's offer: the switcher names the language just chosen; the offer (in the top bar)
 * asks once the page speaks it. A declined language is remembered per user in this browser, so
 * the offer does not come back for it.
 */
let offered: Lang | null = null;
const listeners = new Set<() => void>();
const setOffered = (lang: Lang | null) => { offered = lang; listeners.forEach((l) => l()); };
/** The language switcher calls this with the language the user switched to. */
export const offerLanguage = (lang: Lang) => setOffered(lang);
export const clearLanguageOffer = () => setOffered(null);
export const useOfferedLanguage = () => useSyncExternalStore((l) => { listeners.add(l); return () => listeners.delete(l); }, () => offered);

const declinedKey = (userId: string) => `hr.langOffer.${userId}`;
export function declinedLanguages(userId: string): Lang[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(declinedKey(userId)) ?? '[]');
    return Array.isArray(v) ? (v as Lang[]) : [];
  } catch {
    return [];
  }
}
export function declineLanguage(userId: string, lang: Lang) {
  localStorage.setItem(declinedKey(userId), JSON.stringify([...new Set([...declinedLanguages(userId), lang])]));
}
