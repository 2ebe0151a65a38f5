import { useEffect, useRef, useState } from 'react';
import { Select, Spin, type SelectProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';

type Option = { value: string; label: string };

/** Active employees of a company found by employee ID or name (POST /1.0/search/employee/options). */
export function useEmployeeOptions(companyId: string | undefined, keyword: string) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['employee', 'options', companyId, keyword, lang],
    queryFn: ({ signal }) => api.post<Option[]>('/1.0/search/employee/options', { companyId, ...(keyword ? { keyword } : {}) }, { silent: true, signal }),
    enabled: !!companyId,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

type Props = Omit<SelectProps<string>, 'options' | 'showSearch'> & {
  companyId?: string;
  /** The label of the value the form opened with (a saved supervisor may not be among the first results). */
  known?: Option | null;
  /** Someone who may not be chosen (the employee being edited cannot be their own supervisor). */
  exclude?: string;
};

/**
 * A searchable select of the company's employees (a supervisor): typing asks the server, and the
 * chosen person keeps their label while a later search shows others.
 */
export function EmployeeSelect({ companyId, value, onChange, known, exclude, ...rest }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const q = useEmployeeOptions(companyId, keyword);
  const labels = useRef(new Map<string, string>());
  const found = (q.data ?? []).filter((o) => o.value !== exclude);
  const remembered = value ? labels.current.get(value) ?? (known?.value === value ? known.label : undefined) : undefined;
  const options = value && remembered && !found.some((o) => o.value === value) ? [{ value, label: remembered }, ...found] : found;
  return (
    <Select<string> allowClear {...rest} value={value} options={options} disabled={rest.disabled || !companyId}
      placeholder={companyId ? t('employee:add.searchEmployee') : t('employee:add.companyFirst')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={q.isFetching ? <Spin size="small" /> : undefined}
      onOpenChange={(open) => { if (!open) setTyped(''); }}
      onChange={(v, option) => {
        if (v && option && !Array.isArray(option)) labels.current.set(v, String(option.label));
        onChange?.(v, option);
      }} />
  );
}
