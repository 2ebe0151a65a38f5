import { useState } from 'react';
import { App, Flex, Select, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';

type Person = { id: string; employeeCode: string; name: string };
const label = (p: Person) => `${p.employeeCode} ${p.name}`;

/**
 * Who decides for the caller while they are away on approved leave (issue 17, delegation): a
 * colleague of their company who approves requests themselves (the server offers and accepts only
 * them, issue 34 point 11). From the leave's first day to its last the caller's waiting steps are
 * the stand-in's, and the request's chain says so both ways.
 */
export function DelegateSetting() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const current = useQuery({ queryKey: ['approval', 'delegate'], queryFn: () => api.post<{ delegate: Person | null }>('/1.1/get/approval/delegate', {}) });
  const candidates = useQuery({ queryKey: ['approval', 'delegates', keyword], queryFn: () => api.post<Person[]>('/1.1/search/approval/delegates', keyword ? { keyword } : {}) });
  const save = useMutation({
    mutationFn: (delegateId: string | null) => api.post<null>('/1.1/save/approval/delegate', { delegateId }),
    onSuccess: (_r, id) => {
      void queryClient.invalidateQueries({ queryKey: ['approval', 'delegate'] });
      message.success(t(id ? 'approval:delegate.saved' : 'approval:delegate.cleared'));
    },
  });
  const chosen = current.data?.delegate ?? null;
  const options = [...(chosen ? [chosen] : []), ...(candidates.data ?? []).filter((p) => p.id !== chosen?.id)].map((p) => ({ value: p.id, label: label(p) }));
  return (
    <Flex gap={8} align="center" wrap data-testid="delegate-setting">
      <Typography.Text type="secondary">{t('approval:delegate.label')}</Typography.Text>
      <Select id="approval-delegate" style={{ minWidth: 260 }} allowClear aria-label={t('approval:delegate.label')} placeholder={t('approval:delegate.nobody')}
        value={chosen?.id} options={options} loading={current.isLoading || save.isPending} data-testid="delegate-select"
        showSearch={{ filterOption: false, onSearch: (s) => setKeyword(s.trim()) }} notFoundContent={t('approval:delegate.none')}
        onChange={(v: string | undefined) => save.mutate(v ?? null)} />
    </Flex>
  );
}
