import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { isLang, WARNING_PERMISSION, WARNING_SELF_PERMISSION, type FieldError, type Lang, type WarningSave } from '@hr/domain';
import { employees, files, masterWarningLetters, warningLetters, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { checkUpload } from '../../platform/files/attach-upload';
import { renderLinkMail } from '../../platform/mail/mailer';
import { mailDate } from '../../platform/date-text';
import { businessToday, localParts } from '../../platform/maintenance';
import { fieldError } from '../../platform/validation-errors';
import { notify } from '../notification/inbox.service';
import { earlierLetters, letterParties, warningDetails } from './warning-letter.query';
import { warningLetterPdf, type LetterFacts } from './warning-letter.pdf';
import { WARNING_NOTICES } from './warning-letter.notices';

type Letter = typeof warningLetters.$inferSelect;
const invalid = (fields: FieldError[]) => new AppError('VALIDATION', {}, null, fields);
/** SPEC section 5: the attachment is a PDF, uploaded through user/upload/file. */
const ATTACHMENT_RULE = { types: 'pdf', kinds: ['file'] } as const;

/** The letter row locked until the transaction ends: every change of one letter runs one at a time. */
async function lockLetter(tx: DbOrTx, id: string): Promise<Letter> {
  const [row] = await tx.select().from(warningLetters).where(eq(warningLetters.id, id)).for('update').limit(1);
  if (!row) throw new AppError('RECORD_GONE');
  return row;
}

/** The employee is active and the type an active offence of the master; the attachment a PDF the caller uploaded (or the letter's own). */
async function checkFields(tx: DbOrTx, input: WarningSave, actor: Actor, before: Letter | null): Promise<FieldError[]> {
  const out: FieldError[] = [];
  const [e] = await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.id, input.employeeId), eq(employees.active, true))).limit(1);
  if (!e) out.push(fieldError(actor.lang, 'employeeId', 'invalid'));
  const [type] = await tx.select({ id: masterWarningLetters.id }).from(masterWarningLetters)
    .where(and(eq(masterWarningLetters.id, input.typeId), eq(masterWarningLetters.active, true))).limit(1);
  if (!type) out.push(fieldError(actor.lang, 'typeId', 'invalid'));
  if (input.attachmentFileId && input.attachmentFileId !== before?.attachmentFileId) {
    const { code } = await checkUpload(tx, input.attachmentFileId, ATTACHMENT_RULE, input.employeeId, actor);
    if (code) out.push(fieldError(actor.lang, 'attachmentFileId', code));
  }
  return out;
}

/**
 * Saves a letter: a new one, or a draft changed (a sent letter no longer changes: cancel it and
 * write another). With `send` it is sent in the same transaction. The count is the next of the
 * offence for the employee unless HR gives one.
 */
export async function saveWarningLetter(deps: Deps, actor: Actor, input: WarningSave): Promise<string> {
  const id = await deps.db.transaction(async (tx) => {
    const before = input.id ? await lockLetter(tx, input.id) : null;
    if (before && before.status !== 'draft') throw new AppError('WARNING_NOT_DRAFT');
    // One writer per employee at a time, so two letters saved at once cannot take the same count.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`warning:${input.employeeId}`}))`);
    const errors = await checkFields(tx, input, actor, before);
    if (errors.length) throw invalid(errors);
    const now = deps.clock.now();
    const count = input.count ?? (before && before.typeId === input.typeId && before.employeeId === input.employeeId
      ? before.count : (await earlierLetters(tx, input.employeeId, input.typeId, input.incidentStart, before?.id)).suggestedCount);
    const values = {
      employeeId: input.employeeId, typeId: input.typeId, incidentStart: input.incidentStart, incidentEnd: input.incidentEnd, reason: input.reason,
      attachmentFileId: input.attachmentFileId ?? null, count, dateSent: input.dateSent, updatedAt: now, updatedBy: actor.id,
    };
    const [row] = before
      ? await tx.update(warningLetters).set(values).where(eq(warningLetters.id, before.id)).returning()
      : await tx.insert(warningLetters).values({ ...values, createdAt: now, createdBy: actor.id }).returning();
    // The attachment becomes the employee's: they read it with their letter.
    if (input.attachmentFileId) await tx.update(files).set({ ownerId: input.employeeId }).where(eq(files.id, input.attachmentFileId));
    await audit(tx, { actorId: actor.id, action: before ? 'warningLetter.update' : 'warningLetter.create', objectId: WARNING_PERMISSION, targetType: 'warningLetter', targetId: row!.id,
      ip: actor.ip, requestId: actor.requestId, detail: { employeeId: input.employeeId, count, send: input.send } });
    if (input.send) await send(deps, tx, row!, actor);
    return row!.id;
  });
  if (input.send) await deps.mail.flush();
  return id;
}

