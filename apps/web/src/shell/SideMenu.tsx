import { useEffect, useMemo } from 'react';
import { Badge, Menu, type MenuProps } from 'antd';
import {
  BarChartOutlined, CalendarOutlined, CarryOutOutlined, DashboardOutlined, DollarOutlined, InboxOutlined,
  SafetyOutlined, ScheduleOutlined, SettingOutlined, TeamOutlined, UserOutlined, AppstoreOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BADGE_SOURCES } from '@hr/domain/session';
import { ROUTE_PATHS } from '../app/routes';
import { masterOfPath } from '../features/masters/master-of';
import { useLang, useNotificationSources, useProfile } from '../lib/hooks';
import { buildMenu, lastSegment, type MenuNode } from './menu-tree';

const ICONS: Record<string, React.ReactNode> = {
  DashboardOutlined: <DashboardOutlined />, UserOutlined: <UserOutlined />, TeamOutlined: <TeamOutlined />, ScheduleOutlined: <ScheduleOutlined />,
  CalendarOutlined: <CalendarOutlined />, CarryOutOutlined: <CarryOutOutlined />, InboxOutlined: <InboxOutlined />, DollarOutlined: <DollarOutlined />,
  BarChartOutlined: <BarChartOutlined />, SettingOutlined: <SettingOutlined />, SafetyOutlined: <SafetyOutlined />,
};

/** The numbered menu of the profile's pages; `onNavigate` runs after an entry is chosen (the phone drawer closes). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const { rest, to } = useLang();
  const { search } = useLocation();
  const navigate = useNavigate();
  const count = useNotificationSources();
  // The badge count refreshes on every change of the route's query, besides the 5-minute poll.
  const { refetch } = count;
  useEffect(() => { void refetch(); }, [search, refetch]);

  const tree = useMemo(() => buildMenu(profile?.permission ?? [], profile?.menuList ?? [], (r) => ROUTE_PATHS.has(r) || masterOfPath(r)?.route === r), [profile]);
  const label = (n: MenuNode) => {
    const text = t(`menu:${n.entry.objectID.replace(/\./g, '/')}`, { defaultValue: lastSegment(n.entry.objectName) });
    const source = BADGE_SOURCES[n.entry.objectID];
    const badge = source ? <Badge count={count.data?.bySource[source] ?? 0} size="small" offset={[8, 0]} data-testid="menu-badge" /> : null;
    return <span className="hr-menu-label" data-testid={`menu-${n.entry.objectID}`}>{`${n.number} ${text}`}{badge}</span>;
  };
  const items: MenuProps['items'] = tree.map(function toItem(n): NonNullable<MenuProps['items']>[number] {
    const key = n.children.length ? n.entry.objectID : (n.entry.route ?? n.entry.objectID);
    return {
      key, label: label(n), icon: n.entry.icon ? (ICONS[n.entry.icon] ?? <AppstoreOutlined />) : undefined,
      children: n.children.length ? n.children.map(toItem) : undefined,
    };
  });
  // A sub-page (approval/{id}, leave-request/addLeavePage ...) lights up the entry it belongs to:
  // the longest menu route the path starts with.
  const routes = tree.flatMap((n) => [n, ...n.children]).map((n) => n.entry.route).filter((r): r is string => !!r);
  const selected = routes.filter((r) => rest === r || rest.startsWith(`${r}/`)).sort((a, b) => b.length - a.length)[0] ?? rest;
  const openKeys = tree.filter((n) => n.children.some((c) => c.entry.route === selected)).map((n) => n.entry.objectID);
  return (
    <Menu mode="inline" items={items} selectedKeys={[selected]} defaultOpenKeys={openKeys} className="hr-side-menu"
      onClick={({ key }) => { if (key.startsWith('/')) { navigate(to(key)); onNavigate?.(); } }} style={{ borderInlineEnd: 0 }} />
  );
}
