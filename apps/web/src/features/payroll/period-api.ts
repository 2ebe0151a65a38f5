import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ComputeResult, PeriodMove, SalaryLineDetails, SalaryLineList, SalaryPeriodList, SalaryPeriodSave, SalaryPeriodStatus, SalaryPeriodView,
} from '@hr/domain/payroll/period';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import { readProgress, POLL_MS, useFollowedWork } from '../../lib/work-progress';

/** The pages of payroll/salary-period (SPEC section 2: the list, /add-salary-period or /add, {id}, {id}/edit). */
export const PERIOD_PATH = '/payroll/salary-period';
export const periodPaths = {
  list: PERIOD_PATH,
  add: `${PERIOD_PATH}/add-salary-period`,
  view: (id: string) => `${PERIOD_PATH}/${id}`,
  edit: (id: string) => `${PERIOD_PATH}/${id}/edit`,
};
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every salary-period query starts with 'salaryPeriod': one invalidation refreshes the list, the page and its lines after a change. */
const periodKeys = { all: ['salaryPeriod'] as const };
/** The lines a page of the period's table shows. */
export const LINES_PAGE_SIZE = 50;

export type PeriodFilters = { companyId?: string; year?: number; status?: SalaryPeriodStatus };

/** The periods, newest month first (search/salaryPeriod). */
export function useSalaryPeriods(q: PeriodFilters & { page: number; pageSize: number }) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...periodKeys.all, 'list', q, lang],
    queryFn: () => api.post<SalaryPeriodList>('/1.0/search/salaryPeriod', q),
    placeholderData: keepPreviousData,
  });
}

/**
 * One period with its totals (get/salaryPeriod/details). While a compute runs (started here, or
 * elsewhere before a reload), it is read again until the compute is over.
 */
export function useSalaryPeriod(id: string | undefined) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...periodKeys.all, 'details', id, lang],
    queryFn: () => api.post<SalaryPeriodView>('/1.0/get/salaryPeriod/details', { id }),
    enabled: !!id && UUID_RE.test(id),
    refetchInterval: (q) => (q.state.data?.computing ? 2 * POLL_MS : false),
  });
}

/** The progress of a compute the page did not start itself (the period says one runs): followed until it is over. */
export function useRunningCompute(progressId: string | null | undefined) {
  return useQuery({
    queryKey: ['workProgress', progressId],
    queryFn: () => readProgress(progressId!),
    enabled: !!progressId,
    refetchInterval: POLL_MS,
  });
}

/** The period's lines, searched and paged (search/salaryPeriod/manage). */
export function usePeriodLines(id: string, page: number, keyword: string) {
  const { lang } = useLang();
  const body = { id, page, pageSize: LINES_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  return useQuery({
    queryKey: [...periodKeys.all, 'lines', body, lang],
    queryFn: () => api.post<SalaryLineList>('/1.0/search/salaryPeriod/manage', body),
    placeholderData: keepPreviousData,
  });
}

/** One line with its working (get/salaryPeriod/line). */
export function usePeriodLine(id: string, employeeId: string | null) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...periodKeys.all, 'line', id, employeeId, lang],
    queryFn: () => api.post<SalaryLineDetails>('/1.0/get/salaryPeriod/line', { id, employeeId }),
    enabled: !!employeeId && UUID_RE.test(employeeId),
  });
}

/** Who may receive the period in accounting (get/salaryPeriod/accountants). */
export function useAccountants(id: string, enabled: boolean) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...periodKeys.all, 'accountants', id, lang],
    queryFn: () => api.post<Array<{ id: string; code: string; name: string }>>('/1.0/get/salaryPeriod/accountants', { id }),
    enabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: periodKeys.all });
}

/** Adds a period or edits a draft's facts (save/salaryPeriod); field errors go under the fields, so no dialog. */
export function useSavePeriod() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SalaryPeriodSave) => api.post<SalaryPeriodView>('/1.0/save/salaryPeriod', body, { dialog: false }),
    onSuccess: () => refresh(),
  });
}

/**
 * Deletes a draft (delete/salaryPeriod). The deleted period's own queries are dropped, not read
 * again (a read of a period that is gone would answer "no longer exists" while the page leaves).
 */
export function useDeletePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<null>('/1.0/delete/salaryPeriod', { id }),
    onSuccess: (_d, id) => {
      queryClient.removeQueries({ queryKey: periodKeys.all, predicate: (q) => JSON.stringify(q.queryKey).includes(id) });
      void queryClient.invalidateQueries({ queryKey: [...periodKeys.all, 'list'] });
    },
  });
}

/** Moves a period on: close a draft, send a closed one to an accountant, mark a sent one paid (update/salaryPeriod/paymentStatus). */
export function useMovePeriod() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { id: string; action: PeriodMove; accountantId?: string }) => api.post<SalaryPeriodView>('/1.0/update/salaryPeriod/paymentStatus', body),
    onSuccess: () => refresh(),
  });
}

/** Computes (or recomputes) a draft's lines, following its progress while it runs (compute/salaryPeriod). */
export function useComputePeriod() {
  const refresh = useRefresh();
  return useFollowedWork<{ id: string }, ComputeResult>(
    (body) => api.post<ComputeResult>('/1.0/compute/salaryPeriod', body),
    { onSettled: () => refresh() },
  );
}