/** Sends a draft: its status, an in-app notice, and a mail with the link that lands on the letter after login. */
async function send(deps: Deps, tx: DbOrTx, letter: Letter, actor: Actor) {
  const now = deps.clock.now();
  const [sent] = await tx.update(warningLetters).set({ status: 'sent', sentAt: now })
    .where(and(eq(warningLetters.id, letter.id), eq(warningLetters.status, 'draft'))).returning();
  if (!sent) throw new AppError('WARNING_NOT_DRAFT');
  const p = await letterParties(tx, sent.employeeId, sent.typeId, actor.id);
  const facts = { typeNames: p.typeName, count: sent.count, dateSent: sent.dateSent };
  await notify(tx, WARNING_NOTICES.warningLetterSent, now, [{ recipientId: sent.employeeId, objectId: sent.id, facts }]);
  const [to] = await tx.select({ email: sql<string | null>`coalesce(nullif(${employees.companyEmail}, ''), nullif(${employees.email}, ''))` })
    .from(employees).where(eq(employees.id, sent.employeeId));
  if (to?.email) {
    const lang: Lang = isLang(p.preferredLang) ? p.preferredLang : 'en';
    const link = `${deps.config.APP_URL}/api/1.0/self/redirect/warning/letter?id=${sent.id}&lang=${lang}`;
    await deps.mail.enqueue(tx, renderLinkMail(lang, 'warningLetter', to.email, p.names[lang], link,
      { offence: p.typeName[lang], date: mailDate(lang, sent.dateSent), company: p.company.names[lang] }, { ignoreLine: false }));
  }
  await audit(tx, { actorId: actor.id, action: 'warningLetter.send', objectId: WARNING_PERMISSION, targetType: 'warningLetter', targetId: sent.id, ip: actor.ip, requestId: actor.requestId });
}

/** Sends a saved draft as it stands. */
export async function sendWarningLetter(deps: Deps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => send(deps, tx, await lockLetter(tx, id), actor));
  await deps.mail.flush();
}

/** Cancels a letter with a reason: one conditional UPDATE (of two cancellations one wins); a sent letter's employee is told. */
export async function cancelWarningLetter(deps: Deps, actor: Actor, id: string, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [c] = await tx.update(warningLetters).set({ status: 'cancelled', cancelReason: reason, cancelledAt: now, cancelledBy: actor.id, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(warningLetters.id, id), inArray(warningLetters.status, ['draft', 'sent', 'received', 'acknowledged']))).returning();
    if (!c) {
      const [was] = await tx.select({ status: warningLetters.status }).from(warningLetters).where(eq(warningLetters.id, id));
      throw new AppError(was ? 'WARNING_ALREADY_CANCELLED' : 'RECORD_GONE');
    }
    if (c.sentAt) {
      const p = await letterParties(tx, c.employeeId, c.typeId, null);
      await notify(tx, WARNING_NOTICES.warningLetterCancelled, now, [{ recipientId: c.employeeId, objectId: c.id, facts: { typeNames: p.typeName, count: c.count, dateSent: c.dateSent, reason } }]);
    }
    await audit(tx, { actorId: actor.id, action: 'warningLetter.cancel', objectId: WARNING_PERMISSION, targetType: 'warningLetter', targetId: id, ip: actor.ip, requestId: actor.requestId, detail: { reason } });
  });
}

/** The employee opens their letter: the first opening of a sent letter marks it received. */
export async function openOwnLetter(deps: Deps, actor: Actor, id: string) {
  const today = businessToday(deps);
  const details = await warningDetails(deps.db, actor.lang, today, id, actor.id);
  if (details.status === 'sent') {
    await deps.db.update(warningLetters).set({ status: 'received', receivedAt: deps.clock.now() })
      .where(and(eq(warningLetters.id, id), eq(warningLetters.employeeId, actor.id), eq(warningLetters.status, 'sent')));
    await audit(deps.db, { actorId: actor.id, action: 'warningLetter.receive', objectId: WARNING_SELF_PERMISSION, targetType: 'warningLetter', targetId: id, ip: actor.ip, requestId: actor.requestId });
    return warningDetails(deps.db, actor.lang, today, id, actor.id);
  }
  return details;
}

/**
 * The employee acknowledges their letter with the e-signature of their record (a copy is kept
 * with the letter). Without one on record there is nothing to sign with.
 */
