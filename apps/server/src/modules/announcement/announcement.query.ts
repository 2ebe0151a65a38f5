import { sql, type SQL } from 'drizzle-orm';
import {
  ANNOUNCEMENT_PERMISSION, ANNOUNCEMENT_STATUS, announcementStatus, type AnnouncementDetails, type AnnouncementFile, type AnnouncementPage,
  type AnnouncementReader, type AnnouncementReceiptPage, type AnnouncementSelfPage, type AnnouncementSlide, type Lang,
} from '@hr/domain';
import { queryRows, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import type { AuthUser, Deps } from '../../platform/context';
import { containing } from '../../platform/search';
import { localNameSql } from '../attendance/attendance-days.query';
import { audienceOf, inAudience, showing } from './announcement.audience';

const fileUrl = (id: string) => `/api/1.0/file/${id}`;
const iso = (d: Date | string) => new Date(d).toISOString();

/** The reader's language's column of a text, Khmer and Burmese falling back to English, as SQL over alias `a`. */
const textIn = (lang: Lang, column: 'title' | 'description' | 'image', a = 'a'): SQL => {
  const col = (l: string) => sql.raw(`${a}.${column === 'image' ? `image_${l}_file_id` : `${column}_${l}`}`);
  if (lang === 'km' || lang === 'my') return sql`coalesce(${col(lang)}, ${col('en')})`;
  return col(lang);
};
const personName = (lang: Lang, e: string): SQL => (lang === 'th'
  ? sql.raw(`${e}.first_name_th || ' ' || ${e}.last_name_th`) : sql.raw(`${e}.first_name_en || ' ' || ${e}.last_name_en`));

/** The audience in words for HR's list: everyone, or how many companies, departments and people. */
const audienceCounts = sql`
  (SELECT count(*)::int FROM announcement_companies x WHERE x.announcement_id = a.id) AS n_companies,
  (SELECT count(*)::int FROM announcement_departments x WHERE x.announcement_id = a.id) AS n_departments,
  (SELECT count(*)::int FROM announcement_employees x WHERE x.announcement_id = a.id) AS n_employees,
  (SELECT count(*)::int FROM employees e WHERE e.active AND ${inAudience('a', 'e')}) AS audience_count,
  (SELECT count(*)::int FROM announcement_receipts r JOIN employees e ON e.id = r.employee_id
     WHERE r.announcement_id = a.id AND r.read_at IS NOT NULL AND e.active AND ${inAudience('a', 'e')}) AS read_count`;

type ListRow = {
  id: string; title: string; title_en: string; title_th: string; urgent: boolean; start_at: Date; end_at: Date; image: string | null;
  audience_all: boolean; n_companies: number; n_departments: number; n_employees: number; audience_count: number; read_count: number;
  created_by_name: string | null; created_at: Date; total: number;
};

/** search/announcementlist: HR's list, by status (99 all), urgency and words of a title, sorted and paged. */
export async function searchAnnouncements(deps: Deps, lang: Lang, q: {
  page: number; pageSize: number; keyword?: string; statusID: number; urgent?: boolean; sort?: { field: string; dir: 'asc' | 'desc' };
}, labels: (key: string, params: Record<string, number>) => string): Promise<AnnouncementPage> {
  const now = deps.clock.now().toISOString();
  const where: SQL[] = [sql`true`];
  if (q.statusID === ANNOUNCEMENT_STATUS.published) where.push(sql`a.start_at <= ${now}::timestamptz AND a.end_at > ${now}::timestamptz`);
  if (q.statusID === ANNOUNCEMENT_STATUS.scheduled) where.push(sql`a.start_at > ${now}::timestamptz`);
  if (q.statusID === ANNOUNCEMENT_STATUS.expired) where.push(sql`a.end_at <= ${now}::timestamptz`);
  if (q.urgent !== undefined) where.push(sql`a.urgent = ${q.urgent}`);
  if (q.keyword) {
    const k = containing(q.keyword);
    where.push(sql`(a.title_en ILIKE ${k} OR a.title_th ILIKE ${k} OR a.title_km ILIKE ${k} OR a.title_my ILIKE ${k})`);
  }
  const order = { startAt: sql`a.start_at`, endAt: sql`a.end_at`, title: textIn(lang, 'title'), createdAt: sql`a.created_at` }[q.sort?.field ?? 'startAt'] ?? sql`a.start_at`;
  const rows = await queryRows<ListRow>(deps.db, sql`
    SELECT a.id, ${textIn(lang, 'title')} AS title, a.title_en, a.title_th, a.urgent, a.start_at, a.end_at, ${textIn(lang, 'image')} AS image, a.audience_all,
      ${audienceCounts}, ${personName(lang, 'c')} AS created_by_name, a.created_at, count(*) OVER ()::int AS total
    FROM announcements a LEFT JOIN employees c ON c.id = a.created_by
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${order} ${sql.raw(q.sort?.dir === 'asc' ? 'ASC' : 'DESC')}, a.id
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`);
  return {
    items: rows.map((r) => ({
      id: r.id, title: r.title, titleEn: r.title_en, titleTh: r.title_th, status: announcementStatus(iso(r.start_at), iso(r.end_at), now), urgent: r.urgent,
      startAt: iso(r.start_at), endAt: iso(r.end_at), imageUrl: r.image ? fileUrl(r.image) : null,
      audienceLabel: r.audience_all ? labels('labels:audienceEveryone', {})
        : [r.n_companies && labels('labels:audienceCompanies', { count: r.n_companies }), r.n_departments && labels('labels:audienceDepartments', { count: r.n_departments }),
          r.n_employees && labels('labels:audiencePeople', { count: r.n_employees })].filter(Boolean).join(', '),
      audienceCount: r.audience_count, readCount: r.read_count, createdByName: r.created_by_name ?? '', createdAt: iso(r.created_at),
    })),
    total: rows[0]?.total ?? 0, page: q.page, pageSize: q.pageSize,
  };
}

type FileRow = { id: string; original_name: string; mime: string; size: number };
const toFile = (f: FileRow): AnnouncementFile => ({ id: f.id, name: f.original_name, mime: f.mime, size: f.size, url: fileUrl(f.id) });
const filesByIds = async (db: DbOrTx, ids: string[]) => (ids.length
  ? new Map((await queryRows<FileRow>(db, sql`SELECT id, original_name, mime, size FROM files WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`)).map((f) => [f.id, f]))
  : new Map<string, FileRow>());
const attachmentsOf = (db: DbOrTx, id: string) => queryRows<FileRow>(db, sql`
  SELECT f.id, f.original_name, f.mime, f.size FROM announcement_attachments t JOIN files f ON f.id = t.file_id WHERE t.announcement_id = ${id} ORDER BY t.position`);

type AnnouncementRow = {
  id: string; title_en: string; title_th: string; title_km: string | null; title_my: string | null;
  description_en: string; description_th: string; description_km: string | null; description_my: string | null;
  image_en_file_id: string; image_th_file_id: string; image_km_file_id: string | null; image_my_file_id: string | null;
  schedule: 'now' | 'scheduled'; start_at: Date; end_at: Date; urgent: boolean; audience_all: boolean; published_at: Date | null;
  created_by_name: string | null; created_at: Date; updated_at: Date; audience_count: number; read_count: number;
};

/** get/AnnouncementDetail: everything HR's form edits, with the audience's names in the reader's language. */
export async function announcementDetails(deps: Deps, lang: Lang, id: string): Promise<AnnouncementDetails> {
  const [a] = await queryRows<AnnouncementRow>(deps.db, sql`
    SELECT a.*, ${personName(lang, 'c')} AS created_by_name, ${audienceCounts}
    FROM announcements a LEFT JOIN employees c ON c.id = a.created_by WHERE a.id = ${id}`);
  if (!a) throw new AppError('RECORD_GONE');
  const [attachments, companies, departments, people] = await Promise.all([
    attachmentsOf(deps.db, id),
    queryRows<{ id: string; label: string }>(deps.db, sql`SELECT c.id, ${localNameSql(lang, 'c')} AS label FROM announcement_companies x JOIN companies c ON c.id = x.company_id WHERE x.announcement_id = ${id} ORDER BY 2`),
    queryRows<{ id: string; label: string }>(deps.db, sql`SELECT d.id, ${localNameSql(lang, 'd')} AS label FROM announcement_departments x JOIN departments d ON d.id = x.department_id WHERE x.announcement_id = ${id} ORDER BY 2`),
    queryRows<{ id: string; employee_code: string; name: string }>(deps.db, sql`SELECT e.id, e.employee_code, ${personName(lang, 'e')} AS name FROM announcement_employees x JOIN employees e ON e.id = x.employee_id WHERE x.announcement_id = ${id} ORDER BY e.employee_code`),
  ]);
  const images = await filesByIds(deps.db, [a.image_en_file_id, a.image_th_file_id, a.image_km_file_id, a.image_my_file_id].filter((v): v is string => !!v));
  const img = (fid: string | null) => (fid && images.get(fid) ? toFile(images.get(fid)!) : null);
  return {
    id: a.id, status: announcementStatus(iso(a.start_at), iso(a.end_at), deps.clock.now().toISOString()), schedule: a.schedule, urgent: a.urgent,
    startAt: iso(a.start_at), endAt: iso(a.end_at),
    titleEn: a.title_en, titleTh: a.title_th, titleKm: a.title_km, titleMy: a.title_my,
    descriptionEn: a.description_en, descriptionTh: a.description_th, descriptionKm: a.description_km, descriptionMy: a.description_my,
    images: { en: img(a.image_en_file_id), th: img(a.image_th_file_id), km: img(a.image_km_file_id), my: img(a.image_my_file_id) },
    attachments: attachments.map(toFile), audienceAll: a.audience_all, companies, departments,
    employees: people.map((p) => ({ id: p.id, employeeCode: p.employee_code, name: p.name })),
    audienceCount: a.audience_count, readCount: a.read_count, publishedAt: a.published_at ? iso(a.published_at) : null,
    createdByName: a.created_by_name ?? '', createdAt: iso(a.created_at), updatedAt: iso(a.updated_at),
  };
}

/** What the reader sees, in their language (Khmer and Burmese fall back to English). */
const slideColumns = (lang: Lang) => sql`a.id, ${textIn(lang, 'title')} AS title, ${textIn(lang, 'description')} AS description, ${textIn(lang, 'image')} AS image,
  a.urgent, a.start_at, a.end_at`;
type SlideRow = { id: string; title: string; description: string; image: string | null; urgent: boolean; start_at: Date; end_at: Date };
async function toSlides(db: DbOrTx, rows: SlideRow[]): Promise<AnnouncementSlide[]> {
  const files = rows.length ? await queryRows<FileRow & { announcement_id: string }>(db, sql`
    SELECT t.announcement_id, f.id, f.original_name, f.mime, f.size FROM announcement_attachments t JOIN files f ON f.id = t.file_id
    WHERE t.announcement_id = ANY(${`{${rows.map((r) => r.id).join(',')}}`}::uuid[]) ORDER BY t.position`) : [];
  return rows.map((r) => ({
    id: r.id, imageHeader: r.image ? fileUrl(r.image) : null, title: r.title, description: r.description, urgent: r.urgent,
    imageAttachmentList: files.filter((f) => f.announcement_id === r.id).map((f) => ({ urlImage: fileUrl(f.id), nameImage: f.original_name, mime: f.mime })),
  }));
}

/** The caller as an employee row `e` (for the audience predicate). */
const me = (userId: string) => sql`(SELECT id, company_id, department_id FROM employees WHERE id = ${userId})`;

/**
 * get/AnnouncementAfterLogin: the urgent announcements shown now to the caller that they have
 * neither read nor closed in the pop-up, newest first.
 */
export async function afterLoginSlides(deps: Deps, lang: Lang, user: AuthUser): Promise<AnnouncementSlide[]> {
  const rows = await queryRows<SlideRow>(deps.db, sql`
    SELECT ${slideColumns(lang)} FROM announcements a, ${me(user.id)} e
    WHERE a.urgent AND ${showing('a', deps.clock.now())} AND ${inAudience('a', 'e')}
      AND NOT EXISTS (SELECT 1 FROM announcement_receipts r WHERE r.announcement_id = a.id AND r.employee_id = e.id AND (r.read_at IS NOT NULL OR r.dismissed_at IS NOT NULL))
    ORDER BY a.start_at DESC, a.id LIMIT 20`);
  return toSlides(deps.db, rows);
}

/** Records that the caller closed the pop-up on these announcements (only those shown to them now). */
export async function dismissSlides(deps: Deps, user: AuthUser, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const now = deps.clock.now();
  await deps.db.execute(sql`
    INSERT INTO announcement_receipts (announcement_id, employee_id, dismissed_at)
    SELECT a.id, e.id, ${now.toISOString()}::timestamptz FROM announcements a, ${me(user.id)} e
    WHERE a.id = ANY(${`{${ids.join(',')}}`}::uuid[]) AND ${showing('a', now)} AND ${inAudience('a', 'e')}
    ON CONFLICT (announcement_id, employee_id) DO UPDATE SET dismissed_at = coalesce(announcement_receipts.dismissed_at, excluded.dismissed_at)`);
}

/** view/annoucement list (self): the announcements shown now to the caller, newest first, unread marked. */
export async function selfAnnouncements(deps: Deps, lang: Lang, user: AuthUser, q: { page: number; pageSize: number; keyword?: string; unreadOnly?: boolean }): Promise<AnnouncementSelfPage> {
  const now = deps.clock.now();
  const base = sql`FROM announcements a CROSS JOIN ${me(user.id)} e
    LEFT JOIN announcement_receipts r ON r.announcement_id = a.id AND r.employee_id = e.id
    LEFT JOIN employees c ON c.id = a.created_by
    WHERE ${showing('a', now)} AND ${inAudience('a', 'e')}`;
  const k = q.keyword ? containing(q.keyword) : null;
  const filter = sql`${k ? sql`AND (${textIn(lang, 'title')} ILIKE ${k} OR ${textIn(lang, 'description')} ILIKE ${k})` : sql``} ${q.unreadOnly ? sql`AND r.read_at IS NULL` : sql``}`;
  const [rows, [counts]] = await Promise.all([
    queryRows<{ id: string; title: string; urgent: boolean; start_at: Date; end_at: Date; image: string | null; read_at: Date | null; from_name: string | null; total: number }>(deps.db, sql`
      SELECT a.id, ${textIn(lang, 'title')} AS title, a.urgent, a.start_at, a.end_at, ${textIn(lang, 'image')} AS image, r.read_at,
        ${personName(lang, 'c')} AS from_name, count(*) OVER ()::int AS total
      ${base} ${filter} ORDER BY a.start_at DESC, a.id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`),
    queryRows<{ unread: number }>(deps.db, sql`SELECT count(*) FILTER (WHERE r.read_at IS NULL)::int AS unread ${base}`),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, title: r.title, urgent: r.urgent, startAt: iso(r.start_at), endAt: iso(r.end_at), imageHeader: r.image ? fileUrl(r.image) : null,
      readAt: r.read_at ? iso(r.read_at) : null, fromName: r.from_name ?? '' })),
    total: rows[0]?.total ?? 0, unread: counts?.unread ?? 0, page: q.page, pageSize: q.pageSize,
  };
}

