import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@hr/domain/session';
import { api, ApiError } from '../../../lib/api';
import { useLang } from '../../../lib/hooks';
import { safeRedirect } from '../../../lib/navigation';
import { session } from '../../../lib/session';
import { NativeInput } from '../../../shell/NativeInput';
import { NativeSelect } from '../../../shell/NativeSelect';
import { AuthCard } from '../AuthCard';
import { useCompanyOptions } from '../use-company-options';
import { Field } from '../Field';

// Messages are rare on this page, so their component loads when one is shown.
const Alert = lazy(() => import('antd/es/alert'));

type Values = { company: string; employeeId: string; password: string };
const FIELDS = ['company', 'employeeId', 'password'] as const;


export default function LoginPage() {
  const { t } = useTranslation();
  const { to } = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>({ company: '', employeeId: '', password: '' });
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const companies = useCompanyOptions();
  const login = useMutation({
    mutationFn: (v: Values) => api.post<LoginResult>('/1.2/login', v, { dialog: false }),
    onSuccess: (res) => {
      session.setToken(res.token, res.havePdpa);
      navigate(res.isFirstLogin ? to('/auth/setting-password') : safeRedirect(params), { replace: true });
    },
    onError: (err) => setError(err instanceof ApiError ? err.message : t('common:error.generic')),
  });
  // SPEC.md section 5: login requires company, employee id and password.
  const missing = (f: (typeof FIELDS)[number]) => (tried && !values[f].trim() ? t('validation:required', { field: t(`fields:${f}`) }) : undefined);
  const set = (f: keyof Values) => (v: string) => setValues((old) => ({ ...old, [f]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (FIELDS.every((f) => values[f].trim())) login.mutate({ ...values, employeeId: values.employeeId.trim() });
  };
  return (
    <AuthCard title={t('auth:login.title')}>
      <Suspense fallback={null}>
        {params.get('tokenFail') === 'true' && !error && <Alert type="warning" showIcon title={t('auth:login.tokenFail')} style={{ marginBottom: 16 }} data-testid="token-fail" />}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
      </Suspense>
      <form onSubmit={submit} noValidate>
        <Field id="company" label={t('fields:company')} error={missing('company')}>
          <NativeSelect id="company" value={values.company} onChange={set('company')} options={companies.data ?? []} placeholder={t('auth:login.companyPlaceholder')}
            disabled={login.isPending} data-testid="company" aria-label={t('fields:company')} />
        </Field>
        <Field id="employeeId" label={t('fields:employeeId')} error={missing('employeeId')}>
          <NativeInput id="employeeId" value={values.employeeId} onChange={(e) => set('employeeId')(e.target.value)} autoComplete="username"
            invalid={!!missing('employeeId')} aria-describedby={missing('employeeId') ? 'employeeId-error' : undefined} disabled={login.isPending} data-testid="employee-id" />
        </Field>
        <Field id="password" label={t('fields:password')} error={missing('password')}>
          <NativeInput id="password" reveal={{ show: t('auth:login.showPassword'), hide: t('auth:login.hidePassword') }} value={values.password}
            onChange={(e) => set('password')(e.target.value)} autoComplete="current-password"
            invalid={!!missing('password')} aria-describedby={missing('password') ? 'password-error' : undefined} disabled={login.isPending} data-testid="password" />
        </Field>
        <Button type="primary" htmlType="submit" block size="large" loading={login.isPending} data-testid="login-submit">{t('auth:login.submit')}</Button>
      </form>
      <div style={{ marginTop: 16, textAlign: 'center' }}><Link to={to('/auth/forgot-password')}>{t('auth:login.forgot')}</Link></div>
    </AuthCard>
  );
}
