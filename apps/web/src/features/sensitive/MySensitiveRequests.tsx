import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Grid, Space, Table, Typography, type TableProps } from 'antd';
import { EditOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { bankText, factText, sensitiveKeys, useOwnRequests, type SensitiveView } from './api';
import { SensitiveRequestDrawer } from './SensitiveRequestDrawer';
import { SensitiveStatusTag } from './SensitiveStatusTag';

/** What a request asks for, one line per fact: "Last name (Thai): ใจดี". */
export function ChangeList({ request }: { request: SensitiveView }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Flex vertical gap={2}>
      {request.changes.map((c) => (
        <Typography.Text key={c.field}>{fieldLabel(t, c.field)}: <Typography.Text strong>{factText(c.field, c.proposed, lang, t)}</Typography.Text></Typography.Text>
      ))}
      {request.bank && (
        <Typography.Text>{fieldLabel(t, 'primaryBankAccountId')}: <Typography.Text strong>{bankText(request.bank.proposed, t)}</Typography.Text></Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The caller's sensitive-information changes on my-profile: the button that opens the request
 * form (while none is pending), and their requests with status, HR's remark and a cancel action.
 */
export function MySensitiveRequests() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // On a phone the card's header has no room for the button beside the title: it goes in the body.
  const phone = !Grid.useBreakpoint().md;
  const own = useOwnRequests();
  const pending = own.data?.find((r) => r.status === 'pending');
  const cancel = useMutation({
    mutationFn: (id: string) => api.post('/1.0/cancel/request/sensitive', { id }),
    onSuccess: () => { message.success(t('sensitive:cancelled')); void queryClient.invalidateQueries({ queryKey: sensitiveKeys.all }); },
  });
  const columns: TableProps<SensitiveView>['columns'] = [
    { key: 'submitted', title: t('sensitive:col.submitted'), width: 150, render: (_: unknown, r) => formatDate(r.createdAt, lang, DATE_FORMATS.dateTime) },
    { key: 'changes', title: t('sensitive:col.changes'), render: (_: unknown, r) => <ChangeList request={r} /> },
    { key: 'status', title: t('sensitive:col.status'), width: 130, render: (_: unknown, r) => <SensitiveStatusTag status={r.status} /> },
    {
      key: 'remark', title: t('sensitive:col.remark'), render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{r.remark ?? '—'}</Typography.Text>
          {r.decidedAt && <Typography.Text type="secondary">{formatDate(r.decidedAt, lang, DATE_FORMATS.dateTime)}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'actions', title: t('sensitive:col.actions'), width: 150, render: (_: unknown, r) => (r.status === 'pending' ? (
        <Button danger icon={<StopOutlined />} loading={cancel.isPending} data-testid={`cancel-${r.id}`}
          onClick={() => modal.confirm({ title: t('sensitive:confirmCancel'), okText: t('sensitive:cancel'), okButtonProps: { danger: true }, cancelText: t('masters:ui.no'), onOk: () => { cancel.mutate(r.id); } })}>
          {t('sensitive:cancel')}
        </Button>
      ) : null),
    },
  ];
  const requestButton = (
    <Button type="primary" icon={<EditOutlined />} block={phone} disabled={!!pending || own.isLoading} onClick={() => setOpen(true)} data-testid="request-sensitive">{t('sensitive:request')}</Button>
  );
  return (
    <Card title={t('sensitive:title')} style={{ marginTop: 16 }} data-testid="my-sensitive-requests" extra={!phone && requestButton}>
      {phone && <div style={{ marginBottom: 12 }}>{requestButton}</div>}
      {pending && <Alert type="warning" showIcon title={t('sensitive:pendingExists')} style={{ marginBottom: 12 }} />}
      <Table<SensitiveView> rowKey="id" size="small" columns={columns} dataSource={own.data} loading={own.isLoading} pagination={false}
        scroll={{ x: 720 }} locale={{ emptyText: t('sensitive:none') }} data-testid="my-sensitive-table" />
      <SensitiveRequestDrawer open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