export async function acknowledgeLetter(deps: Deps, actor: Actor, id: string): Promise<void> {
  const [me] = await deps.db.select({ sig: employees.eSignatureFileId }).from(employees).where(eq(employees.id, actor.id));
  const [sigFile] = me?.sig ? await deps.db.select().from(files).where(eq(files.id, me.sig)) : [];
  const bytes = sigFile ? await deps.files.get(sigFile.storageKey) : null;
  if (!sigFile || !bytes) throw new AppError('WARNING_NO_SIGNATURE');
  const key = await deps.files.put(bytes);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [copy] = await tx.insert(files).values({ storageKey: key, ownerId: actor.id, kind: 'warning-signature', mime: sigFile.mime, size: bytes.length, originalName: sigFile.originalName, createdBy: actor.id })
      .returning({ id: files.id });
    const [l] = await tx.update(warningLetters).set({ status: 'acknowledged', acknowledgedAt: now, signatureFileId: copy!.id })
      .where(and(eq(warningLetters.id, id), eq(warningLetters.employeeId, actor.id), inArray(warningLetters.status, ['sent', 'received']))).returning();
    if (!l) {
      const [was] = await tx.select({ status: warningLetters.status }).from(warningLetters)
        .where(and(eq(warningLetters.id, id), eq(warningLetters.employeeId, actor.id), sql`${warningLetters.status} <> 'draft'`));
      throw new AppError(!was ? 'RECORD_GONE' : was.status === 'cancelled' ? 'WARNING_ALREADY_CANCELLED' : 'WARNING_ALREADY_ACKNOWLEDGED');
    }
    if (l.createdBy) {
      const p = await letterParties(tx, l.employeeId, l.typeId, null);
      await notify(tx, WARNING_NOTICES.warningLetterAcknowledged, now, [{ recipientId: l.createdBy, objectId: l.id, facts: { typeNames: p.typeName, count: l.count, dateSent: l.dateSent, employee: `${p.code} ${p.names.en}` } }]);
    }
    await audit(tx, { actorId: actor.id, action: 'warningLetter.acknowledge', objectId: WARNING_SELF_PERMISSION, targetType: 'warningLetter', targetId: id, ip: actor.ip, requestId: actor.requestId });
  }).catch(async (err: unknown) => { await deps.files.remove(key).catch(() => undefined); throw err; });
}

/** A small JPEG of a stored picture for a PDF (a PNG would be decoded again at every drawing). */
async function picture(deps: Deps, key: string | null, width: number): Promise<Buffer | null> {
  const bytes = key ? await deps.files.get(key) : null;
  return bytes ? sharp(bytes).resize({ width, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer() : null;
}

export type LetterDraft = {
  employeeId: string; typeId: string; incidentStart: string; incidentEnd: string; reason?: string; count?: number | null; dateSent: string; attachmentFileId?: string | null;
};

/**
 * A letter's PDF in the employee's language (or `lang`): a saved one as it stands (its status,
 * signature and all), or an unsaved draft for the preview.
 */
export async function letterPdf(deps: Deps, input: { id: string; employeeId?: string } | { draft: LetterDraft; issuerId: string }, lang?: Lang): Promise<{ name: string; bytes: Buffer }> {
  let l: Pick<Letter, 'employeeId' | 'typeId' | 'incidentStart' | 'incidentEnd' | 'reason' | 'count' | 'dateSent' | 'status' | 'attachmentFileId' | 'acknowledgedAt' | 'signatureFileId' | 'cancelReason' | 'createdBy'>;
  if ('id' in input) {
    const [row] = await deps.db.select().from(warningLetters).where(eq(warningLetters.id, input.id));
    if (!row || (input.employeeId && (row.employeeId !== input.employeeId || row.status === 'draft'))) throw new AppError('FILE_NOT_FOUND');
    l = row;
  } else {
    const d = input.draft;
    const count = d.count ?? (await earlierLetters(deps.db, d.employeeId, d.typeId, d.incidentStart)).suggestedCount;
    l = { ...d, reason: d.reason ?? '', count, status: 'draft', attachmentFileId: d.attachmentFileId ?? null, acknowledgedAt: null, signatureFileId: null, cancelReason: null, createdBy: input.issuerId };
  }
  const p = await letterParties(deps.db, l.employeeId, l.typeId, l.createdBy);
  const language: Lang = lang ?? (isLang(p.preferredLang) ? p.preferredLang : 'en');
  const sigKey = l.signatureFileId ? (await deps.db.select({ key: files.storageKey }).from(files).where(eq(files.id, l.signatureFileId)))[0]?.key ?? null : null;
  const [logo, signature] = await Promise.all([picture(deps, p.company.logoKey, 256), picture(deps, sigKey, 400)]);
  const facts: LetterFacts = {
    employeeCode: p.code, employeeName: p.names[language], position: p.position[language], department: p.department[language],
    typeName: p.typeName[language], count: l.count, incidentStart: l.incidentStart, incidentEnd: l.incidentEnd, dateSent: l.dateSent, reason: l.reason,
    status: l.status, issuerName: p.issuer[language], signature, cancelReason: l.cancelReason, hasAttachment: !!l.attachmentFileId,
    acknowledgedOn: l.acknowledgedAt ? localParts(l.acknowledgedAt, deps.config.APP_TIMEZONE).date : null,
  };
  const bytes = await warningLetterPdf(language, { names: p.company.names, address: p.company.address, taxId: p.company.taxId, logo }, facts);
  return { name: `warning-letter-${p.code}-${l.dateSent}.pdf`, bytes };
}
