import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HrDashboard, HrDashboardSearch } from '@hr/domain/dashboard/hr-views';
import { api } from '../../../lib/api';
import { useLang } from '../../../lib/hooks';

/** The HR dashboard's one call: everyone in scope (GET), or a company or department of it (POST search). */
export function useHrDashboard(q: HrDashboardSearch) {
  const { lang } = useLang();
  const filtered = !!(q.companyId || q.departmentId || q.date);
  return useQuery({
    queryKey: ['dashboard', 'hr', q, lang],
    queryFn: () => (filtered ? api.post<HrDashboard>('/1.0/get/dashboard/hr/search', q) : api.get<HrDashboard>('/1.0/get/dashboard/hr')),
    placeholderData: keepPreviousData,
  });
}

/** Where an employee's record opens. */
export const employeePath = (id: string) => `/employment-management/all-employee/${id}`;
