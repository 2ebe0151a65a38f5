import { and, eq, isNull, sql } from 'drizzle-orm';
import { PERMISSIONS, withAncestors, type Lang } from '@hr/domain';
import { companies, employees, pdpaConsents, sessions, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { AuthUser, Deps } from '../../platform/context';
import { newToken, verifyPassword } from '../../platform/tokens';
import type { Profile } from './session.schemas';

type Meta = { ip: string; userAgent?: string; requestId: string };
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds a login account by company (abbreviation or id) and employee code. */
export async function findAccount(db: DbOrTx, company: string, employeeCode: string) {
  const companyMatch = UUID_RE.test(company) ? eq(companies.id, company) : sql`upper(${companies.abbreviation}) = upper(${company})`;
  const [row] = await db.select({ e: employees, companyCode: companies.abbreviation }).from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(and(companyMatch, eq(employees.employeeCode, employeeCode.trim()))).limit(1);
  return row ?? null;
}

export async function hasConsent(db: DbOrTx, employeeId: string, version: string): Promise<boolean> {
  const rows = await db.select({ id: pdpaConsents.id }).from(pdpaConsents)
    .where(and(eq(pdpaConsents.employeeId, employeeId), eq(pdpaConsents.noticeVersion, version))).limit(1);
  return rows.length > 0;
}

/** Opens a session and returns the raw token (the database keeps only its hash). */
export async function openSession(deps: Deps, db: DbOrTx, employeeId: string, meta: Meta) {
  const { token, hash } = newToken();
  const expiresAt = new Date(deps.clock.now().getTime() + deps.config.SESSION_TTL_HOURS * 3600_000);
  await db.insert(sessions).values({ tokenHash: hash, employeeId, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * Logs in with company + employee id + password. A wrong password, an unknown account and a
 * disabled account all give the same answer; the configured number of failures in a row locks it.
 */
export async function login(deps: Deps, input: { company: string; employeeId: string; password: string }, meta: Meta) {
  const account = await findAccount(deps.db, input.company, input.employeeId);
  const passwordOk = await verifyPassword(input.password, account?.e.passwordHash ?? null);
  const e = account?.e;
  if (!e || !e.active) {
    await audit(deps.db, { action: 'login.failed', ip: meta.ip, requestId: meta.requestId, detail: { company: input.company, employeeId: input.employeeId, reason: e ? 'disabled' : 'unknown' } });
    throw new AppError('LOGIN_FAILED');
  }
  if (e.lockedAt) {
    await audit(deps.db, { actorId: e.id, action: 'login.failed', ip: meta.ip, requestId: meta.requestId, detail: { reason: 'locked' } });
    throw new AppError('ACCOUNT_LOCKED');
  }
  if (!passwordOk) {
    // One statement so that parallel wrong attempts cannot both read the old count.
    const [after] = await deps.db.update(employees)
      .set({ failedLogins: sql`${employees.failedLogins} + 1`, lockedAt: sql`CASE WHEN ${employees.failedLogins} + 1 >= ${deps.config.LOGIN_MAX_FAILURES} THEN now() ELSE NULL END` })
      .where(eq(employees.id, e.id)).returning({ failedLogins: employees.failedLogins, lockedAt: employees.lockedAt });
    await audit(deps.db, { actorId: e.id, action: 'login.failed', ip: meta.ip, requestId: meta.requestId, detail: { reason: 'password', failures: after?.failedLogins } });
    if (after?.lockedAt) {
      await audit(deps.db, { actorId: e.id, action: 'account.locked', targetType: 'employee', targetId: e.id, ip: meta.ip, requestId: meta.requestId });
      throw new AppError('ACCOUNT_LOCKED');
    }
    throw new AppError('LOGIN_FAILED');
  }
  return deps.db.transaction(async (tx) => {
    if (e.failedLogins > 0) await tx.update(employees).set({ failedLogins: 0 }).where(eq(employees.id, e.id));
    const session = await openSession(deps, tx, e.id, meta);
    await audit(tx, { actorId: e.id, action: 'login', ip: meta.ip, requestId: meta.requestId });
    return { ...session, isFirstLogin: e.isFirstLogin, havePdpa: await hasConsent(tx, e.id, deps.config.PDPA_NOTICE_VERSION) };
  });
}

/** Revokes the caller's own session. */
export async function logout(deps: Deps, user: AuthUser, meta: Meta) {
  await deps.db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: deps.clock.now() }).where(eq(sessions.id, user.sessionId));
    await audit(tx, { actorId: user.id, action: 'logout', ip: meta.ip, requestId: meta.requestId });
  });
}

/** Revokes every open session of an employee (password change, disabling). */
export async function revokeAllSessions(db: DbOrTx, employeeId: string, at: Date) {
  await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.employeeId, employeeId), isNull(sessions.revokedAt)));
}

/** Enables or disables an account; disabling ends all its sessions at once. */
export async function setEmployeeActive(deps: Deps, employeeId: string, active: boolean, actorId: string) {
  await deps.db.transaction(async (tx) => {
    const rows = await tx.update(employees).set({ active, updatedAt: deps.clock.now(), updatedBy: actorId }).where(eq(employees.id, employeeId)).returning({ id: employees.id });
    if (!rows.length) throw new AppError('RECORD_GONE');
    if (!active) await revokeAllSessions(tx, employeeId, deps.clock.now());
    await audit(tx, { actorId, action: active ? 'account.enabled' : 'account.disabled', targetType: 'employee', targetId: employeeId });
  });
}

/** The profile that builds the shell: names, logo company, menu entries the role holds. */
export function getProfile(user: AuthUser, lang: Lang): Profile {
  const p = user.profile;
  const menu = withAncestors(user.permissions);
  return {
    id: user.id,
    employeeName: lang === 'th' ? `${p.firstNameTh} ${p.lastNameTh}` : `${p.firstNameEn} ${p.lastNameEn}`,
    username: user.employeeCode,
    imageProfileUrl: p.imageProfileFileId ? `/api/1.0/file/${p.imageProfileFileId}` : null,
    shortNameCompany: user.companyCode,
    menuList: PERMISSIONS.filter((e) => menu.has(e.objectID)).map((e) => e.objectID),
    permission: PERMISSIONS.filter((e) => menu.has(e.objectID) && e.kind !== 'action').map(({ objectID, parentID, objectName, icon, route }) => ({ objectID, parentID, objectName, icon, route })),
    isFirstLogin: p.isFirstLogin,
    havePdpa: p.havePdpa,
  };
}

/** Records consent to the current privacy notice (idempotent). */
export async function acceptPdpa(deps: Deps, user: AuthUser, meta: Meta) {
  await deps.db.transaction(async (tx) => {
    const inserted = await tx.insert(pdpaConsents).values({ employeeId: user.id, noticeVersion: deps.config.PDPA_NOTICE_VERSION, ip: meta.ip })
      .onConflictDoNothing().returning({ id: pdpaConsents.id });
    if (inserted.length) await audit(tx, { actorId: user.id, action: 'pdpa.accepted', ip: meta.ip, requestId: meta.requestId, detail: { version: deps.config.PDPA_NOTICE_VERSION } });
  });
  return { noticeVersion: deps.config.PDPA_NOTICE_VERSION };
}

