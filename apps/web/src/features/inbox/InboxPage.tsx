import { useEffect, useState } from 'react';
import { Button, Card, Empty, Flex, Pagination, Segmented, Spin, theme } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useInbox, useMarkAllRead } from './api';
import { InboxList } from './InboxList';

/** /notifications: every notice of the caller, newest first, a page at a time; all or only the unread. */
export default function InboxPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useInbox({ page, pageSize, unreadOnly });
  const markAll = useMarkAllRead();
  const data = list.data;
  // Marking read empties the last page of the unread ones: step back to a page that has some.
  const last = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  useEffect(() => { if (data && page > last) setPage(last); }, [data, page, last]);

  return (
    <Card title={t('shell:inbox.title')} data-testid="inbox-page" styles={{ body: { padding: 0 } }}>
      <Flex gap={8} wrap justify="space-between" style={{ padding: 12, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Segmented value={unreadOnly ? 'unread' : 'all'} onChange={(v) => { setUnreadOnly(v === 'unread'); setPage(1); }} data-testid="inbox-filter"
          options={[{ value: 'all', label: t('shell:inbox.filter.all') }, { value: 'unread', label: t('shell:inbox.unreadCount', { count: data?.unread ?? 0 }) }]} />
        <Button icon={<CheckOutlined />} disabled={!data?.unread} loading={markAll.isPending} onClick={() => markAll.mutate()} data-testid="inbox-mark-all">
          {t('shell:inbox.markAllRead')}
        </Button>
      </Flex>
      {list.isPending
        ? <Flex justify="center" style={{ padding: 48 }}><Spin /></Flex>
        : data?.items.length
          ? <InboxList items={data.items} />
          : <Empty style={{ padding: 32 }} description={t(unreadOnly ? 'shell:inbox.emptyUnread' : 'shell:inbox.empty')} data-testid="inbox-empty" />}
      {!!data?.total && (
        <Flex justify="end" style={{ padding: 16 }}>
          <Pagination current={page} pageSize={pageSize} total={data.total} showSizeChanger size="small" data-testid="inbox-pager"
            onChange={(p, size) => { setPage(size === pageSize ? p : 1); setPageSize(size); }} />
        </Flex>
      )}
    </Card>
  );
}
