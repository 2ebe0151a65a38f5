import { z } from 'zod';
import {
  LANGUAGES, WARNING_BADGE_SOURCE, WARNING_PERMISSION, WARNING_SELF_PERMISSION, WARNING_STATUSES,
  ZWarningCancel, ZWarningCheck, ZWarningPreview, ZWarningSave, ZWarningSearch, ZWarningSelfSearch,
} from '@hr/domain';
import { ZUuid } from '@hr/domain/validators';
import { sql } from 'drizzle-orm';
import { queryRows } from '@hr/db';
import { actorOf, userOf } from '../../platform/context';
import { audit } from '../../platform/audit';
import { replies } from '../../platform/envelope';
import { sendAttachment } from '../../platform/files/download';
import { businessToday } from '../../platform/maintenance';
import { ok } from '../../platform/reply';
import { metaOf, routes } from '../../platform/routes';
import { registerNoticeKinds } from '../notification/inbox.registry';
import { registerNotificationCounter } from '../notification/notification.registry';
import { WARNING_NOTICES } from './warning-letter.notices';
import { earlierLetters, searchWarningLetters, warningDetails } from './warning-letter.query';
import {
  acknowledgeLetter, cancelWarningLetter, letterPdf, openOwnLetter, saveWarningLetter, sendWarningLetter,
} from './warning-letter.service';

const tags = ['Warning letter'];
const hr = { permission: WARNING_PERMISSION, scope: 'hr' } as const;
const self = { permission: WARNING_SELF_PERMISSION, scope: 'self' } as const;
const s = z.string();
const n = z.number();
const ZStatus = z.enum(WARNING_STATUSES);
const ZEarlier = z.object({ id: s, count: n, dateSent: s, incidentEnd: s, validUntil: s, status: ZStatus });
const ZRow = z.object({
  id: s, employeeId: s, employeeCode: s, employeeName: s, departmentLabel: s.nullable(), typeId: s, typeLabel: s, count: n,
  incidentStart: s, incidentEnd: s, dateSent: s, status: ZStatus, validUntil: s, valid: z.boolean(), acknowledgedAt: s.nullable(),
});
const ZPage = z.object({ items: z.array(ZRow), total: n, page: n, pageSize: n });
const ZDetails = ZRow.extend({
  reason: s, attachment: z.object({ id: s, name: s, size: n }).nullable(), sentAt: s.nullable(), receivedAt: s.nullable(),
  cancelReason: s.nullable(), cancelledAt: s.nullable(), validEarlier: z.array(ZEarlier), editable: z.boolean(), createdByName: s, createdAt: s,
});
const ZId = z.strictObject({ id: ZUuid });
const ZDownload = z.strictObject({ id: ZUuid, lang: z.enum(LANGUAGES).optional() });

