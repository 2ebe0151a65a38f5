import { App, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { FundAccountView, FundEntrySave, FundKind } from '@hr/domain/payroll/funds';
import { fieldLabel } from '../../../lib/field-label';
import { FieldItem } from '../../../lib/form-controls';
import { showSaveError } from '../../../lib/schema-rules';
import { LocalDatePicker } from '../../../shell/LocalDatePicker';
import { useAddEntry } from './fund-api';
import { entryTypeText } from './fund-parts';

type Values = { type?: FundEntrySave['type']; entryDate?: Dayjs | null; amount?: number | null; note?: string };

/**
 * Records an entry outside payroll on an account (save/{kind}/entry): a balance brought forward, a
 * withdrawal of savings, a repayment, an adjustment (a negative one takes away). The balance is
 * never typed over: what happened is added to the ledger.
 */
export function FundEntryModal({ kind, account, types, open, onClose }: {
  kind: FundKind; account: FundAccountView; types: Array<FundEntrySave['type']>; open: boolean; onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddEntry(kind);
  const type = Form.useWatch('type', form);
  const required = (name: string) => ({ required: true, message: t('validation:required', { field: fieldLabel(t, name) }) });

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    add.mutate({ accountId: account.id, type: v.type!, entryDate: v.entryDate!.format('YYYY-MM-DD'), amount: v.amount!, note: v.note?.trim() ?? '' }, {
      onSuccess: () => { message.success(t('payrollFunds:entry.saved')); form.resetFields(); onClose(); },
      onError: (err) => showSaveError(form, err, message, t, false),
    });
  };

  return (
    <Modal open={open} title={t('payrollFunds:entry.title')} onCancel={onClose} onOk={() => void submit()} confirmLoading={add.isPending} destroyOnHidden
      okText={t('masters:ui.save')} cancelText={t('payrollFunds:cancel')} okButtonProps={{ 'data-testid': 'entry-save' } as never} data-testid="fund-entry-modal">
      <Typography.Paragraph type="secondary">{t('payrollFunds:entry.help')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={{ entryDate: dayjs(), type: types[0] }} data-testid="entry-form">
        <FieldItem name="type" label={fieldLabel(t, 'type')} rules={[required('type')]} extra={type ? t(`payrollFunds:entry.typeHelp.${type}`) : undefined}>
          <Select options={types.map((x) => ({ value: x, label: entryTypeText(t, x) }))} />
        </FieldItem>
        <FieldItem name="entryDate" label={fieldLabel(t, 'entryDate')} rules={[required('entryDate')]}>
          <LocalDatePicker style={{ width: '100%' }} />
        </FieldItem>
        <FieldItem name="amount" label={fieldLabel(t, 'amount')} rules={[required('amount')]}>
          <InputNumber<number> min={type === 'adjustment' ? -100_000_000 : 0.01} max={100_000_000} precision={2} step={100} style={{ width: '100%' }} />
        </FieldItem>
        <FieldItem name="note" label={fieldLabel(t, 'note')} rules={[required('note')]}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </FieldItem>
      </Form>
    </Modal>
  );
}
