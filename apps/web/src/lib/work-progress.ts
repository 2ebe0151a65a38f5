import { useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api, downloadFile } from './api';
import { newIdempotencyKey } from '../features/dashboard/api';

/** How far a long piece of work has come (GET get/work/progress/{id}, the server's platform/progress.ts). */
export type WorkProgress = { kind: string; done: number; total: number; finished: boolean };

/** How often the page asks while it waits. */
export const POLL_MS = 600;

/** Reads one piece of work's progress; an id the server does not know yet (not started) reads as null. */
export const readProgress = (progressId: string) =>
  api.get<WorkProgress>(`/1.0/get/work/progress/${progressId}`, { silent: true }).catch(() => null);

/**
 * Asks how far the work named `progressId` has come every POLL_MS until the returned stop() is
 * called. Unknown yet (the server has not started it) reads as missing: it keeps waiting quietly.
 */
export function pollProgress(progressId: string, onProgress: (p: WorkProgress) => void): () => void {
  let running = true;
  void (async () => {
    while (running) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      if (!running) return;
      const p = await readProgress(progressId);
      if (p && running) onProgress(p);
    }
  })();
  return () => { running = false; };
}

/**
 * A call the page follows while it runs (a large export, a salary period's compute): the request
 * carries an id of the page's making (`progressId`), and until it answers, the page asks how many
 * of how many the server has done. `progress` is null when nothing runs, {done: 0, total: 0} until
 * the first answer.
 */
export function useFollowedWork<B extends object, T>(
  run: (body: B & { progressId: string }) => Promise<T>,
  options: Omit<UseMutationOptions<T, Error, B>, 'mutationFn'> = {},
) {
  const [progress, setProgress] = useState<Pick<WorkProgress, 'done' | 'total'> | null>(null);
  const mutation = useMutation<T, Error, B>({
    ...options,
    mutationFn: async (body: B) => {
      const progressId = newIdempotencyKey();
      setProgress({ done: 0, total: 0 });
      const stop = pollProgress(progressId, (p) => setProgress({ done: p.done, total: p.total }));
      try {
        return await run({ ...body, progressId });
      } finally {
        stop();
        setProgress(null);
      }
    },
  });
  return { ...mutation, progress };
}

/** A download of a large export the page follows while the file streams in (see useFollowedWork). */
export function useFollowedDownload<B extends object>(path: string, fallbackName: string) {
  return useFollowedWork<B, void>((body) => downloadFile(path, body, fallbackName));
}
