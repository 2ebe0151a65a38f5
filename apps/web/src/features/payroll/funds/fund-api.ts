import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { FUND_KINDS, FUND_PAGES, type FundAccountSave, type FundAccountView, type FundEntrySave, type FundEntryView, type FundKind, type FundSearch } from '@hr/domain/payroll/funds';
import { api } from '../../../lib/api';
import { useLang } from '../../../lib/hooks';

/** The pages of each kind (SPEC section 2: the list, add (saving fund: /addSavingFund), {id}, {id}/edit). */
export const fundPaths = (kind: FundKind) => {
  const base = FUND_PAGES[kind].route;
  return { list: base, add: `${base}/${FUND_PAGES[kind].add}`, view: (id: string) => `${base}/${id}`, edit: (id: string) => `${base}/${id}/edit` };
};

/** The kind of the page open: the one whose route the path starts with (after a language prefix, if any). */
export function useFundKind(): FundKind {
  const { pathname } = useLocation();
  return FUND_KINDS.find((k) => pathname.includes(FUND_PAGES[k].route)) ?? 'cooperative';
}

const api1 = (kind: FundKind, call: string) => `/1.0/${call.replace('{api}', FUND_PAGES[kind].api)}`;
/** Every query of a kind starts with ['fund', kind]: one invalidation refreshes its list and pages after a change. */
const keys = (kind: FundKind) => ['fund', kind] as const;

export type FundList = { items: FundAccountView[]; total: number; page: number; pageSize: number };
export type FundDetails = { account: FundAccountView; entries: FundEntryView[]; entryTypes: Array<FundEntrySave['type']> };

export function useFunds(kind: FundKind, q: FundSearch) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...keys(kind), 'list', q, lang],
    queryFn: () => api.post<FundList>(api1(kind, 'search/{api}'), q),
    placeholderData: keepPreviousData,
  });
}

export function useFund(kind: FundKind, id: string | undefined) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...keys(kind), 'details', id, lang],
    queryFn: () => api.post<FundDetails>(api1(kind, 'get/{api}/details'), { id }),
    enabled: !!id,
  });
}

/** Adds or edits an account; field errors go under the fields, so no dialog. */
export function useSaveFund(kind: FundKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FundAccountSave) => api.post<FundAccountView>(api1(kind, 'save/{api}'), body, { dialog: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys(kind) }),
  });
}

/** Deletes an account without history; its own queries are dropped rather than read again. */
export function useDeleteFund(kind: FundKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<null>(api1(kind, 'delete/{api}'), { id }),
    onSuccess: (_d, id) => {
      queryClient.removeQueries({ queryKey: keys(kind), predicate: (q) => JSON.stringify(q.queryKey).includes(id) });
      void queryClient.invalidateQueries({ queryKey: [...keys(kind), 'list'] });
    },
  });
}

/** Records an entry outside payroll; field errors go under the modal's fields. */
export function useAddEntry(kind: FundKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FundEntrySave) => api.post<{ account: FundAccountView }>(api1(kind, 'save/{api}/entry'), body, { dialog: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys(kind) }),
  });
}

export const downloadPath = (kind: FundKind) => api1(kind, 'download/{api}');
