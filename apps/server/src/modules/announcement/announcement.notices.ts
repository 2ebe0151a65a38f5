import { sql } from 'drizzle-orm';
import { announcementLangFor, isLang, type Lang } from '@hr/domain';
import { queryRows, type DbOrTx } from '@hr/db';
import type { Deps } from '../../platform/context';
import { renderLinkMail } from '../../platform/mail/mailer';
import { noticeKind, type NoticeText } from '../notification/inbox.registry';
import { notify } from '../notification/inbox.service';
import { htmlToText } from './announcement-html';
import { audienceOf } from './announcement.audience';

/** What a notice keeps of the announcement as it was told: its titles (a reader sees theirs, or the English one). */
export type AnnouncementNoticeFacts = { titles: Partial<Record<Lang, string>>; urgent: boolean };
const titleIn = (lang: Lang, f: AnnouncementNoticeFacts) => f.titles[announcementLangFor(lang, new Set(Object.keys(f.titles).filter((k) => f.titles[k as Lang])))] ?? f.titles.en ?? '';
const text = (lang: Lang, f: AnnouncementNoticeFacts): NoticeText => ({ params: { title: titleIn(lang, f) } });

/** To the audience: a new announcement (urgent ones say so), and HR's reminder to those who have not read it. */
export const ANNOUNCEMENT_NOTICES = {
  announcementPublished: noticeKind<AnnouncementNoticeFacts>({ kind: 'announcementPublished', route: '/self-service/announcement/:id', render: text }),
  announcementUrgent: noticeKind<AnnouncementNoticeFacts>({ kind: 'announcementUrgent', route: '/self-service/announcement/:id', render: text }),
  announcementReminder: noticeKind<AnnouncementNoticeFacts>({ kind: 'announcementReminder', route: '/self-service/announcement/:id', render: text }),
};

export type AnnouncementTold = {
  id: string; urgent: boolean;
  titleEn: string; titleTh: string; titleKm: string | null; titleMy: string | null;
  descriptionEn: string; descriptionTh: string; descriptionKm: string | null; descriptionMy: string | null;
};
const factsOf = (a: AnnouncementTold): AnnouncementNoticeFacts => ({
  titles: { en: a.titleEn, th: a.titleTh, ...(a.titleKm ? { km: a.titleKm } : {}), ...(a.titleMy ? { my: a.titleMy } : {}) }, urgent: a.urgent,
});

type Person = { id: string; lang: string; email: string | null; name_en: string; name_th: string };
const EXCERPT = 600;

/** The mail of one reader in their language: the title, the start of the text, and the link to read it after login. */
function mailOf(deps: Deps, a: AnnouncementTold, p: Person & { email: string }, template: 'announcementUrgent' | 'announcementReminder') {
  const lang: Lang = isLang(p.lang) ? p.lang : 'en';
  const written = new Set(['en', 'th', ...(a.titleKm ? ['km'] : []), ...(a.titleMy ? ['my'] : [])]);
  const l = announcementLangFor(lang, written);
  const title = { en: a.titleEn, th: a.titleTh, km: a.titleKm ?? a.titleEn, my: a.titleMy ?? a.titleEn }[l];
  const html = { en: a.descriptionEn, th: a.descriptionTh, km: a.descriptionKm ?? a.descriptionEn, my: a.descriptionMy ?? a.descriptionEn }[l];
  const body = htmlToText(html);
  const excerpt = body.length > EXCERPT ? `${body.slice(0, EXCERPT).trimEnd()}…` : body;
  const link = `${deps.config.APP_URL}/#${lang === 'en' ? '' : `/${lang}`}/self-service/announcement/${a.id}`;
  return renderLinkMail(lang, template, p.email, lang === 'th' ? p.name_th : p.name_en, link, { title, excerpt }, { ignoreLine: false });
}

/** The audience (or the given ones of it) with their language and address. */
const people = (tx: DbOrTx, id: string, only?: 'unread') => queryRows<Person>(tx, sql`
  SELECT e.id, e.preferred_lang AS lang, coalesce(nullif(e.company_email, ''), nullif(e.email, '')) AS email,
    e.first_name_en || ' ' || e.last_name_en AS name_en, e.first_name_th || ' ' || e.last_name_th AS name_th
  FROM employees e WHERE e.id IN (${audienceOf(id)})
  ${only === 'unread' ? sql`AND NOT EXISTS (SELECT 1 FROM announcement_receipts r WHERE r.announcement_id = ${id} AND r.employee_id = e.id AND r.read_at IS NOT NULL)` : sql``}
  ORDER BY e.employee_code`);

/**
 * Tells the audience of an announcement that has just started, inside the transaction that marks
 * it published: an in-app notice to each, and to each with an address a mail when it is urgent.
 */
export async function tellAudience(deps: Deps, tx: DbOrTx, a: AnnouncementTold, at: Date): Promise<{ notified: number; mailed: number }> {
  const all = await people(tx, a.id);
  const kind = a.urgent ? ANNOUNCEMENT_NOTICES.announcementUrgent : ANNOUNCEMENT_NOTICES.announcementPublished;
  const facts = factsOf(a);
  const notified = await notify(tx, kind, at, all.map((p) => ({ recipientId: p.id, objectId: a.id, facts })));
  const mailed = a.urgent
    ? await deps.mail.enqueueMany(tx, all.flatMap((p) => (p.email ? [mailOf(deps, a, { ...p, email: p.email }, 'announcementUrgent')] : []))) : 0;
  return { notified, mailed };
}

/** HR's reminder: a notice and, where there is an address, a mail to each of the audience who has not read it. */
export async function remindUnread(deps: Deps, tx: DbOrTx, a: AnnouncementTold, at: Date): Promise<{ notified: number; mailed: number }> {
  const unread = await people(tx, a.id, 'unread');
  const notified = await notify(tx, ANNOUNCEMENT_NOTICES.announcementReminder, at, unread.map((p) => ({ recipientId: p.id, objectId: a.id, facts: factsOf(a) })));
  const mailed = await deps.mail.enqueueMany(tx, unread.flatMap((p) => (p.email ? [mailOf(deps, a, { ...p, email: p.email }, 'announcementReminder')] : [])));
  return { notified, mailed };
}
