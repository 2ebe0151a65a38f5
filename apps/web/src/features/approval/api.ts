import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChainStep } from '@hr/domain/approval/chain';
import type { ApprovalChainSave, RequestType, RoutingCheck } from '@hr/domain/approval/schemas';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';

export const CHAIN_PERMISSION = 'system-settings.approval-chain';
export type ChainAnswer = { steps: ChainStep[]; source: 'company' | 'all' | 'default'; stepKinds: string[]; requestTypes: RequestType[] };
type Person = { id: string; employeeCode: string; name: string };
export type Routed = {
  source: ChainAnswer['source']; fallback: boolean;
  steps: Array<{ index: number; kind: string; roleId: string | null; approvers: Person[]; notes: Array<{ kind: string; from?: string; to?: string; who?: string }> }>;
  skipped: Array<{ index: number; kind: string; reason: string }>;
};

/** A company's chain for a request type (companyId null: every company's), and where it comes from. */
export function useChain(companyId: string | null, requestType: RequestType) {
  return useQuery({ queryKey: ['approval', 'chain', companyId, requestType], queryFn: () => api.post<ChainAnswer>('/1.1/get/approval/chain', { companyId, requestType }) });
}

export function useSaveChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: ApprovalChainSave) => api.post<null>('/1.1/save/approval/chain', v, { dialog: false }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: ['approval', 'chain'] }); },
  });
}

/** The routing check: the chain an employee's request would follow today, with names. */
export function useRoutingCheck(body: RoutingCheck | null) {
  const { lang } = useLang();
  return useQuery({ queryKey: ['approval', 'routing', body, lang], queryFn: () => api.post<Routed>('/1.1/test/approval/chain', body), enabled: !!body });
}
