import { App, Button, Card, Flex, Table } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import { formatMoney } from '../../lib/numbers';
import { monthText } from './period-parts';

type Offer = { id: string; employeeId: string; employeeCode: string; name: string; fromMonth: string; amount: number; reason: string };

/**
 * Issue 35 point 6: the retroactive pay a back-dated salary offered in this draft, one row per
 * employee and month corrected, each accepted (the next compute pays it) or declined (withdrawn).
 * Shown only while there are some.
 */
export function RetroOffers({ periodId }: { periodId: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const offers = useQuery({
    queryKey: ['salaryPeriod', 'retroOffers', periodId],
    queryFn: () => api.post<Offer[]>('/1.0/search/salaryPeriod/retroOffers', { id: periodId }),
  });
  const decide = useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      api.post(accept ? '/1.0/accept/salaryPeriod/retroOffer' : '/1.0/delete/salaryPeriod/adjustment', { id }),
    onSuccess: (_d, v) => {
      message.success(t(v.accept ? 'payroll:period.retro.accepted' : 'payroll:period.retro.declined'));
      void queryClient.invalidateQueries({ queryKey: ['salaryPeriod'] });
    },
  });
  if (!offers.data?.length) return null;
  const ask = (o: Offer, accept: boolean) => modal.confirm({
    title: t(accept ? 'payroll:period.retro.confirmAccept' : 'payroll:period.retro.confirmDecline', { name: o.name, month: monthText(o.fromMonth, lang) }),
    okText: t(accept ? 'payroll:period.retro.accept' : 'payroll:period.retro.decline'), okButtonProps: { danger: !accept }, cancelText: t('masters:ui.no'),
    onOk: () => decide.mutateAsync({ id: o.id, accept }),
  });
  return (
    <Card title={t('payroll:period.retro.title')} data-testid="retro-offers">
      <Table<Offer> rowKey="id" size="small" pagination={false} dataSource={offers.data} columns={[
        { title: t('payroll:period.retro.employee'), render: (_v, o) => `${o.employeeCode} ${o.name}` },
        { title: t('payroll:period.retro.month'), render: (_v, o) => monthText(o.fromMonth, lang) },
        { title: t('payroll:period.retro.amount'), align: 'right', render: (_v, o) => formatMoney(o.amount, lang, true) },
        { title: t('payroll:period.retro.reasonColumn'), dataIndex: 'reason' },
        { key: 'actions', render: (_v, o) => (
          <Flex gap={8}>
            <Button size="small" type="primary" onClick={() => ask(o, true)} data-testid="retro-accept">{t('payroll:period.retro.accept')}</Button>
            <Button size="small" danger onClick={() => ask(o, false)} data-testid="retro-decline">{t('payroll:period.retro.decline')}</Button>
          </Flex>
        ) },
      ]} />
    </Card>
  );
}
