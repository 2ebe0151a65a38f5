import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PERMISSION_IDS, type RouteAccess } from '@hr/domain';
import type { Db } from '@hr/db';
import type { Config } from './config';
import { installAuthHook } from './platform/auth-hook';
import { systemClock, type Clock, type Deps } from './platform/context';
import { installErrorHandler } from './platform/error-handler';
import { installSecurityHeaders } from './platform/security-headers';
import { createSessionCache } from './platform/session-cache';
import { installNulGuard } from './platform/nul-guard';
import { createMailer, demoMailPrinter, type Mailer } from './platform/mail/mailer';
import { localFileStore, type FileStore } from './platform/files/file-store';
import { openApiDocumentTransform, openApiRouteTransform } from './platform/openapi';
import type { ZApp } from './platform/routes';
import { sessionRoutes } from './modules/session/session.routes';
import { notificationRoutes } from './modules/notification/notification.routes';
import { inboxRoutes } from './modules/notification/inbox.routes';
import { fileRoutes } from './modules/files/files.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { masterRoutes } from './modules/masters/masters.routes';
import { roleRoutes } from './modules/roles/roles.routes';
import { outingRoutes } from './modules/outing/outing.routes';
import { employeeRoutes } from './modules/employees/employees.routes';
import { employeeRegisterRoutes } from './modules/employees/employee-register.routes';
import { employeeViewRoutes } from './modules/employees/employee-view.routes';
import { employeeEditRoutes } from './modules/employees/employee-edit.routes';
import { salaryRoutes } from './modules/employees/salary.routes';
import { employeeAddressRoutes } from './modules/employees/employee-address.routes';
import { employeeAttachmentRoutes } from './modules/employees/employee-attachments.routes';
import { employmentRoutes } from './modules/employees/employment.routes';
import { subordinateRoutes } from './modules/employees/subordinates.routes';
import { announcementRoutes } from './modules/announcement/announcement.routes';
import { systemRoutes } from './modules/system/system.routes';
import { APP_VERSION } from './modules/system/version';
import { configRoutes } from './modules/system/config.routes';
import { addressRoutes } from './modules/address/address.routes';
import { sensitiveRoutes } from './modules/sensitive/sensitive.routes';
import { orgChartRoutes } from './modules/org-chart/org-chart.routes';
import { leaveRoutes } from './modules/leave/leave.routes';
import { leaveRequestRoutes } from './modules/leave/leave-request.routes';
import { approvalRoutes } from './modules/approval/approval.routes';
import { overtimeRoutes } from './modules/overtime/overtime.routes';
import { onsiteRoutes } from './modules/onsite/onsite.routes';
import { punchRequestRoutes } from './modules/punch-request/punch-request.routes';
import { leaveFileRoutes } from './modules/leave/leave-files.routes';
import { leaveReportRoutes } from './modules/leave-report/leave-report.routes';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes';
import { attendancePageRoutes } from './modules/attendance/attendance-pages.routes';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { warningLetterRoutes } from './modules/warning-letter/warning-letter.routes';
import { timeclockRoutes } from './modules/attendance/timeclock.routes';
import { rosterRoutes } from './modules/roster/roster.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { attendanceReportRoutes } from './modules/attendance/attendance-report.routes';
import { payrollRoutes } from './modules/payroll/payroll.routes';
import { salaryPeriodRoutes } from './modules/payroll/salary-period.routes';
import { payslipRoutes } from './modules/payroll/payslip.routes';
import { payslipAttachments } from './modules/payroll/payslip-mail.service';
import { payrollFileRoutes } from './modules/payroll/payroll-files.routes';
import { taxCertificateRoutes } from './modules/payroll/tax-certificate.routes';
import { eslipRoutes } from './modules/payroll/eslip.routes';
import { fundRoutes } from './modules/payroll/funds.routes';

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** `logStream`: where the log goes instead of stdout (a test reads what the server logs). */
export type BuildOptions = { db: Db; config: Config; clock?: Clock; mail?: Mailer; files?: FileStore; webDist?: string; logStream?: DestinationStream };
export type RegisteredRoute = { method: string; url: string; access: RouteAccess | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    registeredRoutes: RegisteredRoute[];
  }
}

