import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built ONCE and applied in one
 * synchronous hook: @fastify/helmet built it anew on every request (parsing the CSP directives)
 * in two async hooks, a few per cent of a light call's whole cost (issue 16 "Figures").
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const apply = helmet(options);
  app.addHook('onRequest', (req, reply, done) => {
    apply(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
