import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LANG, HR_SCOPE_ID, isLang, pickLang, type RouteAccess } from '@hr/domain';
import { companies, employees, rolePermissions, sessions } from '@hr/db';
import { AppError } from './app-error';
import { audit } from './audit';
import type { AuthUser, Deps } from './context';
import { maintenanceState } from './maintenance';
import { hashToken } from './tokens';

/** The caller's session, employee, company and permissions by token hash (see loadUser). */
function sessionQuery(db: Deps['db']) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: employees.id,
      companyId: employees.companyId,
      companyCode: sql<string>`${companies.abbreviation}`,
      employeeCode: employees.employeeCode,
      roleId: employees.roleId,
      firstNameEn: employees.firstNameEn, lastNameEn: employees.lastNameEn, firstNameTh: employees.firstNameTh, lastNameTh: employees.lastNameTh,
      imageProfileFileId: employees.imageProfileFileId, isFirstLogin: employees.isFirstLogin, preferredLang: employees.preferredLang,
      // Plain SQL names: drizzle would leave the outer column unqualified inside the subquery.
      havePdpa: sql<boolean>`exists (SELECT 1 FROM pdpa_consents c WHERE c.employee_id = employees.id AND c.notice_version = ${sql.placeholder('pdpa')})`,
      permissions: sql<string[]>`coalesce((SELECT array_agg(${rolePermissions.objectId}) FROM ${rolePermissions} WHERE ${rolePermissions.roleId} = ${employees.roleId}), '{}')`,
    })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now')), eq(employees.active, true)))
    .limit(1)
    .prepare('load_user');
}
// Every API request runs this query: prepared once per database, PostgreSQL parses and plans it
// once per connection instead of on every request.
const prepared = new WeakMap<Deps['db'], ReturnType<typeof sessionQuery>>();

/**
 * Loads the caller from a raw token in one query, with what the profile shows (so getProfile,
 * called on every page load, needs no second round trip); null when the token is unknown, revoked,
 * expired or the user disabled. A caller read in the last few seconds comes from the session
 * cache (platform/session-cache.ts), which every change of a session or its rights clears.
 */
export async function loadUser(deps: Deps, token: string): Promise<AuthUser | null> {
  const hash = hashToken(token);
  const now = deps.clock.now();
  return deps.sessions.get(hash, now) ?? deps.sessions.load(hash, async () => {
    let query = prepared.get(deps.db);
    if (!query) prepared.set(deps.db, (query = sessionQuery(deps.db)));
    const rows = await query.execute({ hash, now: now.toISOString(), pdpa: deps.config.PDPA_NOTICE_VERSION });
    const row = rows[0];
    if (!row) return null;
    const { firstNameEn, lastNameEn, firstNameTh, lastNameTh, imageProfileFileId, isFirstLogin, havePdpa, preferredLang, expiresAt, ...rest } = row;
    const permissions = new Set(row.permissions);
    const user: AuthUser = {
      ...rest, permissions, isHr: permissions.has(HR_SCOPE_ID),
      profile: { firstNameEn, lastNameEn, firstNameTh, lastNameTh, imageProfileFileId, isFirstLogin, havePdpa, preferredLang: isLang(preferredLang) ? preferredLang : DEFAULT_LANG },
    };
    return { user, expiresAt: expiresAt.getTime() };
  });
}

/** The raw token of a request's Authorization header (a 'Bearer ' prefix is tolerated). */
export function tokenOf(req: FastifyRequest): string {
  const header = req.headers.authorization;
  return typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
}

const MAINTENANCE_EXEMPT = new Set(['/api/1.0/maintenance']);

/**
 * The gate in front of every API route: language, maintenance closure, then the route's declared
 * access — a valid token, and the permission object id. Denials are
 * audited. The menu only hides entries; this is what protects them.
 *
 * A callback hook, not an async one: most calls find their caller in the session cache and pass
 * without a promise; only a database read or a denial's audit row waits.
 */
export function installAuthHook(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('ctx', null as never);

  /** The caller is known: admit them if the route's permission is theirs, else audit and refuse. */
  const admit = (req: FastifyRequest, access: RouteAccess, user: AuthUser | null, done: (err?: Error) => void) => {
    if (!user) return done(new AppError('SESSION_EXPIRED'));
    req.ctx.user = user;
    if (access.permission === 'member') return done();
    // Scope 'hr' routes act on anyone's records, so holding the object id is the whole test;
    // 'self' and 'lead' routes narrow the rows further in their services (see scope.ts).
    // A list of ids admits a holder of any of them (a picker several pages share).
    const needed = [access.permission].flat();
    if (needed.some((id) => user.permissions.has(id))) return done();
    audit(deps.db, { actorId: user.id, action: 'permission.denied', objectId: needed.join(' | '), ip: req.ip, requestId: req.id, detail: { method: req.method, route: req.routeOptions.url ?? '' } })
      .then(() => done(new AppError('FORBIDDEN')), done);
  };

  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done) => {
    req.ctx = { lang: pickLang(req.headers.lang as string | undefined, req.headers['accept-language']), user: null, ip: req.ip };
    if (!req.url.startsWith('/api/')) return done();
    // API answers are never stored by a browser or proxy (set here rather than in an onSend hook: one hook less per call).
    reply.header('Cache-Control', 'no-store');
    const path = req.routeOptions.url ?? '';
    if (!MAINTENANCE_EXEMPT.has(path) && !path.startsWith('/api/docs')) {
      const m = maintenanceState(deps.config, deps.clock.now());
      if (m.closed) return done(new AppError('MAINTENANCE', { date: m.date ?? '', from: m.from, to: m.to }, m));
    }
    const access = req.routeOptions.config?.access;
    // Unmatched routes fall through to the 404 handler.
    if (!access || access.permission === 'public') return done();
    const token = tokenOf(req);
    if (!token) return admit(req, access, null, done);
    const cached = deps.sessions.get(hashToken(token), deps.clock.now());
    if (cached) return admit(req, access, cached, done);
    loadUser(deps, token).then((user) => admit(req, access, user, done), done);
  });
}
