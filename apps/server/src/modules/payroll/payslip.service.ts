import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';
import type { Lang } from '@hr/domain';
import { satangToBaht, decimalToSatang } from '@hr/domain/money';
import type { SelfPayslipView } from '@hr/domain/payroll/payslip';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { startProgress } from '../../platform/progress';
import { payslipFileName, payslipPdf, type PayslipArt } from './payslip.pdf';
import { payslipEmployeeIds, payslipItems, payslipLines, payslipPeriod, type PayslipPeriod } from './payslip.query';
import { selfEslips } from './eslip.service';

/*
 * Payslips given out (issue 20 points 1 and 3): HR and accountants download one, some or all of a
 * closed period's (all: a zip streamed while it is written, followed through its progress); an
 * employee downloads their own. Every download is audited with whose payslips left.
 */

/** Employees rendered and zipped per read: a batch's lines are in memory at once, never the period's. */
const BATCH = 200;

/** The company's logo and watermark as small JPEGs, made once per run (a PNG would be decoded again in every PDF). */
export async function payslipArt(deps: Pick<Deps, 'files'>, period: PayslipPeriod): Promise<PayslipArt> {
  const load = async (key: string | null, width: number) => {
    if (!key) return null;
    const bytes = await deps.files.get(key);
    if (!bytes) return null;
    return sharp(bytes).resize({ width, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  };
  const [logo, watermark] = await Promise.all([load(period.company.logoKey, 256), load(period.company.watermarkKey, 600)]);
  return { logo, watermark };
}

/** One employee's payslip of a closed period, in the language asked or theirs. */
export async function onePayslip(deps: Deps, period: PayslipPeriod, employeeId: string, lang?: Lang): Promise<{ name: string; bytes: Buffer }> {
  const [line] = await payslipLines(deps.db, period, [employeeId]);
  if (!line) throw new AppError('FILE_NOT_FOUND');
  const [items, art] = await Promise.all([payslipItems(deps.db), payslipArt(deps, period)]);
  const l = lang ?? line.lang;
  return { name: payslipFileName(period, line), bytes: await payslipPdf(l, period, line, items(l), art) };
}

/**
 * HR's download: with one employee, their PDF; with several or none (everyone), a zip streamed
 * while it is written, in batches, waiting for the reader so memory stays flat however large the
 * period. The ids asked for that have no line in the period are simply not in the zip.
 */
export async function downloadPayslips(deps: Deps, actor: Actor, body: { id: string; employeeIds?: string[]; progressId?: string; lang?: Lang }):
  Promise<{ kind: 'pdf'; name: string; bytes: Buffer } | { kind: 'zip'; name: string; stream: PassThrough }> {
  const period = await payslipPeriod(deps.db, body.id);
  const auditRead = (employees: string[] | 'all', count: number) => audit(deps.db, {
    actorId: actor.id, action: 'payroll.payslip.download', objectId: 'payroll.salary-period', targetType: 'salaryPeriod', targetId: period.id,
    ip: actor.ip, requestId: actor.requestId, detail: { employees, count },
  });
  if (body.employeeIds?.length === 1) {
    const one = await onePayslip(deps, period, body.employeeIds[0]!, body.lang);
    await auditRead(body.employeeIds, 1);
    return { kind: 'pdf', ...one };
  }
  const ids = await payslipEmployeeIds(deps.db, period.id, body.employeeIds);
  if (!ids.length) throw new AppError('FILE_NOT_FOUND');
  await auditRead(body.employeeIds ? ids : 'all', ids.length);
  const progress = await startProgress(deps.db, body.progressId, actor.id, 'payroll.payslips');
  await progress.report(0, ids.length);
  const [items, art] = await Promise.all([payslipItems(deps.db), payslipArt(deps, period)]);

  // PDFs are compressed already: stored, not deflated again (a third of the time, the same size).
  const zip = new ZipArchive({ store: true });
  const out = new PassThrough();
  zip.pipe(out);
  void (async () => {
    let queued = 0;
    zip.on('entry', () => { queued -= 1; });
    const drained = () => new Promise<void>((resolve) => { zip.once('entry', () => resolve()); });
    for (let i = 0; i < ids.length; i += BATCH) {
      for (const line of await payslipLines(deps.db, period, ids.slice(i, i + BATCH))) {
        const lang = body.lang ?? line.lang;
        zip.append(await payslipPdf(lang, period, line, items(lang), art), { name: payslipFileName(period, line) });
        queued += 1;
        // The zip takes an entry in when the reader has room for it: at most a few PDFs wait in memory.
        while (queued > 8) await drained();
      }
      await progress.report(Math.min(ids.length, i + BATCH), ids.length);
    }
    await zip.finalize();
    await progress.finish();
  })().catch((err: unknown) => { zip.abort(); out.destroy(err instanceof Error ? err : new Error(String(err))); });
  // The ticked employees' zip is named apart from everyone's, so a download of one does not overwrite or shadow the other.
  const which = body.employeeIds ? `-selected-${ids.length}` : '';
  return { kind: 'zip', name: `payslips-${period.month}-${period.company.code}${which}.zip`, stream: out };
}

type SelfRow = { period_id: string; month: string; pay_date: string; company: string; gross: string; deductions: string; net: string };

/** The employee's own payslips: a line in a closed period, newest month first; a year narrows them. */
export async function selfPayslips(db: DbOrTx, employeeId: string, lang: Lang, year?: number): Promise<SelfPayslipView[]> {
  const rows = await queryRows<SelfRow>(db, sql`
    SELECT p.id AS period_id, p.month, p.pay_date::text AS pay_date,
      ${lang === 'th' ? sql`c.name_th` : lang === 'km' ? sql`coalesce(nullif(c.name_km, ''), c.name_en)` : lang === 'my' ? sql`coalesce(nullif(c.name_my, ''), c.name_en)` : sql`c.name_en`} AS company,
      l.gross::text AS gross, l.total_deductions::text AS deductions, l.net_pay::text AS net
    FROM salary_lines l JOIN salary_periods p ON p.id = l.period_id JOIN companies c ON c.id = p.company_id
    WHERE l.employee_id = ${employeeId} AND p.status IN ('closed', 'sent', 'paid') ${year ? sql`AND p.month LIKE ${`${year}-%`}` : sql``}
    ORDER BY p.month DESC, p.pay_date DESC`);
  const baht = (v: string) => satangToBaht(decimalToSatang(v));
  const computed: SelfPayslipView[] = rows.map((r) => ({
    source: 'payroll', id: r.period_id, month: r.month, payDate: r.pay_date, companyName: r.company, gross: baht(r.gross), totalDeductions: baht(r.deductions), netPay: baht(r.net),
  }));
  const uploaded: SelfPayslipView[] = (await selfEslips(db, employeeId, lang, year)).map((e) => ({
    source: 'eslip', id: e.eslipId, month: e.month, payDate: e.payDate, companyName: e.companyName, gross: null, totalDeductions: null, netPay: null,
  }));
  return [...computed, ...uploaded].sort((a, b) => b.month.localeCompare(a.month) || b.payDate.localeCompare(a.payDate));
}

/**
 * The employee's own payslip of a period, in their language, without a password (they are logged
 * in). A period that is not closed, or that has no line of theirs, is "file not found": whether
 * someone else was paid in it is not theirs to learn.
 */
export async function selfPayslip(deps: Deps, actor: Actor, periodId: string): Promise<{ name: string; bytes: Buffer }> {
  let period: PayslipPeriod;
  try {
    period = await payslipPeriod(deps.db, periodId);
  } catch (err) {
    if (err instanceof AppError) throw new AppError('FILE_NOT_FOUND');
    throw err;
  }
  const one = await onePayslip(deps, period, actor.id, actor.lang);
  await audit(deps.db, { actorId: actor.id, action: 'payroll.payslip.self', objectId: 'self-service.payslip', targetType: 'salaryPeriod', targetId: periodId,
    ip: actor.ip, requestId: actor.requestId, detail: {} });
  return one;
}