/**
 * view/annoucement: one announcement shown now to the caller, in their language, and the record
 * that they read it (the first time counts). Not theirs, not started or ended: a missing record.
 */
export async function readAnnouncement(deps: Deps, lang: Lang, user: AuthUser, id: string): Promise<AnnouncementReader> {
  const now = deps.clock.now();
  const [row] = await queryRows<SlideRow & { from_name: string | null }>(deps.db, sql`
    SELECT ${slideColumns(lang)}, ${personName(lang, 'c')} AS from_name FROM announcements a CROSS JOIN ${me(user.id)} e LEFT JOIN employees c ON c.id = a.created_by
    WHERE a.id = ${id} AND ${showing('a', now)} AND ${inAudience('a', 'e')}`);
  if (!row) throw new AppError('RECORD_GONE');
  const [receipt] = await queryRows<{ read_at: Date }>(deps.db, sql`
    INSERT INTO announcement_receipts (announcement_id, employee_id, read_at) VALUES (${id}, ${user.id}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (announcement_id, employee_id) DO UPDATE SET read_at = coalesce(announcement_receipts.read_at, excluded.read_at)
    RETURNING read_at`);
  const [slide] = await toSlides(deps.db, [row]);
  return { ...slide!, startAt: iso(row.start_at), endAt: iso(row.end_at), fromName: row.from_name ?? '', readAt: receipt ? iso(receipt.read_at) : null };
}

