import { useEffect, useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, InputNumber, List, Modal, Select, Space, Typography } from 'antd';
import { EditOutlined, SwapOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SalaryLineDetails, SalaryPeriodStatus } from '@hr/domain/payroll/period';
import { api } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { formatMoney } from '../../lib/numbers';
import { showSaveError } from '../../lib/schema-rules';
import { monthText } from './period-parts';

/*
 * What is put right by hand on a line (issue 19 point 3): a draft's social security set by hand
 * (socialsecurityPrice), and a closed period's line corrected in a later draft of the same
 * company and staff. Both apply when that draft is computed.
 */

type Props = { periodId: string; status: SalaryPeriodStatus; details: SalaryLineDetails };

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['salaryPeriod'] });
}

/** The draft's social security of this line set by hand, or cleared. */
function SocialSecurityPriceModal({ periodId, details, open, onClose }: Omit<Props, 'status'> & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ amount: number | null }>();
  const refresh = useRefresh();
  const save = useMutation({
    mutationFn: (amount: number | null) => api.post('/1.0/update/salaryPeriod/socialsecurityPrice', { id: periodId, employeeId: details.line.employeeId, amount }, { dialog: false }),
    onSuccess: () => { void refresh(); message.success(t('payroll:period.socialSecurityPrice.saved')); onClose(); },
    onError: (err) => showSaveError(form, err, message, t, false),
  });
  return (
    <Modal open={open} title={t('payroll:period.socialSecurityPrice.title')} onCancel={onClose} destroyOnHidden data-testid="ss-price-modal"
      footer={(
        <Space>
          {details.socialSecurityPrice !== null && <Button onClick={() => save.mutate(null)} data-testid="ss-price-clear">{t('payroll:period.socialSecurityPrice.clear')}</Button>}
          <Button onClick={onClose}>{t('payrollFunds:cancel')}</Button>
          <Button type="primary" loading={save.isPending} data-testid="ss-price-save"
            onClick={() => void form.validateFields().then((v) => save.mutate(v.amount ?? 0), () => undefined)}>{t('masters:ui.save')}</Button>
        </Space>
      )}>
      <Typography.Paragraph type="secondary">{t('payroll:period.socialSecurityPrice.help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ amount: details.socialSecurityPrice ?? details.line.socialSecurity }}>
        <FieldItem name="amount" label={t('payroll:period.socialSecurityPrice.amount')}
          rules={[{ required: true, message: t('validation:required', { field: t('payroll:period.socialSecurityPrice.amount') }) }]}>
          <InputNumber<number> min={0} max={100_000} precision={2} style={{ width: '100%' }} />
        </FieldItem>
      </Form>
    </Modal>
  );
}

/** A correction of this closed line, paid (or taken back) in a later draft. */
function CorrectionModal({ periodId, details, open, onClose }: Omit<Props, 'status'> & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ toPeriodId?: string; amount?: number | null; reason?: string }>();
  const refresh = useRefresh();
  const targets = useQuery({
    queryKey: ['salaryPeriod', 'correctionTargets', periodId],
    queryFn: () => api.post<Array<{ id: string; month: string }>>('/1.0/get/salaryPeriod/correctionTargets', { id: periodId }),
    enabled: open,
  });
  const save = useMutation({
    mutationFn: (v: { toPeriodId: string; amount: number; reason: string }) =>
      api.post('/1.0/save/salaryPeriod/adjustment', { fromPeriodId: periodId, employeeId: details.line.employeeId, ...v }, { dialog: false }),
    onSuccess: (_d, v) => {
      void refresh();
      message.success(t('payroll:period.correction.saved', { month: monthText(targets.data?.find((x) => x.id === v.toPeriodId)?.month ?? '', lang) }));
      form.resetFields();
      onClose();
    },
    onError: (err) => showSaveError(form, err, message, t, false),
  });
  const none = targets.data && targets.data.length === 0;
  // The first later draft is chosen once they are known.
  const first = targets.data?.[0]?.id;
  useEffect(() => { if (open && first && !form.getFieldValue('toPeriodId')) form.setFieldValue('toPeriodId', first); }, [open, first, form]);
  const required = (name: string, label: string) => ({ required: true, message: t('validation:required', { field: label }) });
  return (
    <Modal open={open} title={t('payroll:period.correction.title')} onCancel={onClose} destroyOnHidden data-testid="correction-modal"
      okText={t('masters:ui.save')} cancelText={t('payrollFunds:cancel')} okButtonProps={{ disabled: none, 'data-testid': 'correction-save' } as never} confirmLoading={save.isPending}
      onOk={() => void form.validateFields().then((v) => save.mutate({ toPeriodId: v.toPeriodId!, amount: v.amount!, reason: v.reason!.trim() }), () => undefined)}>
      <Typography.Paragraph type="secondary">{t('payroll:period.correction.help')}</Typography.Paragraph>
      {none ? <Alert type="warning" showIcon title={t('payroll:period.correction.noDraft')} data-testid="correction-no-draft" /> : (
        <Form form={form} layout="vertical">
          <FieldItem name="toPeriodId" label={t('payroll:period.correction.to')} rules={[required('toPeriodId', t('payroll:period.correction.to'))]}>
            <Select loading={targets.isLoading} options={targets.data?.map((x) => ({ value: x.id, label: monthText(x.month, lang) }))} />
          </FieldItem>
          <FieldItem name="amount" label={fieldLabel(t, 'amount')} extra={t('payroll:period.correction.amountHelp')} rules={[required('amount', fieldLabel(t, 'amount'))]}>
            <InputNumber<number> min={-10_000_000} max={10_000_000} precision={2} style={{ width: '100%' }} />
          </FieldItem>
          <FieldItem name="reason" label={fieldLabel(t, 'reason')} rules={[required('reason', fieldLabel(t, 'reason')), { whitespace: true, message: t('validation:required', { field: fieldLabel(t, 'reason') }) }]}>
            <Input.TextArea rows={2} maxLength={500} showCount />
          </FieldItem>
        </Form>
      )}
    </Modal>
  );
}

