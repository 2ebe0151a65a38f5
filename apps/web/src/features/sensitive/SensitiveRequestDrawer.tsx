import { useState } from 'react';
import { Alert, App, Button, Divider, Drawer, Form, Grid, Input, Radio, Select, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  SENSITIVE_FIELDS, sensitiveRequestIssues, ZNewBankAccount, ZSensitiveRequest, type SensitiveField,
} from '@hr/domain/employee/sensitive';
import { api, ApiError } from '../../lib/api';
import { fieldLabel, ruleMessage } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { schemaRules, validateOrScroll } from '../../lib/schema-rules';
import { useChoices } from '../../lib/use-config';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { useRefOptions } from '../../lib/use-dropdown';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { bankText, factText, sensitiveKeys, type BankLine } from './api';
import { SupportingFileField } from './SupportingFileField';

type Account = BankLine & { isPrimary: boolean };
type BankChoice = 'none' | 'existing' | 'new';
type Values = Partial<Record<SensitiveField, string | Dayjs | null>> & {
  bankChoice?: BankChoice; primaryBankAccountId?: string | null; reason?: string | null; supportingFileId?: string | null;
  newBankAccount?: { bankId?: string; accountNumber?: string; accountName?: string; branch?: string };
};
type Body = Record<string, unknown>;

const GROUPS: Array<{ key: string; fields: SensitiveField[] }> = [
  { key: 'names', fields: ['title', 'firstNameTh', 'lastNameTh', 'firstNameEn', 'lastNameEn'] },
  { key: 'identity', fields: ['citizenId', 'passportNumber', 'documentExpiry'] },
];

/** Form values → the request's body: only what was filled in, the expiry as a date, the bank by the choice made. */
function toBody(v: Values): Body {
  const body: Body = {};
  for (const f of SENSITIVE_FIELDS) {
    const value = v[f];
    if (value === undefined || value === null || value === '') continue;
    body[f] = dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : typeof value === 'string' ? value.trim() : value;
  }
  if (v.bankChoice === 'existing' && v.primaryBankAccountId) body.primaryBankAccountId = v.primaryBankAccountId;
  if (v.bankChoice === 'new' && v.newBankAccount) body.newBankAccount = { ...v.newBankAccount, branch: v.newBankAccount.branch || null };
  if (v.reason) body.reason = v.reason;
  if (v.supportingFileId) body.supportingFileId = v.supportingFileId;
  return body;
}

/**
 * The employee's request for a change of their sensitive facts (my-profile): each fact shows its
 * value on record beside an empty field for the new one; the primary bank account is one of their
 * accounts or a new one; one supporting document. The rules are the server's (ZSensitiveRequest).
 */
