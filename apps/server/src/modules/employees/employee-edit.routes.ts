import { z } from 'zod';
import { EDIT_POLICY, ROW_DELETE_PATH, ROW_SAVES, SECTION_SAVES, ZUuid, type RowSaveName, type SectionSaveName } from '@hr/domain';
import { replies } from '../../platform/envelope';
import { actorOf, userOf } from '../../platform/context';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { EDIT_HR, EDIT_SELF } from './employee-edit.access';
import { deleteRow, saveRow, saveSection } from './employee-edit.service';
import { preferredLanguageRoutes } from './preferred-language.routes';

const tags = ['Employee edit'];
const HR = EDIT_HR;
const SELF = EDIT_SELF;

/**
 * The save and delete calls of the record's sections: HR's for anyone (/1.0/save/{section} with
 * the employee's id) and the employee's own (/1.0/save/self/{section}), which can touch only the
 * caller's rows. Title and names are HR's; an employee asks for them through a sensitive change.
 * EDIT_POLICY trims the set: HR-only groups (pay, bank, cooperative) have no self calls, and
 * append-only groups (salary history) take no row id and have no delete.
 */
export const employeeEditRoutes = routes((app, deps) => {
  for (const [name, schemas] of Object.entries(SECTION_SAVES) as Array<[SectionSaveName, (typeof SECTION_SAVES)[SectionSaveName]]>) {
    app.post(`/api/1.0/save/${name}`, {
      schema: { tags, summary: `Save the ${name} section of an employee's record (HR)`, body: schemas.hr.extend({ id: ZUuid }), response: replies(z.null()) },
      config: { access: HR },
    }, async (req) => {
      const { id, ...values } = req.body as { id: string } & Record<string, unknown>;
      await saveSection(deps, name, id, values, actorOf(req));
      return ok(req, null);
    });
    if (EDIT_POLICY[name]?.hrOnly) continue;
    app.post(`/api/1.0/save/self/${name}`, {
      schema: { tags, summary: `Save the ${name} section of the caller's own record`, body: schemas.self, response: replies(z.null()) },
      config: { access: SELF },
    }, async (req) => {
      await saveSection(deps, name, userOf(req).id, req.body as Record<string, unknown>, actorOf(req));
      return ok(req, null);
    });
  }

  for (const [name, schema] of Object.entries(ROW_SAVES) as Array<[RowSaveName, (typeof ROW_SAVES)[RowSaveName]]>) {
    const Row = z.record(z.string(), z.unknown());
    const policy = EDIT_POLICY[name] ?? {};
    const rowId = policy.appendOnly ? {} : { id: ZUuid.optional() };
    const deletePath = policy.appendOnly ? undefined : ROW_DELETE_PATH[name];
    app.post(`/api/1.0/save/${name}`, {
      schema: { tags, summary: policy.appendOnly ? `Add a ${name} row to an employee's record (HR; rows are never changed)` : `Add (no id) or change a ${name} row of an employee (HR)`,
        // A salary dated in months already paid is saved only when HR confirms the retroactive pay it brings (SALARY_RETROACTIVE).
        body: schema.extend({ employeeId: ZUuid, ...rowId, ...(name === 'salary' ? { confirmRetroactive: z.boolean().optional() } : {}) }), response: replies(Row) },
      config: { access: HR },
    }, async (req) => {
      const { employeeId, id, ...values } = req.body as { employeeId: string; id?: string } & Record<string, unknown>;
      return ok(req, await saveRow(deps.db, name, employeeId, id, values, actorOf(req)));
    });
    if (deletePath) {
      app.post(`/api/1.0/delete/${deletePath}`, {
        schema: { tags, summary: `Delete a ${name} row (HR)`, body: z.strictObject({ id: ZUuid }), response: replies(z.null()) },
        config: { access: HR },
      }, async (req) => {
        await deleteRow(deps.db, name, req.body.id, null, actorOf(req));
        return ok(req, null);
      });
    }
    if (policy.hrOnly) continue;
    app.post(`/api/1.0/save/self/${name}`, {
      schema: { tags, summary: `Add (no id) or change one of the caller's own ${name} rows`, body: schema.extend(rowId), response: replies(Row) },
      config: { access: SELF },
    }, async (req) => {
      const { id, ...values } = req.body as { id?: string } & Record<string, unknown>;
      return ok(req, await saveRow(deps.db, name, userOf(req).id, id, values, actorOf(req)));
    });
    if (!deletePath) continue;
    app.post(`/api/1.0/delete/self/${deletePath}`, {
      schema: { tags, summary: `Delete one of the caller's own ${name} rows`, body: z.strictObject({ id: ZUuid }), response: replies(z.null()) },
      config: { access: SELF },
    }, async (req) => {
      await deleteRow(deps.db, name, req.body.id, userOf(req).id, actorOf(req));
      return ok(req, null);
    });
  }
  // The language of the employee's documents and mail: its own calls, beside the record's saves.
  preferredLanguageRoutes(app, deps);
});
