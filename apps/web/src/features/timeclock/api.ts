import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimeclockBatch, TimeclockMapping, TimeclockPreview, TimeclockResult, TimeclockRollbackResult } from '@hr/domain/attendance/timeclock';
import { api, uploadWithProgress } from '../../lib/api';
import { useLang } from '../../lib/hooks';

/** The page's object id (packages/domain/src/permissions.ts) and its route. */
export const IMPORT_PERMISSION = 'employment-management.attendance-import';
export const IMPORT_PATH = '/employment-management/attendance-management/import';

/** Uploads an export for a company (/1.0/upload/timeclock), reporting the upload's progress; answers the first preview. */
export function useClockUpload(onProgress: (fraction: number) => void) {
  return useMutation({
    mutationFn: ({ file, companyId }: { file: File; companyId: string }) => {
      const body = new FormData();
      body.append('file', file);
      return uploadWithProgress<TimeclockPreview>(`/1.0/upload/timeclock?companyId=${encodeURIComponent(companyId)}`, body, onProgress, { dialog: false });
    },
  });
}

/** Reads the uploaded file again with a mapping (/1.0/preview/timeclock): counts, unknown ids, bad lines. Nothing is written. */
export function useClockPreview() {
  return useMutation({
    mutationFn: (body: { fileId: string; companyId: string; mapping: TimeclockMapping }) => api.post<TimeclockPreview>('/1.0/preview/timeclock', body, { dialog: false }),
  });
}

/** Imports the file with the mapping (/1.0/import/timeclock); the punches read afresh afterwards. */
export function useClockImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { fileId: string; companyId: string; mapping: TimeclockMapping }) => api.post<TimeclockResult>('/1.0/import/timeclock', body),
    onSuccess: () => {
      for (const key of ['attendance', 'attendancePages', 'timeclockBatches']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

/** Rolls an import back whole with a reason (/1.0/rollback/timeclock): its punches are voided; the punches read afresh afterwards. */
export function useClockRollback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { batchId: string; reason: string }) => api.post<TimeclockRollbackResult>('/1.0/rollback/timeclock', body, { dialog: false }),
    onSuccess: () => {
      for (const key of ['attendance', 'attendancePages', 'timeclockBatches']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

/** The company's latest imports (/1.0/search/timeclock/batches), each with its rollback. */
export function useClockBatches(companyId: string | undefined) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['timeclockBatches', companyId, lang],
    queryFn: () => api.post<TimeclockBatch[]>('/1.0/search/timeclock/batches', { companyId }),
    enabled: !!companyId,
  });
}
