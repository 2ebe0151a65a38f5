import { useQuery } from '@tanstack/react-query';
import type { DropdownOption } from '@hr/domain/session';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';

/** The companies a person can log in to (public list, localized names). */
export function useCompanyOptions() {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['dropdown', 'company', lang],
    queryFn: () => api.post<DropdownOption[]>('/1.0/getDropdownByModuleName', { moduleName: 'company' }, { silent: true }),
  });
}
