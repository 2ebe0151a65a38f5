/**
 * What a page does while long work runs (GET get/work/progress/{id} every 600 ms): the bench asks
 * the same, so a figure includes the progress reads a user's page makes.
 */
export function followProgress(appUrl: string, token: string, progressId: string): { stop(): Promise<{ progressReads: number; lastProgress: string | null }> } {
  let progressReads = 0;
  let lastProgress: string | null = null;
  let running = true;
  const follow = (async () => {
    while (running) {
      await new Promise((r) => setTimeout(r, 600));
      const res = await fetch(`${appUrl}/api/1.0/get/work/progress/${progressId}`, { headers: { authorization: token } });
      if (res.ok) {
        progressReads += 1;
        const p = ((await res.json()) as { data: { done: number; total: number } }).data;
        lastProgress = `${p.done}/${p.total}`;
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await follow;
      return { progressReads, lastProgress };
    },
  };
}
