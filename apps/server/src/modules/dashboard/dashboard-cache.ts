/*
 * The HR dashboard's answers for a large scope, kept a short while and shared (issue 18 point 2's
 * figure: 10,000 employees, 10 HR readers at once). One computation per key at a time, however
 * many readers ask; once it settles, `keepUntil` says until when (epoch ms) its answer may be
 * served again, or null to forget it (a small scope, computed afresh at every read).
 */

type Kept = { promise: Promise<unknown>; until: number };
/** Per database (each test harness has its own): the answers being computed or kept, by key. */
const kept = new WeakMap<object, Map<string, Kept>>();

/** The answer kept for `key` while it holds, else a new computation shared by every reader until it settles. */
export function sharedAnswer<T>(db: object, key: string, now: number, compute: () => Promise<T>, keepUntil: (value: T) => number | null): Promise<T> {
  let byKey = kept.get(db);
  if (!byKey) kept.set(db, (byKey = new Map()));
  const found = byKey.get(key);
  if (found && found.until > now) return found.promise as Promise<T>;
  for (const [k, v] of byKey) if (v.until <= now) byKey.delete(k);
  // While computing, the entry holds (Infinity); then it stays until `keepUntil`, or goes.
  const entry: Kept = { until: Infinity, promise: compute() };
  const map = byKey;
  map.set(key, entry);
  const forget = () => { if (map.get(key) === entry) map.delete(key); };
  (entry.promise as Promise<T>).then((value) => {
    const until = keepUntil(value);
    if (until === null) forget();
    else entry.until = until;
  }, forget);
  return entry.promise as Promise<T>;
}
