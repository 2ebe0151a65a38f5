import { z } from 'zod';
import { asc, eq, sql } from 'drizzle-orm';
import { MASTERS } from '@hr/domain';
import { companies } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { loadUser, tokenOf } from '../../platform/auth-hook';
import { masterOptions } from '../masters/masters.service';
import { tableOf } from '../masters/masters.routes';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';

export const APP_VERSION = '1.1.456';
export const APP_BUILD = '20250915';

const ZOption = z.object({ value: z.string(), label: z.string(), labelEn: z.string(), labelTh: z.string(), id: z.string().optional(), refs: z.record(z.string(), z.string()).optional() });

/** Global calls of SPEC.md section 7: the version the /chkver page compares, and dropdown lists. */
export const systemRoutes = routes((app, deps) => {
  app.get('/api/1.0/version', {
    schema: { tags: ['System'], summary: 'The running server version', response: replies(z.object({ version: z.string(), build: z.string() })) },
    config: { access: { permission: 'public', scope: 'none' } },
  }, async (req) => ok(req, { version: APP_VERSION, build: APP_BUILD }));

  const modules = [...new Set(['company', ...MASTERS.map((m) => m.name)])] as [string, ...string[]];
  // The company list is public because the login form needs it before anyone is logged in; it
  // carries only abbreviations and names. Every other list (the masters) needs a login.
  app.post('/api/1.0/getDropdownByModuleName', {
    schema: {
      tags: ['System'], summary: `Options for a select box by module name: ${modules.join(', ')} (active rows only)`,
      body: z.strictObject({ moduleName: z.enum(modules, { error: 'validation.invalid' }) }), response: replies(z.array(ZOption)),
    },
    config: { access: { permission: 'public', scope: 'none' } },
  }, async (req) => {
    // The company list is fixed (SPEC section 7): abbreviations as values, for the login form.
    const def = req.body.moduleName === 'company' ? undefined : MASTERS.find((m) => m.name === req.body.moduleName);
    if (def) {
      const token = tokenOf(req);
      if (!token || !(await loadUser(deps, token))) throw new AppError('SESSION_EXPIRED');
      return ok(req, await masterOptions(deps.db, def, tableOf(def), req.ctx.lang));
    }
    const rows = await deps.db.select({ id: companies.id, code: sql<string>`${companies.abbreviation}`, nameEn: sql<string>`${companies.nameEn}`, nameTh: sql<string>`${companies.nameTh}` }).from(companies)
      .where(eq(companies.active, true)).orderBy(asc(companies.abbreviation));
    const thai = req.ctx.lang === 'th';
    return ok(req, rows.map((r) => ({ value: r.code, id: r.id, label: `${r.code} - ${thai ? r.nameTh : r.nameEn}`, labelEn: r.nameEn, labelTh: r.nameTh })));
  });
});
