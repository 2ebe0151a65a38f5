import { z } from 'zod';
import { OUTING_PERMISSION, ZId, ZOutingCancel, ZOutingSave } from '@hr/domain';
import { replies } from '../../platform/envelope';
import { actorOf } from '../../platform/context';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { t } from '../../platform/i18n';
import { fieldLabel } from '../../platform/validation-errors';
import { col, excelOptions, sendXlsx, xlsxFile, xlsxName, type ExcelColumn } from '../../platform/excel';
import type { FastifyRequest } from 'fastify';
import {
  ZEmployeePage, ZEmployeeQuery, ZMailResult, ZNameList, ZNameListQuery, ZOutingDetails, ZOutingFilters, ZOutingPage, ZOutingSearch, ZResend,
} from './outing.schemas';
import { allOutings, nameList, searchEmployees, searchOutings } from './outing.query';
import { deleteOuting, outingDetails, saveOuting } from './outing.service';
import { businessToday } from '../../platform/maintenance';
import { cancelOuting, mailMessage, OUTING_NOTICES, resendCancellation, resendTo, sendToAll } from './outing.mail';
import { registerNoticeKinds } from '../notification/inbox.registry';

const tags = ['Company outing'];
const access = { permission: OUTING_PERMISSION, scope: 'hr' as const };
const ZById = z.strictObject({ id: ZId });

const thaiOf = (req: FastifyRequest) => req.ctx.lang === 'th';

/**
 * SPEC.md section 7 "Company outing": search and save, details, the name list, send and resend
 * mail (all, cancel), cancel and delete; plus the employee search of the form's picker and an
 * Excel export of the list. HR-only: every call needs the company-outing object id.
 */
export const outingRoutes = routes((app, deps) => {
  // The members' inboxes hear of invitations and cancellations.
  registerNoticeKinds(deps, Object.values(OUTING_NOTICES));

  app.post('/api/1.0/search/companyOuting', {
    schema: { tags, summary: 'Search outings (keyword in EN / TH name and location; status, company, a period they overlap)', body: ZOutingSearch, response: replies(ZOutingPage) },
    config: { access },
  }, async (req) => ok(req, await searchOutings(deps.db, req.body, thaiOf(req), businessToday(deps))));

  app.post('/api/1.0/save/companyOuting', {
    schema: { tags, summary: 'Save an outing and its name list (insert without id; update with id while active and not over)', body: ZOutingSave, response: replies(ZOutingDetails) },
    config: { access },
  }, async (req) => {
    const id = await saveOuting(deps, req.body, actorOf(req));
    return ok(req, await outingDetails(deps, id, thaiOf(req)));
  });

  app.post('/api/1.0/get/companyOuting/details', {
    schema: { tags, summary: 'One outing with its counts and what may still be done with it', body: ZById, response: replies(ZOutingDetails) },
    config: { access },
  }, async (req) => ok(req, await outingDetails(deps, req.body.id, thaiOf(req))));

  app.post('/api/1.0/get/companyOuting/nameLists', {
    schema: { tags, summary: 'The name list of an outing with each member\'s mail status', body: ZNameListQuery, response: replies(ZNameList) },
    config: { access },
  }, async (req) => ok(req, await nameList(deps.db, req.body, thaiOf(req))));

  app.post('/api/1.0/search/companyOuting/employees', {
    schema: { tags, summary: 'Active employees of a company, for the name-list picker', body: ZEmployeeQuery, response: replies(ZEmployeePage) },
    config: { access },
  }, async (req) => ok(req, await searchEmployees(deps.db, req.body, thaiOf(req))));

  app.post('/api/1.0/sendmail/companyOuting/all', {
    schema: { tags, summary: 'Mail every member not mailed yet; members without an address are listed', body: ZById, response: replies(ZMailResult) },
    config: { access },
  }, async (req) => {
    const r = await sendToAll(deps, req.body.id, actorOf(req));
    const m = mailMessage(r);
    return ok(req, r, m.name, m.params);
  });

  app.post('/api/1.0/resendmail/companyOuting', {
    schema: { tags, summary: 'Mail these members again', body: ZResend, response: replies(ZMailResult) },
    config: { access },
  }, async (req) => {
    const r = await resendTo(deps, req.body.id, req.body.employeeIds, actorOf(req));
    const m = mailMessage(r);
    return ok(req, r, m.name, m.params);
  });

  app.post('/api/1.0/sendmail/companyOuting/cancel', {
    schema: { tags, summary: 'Send the cancellation notice of a cancelled outing to every member again (the cancel call sends it first)', body: ZById, response: replies(ZMailResult) },
    config: { access },
  }, async (req) => {
    const r = await resendCancellation(deps, req.body.id, actorOf(req));
    const m = mailMessage(r);
    return ok(req, r, m.name, m.params);
  });

  app.post('/api/1.0/cancel/companyOuting', {
    schema: { tags, summary: 'Cancel an active outing with a reason and mail the notice to every member', body: ZOutingCancel, response: replies(ZMailResult.extend({ outing: ZOutingDetails })) },
    config: { access },
  }, async (req) => {
    const r = await cancelOuting(deps, req.body.id, req.body.reason, actorOf(req));
    const outing = await outingDetails(deps, req.body.id, thaiOf(req));
    return ok(req, { ...r, outing }, r.missing.length ? 'MISSING_EMAIL' : 'OK');
  });

  app.post('/api/1.0/delete/companyOuting', {
    schema: { tags, summary: 'Delete an outing nobody was mailed about (otherwise cancel it)', body: ZById, response: replies(z.null()) },
    config: { access },
  }, async (req) => {
    await deleteOuting(deps.db, req.body.id, actorOf(req));
    return ok(req, null);
  });

  app.post('/api/1.0/excel/companyOuting', {
    schema: { tags, summary: 'Excel export of the outings (same filters as search)', body: ZOutingFilters },
    config: { access },
  }, async (req, reply) => {
    const lang = req.ctx.lang;
    const rows = await allOutings(deps.db, req.body, lang === 'th', businessToday(deps));
    const cols = ['nameEn', 'nameTh', 'companyId', 'location', 'startDate', 'endDate', 'startTime', 'endTime', 'registrationDeadline', 'budgetPerHead', 'memberIds', 'status', 'cancelReason'] as const;
    const cell = (r: (typeof rows)[number], c: (typeof cols)[number]) => {
      if (c === 'companyId') return r.companyLabel;
      if (c === 'memberIds') return r.memberCount;
      if (c === 'status') return t(lang, `outing:status.${r.status}`);
      return r[c];
    };
    const kind: Partial<Record<(typeof cols)[number], (h: string) => ExcelColumn>> = {
      startDate: col.date, endDate: col.date, registrationDeadline: col.date, startTime: col.time, endTime: col.time, budgetPerHead: col.money, memberIds: col.integer,
    };
    const bytes = await xlsxFile(excelOptions(req, deps.config), [{ name: t(lang, 'outing:title'),
      columns: cols.map((c) => (kind[c] ?? col.text)(c === 'status' ? t(lang, 'outing:fields.status') : fieldLabel(lang, c))), rows: rows.map((r) => cols.map((c) => cell(r, c))) }]);
    return sendXlsx(reply, xlsxName('company-outing', lang), bytes);
  });
});
