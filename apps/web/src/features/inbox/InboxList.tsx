import { Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InboxItem } from '@hr/domain/inbox';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { useMarkRead } from './api';

/**
 * Notices as a list, newest first: an unread one has a dot and a bold title. Each is a link to what
 * it is about (one that opens nothing is a button); choosing it marks it read. `onOpen` runs after
 * (the bell closes its panel); `clamp` keeps a long body to two lines (the bell's panel).
 */
export function InboxList({ items, onOpen, clamp = false }: { items: InboxItem[]; onOpen?: () => void; clamp?: boolean }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const { token } = theme.useToken();
  const markRead = useMarkRead();
  const open = (n: InboxItem) => {
    if (!n.readAt) markRead.mutate(n.id);
    onOpen?.();
  };
  const itemStyle: React.CSSProperties = {
    display: 'flex', gap: 10, width: '100%', boxSizing: 'border-box', padding: '10px 12px', textAlign: 'start', color: 'inherit', background: 'none', border: 0,
    borderRadius: token.borderRadius, cursor: 'pointer', font: 'inherit',
  };
  const lines = (n: number): React.CSSProperties => (clamp ? { display: '-webkit-box', WebkitLineClamp: n, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : { whiteSpace: 'pre-wrap' });
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="inbox-list">
      {items.map((n) => {
        const unread = !n.readAt;
        const content = (
          <>
            <span aria-hidden style={{ flex: 'none', width: 8, height: 8, marginTop: 7, borderRadius: '50%', background: unread ? token.colorPrimary : 'transparent' }} />
            <span style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
              {unread && <span style={VISUALLY_HIDDEN}>{`${t('shell:inbox.unreadMark')}: `}</span>}
              <Typography.Text strong={unread} style={{ display: 'block', ...lines(2) }} data-testid="inbox-title">{n.title}</Typography.Text>
              {n.body && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13, ...lines(3) }} data-testid="inbox-body">{n.body}</Typography.Text>}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{formatDate(n.createdAt, lang, DATE_FORMATS.dateTime)}</Typography.Text>
            </span>
          </>
        );
        return (
          <li key={n.id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, background: unread ? token.colorFillTertiary : undefined }}
            data-testid="inbox-item" data-unread={unread}>
            {n.link
              ? <Link to={to(n.link)} onClick={() => open(n)} style={itemStyle}>{content}</Link>
              : <button type="button" onClick={() => open(n)} style={itemStyle}>{content}</button>}
          </li>
        );
      })}
    </ul>
  );
}

/** Read by screen readers, not shown: the dot says "unread" to the eye. */
const VISUALLY_HIDDEN: React.CSSProperties = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };
