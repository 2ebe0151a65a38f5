import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveAdjustment, LeaveSearch } from '@hr/domain/leave/schemas';
import type { LeaveCalendarEntry, LeavePage, LeaveView } from '@hr/domain/leave/views';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import { leaveKeys, useLeaveRefresh } from '../leave-approval/api';

/** HR's pages (SPEC section 2 employment-management/leave-management and /{id}). */
export const MANAGEMENT_PATH = '/employment-management/leave-management';
export const MANAGEMENT_PERMISSION = 'employment-management.leave-management';
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters of HR's search; the list sends them with the page, the Excel export without. */
export type LeaveFilters = Omit<LeaveSearch, 'page' | 'pageSize' | 'sort' | 'order'> & Partial<Pick<LeaveSearch, 'sort' | 'order'>>;

/** Everyone's requests (/1.0/search/leave). */
export function useLeaveSearch(body: LeaveFilters & { page: number; pageSize: number }, enabled = true) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...leaveKeys.all, 'search', body, lang],
    queryFn: () => api.post<LeavePage>('/1.0/search/leave', body),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One request as HR reads it (/1.1/view/leaveForm); `can` says which buttons apply. */
export function useLeaveView(id: string) {
  const { lang } = useLang();
  return useQuery({ queryKey: [...leaveKeys.all, 'view', id, lang], queryFn: () => api.post<LeaveView>('/1.1/view/leaveForm', { id }) });
}

/** HR cancels a pending or approved request with a reason (/1.1/cancel/leaveForm). */
export function useHrCancel() {
  const refresh = useLeaveRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api.post<null>('/1.1/cancel/leaveForm', { id, reason }, { dialog: false }),
    onSettled: () => { void refresh(); },
  });
}

/** Who is away between two dates (/1.0/search/leave/calendar), approved and pending. */
export function useLeaveCalendar(q: { dateFrom: string; dateTo: string; companyId?: string; departmentId?: string }) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...leaveKeys.all, 'calendar', q, lang],
    queryFn: () => api.post<LeaveCalendarEntry[]>('/1.0/search/leave/calendar', q),
    placeholderData: keepPreviousData,
  });
}

export type AdjustmentRow = {
  id: string; year: number; leaveTypeId: string; leaveTypeCode: string; leaveTypeName: string; days: number; note: string; createdAt: string;
  createdBy: { id: string; name: string } | null;
};

/** An employee's ledger of HR adjustments (/1.0/search/leave/adjustment), newest first. */
export function useAdjustments(employeeId: string | undefined, year?: number) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['leaveAdjustments', employeeId, year, lang],
    queryFn: () => api.post<AdjustmentRow[]>('/1.0/search/leave/adjustment', { employeeId, ...(year ? { year } : {}) }),
    enabled: !!employeeId,
  });
}

/** Adds one ledger row (/1.0/save/leave/adjustment); the balances and lists that show it refresh. */
export function useSaveAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveAdjustment) => api.post<{ id: string }>('/1.0/save/leave/adjustment', body, { dialog: false }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['leaveAdjustments'] }), queryClient.invalidateQueries({ queryKey: leaveKeys.all })]),
  });
}

export type EmployeeHit = { id: string; employeeCode: string; firstNameEn: string; lastNameEn: string; firstNameTh: string; lastNameTh: string; department: string | null; company: string };

/** Employees matching a keyword, for the adjustment form's picker (HR's /1.0/search/employee). */
export function useEmployeeHits(keyword: string) {
  return useQuery({
    queryKey: ['employees', 'leave-picker', keyword],
    queryFn: () => api.post<{ items: EmployeeHit[] }>('/1.0/search/employee', { page: 1, pageSize: 20, ...(keyword ? { keyword } : {}) }, { silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export type PregnancyRow = {
  id: string; note: string | null; createdAt: string; createdBy: { id: string; name: string } | null;
  used: number; pending: number; current: boolean;
};

/** An employee's pregnancies with the maternity days each has drawn (/1.0/search/leave/pregnancy), newest first. */
export function usePregnancies(employeeId: string | undefined) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['leavePregnancies', employeeId, lang],
    queryFn: () => api.post<PregnancyRow[]>('/1.0/search/leave/pregnancy', { employeeId }),
    enabled: !!employeeId,
  });
}

/** HR records a new pregnancy (/1.0/save/leave/pregnancy): her next maternity requests draw on fresh days. */
export function useRecordPregnancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { employeeId: string; note: string }) => api.post<{ id: string }>('/1.0/save/leave/pregnancy', body, { dialog: false }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['leavePregnancies'] }), queryClient.invalidateQueries({ queryKey: leaveKeys.all })]),
  });
}
