import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './context';

export type ZApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A module's routes: `export const sessionRoutes = routes((app, deps) => { app.post(...) })`. */
export const routes = (fn: (app: ZApp, deps: Deps) => void) => fn;

/** Request facts services record in the audit log. */
export const metaOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'], requestId: String(req.id) });
