import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { PG_SESSION_OPTIONS } from '@hr/db';
import { hashToken, newToken, verifyPassword } from '../../apps/server/src/platform/tokens';

/**
 * The baseline: plain Fastify and a pg.Pool doing the same indexed lookups with hand-written SQL.
 * It uses the same scrypt and token helpers as the app, so the app/bare ratio measures our
 * framework (plugins, hooks, zod, Drizzle, audit) and not the password hash.
 */
export async function startBare(opts: { url: string; poolSize: number; sessionTtlHours: number }): Promise<{ url: string; close(): Promise<void> }> {
  // The same session settings as the app's pool, so both plan the search alike.
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize, options: PG_SESSION_OPTIONS });
  pool.on('error', () => {});
  const app: FastifyInstance = Fastify({ logger: false });

  app.post<{ Body: { company: string; employeeId: string; password: string } }>('/login', async (req, reply) => {
    const { company, employeeId, password } = req.body;
    // Same predicate as the app's findAccount (company code case-insensitive, employee code exact).
    const { rows } = await pool.query<{ id: string; password_hash: string | null; active: boolean }>(
      `SELECT e.id, e.password_hash, e.active FROM employees e JOIN companies c ON c.id = e.company_id
       WHERE upper(c.code) = upper($1) AND e.employee_code = $2 LIMIT 1`, [company, employeeId.trim()]);
    const e = rows[0];
    // The login throttle (issue 13): the account's and the address's pauses, read as the app does.
    const throttled = await pool.query(`SELECT 1 FROM login_throttles WHERE ((kind = 'account' AND subject = $1) OR (kind = 'address' AND subject = $2))
       AND locked_until > now()`, [e?.id ?? '', req.ip]);
    const passwordOk = await verifyPassword(password, e?.password_hash ?? null);
    if (!e || !e.active || throttled.rowCount || !passwordOk) return reply.status(401).send({ success: false });
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + opts.sessionTtlHours * 3600_000);
    await pool.query('INSERT INTO sessions (token_hash, employee_id, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, $5)',
      [hash, e.id, expiresAt, req.ip, req.headers['user-agent']?.slice(0, 300) ?? null]);
    return { success: true, data: { token, expiresAt: expiresAt.toISOString() } };
  });

  // One query: the session by token hash, its employee and the role's permission ids.
  const sessionOf = async (token: string) => (await pool.query<{ first_name_en: string; last_name_en: string; permissions: string[] }>({
    name: 'bare_session',
    text: `SELECT e.first_name_en, e.last_name_en,
            coalesce((SELECT array_agg(rp.object_id) FROM role_permissions rp WHERE rp.role_id = e.role_id), '{}') AS permissions
     FROM sessions s JOIN employees e ON e.id = s.employee_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND e.active LIMIT 1`,
    values: [hashToken(token)] })).rows[0];

  app.get('/profile', async (req, reply) => {
    const row = await sessionOf(req.headers.authorization ?? '');
    if (!row) return reply.status(401).send({ success: false });
    return { success: true, data: { employeeName: `${row.first_name_en} ${row.last_name_en}`, permissions: row.permissions } };
  });

  // All-employee search: the caller's session and permission checked, then the same filter, joins,
  // page and count as the app's searchEmployees, in hand-written SQL.
  app.get<{ Querystring: { keyword: string } }>('/employees', async (req, reply) => {
    const user = await sessionOf(req.headers.authorization ?? '');
    if (!user?.permissions.includes('employment-management.all-employee')) return reply.status(403).send({ success: false });
    const like = `%${req.query.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The page's ids and the count (a window) first, from employees alone, then their names: as the
    // app does, and like it a named statement (parsed and planned once per connection).
    const { rows } = await pool.query({ name: 'bare_search', text: `SELECT m.total, e.id, e.employee_code, e.first_name_en, e.last_name_en, c.code AS company,
                  d.name_en AS department, p.name_en AS position, s.first_name_en || ' ' || s.last_name_en AS supervisor, e.employment_status, e.joining_date, e.active,
                  t.name_en AS employment_type, e.working_time_type, w.name_en AS working_time
                  FROM (SELECT id, count(*) OVER ()::int AS total FROM employees WHERE search_text LIKE $1 ORDER BY employee_code, id LIMIT 20) m
                  JOIN employees e ON e.id = m.id JOIN companies c ON c.id = e.company_id LEFT JOIN departments d ON d.id = e.department_id
                  LEFT JOIN positions p ON p.id = e.position_id LEFT JOIN employees s ON s.id = e.supervisor_id
                  LEFT JOIN master_employment_types t ON t.id = e.employment_type_id LEFT JOIN master_working_times w ON w.id = e.working_time_id
                  ORDER BY e.employee_code, e.id`, values: [like] });
    return { success: true, data: { items: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 } };
  });

  // A leave submit (issue 6): the session, then one transaction that locks the employee, reads the
  // holidays of the span and the requests it could overlap, and writes the request, its days per
  // year and an audit row, in hand-written SQL. The day count and rules are the app's business;
  // this measures what the same reads and writes cost without our framework.
  app.post<{ Body: { leaveTypeId: string; duration: string; dateFrom: string; dateTo: string; reason?: string } }>('/leave', async (req, reply) => {
    const user = await pool.query<{ id: string }>({ name: 'bare_session_id', text: `SELECT e.id FROM sessions s JOIN employees e ON e.id = s.employee_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND e.active LIMIT 1`, values: [hashToken(req.headers.authorization ?? '')] });
    const me = user.rows[0]?.id;
    if (!me) return reply.status(401).send({ success: false });
    const b = req.body;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT id FROM employees WHERE id = $1 FOR UPDATE', [me]);
      await client.query('SELECT date FROM master_holidays WHERE active AND date BETWEEN $1 AND $2', [b.dateFrom, b.dateTo]);
      const clash = await client.query(`SELECT 1 FROM leave_requests WHERE employee_id = $1 AND status IN ('pending', 'approved')
        AND date_from <= $2 AND date_to >= $3 LIMIT 1`, [me, b.dateTo, b.dateFrom]);
      if (clash.rowCount) { await client.query('ROLLBACK'); return reply.status(400).send({ success: false }); }
      const { rows } = await client.query<{ id: string }>(`INSERT INTO leave_requests (employee_id, leave_type_id, duration, date_from, date_to, days, reason, created_by, updated_by)
        VALUES ($1, $2, $3, $4, $5, 1, $6, $1, $1) RETURNING id`, [me, b.leaveTypeId, b.duration, b.dateFrom, b.dateTo, b.reason ?? null]);
      await client.query('INSERT INTO leave_request_years (request_id, year, days) VALUES ($1, $2, 1)', [rows[0]!.id, Number(b.dateFrom.slice(0, 4))]);
      await client.query(`INSERT INTO audit_log (actor_id, action, object_id, target_type, target_id) VALUES ($1, 'leave.submit', 'self-service.leave-request', 'leaveRequest', $2)`, [me, rows[0]!.id]);
      await client.query('COMMIT');
      return { success: true, data: { id: rows[0]!.id, days: 1 } };
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  });

  // A check-in (issue 16): the session, then the punch row in one INSERT at the database's clock,
  // its business date in Bangkok; the table's unique (employee, date, seq) and (employee, key)
  // make a repeat no row (409 here). The card, its rules and the audit row are the app's business.
  app.post<{ Body: { kind: string; seq: number; idempotencyKey: string } }>('/punch', async (req, reply) => {
    const user = await pool.query<{ id: string }>({ name: 'bare_session_id', text: `SELECT e.id FROM sessions s JOIN employees e ON e.id = s.employee_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND e.active LIMIT 1`, values: [hashToken(req.headers.authorization ?? '')] });
    const me = user.rows[0]?.id;
    if (!me) return reply.status(401).send({ success: false });
    const { kind, seq, idempotencyKey } = req.body;
    const { rows } = await pool.query<{ id: string; at: Date }>({ name: 'bare_punch', text: `INSERT INTO attendance_punches
      (employee_id, at, kind, source, client_address, local_date, seq, idempotency_key, created_by)
      VALUES ($1, now(), $2, 'web', $3, (now() AT TIME ZONE 'Asia/Bangkok')::date, $4, $5, $1) ON CONFLICT DO NOTHING RETURNING id, at`,
    values: [me, kind, req.ip, seq, idempotencyKey] });
    if (!rows[0]) return reply.status(409).send({ success: false });
    return { success: true, data: { punch: { id: rows[0].id, at: rows[0].at.toISOString(), kind }, created: true } };
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: async () => { await app.close(); await pool.end(); } };
}