/** Builds the whole server; main.ts listens on it and tests call it through `inject`. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'], ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // Without request lines the log still has every error (error-handler.ts logs them itself).
    logController: new LogController({ disableRequestLogging: !config.LOG_REQUESTS }),
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false } },
  });
  const deps: Deps = {
    db: opts.db,
    config,
    clock: opts.clock ?? systemClock,
    mail: opts.mail ?? createMailer(opts.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: (m, err) => app.log.error({ err }, m), print: demoMailPrinter(config) }),
    files: opts.files ?? localFileStore(join(config.DATA_DIR, 'files')),
    sessions: createSessionCache({ ttlMs: config.SESSION_CACHE_SECONDS * 1000, maxEntries: config.SESSION_CACHE_SIZE }),
  };
  // Mailed payslips are made when they are sent (their files are never kept in the outbox).
  deps.mail.attach(payslipAttachments(deps));
  app.decorate('deps', deps);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every API route must say who may call it; a route without a declaration does not start.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url, access });
    if (!access) throw new Error(`route ${route.url} declares no access`);
    for (const id of [access.permission].flat()) {
      if (!['public', 'member'].includes(id) && !PERMISSION_IDS.has(id)) throw new Error(`route ${route.url} names unknown permission ${id}`);
    }
  });

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'], connectSrc: ["'self'"], objectSrc: ["'none'"], frameAncestors: ["'none'"],
        // A letter's PDF preview is shown in a frame of the blob the page fetched with its token.
        frameSrc: ["'self'", 'blob:'], baseUri: ["'self'"], formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // CORS stays closed unless origins are configured: the SPA is served from the same origin.
  if (config.CORS_ORIGINS) await app.register(cors, { origin: config.CORS_ORIGINS.split(',').map((s) => s.trim()) });
  await app.register(rateLimit, { global: false, errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode, code: 'RATE_LIMITED', message: 'rate limited' }) });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20 } });
  await app.register(swagger, {
    openapi: { info: { title: 'HR Self Service API', version: APP_VERSION }, components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } }, security: [{ token: [] }] },
    transform: openApiRouteTransform,
    transformObject: openApiDocumentTransform,
  });
  // The docs page keeps script hashes (staticCSP) but needs inline styles, which swagger-ui sets at run time.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'").replace(/ https:/g, ''),
    uiConfig: { validatorUrl: null },
  });

  installErrorHandler(app);
  installAuthHook(app, deps);
  installNulGuard(app);

  const zapp = app.withTypeProvider() as unknown as ZApp;
  for (const register of [sessionRoutes, notificationRoutes, inboxRoutes, fileRoutes, mailRoutes, systemRoutes, configRoutes, announcementRoutes, masterRoutes, roleRoutes, addressRoutes, outingRoutes, employeeRoutes, employeeRegisterRoutes, employeeViewRoutes, employeeEditRoutes, salaryRoutes, employeeAddressRoutes, employeeAttachmentRoutes, employmentRoutes, subordinateRoutes, orgChartRoutes, sensitiveRoutes, leaveRoutes, leaveRequestRoutes, leaveFileRoutes, leaveReportRoutes, calendarFeedRoutes, attendanceRoutes, attendancePageRoutes, timeclockRoutes, rosterRoutes, approvalRoutes, overtimeRoutes, onsiteRoutes, punchRequestRoutes, dashboardRoutes, attendanceReportRoutes, payrollRoutes, salaryPeriodRoutes, fundRoutes, payslipRoutes, payrollFileRoutes, taxCertificateRoutes, eslipRoutes, warningLetterRoutes]) register(zapp, deps);

  app.get('/config.json', async () => ({ API_URL: '/api' }));
  const webDist = opts.webDist ?? WEB_DIST;
  if (existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, index: 'index.html', wildcard: false, maxAge: '1h' });
  }
  return app;
}