export function SensitiveRequestDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [nothing, setNothing] = useState<string | null>(null);
  // Self service works on a 390 px phone too: there the form takes the whole width.
  const phone = !Grid.useBreakpoint().md;
  const titles = useChoices('title');
  const banks = useRefOptions('bank');
  const basic = useQuery({
    queryKey: ['employee-view', 'basicinfo', 'self', lang], enabled: open,
    queryFn: () => api.post<Record<string, string | null>>('/1.0/view/self/basicinfo', {}),
  });
  const accounts = useQuery({
    queryKey: ['employee-view', 'bankaccounts', 'self', lang], enabled: open,
    queryFn: () => api.post<Account[]>('/1.0/view/self/bankaccounts', {}),
  });
  const bankChoice = Form.useWatch('bankChoice', form) ?? 'none';
  const primary = accounts.data?.find((a) => a.isPrimary) ?? null;
  const others = accounts.data?.filter((a) => !a.isPrimary) ?? [];
  const rules = schemaRules(t, form, ZSensitiveRequest, (b) => sensitiveRequestIssues(b).filter((i) => i.field !== 'changes'), toBody);
  const bankRules = (name: string) => [{
    required: true,
    validator: async (_r: unknown, value: unknown) => {
      const res = (ZNewBankAccount.shape as Record<string, { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } }>)[name]!.safeParse(value ?? undefined);
      if (!res.success) throw new Error(ruleMessage(t, res.error?.issues[0]?.message ?? 'validation.invalid', name));
    },
  }];

  const once = useSubmitOnce();
  const submit = useMutation({
    mutationFn: ({ key, ...body }: Body & { key?: string }) => api.post<{ id: string }>('/1.0/request/sensitive', body, { dialog: false, idempotencyKey: key }),
    onSuccess: () => {
      message.success(t('sensitive:submitted'));
      void queryClient.invalidateQueries({ queryKey: sensitiveKeys.all });
      form.resetFields();
      onClose();
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) return;
      const changes = err.fields.find((f) => f.field === 'changes');
      if (changes) setNothing(changes.text);
      // Fields of the new account come back as newBankAccount.accountNumber: the form's path is a list
      // (showSaveError takes a field's name as it comes); 'changes' is the whole form's, shown above it.
      const named = err.fields.filter((f) => f.field !== 'changes').map((f) => ({ name: f.field.split('.') as never, errors: [f.text] }));
      if (named.length) {
        form.setFields(named);
        form.scrollToField(named[0]!.name, { block: 'center' });
      } else if (!changes) message.error(err.message);
    },
  });
  const send = async () => {
    setNothing(null);
    if (!(await validateOrScroll(form))) return;
    const body = toBody(form.getFieldsValue(true));
    if (sensitiveRequestIssues(body).some((i) => i.field === 'changes')) {
      setNothing(ruleMessage(t, 'validation.sensitiveNothing', 'changes'));
      return;
    }
    // One submission, one Idempotency-Key (issue 34): a double submit files one request.
    modal.confirm({ title: t('sensitive:confirmSubmit'), okText: t('sensitive:submit'), cancelText: t('masters:ui.no'),
      onOk: () => once.run((key) => submit.mutateAsync({ ...body, key }).then(() => true, () => false)) });
  };

  const now = (f: SensitiveField) => t('sensitive:now', { value: factText(f, basic.data?.[f] ?? null, lang, t) });
  const control = (f: SensitiveField) => {
    if (f === 'title') return <Select allowClear options={titles.options} loading={titles.loading} data-testid="field-title" />;
    if (f === 'documentExpiry') return <LocalDatePicker style={{ width: '100%' }} data-testid="field-documentExpiry" />;
    return <Input maxLength={f === 'citizenId' ? 13 : 100} data-testid={`field-${f}`} />;
  };
  return (
    <Drawer open={open} width={phone ? '100%' : 640} onClose={onClose} destroyOnHidden title={t('sensitive:request')} data-testid="sensitive-drawer"
      extra={<Button type="primary" loading={submit.isPending} onClick={() => void send()} data-testid="sensitive-submit">{t('sensitive:submit')}</Button>}>
      <Alert type="info" showIcon title={t('sensitive:intro')} style={{ marginBottom: 16 }} />
      {nothing && <Alert type="error" showIcon title={nothing} style={{ marginBottom: 16 }} data-testid="sensitive-nothing" />}
      <Form form={form} layout="vertical" initialValues={{ bankChoice: 'none' }} data-testid="sensitive-form" onValuesChange={() => { setNothing(null); once.changed(); }}>
        {GROUPS.map((g) => (
          <div key={g.key}>
            <Divider titlePlacement="start">{t(`sensitive:sections.${g.key}`)}</Divider>
            {g.fields.map((f) => (
              <Form.Item key={f} name={f} label={fieldLabel(t, f)} extra={now(f)} rules={rules(f, false)}>
                {control(f)}
              </Form.Item>
            ))}
          </div>
        ))}
        <Divider titlePlacement="start">{t('sensitive:sections.bank')}</Divider>
        <Typography.Paragraph type="secondary" data-testid="current-primary">{t('sensitive:now', { value: bankText(primary, t) })}</Typography.Paragraph>
        <Form.Item name="bankChoice">
          <Radio.Group data-testid="bank-choice" options={(['none', 'existing', 'new'] as const).map((c) => ({ value: c, label: t(`sensitive:bankChoice.${c}`), disabled: c === 'existing' && !others.length }))} />
        </Form.Item>
        {bankChoice === 'existing' && (
          <Form.Item name="primaryBankAccountId" label={fieldLabel(t, 'primaryBankAccountId')}
            rules={[{ required: true, message: ruleMessage(t, 'validation.required', 'primaryBankAccountId') }]}>
            <Select options={others.map((a) => ({ value: a.id!, label: bankText(a, t) }))} notFoundContent={t('sensitive:noOtherAccounts')} data-testid="field-primaryBankAccountId" />
          </Form.Item>
        )}
        {bankChoice === 'new' && (['bankId', 'accountNumber', 'accountName', 'branch'] as const).map((f) => (
          <Form.Item key={f} name={['newBankAccount', f]} label={fieldLabel(t, f)} rules={f === 'branch' ? [] : bankRules(f)}>
            {f === 'bankId'
              ? <Select showSearch={{ optionFilterProp: 'label' }} options={banks.options} loading={banks.loading} data-testid="field-bankId" />
              : <Input maxLength={f === 'accountNumber' ? 20 : f === 'branch' ? 100 : 200} data-testid={`field-${f}`} />}
          </Form.Item>
        ))}
        <Divider titlePlacement="start">{t('sensitive:sections.support')}</Divider>
        <Form.Item name="reason" label={fieldLabel(t, 'reason')} rules={rules('reason', false)}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="field-reason" />
        </Form.Item>
        <Form.Item name="supportingFileId" label={fieldLabel(t, 'supportingFileId')} rules={rules('supportingFileId', true)}>
          <SupportingFileField hint={t('sensitive:fileHint')} data-testid="field-supportingFileId" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
