import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fkField, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode, pgMissingParent, UNIQUE_FIELDS } from '@hr/db';
import { AppError } from './app-error';
import { sendError } from './reply';
import { fieldError, fieldLabel, toFieldErrors } from './validation-errors';
import { t } from './i18n';
import { loggableError } from './loggable-error';

/**
 * Every failure leaves as a catalogue envelope. Validation names each field; database constraint
 * violations become 'already exists' / 'in use'; anything else is logged with its stack and
 * answered as a bare 'An error occurred' — no stack, SQL or driver text ever reaches a client,
 * and no parameter value or driver detail (personal data) reaches the log.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) return sendError(req, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = toFieldErrors(req.ctx.lang, error.validation, error.validationContext ?? 'body');
      return sendError(req, reply, new AppError('VALIDATION', {}, null, fields));
    }
    const pg = pgErrorCode(error);
    if (pg === PG_UNIQUE_VIOLATION) {
      const field = UNIQUE_FIELDS[pgConstraint(error) ?? ''];
      const label = field ? fieldLabel(req.ctx.lang, field) : '';
      const fields = field ? [{ field, code: 'duplicate', text: t(req.ctx.lang, 'errors:duplicate', { field: label }) }] : [];
      return sendError(req, reply, new AppError('DUPLICATE', { field: label }, null, fields));
    }
    if (pg === PG_FOREIGN_KEY_VIOLATION) {
      // A write that points at a row that is not there is the caller's bad input on that field;
      // a delete of a row others point at is REFERENCED (deactivate it instead).
      const field = pgMissingParent(error) ? fkField(pgConstraint(error)) : undefined;
      if (field) return sendError(req, reply, new AppError('VALIDATION', {}, null, [fieldError(req.ctx.lang, field, 'invalid')]));
      return sendError(req, reply, new AppError('REFERENCED'));
    }
    if (error.statusCode === 429) return sendError(req, reply, new AppError('RATE_LIMITED'));
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || (error.statusCode === 400 && error.code?.startsWith('FST_'))) {
      return sendError(req, reply, new AppError('BAD_REQUEST'));
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      // Outer multipart/body limits (route rules are stricter and answer with their own numbers).
      return error.code === 'FST_FILES_LIMIT'
        ? sendError(req, reply, new AppError('FILE_COUNT', { limit: 10 }))
        : sendError(req, reply, new AppError('FILE_TOO_LARGE', { limit: '10MB' }));
    }
    // Never the error itself: a failed query carries its parameter values (loggable-error.ts).
    req.log.error({ err: loggableError(error) }, 'unhandled error');
    return sendError(req, reply, new AppError('INTERNAL'));
  });

  app.setNotFoundHandler((req, reply) => sendError(req, reply, new AppError('NOT_FOUND')));
}
