import { eq } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import { employees } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';

/**
 * Sets the language of everything sent to an employee (issue 35 point 7): payslips and their mail,
 * warning letters, announcement and notice mail all read `employees.preferred_lang` when they are
 * made, so the change applies to the next one. Audited with the language before and after.
 */
export async function savePreferredLanguage(deps: Deps, employeeId: string, lang: Lang, actor: Actor): Promise<{ preferredLang: Lang }> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ lang: employees.preferredLang }).from(employees).where(eq(employees.id, employeeId)).for('update').limit(1);
    if (!before) throw new AppError('RECORD_GONE');
    if (before.lang === lang) return;
    await tx.update(employees).set({ preferredLang: lang, updatedAt: new Date(), updatedBy: actor.id }).where(eq(employees.id, employeeId));
    await audit(tx, { actorId: actor.id, action: 'employee.save.preferredLanguage', objectId: 'employee', targetType: 'employee', targetId: employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { before: before.lang, after: lang } });
  });
  // The profile (getProfile) carries the preference; the sessions must not keep the old one.
  deps.sessions.forgetEmployee(employeeId);
  return { preferredLang: lang };
}
