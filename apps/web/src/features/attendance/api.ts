import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceExport, AttendanceMonth, AttendancePage, AttendanceSearch, ManualPunch } from '@hr/domain/attendance/views';
import { api, downloadFile } from '../../lib/api';
import { useLang } from '../../lib/hooks';

/* The attendance pages' calls (SPEC section 7 "Attendance") as TanStack Query hooks. */

/** Whose days a page reads: the supervisor's team or (HR) everyone; each has its own calls and pages. */
export type Via = 'team' | 'all';

export const PAGES = {
  self: { path: '/self-service/attendance', permission: 'self-service.attendance' },
  team: { path: '/employment-management/attendance-subordinates', permission: 'employment-management.attendance-subordinates' },
  all: { path: '/employment-management/attendance-management', permission: 'employment-management.attendance-management' },
} as const;

const CALLS = {
  team: { search: '/1.0/search/manageTimeStamp/subordinates', insert: '/1.0/insert/timestamp/subordinates', excel: '/1.0/download/excel/timestamp/subordinates' },
  all: { search: '/1.0/search/manageTimeStamp', insert: '/1.0/insert/timestamp/manage', excel: '/1.0/download/excel/timestamp' },
} as const;

export const attendancePageKeys = {
  all: ['attendancePages'] as const,
  mine: (month: string, lang: string) => ['attendancePages', 'mine', month, lang] as const,
  employee: (id: string, month: string, lang: string) => ['attendancePages', 'employee', id, month, lang] as const,
  search: (via: Via, body: unknown, lang: string) => ['attendancePages', 'search', via, body, lang] as const,
};

/** The caller's month (search/meTimeStamp). */
export function useMyMonth(month: string, enabled = true) {
  const { lang } = useLang();
  return useQuery({
    queryKey: attendancePageKeys.mine(month, lang),
    queryFn: () => api.post<AttendanceMonth>('/1.0/search/meTimeStamp', { month }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One team member's or (HR) anyone's month (search/manageTimeStamp/employee). */
export function useEmployeeMonth(employeeId: string, month: string) {
  const { lang } = useLang();
  return useQuery({
    queryKey: attendancePageKeys.employee(employeeId, month, lang),
    queryFn: () => api.post<AttendanceMonth>('/1.0/search/manageTimeStamp/employee', { employeeId, month }),
    placeholderData: (previous, query) => (query?.queryKey[2] === employeeId ? previous : undefined),
  });
}

/** A page of the team's or everyone's employee-days (search/manageTimeStamp[/subordinates]). */
export function useAttendanceSearch(via: Via, body: Partial<AttendanceSearch> & Pick<AttendanceSearch, 'dateFrom' | 'dateTo'>, opts: { enabled?: boolean; silent?: boolean } = {}) {
  const { lang } = useLang();
  return useQuery({
    queryKey: attendancePageKeys.search(via, body, lang),
    queryFn: () => api.post<AttendancePage>(CALLS[via].search, body, opts.silent ? { silent: true } : undefined),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

/** The list's rows as an Excel file (download/excel/timestamp[/subordinates]). */
export const downloadAttendance = (via: Via, body: AttendanceExport) => downloadFile(CALLS[via].excel, body, 'attendance.xlsx');

/** Adds a missing or overtime punch for someone (insert/timestamp/subordinates or /manage); every attendance view refreshes. */
/** HR voids one punch with a reason (void/timestamp/manage); every page's days read afresh. */
export function useVoidPunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { punchId: string; reason: string }) => api.post<{ id: string; voidedAt: string }>('/1.0/void/timestamp/manage', body, { dialog: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendancePageKeys.all }),
  });
}

export function useAddPunch(via: Via) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualPunch) => api.post<{ id: string; at: string }>(CALLS[via].insert, body, { dialog: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendancePageKeys.all }),
  });
}
