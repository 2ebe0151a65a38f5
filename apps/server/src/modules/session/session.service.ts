import { and, eq, isNull, sql } from 'drizzle-orm';
import { PERMISSIONS, withAncestors, type Lang } from '@hr/domain';
import { companies, employees, pdpaConsents, sessions, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { AuthUser, Deps } from '../../platform/context';
import { newToken, verifyPassword } from '../../platform/tokens';
import type { Profile } from './session.schemas';
import { clearAccountThrottle, lockedNow, mailAccountLocked, recordFailure } from './login-throttle.service';

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
 * Logs in with company + employee id + password. A wrong password, an unknown account, a disabled
 * account and a temporarily locked account or address all give the same answer in about the same
 * time (the password is always checked, against a dummy hash when there is no account), so the
 * answer never tells which ids exist or are locked; the owner learns of a lock by mail. Locks are
 * temporary and grow (see @hr/domain login-throttle): nobody can lock an owner out for good.
 */
export async function login(deps: Deps, input: { company: string; employeeId: string; password: string }, meta: Meta) {
  const account = await findAccount(deps.db, input.company, input.employeeId);
  const e = account?.e;
  const locked = await lockedNow(deps, e?.id ?? null, meta.ip);
  const passwordOk = await verifyPassword(input.password, e?.passwordHash ?? null);
  if (locked.account || locked.address) {
    await audit(deps.db, { actorId: e?.id ?? null, action: 'login.failed', ip: meta.ip, requestId: meta.requestId, detail: { reason: locked.account ? 'locked' : 'addressLocked' } });
    throw new AppError('LOGIN_FAILED');
  }
  if (!e || !e.active || !passwordOk) {
    const mailed = await deps.db.transaction(async (tx) => {
      const addressLock = await recordFailure(deps, tx, 'address', meta.ip);
      if (addressLock) await audit(tx, { action: 'address.locked', ip: meta.ip, requestId: meta.requestId, detail: { minutes: addressLock } });
      if (!e || !e.active) {
        await audit(tx, { action: 'login.failed', ip: meta.ip, requestId: meta.requestId, detail: { company: input.company, employeeId: input.employeeId, reason: e ? 'disabled' : 'unknown' } });
        return false;
      }
      const accountLock = await recordFailure(deps, tx, 'account', e.id);
      await audit(tx, { actorId: e.id, action: 'login.failed', ip: meta.ip, requestId: meta.requestId, detail: { reason: 'password' } });
      if (accountLock) await mailAccountLocked(deps, tx, e.id, String(account.companyCode), accountLock, meta);
      return !!accountLock;
    });
    if (mailed) await deps.mail.flush();
    throw new AppError('LOGIN_FAILED');
  }
  return deps.db.transaction(async (tx) => {
    await clearAccountThrottle(tx, e.id);
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
  deps.sessions.forgetEmployee(user.id);
}

/** Revokes every open session of an employee (password change, disabling); the caller forgets them in deps.sessions after commit. */
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
  deps.sessions.forgetEmployee(employeeId);
}

// The menu of a set of permission ids, kept as long as the set is (the session cache hands the
// same set to every request of a session): getProfile is called on every page load.
const menus = new WeakMap<ReadonlySet<string>, Pick<Profile, 'menuList' | 'permission'>>();
function menuOf(permissions: Set<string>): Pick<Profile, 'menuList' | 'permission'> {
  let m = menus.get(permissions);
  if (!m) {
    const menu = withAncestors(permissions);
    m = {
      menuList: PERMISSIONS.filter((e) => menu.has(e.objectID)).map((e) => e.objectID),
      permission: PERMISSIONS.filter((e) => menu.has(e.objectID) && e.kind !== 'action').map(({ objectID, parentID, objectName, icon, route }) => ({ objectID, parentID, objectName, icon, route })),
    };
    menus.set(permissions, m);
  }
  return m;
}

/** The profile that builds the shell: names, logo company, menu entries the role holds. */
export function getProfile(user: AuthUser, lang: Lang): Profile {
  const p = user.profile;
  const { menuList, permission } = menuOf(user.permissions);
  return {
    id: user.id,
    employeeName: lang === 'th' ? `${p.firstNameTh} ${p.lastNameTh}` : `${p.firstNameEn} ${p.lastNameEn}`,
    username: user.employeeCode,
    imageProfileUrl: p.imageProfileFileId ? `/api/1.0/file/${p.imageProfileFileId}` : null,
    shortNameCompany: user.companyCode,
    roleId: user.roleId,
    menuList, permission,
    isFirstLogin: p.isFirstLogin,
    havePdpa: p.havePdpa,
    preferredLang: p.preferredLang,
  };
}

/** Records consent to the current privacy notice (idempotent). */
export async function acceptPdpa(deps: Deps, user: AuthUser, meta: Meta) {
  await deps.db.transaction(async (tx) => {
    const inserted = await tx.insert(pdpaConsents).values({ employeeId: user.id, noticeVersion: deps.config.PDPA_NOTICE_VERSION, ip: meta.ip })
      .onConflictDoNothing().returning({ id: pdpaConsents.id });
    if (inserted.length) await audit(tx, { actorId: user.id, action: 'pdpa.accepted', ip: meta.ip, requestId: meta.requestId, detail: { version: deps.config.PDPA_NOTICE_VERSION } });
  });
  deps.sessions.forgetEmployee(user.id);
  return { noticeVersion: deps.config.PDPA_NOTICE_VERSION };
}

