import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, downloadFile } from './api';
import { newIdempotencyKey } from '../features/dashboard/api';

/** How far a long piece of work has come (GET get/work/progress/{id}, the server's platform/progress.ts). */
export type WorkProgress = { kind: string; done: number; total: number; finished: boolean };

/** How often the page asks while it waits. */
const POLL_MS = 600;

/**
 * A download of a large export the page follows: the request carries an id of the page's making
 * (`progressId`), and while the file streams in, the page asks how many rows the server has
 * written of how many. `progress` is null when nothing runs, {done: 0, total: 0} until the first
 * answer.
 */
export function useFollowedDownload<B extends object>(path: string, fallbackName: string) {
  const [progress, setProgress] = useState<Pick<WorkProgress, 'done' | 'total'> | null>(null);
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: async (body: B) => {
      const progressId = newIdempotencyKey();
      running.current = true;
      setProgress({ done: 0, total: 0 });
      const poll = async () => {
        while (running.current) {
          await new Promise((r) => setTimeout(r, POLL_MS));
          if (!running.current) return;
          // Unknown yet (the server has not started it) reads as missing: keep waiting quietly.
          const p = await api.get<WorkProgress>(`/1.0/get/work/progress/${progressId}`, { silent: true }).catch(() => null);
          if (p && running.current) setProgress({ done: p.done, total: p.total });
        }
      };
      void poll();
      try {
        await downloadFile(path, { ...body, progressId }, fallbackName);
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
  });
  return { ...mutation, progress };
}
