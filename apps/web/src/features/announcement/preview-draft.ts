import { ANNOUNCEMENT_LANGS, type AnnouncementFile, type AnnouncementLang } from '@hr/domain/announcement';
import { suffixOf, type AnnouncementFormValues } from './form-values';

/**
 * What the preview page shows: the form's content as it stands, unsaved. It travels in
 * sessionStorage (the preview opens in a new tab of the same window, which starts with a copy of
 * it), so nothing is stored on the server before HR saves.
 */
export type PreviewDraft = {
  urgent: boolean;
  langs: Array<{ lang: AnnouncementLang; title: string; description: string; imageId: string | null }>;
  attachments: AnnouncementFile[];
};

const KEY = 'hr.announcementPreview';

/** The languages written (English and Thai always, Khmer and Burmese when they have a title or text). */
export function draftOf(values: AnnouncementFormValues): PreviewDraft {
  const langs = ANNOUNCEMENT_LANGS.map((lang) => {
    const s = suffixOf(lang);
    return { lang, title: values[`title${s}`] ?? '', description: values[`description${s}`] ?? '', imageId: values[`image${s}`] ?? null };
  }).filter((l) => l.lang === 'en' || l.lang === 'th' || l.title || l.description);
  return { urgent: !!values.urgent, langs, attachments: values.attachments ?? [] };
}

export const savePreviewDraft = (draft: PreviewDraft) => sessionStorage.setItem(KEY, JSON.stringify(draft));

export function readPreviewDraft(): PreviewDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PreviewDraft) : null;
  } catch {
    return null;
  }
}
