import { Navigate, Outlet, useSearchParams } from 'react-router';
import { lazy, Suspense } from 'react';
import { Flex } from 'antd';
import { useIsMutating } from '@tanstack/react-query';
import { useLang } from '../lib/hooks';
import { safeRedirect } from '../lib/navigation';
import { useSession } from '../lib/session';
import { LanguageLinks } from '../shell/LanguageLinks';

const Spin = lazy(() => import('antd/es/spin'));

/**
 * For visitors only: a logged-in user opening a guest page goes to '/', or to the page the login
 * was asked for (`redirect`). The login sets the token and then navigates there itself, but that
 * navigation waits for the page's chunks while this layout re-renders with the token: were it to
 * go to '/' it would win the race, and the mailed link's page would be lost for the dashboard.
 * A global overlay covers work in flight.
 */
export function GuestLayout() {
  const { token } = useSession();
  const { to } = useLang();
  const [params] = useSearchParams();
  const busy = useIsMutating() > 0;
  if (token) {
    const target = safeRedirect(params);
    return <Navigate to={target === '/' ? to('/') : target} replace />;
  }
  return (
    <>
      {busy && <Suspense fallback={null}><Spin fullscreen size="large" /></Suspense>}
      <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: 'linear-gradient(160deg, #1f3a93 0%, #3f6fd8 55%, #eef3ff 55%)' }}>
        <div style={{ position: 'absolute', top: 12, right: 16 }}><LanguageLinks /></div>
        <Outlet />
      </Flex>
    </>
  );
}
