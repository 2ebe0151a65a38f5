import { sql } from 'drizzle-orm';
import { eslipFiles, eslipPeriods, queryRows, type DbOrTx } from '@hr/db';
import { isLang, type Lang } from '@hr/domain';
import { readerYear } from '@hr/domain/calendar';
import {
  ESLIP_MAX_FILES, ESLIP_PDF_MAX_BYTES, ESLIP_UPLOAD_MAX_BYTES, eslipCodeOf, type EslipDetails, type EslipEmployee, type EslipFileView, type EslipPeriodSave,
  type EslipPeriodView, type EslipUploadResult,
} from '@hr/domain/payroll/eslip';
import type { PayslipMailResult } from '@hr/domain/payroll/payslip';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { monthName } from '../../platform/date-text';
import { saveUploads } from '../../platform/files/upload';
import { NotAZip, readZip } from '../../platform/files/zip-reader';
import { renderLinkMail, type MailMessage } from '../../platform/mail/mailer';
import { fieldError } from '../../platform/validation-errors';
import { localNameSql, personSql } from '../attendance/attendance-days.query';

/*
 * Online payslips made elsewhere (issue 20 point 4): a month of a company, its PDFs uploaded one by
 * one or as a .zip named by employee ID, matched to the company's employees (what cannot be
 * matched is listed before anything is kept), stored in the file store, announced to each employee
 * by mail with a link (an uploaded PDF cannot be locked with a password here, so it stays behind
 * the login rather than travel by mail), and listed with their payslips.
 */

const PERMISSION = 'employment-management.slip-online';
const PDF = Buffer.from('%PDF-');

const periodSql = (lang: Lang) => sql`
  SELECT p.id, p.company_id AS "companyId", ${localNameSql(lang, 'c')} AS "companyName", p.month, p.pay_date::text AS "payDate", p.note,
    (SELECT count(*)::int FROM eslip_files f WHERE f.period_id = p.id) AS "fileCount",
    (SELECT count(*)::int FROM eslip_files f WHERE f.period_id = p.id AND f.mailed_at IS NOT NULL) AS "mailedCount",
    to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
  FROM eslip_periods p JOIN companies c ON c.id = p.company_id`;

export async function searchEslipPeriods(db: DbOrTx, lang: Lang, q: { page: number; pageSize: number; companyId?: string; year?: number }) {
  const where = sql`TRUE ${q.companyId ? sql`AND p.company_id = ${q.companyId}` : sql``} ${q.year ? sql`AND p.month LIKE ${`${q.year}-%`}` : sql``}`;
  const [items, [counted]] = await Promise.all([
    queryRows<EslipPeriodView>(db, sql`${periodSql(lang)} WHERE ${where} ORDER BY p.month DESC, c.code LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM eslip_periods p WHERE ${where}`),
  ]);
  return { items, total: counted!.n, page: q.page, pageSize: q.pageSize };
}

async function periodOf(db: DbOrTx, id: string, lang: Lang): Promise<EslipPeriodView> {
  const [p] = await queryRows<EslipPeriodView>(db, sql`${periodSql(lang)} WHERE p.id = ${id}`);
  if (!p) throw new AppError('RECORD_GONE');
  return p;
}

export async function eslipDetails(db: DbOrTx, actor: Actor, id: string): Promise<EslipDetails> {
  const period = await periodOf(db, id, actor.lang);
  const files = await queryRows<EslipFileView>(db, sql`
    SELECT f.employee_id AS "employeeId", e.employee_code AS "employeeCode", ${personSql(actor.lang, 'e')} AS name, f.original_name AS "fileName", fl.size,
      to_char(f.mailed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "mailedAt", to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "uploadedAt"
    FROM eslip_files f JOIN employees e ON e.id = f.employee_id JOIN files fl ON fl.id = f.file_id
    WHERE f.period_id = ${id} ORDER BY e.employee_code`);
  await audit(db, { actorId: actor.id, action: 'eslip.read', objectId: PERMISSION, targetType: 'eslipPeriod', targetId: id, ip: actor.ip, requestId: actor.requestId, detail: { files: files.length } });
  return { ...period, files };
}

