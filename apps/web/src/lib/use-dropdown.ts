import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { DropdownOption } from '@hr/domain/session';
import { api } from './api';
import { useLang, useProfile } from './hooks';

/**
 * The options of a select box from getDropdownByModuleName, in the reader's language. Cached for
 * five minutes and shared by every select of the same list; failures stay silent (SPEC section 8).
 */
export function useDropdown(moduleName: string, enabled = true) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['dropdown', moduleName, lang],
    queryFn: () => api.post<DropdownOption[]>('/1.0/getDropdownByModuleName', { moduleName }, { silent: true }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * The company select of a form that adds a record for a company (a salary period, a fund account):
 * a new record is for the reader's own company until they choose another. Answers the dropdown.
 */
export function useOwnCompanyDefault(form: FormInstance, isNew: boolean) {
  const companies = useDropdown('company');
  const profile = useProfile();
  useEffect(() => {
    if (!isNew || form.getFieldValue('companyId')) return;
    const own = companies.data?.find((c) => c.value === profile.data?.shortNameCompany);
    if (own?.id) form.setFieldValue('companyId', own.id);
  }, [isNew, companies.data, profile.data, form]);
  return companies;
}

/** Options keyed by row id, for a field that stores a reference (a company's value is its code, its id is the key). */
export function useRefOptions(moduleName: string) {
  const q = useDropdown(moduleName);
  return { loading: q.isLoading, options: q.data?.map((o) => ({ value: o.id ?? o.value, label: o.label })) };
}

/**
 * Departments belong to a company: the options of a department select narrowed to the chosen
 * company's (none before a company is chosen, or every one with `allWithoutCompany`, for a filter).
 */
export function useCompanyDepartments(companyId: string | undefined, allWithoutCompany = false) {
  const q = useDropdown('department');
  const options = (q.data ?? []).filter((o) => (allWithoutCompany && !companyId) || o.refs?.companyId === companyId).map((o) => ({ value: o.id ?? o.value, label: o.label }));
  return { options, loading: q.isLoading };
}
