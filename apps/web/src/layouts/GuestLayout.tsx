import { Navigate, Outlet } from 'react-router';
import { lazy, Suspense } from 'react';
import { Flex } from 'antd';
import { useIsMutating } from '@tanstack/react-query';
import { useLang } from '../lib/hooks';
import { useSession } from '../lib/session';
import { LanguageLinks } from '../shell/LanguageLinks';

const Spin = lazy(() => import('antd/es/spin'));

/** For visitors only: a logged-in user opening a guest page goes to '/'. A global overlay covers work in flight. */
export function GuestLayout() {
  const { token } = useSession();
  const { to } = useLang();
  const busy = useIsMutating() > 0;
  if (token) return <Navigate to={to('/')} replace />;
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
