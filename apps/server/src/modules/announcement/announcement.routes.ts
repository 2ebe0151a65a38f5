import { z } from 'zod';
import {
  ANNOUNCEMENT_FILE_MAX_BYTES, ANNOUNCEMENT_MAX_ATTACHMENTS, ANNOUNCEMENT_PERMISSION, ANNOUNCEMENT_POST_OWN_PERMISSION, ANNOUNCEMENT_SELF_PERMISSION, ANNOUNCEMENT_UPLOADS,
  WARNING_PERMISSION, ZAnnouncementId, ZAnnouncementPostOwn, ZAnnouncementReceipts, ZAnnouncementSave, ZAnnouncementSearch, ZAnnouncementSelfSearch,
} from '@hr/domain';
import { ZUuid } from '@hr/domain/validators';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { registerFileReadRule } from '../../platform/files/read-rules';
import { readUploads, saveUploads, type UploadRule } from '../../platform/files/upload';
import { t } from '../../platform/i18n';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { registerNoticeKinds } from '../notification/inbox.registry';
import { sanitizeAnnouncementHtml } from './announcement-html';
import { ANNOUNCEMENT_NOTICES } from './announcement.notices';
import {
  afterLoginSlides, announcementDetails, announcementReceipts, companyModal, dismissSlides, employeeModal, mayReadAnnouncementFile, readAnnouncement,
  searchAnnouncements, selfAnnouncements,
} from './announcement.query';
import {
  ANNOUNCEMENT_FILE_KINDS, deleteAnnouncement, deleteAnnouncementUpload, postOwnAnnouncement, remindAnnouncement, saveAnnouncement,
} from './announcement.service';

const tags = ['Announcement'];
const hr = { permission: ANNOUNCEMENT_PERMISSION, scope: 'hr' } as const;
const self = { permission: ANNOUNCEMENT_SELF_PERMISSION, scope: 'self' } as const;
const s = z.string();
const n = z.number();
const ZFile = z.object({ id: s, name: s, mime: s, size: n, url: s });
const ZSlide = z.object({
  id: s, imageHeader: s.nullable(), title: s, description: s, urgent: z.boolean(),
  imageAttachmentList: z.array(z.object({ urlImage: s, nameImage: s, mime: s })),
});
const ZStatus = z.enum(['published', 'scheduled', 'expired']);
const ZRow = z.object({
  id: s, title: s, titleEn: s, titleTh: s, status: ZStatus, urgent: z.boolean(), startAt: s, endAt: s, audienceLabel: s, audienceCount: n, readCount: n,
  imageUrl: s.nullable(), createdByName: s, createdAt: s,
});
const ZLabel = z.object({ id: s, label: s });
const ZDetails = z.object({
  id: s, status: ZStatus, schedule: z.enum(['now', 'scheduled']), urgent: z.boolean(), startAt: s, endAt: s,
  titleEn: s, titleTh: s, titleKm: s.nullable(), titleMy: s.nullable(), descriptionEn: s, descriptionTh: s, descriptionKm: s.nullable(), descriptionMy: s.nullable(),
  images: z.object({ en: ZFile.nullable(), th: ZFile.nullable(), km: ZFile.nullable(), my: ZFile.nullable() }),
  attachments: z.array(ZFile), audienceAll: z.boolean(), companies: z.array(ZLabel), departments: z.array(ZLabel),
  employees: z.array(z.object({ id: s, employeeCode: s, name: s })), audienceCount: n, readCount: n, publishedAt: s.nullable(), createdByName: s, createdAt: s, updatedAt: s,
});
const paged = <T extends z.ZodType>(item: T, extra: z.ZodRawShape = {}) => z.object({ items: z.array(item), total: n, page: n, pageSize: n, ...extra });
const ZReminder = z.object({ notified: n, mailed: n });
const ZPreview = z.strictObject({
  descriptionEn: s.max(60_000).optional(), descriptionTh: s.max(60_000).optional(), descriptionKm: s.max(60_000).optional(), descriptionMy: s.max(60_000).optional(),
});

