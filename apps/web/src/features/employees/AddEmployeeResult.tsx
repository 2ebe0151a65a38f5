import { Alert, App, Button, Card, Descriptions, Flex, Result, Space, Typography } from 'antd';
import { ArrowRightOutlined, MailOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';

/** The saved employee: id, generated employee ID, name in the reader's language, and where the welcome mail went. */
export type Saved = { id: string; employeeCode: string; name: string; welcomeMailed: boolean; mailTo: string };

/**
 * After a save: who was added, whether the welcome mail went out, and SPEC's choice of completing
 * the profile now or later, with the welcome mail to send again.
 */
export function AddEmployeeResult({ saved, onNow, onLater }: { saved: Saved; onNow: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const resend = useMutation({
    mutationFn: () => api.post<{ mailed: boolean }>('/1.0/resend/email', { id: saved.id }, { dialog: false }),
    onSuccess: () => { void message.success(t('employee:add.result.resent')); },
    onError: (err) => { void message.error(err instanceof ApiError ? (err.fields[0]?.text ?? err.message) : t('common:error.generic')); },
  });
  return (
    <Card data-testid="add-employee-result">
      <Result status="success" title={t('employee:add.result.title')} extra={
        <Flex vertical align="center" gap={16}>
          <Descriptions column={1} bordered size="small" style={{ width: '100%', maxWidth: 560, textAlign: 'start' }}
            items={[
              { key: 'code', label: fieldLabel(t, 'employeeCode'), children: <Typography.Text strong data-testid="result-code">{saved.employeeCode}</Typography.Text> },
              { key: 'name', label: t('employee:list.name'), children: <span data-testid="result-name">{saved.name}</span> },
            ]} />
          <Alert style={{ width: '100%', maxWidth: 560, textAlign: 'start' }} showIcon type={saved.welcomeMailed ? 'info' : 'warning'} data-testid="result-mail"
            title={saved.welcomeMailed ? t('employee:add.result.mailQueued', { email: saved.mailTo }) : t('employee:add.result.mailNotQueued')} />
          <Typography.Text strong style={{ marginTop: 8 }}>{t('employee:add.result.question')}</Typography.Text>
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button type="primary" icon={<ArrowRightOutlined />} onClick={onNow} data-testid="complete-now" autoFocus>{t('employee:add.result.completeNow')}</Button>
            <Button icon={<UserAddOutlined />} onClick={onLater} data-testid="later">{t('employee:add.result.later')}</Button>
            <Button icon={<MailOutlined />} loading={resend.isPending} onClick={() => resend.mutate()} data-testid="resend-mail">{t('employee:add.result.resend')}</Button>
          </Space>
        </Flex>
      } />
    </Card>
  );
}
