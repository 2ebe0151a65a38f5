import { useQuery } from '@tanstack/react-query';
import type { WarningCheck, WarningDetails, WarningStatus } from '@hr/domain/warning-letter';
import { api, downloadFile } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import type { Lang } from '../../lib/lang';

const HR = '/employment-management/warning-letter-management';
const SELF = '/self-service/warning-letter';

/** The page paths of SPEC section 2: HR's list, /add, /preview and /{id}/edit; the employee's list and /{id}. */
export const warningPaths = {
  list: HR,
  add: `${HR}/add`,
  preview: `${HR}/preview`,
  edit: (id: string) => `${HR}/${id}/edit`,
  self: SELF,
  read: (id: string) => `${SELF}/${id}`,
  myProfileEdit: '/self-service/my-profile/edit',
};

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every query of the module sits under 'warningLetter', so one invalidation refreshes lists and letters alike. */
export const warningKeys = {
  all: ['warningLetter'] as const,
  list: (body: object, lang: string) => ['warningLetter', 'list', body, lang] as const,
  details: (id: string, lang: string) => ['warningLetter', 'details', id, lang] as const,
  check: (body: object) => ['warningLetter', 'check', body] as const,
  self: (body: object, lang: string) => ['warningLetter', 'self', body, lang] as const,
  reader: (id: string, lang: string) => ['warningLetter', 'reader', id, lang] as const,
};

export const STATUS_COLOR: Record<WarningStatus, string> = { draft: 'default', sent: 'blue', received: 'gold', acknowledged: 'green', cancelled: 'red' };

/** HR's view of one letter (get/warningLetter), names in the reader's language. */
export function useWarningDetails(id: string | undefined) {
  const { lang } = useLang();
  return useQuery({
    queryKey: warningKeys.details(id ?? '', lang),
    queryFn: () => api.post<WarningDetails>('/1.0/get/warningLetter', { id }),
    enabled: !!id && UUID_RE.test(id),
    retry: false,
  });
}

/**
 * The count a new letter takes and the earlier letters of the same offence still valid on its
 * first day (s.119(4)): asked as soon as employee, offence and first day are chosen.
 */
export function useWarningCheck(body: { employeeId?: string; typeId?: string; incidentStart?: string; id?: string }) {
  const ready = !!(body.employeeId && body.typeId && body.incidentStart);
  return useQuery({
    queryKey: warningKeys.check(body),
    queryFn: () => api.post<WarningCheck>('/1.0/check/warningLetter', body, { silent: true }),
    enabled: ready,
    staleTime: 30_000,
  });
}

/** The letter's PDF as HR downloads it: in the employee's language unless another is asked for. */
export const downloadLetter = (id: string, lang?: Lang) =>
  downloadFile('/1.0/download/warningLetter', { id, ...(lang ? { lang } : {}) }, 'warning-letter.pdf');

/** My letter's PDF, in my language. */
export const downloadOwnLetter = (id: string) => downloadFile('/1.0/download/warningLetter/self', { id }, 'warning-letter.pdf');
