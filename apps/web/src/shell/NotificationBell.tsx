import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Empty, Flex, Popover, Spin, Typography, theme } from 'antd';
import { BellOutlined, CheckSquareOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INBOX_PATH, useInbox, useMarkAllRead, useUnreadCount } from '../features/inbox/api';
import { InboxList } from '../features/inbox/InboxList';
import { useCan, useLang, useNotificationCount, useNotificationSources } from '../lib/hooks';

/** How many notices the bell's panel shows; the full page has the rest. */
const PANEL_SIZE = 8;
const PADDING = 8;
/** The panel's outer width in a window this wide: 396 px, or the window less 12 px each side. */
const panelWidth = (window: number) => Math.min(380 + 2 * PADDING, window - 24);

/**
 * What waits for the caller's approval, per source of the pending count (notification.registry on
 * the server): its words and the page where it is decided, when the caller has that page.
 */
function pendingLine(source: string, can: (id: string) => boolean): { key: string; path: string | null } {
  if (source === 'leave-approval') {
    const path = can('employment-management.approval') ? '/employment-management/approval'
      : can('employment-management.leave-management') ? '/employment-management/leave-management' : null;
    return { key: 'shell:inbox.pending.leaveApproval', path };
  }
  if (source === 'sensitive-requests') {
    return { key: 'shell:inbox.pending.sensitiveRequests', path: can('employment-management.sensitive-requests') ? '/employment-management/sensitive-requests' : null };
  }
  return { key: 'shell:inbox.pending.general', path: null };
}

/**
 * The bell of the top bar (issue 15 point 6): its badge counts the caller's unread notices plus
 * what waits for their approval (the spec's count). It opens a panel: the pending approvals, each
 * a link to where they are decided, then the newest notices (unread marked; each opens what it is
 * about and is marked read), "mark all as read", and a link to the full list. Keyboard: the bell
 * is a button; the panel takes the focus when it opens, Tab walks its links, Escape closes it and
 * gives the focus back to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { rest, to } = useLang();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const [offsetX, setOffsetX] = useState(0);
  const pending = useNotificationCount();
  const sources = useNotificationSources();
  const unread = useUnreadCount();
  const list = useInbox({ page: 1, pageSize: PANEL_SIZE, unreadOnly: false }, open);
  const markAll = useMarkAllRead();
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Besides the poll, the unread count is read again on every page the user moves to.
  const { refetch } = unread;
  useEffect(() => { void refetch(); }, [rest, refetch]);

  const total = (pending.data ?? 0) + (unread.data ?? 0);
  // The panel hangs from the bell's right edge, moved right on a phone (where the bell is not at
  // the edge) so that it keeps 12 px from both sides of the window.
  const openPanel = (isOpen: boolean) => {
    const r = bell.current?.getBoundingClientRect();
    if (isOpen && r) {
      const width = document.documentElement.clientWidth;
      const right = Math.min(Math.max(r.right, 12 + panelWidth(width)), width - 12);
      setOffsetX(Math.round(right - r.right));
    }
    setOpen(isOpen);
  };
  const close = (focusBell: boolean) => {
    setOpen(false);
    if (focusBell) bell.current?.focus();
  };
  const waiting = Object.entries(sources.data?.bySource ?? {}).filter(([, n]) => n > 0);
  const items = list.data?.items ?? [];
  const content = (
    <div ref={panel} tabIndex={-1} role="dialog" aria-label={t('shell:inbox.title')} data-testid="inbox-panel"
      onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); close(true); } }}
      style={{ width: panelWidth(document.documentElement.clientWidth) - 2 * PADDING, outline: 'none' }}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ padding: '0 4px 8px' }}>
        <Flex align="baseline" gap={8} wrap>
          <Typography.Text strong>{t('shell:inbox.title')}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="inbox-unread">{t('shell:inbox.unreadCount', { count: unread.data ?? 0 })}</Typography.Text>
        </Flex>
        <Button type="link" size="small" disabled={!unread.data} loading={markAll.isPending} onClick={() => markAll.mutate()} data-testid="inbox-mark-all" style={{ paddingInline: 4 }}>
          {t('shell:inbox.markAllRead')}
        </Button>
      </Flex>
      {waiting.map(([source, n]) => {
        const line = pendingLine(source, can);
        const text = <><CheckSquareOutlined style={{ color: token.colorWarning }} /> {t(line.key, { count: n })}</>;
        const style: React.CSSProperties = { display: 'block', padding: '8px 12px', marginBottom: 4, borderRadius: token.borderRadius, background: token.colorWarningBg };
        return line.path
          ? <Link key={source} to={to(line.path)} onClick={() => close(false)} style={{ ...style, color: token.colorText }} data-testid={`inbox-pending-${source}`}>{text}</Link>
          : <div key={source} style={style} data-testid={`inbox-pending-${source}`}>{text}</div>;
      })}
      <div style={{ maxHeight: 'min(420px, 60vh)', overflowY: 'auto', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        {list.isPending
          ? <Flex justify="center" style={{ padding: 24 }}><Spin /></Flex>
          : items.length
            ? <InboxList items={items} onOpen={() => close(false)} clamp />
            : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell:inbox.empty')} data-testid="inbox-empty" />}
      </div>
      <div style={{ textAlign: 'center', paddingTop: 8 }}>
        <Link to={to(INBOX_PATH)} onClick={() => close(false)} data-testid="inbox-see-all">{t('shell:inbox.seeAll')}</Link>
      </div>
    </div>
  );
  return (
    <Popover open={open} onOpenChange={openPanel} trigger="click" placement="bottomRight" align={{ offset: [offsetX, 4] }} arrow={false} content={content}
      afterOpenChange={(isOpen) => { if (isOpen) panel.current?.focus(); }} styles={{ container: { padding: PADDING } }}>
      <Button ref={bell} type="text" aria-label={t('shell:inbox.bell', { count: total })} aria-haspopup="dialog" aria-expanded={open} data-testid="bell"
        icon={<Badge count={total} size="small" data-testid="bell-badge"><BellOutlined style={{ fontSize: 16 }} /></Badge>} />
    </Popover>
  );
}