/** search/announcement/receipts: the audience with when each read it; filter read or not, search by ID or name. */
export async function announcementReceipts(deps: Deps, lang: Lang, q: { id: string; page: number; pageSize: number; keyword?: string; read?: boolean }): Promise<AnnouncementReceiptPage> {
  const [exists] = await queryRows<{ id: string }>(deps.db, sql`SELECT id FROM announcements WHERE id = ${q.id}`);
  if (!exists) throw new AppError('RECORD_GONE');
  const k = q.keyword ? containing(q.keyword) : null;
  const base = sql`FROM employees e LEFT JOIN announcement_receipts r ON r.announcement_id = ${q.id} AND r.employee_id = e.id
    LEFT JOIN departments d ON d.id = e.department_id WHERE e.id IN (${audienceOf(q.id)})`;
  const filter = sql`${k ? sql`AND (e.employee_code ILIKE ${k} OR e.first_name_en || ' ' || e.last_name_en ILIKE ${k} OR e.first_name_th || ' ' || e.last_name_th ILIKE ${k})` : sql``}
    ${q.read === undefined ? sql`` : q.read ? sql`AND r.read_at IS NOT NULL` : sql`AND r.read_at IS NULL`}`;
  const [rows, [counts]] = await Promise.all([
    queryRows<{ id: string; employee_code: string; name: string; department: string | null; read_at: Date | null; total: number }>(deps.db, sql`
      SELECT e.id, e.employee_code, ${personName(lang, 'e')} AS name, ${localNameSql(lang, 'd')} AS department, r.read_at, count(*) OVER ()::int AS total
      ${base} ${filter} ORDER BY r.read_at DESC NULLS LAST, e.employee_code LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`),
    queryRows<{ audience: number; read: number }>(deps.db, sql`SELECT count(*)::int AS audience, count(r.read_at)::int AS read ${base}`),
  ]);
  return {
    items: rows.map((r) => ({ employeeId: r.id, employeeCode: r.employee_code, name: r.name, departmentLabel: r.department, readAt: r.read_at ? iso(r.read_at) : null })),
    total: rows[0]?.total ?? 0, readCount: counts?.read ?? 0, audienceCount: counts?.audience ?? 0, page: q.page, pageSize: q.pageSize,
  };
}

