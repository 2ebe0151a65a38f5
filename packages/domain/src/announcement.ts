import { z } from 'zod';
import type { Lang } from './languages';
import { requiredText, ZUuid } from './validators';

/*
 * Announcements (issue 21 point 1; SPEC.md sections 2, 3 "Announcement", 4, 5, 7 and 9). HR writes
 * an announcement in Thai and English (Khmer and Burmese optional, falling back to English), with a
 * main picture per language and up to ten attachments, for everyone or for companies, departments
 * and named people, shown from its start to its end. The rules here are checked by the API schema
 * and by the form alike.
 */

/** The permission of HR's screens and calls; of the employee's list; of posting to one's own department (/addAnoucement). */
export const ANNOUNCEMENT_PERMISSION = 'employment-management.announcement-management';
export const ANNOUNCEMENT_SELF_PERMISSION = 'self-service.announcement';
export const ANNOUNCEMENT_POST_OWN_PERMISSION = 'action.announcement.post-own-department';

/** SPEC section 9: up to ten attachments, one main picture (per language). Section 5: pictures 3MB. */
export const ANNOUNCEMENT_MAX_ATTACHMENTS = 10;
export const ANNOUNCEMENT_FILE_MAX_BYTES = 3 * 1024 * 1024;
export const ANNOUNCEMENT_TITLE_MAX = 200;
/** The stored (sanitised) HTML of one description; a page of formatted text is some 10,000 characters. */
export const ANNOUNCEMENT_DESCRIPTION_MAX = 50_000;
/** How many companies, departments or named people one announcement may list. */
export const ANNOUNCEMENT_MAX_AUDIENCE = 5000;

/** The languages an announcement is written in: Thai and English always, Khmer and Burmese when given. */
export const ANNOUNCEMENT_LANGS = ['en', 'th', 'km', 'my'] as const satisfies readonly Lang[];
export const ANNOUNCEMENT_REQUIRED_LANGS = ['en', 'th'] as const;
export type AnnouncementLang = (typeof ANNOUNCEMENT_LANGS)[number];
/** The language a reader sees: their own when it was written in it, else English (Thai readers always have Thai). */
export const announcementLangFor = (reader: Lang, written: ReadonlySet<string>): AnnouncementLang =>
  (written.has(reader) ? reader : 'en');

/**
 * The search's statusID (SPEC section 4: 99 = all, the default when absent). The status is not
 * stored: it follows from the clock, so an announcement shows and stops by itself at its times.
 */
export const ANNOUNCEMENT_STATUS = { published: 1, scheduled: 2, expired: 3, all: 99 } as const;
export type AnnouncementStatusName = 'published' | 'scheduled' | 'expired';
export const announcementStatus = (startAt: string, endAt: string, now: string): AnnouncementStatusName =>
  (now < startAt ? 'scheduled' : now < endAt ? 'published' : 'expired');

/** Publish now (the start is the moment of saving) or at the start given. */
export const ANNOUNCEMENT_SCHEDULES = ['now', 'scheduled'] as const;
export type AnnouncementSchedule = (typeof ANNOUNCEMENT_SCHEDULES)[number];

/** The two kinds of upload and the types each takes (SPEC section 5: picture JPG/JPEG; attachments PDF, JPG, JPEG). */
export const ANNOUNCEMENT_UPLOADS = ['image', 'attachment'] as const;
export type AnnouncementUpload = (typeof ANNOUNCEMENT_UPLOADS)[number];

const ZInstant = z.iso.datetime({ offset: true, error: 'validation.invalid' });
const ZRequiredInstant = z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).pipe(ZInstant);
const blank = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalOf = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.nullable()).optional();
/** A description is HTML; its text, tags aside, must not be empty. */
const htmlText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim();
const ZDescription = z.string({ error: 'validation.required' })
  .max(ANNOUNCEMENT_DESCRIPTION_MAX, { error: 'validation.tooLong' })
  .refine((v) => htmlText(v).length > 0, { error: 'validation.required' });
const ids = (max: number) => z.array(ZUuid).max(max, { error: 'validation.tooLarge' }).default([]);

