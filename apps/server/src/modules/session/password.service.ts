import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import { companies, demoCompanies, employees, passwordTokens, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { AuthUser, Deps } from '../../platform/context';
import { renderLinkMail, SECRET_MASK } from '../../platform/mail/mailer';
import { hashPassword, hashToken, newToken } from '../../platform/tokens';
import { findAccount, openSession, revokeAllSessions } from './session.service';
import { clearAccountThrottle } from './login-throttle.service';

type Meta = { ip: string; userAgent?: string; requestId: string };
type Purpose = 'reset' | 'setup';

const ROUTE: Record<Purpose, string> = { reset: 'reset-password', setup: 'setting-password' };

/**
 * Creates a single-use link for one employee and queues its mail, in `lang`, in the caller's
 * transaction (a reset answers in the requester's language; HR-sent links use the employee's).
 */
export async function issuePasswordLink(deps: Deps, tx: DbOrTx, employeeId: string, purpose: Purpose, lang: Lang): Promise<boolean> {
  const [e] = await tx.select().from(employees).where(eq(employees.id, employeeId)).limit(1);
  const to = e?.companyEmail || e?.email;
  if (!e || !to) return false;
  const now = deps.clock.now();
  // A new link replaces older unused ones of the same purpose.
  await tx.update(passwordTokens).set({ usedAt: now })
    .where(and(eq(passwordTokens.employeeId, e.id), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedAt)));
  const { token, hash } = newToken();
  const ttlMs = purpose === 'reset' ? deps.config.RESET_TOKEN_MINUTES * 60_000 : deps.config.SETUP_TOKEN_HOURS * 3600_000;
  await tx.insert(passwordTokens).values({ tokenHash: hash, employeeId: e.id, purpose, expiresAt: new Date(now.getTime() + ttlMs) });
  const [company] = await tx.select({ code: sql<string>`${companies.abbreviation}`, demo: sql<boolean>`${demoCompanies.companyId} IS NOT NULL` }).from(companies)
    .leftJoin(demoCompanies, eq(demoCompanies.companyId, companies.id)).where(eq(companies.id, e.companyId)).limit(1);
  // The queued body carries the link masked; the mailer puts the token back only at send time.
  const link = `${deps.config.APP_URL.replace(/\/$/, '')}/#/${lang === 'en' ? '' : `${lang}/`}auth/${ROUTE[purpose]}?token=${SECRET_MASK}`;
  const name = lang === 'th' ? `${e.firstNameTh} ${e.lastNameTh}` : `${e.firstNameEn} ${e.lastNameEn}`;
  const template = purpose === 'reset' ? 'resetPassword' : 'settingPassword';
  await deps.mail.enqueue(tx, {
    ...renderLinkMail(lang, template, to, name, link, {
      employeeId: e.employeeCode, company: company?.code ?? '', minutes: deps.config.RESET_TOKEN_MINUTES, hours: deps.config.SETUP_TOKEN_HOURS,
    }),
    secret: token, demo: company?.demo ?? false,
  });
  return true;
}

/**
 * Forgot password: always answers 'Please check email' so that the answer does not tell who has
 * an account; when the account exists and has an address, a reset link is mailed after commit.
 */
export async function sendForgotPassword(deps: Deps, input: { company: string; employeeId: string }, lang: Lang, meta: Meta) {
  const account = await findAccount(deps.db, input.company, input.employeeId);
  if (!account || !account.e.active) return;
  await deps.db.transaction(async (tx) => {
    const sent = await issuePasswordLink(deps, tx, account.e.id, 'reset', lang);
    await audit(tx, { actorId: account.e.id, action: 'password.reset.requested', ip: meta.ip, requestId: meta.requestId, detail: { mailed: sent } });
  });
  await deps.mail.flush();
}

/** Whether a link token is still usable; the reset page asks before showing its form. */
export async function checkToken(deps: Deps, token: string, purpose: Purpose) {
  const [row] = await deps.db.select({ expiresAt: passwordTokens.expiresAt }).from(passwordTokens)
    .where(and(eq(passwordTokens.tokenHash, hashToken(token)), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, deps.clock.now())))
    .limit(1);
  if (!row) throw new AppError('RESET_TOKEN_INVALID');
  return { valid: true, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Sets a password through a link. The token is consumed by one conditional UPDATE, so a reused,
 * expired or parallel second use fails; the token decides whose password changes. Every session
 * of that user is revoked and a lock is lifted.
 */
export async function setPasswordWithToken(deps: Deps, input: { token: string; password: string }, purpose: Purpose, meta: Meta) {
  const passwordHash = await hashPassword(input.password);
  const employeeId = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [used] = await tx.update(passwordTokens).set({ usedAt: now })
      .where(and(eq(passwordTokens.tokenHash, hashToken(input.token)), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
      .returning({ employeeId: passwordTokens.employeeId });
    if (!used) throw new AppError('RESET_TOKEN_INVALID');
    await tx.update(employees).set({ passwordHash, passwordChangedAt: now, isFirstLogin: false, updatedAt: now })
      .where(eq(employees.id, used.employeeId));
    // The owner proved they read their mail: a temporary lock on their account ends with it.
    await clearAccountThrottle(tx, used.employeeId);
    await revokeAllSessions(tx, used.employeeId, now);
    await audit(tx, { actorId: used.employeeId, action: purpose === 'reset' ? 'password.reset' : 'password.set', ip: meta.ip, requestId: meta.requestId });
    return used.employeeId;
  });
  deps.sessions.forgetEmployee(employeeId);
}

/** First login: the user replaces the initial password; all old sessions end and a new one opens. */
export async function firstLoginPassword(deps: Deps, user: AuthUser, password: string, meta: Meta) {
  const passwordHash = await hashPassword(password);
  const opened = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const rows = await tx.update(employees).set({ passwordHash, passwordChangedAt: now, isFirstLogin: false, updatedAt: now, updatedBy: user.id })
      .where(and(eq(employees.id, user.id), eq(employees.isFirstLogin, true))).returning({ id: employees.id });
    if (!rows.length) throw new AppError('NOT_FIRST_LOGIN');
    await revokeAllSessions(tx, user.id, now);
    await audit(tx, { actorId: user.id, action: 'password.changed', ip: meta.ip, requestId: meta.requestId });
    return openSession(deps, tx, user.id, meta);
  });
  deps.sessions.forgetEmployee(user.id);
  return opened;
}

/** HR lifts a temporary lock before it ends; the employee can log in again with the password they have. */
export async function unlockAccount(deps: Deps, actor: AuthUser, employeeId: string, meta: Meta) {
  await deps.db.transaction(async (tx) => {
    const rows = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).limit(1);
    if (!rows.length) throw new AppError('RECORD_GONE');
    await clearAccountThrottle(tx, employeeId);
    await audit(tx, { actorId: actor.id, action: 'account.unlocked', targetType: 'employee', targetId: employeeId, ip: meta.ip, requestId: meta.requestId });
  });
}
