import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Form, Input, Result, Space, Spin } from 'antd';
import { ArrowLeftOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OUTING_REASON_MAX, ZOutingCancel } from '@hr/domain/outing';
import { api, ApiError } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import NotFound from '../../shell/NotFound';
import { outingName, outingPaths, outingPeriod, useOutingDetails, UUID_RE, type MailResult } from './api';
import { ruleMessage } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';

/** /company-outing/{id}/cancel: the reason (required, mailed to everyone on the list), a confirmation, then back to the details. */
export default function OutingCancelPage() {
  const { id = '' } = useParams();
  if (!UUID_RE.test(id)) return <NotFound />;
  return <CancelForm key={id} id={id} />;
}

function CancelForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reason?: string }>();
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const details = useOutingDetails(id);
  const back = () => navigate(to(outingPaths.details(id)));

  const cancel = useMutation({
    mutationFn: (reason: string) => api.post<MailResult>('/1.0/cancel/companyOuting', { id, reason }, { dialog: false }),
    onSuccess: (r) => {
      message.success(t('outing:ui.cancelDone', { count: r.queued }));
      release();
      void queryClient.invalidateQueries({ queryKey: ['companyOuting'] });
      // The details page lists whoever could not be told for want of an address.
      navigate(to(outingPaths.details(id)), { state: r.missing.length ? { mailResult: { queued: r.queued, missing: r.missing } } : null });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields.length) form.setFields(err.fields.map((e) => ({ name: e.field as 'reason', errors: [e.text] })));
      else if (err instanceof ApiError) {
        message.error(err.message);
        void details.refetch();
      }
    },
  });

  if (details.isPending) return <Card><Spin /></Card>;
  if (details.isError || !details.data) return <Result status="warning" title={t('errors:recordGone')} extra={<Button onClick={() => navigate(to(outingPaths.list))}>{t('outing:ui.back')}</Button>} />;
  const o = details.data;
  if (o.status === 'cancelled' || o.finished) {
    return <Result status="info" title={t(o.status === 'cancelled' ? 'errors:outingAlreadyCancelled' : 'errors:outingFinished')} data-testid="cannot-cancel"
      extra={<Button onClick={back}>{t('outing:ui.back')}</Button>} />;
  }

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    modal.confirm({
      title: t('outing:ui.confirmCancel', { count: o.memberCount }), okText: t('outing:ui.cancelOuting'), okButtonProps: { danger: true }, cancelText: t('outing:ui.no'),
      onOk: () => { cancel.mutate((values.reason ?? '').trim()); },
    });
  };

  return (
    <Card title={t('outing:cancelTitle')} data-testid="outing-cancel-page" extra={<Button icon={<ArrowLeftOutlined />} onClick={back}>{t('outing:ui.back')}</Button>}>
      <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }} items={[
        { key: 'name', label: t('outing:fields.name'), children: outingName(o, lang) },
        { key: 'period', label: t('outing:fields.period'), children: outingPeriod(o, lang) },
        { key: 'location', label: t('labels:location'), children: o.location },
        { key: 'members', label: t('outing:fields.members'), children: t('outing:ui.peopleCount', { count: o.memberCount }) },
      ]} />
      <Alert type="warning" showIcon title={t('outing:ui.cancelWarning')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onValuesChange={() => setDirty(true)} data-testid="cancel-form">
        <FieldItem name="reason" label={t('outing:ui.cancelReason')} required rules={[{
          required: true,
          validator: async (_r, v: unknown) => {
            const res = ZOutingCancel.shape.reason.safeParse(v ?? '');
            if (!res.success) throw new Error(ruleMessage(t, res.error.issues[0]?.message ?? 'validation.invalid', 'reason'));
          },
        }]}>
          <Input.TextArea rows={4} maxLength={OUTING_REASON_MAX} showCount placeholder={t('outing:ui.reasonPlaceholder')} />
        </FieldItem>
        <Space>
          <Button danger type="primary" icon={<CloseCircleOutlined />} loading={cancel.isPending} onClick={() => void submit()} data-testid="confirm-cancel">{t('outing:ui.cancelOuting')}</Button>
          <Button onClick={back}>{t('outing:ui.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
