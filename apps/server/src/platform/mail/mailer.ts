import { and, eq, sql } from 'drizzle-orm';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Lang } from '@hr/domain';
import { mailOutbox, namedStatement, ph, type Db, type DbOrTx } from '@hr/db';
import { t } from '../i18n';

/**
 * A message to queue. A mail carrying a secret (a password link's token) has it masked in `text`
 * and `html` (SECRET_MASK in place of the token) and the token itself in `secret`; `demo` marks a
 * recipient of the seeded demo company (printed on the console when no SMTP server is set).
 */
export type MailMessage = { to: string; template: string; lang: Lang; subject: string; text: string; html: string; secret?: string; demo?: boolean; attachment?: MailAttachmentRef };
/** A file to attach, named by what it is (made at delivery by the resolver given to the mailer). */
export type MailAttachmentRef = { kind: string; [key: string]: string };
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
/** Makes the file of an attachment reference; null when what it names is gone (the mail then fails with why). */
export type AttachmentResolver = (ref: MailAttachmentRef) => Promise<MailAttachment | null>;
export type Mailer = {
  /** Queues a message in the caller's transaction; nothing leaves before that transaction commits. */
  enqueue(tx: DbOrTx, msg: MailMessage): Promise<string>;
  /** Queues many messages in the caller's transaction, a few hundred rows per statement (an announcement to a whole company). */
  enqueueMany(tx: DbOrTx, msgs: MailMessage[]): Promise<number>;
  /** Sends what is pending; call after commit. Resolves when this batch is done. */
  flush(): Promise<void>;
  /** Who makes the files mails refer to (the payslips module); set once at start. */
  attach(resolver: AttachmentResolver): void;
  readonly mode: 'smtp' | 'outbox';
  close(): void;
};

/**
 * What stands for a secret in a kept mail body. Issue 13: whoever reads the outbox must not be able
 * to take over an account, so the body in the database only ever holds this mask; the live token
 * sits in the `secret` column, which no API selects, and is put back into the message only when it
 * is handed to the transport (then the column is cleared). Without a transport the secret is not
 * kept at all, except for the demo company, whose mail the console prints once.
 */
export const SECRET_MASK = '********';
const reveal = (body: string, secret: string | null) => (secret ? body.replaceAll(SECRET_MASK, secret) : body);

// Built once and sent by name: every mail is queued through it, inside a business transaction.
const MAIL_FIELDS = ['to', 'subject', 'text', 'html', 'template', 'lang', 'status', 'secret', 'attachment'] as const;
const insertMail = namedStatement<{ id: string }>('mail_enqueue', (db) =>
  db.insert(mailOutbox).values(Object.fromEntries(MAIL_FIELDS.map((f) => [f, ph(f)])) as never).returning({ id: mailOutbox.id }));

type Delivery = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };
/**
 * The outbox mailer. With an SMTP transport, `flush` delivers pending rows and marks them sent
 * (or failed with the error, retried on the next flush up to 5 times); without one, rows are
 * stored for administrators to read in the outbox, and demo-company mail is printed by `print`
 * (the server console) as development mail catchers do, then marked sent.
 */
