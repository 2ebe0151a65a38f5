/*
 * What the log may keep of a failure. A failed query reaches the error handler as drizzle's
 * DrizzleQueryError, whose message, stack and `params` carry every bound value (citizen ids,
 * salaries, names), around the driver's error, whose `message` and `detail` quote the offending
 * value ('invalid input syntax for type date: "…"', 'Key (email)=(…) already exists'). Logs are
 * read by more people than the database, so they get the query text with its placeholders, the
 * SQLSTATE, the constraint/table/column and the stack frames: enough to find the bug, no data.
 */

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => !!v && typeof v === 'object';

/** The errors in a `cause` chain, outermost first (drizzle wraps the driver's error). */
function chain(err: unknown): Bag[] {
  const out: Bag[] = [];
  for (let e: unknown = err; isBag(e) && out.length < 5; e = e.cause) out.push(e);
  return out;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
/** The stack's frames without its first line, which repeats the message (and so the values). */
const frames = (stack: unknown) => str(stack)?.split('\n').filter((l) => /^\s+at /.test(l)).join('\n');

/** True when the failure came from the database: a drizzle query error or a driver error with a SQLSTATE. */
export function isDatabaseError(err: unknown): boolean {
  return chain(err).some((e) => typeof e.query === 'string' || (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e));
}

/** A log-safe description of `err` (for pino's `err` key). */
export function loggableError(err: unknown): Bag {
  const errors = chain(err);
  const top = errors[0];
  if (!top) return { message: String(err) };
  if (!isDatabaseError(err)) return { type: str(top.name) ?? 'Error', message: str(top.message), stack: str(top.stack) };
  const pick = (key: string) => errors.map((e) => str(e[key])).find((v) => v !== undefined);
  return {
    type: 'DatabaseError',
    code: pick('code'),
    constraint: pick('constraint'),
    table: pick('table'),
    column: pick('column'),
    routine: pick('routine'),
    query: pick('query'),
    stack: frames(top.stack),
  };
}