/** The line's corrections: what is set by hand on a draft, and, on a closed period, its corrections in later ones. */
export function LineCorrections({ periodId, status, details }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [open, setOpen] = useState<'ss' | 'correction' | null>(null);
  const draft = status === 'draft';
  return (
    <Flex vertical gap={8} data-testid="line-corrections">
      {draft && details.socialSecurityPrice !== null && Math.round(details.socialSecurityPrice * 100) !== details.working.socialSecurityOverride?.amountSatang && (
        <Alert type="warning" showIcon data-testid="ss-price-pending" title={t('payroll:period.socialSecurityPrice.pending', { amount: formatMoney(details.socialSecurityPrice, lang) })} />
      )}
      {details.corrections.length > 0 && (
        <List size="small" bordered header={t('payroll:period.correction.made')} data-testid="line-correction-list" dataSource={details.corrections}
          renderItem={(c) => (
            <List.Item data-testid="line-correction">
              {t('payroll:period.correction.in', { month: monthText(c.toMonth, lang), amount: formatMoney(c.amount, lang, true), reason: c.reason })}
            </List.Item>
          )} />
      )}
      <Space wrap>
        {draft
          ? <Button icon={<EditOutlined />} onClick={() => setOpen('ss')} data-testid="open-ss-price">{t('payroll:period.socialSecurityPrice.open')}</Button>
          : <Button icon={<SwapOutlined />} onClick={() => setOpen('correction')} data-testid="open-correction">{t('payroll:period.correction.open')}</Button>}
      </Space>
      <SocialSecurityPriceModal periodId={periodId} details={details} open={open === 'ss'} onClose={() => setOpen(null)} />
      <CorrectionModal periodId={periodId} details={details} open={open === 'correction'} onClose={() => setOpen(null)} />
    </Flex>
  );
}
