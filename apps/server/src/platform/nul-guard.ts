import type { FastifyInstance } from 'fastify';
import { BODY_MAX_DEPTH } from '@hr/domain';
import { AppError } from './app-error';
import { fieldError } from './validation-errors';

/**
 * True when objects and arrays nest deeper than `limit` under `value`. A loop with its own stack,
 * not recursion: the body it measures may be 20,000 levels deep (issue 35 point 14), which is
 * what overflowed the call stack of the walks after it.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** The first path (a.b.0.c) under `value` whose string, or key, holds a NUL character. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return [...path, k.replaceAll('\u0000', '')].join('.');
      const found = nulPath(v, [...path, k]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Refuses a NUL character (\u0000) anywhere in a request's parsed body, query or path parameters.
 * PostgreSQL cannot store NUL in text or jsonb, so such a value failed as a database error (HTTP
 * 500) on every route that writes or searches by text. One hook, rather than a rule in each
 * schema, covers every string of every route, including those whose schemas are generated
 * (masters), free-form (jsonb) or absent, and any route added later. It runs in preValidation:
 * after parsing, before the schemas, so the answer is a validation error naming the field.
 * Before any of that, a body nested deeper than BODY_MAX_DEPTH is refused (400) without being
 * walked: the walks (this one, the schemas') recurse.
 */
export function installNulGuard(app: FastifyInstance) {
  // A synchronous hook: every request passes it, and an async one costs a promise each time.
  app.addHook('preValidation', (req, _reply, done) => {
    if (nestsDeeperThan(req.body, BODY_MAX_DEPTH)) return done(new AppError('BODY_TOO_DEEP', { limit: BODY_MAX_DEPTH }));
    for (const [part, value] of [['body', req.body], ['querystring', req.query], ['params', req.params]] as const) {
      const path = nulPath(value);
      if (path !== null) return done(new AppError('VALIDATION', {}, null, [fieldError(req.ctx.lang, path || part, 'nulCharacter')]));
    }
    done();
  });
}
