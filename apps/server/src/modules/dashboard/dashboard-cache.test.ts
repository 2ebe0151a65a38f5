import { describe, expect, it } from 'vitest';
import { sharedAnswer } from './dashboard-cache';

/* The HR dashboard's short-lived answers: one computation at a time per key, kept while they hold. */
describe('sharedAnswer', () => {
  it('readers asking at once share one computation; a large answer is kept until its time, a small one is not', async () => {
    const db = {};
    let runs = 0;
    const compute = (n: number) => async () => { runs += 1; await new Promise((r) => setTimeout(r, 5)); return n; };
    const keepLarge = (n: number) => (n >= 1000 ? 30_000 : null);
    const [a, b] = await Promise.all([sharedAnswer(db, 'k', 0, compute(5000), keepLarge), sharedAnswer(db, 'k', 0, compute(5000), keepLarge)]);
    expect([a, b, runs]).toEqual([5000, 5000, 1]);
    expect(await sharedAnswer(db, 'k', 29_999, compute(7000), keepLarge)).toBe(5000);
    expect(runs).toBe(1);
    // Its time is up: computed again.
    expect(await sharedAnswer(db, 'k', 30_000, compute(7000), keepLarge)).toBe(7000);
    expect(runs).toBe(2);
    // A small scope is computed at every read; another database keeps its own answers.
    await sharedAnswer(db, 'small', 0, compute(3), keepLarge);
    await sharedAnswer(db, 'small', 1, compute(3), keepLarge);
    await sharedAnswer({}, 'k', 1, compute(5000), keepLarge);
    expect(runs).toBe(5);
  });

  it('a failed computation is not kept', async () => {
    const db = {};
    await expect(sharedAnswer(db, 'k', 0, async () => { throw new Error('down'); }, () => 30_000)).rejects.toThrow('down');
    expect(await sharedAnswer(db, 'k', 1, async () => 1, () => 30_000)).toBe(1);
  });
});
