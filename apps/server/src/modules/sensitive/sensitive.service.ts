import { and, eq, ne, sql } from 'drizzle-orm';
import { accountDigitsAt, isLang, type FieldError, type Lang } from '@hr/domain';
import { SENSITIVE_FIELDS, type SensitiveRequest } from '@hr/domain/employee/sensitive';
import {
  employeeBankAccounts, employees, masterBanks, pgConstraint, pgErrorCode, PG_UNIQUE_VIOLATION, sensitiveChangeRequests as r, type DbOrTx,
} from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { attachUpload } from '../../platform/files/attach-upload';
import { renderNoticeMail } from '../../platform/mail/mailer';
import { t } from '../../platform/i18n';
import { fieldError, fieldLabel } from '../../platform/validation-errors';
import { mailDate } from '../../platform/date-text';
import { localParts } from '../../platform/maintenance';
import { fileOnce, type FilingKey } from '../approval/approval-filing-key';
import { notify } from '../notification/inbox.service';
import { SENSITIVE_NOTICES } from './sensitive-notices';

const OBJECT = 'employment-management.sensitive-requests';
const ONE_PENDING = 'sensitive_requests_one_pending_uq';
type Request = typeof r.$inferSelect;

const stamp = (actor: Actor, now: Date) => ({ updatedAt: now, updatedBy: actor.id });

/**
 * What the database can tell about a proposal before HR sees it: the account is one of theirs (and
 * not already the primary), a new one is at an active bank with that bank's digits, nothing
 * proposed is what is on record already, and identity numbers and accounts belong to no one else
 * (approval checks those again: the unique indexes have the last word).
 */
async function proposalIssues(tx: DbOrTx, employeeId: string, v: SensitiveRequest): Promise<Array<[string, string]>> {
  const issues: Array<[string, string]> = [];
  const [me] = await tx.select().from(employees).where(eq(employees.id, employeeId)).limit(1);
  if (!me) throw new AppError('RECORD_GONE');
  for (const f of SENSITIVE_FIELDS) {
    const value = v[f];
    if (value !== undefined && value === me[f]) issues.push([f, 'sameAsCurrent']);
  }
  if (v.primaryBankAccountId) {
    const [acc] = await tx.select({ isPrimary: employeeBankAccounts.isPrimary }).from(employeeBankAccounts)
      .where(and(eq(employeeBankAccounts.id, v.primaryBankAccountId), eq(employeeBankAccounts.employeeId, employeeId))).limit(1);
    if (!acc) issues.push(['primaryBankAccountId', 'invalid']);
    else if (acc.isPrimary) issues.push(['primaryBankAccountId', 'sameAsCurrent']);
  }
  if (v.newBankAccount) {
    const { bankId, accountNumber } = v.newBankAccount;
    const [bank] = await tx.select({ code: masterBanks.code }).from(masterBanks).where(and(eq(masterBanks.id, bankId), eq(masterBanks.active, true))).limit(1);
    const digits = accountDigitsAt(bank?.code as string | undefined);
    if (!bank) issues.push(['newBankAccount.bankId', 'invalid']);
    else if (digits && accountNumber.length !== digits) issues.push(['newBankAccount.accountNumber', `bankAccountDigits:${digits}`]);
    const [held] = await tx.select({ id: employeeBankAccounts.id }).from(employeeBankAccounts)
      .where(and(eq(employeeBankAccounts.bankId, bankId), eq(employeeBankAccounts.accountNumber, accountNumber))).limit(1);
    if (held) issues.push(['newBankAccount.accountNumber', 'duplicate']);
  }
  const taken = async (col: typeof employees.citizenId | typeof employees.passportNumber, value: string) =>
    (await tx.select({ id: employees.id }).from(employees).where(and(eq(col, value), ne(employees.id, employeeId))).limit(1)).length > 0;
  if (v.citizenId && (await taken(employees.citizenId, v.citizenId))) issues.push(['citizenId', 'duplicate']);
  if (v.passportNumber && (await taken(employees.passportNumber, v.passportNumber))) issues.push(['passportNumber', 'duplicate']);
  return issues;
}

/** Field errors whose message needs more than the field's name: "… already exists in the system", an account's digits at its bank. */
function toFieldErrors(lang: Lang, issues: Array<[string, string]>): FieldError[] {
  return issues.map(([f, c]) => {
    if (c === 'duplicate') return { field: f, code: c, text: t(lang, 'errors:duplicate', { field: fieldLabel(lang, f) }) };
    const [code, digits] = c.split(':');
    if (code === 'bankAccountDigits') return { field: f, code, text: t(lang, 'rules:bankAccountDigits', { field: fieldLabel(lang, f), digits: Number(digits) }) };
    return fieldError(lang, f, c);
  });
}

