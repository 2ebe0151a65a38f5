import type { AnnouncementDetails, AnnouncementFile, AnnouncementLang, AnnouncementSlide } from '@hr/domain/announcement';
import { ANNOUNCEMENT_LANGS } from '@hr/domain/announcement';
import { suffixOf } from './form-values';

/** Attachments as a slide lists them (urlImage, nameImage: SPEC section 3's names). */
export const attachmentList = (files: AnnouncementFile[]): AnnouncementSlide['imageAttachmentList'] =>
  files.map((f) => ({ urlImage: f.url, nameImage: f.name, mime: f.mime }));

/** The languages an announcement is written in: English and Thai, and Khmer and Burmese when given. */
export const writtenLangs = (d: AnnouncementDetails): AnnouncementLang[] =>
  ANNOUNCEMENT_LANGS.filter((l) => l === 'en' || l === 'th' || !!(d as unknown as Record<string, string | null>)[`title${suffixOf(l)}`]);

/** One language of a saved announcement as its readers in that language see it (its description is stored sanitised). */
export function slideOf(d: AnnouncementDetails, lang: AnnouncementLang): AnnouncementSlide {
  const texts = d as unknown as Record<string, string | null>;
  const s = suffixOf(lang);
  return {
    id: d.id, urgent: d.urgent, imageHeader: d.images[lang]?.url ?? null,
    title: texts[`title${s}`] ?? '', description: texts[`description${s}`] ?? '', imageAttachmentList: attachmentList(d.attachments),
  };
}

/** The title in the reader's language, English where theirs is not written. */
export function titleIn(d: AnnouncementDetails, lang: AnnouncementLang): string {
  const texts = d as unknown as Record<string, string | null>;
  return texts[`title${suffixOf(lang)}`] || d.titleEn;
}