/** Each field's own rule (the form builds its rules from these). */
export const ANNOUNCEMENT_FIELDS = {
  titleEn: requiredText(ANNOUNCEMENT_TITLE_MAX),
  titleTh: requiredText(ANNOUNCEMENT_TITLE_MAX),
  titleKm: optionalOf(z.string().trim().max(ANNOUNCEMENT_TITLE_MAX, { error: 'validation.tooLong' })),
  titleMy: optionalOf(z.string().trim().max(ANNOUNCEMENT_TITLE_MAX, { error: 'validation.tooLong' })),
  descriptionEn: ZDescription,
  descriptionTh: ZDescription,
  descriptionKm: optionalOf(z.string().max(ANNOUNCEMENT_DESCRIPTION_MAX, { error: 'validation.tooLong' })),
  descriptionMy: optionalOf(z.string().max(ANNOUNCEMENT_DESCRIPTION_MAX, { error: 'validation.tooLong' })),
  /** The main picture of each language: uploaded through upload/announcement?purpose=image. */
  imageEn: ZUuid,
  imageTh: ZUuid,
  imageKm: optionalOf(ZUuid),
  imageMy: optionalOf(ZUuid),
  attachmentIds: z.array(ZUuid).max(ANNOUNCEMENT_MAX_ATTACHMENTS, { error: 'validation.tooManyFiles' }).default([]),
  schedule: z.enum(ANNOUNCEMENT_SCHEDULES, { error: 'validation.required' }),
  /** Required when scheduled; publishing now starts at the moment of saving. */
  startAt: optionalOf(ZInstant),
  endAt: ZRequiredInstant,
  urgent: z.boolean().default(false),
  /** Everyone, or whoever is in one of the companies or departments or named. */
  audienceAll: z.boolean().default(false),
  companyIds: ids(ANNOUNCEMENT_MAX_AUDIENCE),
  departmentIds: ids(ANNOUNCEMENT_MAX_AUDIENCE),
  employeeIds: ids(ANNOUNCEMENT_MAX_AUDIENCE),
};
export type AnnouncementField = keyof typeof ANNOUNCEMENT_FIELDS;

export type AnnouncementTimes = { schedule?: string | null; startAt?: string | null; endAt?: string | null };
/**
 * SPEC section 5: the end is after the start. A scheduled announcement needs its start; publishing
 * now starts at `now` (the server's clock, an ISO instant), so without it only the shapes are
 * checked. A scheduled start already past publishes on saving, as "now" does.
 */
export function checkAnnouncementTimes(v: AnnouncementTimes, now?: string): Array<{ field: 'startAt' | 'endAt'; key: string }> {
  const issues: Array<{ field: 'startAt' | 'endAt'; key: string }> = [];
  const start = v.schedule === 'now' ? now : v.startAt ?? undefined;
  if (v.schedule === 'scheduled' && !v.startAt) issues.push({ field: 'startAt', key: 'validation.required' });
  if (start && v.endAt && Date.parse(v.endAt) <= Date.parse(start)) issues.push({ field: 'endAt', key: 'validation.endAfterStart' });
  return issues;
}

/** The audience is everyone or names at least one company, department or person. */
export const hasAudience = (v: { audienceAll?: boolean; companyIds?: string[]; departmentIds?: string[]; employeeIds?: string[] }) =>
  !!v.audienceAll || !!(v.companyIds?.length || v.departmentIds?.length || v.employeeIds?.length);

/** save/annoucement (SPEC spelling): an insert without id, an update with one. */
export const ZAnnouncementSave = z.strictObject({ id: ZUuid.optional(), ...ANNOUNCEMENT_FIELDS }).superRefine((v, ctx) => {
  for (const i of checkAnnouncementTimes(v)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key });
  if (!hasAudience(v)) ctx.addIssue({ code: 'custom', path: ['audienceAll'], message: 'validation.audienceRequired' });
});
/** The checked body (the server's); `AnnouncementSaveBody` is what a client may send. */
export type AnnouncementSave = z.infer<typeof ZAnnouncementSave>;
export type AnnouncementSaveBody = z.input<typeof ZAnnouncementSave>;

/**
 * /addAnoucement: an employee holding its permission posts to their own department; the audience
 * is theirs by rule, so the body has none.
 */