/**
 * Files an employee's request for a change of their sensitive facts: one transaction that locks the
 * employee's row (so two submissions queue), refuses a second pending request, checks the proposal
 * against the record and stores it with an audit row. The unique index on pending requests is the
 * guarantee; the check before it gives the clear answer.
 */
export async function fileRequest(deps: Deps, v: SensitiveRequest, actor: Actor, key?: FilingKey): Promise<{ id: string }> {
  try {
    return await fileOnce(deps.db, key, async (tx) => {
      await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, actor.id)).for('update');
      const [pending] = await tx.select({ id: r.id }).from(r).where(and(eq(r.employeeId, actor.id), eq(r.status, 'pending'))).limit(1);
      if (pending) throw new AppError('SENSITIVE_PENDING');
      // The supporting file: the caller's own upload, a picture or a PDF of at most 3MB.
      await attachUpload(tx, v.supportingFileId, actor.id, 'supportingFileId', 'recordDocument', actor);
      const issues = await proposalIssues(tx, actor.id, v);
      if (issues.length) throw new AppError('VALIDATION', {}, null, toFieldErrors(actor.lang, issues));
      const nb = v.newBankAccount;
      const [row] = await tx.insert(r).values({
        employeeId: actor.id, status: 'pending', title: v.title ?? null,
        firstNameTh: v.firstNameTh ?? null, lastNameTh: v.lastNameTh ?? null, firstNameEn: v.firstNameEn ?? null, lastNameEn: v.lastNameEn ?? null,
        citizenId: v.citizenId ?? null, passportNumber: v.passportNumber ?? null, documentExpiry: v.documentExpiry ?? null,
        bankAccountId: v.primaryBankAccountId ?? null,
        newBankId: nb?.bankId ?? null, newAccountNumber: nb?.accountNumber ?? null, newAccountName: nb?.accountName ?? null, newBranch: nb?.branch ?? null,
        reason: v.reason ?? null, fileId: v.supportingFileId, createdBy: actor.id, updatedBy: actor.id,
      }).returning({ id: r.id });
      const fields = [...SENSITIVE_FIELDS.filter((f) => v[f] !== undefined), ...(v.primaryBankAccountId || nb ? ['primaryBankAccount'] : [])];
      await audit(tx, { actorId: actor.id, action: 'sensitive.request', objectId: 'self-service.my-profile', targetType: 'sensitiveRequest', targetId: row!.id, ip: actor.ip, requestId: actor.requestId, detail: { fields } });
      return { id: row!.id };
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION && pgConstraint(err) === ONE_PENDING) throw new AppError('SENSITIVE_PENDING');
    throw err;
  }
}

/** Why a conditional update found nothing: no such request (for this employee), or it is no longer pending. */
async function notPending(tx: DbOrTx, id: string, employeeId?: string): Promise<never> {
  const [was] = await tx.select({ id: r.id }).from(r).where(and(eq(r.id, id), employeeId ? eq(r.employeeId, employeeId) : undefined)).limit(1);
  throw new AppError(was ? 'SENSITIVE_NOT_PENDING' : 'RECORD_GONE');
}

/** The employee withdraws their pending request (one conditional update: a decision meanwhile wins). */
export async function cancelRequest(deps: Deps, id: string, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [row] = await tx.update(r).set({ status: 'cancelled', ...stamp(actor, now) })
      .where(and(eq(r.id, id), eq(r.employeeId, actor.id), eq(r.status, 'pending'))).returning({ id: r.id });
    if (!row) await notPending(tx, id, actor.id);
    await audit(tx, { actorId: actor.id, action: 'sensitive.cancel', objectId: 'self-service.my-profile', targetType: 'sensitiveRequest', targetId: id, ip: actor.ip, requestId: actor.requestId });
  });
}

/**
 * Applies an approved request to the record: the facts on the employee, and the primary account —
 * the old primary is cleared first (one primary per employee is a unique index), then the chosen
 * account, or the new one added, becomes primary. A citizen id, passport or account that someone
 * else holds meanwhile fails on its unique index and the whole approval rolls back.
 */
