import { z } from 'zod';
import { asc, eq, sql } from 'drizzle-orm';
import { MASTERS, ZUuid } from '@hr/domain';
import { companies } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { loadUser, tokenOf } from '../../platform/auth-hook';
import { masterOptions } from '../masters/masters.service';
import { tableOf } from '../masters/masters.routes';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { APP_BUILD, APP_VERSION } from './version';
import type { Diagnostics } from '@hr/domain/system/diagnostics';
import { diagnostics } from './diagnostics.service';
import { readProgress } from '../../platform/progress';
import { userOf } from '../../platform/context';


const ZOption = z.object({ value: z.string(), label: z.string(), labelEn: z.string(), labelTh: z.string(), id: z.string().optional(), refs: z.record(z.string(), z.string()).optional() });

const ZVerdict = z.enum(['ok', 'warning', 'problem']);
const ZDiagnostics = z.object({
  checkedAt: z.string(),
  version: z.object({ app: z.string(), build: z.string(), node: z.string(), verdict: ZVerdict }),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), serverVersion: z.string(), applied: z.number(), shipped: z.number(), latest: z.string().nullable(), verdict: ZVerdict }),
  mail: z.object({ transport: z.enum(['smtp', 'outbox']), pending: z.number(), failed: z.number(), oldestPendingMinutes: z.number().nullable(), verdict: ZVerdict }),
  time: z.object({ timeZone: z.string(), serverTime: z.string(), businessDate: z.string(), databaseDriftSeconds: z.number(), verdict: ZVerdict }),
  maintenance: z.object({ closed: z.boolean(), nextDate: z.string().nullable(), from: z.string(), to: z.string(), verdict: ZVerdict }),
});
// Compile-time: the schema answers exactly the shared type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const DIAGNOSTICS_SHAPE: Same<z.infer<typeof ZDiagnostics>, Diagnostics> = true;

/** Global calls of SPEC.md section 7: the version the /chkver page compares, dropdown lists, and the administrator's diagnostics. */
export const systemRoutes = routes((app, deps) => {
  app.get('/api/1.0/get/system/diagnostics', {
    schema: { tags: ['System'], summary: 'The administrator\'s diagnostics (/test): the build, the database (engine, version, migrations applied of those shipped), mail (transport, outbox backlog), the clocks (business zone and date, the database clock against the server\'s) and the maintenance schedule, each with a verdict: ok, warning or problem', response: replies(ZDiagnostics) },
    config: { access: { permission: 'test', scope: 'none' } },
  }, async (req) => ok(req, await diagnostics(deps)));

  // The progress of long work the caller started (a large export): what the page shows while it waits.
  app.get('/api/1.0/get/work/progress/:id', {
    schema: { tags: ['System'], summary: 'How far the caller\'s own long work named `id` has come (done of total, finished); another user\'s or an unknown id reads as missing (301007)',
      params: z.strictObject({ id: ZUuid }),
      response: replies(z.object({ kind: z.string(), done: z.number(), total: z.number(), finished: z.boolean() })) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => {
    const progress = await readProgress(deps.db, req.params.id, userOf(req).id);
    if (!progress) throw new AppError('RECORD_GONE');
    return ok(req, progress);
  });

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
