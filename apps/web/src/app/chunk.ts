import type { ComponentType } from 'react';

const KEY = 'hr.chunkReloadAt';

/**
 * Loads a lazy page. A failed chunk (usually a new deployment replaced the files) reloads the page
 * once, and at most once per 60 seconds so a broken build cannot loop (SPEC.md section 8).
 */
export async function loadChunk<T extends { default: ComponentType }>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    const last = Number(localStorage.getItem(KEY) ?? 0);
    if (Date.now() - last > 60_000) {
      localStorage.setItem(KEY, String(Date.now()));
      window.location.reload();
      return new Promise<T>(() => {});
    }
    throw err;
  }
}
