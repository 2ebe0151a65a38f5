import { and, eq, inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Lang } from '@hr/domain';
import { mailOutbox, namedStatement, ph, type Db, type DbOrTx } from '@hr/db';
import { t } from '../i18n';

export type MailMessage = { to: string; template: string; lang: Lang; subject: string; text: string; html: string };

export type Mailer = {
  /** Queues a message in the caller's transaction; nothing leaves before that transaction commits. */
  enqueue(tx: DbOrTx, msg: MailMessage): Promise<string>;
  /** Sends what is pending; call after commit. Resolves when this batch is done. */
  flush(): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
  close(): void;
};

// Built once and sent by name: every mail is queued through it, inside a business transaction.
const MAIL_FIELDS = ['to', 'subject', 'text', 'html', 'template', 'lang', 'status'] as const;
const insertMail = namedStatement<{ id: string }>('mail_enqueue', (db) =>
  db.insert(mailOutbox).values(Object.fromEntries(MAIL_FIELDS.map((f) => [f, ph(f)])) as never).returning({ id: mailOutbox.id }));

/**
 * The outbox mailer. With an SMTP transport, `flush` delivers pending rows and marks them sent
 * (or failed with the error, retried on the next flush up to 5 times); without one, rows are
 * stored for administrators to read in the outbox.
 */
export function createMailer(db: Db, opts: { smtpUrl?: string; from: string; log?: (msg: string, err?: unknown) => void }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  let running: Promise<void> = Promise.resolve();
  const sendPending = async () => {
    if (!transport) return;
    const pending = await db.select().from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['pending', 'failed']), sql`${mailOutbox.attempts} < 5`))
      .orderBy(mailOutbox.createdAt).limit(50);
    for (const m of pending) {
      try {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html ?? undefined });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: m.attempts + 1, lastError: null }).where(eq(mailOutbox.id, m.id));
      } catch (err) {
        opts.log?.('mail delivery failed', err);
        await db.update(mailOutbox).set({ status: 'failed', attempts: m.attempts + 1, lastError: String((err as Error).message).slice(0, 500) }).where(eq(mailOutbox.id, m.id));
      }
    }
  };
  return {
    mode: transport ? 'smtp' : 'outbox',
    async enqueue(tx, msg) {
      const [row] = await insertMail(tx, { ...msg, status: transport ? 'pending' : 'stored' });
      return row!.id;
    },
    flush() {
      // Flushes run one after another so two requests never send the same row twice.
      running = running.then(sendPending, sendPending);
      return running;
    },
    close() {
      transport?.close();
    },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Renders a localized message with one call-to-action link (mail.json: subject, body, action). */
export function renderLinkMail(lang: Lang, template: string, to: string, name: string, link: string, params: Record<string, string | number>): MailMessage {
  const subject = t(lang, `mail:${template}.subject`, params);
  const lines = [t(lang, 'mail:greeting', { name }), '', t(lang, `mail:${template}.body`, params), link, '', t(lang, 'mail:ignore'), '', t(lang, 'mail:signature')];
  const html = `<p>${escapeHtml(t(lang, 'mail:greeting', { name }))}</p><p>${escapeHtml(t(lang, `mail:${template}.body`, params))}</p>`
    + `<p><a href="${escapeHtml(link)}">${escapeHtml(t(lang, `mail:${template}.action`))}</a></p>`
    + `<p>${escapeHtml(t(lang, 'mail:ignore'))}</p><p>${escapeHtml(t(lang, 'mail:signature'))}</p>`;
  return { to, template, lang, subject, text: lines.join('\n'), html };
}

/**
 * Renders a localized notice without a link (mail.json: subject, body, then the template's detail
 * lines in the order given). Values are escaped; line breaks in them survive in the HTML part.
 */
export function renderNoticeMail(lang: Lang, template: string, to: string, name: string, params: Record<string, string | number>, details: string[] = []): MailMessage {
  const subject = t(lang, `mail:${template}.subject`, params);
  const paragraphs = [t(lang, `mail:${template}.body`, params), ...details.map((d) => t(lang, `mail:${template}.${d}`, params))];
  const text = [t(lang, 'mail:greeting', { name }), '', ...paragraphs.flatMap((p) => [p, '']), t(lang, 'mail:signature')].join('\n');
  const html = `<p>${escapeHtml(t(lang, 'mail:greeting', { name }))}</p>`
    + paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`).join('')
    + `<p>${escapeHtml(t(lang, 'mail:signature'))}</p>`;
  return { to, template, lang, subject, text, html };
}
