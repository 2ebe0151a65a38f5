import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Form, Modal, Select, Space, Typography, type ButtonProps } from 'antd';
import { CalculatorOutlined, CheckCircleOutlined, DeleteOutlined, EditOutlined, FileExcelOutlined, LockOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SalaryPeriodView } from '@hr/domain/payroll/period';
import { fieldLabel } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { periodPaths, useAccountants, useDeletePeriod, useMovePeriod } from './period-api';
import { monthText } from './period-parts';
import { ItemsImportModal } from './ItemsImportModal';

/** Sends a closed period to the accountant chosen here (required): SPEC section 4 "send to accounting (an accountant recipient is chosen)". */
function SendModal({ p, open, onClose }: { p: SalaryPeriodView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ accountantId?: string }>();
  const accountants = useAccountants(p.id, open);
  const move = useMovePeriod();
  const send = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v?.accountantId) return;
    move.mutate({ id: p.id, action: 'send', accountantId: v.accountantId }, {
      onSuccess: () => { message.success(t('payroll:period.done.sent')); onClose(); },
    });
  };
  return (
    <Modal open={open} title={t('payroll:period.send.title')} onCancel={onClose} destroyOnHidden data-testid="send-modal"
      okText={t('payroll:period.send.ok')} cancelText={t('masters:ui.no')} onOk={() => void send()}
      okButtonProps={{ loading: move.isPending, 'data-testid': 'send-ok' } as ButtonProps}>
      <Typography.Paragraph>{t('payroll:period.send.text', { month: monthText(p.month, lang), company: p.companyName })}</Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="send-form">
        <FieldItem name="accountantId" label={fieldLabel(t, 'accountantId')}
          rules={[{ required: true, message: t('validation:required', { field: fieldLabel(t, 'accountantId') }) }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} loading={accountants.isLoading}
            options={accountants.data?.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
            placeholder={t('masters:ui.selectPlaceholder', { field: fieldLabel(t, 'accountantId') })}
            notFoundContent={accountants.isLoading ? undefined : t('payroll:period.send.none')} />
        </FieldItem>
      </Form>
    </Modal>
  );
}

/**
 * What can be done with the period in its state: a draft is computed, edited, deleted or saved
 * and closed; a closed period is sent to accounting; a sent one is marked paid. Each move that
 * cannot be undone is confirmed first.
 */
export function PeriodActions({ p, computing, onCompute }: { p: SalaryPeriodView; computing: boolean; onCompute: () => void }) {
  const { t } = useTranslation();
  const { to } = useLang();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const move = useMovePeriod();
  const remove = useDeletePeriod();
  const [sending, setSending] = useState(false);
  const [importing, setImporting] = useState(false);
  const computed = !!p.computedAt;
  const busy = computing || !!p.computing;

  const confirm = (key: 'close' | 'pay' | 'delete' | 'recompute', onOk: () => void, danger = false) => modal.confirm({
    title: t(`payroll:period.confirm.${key}.title`), content: t(`payroll:period.confirm.${key}.text`),
    okText: t(`payroll:period.confirm.${key}.ok`), cancelText: t('masters:ui.no'), okButtonProps: { danger }, onOk,
  });
  const compute = () => (computed ? confirm('recompute', onCompute) : onCompute());
  const close = () => confirm('close', () => move.mutate({ id: p.id, action: 'close' }, { onSuccess: () => void message.success(t('payroll:period.done.closed')) }));
  const pay = () => confirm('pay', () => move.mutate({ id: p.id, action: 'pay' }, { onSuccess: () => void message.success(t('payroll:period.done.paid')) }));
  const del = () => confirm('delete', () => remove.mutate(p.id, {
    onSuccess: () => { message.success(t('payroll:period.done.deleted')); navigate(to(periodPaths.list), { replace: true }); },
  }), true);

  return (
    <Space wrap data-testid="period-actions">
      {p.status === 'draft' && (
        <>
          <Button icon={<CalculatorOutlined />} type={computed ? 'default' : 'primary'} loading={busy} onClick={compute} data-testid="action-compute">
            {t(computed ? 'payroll:period.actions.recompute' : 'payroll:period.actions.compute')}
          </Button>
          <Button icon={<FileExcelOutlined />} disabled={busy} onClick={() => setImporting(true)} data-testid="action-import">{t('payrollItems:import.title')}</Button>
          <Button icon={<EditOutlined />} disabled={busy} onClick={() => navigate(to(periodPaths.edit(p.id)))} data-testid="action-edit">{t('payroll:period.actions.edit')}</Button>
          <Button danger icon={<DeleteOutlined />} disabled={busy} loading={remove.isPending} onClick={del} data-testid="action-delete">{t('payroll:period.actions.delete')}</Button>
          <Button type={computed ? 'primary' : 'default'} icon={<LockOutlined />} disabled={busy || !computed} loading={move.isPending} onClick={close}
            title={computed ? undefined : t('payroll:period.actions.computeFirst')} data-testid="action-close">
            {t('payroll:period.actions.close')}
          </Button>
        </>
      )}
      {p.status === 'closed' && (
        <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)} data-testid="action-send">{t('payroll:period.actions.send')}</Button>
      )}
      {p.status === 'sent' && (
        <Button type="primary" icon={<CheckCircleOutlined />} loading={move.isPending} onClick={pay} data-testid="action-pay">{t('payroll:period.actions.pay')}</Button>
      )}
      <SendModal p={p} open={sending} onClose={() => setSending(false)} />
      {p.status === 'draft' && <ItemsImportModal periodId={p.id} open={importing} onClose={() => setImporting(false)} />}
    </Space>
  );
}