export const ZAnnouncementPostOwn = z.strictObject({
  titleEn: ANNOUNCEMENT_FIELDS.titleEn, titleTh: ANNOUNCEMENT_FIELDS.titleTh,
  descriptionEn: ANNOUNCEMENT_FIELDS.descriptionEn, descriptionTh: ANNOUNCEMENT_FIELDS.descriptionTh,
  imageEn: ANNOUNCEMENT_FIELDS.imageEn, imageTh: ANNOUNCEMENT_FIELDS.imageTh,
  attachmentIds: ANNOUNCEMENT_FIELDS.attachmentIds,
  schedule: ANNOUNCEMENT_FIELDS.schedule, startAt: ANNOUNCEMENT_FIELDS.startAt, endAt: ANNOUNCEMENT_FIELDS.endAt,
}).superRefine((v, ctx) => {
  for (const i of checkAnnouncementTimes(v)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key });
});
export type AnnouncementPostOwn = z.infer<typeof ZAnnouncementPostOwn>;
export type AnnouncementPostOwnBody = z.input<typeof ZAnnouncementPostOwn>;

const paging = {
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(100, { error: 'validation.tooLarge' }).default(20),
  keyword: z.string().trim().max(200, { error: 'validation.tooLong' }).optional(),
};
/** search/announcementlist: statusID 1 published, 2 scheduled, 3 expired, 99 (or absent) all. */
export const ZAnnouncementSearch = z.strictObject({
  ...paging,
  statusID: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(99)], { error: 'validation.invalid' }).default(99),
  urgent: z.boolean().optional(),
  sort: z.strictObject({ field: z.enum(['startAt', 'endAt', 'title', 'createdAt']), dir: z.enum(['asc', 'desc']) }).optional(),
});
/** view/annoucement: the caller's own list (addressed to them and started), newest first. */
export const ZAnnouncementSelfSearch = z.strictObject({ ...paging, unreadOnly: z.boolean().optional() });
export const ZAnnouncementId = z.strictObject({ id: ZUuid });
/** Read receipts: who in the audience has read it (read true), has not (false), or everyone. */
export const ZAnnouncementReceipts = z.strictObject({ id: ZUuid, ...paging, read: z.boolean().optional() });

/** A stored file as a form and a reader see it (`url` is the API address to read it with the token). */
export type AnnouncementFile = { id: string; name: string; mime: string; size: number; url: string };

/** One row of HR's list. */
export type AnnouncementRow = {
  id: string; title: string; titleEn: string; titleTh: string; status: AnnouncementStatusName; urgent: boolean;
  startAt: string; endAt: string; audienceLabel: string; audienceCount: number; readCount: number;
  imageUrl: string | null; createdByName: string; createdAt: string;
};
export type AnnouncementPage = { items: AnnouncementRow[]; total: number; page: number; pageSize: number };

/** get/AnnouncementDetail for HR: everything the form edits, with the names of the audience. */
export type AnnouncementDetails = {
  id: string; status: AnnouncementStatusName; schedule: AnnouncementSchedule; urgent: boolean; startAt: string; endAt: string;
  titleEn: string; titleTh: string; titleKm: string | null; titleMy: string | null;
  descriptionEn: string; descriptionTh: string; descriptionKm: string | null; descriptionMy: string | null;
  images: Record<AnnouncementLang, AnnouncementFile | null>;
  attachments: AnnouncementFile[];
  audienceAll: boolean;
  companies: Array<{ id: string; label: string }>;
  departments: Array<{ id: string; label: string }>;
  employees: Array<{ id: string; employeeCode: string; name: string }>;
  audienceCount: number; readCount: number; publishedAt: string | null;
  createdByName: string; createdAt: string; updatedAt: string;
};

/**
 * What a reader sees of one announcement, in their language: the modal form's detail list of SPEC
 * section 3 (imageHeader, title, description, imageAttachmentList of urlImage and nameImage).
 * `description` is sanitised HTML.
 */
export type AnnouncementSlide = {
  id: string; imageHeader: string | null; title: string; description: string; urgent: boolean;
  imageAttachmentList: Array<{ urlImage: string; nameImage: string; mime: string }>;
};
export type AnnouncementSelfRow = { id: string; title: string; urgent: boolean; startAt: string; endAt: string; imageHeader: string | null; readAt: string | null; fromName: string };
export type AnnouncementSelfPage = { items: AnnouncementSelfRow[]; total: number; unread: number; page: number; pageSize: number };
export type AnnouncementReader = AnnouncementSlide & { startAt: string; endAt: string; fromName: string; readAt: string | null };
export type AnnouncementReceiptRow = { employeeId: string; employeeCode: string; name: string; departmentLabel: string | null; readAt: string | null };
export type AnnouncementReceiptPage = { items: AnnouncementReceiptRow[]; total: number; readCount: number; audienceCount: number; page: number; pageSize: number };
