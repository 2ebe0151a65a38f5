import { sql, type SQL } from 'drizzle-orm';
import {
  isWarningValidOn, warningValidUntil, type Lang, type WarningCheck, type WarningDetails, type WarningEarlier, type WarningPage, type WarningRow,
  type WarningStatus,
} from '@hr/domain';
import { queryRows, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { containing } from '../../platform/search';
import { localNameSql } from '../attendance/attendance-days.query';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const personName = (lang: Lang, e: string): SQL => (lang === 'th'
  ? sql.raw(`${e}.first_name_th || ' ' || ${e}.last_name_th`) : sql.raw(`${e}.first_name_en || ' ' || ${e}.last_name_en`));

type Row = {
  id: string; employee_id: string; employee_code: string; employee_name: string; department: string | null; type_id: string; type_label: string;
  count: number; incident_start: string; incident_end: string; date_sent: string; status: WarningStatus; acknowledged_at: Date | null; total: number;
};
const columns = (lang: Lang) => sql`w.id, w.employee_id, e.employee_code, ${personName(lang, 'e')} AS employee_name, ${localNameSql(lang, 'd')} AS department,
  w.type_id, ${localNameSql(lang, 't')} AS type_label, w.count, w.incident_start::text, w.incident_end::text, w.date_sent::text, w.status, w.acknowledged_at`;
const joins = sql`FROM warning_letters w JOIN employees e ON e.id = w.employee_id JOIN master_warning_letters t ON t.id = w.type_id
  LEFT JOIN departments d ON d.id = e.department_id`;
const toRow = (r: Row, today: string): WarningRow => ({
  id: r.id, employeeId: r.employee_id, employeeCode: r.employee_code, employeeName: r.employee_name, departmentLabel: r.department,
  typeId: r.type_id, typeLabel: r.type_label, count: r.count, incidentStart: r.incident_start, incidentEnd: r.incident_end, dateSent: r.date_sent,
  status: r.status, validUntil: warningValidUntil(r.incident_end), valid: isWarningValidOn({ status: r.status, incidentEnd: r.incident_end }, today),
  acknowledgedAt: iso(r.acknowledged_at),
});

/** HR's list (or, with `employeeId` fixed and drafts left out, the employee's own): filters, sort and paging. */
export async function searchWarningLetters(db: DbOrTx, lang: Lang, today: string, q: {
  page: number; pageSize: number; keyword?: string; status?: WarningStatus; typeId?: string; employeeId?: string; dateFrom?: string; dateTo?: string;
  sort?: { field: string; dir: 'asc' | 'desc' };
}, own = false): Promise<WarningPage> {
  const where: SQL[] = [sql`true`];
  if (own) where.push(sql`w.status <> 'draft'`);
  if (q.status) where.push(sql`w.status = ${q.status}`);
  if (q.typeId) where.push(sql`w.type_id = ${q.typeId}`);
  if (q.employeeId) where.push(sql`w.employee_id = ${q.employeeId}`);
  if (q.dateFrom) where.push(sql`w.date_sent >= ${q.dateFrom}::date`);
  if (q.dateTo) where.push(sql`w.date_sent <= ${q.dateTo}::date`);
  if (q.keyword) {
    const k = containing(q.keyword);
    where.push(sql`(e.employee_code ILIKE ${k} OR e.first_name_en || ' ' || e.last_name_en ILIKE ${k} OR e.first_name_th || ' ' || e.last_name_th ILIKE ${k} OR w.reason ILIKE ${k})`);
  }
  const order = { dateSent: sql`w.date_sent`, employeeCode: sql`e.employee_code`, incidentStart: sql`w.incident_start`, status: sql`w.status` }[q.sort?.field ?? 'dateSent'] ?? sql`w.date_sent`;
  const rows = await queryRows<Row>(db, sql`
    SELECT ${columns(lang)}, count(*) OVER ()::int AS total ${joins}
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${order} ${sql.raw(q.sort?.dir === 'asc' ? 'ASC' : 'DESC')}, w.created_at DESC, w.id
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`);
  return { items: rows.map((r) => toRow(r, today)), total: rows[0]?.total ?? 0, page: q.page, pageSize: q.pageSize };
}

/**
 * The employee's earlier letters of the same offence (type) still valid on `day` under s.119(4),
 * other than `except`; and the count the next letter of that offence takes.
 */
export async function earlierLetters(db: DbOrTx, employeeId: string, typeId: string, day: string, except?: string): Promise<WarningCheck> {
  const rows = await queryRows<{ id: string; count: number; date_sent: string; incident_end: string; status: WarningStatus }>(db, sql`
    SELECT id, count, date_sent::text, incident_end::text, status FROM warning_letters
    WHERE employee_id = ${employeeId} AND type_id = ${typeId} AND status <> 'cancelled' ${except ? sql`AND id <> ${except}` : sql``}
    ORDER BY incident_end, created_at`);
  const validEarlier: WarningEarlier[] = rows
    .filter((r) => r.incident_end <= day && isWarningValidOn({ status: r.status, incidentEnd: r.incident_end }, day))
    .map((r) => ({ id: r.id, count: r.count, dateSent: r.date_sent, incidentEnd: r.incident_end, validUntil: warningValidUntil(r.incident_end), status: r.status }));
  // The number follows the offence dates (s.119(4)): a letter counts for an offence within a year
  // after its own, not one of a later offence nor one whose year has run out.
  return { suggestedCount: validEarlier.reduce((n, r) => Math.max(n, r.count), 0) + 1, validEarlier };
}

type DetailRow = Row & {
  reason: string; attachment_file_id: string | null; attachment_name: string | null; attachment_size: number | null; sent_at: Date | null; received_at: Date | null;
  cancel_reason: string | null; cancelled_at: Date | null; created_by_name: string | null; created_at: Date;
};
/** One letter; `employeeId` narrows it to that employee's (not a draft), so another's id reads as missing. */
export async function warningDetails(db: DbOrTx, lang: Lang, today: string, id: string, employeeId?: string): Promise<WarningDetails> {
  const [r] = await queryRows<DetailRow>(db, sql`
    SELECT ${columns(lang)}, w.reason, w.attachment_file_id, f.original_name AS attachment_name, f.size AS attachment_size, w.sent_at, w.received_at,
      w.cancel_reason, w.cancelled_at, ${personName(lang, 'c')} AS created_by_name, w.created_at
    ${joins} LEFT JOIN files f ON f.id = w.attachment_file_id LEFT JOIN employees c ON c.id = w.created_by
    WHERE w.id = ${id} ${employeeId ? sql`AND w.employee_id = ${employeeId} AND w.status <> 'draft'` : sql``}`);
  if (!r) throw new AppError('RECORD_GONE');
  const { validEarlier } = await earlierLetters(db, r.employee_id, r.type_id, r.incident_start, r.id);
  return {
    ...toRow(r, today), reason: r.reason,
    attachment: r.attachment_file_id ? { id: r.attachment_file_id, name: r.attachment_name ?? '', size: r.attachment_size ?? 0 } : null,
    sentAt: iso(r.sent_at), receivedAt: iso(r.received_at), cancelReason: r.cancel_reason, cancelledAt: iso(r.cancelled_at),
    validEarlier: validEarlier.filter((v) => v.incidentEnd <= r.incident_start && v.id !== r.id),
    editable: r.status === 'draft', createdByName: r.created_by_name ?? '', createdAt: iso(r.created_at)!,
  };
}

/** The people and words a letter's PDF prints, in the letter's language (the employee's own unless asked). */
export async function letterParties(db: DbOrTx, employeeId: string, typeId: string, issuerId: string | null) {
  const [r] = await queryRows<{
    preferred_lang: string; code: string; en: string; th: string; pos_en: string | null; pos_th: string | null; pos_km: string | null; pos_my: string | null;
    dep_en: string | null; dep_th: string | null; dep_km: string | null; dep_my: string | null; t_en: string; t_th: string; t_km: string | null; t_my: string | null;
    c_en: string; c_th: string; c_km: string | null; c_my: string | null; c_tax_id: string | null; c_address: string; logo: string | null;
    i_en: string | null; i_th: string | null;
  }>(db, sql`
    SELECT e.preferred_lang, e.employee_code AS code, e.first_name_en || ' ' || e.last_name_en AS en, e.first_name_th || ' ' || e.last_name_th AS th,
      p.name_en AS pos_en, p.name_th AS pos_th, p.name_km AS pos_km, p.name_my AS pos_my,
      d.name_en AS dep_en, d.name_th AS dep_th, d.name_km AS dep_km, d.name_my AS dep_my,
      t.name_en AS t_en, t.name_th AS t_th, t.name_km AS t_km, t.name_my AS t_my,
      c.name_en AS c_en, c.name_th AS c_th, c.name_km AS c_km, c.name_my AS c_my, c.tax_id AS c_tax_id,
      concat_ws(' ', c.address_line, nullif(c.soi, ''), nullif(c.road, ''), c.sub_district, c.district, c.province, c.zip_code) AS c_address,
      lf.storage_key AS logo, i.first_name_en || ' ' || i.last_name_en AS i_en, i.first_name_th || ' ' || i.last_name_th AS i_th
    FROM employees e JOIN companies c ON c.id = e.company_id LEFT JOIN files lf ON lf.id = c.logo_file_id
    LEFT JOIN positions p ON p.id = e.position_id LEFT JOIN departments d ON d.id = e.department_id
    JOIN master_warning_letters t ON t.id = ${typeId}
    LEFT JOIN employees i ON i.id = ${issuerId}
    WHERE e.id = ${employeeId}`);
  if (!r) throw new AppError('RECORD_GONE');
  const local = (en: string | null, th: string | null, km: string | null, my: string | null): Record<Lang, string | null> => ({ en, th, km: km || en, my: my || en });
  return {
    preferredLang: r.preferred_lang, code: r.code, names: { en: r.en, th: r.th, km: r.en, my: r.en } as Record<Lang, string>,
    position: local(r.pos_en, r.pos_th, r.pos_km, r.pos_my), department: local(r.dep_en, r.dep_th, r.dep_km, r.dep_my),
    typeName: local(r.t_en, r.t_th, r.t_km, r.t_my) as Record<Lang, string>,
    company: { names: local(r.c_en, r.c_th, r.c_km, r.c_my) as Record<Lang, string>, taxId: r.c_tax_id, address: r.c_address, logoKey: r.logo },
    issuer: { en: r.i_en ?? '', th: r.i_th ?? '', km: r.i_en ?? '', my: r.i_en ?? '' } as Record<Lang, string>,
  };
}
