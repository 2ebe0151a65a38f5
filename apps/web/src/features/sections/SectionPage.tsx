import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Badge, Card, Col, Flex, Row, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BADGE_SOURCES } from '@hr/domain/session';
import { ROUTE_PATHS } from '../../app/routes';
import { useLang, useNotificationSources, useProfile } from '../../lib/hooks';
import { buildMenu, lastSegment } from '../../shell/menu-tree';
import NotFound from '../../shell/NotFound';

/** The top-level section pages (SPEC section 2) and the menu group each shows. */
export const SECTIONS: Record<string, string> = {
  '/employment-management': 'employment-management',
  '/report': 'report',
  '/payroll': 'payroll',
  '/inventory-manage': 'inventory',
};

/**
 * A section's page (issue 18 point 4): the section's pages the user may open, as a grid of cards
 * with what waits on each (the menu's badges). It is built from the same tree as the side menu, so
 * a page that does not exist yet, or that the role does not hold, is not shown; a section with
 * nothing for the user is not found.
 */
export default function SectionPage() {
  const { t } = useTranslation();
  const { rest, to } = useLang();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const count = useNotificationSources();
  const group = SECTIONS[rest] ?? SECTIONS[pathname];
  const node = useMemo(() => buildMenu(profile?.permission ?? [], profile?.menuList ?? [], (r) => ROUTE_PATHS.has(r)).find((n) => n.entry.objectID === group),
    [profile, group]);
  if (!profile) return null;
  if (!node || !node.children.length) return <NotFound />;
  const title = (objectID: string, objectName: string) => t(`menu:${objectID.replace(/\./g, '/')}`, { defaultValue: lastSegment(objectName) });
  return (
    <Card title={title(node.entry.objectID, node.entry.objectName)} data-testid="section-page">
      <Row gutter={[16, 16]}>
        {node.children.map((c) => {
          const source = BADGE_SOURCES[c.entry.objectID];
          const waiting = source ? count.data?.bySource[source] ?? 0 : 0;
          const open = () => navigate(to(c.entry.route!));
          return (
            <Col key={c.entry.objectID} xs={24} sm={12} lg={8} xl={6}>
              <Card hoverable role="link" tabIndex={0} onClick={open} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); open(); } }}
                data-testid={`section-card-${c.entry.objectID}`} style={{ height: '100%' }} styles={{ body: { padding: 16, height: '100%' } }}>
                <Flex justify="space-between" align="center" gap={12} style={{ height: '100%' }}>
                  <Badge count={waiting} overflowCount={999} offset={[10, -6]} data-testid="section-badge">
                    <Typography.Text strong>{`${c.number} ${title(c.entry.objectID, c.entry.objectName)}`}</Typography.Text>
                  </Badge>
                  <RightOutlined aria-hidden />
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
