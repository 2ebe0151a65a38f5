import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ComputeResult } from '@hr/domain/payroll/period';
import { useLang } from '../../lib/hooks';
import NotFound from '../../shell/NotFound';
import { ComputeOutcome, ComputeProgress } from './ComputeStatus';
import { PeriodActions } from './PeriodActions';
import { PeriodLineDrawer } from './PeriodLineDrawer';
import { PeriodLinesTable } from './PeriodLinesTable';
import { PeriodOutputs } from './PeriodOutputs';
import { RetroOffers } from './RetroOffers';
import { periodPaths, useComputePeriod, useRunningCompute, useSalaryPeriod, UUID_RE } from './period-api';
import { monthText, PeriodStatusTag } from './period-parts';
import { PeriodFacts, PeriodStale, PeriodSteps, PeriodTotals } from './PeriodSummary';

/** payroll/salary-period/{id}: one period, its state and totals, its actions and its lines. */
export default function SalaryPeriodPage() {
  const { id = '' } = useParams();
  if (!UUID_RE.test(id)) return <NotFound />;
  return <PeriodView key={id} id={id} />;
}

/**
 * The period's page: the facts, where it stands among its four states and the totals; the actions
 * of its state (a compute shows its progress while it runs, then how many lines and who was left
 * out and why); the lines, each opening its explanation (?line=employee id, so Back closes it).
 */
function PeriodView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const period = useSalaryPeriod(id);
  const compute = useComputePeriod();
  const [result, setResult] = useState<ComputeResult | null>(null);
  // The lines ticked for their payslips (a closed period), kept across pages of the table.
  const [selected, setSelected] = useState<string[]>([]);
  const p = period.data;
  // A compute started before a reload, or elsewhere: followed through its progress id until the period says it is over.
  const elsewhere = useRunningCompute(!compute.isPending ? p?.computing?.progressId : null);
  const { refetch } = period;
  useEffect(() => { if (elsewhere.data?.finished) void refetch(); }, [elsewhere.data?.finished, refetch]);

  const line = params.get('line');
  const openLine = useCallback((employeeId: string) => setParams((q) => { q.set('line', employeeId); return q; }), [setParams]);
  const closeLine = () => setParams((q) => { q.delete('line'); return q; }, { replace: true });
  const runCompute = () => { setResult(null); compute.mutate({ id }, { onSuccess: setResult }); };

  if (period.isError && !p) return <Alert type="warning" showIcon title={t('payroll:period.gone')} data-testid="period-gone" />;
  if (!p) return <Card><Skeleton active /></Card>;
  const progress = compute.progress ?? (p.computing ? { done: elsewhere.data?.done ?? 0, total: elsewhere.data?.total ?? 0 } : null);

  return (
    <Flex vertical gap={16} data-testid="salary-period-page" data-period-id={p.id}>
      <Card
        title={(
          <Flex gap={12} align="center" wrap>
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('payroll:period.actions.back')} onClick={() => navigate(to(periodPaths.list))} data-testid="back" />
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="period-title">
              {t('payroll:period.title', { month: monthText(p.month, lang) })}
            </Typography.Title>
            <PeriodStatusTag status={p.status} />
          </Flex>
        )}
        extra={<PeriodActions p={p} computing={compute.isPending} onCompute={runCompute} />}>
        <Flex vertical gap={20}>
          <PeriodSteps p={p} />
          <PeriodStale p={p} />
          {progress && <ComputeProgress progress={progress} />}
          {result && !compute.isPending && p.status === 'draft' && <ComputeOutcome result={result} onClose={() => setResult(null)} />}
          {p.status === 'draft' && !p.computedAt && !progress && !result && (
            <Alert type="info" showIcon title={t('payroll:period.compute.hint')} data-testid="compute-hint" />
          )}
          <PeriodTotals p={p} />
          <PeriodFacts p={p} />
        </Flex>
      </Card>
      {p.status !== 'draft' && <PeriodOutputs p={p} selected={selected} />}
      {p.status === 'draft' && <RetroOffers periodId={p.id} />}
      <Card title={t('payroll:period.lines.title')} data-testid="period-lines">
        <PeriodLinesTable periodId={p.id} onOpen={openLine} selection={p.status !== 'draft' ? { keys: selected, onChange: setSelected } : undefined} />
      </Card>
      <PeriodLineDrawer periodId={p.id} employeeId={line} month={p.month} status={p.status} onClose={closeLine} />
    </Flex>
  );
}