export async function saveEslipPeriod(db: DbOrTx, actor: Actor, v: EslipPeriodSave): Promise<EslipPeriodView> {
  const [company] = await queryRows<{ id: string }>(db, sql`SELECT id FROM companies WHERE id = ${v.companyId} AND active`);
  if (!company) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'companyId', 'invalid')]);
  const id = await db.transaction(async (tx) => {
    let saved = v.id;
    if (!saved) {
      const [row] = await tx.insert(eslipPeriods).values({ companyId: v.companyId, month: v.month, payDate: v.payDate, note: v.note ?? null, createdBy: actor.id, updatedBy: actor.id })
        .returning({ id: eslipPeriods.id });
      saved = row!.id;
    } else {
      // Its company stays: the payslips uploaded were matched to that company's employees.
      const [row] = await queryRows<{ id: string }>(tx, sql`
        UPDATE eslip_periods SET month = ${v.month}, pay_date = ${v.payDate}, note = ${v.note ?? null}, updated_at = now(), updated_by = ${actor.id}
        WHERE id = ${saved} AND company_id = ${v.companyId} RETURNING id`);
      if (!row) throw new AppError('RECORD_GONE');
    }
    await audit(tx, { actorId: actor.id, action: v.id ? 'eslip.edit' : 'eslip.add', objectId: PERMISSION, targetType: 'eslipPeriod', targetId: saved,
      ip: actor.ip, requestId: actor.requestId, detail: { month: v.month, companyId: v.companyId } });
    return saved;
  });
  return periodOf(db, id, actor.lang);
}

/** Forgets stored payslips no month points at any more (their rows, then their bytes, after the change committed). */
async function dropFiles(deps: Pick<Deps, 'db' | 'files'>, fileIds: string[]): Promise<void> {
  if (!fileIds.length) return;
  const gone = await queryRows<{ key: string }>(deps.db, sql`
    DELETE FROM files WHERE id = ANY(${`{${fileIds.join(',')}}`}::uuid[]) AND NOT EXISTS (SELECT 1 FROM eslip_files f WHERE f.file_id = files.id) RETURNING storage_key AS key`);
  await Promise.all(gone.map((g) => deps.files.remove(g.key).catch(() => undefined)));
}

export async function deleteEslipPeriod(deps: Pick<Deps, 'db' | 'files'>, actor: Actor, id: string): Promise<void> {
  const fileIds = await deps.db.transaction(async (tx) => {
    const held = await queryRows<{ file_id: string }>(tx, sql`SELECT file_id FROM eslip_files WHERE period_id = ${id}`);
    const [row] = await queryRows<{ id: string }>(tx, sql`DELETE FROM eslip_periods WHERE id = ${id} RETURNING id`);
    if (!row) throw new AppError('RECORD_GONE');
    await audit(tx, { actorId: actor.id, action: 'eslip.delete', objectId: PERMISSION, targetType: 'eslipPeriod', targetId: id, ip: actor.ip, requestId: actor.requestId, detail: { files: held.length } });
    return held.map((h) => h.file_id);
  });
  await dropFiles(deps, fileIds);
}

/** The company's active employees, and whether the month has a payslip of each (who is still missing). */
export async function eslipEmployees(db: DbOrTx, lang: Lang, id: string): Promise<EslipEmployee[]> {
  await periodOf(db, id, lang);
  return queryRows<EslipEmployee>(db, sql`
    SELECT e.id AS "employeeId", e.employee_code AS "employeeCode", ${personSql(lang, 'e')} AS name,
      EXISTS (SELECT 1 FROM eslip_files f WHERE f.period_id = ${id} AND f.employee_id = e.id) AS "hasFile"
    FROM employees e JOIN eslip_periods p ON p.id = ${id}
    WHERE e.company_id = p.company_id AND e.active
    ORDER BY e.employee_code`);
}

/** PDFs hardly compress: a zip of them inflates to about its own size, so twice the largest upload is room enough (issue 35). */
const ESLIP_ZIP_MAX_INFLATED_BYTES = 2 * ESLIP_UPLOAD_MAX_BYTES;

/** The PDFs of an upload: the file itself, or each entry of a .zip (folders and hidden files skipped), inflated by the one zip reader within its limits. */
async function pdfsOf(name: string, bytes: Buffer): Promise<Array<{ name: string; bytes: Buffer | null; size: number }>> {
  if (bytes.subarray(0, 5).equals(PDF)) return [{ name, bytes, size: bytes.length }];
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw new AppError('FILE_TYPE', { allowed: '.pdf, .zip' });
  let entries;
  try {
    entries = await readZip(bytes, name, { maxTotalBytes: ESLIP_ZIP_MAX_INFLATED_BYTES, maxEntryBytes: ESLIP_PDF_MAX_BYTES, skipLarge: true });
  } catch (err) {
    if (err instanceof NotAZip) throw new AppError('FILE_TYPE', { allowed: '.pdf, .zip' });
    throw err;
  }
  entries = entries.filter((f) => !/(^|\/)(\.|__MACOSX)/.test(f.name));
  if (entries.length > ESLIP_MAX_FILES) throw new AppError('FILE_COUNT', { limit: ESLIP_MAX_FILES });
  return entries.map((f) => ({ name: f.name, bytes: f.bytes, size: f.bytes?.length ?? ESLIP_PDF_MAX_BYTES + 1 }));
}

