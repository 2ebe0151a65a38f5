import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { CHOICES, HR_SCOPE_ID } from '@hr/domain';
import {
  isSensitiveColumn, registerColumn, REGISTER_COLUMN_NAMES, ZEmployeeRegister, ZEmployeeRegisterExport,
  type EmployeeRegisterPage, type EmployeeRegisterRow, type RegisterColumn,
} from '@hr/domain/employee/register';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { userOf, type Deps } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { col, excelOptions, sendXlsx, xlsxFile, xlsxName, type ExcelColumn } from '../../platform/excel';
import { t } from '../../platform/i18n';
import { businessToday } from '../../platform/maintenance';
import { ok } from '../../platform/reply';
import { metaOf, routes } from '../../platform/routes';
import { employeeRegister, employeeRegisterExport } from './employee-register.query';

const tags = ['Reports'];
const REPORT = 'report.all-employee-report';
const access = { permission: REPORT, scope: 'hr' as const };

/** A column's value as its kind has it: numbers for years of service and age, a flag for active, text (and 'YYYY-MM-DD' dates, choice codes) otherwise. */
const valueOf = (c: RegisterColumn) => {
  const kind = registerColumn(c).kind;
  return (kind === 'integer' || kind === 'years' ? z.number() : kind === 'boolean' ? z.boolean() : z.string()).nullable().optional();
};
const ZRegisterPage = z.object({
  columns: z.array(z.enum(REGISTER_COLUMN_NAMES)),
  items: z.array(z.object({ id: z.string(), ...Object.fromEntries(REGISTER_COLUMN_NAMES.map((c) => [c, valueOf(c)])) as Record<RegisterColumn, ReturnType<typeof valueOf>> })),
  total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
}) satisfies z.ZodType<EmployeeRegisterPage>;

/**
 * Personal columns (identity numbers, bank account, date of birth, age) follow the employee
 * record's read rule: only a reader of anyone's whole record (HR) gets them, and every read is
 * audited with the columns and how many employees it covered. Anyone else asking is refused, and
 * the refusal is audited like every denial.
 */
async function personalColumns(deps: Deps, req: FastifyRequest, columns: RegisterColumn[]): Promise<RegisterColumn[]> {
  const personal = columns.filter(isSensitiveColumn);
  const user = userOf(req);
  if (personal.length && !user.isHr) {
    await audit(deps.db, { actorId: user.id, action: 'permission.denied', objectId: HR_SCOPE_ID, targetType: 'employee.register', detail: { columns: personal }, ...metaOf(req) });
    throw new AppError('FORBIDDEN');
  }
  return personal;
}
const auditPersonal = (deps: Deps, req: FastifyRequest, personal: RegisterColumn[], target: string, rows: number) => (personal.length
  ? audit(deps.db, { actorId: userOf(req).id, action: 'employee.sensitive.read', objectId: REPORT, targetType: target, detail: { columns: personal, rows }, ...metaOf(req) })
  : undefined);

const KIND: Record<string, (header: string) => ExcelColumn> = { date: col.date, integer: col.integer, years: (h) => col.decimal(h, 2), text: col.text, choice: col.text, boolean: col.text };

/** A cell as the reader reads it: a choice's label, the one flag (active) as a word; dates and numbers stay values for real cells. */
function cellOf(lang: Parameters<typeof t>[0], c: RegisterColumn, v: EmployeeRegisterRow[RegisterColumn]) {
  const spec = registerColumn(c);
  if (v === null || v === undefined) return null;
  if (spec.kind === 'choice' && spec.choices && (CHOICES[spec.choices] as readonly string[]).includes(String(v))) return t(lang, `choices:${spec.choices}.${String(v)}`);
  if (spec.kind === 'boolean') return t(lang, v ? 'masters:common.active' : 'masters:common.inactive');
  return v;
}

/** The employee register (SPEC section 7 "Reports": report/employee; issue 18 point 3, report/all-employee-report). */
export const employeeRegisterRoutes = routes((app, deps) => {
  app.post('/api/1.0/search/report/employee', {
    schema: {
      tags, body: ZEmployeeRegister, response: replies(ZRegisterPage),
      summary: 'The employee register: the chosen columns (in the chosen order) of every employee the filters pass (company, department, employment status, active, joined between, keyword), sorted by a sortable column and paged. Personal columns need the all-employee permission and are audited',
    },
    config: { access },
  }, async (req) => {
    const personal = await personalColumns(deps, req, req.body.columns);
    const page = await employeeRegister(deps.db, req.body, req.ctx.lang, businessToday(deps));
    await auditPersonal(deps, req, personal, 'employee.register', page.items.length);
    return ok(req, page);
  });

  app.post('/api/1.0/excel/report/employee', {
    schema: {
      tags, body: ZEmployeeRegisterExport,
      summary: 'The employee register as an Excel file: exactly the chosen columns in the chosen order, every row the filters pass in the chosen sort, real date and number cells, headers in the caller\'s language',
    },
    config: { access },
  }, async (req, reply) => {
    const lang = req.ctx.lang;
    const personal = await personalColumns(deps, req, req.body.columns);
    const rows = await employeeRegisterExport(deps.db, req.body, lang, businessToday(deps));
    await auditPersonal(deps, req, personal, 'employee.register.excel', rows.length);
    const { columns } = req.body;
    const bytes = await xlsxFile(excelOptions(req, deps.config), [{
      name: t(lang, 'menu:report/all-employee-report'),
      columns: columns.map((c) => KIND[registerColumn(c).kind]!(t(lang, registerColumn(c).header))),
      rows: rows.map((r) => columns.map((c) => cellOf(lang, c, r[c]))),
    }]);
    return sendXlsx(reply, xlsxName('employee-register', lang), bytes);
  });
});
