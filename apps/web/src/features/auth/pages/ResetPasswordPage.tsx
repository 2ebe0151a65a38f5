import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { useLang } from '../../../lib/hooks';
import { FullPageSpin } from '../../../shell/FullPageSpin';
import { AuthCard } from '../AuthCard';
import { PasswordForm, type PasswordValues } from './PasswordForm';

/** The page behind the mailed reset link: checks the link first, then takes the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { to } = useLang();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery({
    queryKey: ['resetToken', token],
    queryFn: () => api.post<{ valid: boolean }>('/1.0/login/checkVerifyTokenExpireForgotPassword', { token }, { dialog: false }),
    enabled: !!token, retry: false, gcTime: 0, // a link's state is never reused from cache
  });
  const save = useMutation({ mutationFn: (v: PasswordValues) => api.post<null>('/1.0/login/updateNewPasswordForgot', { token, ...v }) });
  const expired = !token || check.isError;
  return (
    <AuthCard title={t('auth:reset.title')}>
      {save.isSuccess ? (
        <Result status="success" title={t('auth:reset.done')} extra={<Link to={to('/auth')}><Button type="primary">{t('auth:backToLogin')}</Button></Link>} />
      ) : expired ? (
        <Result status="warning" title={t('auth:reset.linkInvalid')} data-testid="link-expired"
          extra={<Link to={to('/auth/forgot-password')}><Button type="primary">{t('auth:reset.again')}</Button></Link>} />
      ) : check.isPending ? <FullPageSpin /> : (
        <PasswordForm onSubmit={(v) => save.mutate(v)} busy={save.isPending} submitLabel={t('auth:reset.submit')} />
      )}
    </AuthCard>
  );
}