/**
 * An upload of a month's payslips: each PDF matched to an employee of the company by the ID it is
 * named by. Without commit, only what would be kept and what could not be matched; with it, the
 * matched ones are stored (replacing an earlier upload of the same employee), all in one transaction.
 */
export async function uploadEslips(deps: Deps, actor: Actor, id: string, upload: { name: string; bytes: Buffer }, commit: boolean): Promise<EslipUploadResult> {
  const period = await periodOf(deps.db, id, actor.lang);
  const pdfs = await pdfsOf(upload.name, upload.bytes);
  const staff = await queryRows<{ id: string; code: string; name: string; has: boolean }>(deps.db, sql`
    SELECT e.id, upper(e.employee_code) AS code, ${personSql(actor.lang, 'e')} AS name,
      EXISTS (SELECT 1 FROM eslip_files f WHERE f.period_id = ${id} AND f.employee_id = e.id) AS has
    FROM employees e WHERE e.company_id = ${period.companyId}`);
  const byCode = new Map(staff.map((s) => [s.code, s]));
  const result: EslipUploadResult = { committed: false, matched: [], unknown: [], rejected: [] };
  const keep: Array<{ employeeId: string; name: string; bytes: Buffer }> = [];
  const seen = new Set<string>();
  for (const p of pdfs) {
    const fileName = p.name.split('/').pop()!;
    if (!p.bytes) { result.rejected.push({ fileName, reason: 'tooLarge' }); continue; }
    if (!p.bytes.subarray(0, 5).equals(PDF)) { result.rejected.push({ fileName, reason: 'notPdf' }); continue; }
    const code = eslipCodeOf(fileName);
    if (!code) { result.rejected.push({ fileName, reason: 'noCode' }); continue; }
    const who = byCode.get(code);
    if (!who) { result.unknown.push(fileName); continue; }
    if (seen.has(who.id)) { result.rejected.push({ fileName, reason: 'duplicate' }); continue; }
    seen.add(who.id);
    result.matched.push({ employeeId: who.id, employeeCode: code, name: who.name, fileName, replaces: who.has });
    keep.push({ employeeId: who.id, name: fileName, bytes: p.bytes });
  }
  if (!commit || !keep.length) return result;
  const replaced = await deps.db.transaction(async (tx) => {
    const before = await queryRows<{ file_id: string }>(tx, sql`
      SELECT file_id FROM eslip_files WHERE period_id = ${id} AND employee_id = ANY(${`{${keep.map((k) => k.employeeId).join(',')}}`}::uuid[])`);
    for (const k of keep) {
      const [stored] = await saveUploads(tx, deps.files, k.employeeId, actor.id, 'eslip', [{ name: k.name, mime: 'application/pdf', bytes: k.bytes }]);
      await tx.insert(eslipFiles).values({ periodId: id, employeeId: k.employeeId, fileId: stored!.id, originalName: k.name, createdBy: actor.id, updatedBy: actor.id })
        .onConflictDoUpdate({ target: [eslipFiles.periodId, eslipFiles.employeeId], set: { fileId: stored!.id, originalName: k.name, mailedAt: null, updatedAt: new Date(), updatedBy: actor.id } });
    }
    await audit(tx, { actorId: actor.id, action: 'eslip.upload', objectId: PERMISSION, targetType: 'eslipPeriod', targetId: id, ip: actor.ip, requestId: actor.requestId,
      detail: { file: upload.name, kept: keep.length, unknown: result.unknown.length, rejected: result.rejected.length } });
    return before.map((b) => b.file_id);
  });
  await dropFiles(deps, replaced);
  return { ...result, committed: true };
}

