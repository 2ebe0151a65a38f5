import { and, eq, or } from 'drizzle-orm';
import { afterFailure, FRESH_THROTTLE, isLang, isThrottled, type ThrottlePolicy } from '@hr/domain';
import { demoCompanies, employees, loginThrottles, type DbOrTx } from '@hr/db';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { renderNoticeMail } from '../../platform/mail/mailer';

type Kind = 'account' | 'address';
type Meta = { ip: string; requestId: string };

const policyOf = (deps: Deps, kind: Kind): ThrottlePolicy => ({
  after: kind === 'account' ? deps.config.LOGIN_LOCK_AFTER : deps.config.LOGIN_ADDRESS_LOCK_AFTER,
  delaysMinutes: deps.config.LOGIN_LOCK_MINUTES,
});
const row = (kind: Kind, subject: string) => and(eq(loginThrottles.kind, kind), eq(loginThrottles.subject, subject));

/** Which of the account (when known) and the client address are locked right now. */
export async function lockedNow(deps: Deps, employeeId: string | null, ip: string) {
  const rows = await deps.db.select().from(loginThrottles)
    .where(employeeId ? or(row('account', employeeId), row('address', ip)) : row('address', ip));
  const now = deps.clock.now();
  return {
    account: rows.some((r) => r.kind === 'account' && isThrottled(r, now)),
    address: rows.some((r) => r.kind === 'address' && isThrottled(r, now)),
  };
}

/**
 * Counts one failed login against an account or an address, under a row lock so parallel
 * attempts cannot both read the old count; returns the minutes of the lock it starts, if any.
 */
export async function recordFailure(deps: Deps, tx: DbOrTx, kind: Kind, subject: string): Promise<number | null> {
  await tx.insert(loginThrottles).values({ kind, subject }).onConflictDoNothing();
  const [current] = await tx.select().from(loginThrottles).where(row(kind, subject)).for('update');
  const { state, lockedMinutes } = afterFailure(current ?? FRESH_THROTTLE, deps.clock.now(), policyOf(deps, kind));
  await tx.update(loginThrottles).set(state).where(row(kind, subject));
  return lockedMinutes;
}

/** Forgets an account's failures and lifts its lock (a successful login, HR's unlock, a new password). */
export async function clearAccountThrottle(db: DbOrTx, employeeId: string) {
  await db.delete(loginThrottles).where(row('account', employeeId));
}

/**
 * Tells the owner that their account is locked for a while, in their own language, through the
 * outbox in the caller's transaction: the login answer itself must not reveal the lock.
 */
export async function mailAccountLocked(deps: Deps, tx: DbOrTx, employeeId: string, companyCode: string, minutes: number, meta: Meta) {
  const [e] = await tx.select({ e: employees, demo: demoCompanies.companyId }).from(employees)
    .leftJoin(demoCompanies, eq(demoCompanies.companyId, employees.companyId)).where(eq(employees.id, employeeId)).limit(1);
  await audit(tx, { actorId: employeeId, action: 'account.locked', targetType: 'employee', targetId: employeeId, ip: meta.ip, requestId: meta.requestId, detail: { minutes } });
  const to = e?.e.companyEmail || e?.e.email;
  if (!e || !to) return;
  const lang = isLang(e.e.preferredLang) ? e.e.preferredLang : 'en';
  const until = new Date(deps.clock.now().getTime() + minutes * 60_000)
    .toLocaleTimeString('en-GB', { timeZone: deps.config.APP_TIMEZONE, hour: '2-digit', minute: '2-digit', hour12: false });
  const name = lang === 'th' ? `${e.e.firstNameTh} ${e.e.lastNameTh}` : `${e.e.firstNameEn} ${e.e.lastNameEn}`;
  await deps.mail.enqueue(tx, {
    ...renderNoticeMail(lang, 'accountLocked', to, name, { employeeId: e.e.employeeCode, company: companyCode, minutes, count: minutes, until, failures: deps.config.LOGIN_LOCK_AFTER }, ['advice']),
    demo: e.demo !== null,
  });
}
