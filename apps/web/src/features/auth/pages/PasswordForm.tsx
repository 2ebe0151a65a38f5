import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../PasswordChecklist';
import { required, sameAs, strongPassword } from '../rules';

export type PasswordValues = { password: string; confirmPassword: string };

/** New password twice, with the rule shown live and 'Password does not match' on the confirmation. */
export function PasswordForm({ onSubmit, busy, submitLabel }: { onSubmit: (v: PasswordValues) => void; busy: boolean; submitLabel: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const value = Form.useWatch('password', form) ?? '';
  return (
    <Form<PasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={onSubmit} disabled={busy}>
      <Form.Item name="password" label={t('fields:newPassword')} rules={[required(t, 'newPassword'), strongPassword(t)]}>
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <PasswordChecklist value={value} />
      <Form.Item name="confirmPassword" label={t('fields:confirmPassword')} dependencies={['password']} rules={[required(t, 'confirmPassword'), sameAs(t, 'password')]}>
        <Input.Password autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="password-submit">{submitLabel}</Button>
    </Form>
  );
}
