import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { App as AntdApp, Button, Drawer, Grid, Layout, Result, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
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
  const [collapsed, setCollapsed] = useState(false);
  // Below antd's lg breakpoint the menu is a drawer over the page, opened from the top bar: a
  // side menu there would squeeze the page into a narrow column.
  const [drawerOpen, setDrawerOpen] = useState(false);
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
  const closeDrawer = () => setDrawerOpen(false);
  return (
    // AntdApp gives pages themed message / modal / notification hooks (member area only: the login page stays light).
    <AntdApp>
    <Layout style={{ minHeight: '100vh' }}>
      {!phone && (
        <Layout.Sider width={264} collapsed={collapsed} collapsedWidth={64} trigger={null} theme="light" className="hr-sider"
          style={{ borderInlineEnd: `1px solid ${design.colorBorderSecondary}` }} data-testid="side-menu">
          <div className="hr-sider-menu"><SideMenu /></div>
          <Button type="text" block icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={() => setCollapsed(!collapsed)}
            aria-label={t(collapsed ? 'shell:menu.expand' : 'shell:menu.collapse')} aria-expanded={!collapsed} data-testid="menu-collapse"
            style={{ flex: 'none', height: 48, borderRadius: 0, borderTop: `1px solid ${design.colorBorderSecondary}` }} />
        </Layout.Sider>
      )}
      <Layout>
        <TopBar onOpenMenu={phone ? () => setDrawerOpen(true) : undefined} />
        <Layout.Content style={{ padding: phone ? 12 : 24 }}>
          <Outlet />
        </Layout.Content>
        <AppFooter />
      </Layout>
      {phone && (
        <Drawer placement="left" open={drawerOpen} onClose={closeDrawer} title={t('shell:menu.title')} size={300}
          styles={{ wrapper: { maxWidth: '85vw' }, body: { padding: 0 } }} data-testid="menu-drawer">
          <SideMenu onNavigate={closeDrawer} />
        </Drawer>
      )}
      <PrivacyConsent />
      <AnnouncementPopup />
    </Layout>
    </AntdApp>
  );
}
