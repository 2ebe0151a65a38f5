import { useState } from 'react';
import { Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimeclockBatch } from '@hr/domain/attendance/timeclock';
import { ApiError } from '../../lib/api';
import { DATE_FORMATS, formatDate, localFormat } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { ReasonDialog } from '../../lib/reason-dialog';
import { useClockBatches, useClockRollback } from './api';

/**
 * The company's latest imports (issue 34 point 1): the file, the punches it wrote, who and when;
 * one not yet rolled back can be, with a reason; one rolled back says by whom and why.
 */
export function BatchList({ companyId }: { companyId: string | undefined }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const batches = useClockBatches(companyId);
  const rollback = useClockRollback();
  const [target, setTarget] = useState<TimeclockBatch | null>(null);
  const when = (iso: string) => formatDate(iso, lang, localFormat(DATE_FORMATS.dateTime, lang));
  if (!batches.data?.length) return null;
  return (
    <section aria-labelledby="batches-title" data-testid="timeclock-batches">
      <Typography.Title level={5} id="batches-title">{t('timeclock:batches.title')}</Typography.Title>
      <Table size="small" rowKey="id" pagination={false} dataSource={batches.data} scroll={{ x: true }}
        columns={[
          { key: 'createdAt', dataIndex: 'createdAt', title: t('timeclock:batches.when'), width: 170, render: (v: string) => when(v) },
          { key: 'fileName', dataIndex: 'fileName', title: t('timeclock:batches.file') },
          { key: 'createdBy', dataIndex: 'createdBy', title: t('timeclock:batches.by') },
          { key: 'punches', dataIndex: 'punches', title: t('timeclock:preview.punches'), align: 'right', render: (v: number) => formatNumber(v, lang) },
          {
            key: 'rollback', title: t('timeclock:batches.state'), render: (_: unknown, b: TimeclockBatch) => (b.rolledBack
              ? <Typography.Text type="secondary" data-testid="batch-rolled-back">
                {t('timeclock:batches.rolledBack', { name: b.rolledBack.by ?? '', date: when(b.rolledBack.at), reason: b.rolledBack.reason })}
              </Typography.Text>
              : b.punches > 0 && (
                <Button size="small" danger onClick={() => { rollback.reset(); setTarget(b); }} data-testid="batch-rollback">{t('timeclock:result.rollback')}</Button>
              )),
          },
        ]} />
      <ReasonDialog open={!!target} title={t('timeclock:result.rollbackTitle')} text={t('timeclock:result.rollbackText')} label={t('timeclock:result.reason')}
        okText={t('timeclock:result.rollbackOk')} cancelText={t('timeclock:preview.cancel')} busy={rollback.isPending}
        error={rollback.error instanceof ApiError ? rollback.error.envelope.msg.text : rollback.error ? String(rollback.error) : null}
        onCancel={() => setTarget(null)}
        onOk={(reason) => rollback.mutate({ batchId: target!.id, reason }, { onSuccess: () => setTarget(null) })} />
    </section>
  );
}
