import { useSyncExternalStore } from 'react';

/**
 * What the browser keeps between visits: the token and the two dialog flags of SPEC.md section 4
 * (privacy consent pending, announcement pop-up due), plus dark mode. One small store so every
 * component re-renders when a flag changes.
 */
export type SessionState = { token: string | null; pdpa: 'pending' | 'done'; announcement: boolean; dark: boolean; endedBy: EndReason | null };
/** Why the token went away; the member layout routes on it (login page, tokenFail, closed page). */
export type EndReason = 'logout' | 'expired' | 'maintenance';
let endedBy: EndReason | null = null;

const K = { token: 'hr.token', pdpa: 'hr.pdpa', announcement: 'hr.announcement', dark: 'hr.dark' } as const;
const read = (): SessionState => ({
  token: localStorage.getItem(K.token),
  pdpa: localStorage.getItem(K.pdpa) === 'pending' ? 'pending' : 'done',
  announcement: localStorage.getItem(K.announcement) === 'true',
  dark: localStorage.getItem(K.dark) === 'true',
  endedBy,
});

let state = read();
const listeners = new Set<() => void>();
const emit = () => {
  state = read();
  listeners.forEach((l) => l());
};
window.addEventListener('storage', emit);

export const session = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Setting a token also makes the announcement pop-up due (SPEC.md section 4). */
  setToken(token: string, havePdpa: boolean) {
    endedBy = null;
    localStorage.setItem(K.token, token);
    localStorage.setItem(K.announcement, 'true');
    localStorage.setItem(K.pdpa, havePdpa ? 'done' : 'pending');
    emit();
  },
  replaceToken(token: string) {
    localStorage.setItem(K.token, token);
    emit();
  },
  clear(reason: EndReason) {
    endedBy = reason;
    localStorage.removeItem(K.token);
    localStorage.removeItem(K.pdpa);
    localStorage.removeItem(K.announcement);
    emit();
  },
  setPdpaDone() {
    localStorage.setItem(K.pdpa, 'done');
    emit();
  },
  setAnnouncement(due: boolean) {
    localStorage.setItem(K.announcement, String(due));
    emit();
  },
  setDark(dark: boolean) {
    localStorage.setItem(K.dark, String(dark));
    emit();
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}
