import { z } from 'zod';
import { count, desc, eq } from 'drizzle-orm';
import { ZId } from '@hr/domain';
import { mailOutbox } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { actorOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';

const ACCESS = { permission: 'system-settings.mail-outbox', scope: 'hr' } as const;
const ZSearch = z.strictObject({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
  status: z.enum(['pending', 'sent', 'failed', 'stored']).optional(),
});
const ZRow = z.object({
  id: z.string(), to: z.string(), subject: z.string(), template: z.string(), lang: z.string(),
  status: z.string(), attempts: z.number(), lastError: z.string().nullable(), createdAt: z.string(), sentAt: z.string().nullable(),
});
const ZMail = ZRow.extend({ text: z.string() });

// Named columns, never select(): the `secret` column (a live password link's token) must not leave the database.
const LIST = {
  id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, template: mailOutbox.template, lang: mailOutbox.lang,
  status: mailOutbox.status, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt,
};
const dates = <T extends { createdAt: Date; sentAt: Date | null }>(r: T) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null });

export const mailRoutes = routes((app, deps) => {
  app.post('/api/1.0/search/mailOutbox', {
    schema: { tags: ['Mail'], summary: 'Administrators list the mail outbox (all mail when no SMTP server is set); every search is audited', body: ZSearch,
      response: replies(z.object({ items: z.array(ZRow), total: z.number(), page: z.number(), pageSize: z.number(), mode: z.string() })) },
    config: { access: ACCESS },
  }, async (req) => {
    const { page, pageSize, status } = req.body;
    const where = status ? eq(mailOutbox.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      deps.db.select(LIST).from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt)).limit(pageSize).offset((page - 1) * pageSize),
      deps.db.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    const actor = actorOf(req);
    await audit(deps.db, { actorId: actor.id, action: 'mail.outbox.searched', objectId: ACCESS.permission, ip: actor.ip, requestId: actor.requestId, detail: { page, pageSize, status: status ?? null, shown: rows.length } });
    return ok(req, { items: rows.map(dates), total: total?.n ?? 0, page, pageSize, mode: deps.mail.mode });
  });

  app.post('/api/1.0/get/mailOutbox', {
    schema: { tags: ['Mail'], summary: 'Administrators read one mail of the outbox (password links masked); every read is audited', body: z.strictObject({ id: ZId }),
      response: replies(ZMail) },
    config: { access: ACCESS },
  }, async (req) => {
    const [row] = await deps.db.select({ ...LIST, text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.id, req.body.id)).limit(1);
    if (!row) throw new AppError('RECORD_GONE');
    const actor = actorOf(req);
    await audit(deps.db, { actorId: actor.id, action: 'mail.outbox.viewed', objectId: ACCESS.permission, targetType: 'mail', targetId: row.id, ip: actor.ip, requestId: actor.requestId, detail: { to: row.to, template: row.template } });
    return ok(req, dates(row));
  });
});
