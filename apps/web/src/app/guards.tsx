import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCan, useLang } from '../lib/hooks';
import { rememberedLang, withLang } from '../lib/lang';
import { useSession } from '../lib/session';
const Forbidden = lazy(() => import('../shell/Forbidden'));

/** `/`: members go to the dashboard, visitors to the login page (in the remembered language). */
export function IndexRedirect() {
  const { token } = useSession();
  const { lang, rest } = useLang();
  const target = lang === 'en' && rest === '/' && rememberedLang() ? rememberedLang()! : lang;
  return <Navigate to={withLang(target, token ? '/dashboard' : '/auth')} replace />;
}

/** A page the user's role does not hold shows a localized forbidden page, never a blank screen. */
export function PermissionGate({ permission, children }: { permission?: string; children: ReactNode }) {
  const can = useCan();
  return can(permission) ? children : <Suspense fallback={null}><Forbidden /></Suspense>;
}
