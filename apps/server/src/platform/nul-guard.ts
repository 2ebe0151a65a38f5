import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { fieldError } from './validation-errors';

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
 */
export function installNulGuard(app: FastifyInstance) {
  // A synchronous hook: every request passes it, and an async one costs a promise each time.
  app.addHook('preValidation', (req, _reply, done) => {
    for (const [part, value] of [['body', req.body], ['querystring', req.query], ['params', req.params]] as const) {
      const path = nulPath(value);
      if (path !== null) return done(new AppError('VALIDATION', {}, null, [fieldError(req.ctx.lang, path || part, 'nulCharacter')]));
    }
    done();
  });
}
