import type { Deps } from './context';

/**
 * Background jobs (DESIGN.md section 3: one home). A job is work that is due by the clock (mail
 * waiting in the outbox, an announcement whose start has come). Its state lives in PostgreSQL
 * and each job claims what it does with a conditional UPDATE (or FOR UPDATE SKIP LOCKED), so it
 * survives restarts (nothing due is kept in memory) and every server process may run every job:
 * whichever claims a row does it, once.
 */
export type Job = { name: string; everyMs: number; run(deps: Deps): Promise<unknown> };

/**
 * Runs each job now and then every `everyMs`, never two runs of one job at once in this process.
 * A failing run is logged and tried again at the next tick. Returns a stop function that waits
 * for the runs under way.
 */
export function startJobs(deps: Deps, jobs: Job[], log: (msg: string, err?: unknown) => void): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  const tick = (job: Job) => {
    if (running.has(job.name)) return;
    const run = job.run(deps).then(() => undefined, (err: unknown) => log(`job ${job.name} failed`, err)).finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  const timers = jobs.map((job) => { tick(job); return setInterval(() => tick(job), job.everyMs); });
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.all(running.values());
  };
}
