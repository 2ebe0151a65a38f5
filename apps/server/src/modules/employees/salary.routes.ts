import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ZIsoDate, ZUuid } from '@hr/domain';
import { employees } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { replies } from '../../platform/envelope';
import { userOf } from '../../platform/context';
import { businessToday } from '../../platform/maintenance';
import { ok } from '../../platform/reply';
import { metaOf, routes } from '../../platform/routes';
import { EDIT_HR } from './employee-edit.access';
import { salaryInForce } from './salary.service';

const ZDay = ZIsoDate;
const ZInForce = z.object({ baseSalary: z.number(), effectiveDate: z.string(), incrementType: z.string() }).nullable();

/**
 * SPEC section 7 /1.0/get/employment/lastBaseSalary (HR): an employee's current base salary, the
 * one in force today in the company's time zone (a future-dated change is scheduled, not current);
 * with `effectiveDate`, the one in force the day before that date: what a change from that date
 * adjusts, which the salary form shows while HR types. A salary read, so it is audited.
 */
export const salaryRoutes = routes((app, deps) => {
  app.post('/api/1.0/get/employment/lastBaseSalary', {
    schema: { tags: ['Employee edit'], summary: 'The base salary in force today, or the day before `effectiveDate` (HR); null when there is none',
      body: z.strictObject({ id: ZUuid, effectiveDate: ZDay.optional() }), response: replies(ZInForce) },
    config: { access: EDIT_HR },
  }, async (req) => {
    const { id, effectiveDate } = req.body;
    const [e] = await deps.db.select({ id: employees.id }).from(employees).where(eq(employees.id, id)).limit(1);
    if (!e) throw new AppError('RECORD_GONE');
    const today = businessToday(deps);
    const row = await salaryInForce(deps.db, id, effectiveDate ?? today, !!effectiveDate);
    await audit(deps.db, { actorId: userOf(req).id, action: 'employee.sensitive.read', objectId: EDIT_HR.permission, targetType: 'employee.lastBaseSalary', targetId: id, ...metaOf(req) });
    return ok(req, row);
  });
});
