import { z } from 'zod';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { LEAD_VIEW_SECTIONS, ZUuid, type ViewSectionName } from '@hr/domain';
import { employeeAddresses, employeeBankAccounts, employeeDocuments, employeeEducation, employeeEmergencyContacts, employeeGoals, employeeHealth, employeeLanguages, employees, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { replies } from '../../platform/envelope';
import { userOf, type AuthUser } from '../../platform/context';
import { ok } from '../../platform/reply';
import { metaOf, routes } from '../../platform/routes';
import { isSubordinate } from '../../platform/scope';
import { VIEW_SECTIONS, type ViewSection } from './employee-view.sections';

const tags = ['Employee view'];
const LEAD_VIEW = 'employment-management.view-employee-info';

/**
 * Who may read a section of whose record: anyone their own, HR (all-employee) anyone's, a
 * supervisor the sections marked `lead` of a subordinate, with identity numbers masked.
 */
async function accessOf(db: DbOrTx, user: AuthUser, targetId: string, section: { lead: boolean }): Promise<'full' | 'masked' | null> {
  if (user.id === targetId || user.isHr) return 'full';
  if (section.lead && user.permissions.has(LEAD_VIEW) && (await isSubordinate(db, user.id, targetId))) return 'masked';
  return null;
}

const mask = (v: unknown) => (typeof v === 'string' && v.length > 4 ? `${'•'.repeat(v.length - 4)}${v.slice(-4)}` : v);
/** A supervisor cannot download a subordinate's files (a licence's photo), so is not handed their ids either. */
const withoutFileIds = (v: unknown): unknown => (Array.isArray(v) ? v.map(withoutFileIds)
  : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k.endsWith('FileId') ? null : withoutFileIds(x)])) : v);
const serialize = (v: unknown): unknown => JSON.parse(JSON.stringify(v ?? null));

/** Whether the employee has a row in `table` (matching `extra`), as a column of one select. */
const hasRow = (table: PgTable & { employeeId: AnyPgColumn }, id: string, extra?: SQL) =>
  sql<boolean>`exists (select 1 from ${table} where ${and(eq(table.employeeId, id), extra)})`;

/** Which sections a profile counts as filled (those an HR officer expects in a complete record), read in one query. */
async function progress(db: DbOrTx, id: string) {
  const [e] = await db.select({
    basic: sql<boolean>`${employees.birthDate} is not null and ${employees.gender} is not null and ${employees.religion} is not null and ${employees.bloodGroup} is not null`,
    phone: employees.phone, maritalStatus: employees.maritalStatus, ssHospitalId: employees.ssHospitalId,
    emergency: hasRow(employeeEmergencyContacts, id), address: hasRow(employeeAddresses, id, eq(employeeAddresses.kind, 'current')),
    education: hasRow(employeeEducation, id), languages: hasRow(employeeLanguages, id), health: hasRow(employeeHealth, id), goals: hasRow(employeeGoals, id),
    bank: hasRow(employeeBankAccounts, id, eq(employeeBankAccounts.isPrimary, true)), documents: hasRow(employeeDocuments, id),
  }).from(employees).where(eq(employees.id, id)).limit(1);
  if (!e) throw new AppError('RECORD_GONE');
  const sections = {
    basicinfo: e.basic, contactInfo: !!e.phone && e.emergency, address: e.address, Education: e.education, family: !!e.maritalStatus,
    skill: e.languages, medicalCondition: e.health, goals: e.goals, socialSecurityInfo: !!e.ssHospitalId, bankaccounts: e.bank, documentupload: e.documents,
  };
  const done = Object.values(sections).filter(Boolean).length;
  return { percent: Math.round((done / Object.keys(sections).length) * 100), sections };
}

/**
 * The view calls of SPEC section 7 ("Employee view and search"), one per section of the record,
 * for HR and supervisors (/1.0/view/{section} with the employee's id) and for the employee
 * (/1.0/view/self/{section}). Refusals look like a missing record (301007) and are audited;
 * reads of ID numbers, salary, bank accounts and medical data are audited too.
 */
export const employeeViewRoutes = routes((app, deps) => {
  const read = async (req: FastifyRequest, name: string, section: ViewSection, targetId: string) => {
    const user = userOf(req);
    const access = await accessOf(deps.db, user, targetId, { lead: LEAD_VIEW_SECTIONS.includes(name as ViewSectionName) });
    if (!access) {
      await audit(deps.db, { actorId: user.id, action: 'permission.denied', objectId: LEAD_VIEW, targetType: `employee.${name}`, targetId, ...metaOf(req) });
      throw new AppError('RECORD_GONE');
    }
    const [exists] = await deps.db.select({ id: employees.id }).from(employees).where(eq(employees.id, targetId)).limit(1);
    if (!exists) throw new AppError('RECORD_GONE');
    const loaded = serialize(await section.load(deps.db, targetId, req.ctx.lang));
    const data = access === 'masked' ? withoutFileIds(loaded) : loaded;
    if (access === 'masked' && data && typeof data === 'object' && !Array.isArray(data)) {
      for (const f of section.masked ?? []) (data as Record<string, unknown>)[f] = mask((data as Record<string, unknown>)[f]);
    }
    if (section.sensitive && access === 'full') {
      await audit(deps.db, { actorId: user.id, action: 'employee.sensitive.read', objectId: LEAD_VIEW, targetType: `employee.${name}`, targetId, ...metaOf(req) });
    }
    return data;
  };

  for (const [name, section] of Object.entries(VIEW_SECTIONS)) {
    app.post(`/api/1.0/view/${name}`, {
      schema: { tags, summary: `The ${name} section of an employee's record (HR; a supervisor for a subordinate${LEAD_VIEW_SECTIONS.includes(name as ViewSectionName) ? '' : ': not this section'})`,
        body: z.strictObject({ id: ZUuid }), response: replies(z.unknown()) },
      config: { access: { permission: 'member', scope: 'lead' } },
    }, async (req) => ok(req, await read(req, name, section, req.body.id)));

    app.post(`/api/1.0/view/self/${name}`, {
      schema: { tags, summary: `The ${name} section of the caller's own record`, body: z.strictObject({}).optional(), response: replies(z.unknown()) },
      config: { access: { permission: 'member', scope: 'self' } },
    }, async (req) => ok(req, await read(req, name, section, userOf(req).id)));
  }

  app.post('/api/1.0/view/employeeInfo/progess', {
    schema: { tags, summary: 'How complete an employee\'s record is, by section (the spec\'s spelling of "progress")', body: z.strictObject({ id: ZUuid }),
      response: replies(z.object({ percent: z.number(), sections: z.record(z.string(), z.boolean()) })) },
    config: { access: { permission: 'member', scope: 'lead' } },
  }, async (req) => {
    const user = userOf(req);
    if (!(await accessOf(deps.db, user, req.body.id, { lead: true }))) throw new AppError('RECORD_GONE');
    return ok(req, await progress(deps.db, req.body.id));
  });
});
