import { App, Button, Descriptions, Drawer, Flex, Form, Image, Input, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZSensitiveReject } from '@hr/domain/employee/sensitive';
import { api, ApiError } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { fieldLabel, ruleMessage } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { useFileUrl } from '../../lib/use-file-url';
import { bankText, factText, sensitiveKeys, type SensitiveView } from './api';
import { SensitiveStatusTag } from './SensitiveStatusTag';

type Row = { key: string; label: string; current: string; proposed: string; isNew?: boolean };

/** The supporting document: a picture shown in place, any file downloadable (read with the caller's token). */
function SupportingFile({ file }: { file: SensitiveView['file'] }) {
  const { t } = useTranslation();
  const url = useFileUrl(file.id);
  if (!url) return <Skeleton.Button active />;
  return (
    <Flex vertical gap={8} align="start">
      {file.mime.startsWith('image/') && <Image src={url} height={160} style={{ objectFit: 'contain' }} alt={file.name} data-testid="supporting-preview" />}
      <a href={url} download={file.name} data-testid="supporting-download"><Button icon={<DownloadOutlined />}>{t('sensitive:download')} — {file.name}</Button></a>
    </Flex>
  );
}

/**
 * HR reviews one request: each proposed fact beside the one on record, the supporting document,
 * and the decision — approve (the change is applied) or reject with a remark the employee is sent.
 */
export function SensitiveReviewDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ remark?: string }>();
  const q = useQuery({ queryKey: [...sensitiveKeys.all, 'view', id, lang], queryFn: () => api.post<SensitiveView>('/1.0/get/request/sensitive', { id }), enabled: !!id });
  const decide = useMutation({
    mutationFn: ({ decision, remark }: { decision: 'approve' | 'reject'; remark: string }) =>
      api.post(`/1.0/${decision}/request/sensitive`, { id, remark: remark || null }, { dialog: false }),
    onSuccess: (_d, v) => {
      message.success(t(v.decision === 'approve' ? 'sensitive:approved' : 'sensitive:rejected'));
      void Promise.all([queryClient.invalidateQueries({ queryKey: sensitiveKeys.all }), queryClient.invalidateQueries({ queryKey: ['notificationCount'] }),
        queryClient.invalidateQueries({ queryKey: ['employee-view'] })]);
      form.resetFields();
      onClose();
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) return;
      // A field of the request (a citizen id someone else holds now) is named in the message itself.
      const remark = err.fields.find((f) => f.field === 'remark');
      if (remark) form.setFields([{ name: 'remark', errors: [remark.text] }]);
      else message.error(err.fields.length ? err.fields.map((f) => f.text).join(' ') : err.message);
      void queryClient.invalidateQueries({ queryKey: sensitiveKeys.all });
    },
  });
  const ask = async (decision: 'approve' | 'reject') => {
    form.setFields([{ name: 'remark', errors: [] }]);
    const remark = (form.getFieldValue('remark') as string | undefined)?.trim() ?? '';
    if (decision === 'reject') {
      const res = ZSensitiveReject.shape.remark.safeParse(remark);
      if (!res.success) {
        form.setFields([{ name: 'remark', errors: [ruleMessage(t, res.error.issues[0]?.message ?? 'validation.required', 'remark')] }]);
        return;
      }
    }
    modal.confirm({
      title: t(decision === 'approve' ? 'sensitive:confirmApprove' : 'sensitive:confirmReject'), cancelText: t('masters:ui.no'),
      okText: t(decision === 'approve' ? 'sensitive:approve' : 'sensitive:reject'), okButtonProps: { danger: decision === 'reject' },
      onOk: () => { decide.mutate({ decision, remark }); },
    });
  };

  const v = q.data;
  const rows: Row[] = v ? [
    ...v.changes.map((c) => ({ key: c.field, label: fieldLabel(t, c.field), current: factText(c.field, c.current, lang, t), proposed: factText(c.field, c.proposed, lang, t) })),
    ...(v.bank ? [{ key: 'bank', label: fieldLabel(t, 'primaryBankAccountId'), current: bankText(v.bank.current, t), proposed: bankText(v.bank.proposed, t), isNew: v.bank.proposed.isNew }] : []),
  ] : [];
  const pending = v?.status === 'pending';
  return (
    <Drawer open={!!id} width={760} onClose={onClose} destroyOnHidden title={t('sensitive:detailTitle')} data-testid="review-drawer"
      extra={pending && (
        <Space>
          <Button danger icon={<CloseOutlined />} loading={decide.isPending && decide.variables?.decision === 'reject'} onClick={() => void ask('reject')} data-testid="reject">{t('sensitive:reject')}</Button>
          <Button type="primary" icon={<CheckOutlined />} loading={decide.isPending && decide.variables?.decision === 'approve'} onClick={() => void ask('approve')} data-testid="approve">{t('sensitive:approve')}</Button>
        </Space>
      )}>
      {q.isLoading || !v ? <Skeleton active /> : (
        <Flex vertical gap={16}>
          <Descriptions size="small" bordered column={2} items={[
            { key: 'employee', label: t('sensitive:col.employee'), span: 2, children: <span data-testid="review-employee">{`${v.employee.employeeCode} ${v.employee.name}`} · {[v.employee.company, v.employee.department].filter(Boolean).join(' · ')}</span> },
            { key: 'submitted', label: t('sensitive:col.submitted'), children: formatDate(v.createdAt, lang, DATE_FORMATS.dateTime) },
            { key: 'status', label: t('sensitive:col.status'), children: <SensitiveStatusTag status={v.status} /> },
            { key: 'reason', label: t('sensitive:col.reason'), span: 2, children: v.reason ?? '—' },
            ...(v.decidedAt ? [
              { key: 'decided', label: t('sensitive:col.decided'), children: t('sensitive:decidedBy', { name: v.decidedBy ?? '', date: formatDate(v.decidedAt, lang, DATE_FORMATS.dateTime) }) },
              { key: 'remark', label: t('sensitive:col.remark'), children: v.remark ?? '—' },
            ] : []),
          ]} />
          <Table<Row> rowKey="key" size="small" pagination={false} dataSource={rows} data-testid="review-changes" columns={[
            { key: 'label', title: t('sensitive:col.field'), dataIndex: 'label', width: 200 },
            { key: 'current', title: t('sensitive:col.current'), dataIndex: 'current' },
            {
              key: 'proposed', title: t('sensitive:col.proposed'), render: (_: unknown, r) => (
                <Space size={4} wrap><Typography.Text strong>{r.proposed}</Typography.Text>{r.isNew && <Tag color="blue">{t('sensitive:newAccount')}</Tag>}</Space>
              ),
            },
          ]} />
          <div>
            <Typography.Title level={5}>{t('sensitive:col.file')}</Typography.Title>
            <SupportingFile file={v.file} />
          </div>
          {pending && (
            <Form form={form} layout="vertical">
              <Form.Item name="remark" label={t('sensitive:remark')} extra={t('sensitive:remarkHint')}>
                <Input.TextArea rows={3} maxLength={500} showCount data-testid="remark" />
              </Form.Item>
            </Form>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