/**
 * Who may read an announcement's picture or attachment besides its uploader: HR of announcements,
 * and the audience of an announcement that uses it while it is shown.
 */
export async function mayReadAnnouncementFile(deps: Deps, user: AuthUser, fileId: string): Promise<boolean> {
  if (user.permissions.has(ANNOUNCEMENT_PERMISSION)) return true;
  const rows = await queryRows<{ ok: number }>(deps.db, sql`
    SELECT 1 AS ok FROM announcements a, ${me(user.id)} e
    WHERE ${showing('a', deps.clock.now())} AND ${inAudience('a', 'e')}
      AND (${fileId}::uuid IN (a.image_en_file_id, a.image_th_file_id, a.image_km_file_id, a.image_my_file_id)
        OR EXISTS (SELECT 1 FROM announcement_attachments t WHERE t.announcement_id = a.id AND t.file_id = ${fileId}))
    LIMIT 1`);
  return rows.length > 0;
}

/** search/EmployeeModal: active employees by ID or name, of a company or department, for the audience picker. */
export async function employeeModal(deps: Deps, lang: Lang, q: { page: number; pageSize: number; keyword?: string; companyId?: string; departmentId?: string }) {
  const k = q.keyword ? containing(q.keyword) : null;
  const rows = await queryRows<{ id: string; employee_code: string; name: string; department: string | null; company: string; total: number }>(deps.db, sql`
    SELECT e.id, e.employee_code, ${personName(lang, 'e')} AS name, ${localNameSql(lang, 'd')} AS department, ${localNameSql(lang, 'c')} AS company, count(*) OVER ()::int AS total
    FROM employees e JOIN companies c ON c.id = e.company_id LEFT JOIN departments d ON d.id = e.department_id
    WHERE e.active ${q.companyId ? sql`AND e.company_id = ${q.companyId}` : sql``} ${q.departmentId ? sql`AND e.department_id = ${q.departmentId}` : sql``}
      ${k ? sql`AND (e.employee_code ILIKE ${k} OR e.first_name_en || ' ' || e.last_name_en ILIKE ${k} OR e.first_name_th || ' ' || e.last_name_th ILIKE ${k})` : sql``}
    ORDER BY e.employee_code LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`);
  return {
    items: rows.map((r) => ({ id: r.id, employeeCode: r.employee_code, name: r.name, departmentLabel: r.department, companyLabel: r.company })),
    total: rows[0]?.total ?? 0, page: q.page, pageSize: q.pageSize,
  };
}

/** search/CompanyModal: active companies by name or abbreviation. */
export async function companyModal(deps: Deps, lang: Lang, keyword?: string) {
  const k = keyword ? containing(keyword) : null;
  return queryRows<{ id: string; label: string }>(deps.db, sql`
    SELECT c.id, ${localNameSql(lang, 'c')} AS label FROM companies c
    WHERE c.active ${k ? sql`AND (c.name_en ILIKE ${k} OR c.name_th ILIKE ${k} OR c.code ILIKE ${k})` : sql``} ORDER BY 2 LIMIT 200`);
}