/** Warning letters (issue 21 point 2; SPEC section 7 "Warning letters"). The master's calls come from the master registry. */
export const warningLetterRoutes = routes((app, deps) => {
  registerNoticeKinds(deps, Object.values(WARNING_NOTICES));
  // The menu badge of my warning letters: those waiting for my acknowledgement.
  registerNotificationCounter(deps, {
    name: WARNING_BADGE_SOURCE,
    count: async (d, user) => {
      if (!user.permissions.has(WARNING_SELF_PERMISSION)) return 0;
      const [r] = await queryRows<{ n: number }>(d.db, sql`SELECT count(*)::int AS n FROM warning_letters WHERE employee_id = ${user.id} AND status IN ('sent', 'received')`);
      return r?.n ?? 0;
    },
  });
  const today = () => businessToday(deps);

  app.post('/api/1.0/search/warningLetter', {
    schema: { tags, summary: 'Warning letters: by employee ID or name, status, offence, employee and date sent; sorted and paged', body: ZWarningSearch, response: replies(ZPage) },
    config: { access: hr },
  }, async (req) => ok(req, await searchWarningLetters(deps.db, req.ctx.lang, today(), req.body)));

  app.post('/api/1.0/get/warningLetter', {
    schema: { tags, summary: 'One warning letter, with the valid earlier letters of the same offence (Labour Protection Act s.119(4))', body: ZId, response: replies(ZDetails) },
    config: { access: hr },
  }, async (req) => {
    const details = await warningDetails(deps.db, req.ctx.lang, today(), req.body.id);
    // A disciplinary record: who read whose letter is kept, as reads of other sensitive records are.
    await audit(deps.db, { actorId: userOf(req).id, action: 'warningLetter.read', objectId: WARNING_PERMISSION, targetType: 'warningLetter', targetId: details.id,
      detail: { employeeId: details.employeeId }, ...metaOf(req) });
    return ok(req, details);
  });

  app.post('/api/1.0/check/warningLetter', {
    schema: { tags, summary: 'Before writing: the count the letter takes and the earlier letters of the same offence still valid on its first day (s.119(4))', body: ZWarningCheck,
      response: replies(z.object({ suggestedCount: n, validEarlier: z.array(ZEarlier) })) },
    config: { access: hr },
  }, async (req) => ok(req, await earlierLetters(deps.db, req.body.employeeId, req.body.typeId, req.body.incidentStart, req.body.id)));

  app.post('/api/1.0/save/warningLetter', {
    schema: { tags, summary: 'Write a warning letter, or change a draft; send=true sends it at once (a notice and a mail with its link)', body: ZWarningSave, response: replies(ZDetails) },
    config: { access: hr },
  }, async (req) => {
    const id = await saveWarningLetter(deps, actorOf(req), req.body);
    return ok(req, await warningDetails(deps.db, req.ctx.lang, today(), id));
  });

  app.post('/api/1.0/send/warningLetter', {
    schema: { tags, summary: 'Send a draft letter as it stands', body: ZId, response: replies(ZDetails) },
    config: { access: hr },
  }, async (req) => {
    await sendWarningLetter(deps, actorOf(req), req.body.id);
    return ok(req, await warningDetails(deps.db, req.ctx.lang, today(), req.body.id));
  });

  app.post('/api/1.0/cancel/warningLetter', {
    schema: { tags, summary: 'Cancel a letter with a reason (an employee who had it is told)', body: ZWarningCancel, response: replies(ZDetails) },
    config: { access: hr },
  }, async (req) => {
    await cancelWarningLetter(deps, actorOf(req), req.body.id, req.body.reason);
    return ok(req, await warningDetails(deps.db, req.ctx.lang, today(), req.body.id));
  });

  app.post('/api/1.0/preview/warningLetter', {
    schema: { tags, summary: 'The letter as a PDF on the company\'s letterhead in the employee\'s language (or lang), before it is saved', body: ZWarningPreview.extend({ lang: z.enum(LANGUAGES).optional() }) },
    config: { access: hr },
  }, async (req, reply) => {
    const { lang, id: _id, ...draft } = req.body;
    const pdf = await letterPdf(deps, { draft, issuerId: userOf(req).id }, lang);
    return sendAttachment(reply, pdf.name, 'application/pdf', pdf.bytes);
  });

  app.post('/api/1.0/download/warningLetter', {
    schema: { tags, summary: 'A saved letter as a PDF, in the employee\'s language (or lang), signed once acknowledged', body: ZDownload },
    config: { access: hr },
  }, async (req, reply) => {
    const pdf = await letterPdf(deps, { id: req.body.id }, req.body.lang);
    await audit(deps.db, { actorId: userOf(req).id, action: 'warningLetter.download', objectId: WARNING_PERMISSION, targetType: 'warningLetter', targetId: req.body.id, ...metaOf(req) });
    return sendAttachment(reply, pdf.name, 'application/pdf', pdf.bytes);
  });

  app.post('/api/1.0/search/warningLetter/self', {
    schema: { tags, summary: 'My warning letters (sent to me), newest first', body: ZWarningSelfSearch, response: replies(ZPage.extend({ awaiting: n })) },
    config: { access: self },
  }, async (req) => {
    const user = userOf(req);
    const page = await searchWarningLetters(deps.db, req.ctx.lang, today(), { ...req.body, employeeId: user.id }, true);
    const [w] = await queryRows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM warning_letters WHERE employee_id = ${user.id} AND status IN ('sent', 'received')`);
    return ok(req, { ...page, awaiting: w?.n ?? 0 });
  });

  app.post('/api/1.0/get/warningLetter/self', {
    schema: { tags, summary: 'One of my letters; opening a sent letter marks it received. Another\'s: a missing record', body: ZId, response: replies(ZDetails) },
    config: { access: self },
  }, async (req) => ok(req, await openOwnLetter(deps, actorOf(req), req.body.id)));

  app.post('/api/1.0/acknowledge/warningLetter', {
    schema: { tags, summary: 'Acknowledge my letter with the e-signature of my record', body: ZId, response: replies(ZDetails) },
    config: { access: self },
  }, async (req) => {
    await acknowledgeLetter(deps, actorOf(req), req.body.id);
    return ok(req, await warningDetails(deps.db, req.ctx.lang, today(), req.body.id, userOf(req).id));
  });

  app.post('/api/1.0/download/warningLetter/self', {
    schema: { tags, summary: 'My letter as a PDF in my language', body: ZId },
    config: { access: self },
  }, async (req, reply) => {
    const pdf = await letterPdf(deps, { id: req.body.id, employeeId: userOf(req).id }, req.ctx.lang);
    return sendAttachment(reply, pdf.name, 'application/pdf', pdf.bytes);
  });

  app.get('/api/1.0/self/redirect/warning/letter', {
    schema: {
      tags, summary: 'The mailed link: goes to the letter\'s page, through login when the browser has no session (it reveals nothing itself)',
      querystring: z.object({ id: ZUuid, lang: z.enum(LANGUAGES).optional() }),
    },
    config: { access: { permission: 'public', scope: 'none' } },
  }, async (req, reply) => {
    const prefix = req.query.lang && req.query.lang !== 'en' ? `/${req.query.lang}` : '';
    return reply.redirect(`${deps.config.APP_URL}/#${prefix}/self-service/warning-letter/${req.query.id}`, 302);
  });
});

