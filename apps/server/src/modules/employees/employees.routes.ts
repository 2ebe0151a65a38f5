import { z } from 'zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DOCUMENT_EXPIRY_WARNING_DAYS, ZEmployeeCreate, ZUuid } from '@hr/domain';
import { employees } from '@hr/db';
import { replies } from '../../platform/envelope';
import { actorOf } from '../../platform/context';
import { containing } from '../../platform/search';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { roleCallerOf } from '../roles/role-guard';
import { createEmployee, resendWelcome } from './employee-create.service';
import { nextEmployeeCode } from './employee-code';
import { searchEmployees } from './employee-search.service';
import { expiringDocuments } from './document-expiry.service';
import { businessToday } from '../../platform/maintenance';
import { t } from '../../platform/i18n';
import { fieldLabel } from '../../platform/validation-errors';
import { col, excelOptions, sendXlsx, xlsxFile, xlsxName, type ExcelColumn } from '../../platform/excel';
import { personName } from './person-name';
import { page, ZEmployeeListed, ZEmployeeSearch } from './employee-search.schemas';

const tags = ['Employee admin'];
const access = { permission: 'employment-management.add-employee', scope: 'hr' as const };

/** SPEC section 2 add-employee and its calls: create, the generated id, supervisors to choose, the welcome mail again. */
export const employeeRoutes = routes((app, deps) => {
  app.post('/api/1.0/save/employeeInfo', {
    schema: { tags, summary: 'Create an employee (add-employee): generated id, first salary row, welcome mail with a set-password link', body: ZEmployeeCreate,
      response: replies(z.object({ id: z.string(), employeeCode: z.string(), welcomeMailed: z.boolean() })) },
    config: { access },
  }, async (req) => ok(req, await createEmployee(deps, req.body, roleCallerOf(req))));

  app.post('/api/1.0/get/employee/nextCode', {
    schema: { tags, summary: 'The employee id the next employee of a company will get (shown on the form; the save decides)', body: z.strictObject({ companyId: ZUuid }),
      response: replies(z.object({ employeeCode: z.string() })) },
    config: { access },
  }, async (req) => ok(req, { employeeCode: await deps.db.transaction((tx) => nextEmployeeCode(tx, req.body.companyId, req.ctx.lang)) }));

  app.post('/api/1.0/search/employee/options', {
    schema: { tags, summary: 'Active employees of a company for a supervisor select (id, code and name in the reader\'s language); for add-employee, employee-working-management and the org chart',
      body: z.strictObject({ companyId: ZUuid, keyword: z.string().trim().max(100).optional() }),
      response: replies(z.array(z.object({ value: z.string(), label: z.string() }))) },
    // Every page that picks a supervisor or finds a person by name (and the fund and loan pages, that open an account for one).
    config: { access: { permission: ['employment-management.add-employee', 'employment-management.employee-working-management', 'employment-management.org-chart',
      'payroll.cooperative-fund', 'payroll.saving-fund', 'payroll.education-loan', 'payroll.legal-execution'], scope: 'hr' } },
  }, async (req) => {
    const { companyId, keyword } = req.body;
    const thai = req.ctx.lang === 'th';
    const rows = await deps.db.select({ id: employees.id, code: employees.employeeCode, name: personName(employees, thai) })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.active, true), keyword ? sql`${employees.searchText} LIKE ${containing(keyword.toLowerCase())}` : undefined))
      .orderBy(asc(employees.employeeCode)).limit(50);
    return ok(req, rows.map((r) => ({ value: r.id, label: `${r.code} - ${r.name}` })));
  });

  app.post('/api/1.0/search/employee', {
    schema: { tags, summary: 'All employees (HR): name in Thai or English, employee id, company, department, position, status, supervisor; sorted and paged', body: ZEmployeeSearch,
      response: replies(page(ZEmployeeListed)) },
    config: { access: { permission: 'employment-management.all-employee', scope: 'hr' } },
  }, async (req) => ok(req, await searchEmployees(deps.db, req.body, req.ctx.lang)));

  app.post('/api/1.0/excel/employee', {
    schema: { tags, summary: 'Excel export of the all-employee list (same filters as the search)', body: ZEmployeeSearch.omit({ page: true, pageSize: true }) },
    config: { access: { permission: 'employment-management.all-employee', scope: 'hr' } },
  }, async (req, reply) => {
    const lang = req.ctx.lang;
    const { items } = await searchEmployees(deps.db, { ...req.body, page: 1, pageSize: 50_000 }, lang);
    const cols = ['employeeCode', 'title', 'firstNameTh', 'lastNameTh', 'firstNameEn', 'lastNameEn', 'nicknameTh', 'nicknameEn', 'company', 'department',
      'position', 'supervisorId', 'employmentStatus', 'joiningDate', 'companyEmail', 'active'] as const;
    const cell = (r: (typeof items)[number], c: (typeof cols)[number]) => {
      if (c === 'title') return r.title ? t(lang, `choices:title.${r.title}`) : null;
      if (c === 'employmentStatus') return t(lang, `choices:employmentStatus.${r.employmentStatus}`);
      if (c === 'active') return t(lang, r.active ? 'masters:common.active' : 'masters:common.inactive');
      if (c === 'supervisorId') return r.supervisor;
      return r[c];
    };
    const bytes = await xlsxFile(excelOptions(req, deps.config), [{ name: t(lang, 'menu:employment-management/all-employee'),
      columns: cols.map((c) => (c === 'active' ? col.text(t(lang, 'masters:common.status')) : (c === 'joiningDate' ? col.date : col.text)(fieldLabel(lang, c)))),
      rows: items.map((r) => cols.map((c) => cell(r, c))) }]);
    return sendXlsx(reply, xlsxName('employees', lang), bytes);
  });

  const ZExpiring = z.object({ employeeId: z.string(), employeeCode: z.string(), name: z.string(), company: z.string(), department: z.string().nullable(),
    nationality: z.string().nullable(), document: z.enum(['passport', 'workPermit']), number: z.string().nullable(), expiresOn: z.string(), daysLeft: z.number() });
  const ZDays = z.strictObject({ days: z.number().int().min(1, { error: 'validation.tooSmall' }).max(365, { error: 'validation.tooLarge' }).default(DOCUMENT_EXPIRY_WARNING_DAYS) });
  const expiryReport = { permission: 'report.document-expiry-report', scope: 'hr' as const };
  const todayOf = () => businessToday(deps);
  app.post('/api/1.0/report/document/expiring', {
    schema: { tags, summary: 'Passports and work permits of active employees expiring within `days` (default 90) or expired, soonest first', body: ZDays,
      response: replies(z.array(ZExpiring)) },
    config: { access: expiryReport },
  }, async (req) => ok(req, await expiringDocuments(deps.db, todayOf(), req.body.days, req.ctx.lang)));

  app.post('/api/1.0/excel/report/document/expiring', {
    schema: { tags, summary: 'Excel export of the expiring-documents report', body: ZDays },
    config: { access: expiryReport },
  }, async (req, reply) => {
    const lang = req.ctx.lang;
    const rows = await expiringDocuments(deps.db, todayOf(), req.body.days, lang);
    const cols = ['employeeCode', 'name', 'company', 'department', 'nationality', 'document', 'number', 'expiresOn', 'daysLeft'] as const;
    const cell = (r: (typeof rows)[number], c: (typeof cols)[number]) =>
      (c === 'document' ? t(lang, `employee:expiry.${r.document}`) : c === 'nationality' ? (r.nationality ? t(lang, `choices:nationality.${r.nationality}`) : null) : r[c]);
    const header = (c: (typeof cols)[number]) => (['name', 'document', 'number', 'expiresOn', 'daysLeft'].includes(c) ? t(lang, `employee:expiry.${c}`) : fieldLabel(lang, c));
    const kind: Partial<Record<(typeof cols)[number], (h: string) => ExcelColumn>> = { expiresOn: col.date, daysLeft: col.integer };
    const bytes = await xlsxFile(excelOptions(req, deps.config), [{ name: t(lang, 'employee:expiry.title'),
      columns: cols.map((c) => (kind[c] ?? col.text)(header(c))), rows: rows.map((r) => cols.map((c) => cell(r, c))) }]);
    return sendXlsx(reply, xlsxName('expiring-documents', lang), bytes);
  });

  app.post('/api/1.0/resend/email', {
    schema: { tags, summary: 'Send the welcome (set-your-password) mail again', body: z.strictObject({ id: ZUuid }), response: replies(z.object({ mailed: z.boolean() })) },
    config: { access },
  }, async (req) => ok(req, await resendWelcome(deps, req.body.id, actorOf(req))));
});
