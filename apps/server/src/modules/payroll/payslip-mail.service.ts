import { sql } from 'drizzle-orm';
import { queryRows } from '@hr/db';
import { isLang, type Lang } from '@hr/domain';
import { readerYear } from '@hr/domain/calendar';
import {
  payslipPassword, PAYSLIP_PASSWORDS, type PayslipItems, type PayslipMailResult, type PayslipMailStatus, type PayslipPasswordRule,
} from '@hr/domain/payroll/payslip';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { monthName } from '../../platform/date-text';
import { renderNoticeMail, type AttachmentResolver, type MailMessage } from '../../platform/mail/mailer';
import { payslipArt } from './payslip.service';
import { payslipFileName, payslipPdf, type PayslipArt } from './payslip.pdf';
import { payslipItems, payslipLines, payslipPeriod, type PayslipPeriod } from './payslip.query';

/*
 * Payslips by mail (issue 20 point 2): to each employee's address, the PDF locked with a password
 * the employee knows (the company's rule: date of birth as DDMMYYYY, Buddhist or common era), the
 * mail saying the rule and never the password. The mail is queued in the outbox in one transaction
 * with the attachment named by reference; the PDF and its password are made only when the mail is
 * handed to the transport, so neither is ever stored. Who has no address (or no date of birth the
 * rule needs) is listed, not mailed.
 */

const ruleOf = (v: string | null): PayslipPasswordRule => ((PAYSLIP_PASSWORDS as readonly string[]).includes(v ?? '') ? v as PayslipPasswordRule : 'birthDateBe');
const monthText = (lang: Lang, month: string) => `${monthName(lang, Number(month.slice(5, 7)))} ${readerYear(Number(month.slice(0, 4)), lang)}`;

type Recipient = { employee_id: string; employee_code: string; name_en: string; name_th: string; email: string | null; birth_date: string | null; lang: string };

export async function mailPayslips(deps: Deps, actor: Actor, body: { id: string; employeeIds?: string[] }): Promise<PayslipMailResult> {
  const period = await payslipPeriod(deps.db, body.id);
  const [company] = await queryRows<{ rule: string | null }>(deps.db, sql`SELECT payslip_password AS rule FROM companies WHERE id = ${period.company.id}`);
  const rule = ruleOf(company!.rule);
  const ids = body.employeeIds;
  const people = await queryRows<Recipient>(deps.db, sql`
    SELECT l.employee_id, e.employee_code, e.first_name_en || ' ' || e.last_name_en AS name_en, e.first_name_th || ' ' || e.last_name_th AS name_th,
      coalesce(nullif(e.email, ''), nullif(e.company_email, '')) AS email, e.birth_date::text AS birth_date, e.preferred_lang AS lang
    FROM salary_lines l JOIN employees e ON e.id = l.employee_id
    WHERE l.period_id = ${period.id} ${ids ? sql`AND l.employee_id = ANY(${`{${ids.join(',')}}`}::uuid[])` : sql``}
    ORDER BY e.employee_code`);
  const skipped: PayslipMailResult['skipped'] = [];
  const mails: MailMessage[] = [];
  for (const p of people) {
    const lang: Lang = isLang(p.lang) ? p.lang : 'en';
    const name = lang === 'th' ? p.name_th : p.name_en;
    const who = { employeeId: p.employee_id, employeeCode: p.employee_code, name: actor.lang === 'th' ? p.name_th : p.name_en };
    if (!p.email) { skipped.push({ ...who, reason: 'noEmail' }); continue; }
    if (payslipPassword(rule, p.birth_date) === null) { skipped.push({ ...who, reason: 'noBirthDate' }); continue; }
    const month = monthText(lang, period.month);
    mails.push({
      ...renderNoticeMail(lang, 'payslip', p.email, name, { month, company: period.company.names[lang] }, [`password.${rule}`]),
      attachment: { kind: 'payslip', periodId: period.id, employeeId: p.employee_id, lang },
    });
  }
  await deps.db.transaction(async (tx) => {
    for (const m of mails) await deps.mail.enqueue(tx, m);
    await audit(tx, { actorId: actor.id, action: 'payroll.payslip.mail', objectId: 'payroll.salary-period', targetType: 'salaryPeriod', targetId: period.id,
      ip: actor.ip, requestId: actor.requestId, detail: { queued: mails.length, skipped: skipped.length, employees: ids ?? 'all' } });
  });
  // Sending thousands takes a while: the call answers once they are queued, the page follows the outbox.
  void deps.mail.flush().catch(() => undefined);
  return { queued: mails.length, skipped };
}

/** The period's payslip mails in the outbox by state: the page follows them until none is pending. */
export async function payslipMailStatus(deps: Deps, periodId: string): Promise<PayslipMailStatus> {
  const rows = await queryRows<{ status: keyof PayslipMailStatus; n: number }>(deps.db, sql`
    SELECT status, count(*)::int AS n FROM mail_outbox WHERE template = 'payslip' AND attachment->>'periodId' = ${periodId} GROUP BY status`);
  const out: PayslipMailStatus = { pending: 0, sent: 0, failed: 0, stored: 0 };
  for (const r of rows) out[r.status] = r.n;
  return out;
}

/**
 * Makes a mailed payslip at delivery: the PDF in the mail's language, locked with the password of
 * the company's rule. A period's items and pictures are read once for the mails sent together.
 */
export function payslipAttachments(deps: Deps): AttachmentResolver {
  const cache = new Map<string, { at: number; period: PayslipPeriod; items: (lang: Lang) => PayslipItems; art: PayslipArt; rule: PayslipPasswordRule }>();
  const periodOf = async (periodId: string) => {
    const hit = cache.get(periodId);
    if (hit && Date.now() - hit.at < 60_000) return hit;
    const period = await payslipPeriod(deps.db, periodId);
    const [company] = await queryRows<{ rule: string | null }>(deps.db, sql`SELECT payslip_password AS rule FROM companies WHERE id = ${period.company.id}`);
    const fresh = { at: Date.now(), period, items: await payslipItems(deps.db), art: await payslipArt(deps, period), rule: ruleOf(company!.rule) };
    cache.clear();
    cache.set(periodId, fresh);
    return fresh;
  };
  return async (ref) => {
    if (ref.kind !== 'payslip' || !ref.periodId || !ref.employeeId) return null;
    const { period, items, art, rule } = await periodOf(ref.periodId);
    const [line] = await payslipLines(deps.db, period, [ref.employeeId]);
    if (!line) return null;
    const password = payslipPassword(rule, line.birthDate);
    if (password === null) return null;
    const lang: Lang = isLang(ref.lang ?? '') ? ref.lang as Lang : line.lang;
    return { filename: payslipFileName(period, line), contentType: 'application/pdf', content: await payslipPdf(lang, period, line, items(lang), art, password || undefined) };
  };
}
