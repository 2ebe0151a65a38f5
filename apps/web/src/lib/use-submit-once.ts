import { useCallback, useRef } from 'react';

/** A random uuid (v4) from getRandomValues, which works on a plain-http address too (randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * A form's submission, once (issue 34 point 8). A second click while one is under way does
 * nothing (one answer, one toast), and every attempt carries the form's idempotency key: kept
 * across a double click and a retry after a lost answer, so the server files one request, and
 * renewed once the form changes (call `changed` from onValuesChange) or a submission succeeded.
 */
export function useSubmitOnce() {
  const key = useRef<string>(newIdempotencyKey());
  const busy = useRef(false);
  const changed = useCallback(() => { key.current = newIdempotencyKey(); }, []);
  /** Runs the submission with the key unless one is under way; the key is renewed after a success (submit answers true). */
  const run = useCallback(async (submit: (idempotencyKey: string) => Promise<boolean>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (await submit(key.current)) key.current = newIdempotencyKey();
    } finally {
      busy.current = false;
    }
  }, []);
  return { run, changed };
}
