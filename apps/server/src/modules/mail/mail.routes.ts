import { z } from 'zod';
import { count, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '@hr/db';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';

const ZSearch = z.strictObject({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
  status: z.enum(['pending', 'sent', 'failed', 'stored']).optional(),
});
const ZRow = z.object({
  id: z.string(), to: z.string(), subject: z.string(), text: z.string(), template: z.string(), lang: z.string(),
  status: z.string(), attempts: z.number(), lastError: z.string().nullable(), createdAt: z.string(), sentAt: z.string().nullable(),
});

export const mailRoutes = routes((app, deps) => {
  app.post('/api/1.0/search/mailOutbox', {
    schema: { tags: ['Mail'], summary: 'Administrators read the mail outbox (all mail when no SMTP server is set)', body: ZSearch,
      response: replies(z.object({ items: z.array(ZRow), total: z.number(), page: z.number(), pageSize: z.number(), mode: z.string() })) },
    config: { access: { permission: 'system-settings.mail-outbox', scope: 'hr' } },
  }, async (req) => {
    const { page, pageSize, status } = req.body;
    const where = status ? eq(mailOutbox.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      deps.db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt)).limit(pageSize).offset((page - 1) * pageSize),
      deps.db.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    const items = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null }));
    return ok(req, { items, total: total?.n ?? 0, page, pageSize, mode: deps.mail.mode });
  });
});