async function apply(tx: DbOrTx, q: Request, actor: Actor, now: Date): Promise<void> {
  const facts = Object.fromEntries(SENSITIVE_FIELDS.filter((f) => q[f] !== null).map((f) => [f, q[f]]));
  const [e] = await tx.update(employees).set({ ...facts, ...stamp(actor, now) }).where(eq(employees.id, q.employeeId)).returning({ id: employees.id });
  if (!e) throw new AppError('RECORD_GONE');
  let accountId = q.bankAccountId;
  if (!q.newAccountNumber && !accountId) return;
  await tx.update(employeeBankAccounts).set({ isPrimary: false, ...stamp(actor, now) })
    .where(and(eq(employeeBankAccounts.employeeId, q.employeeId), eq(employeeBankAccounts.isPrimary, true)));
  if (q.newAccountNumber) {
    const [acc] = await tx.insert(employeeBankAccounts).values({
      employeeId: q.employeeId, bankId: q.newBankId!, accountNumber: q.newAccountNumber, accountName: q.newAccountName ?? '', branch: q.newBranch,
      isPrimary: true, createdBy: actor.id, updatedBy: actor.id,
    }).returning({ id: employeeBankAccounts.id });
    accountId = acc!.id;
    await tx.update(r).set({ bankAccountId: accountId }).where(eq(r.id, q.id));
  } else {
    const [acc] = await tx.update(employeeBankAccounts).set({ isPrimary: true, ...stamp(actor, now) })
      .where(and(eq(employeeBankAccounts.id, accountId!), eq(employeeBankAccounts.employeeId, q.employeeId))).returning({ id: employeeBankAccounts.id });
    if (!acc) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'primaryBankAccountId', 'invalid')]);
  }
}

/**
 * Tells the employee of HR's decision in the deciding transaction: an in-app notice, and a mail in
 * their language when they have an address. Returns whether a mail was queued.
 */
async function tellDecision(deps: Deps, tx: DbOrTx, q: Request, decision: 'approved' | 'rejected', now: Date): Promise<boolean> {
  const kind = decision === 'approved' ? SENSITIVE_NOTICES.sensitiveApproved : SENSITIVE_NOTICES.sensitiveRejected;
  const submitted = localParts(q.createdAt, deps.config.APP_TIMEZONE).date;
  await notify(tx, kind, now, [{ recipientId: q.employeeId, objectId: q.id, facts: { submitted, remark: q.remark ?? null } }]);
  const [p] = await tx.select({
    to: sql<string | null>`coalesce(nullif(${employees.companyEmail}, ''), nullif(${employees.email}, ''))`, lang: employees.preferredLang,
    firstNameEn: employees.firstNameEn, lastNameEn: employees.lastNameEn, firstNameTh: employees.firstNameTh, lastNameTh: employees.lastNameTh,
  }).from(employees).where(eq(employees.id, q.employeeId)).limit(1);
  if (!p?.to) return false;
  const lang: Lang = isLang(p.lang) ? p.lang : 'en';
  const name = lang === 'th' ? `${p.firstNameTh} ${p.lastNameTh}` : `${p.firstNameEn} ${p.lastNameEn}`;
  const day = (d: Date) => mailDate(lang, d.toISOString().slice(0, 10));
  await deps.mail.enqueue(tx, renderNoticeMail(lang, kind.kind, p.to, name, { submitted: day(q.createdAt), remark: q.remark ?? '' }, [...(q.remark ? ['remark'] : []), 'where']));
  return true;
}

/**
 * HR's decision on a pending request, in one transaction: ONE conditional update moves it out of
 * 'pending' (so of two decisions at once exactly one wins and the other is told it was decided),
 * an approval applies the change, an audit row, the employee's notice and mail are written with it, and
 * the mail leaves after commit.
 */
export async function decideRequest(deps: Deps, id: string, decision: 'approved' | 'rejected', remark: string | null, actor: Actor): Promise<{ mailed: boolean }> {
  const result = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    // Nobody decides their own request: HR's own new name, or the account their pay goes to, is
    // another officer's decision (separation of duties, issue 35 point 4). A request's employee never changes.
    const [own] = await tx.select({ id: r.id }).from(r).where(and(eq(r.id, id), eq(r.employeeId, actor.id))).limit(1);
    if (own) throw new AppError('APPROVAL_OWN_REQUEST');
    const [q] = await tx.update(r).set({ status: decision, remark, decidedBy: actor.id, decidedAt: now, ...stamp(actor, now) })
      .where(and(eq(r.id, id), eq(r.status, 'pending'))).returning();
    if (!q) return notPending(tx, id);
    if (decision === 'approved') await apply(tx, q, actor, now);
    const fields = [...SENSITIVE_FIELDS.filter((f) => q[f] !== null), ...(q.bankAccountId || q.newAccountNumber ? ['primaryBankAccount'] : [])];
    await audit(tx, {
      actorId: actor.id, action: decision === 'approved' ? 'sensitive.approve' : 'sensitive.reject', objectId: OBJECT, targetType: 'employee', targetId: q.employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { requestId: id, fields, remark },
    });
    return { mailed: await tellDecision(deps, tx, q, decision, now), employeeId: q.employeeId };
  });
  // An approval may rename the employee: their sessions show the new name from the next request.
  if (decision === 'approved') deps.sessions.forgetEmployee(result.employeeId);
  await deps.mail.flush();
  return { mailed: result.mailed };
}