/** SPEC section 5: the main picture is one JPG/JPEG; attachments up to ten, PDF, JPG or JPEG; 3MB each (section 9). */
const UPLOADS = {
  image: { kind: 'jpeg', maxBytes: ANNOUNCEMENT_FILE_MAX_BYTES, maxFiles: 1 },
  attachment: { kind: 'jpeg-or-pdf', maxBytes: ANNOUNCEMENT_FILE_MAX_BYTES, maxFiles: ANNOUNCEMENT_MAX_ATTACHMENTS },
} as const satisfies Record<string, UploadRule>;

/** Announcements (issue 21 point 1; SPEC section 7 "Announcements", spelled as the spec spells them). */
export const announcementRoutes = routes((app, deps) => {
  registerNoticeKinds(deps, Object.values(ANNOUNCEMENT_NOTICES));
  registerFileReadRule(deps, Object.values(ANNOUNCEMENT_FILE_KINDS), mayReadAnnouncementFile);

  app.post('/api/1.0/get/AnnouncementAfterLogin', {
    schema: { tags, summary: 'The urgent announcements shown now to the caller that they have neither read nor closed: the pop-up after login', response: replies(z.array(ZSlide)) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => ok(req, await afterLoginSlides(deps, req.ctx.lang, userOf(req))));

  app.post('/api/1.0/close/AnnouncementAfterLogin', {
    schema: { tags, summary: 'The caller closed the pop-up on these announcements: it does not show them again', body: z.strictObject({ ids: z.array(ZUuid).max(50) }), response: replies(z.null()) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => { await dismissSlides(deps, userOf(req), req.body.ids); return ok(req, null); });

  app.post('/api/1.0/search/announcement/self', {
    schema: { tags, summary: 'My announcements shown now, newest first, unread marked; search by words of the title or text', body: ZAnnouncementSelfSearch,
      response: replies(paged(z.object({ id: s, title: s, urgent: z.boolean(), startAt: s, endAt: s, imageHeader: s.nullable(), readAt: s.nullable(), fromName: s }), { unread: n })) },
    config: { access: self },
  }, async (req) => ok(req, await selfAnnouncements(deps, req.ctx.lang, userOf(req), req.body)));

  app.post('/api/1.0/view/annoucement', {
    schema: { tags, summary: 'Read one of my announcements (records that I read it)', body: ZAnnouncementId,
      response: replies(ZSlide.extend({ startAt: s, endAt: s, fromName: s, readAt: s.nullable() })) },
    config: { access: self },
  }, async (req) => ok(req, await readAnnouncement(deps, req.ctx.lang, userOf(req), req.body.id)));

  app.post('/api/1.0/save/annoucement/own', {
    schema: { tags, summary: '/addAnoucement: an announcement to my own department (HR posts to anyone through save/annoucement)', body: ZAnnouncementPostOwn, response: replies(z.object({ id: s })) },
    config: { access: { permission: ANNOUNCEMENT_POST_OWN_PERMISSION, scope: 'self' } },
  }, async (req) => ok(req, { id: await postOwnAnnouncement(deps, actorOf(req), req.body) }));

  app.post('/api/1.0/upload/announcement', {
    schema: { tags, consumes: ['multipart/form-data'], querystring: z.strictObject({ purpose: z.enum(ANNOUNCEMENT_UPLOADS) }), response: replies(z.array(ZFile)),
      summary: 'Upload an announcement\'s main picture (purpose=image: one JPG/JPEG) or attachments (purpose=attachment: up to 10 PDF, JPG or JPEG), 3MB each' },
    config: { access: { permission: [ANNOUNCEMENT_PERMISSION, ANNOUNCEMENT_POST_OWN_PERMISSION], scope: 'self' } },
  }, async (req) => {
    const user = userOf(req);
    const uploads = await readUploads(req, UPLOADS[req.query.purpose]);
    const stored = await deps.db.transaction((tx) => saveUploads(tx, deps.files, user.id, user.id, ANNOUNCEMENT_FILE_KINDS[req.query.purpose], uploads));
    return ok(req, stored.map((f) => ({ ...f, url: `/api/1.0/file/${f.id}` })));
  });

  app.post('/api/1.0/delete/upload/announcement', {
    schema: { tags, summary: 'Remove a picture or attachment I uploaded that no announcement uses yet', body: ZAnnouncementId, response: replies(z.null()) },
    config: { access: { permission: [ANNOUNCEMENT_PERMISSION, ANNOUNCEMENT_POST_OWN_PERMISSION], scope: 'self' } },
  }, async (req) => { await deleteAnnouncementUpload(deps, actorOf(req), req.body.id); return ok(req, null); });

  app.post('/api/1.0/search/announcementlist', {
    schema: { tags, summary: 'Announcements by status (statusID 1 published, 2 scheduled, 3 expired, 99 or absent all), urgency and title', body: ZAnnouncementSearch, response: replies(paged(ZRow)) },
    config: { access: hr },
  }, async (req) => ok(req, await searchAnnouncements(deps, req.ctx.lang, req.body, (key, params) => t(req.ctx.lang, key, params))));

  app.post('/api/1.0/get/AnnouncementDetail', {
    schema: { tags, summary: 'One announcement as its form edits it, with the audience\'s names and how many have read it', body: ZAnnouncementId, response: replies(ZDetails) },
    config: { access: hr },
  }, async (req) => ok(req, await announcementDetails(deps, req.ctx.lang, req.body.id)));

  app.post('/api/1.0/save/annoucement', {
    schema: { tags, summary: 'Add an announcement, or edit one with its id. Descriptions are sanitised HTML; publishing now tells the audience at once', body: ZAnnouncementSave, response: replies(z.object({ id: s })) },
    config: { access: hr },
  }, async (req) => ok(req, { id: await saveAnnouncement(deps, actorOf(req), req.body) }));

  app.post('/api/1.0/delete/annoucement', {
    schema: { tags, summary: 'Delete an announcement with its pictures, attachments and read receipts', body: ZAnnouncementId, response: replies(z.null()) },
    config: { access: hr },
  }, async (req) => { await deleteAnnouncement(deps, actorOf(req), req.body.id); return ok(req, null); });

  app.post('/api/1.0/preview/annoucement', {
    schema: { tags, summary: 'The descriptions as they will be kept and shown (sanitised), for the preview', body: ZPreview, response: replies(ZPreview) },
    config: { access: { permission: [ANNOUNCEMENT_PERMISSION, ANNOUNCEMENT_POST_OWN_PERMISSION], scope: 'self' } },
  }, async (req) => ok(req, Object.fromEntries(Object.entries(req.body).map(([k, v]) => [k, sanitizeAnnouncementHtml(v ?? '')]))));

  app.post('/api/1.0/search/announcement/receipts', {
    schema: { tags, summary: 'Read receipts: the audience with when each read it (read true / false filters), searchable by employee ID or name', body: ZAnnouncementReceipts,
      response: replies(paged(z.object({ employeeId: s, employeeCode: s, name: s, departmentLabel: s.nullable(), readAt: s.nullable() }), { readCount: n, audienceCount: n })) },
    config: { access: hr },
  }, async (req) => ok(req, await announcementReceipts(deps, req.ctx.lang, req.body)));

  app.post('/api/1.0/remind/announcement', {
    schema: { tags, summary: 'Remind the audience who have not read it (a notice, and a mail where there is an address)', body: ZAnnouncementId, response: replies(ZReminder) },
    config: { access: hr },
  }, async (req) => {
    const r = await remindAnnouncement(deps, actorOf(req), req.body.id);
    return ok(req, r, r.notified ? 'ANNOUNCEMENT_REMINDED' : 'ANNOUNCEMENT_ALL_READ', { count: r.notified });
  });

  app.post('/api/1.0/search/EmployeeModal', {
    schema: { tags, summary: 'Active employees by ID or name, of a company or department: the audience picker',
      body: z.strictObject({
        page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(10),
        keyword: s.trim().max(200).optional(), companyId: ZUuid.optional(), departmentId: ZUuid.optional(),
      }),
      response: replies(paged(z.object({ id: s, employeeCode: s, name: s, departmentLabel: s.nullable(), companyLabel: s }))) },
    // The picker of announcement audiences and of warning letters' employees.
    config: { access: { permission: [ANNOUNCEMENT_PERMISSION, WARNING_PERMISSION], scope: 'hr' } },
  }, async (req) => ok(req, await employeeModal(deps, req.ctx.lang, req.body)));

  app.post('/api/1.0/search/CompanyModal', {
    schema: { tags, summary: 'Active companies by name or abbreviation: the audience picker', body: z.strictObject({ keyword: s.trim().max(200).optional() }), response: replies(z.array(ZLabel)) },
    config: { access: hr },
  }, async (req) => ok(req, await companyModal(deps, req.ctx.lang, req.body.keyword)));
});
