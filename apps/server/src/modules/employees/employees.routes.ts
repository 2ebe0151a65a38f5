import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { ZEmployeeCreate, ZUuid } from '@hr/domain';
import { employees } from '@hr/db';
import { replies } from '../../platform/envelope';
import { userOf } from '../../platform/context';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { createEmployee, resendWelcome } from './employee-create.service';
import { nextEmployeeCode } from './employee-code';

const tags = ['Employee admin'];
const access = { permission: 'employment-management.add-employee', scope: 'hr' as const };
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const actorOf = (req: FastifyRequest) => ({ id: userOf(req).id, ip: req.ip, requestId: String(req.id), lang: req.ctx.lang });

/** SPEC section 2 add-employee and its calls: create, the generated id, supervisors to choose, the welcome mail again. */
export const employeeRoutes = routes((app, deps) => {
  app.post('/api/1.0/save/employeeInfo', {
    schema: { tags, summary: 'Create an employee (add-employee): generated id, first salary row, welcome mail with a set-password link', body: ZEmployeeCreate,
      response: replies(z.object({ id: z.string(), employeeCode: z.string(), welcomeMailed: z.boolean() })) },
    config: { access },
  }, async (req) => ok(req, await createEmployee(deps, req.body, actorOf(req))));

  app.post('/api/1.0/get/employee/nextCode', {
    schema: { tags, summary: 'The employee id the next employee of a company will get (shown on the form; the save decides)', body: z.strictObject({ companyId: ZUuid }),
      response: replies(z.object({ employeeCode: z.string() })) },
    config: { access },
  }, async (req) => ok(req, { employeeCode: await deps.db.transaction((tx) => nextEmployeeCode(tx, req.body.companyId)) }));

  app.post('/api/1.0/search/employee/options', {
    schema: { tags, summary: 'Active employees of a company for a supervisor select (id, code and name in the reader\'s language)',
      body: z.strictObject({ companyId: ZUuid, keyword: z.string().trim().max(100).optional() }),
      response: replies(z.array(z.object({ value: z.string(), label: z.string() }))) },
    config: { access },
  }, async (req) => {
    const { companyId, keyword } = req.body;
    const k = keyword ? `%${escapeLike(keyword)}%` : null;
    const thai = req.ctx.lang === 'th';
    const rows = await deps.db.select({ id: employees.id, code: employees.employeeCode, name: thai
      ? sql<string>`${employees.firstNameTh} || ' ' || ${employees.lastNameTh}` : sql<string>`${employees.firstNameEn} || ' ' || ${employees.lastNameEn}` })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.active, true), k ? or(ilike(employees.employeeCode, k), ilike(employees.firstNameEn, k), ilike(employees.lastNameEn, k), ilike(employees.firstNameTh, k), ilike(employees.lastNameTh, k)) : undefined))
      .orderBy(asc(employees.employeeCode)).limit(50);
    return ok(req, rows.map((r) => ({ value: r.id, label: `${r.code} - ${r.name}` })));
  });

  app.post('/api/1.0/resend/email', {
    schema: { tags, summary: 'Send the welcome (set-your-password) mail again', body: z.strictObject({ id: ZUuid }), response: replies(z.object({ mailed: z.boolean() })) },
    config: { access },
  }, async (req) => ok(req, await resendWelcome(deps, req.body.id, actorOf(req))));
});
