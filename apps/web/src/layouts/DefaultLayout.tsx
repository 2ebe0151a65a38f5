import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { App as AntdApp, Button, Grid, Layout, Result, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang, useProfile } from '../lib/hooks';
import { useSession } from '../lib/session';
import { useMemberTexts } from '../lib/use-member-texts';
import { afterSessionEnd } from '../lib/api';
import { SideMenu } from '../shell/SideMenu';
import { TopBar } from '../shell/TopBar';
import { AppFooter } from '../shell/AppFooter';
import { PrivacyConsent } from '../shell/PrivacyConsent';
import { AnnouncementPopup } from '../shell/AnnouncementPopup';
import { FullPageSpin } from '../shell/FullPageSpin';

/** The member frame: side menu, top bar, page, footer, consent and announcement dialogs. */
export default function DefaultLayout() {
  const { token, endedBy } = useSession();
  const { pathname, search } = useLocation();
  const { to } = useLang();
  const { t } = useTranslation();
  const profile = useProfile();
  const screens = Grid.useBreakpoint();
  // Phones start with the menu folded away; the button opens it.
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < 992);
  const { token: design } = theme.useToken();
  const { lang } = useLang();
  const textsReady = useMemberTexts(lang);
  if (!token) return <Navigate to={afterSessionEnd(endedBy, pathname + search)} replace />;
  if (profile.isPending || !textsReady) return <FullPageSpin />;
  if (profile.isError || !profile.data) {
    return <Result status="warning" title={t('common:error.generic')} extra={<Button onClick={() => void profile.refetch()}>{t('common:action.retry')}</Button>} />;
  }
  if (profile.data.isFirstLogin) return <Navigate to={to('/auth/setting-password')} replace />;
  const phone = !screens.lg;
  return (
    // AntdApp gives pages themed message / modal / notification hooks (member area only: the login page stays light).
    <AntdApp>
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={264} collapsible collapsed={collapsed} onCollapse={setCollapsed} collapsedWidth={phone ? 0 : 64} theme="light" style={{ borderInlineEnd: `1px solid ${design.colorBorderSecondary}` }} data-testid="side-menu">
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <TopBar />
        {/* On a phone the folded menu's tab sits at the top left; the content starts below it. */}
        <Layout.Content style={{ padding: phone ? '48px 12px 12px' : 24 }}>
          <Outlet />
        </Layout.Content>
        <AppFooter />
      </Layout>
      <PrivacyConsent />
      <AnnouncementPopup />
    </Layout>
    </AntdApp>
  );
}
