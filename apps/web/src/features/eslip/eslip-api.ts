import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EslipDetails, EslipEmployee, EslipPeriodSave, EslipPeriodView, EslipUploadResult } from '@hr/domain/payroll/eslip';
import type { PayslipMailResult } from '@hr/domain/payroll/payslip';
import { api, uploadWithProgress } from '../../lib/api';

/* Online payslips (issue 20 point 4; SPEC section 7 "E-slip"). */

export const ESLIP_PATH = '/employment-management/slip-online';
export type EslipFilters = { companyId?: string; year?: number };

export function useEslipPeriods(q: EslipFilters & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: ['eslip', 'list', q],
    queryFn: () => api.post<{ items: EslipPeriodView[]; total: number; page: number; pageSize: number }>('/1.0/search/eslip/period', q),
    placeholderData: keepPreviousData,
  });
}
export function useEslipDetails(id: string) {
  return useQuery({ queryKey: ['eslip', 'details', id], queryFn: () => api.post<EslipDetails>('/1.0/get/eslip/details', { id }) });
}
export function useEslipEmployees(id: string) {
  return useQuery({ queryKey: ['eslip', 'employees', id], queryFn: () => api.post<EslipEmployee[]>('/1.0/get/eslip/employeeNameLists', { id }) });
}
export function useSaveEslipPeriod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EslipPeriodSave) => api.post<EslipPeriodView>('/1.0/save/eslip/period', v, { dialog: false }),
    onSuccess: () => { void qc.invalidateQueries({ queryKey: ['eslip'] }); },
  });
}
export function useDeleteEslipPeriod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<null>('/1.0/delete/eslip/period', { id }),
    onSuccess: () => { void qc.invalidateQueries({ queryKey: ['eslip'] }); },
  });
}
/** An upload of payslips: previewed (commit false) or kept. */
export const uploadEslips = (id: string, file: File, commit: boolean, onProgress: (f: number) => void) => {
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress<EslipUploadResult>(`/1.0/eslip/upload/file?id=${id}${commit ? '&commit=true' : ''}`, body, onProgress);
};
export function useMailEslips(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (employeeId?: string) => (employeeId
      ? api.post<PayslipMailResult>('/1.0/resendmail/eslip', { id, employeeId })
      : api.post<PayslipMailResult>('/1.0/sendmail/eslip/all', { id })),
    onSuccess: () => { void qc.invalidateQueries({ queryKey: ['eslip'] }); },
  });
}
