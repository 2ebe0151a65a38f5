import { Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { useLang } from '../../../lib/hooks';
import { AuthCard } from '../AuthCard';
import { useCompanyOptions } from '../use-company-options';
import { NativeSelect } from '../../../shell/NativeSelect';
import { required } from '../rules';

type Values = { company: string; employeeId: string };

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { to } = useLang();
  const companies = useCompanyOptions();
  const send = useMutation({ mutationFn: (v: Values) => api.post<null>('/1.0/login/sendEmailForgotPassword', v) });
  return (
    <AuthCard title={t('auth:forgot.title')}>
      {send.isSuccess ? (
        <Result status="success" title={t('auth:forgot.checkEmail')} subTitle={t('auth:forgot.sent')} data-testid="forgot-sent"
          extra={<Link to={to('/auth')}><Button type="primary">{t('auth:backToLogin')}</Button></Link>} />
      ) : (
        <Form<Values> layout="vertical" requiredMark={false} onFinish={(v) => send.mutate(v)} disabled={send.isPending}>
          <p>{t('auth:forgot.intro')}</p>
          <Form.Item name="company" label={t('fields:company')} rules={[required(t, 'company')]}>
            <NativeSelect options={companies.data ?? []} placeholder={t('auth:login.companyPlaceholder')} data-testid="company" />
          </Form.Item>
          <Form.Item name="employeeId" label={t('fields:employeeId')} rules={[required(t, 'employeeId')]}>
            <Input data-testid="employee-id" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={send.isPending} data-testid="forgot-submit">{t('auth:forgot.submit')}</Button>
          <div style={{ marginTop: 16, textAlign: 'center' }}><Link to={to('/auth')}>{t('auth:backToLogin')}</Link></div>
        </Form>
      )}
    </AuthCard>
  );
}