/** Tells each employee with an uploaded payslip (or one: a resend) that it is on their payslip page; who has no address is listed. */
export async function mailEslips(deps: Deps, actor: Actor, id: string, employeeId?: string): Promise<PayslipMailResult> {
  const period = await periodOf(deps.db, id, actor.lang);
  // The company as each reader names it (the notice is in the employee's language, not HR's).
  const [company] = await queryRows<Record<'en' | 'th' | 'km' | 'my', string>>(deps.db, sql`
    SELECT ${localNameSql('en', 'c')} AS en, ${localNameSql('th', 'c')} AS th, ${localNameSql('km', 'c')} AS km, ${localNameSql('my', 'c')} AS my
    FROM companies c WHERE c.id = ${period.companyId}`);
  const rows = await queryRows<{ employee_id: string; employee_code: string; name_en: string; name_th: string; email: string | null; lang: string }>(deps.db, sql`
    SELECT f.employee_id, e.employee_code, e.first_name_en || ' ' || e.last_name_en AS name_en, e.first_name_th || ' ' || e.last_name_th AS name_th,
      coalesce(nullif(e.email, ''), nullif(e.company_email, '')) AS email, e.preferred_lang AS lang
    FROM eslip_files f JOIN employees e ON e.id = f.employee_id
    WHERE f.period_id = ${id} ${employeeId ? sql`AND f.employee_id = ${employeeId}` : sql``} ORDER BY e.employee_code`);
  if (employeeId && !rows.length) throw new AppError('FILE_NOT_FOUND');
  const skipped: PayslipMailResult['skipped'] = [];
  const mails: Array<{ employeeId: string; mail: MailMessage }> = [];
  for (const r of rows) {
    const lang: Lang = isLang(r.lang) ? r.lang : 'en';
    if (!r.email) { skipped.push({ employeeId: r.employee_id, employeeCode: r.employee_code, name: actor.lang === 'th' ? r.name_th : r.name_en, reason: 'noEmail' }); continue; }
    const month = `${monthName(lang, Number(period.month.slice(5, 7)))} ${readerYear(Number(period.month.slice(0, 4)), lang)}`;
    const link = `${deps.config.APP_URL}/#${lang === 'en' ? '' : `/${lang}`}/self-service/payslip`;
    mails.push({ employeeId: r.employee_id, mail: renderLinkMail(lang, 'eslip', r.email, lang === 'th' ? r.name_th : r.name_en, link, { month, company: company![lang] }, { ignoreLine: false }) });
  }
  await deps.db.transaction(async (tx) => {
    for (const m of mails) {
      await deps.mail.enqueue(tx, m.mail);
      await tx.execute(sql`UPDATE eslip_files SET mailed_at = now() WHERE period_id = ${id} AND employee_id = ${m.employeeId}`);
    }
    await audit(tx, { actorId: actor.id, action: 'eslip.mail', objectId: PERMISSION, targetType: 'eslipPeriod', targetId: id, ip: actor.ip, requestId: actor.requestId,
      detail: { queued: mails.length, skipped: skipped.length } });
  });
  void deps.mail.flush().catch(() => undefined);
  return { queued: mails.length, skipped };
}

/** My uploaded payslips, as the payslip list shows them. */
export async function selfEslips(db: DbOrTx, employeeId: string, lang: Lang, year?: number) {
  return queryRows<{ eslipId: string; month: string; payDate: string; companyName: string }>(db, sql`
    SELECT f.id AS "eslipId", p.month, p.pay_date::text AS "payDate", ${localNameSql(lang, 'c')} AS "companyName"
    FROM eslip_files f JOIN eslip_periods p ON p.id = f.period_id JOIN companies c ON c.id = p.company_id
    WHERE f.employee_id = ${employeeId} ${year ? sql`AND p.month LIKE ${`${year}-%`}` : sql``}
    ORDER BY p.month DESC`);
}

/**
 * One uploaded payslip: the employee's own by its id (another's is "file not found", whether it
 * exists or not), or HR's by the month and the employee. The read is audited.
 */
export async function eslipFile(db: DbOrTx, actor: Actor, by: { eslipId: string; self: true } | { periodId: string; employeeId: string }) {
  const [f] = await queryRows<{ storage_key: string; original_name: string; employee_id: string; period_id: string }>(db, sql`
    SELECT fl.storage_key, f.original_name, f.employee_id, f.period_id FROM eslip_files f JOIN files fl ON fl.id = f.file_id
    WHERE ${'self' in by ? sql`f.id = ${by.eslipId} AND f.employee_id = ${actor.id}` : sql`f.period_id = ${by.periodId} AND f.employee_id = ${by.employeeId}`}`);
  if (!f) throw new AppError('FILE_NOT_FOUND');
  await audit(db, { actorId: actor.id, action: 'self' in by ? 'eslip.self' : 'eslip.download', objectId: 'self' in by ? 'self-service.payslip' : PERMISSION,
    targetType: 'employee', targetId: f.employee_id, ip: actor.ip, requestId: actor.requestId, detail: { periodId: f.period_id } });
  return { storageKey: f.storage_key, mime: 'application/pdf', originalName: f.original_name };
}