export function createMailer(db: Db, opts: { smtpUrl?: string; from: string; log?: (msg: string, err?: unknown) => void; print?: (mail: Delivery) => void }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const print = opts.print ?? printMail;
  const deliver = async (m: Delivery) => {
    if (transport) await transport.sendMail({ from: opts.from, ...m });
    else print(m);
  };
  let attachments: AttachmentResolver | null = null;
  // Without a transport a mail is stored for the outbox page (its secret not kept), except the demo company's, which is printed.
  const outboxRow = (msg: MailMessage) => {
    const { secret, demo, attachment, ...body } = msg;
    const sends = !!transport || !!demo;
    return { ...body, status: sends ? 'pending' : 'stored', secret: sends ? (secret ?? null) : null, attachment: attachment ?? null };
  };
  const sendBatch = async (rows: Array<typeof mailOutbox.$inferSelect>) => {
    for (const m of rows) {
      try {
        const file = m.attachment ? await attachments?.(m.attachment) : undefined;
        if (m.attachment && !file) throw new Error(`attachment ${m.attachment.kind} is gone`);
        await deliver({ to: m.to, subject: m.subject, text: reveal(m.text, m.secret), html: m.html ? reveal(m.html, m.secret) : undefined, ...(file ? { attachments: [file] } : {}) });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: m.attempts + 1, lastError: null, secret: null }).where(eq(mailOutbox.id, m.id));
      } catch (err) {
        opts.log?.('mail delivery failed', err);
        await db.update(mailOutbox).set({ status: 'failed', attempts: m.attempts + 1, lastError: String((err as Error).message).slice(0, 500) }).where(eq(mailOutbox.id, m.id));
      }
    }
  };
  let running: Promise<void> = Promise.resolve();
  const BATCH = 50;
  const sendPending = async () => {
    // Everything pending, a batch at a time (a period's 10,000 payslips go in one flush, not one batch
    // every 30 seconds); a delivered or failed row is no longer pending, so the loop ends.
    for (;;) {
      const pending = await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending')).orderBy(mailOutbox.createdAt).limit(BATCH);
      await sendBatch(pending);
      if (pending.length < BATCH) break;
    }
    // Earlier failures, once each per flush, up to 5 attempts.
    await sendBatch(await db.select().from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'failed'), sql`${mailOutbox.attempts} < 5`)).orderBy(mailOutbox.createdAt).limit(BATCH));
  };
  return {
    mode: transport ? 'smtp' : 'outbox',
    async enqueue(tx, msg) {
      const [row] = await insertMail(tx, outboxRow(msg));
      return row!.id;
    },
    async enqueueMany(tx, msgs) {
      for (let i = 0; i < msgs.length; i += 500) await tx.insert(mailOutbox).values(msgs.slice(i, i + 500).map(outboxRow) as never);
      return msgs.length;
    },
    attach(resolver) {
      attachments = resolver;
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

const formatMail = (m: Delivery) => `\n--- demo mail (no SMTP_URL set) to ${m.to}: ${m.subject}\n${m.text}\n${(m.attachments ?? []).map((a) => `[attached: ${a.filename}, ${a.content.length} bytes]\n`).join('')}---\n`;
const printMail = (m: Delivery) => { process.stdout.write(formatMail(m)); };

/**
 * The "transport" of the demo without SMTP: the whole mail, live link included, on the server's
 * console (unless LOG_LEVEL=silent) and appended to DATA_DIR/demo-mail.log, as development mail
 * catchers do; only mail to demo-company people comes here (see MailMessage.demo).
 */
export function demoMailPrinter(config: { DATA_DIR: string; LOG_LEVEL: string }) {
  return (m: Delivery) => {
    if (config.LOG_LEVEL !== 'silent') printMail(m);
    mkdirSync(config.DATA_DIR, { recursive: true });
    appendFileSync(join(config.DATA_DIR, 'demo-mail.log'), formatMail(m));
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Renders a localized message with one call-to-action link (mail.json: subject, body, action). */
export function renderLinkMail(lang: Lang, template: string, to: string, name: string, link: string, params: Record<string, string | number>,
  opts: { ignoreLine?: boolean } = {}): MailMessage {
  // A mail the reader asked for (a password link) says what to do if they did not; a notice does not.
  const ignore = opts.ignoreLine ?? true;
  const subject = t(lang, `mail:${template}.subject`, params);
  const lines = [t(lang, 'mail:greeting', { name }), '', t(lang, `mail:${template}.body`, params), link, '', ...(ignore ? [t(lang, 'mail:ignore'), ''] : []), t(lang, 'mail:signature')];
  const html = `<p>${escapeHtml(t(lang, 'mail:greeting', { name }))}</p><p>${escapeHtml(t(lang, `mail:${template}.body`, params)).replace(/\r?\n/g, '<br>')}</p>`
    + `<p><a href="${escapeHtml(link)}">${escapeHtml(t(lang, `mail:${template}.action`))}</a></p>`
    + (ignore ? `<p>${escapeHtml(t(lang, 'mail:ignore'))}</p>` : '') + `<p>${escapeHtml(t(lang, 'mail:signature'))}</p>`;
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
