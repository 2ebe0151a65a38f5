import { Button, Dropdown, Flex, Grid, Layout, Switch, Tooltip, theme } from 'antd';
import { BookOutlined, LogoutOutlined, MenuOutlined, MoonOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useLang, useProfile } from '../lib/hooks';
import { session, useSession } from '../lib/session';
import { CompanyLogo } from './CompanyLogo';
import { LanguageOffer } from './LanguageOffer';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationBell } from './NotificationBell';
import { ProfileAvatar } from './ProfileAvatar';

/** Ends the session on the server (failure ignored, SPEC.md section 8) and locally. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { to } = useLang();
  return async () => {
    await api.post('/1.0/logout', {}, { silent: true }).catch(() => undefined);
    session.clear('logout');
    queryClient.clear();
    navigate(to('/auth'), { replace: true });
  };
}

/** The bar above every member page; `onOpenMenu` (phones) adds the button that opens the menu drawer. */
export function TopBar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data: profile } = useProfile();
  const { dark } = useSession();
  const { to } = useLang();
  const logout = useLogout();
  const navigate = useNavigate();
  const phone = !Grid.useBreakpoint().md;
  return (
    <Layout.Header className="hr-topbar" style={{ background: token.colorBgContainer, padding: phone ? '0 8px' : '0 16px', borderBottom: `1px solid ${token.colorBorderSecondary}`, height: 56, lineHeight: '56px' }}>
      <Flex align="center" justify="space-between" gap={phone ? 4 : 12} style={{ height: '100%' }}>
        <Flex align="center" gap={4}>
          {onOpenMenu && <Button type="text" icon={<MenuOutlined />} onClick={onOpenMenu} aria-label={t('shell:menu.open')} data-testid="menu-open" />}
          <Link to={to('/dashboard')} aria-label={t('common:appName')} style={{ display: 'flex' }}><CompanyLogo code={profile?.shortNameCompany} height={phone ? 28 : 32} /></Link>
        </Flex>
        <Flex align="center" gap={phone ? 0 : 8} wrap={false}>
          <Tooltip title={t('shell:userManual')}>
            <Link to={to('/user-manual')} aria-label={t('shell:userManual')}><Button type="text" icon={<BookOutlined />} /></Link>
          </Tooltip>
          <NotificationBell />
          <LanguageSwitcher />
          <LanguageOffer />
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'profile', icon: <UserOutlined />, label: t('shell:userMenu.profile'), onClick: () => navigate(to('/self-service/profile')) },
                {
                  key: 'dark', icon: <MoonOutlined />, onClick: () => session.setDark(!dark),
                  label: <span data-testid="dark-mode">{t('shell:darkMode')} <Switch size="small" checked={dark} aria-label={t('shell:darkMode')} style={{ marginInlineStart: 8 }} /></span>,
                },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">{t('shell:userMenu.logout')}</span>, onClick: () => void logout() },
              ],
            }}
          >
            <Button type="text" data-testid="user-menu" style={{ height: 40 }}>
              <ProfileAvatar size={28} url={profile?.imageProfileUrl} />
              <span className="hide-on-phone" style={{ marginInlineStart: 8 }}>{profile?.employeeName}</span>
            </Button>
          </Dropdown>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
