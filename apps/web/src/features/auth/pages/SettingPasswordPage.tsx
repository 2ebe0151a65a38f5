import { Button, Flex, Result } from 'antd';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { useLang } from '../../../lib/hooks';
import { session, useSession } from '../../../lib/session';
import { AuthCard } from '../AuthCard';
import { PasswordForm, type PasswordValues } from './PasswordForm';

/**
 * Setting the first password, two ways: from the welcome mail's link (?token=..., no login), or
 * right after a first login with the initial password (replaces it and gets a fresh token).
 */
export default function SettingPasswordPage() {
  const { t } = useTranslation();
  const { to } = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const linkToken = params.get('token');
  const { token: sessionToken } = useSession();
  const save = useMutation({
    mutationFn: async (v: PasswordValues) => {
      if (linkToken) return api.post<null>('/1.0/login/settingPassword', { token: linkToken, ...v });
      const res = await api.post<{ token: string }>('/1.2/insert/firstLogin', v);
      session.replaceToken(res.token);
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      navigate(to('/dashboard'), { replace: true });
      return null;
    },
  });
  if (!linkToken && !sessionToken) return <Navigate to={to('/auth')} replace />;
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <AuthCard title={t('auth:setting.title')}>
        {linkToken && save.isSuccess ? (
          <Result status="success" title={t('auth:setting.done')} extra={<Link to={to('/auth')}><Button type="primary">{t('auth:backToLogin')}</Button></Link>} />
        ) : (
          <>
            <p>{t(linkToken ? 'auth:setting.introLink' : 'auth:setting.introFirstLogin')}</p>
            <PasswordForm onSubmit={(v) => save.mutate(v)} busy={save.isPending} submitLabel={t('auth:setting.submit')} />
          </>
        )}
      </AuthCard>
    </Flex>
  );
}
