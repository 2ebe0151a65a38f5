import { Alert, Button, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BulkDecisionResult } from '@hr/domain/leave/views';

type Props = { results: BulkDecisionResult[] | null; labels: Map<string, string>; onClose: () => void };

/** What a bulk decision did to each request: decided, or why not (already decided, not yours ...). */
export function BulkResultsModal({ results, labels, onClose }: Props) {
  const { t } = useTranslation();
  const done = results?.filter((r) => r.ok).length ?? 0;
  const failed = (results?.length ?? 0) - done;
  return (
    <Modal open={!!results} onCancel={onClose} width={720} title={t('leaveAdmin:bulk.title')} data-testid="bulk-results"
      footer={<Button type="primary" onClick={onClose} data-testid="bulk-results-close">{t('leaveAdmin:close')}</Button>}>
      <Alert showIcon type={failed ? (done ? 'warning' : 'error') : 'success'} style={{ marginBottom: 12 }} data-testid="bulk-summary"
        title={t('leaveAdmin:bulk.summary', { done, failed })} />
      <Table<BulkDecisionResult> rowKey="id" size="small" pagination={false} dataSource={results ?? []} columns={[
        { key: 'request', title: t('leaveAdmin:col.request'), render: (_: unknown, r) => labels.get(r.id) ?? r.id },
        {
          key: 'result', title: t('leaveAdmin:bulk.result'), width: 300, render: (_: unknown, r) => (r.ok
            ? <Tag color="green" data-testid="bulk-ok">{t('leaveAdmin:bulk.ok')}</Tag>
            : <span data-testid="bulk-failed"><Tag color="red">{t('leaveAdmin:bulk.failed')}</Tag>{r.text ?? ''}</span>),
        },
      ]} />
    </Modal>
  );
}
