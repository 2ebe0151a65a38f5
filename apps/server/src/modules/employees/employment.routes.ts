import { z } from 'zod';
import { ZEmploymentSave, ZUuid } from '@hr/domain';
import { replies } from '../../platform/envelope';
import { actorOf } from '../../platform/context';
import { t } from '../../platform/i18n';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { col, excelOptions, sendXlsx, xlsxFile, xlsxName } from '../../platform/excel';
import { fieldLabel } from '../../platform/validation-errors';
import { page, ZEmployeeListed, ZEmployeeSearch } from './employee-search.schemas';
import { searchEmployees } from './employee-search.service';
import { getEmployment, saveEmployment, saveHospitalChoice } from './employment.service';
import { roleCallerOf } from '../roles/role-guard';

const tags = ['Employment data'];
const access = { permission: 'employment-management.employee-working-management', scope: 'hr' as const };

const ZSearch = ZEmployeeSearch.extend({
  employmentTypeId: ZUuid.optional(),
  workingTimeType: z.enum(['general', 'shift'], { error: 'validation.invalid' }).optional(),
});
const ZListed = ZEmployeeListed.extend({ employmentType: z.string().nullable(), workingTimeType: z.string(), workingTime: z.string().nullable() });

/**
 * SPEC section 2 employee-working-management and its calls (section 7 "Employee admin": get and
 * save of the employment details and the hospital choice): HR's list of employees with their
 * employment data, its Excel export, and the edit of one employee's.
 */
export const employmentRoutes = routes((app, deps) => {
  app.post('/api/1.0/search/employee/employment', {
    schema: { tags, summary: 'Employees with their employment data (employment type, working time, status, joining date, supervisor): filtered, sorted and paged', body: ZSearch,
      response: replies(page(ZListed)) },
    config: { access },
  }, async (req) => ok(req, await searchEmployees(deps.db, req.body, req.ctx.lang)));

  app.post('/api/1.0/excel/employee/employment', {
    schema: { tags, summary: 'Excel export of the employment data list (same filters as its search)', body: ZSearch.omit({ page: true, pageSize: true }) },
    config: { access },
  }, async (req, reply) => {
    const lang = req.ctx.lang;
    const { items } = await searchEmployees(deps.db, { ...req.body, page: 1, pageSize: 50_000 }, lang);
    const cols = ['employeeCode', 'name', 'company', 'department', 'position', 'supervisor', 'employmentStatus', 'employmentType', 'workingTime', 'joiningDate'] as const;
    const cell = (r: (typeof items)[number], c: (typeof cols)[number]) => {
      if (c === 'name') return lang === 'th' ? `${r.firstNameTh} ${r.lastNameTh}` : `${r.firstNameEn} ${r.lastNameEn}`;
      if (c === 'employmentStatus') return t(lang, `choices:employmentStatus.${r.employmentStatus}`);
      if (c === 'workingTime') return [t(lang, `employee:add.workingTimeType.${r.workingTimeType}`), r.workingTime].filter(Boolean).join(' - ');
      return r[c];
    };
    const bytes = await xlsxFile(excelOptions(req, deps.config), [{ name: t(lang, 'menu:employment-management/employee-working-management'),
      columns: cols.map((c) => (c === 'joiningDate' ? col.date : col.text)(fieldLabel(lang, c))), rows: items.map((r) => cols.map((c) => cell(r, c))) }]);
    return sendXlsx(reply, xlsxName('employment', lang), bytes);
  });

  app.post('/api/1.2/get/employment', {
    schema: { tags, summary: 'One employee\'s employment data as the edit form takes it, with the social security hospital', body: z.strictObject({ id: ZUuid }),
      response: replies(z.record(z.string(), z.unknown())) },
    config: { access },
  }, async (req) => ok(req, await getEmployment(deps.db, req.body.id, req.ctx.lang === 'th')));

  app.post('/api/1.2/save/employment', {
    schema: { tags, summary: 'Save an employee\'s employment data: status, type, working time, dates, company, department, position, supervisors, role, work permit, tax, provident fund, KPI',
      body: ZEmploymentSave, response: replies(z.object({ employeeCode: z.string(), active: z.boolean() })) },
    config: { access },
  }, async (req) => {
    const { id, ...values } = req.body;
    return ok(req, await saveEmployment(deps, id, values, roleCallerOf(req)));
  });

  app.post('/api/1.2/save/employee/social/hospital/choice', {
    schema: { tags, summary: 'Set the employee\'s social security hospital (an active row of the hospital master)', body: z.strictObject({ id: ZUuid, hospitalId: ZUuid }),
      response: replies(z.null()) },
    config: { access },
  }, async (req) => {
    await saveHospitalChoice(deps, req.body.id, req.body.hospitalId, actorOf(req));
    return ok(req, null);
  });

  app.post('/api/1.2/delete/employee/social/hospital/choice', {
    schema: { tags, summary: 'Clear the employee\'s social security hospital', body: z.strictObject({ id: ZUuid }), response: replies(z.null()) },
    config: { access },
  }, async (req) => {
    await saveHospitalChoice(deps, req.body.id, null, actorOf(req));
    return ok(req, null);
  });
});
