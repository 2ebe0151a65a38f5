import { useSyncExternalStore } from 'react';

/** The global response of SPEC.md section 3: what the response dialog shows and where it leads. */
export type GlobalResponse = { type: 'success' | 'error' | 'warning' | 'info'; title: string; sub?: string; msg: string; to?: string; code?: number };

let current: GlobalResponse | null = null;
const listeners = new Set<() => void>();

export const responseStore = {
  get: () => current,
  set(r: GlobalResponse | null) {
    current = r;
    listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export const useGlobalResponse = () => useSyncExternalStore(responseStore.subscribe, responseStore.get);
