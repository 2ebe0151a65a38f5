import { eq, inArray, sql } from 'drizzle-orm';
import { isLang, type Lang } from '@hr/domain';
import { employees, type DbOrTx } from '@hr/db';
import type { Deps } from '../../platform/context';
import { renderNoticeMail } from '../../platform/mail/mailer';
import type { NoticeKind, NoticeText } from '../notification/inbox.registry';
import { notify } from '../notification/inbox.service';

/** A person's name as notices keep it (both scripts: each reader reads their own). */
export type Names = { nameEn: string; nameTh: string };
export const nameIn = (lang: Lang, n: Names) => (lang === 'th' ? n.nameTh : n.nameEn);

const reader = {
  id: employees.id, to: sql<string | null>`coalesce(nullif(${employees.companyEmail}, ''), nullif(${employees.email}, ''))`, lang: employees.preferredLang,
  nameEn: sql<string>`${employees.firstNameEn} || ' ' || ${employees.lastNameEn}`, nameTh: sql<string>`${employees.firstNameTh} || ' ' || ${employees.lastNameTh}`,
};

/** Someone's names, for the facts of a notice. */
export async function namesOf(tx: DbOrTx, employeeId: string): Promise<Names> {
  const [p] = await tx.select({ nameEn: reader.nameEn, nameTh: reader.nameTh }).from(employees).where(eq(employees.id, employeeId));
  return p ?? { nameEn: '', nameTh: '' };
}

/**
 * Tells people of a request's event in the caller's transaction, the one way every request type
 * does: an in-app notice each (stored with the facts, read in whoever's language opens it) and a
 * mail in their own language to those with an address (it leaves after commit, when the caller
 * flushes). Nobody hears twice. Returns the mails queued.
 */
export async function tellReaders<P>(deps: Deps, tx: DbOrTx, kind: NoticeKind<P>, objectId: string, facts: P, recipientIds: string[], mailDetails: string[] = []): Promise<number> {
  const ids = [...new Set(recipientIds)];
  if (!ids.length) return 0;
  const readers = await tx.select(reader).from(employees).where(inArray(employees.id, ids));
  await notify(tx, kind, deps.clock.now(), readers.map((r) => ({ recipientId: r.id, objectId, facts })));
  let queued = 0;
  for (const r of readers) {
    if (!r.to) continue;
    const lang: Lang = isLang(r.lang) ? r.lang : 'en';
    const { params, details = [] }: NoticeText = kind.render(lang, facts);
    await deps.mail.enqueue(tx, renderNoticeMail(lang, kind.kind, r.to, nameIn(lang, r), params, [...details, ...mailDetails]));
    queued += 1;
  }
  return queued;
}
