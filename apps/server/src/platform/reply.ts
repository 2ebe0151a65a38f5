import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, type ErrorName, type Lang } from '@hr/domain';
import type { AppError } from './app-error';
import type { Envelope } from './envelope';
import { t } from './i18n';

const topicKey = (name: ErrorName) => (name === 'MAINTENANCE' ? 'maintenance' : ERRORS[name].http < 300 ? 'success' : 'error');

/** Builds the envelope for a catalogue entry in the caller's language. */
export function envelope<T>(lang: Lang, name: ErrorName, data: T, params?: Record<string, string | number>): Envelope<T> {
  const e = ERRORS[name];
  return {
    success: e.http < 300,
    msg: { code: e.code, topic: t(lang, `topics:${topicKey(name)}`), text: t(lang, `errors:${e.key}`, params) },
    data,
  };
}

/** A success answer: `reply.send(ok(req, data))`; the message may name another success entry. */
export function ok<T>(req: FastifyRequest, data: T, name: ErrorName = 'OK', params?: Record<string, string | number>): Envelope<T> {
  return envelope(req.ctx.lang, name, data, params);
}

export function sendError(req: FastifyRequest, reply: FastifyReply, err: AppError) {
  const body = envelope(req.ctx.lang, err.name, err.fields.length ? { errors: err.fields } : err.data, err.params);
  return reply.status(err.entry.http).send(body);
}
