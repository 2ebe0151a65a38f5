import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { requestFilingKeys, type Db, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/context';

/*
 * Filing with an idempotency key (issue 34 point 8; DESIGN section 3: the approval module owns
 * filing). Every call that files a request (leave, overtime, on-site and work from home, punch
 * corrections, sensitive-information changes) takes an optional `Idempotency-Key` header, a uuid
 * the form makes once per submission attempt: a double click or a retry after a timeout sends the
 * same key and gets the first answer back, and nothing is filed twice. The check-in button's
 * body field idempotencyKey (attendance/punch.service.ts) predates this and stays as it is.
 */

/** The request header, as Fastify reads it (lower case). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The headers a filing call declares (OpenAPI shows the key; any other header passes). */
export const ZFilingHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.uuid({ error: 'validation.invalid' }).optional()
    .describe('A uuid made once per submission attempt: the same key again answers the first result and files nothing more'),
});

export type FilingKey = { employeeId: string; key: string; operation: string; bodyHash: string };

/** Keys are kept this long: long enough for any retry, short enough that the table stays small. */
export const FILING_KEY_HOURS = 24;

/** The same JSON whatever the order of its properties, so a body reordered by a client hashes the same. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v ?? null);
}

/** The caller's key for an operation (a name such as 'overtime.save'), or undefined when the call sent none. */
export function filingKeyOf(req: FastifyRequest & { ctx: RequestContext }, operation: string): FilingKey | undefined {
  const key = req.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !key || !req.ctx.user) return undefined;
  return { employeeId: req.ctx.user.id, key: key.toLowerCase(), operation, bodyHash: createHash('sha256').update(canonical(req.body)).digest('hex') };
}

/**
 * Runs a filing in one transaction, once per key: the key is claimed first (an insert on the
 * primary key; an identical submit at the same moment waits there for this one's commit), the
 * filing runs, and its answer is stored in the same transaction. A key already used answers what
 * it answered then; used for another operation or another body it is refused (409160). A filing
 * that fails stores nothing, so its retry is checked again. Without a key it is a plain transaction.
 */
export async function fileOnce<T>(db: Db, key: FilingKey | undefined, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!key) return run(tx);
    const claimed = await tx.insert(requestFilingKeys).values({ employeeId: key.employeeId, key: key.key, operation: key.operation, bodyHash: key.bodyHash })
      .onConflictDoNothing().returning({ key: requestFilingKeys.key });
    if (!claimed.length) {
      const [was] = await tx.select({ operation: requestFilingKeys.operation, bodyHash: requestFilingKeys.bodyHash, answer: requestFilingKeys.answer })
        .from(requestFilingKeys).where(and(eq(requestFilingKeys.employeeId, key.employeeId), eq(requestFilingKeys.key, key.key)));
      if (!was || was.operation !== key.operation || was.bodyHash !== key.bodyHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return was.answer as T;
    }
    const answer = await run(tx);
    await tx.update(requestFilingKeys).set({ answer: answer as unknown }).where(and(eq(requestFilingKeys.employeeId, key.employeeId), eq(requestFilingKeys.key, key.key)));
    return answer;
  });
}

/** Forgets the keys older than FILING_KEY_HOURS (a job: a retry comes within minutes, not days). */
export async function expireFilingKeys(db: Db, now: Date): Promise<void> {
  await db.delete(requestFilingKeys).where(lt(requestFilingKeys.createdAt, new Date(now.getTime() - FILING_KEY_HOURS * 3_600_000)));
}
