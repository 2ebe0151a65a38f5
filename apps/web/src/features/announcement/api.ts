import { useQuery } from '@tanstack/react-query';
import type {
  AnnouncementDetails, AnnouncementFile, AnnouncementReader, AnnouncementReceiptPage, AnnouncementStatusName, AnnouncementUpload,
} from '@hr/domain/announcement';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';

const HR = '/employment-management/announcement-management';
const SELF = '/self-service/announcement';

/** The page paths of SPEC section 2 (the spec's spelling of /addAnoucement kept). */
export const announcementPaths = {
  list: HR,
  add: `${HR}/add`,
  preview: `${HR}/preview`,
  details: (id: string) => `${HR}/${id}`,
  edit: (id: string) => `${HR}/${id}/edit`,
  self: SELF,
  read: (id: string) => `${SELF}/${id}`,
  postOwn: `${SELF}/addAnoucement`,
};

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const announcementKeys = {
  all: ['announcement'] as const,
  list: (body: object) => ['announcement', 'list', body] as const,
  details: (id: string, lang: string) => ['announcement', 'details', id, lang] as const,
  receipts: (body: object) => ['announcement', 'receipts', body] as const,
  self: (body: object, lang: string) => ['announcement', 'self', body, lang] as const,
  reader: (id: string, lang: string) => ['announcement', 'reader', id, lang] as const,
};

export const STATUS_COLOR: Record<AnnouncementStatusName, string> = { published: 'green', scheduled: 'blue', expired: 'default' };

/** HR's view of one announcement (all languages, the audience's names in the reader's language). */
export function useAnnouncementDetails(id: string | undefined) {
  const { lang } = useLang();
  return useQuery({
    queryKey: announcementKeys.details(id ?? '', lang),
    queryFn: () => api.post<AnnouncementDetails>('/1.0/get/AnnouncementDetail', { id }),
    enabled: !!id && UUID_RE.test(id),
  });
}

/** Who of the audience has read it: a page of them, with the totals. */
export function useReceipts(body: { id: string; page: number; pageSize: number; keyword?: string; read?: boolean }) {
  return useQuery({
    queryKey: announcementKeys.receipts(body),
    queryFn: () => api.post<AnnouncementReceiptPage>('/1.0/search/announcement/receipts', body),
    placeholderData: (previous) => previous,
  });
}

/** Opening an announcement records that the reader has read it (view/annoucement, SPEC spelling). */
export function useReader(id: string) {
  const { lang } = useLang();
  return useQuery({
    queryKey: announcementKeys.reader(id, lang),
    queryFn: () => api.post<AnnouncementReader>('/1.0/view/annoucement', { id }),
    enabled: UUID_RE.test(id),
    staleTime: 60_000,
  });
}

/** Active companies for the audience select. */
export function useCompanyModal() {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['announcement', 'companies', lang],
    queryFn: () => api.post<Array<{ id: string; label: string }>>('/1.0/search/CompanyModal', {}, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** Files chosen in the form: stored unattached until an announcement is saved with their ids. */
export function uploadAnnouncementFiles(purpose: AnnouncementUpload, files: File[]) {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  return api.post<AnnouncementFile[]>(`/1.0/upload/announcement?purpose=${purpose}`, body, { dialog: false });
}

/** Removes a fresh upload no announcement uses; silent, as a failure only leaves an unused file behind. */
export const deleteAnnouncementUpload = (id: string) =>
  api.post<null>('/1.0/delete/upload/announcement', { id }, { silent: true }).catch(() => null);

/** The API address of a stored file, as slides carry it. */
export const fileUrl = (id: string) => `/api/1.0/file/${id}`;

/** "12.4 MB" / "320 KB". */
export const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
