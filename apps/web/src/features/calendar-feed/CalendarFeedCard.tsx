import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Input, Skeleton, Space, Typography } from 'antd';
import { CalendarOutlined, CopyOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';

/** The caller's feed as the server answers it; `url` only in the answer that made it. */
type Feed = { enabled: boolean; url: string | null; createdAt: string | null; lastUsedAt: string | null };
const KEY = ['calendar-feed', 'self'];
const APPS = ['google', 'outlook', 'apple'] as const;

/**
 * The profile page's "Calendar feed" card: turn on a private iCalendar address of the caller's
 * approved leave and the company holidays, copy it (shown once: the server keeps only its hash),
 * make a new one (the old stops working) or turn it off, with how to subscribe in Google Calendar,
 * Outlook and Apple Calendar.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  // The address lives only in this page's memory: reloading shows "on" without it.
  const [url, setUrl] = useState<string | null>(null);
  const feed = useQuery({ queryKey: KEY, queryFn: () => api.post<Feed>('/1.0/view/calendarFeed/self', {}) });
  const made = (text: string) => (f: Feed) => {
    setUrl(f.url);
    queryClient.setQueryData<Feed>(KEY, { ...f, url: null });
    message.success(t(text));
  };
  const turnOn = useMutation({ mutationFn: () => api.post<Feed>('/1.0/get/calendarFeed/self', {}), onSuccess: made('calendarFeed:turnedOn') });
  const rotate = useMutation({ mutationFn: () => api.post<Feed>('/1.0/reset/calendarFeed/self', {}), onSuccess: made('calendarFeed:rotated') });
  const turnOff = useMutation({
    mutationFn: () => api.post<null>('/1.0/delete/calendarFeed/self', {}),
    onSuccess: () => {
      setUrl(null);
      queryClient.setQueryData<Feed>(KEY, { enabled: false, url: null, createdAt: null, lastUsedAt: null });
      message.success(t('calendarFeed:turnedOff'));
    },
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      message.success(t('calendarFeed:copied'));
    } catch {
      message.error(t('calendarFeed:copyFailed'));
    }
  };
  const confirm = (title: string, okText: string, run: () => void, danger = false) => modal.confirm({
    title, okText, cancelText: t('calendarFeed:no'), okButtonProps: { danger }, onOk: run,
  });
  const f = feed.data;
  const busy = turnOn.isPending || rotate.isPending || turnOff.isPending;
  const when = (iso: string) => formatDate(iso, lang, DATE_FORMATS.dateTime);

  return (
    <Card title={<Space><CalendarOutlined />{t('calendarFeed:title')}</Space>} style={{ marginTop: 16 }} data-testid="calendar-feed">
      <Typography.Paragraph type="secondary">{t('calendarFeed:intro')}</Typography.Paragraph>
      {feed.isLoading || !f ? <Skeleton active paragraph={{ rows: 2 }} /> : !f.enabled ? (
        <Flex vertical gap={12} align="start">
          <Typography.Text data-testid="calendar-feed-off">{t('calendarFeed:off')}</Typography.Text>
          <Button type="primary" icon={<CalendarOutlined />} loading={turnOn.isPending} onClick={() => turnOn.mutate()} data-testid="calendar-feed-on">{t('calendarFeed:turnOn')}</Button>
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          {url ? (
            <>
              <Alert type="warning" showIcon title={t('calendarFeed:urlOnce')} />
              <label htmlFor="calendar-feed-url"><Typography.Text strong>{t('calendarFeed:urlLabel')}</Typography.Text></label>
              <Space.Compact style={{ width: '100%' }}>
                <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.target.select()} data-testid="calendar-feed-url" />
                <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()} data-testid="calendar-feed-copy">{t('calendarFeed:copy')}</Button>
              </Space.Compact>
            </>
          ) : <Alert type="info" showIcon title={t('calendarFeed:hiddenUrl')} data-testid="calendar-feed-hidden" />}
          <Flex vertical gap={2}>
            {f.createdAt && <Typography.Text type="secondary" data-testid="calendar-feed-since">{t('calendarFeed:since', { date: when(f.createdAt) })}</Typography.Text>}
            <Typography.Text type="secondary">{f.lastUsedAt ? t('calendarFeed:lastUsed', { date: when(f.lastUsedAt) }) : t('calendarFeed:neverUsed')}</Typography.Text>
          </Flex>
          <Flex gap={8} wrap>
            <Button icon={<ReloadOutlined />} disabled={busy} loading={rotate.isPending} data-testid="calendar-feed-rotate"
              onClick={() => confirm(t('calendarFeed:confirmRotate'), t('calendarFeed:rotate'), () => rotate.mutate())}>{t('calendarFeed:rotate')}</Button>
            <Button danger icon={<StopOutlined />} disabled={busy} loading={turnOff.isPending} data-testid="calendar-feed-off-button"
              onClick={() => confirm(t('calendarFeed:confirmTurnOff'), t('calendarFeed:turnOff'), () => turnOff.mutate(), true)}>{t('calendarFeed:turnOff')}</Button>
          </Flex>
          <div>
            <Typography.Title level={5}>{t('calendarFeed:howTo')}</Typography.Title>
            <ul style={{ paddingInlineStart: 20, margin: 0 }}>
              {APPS.map((a) => <li key={a}><Typography.Text>{t(`calendarFeed:${a}`)}</Typography.Text></li>)}
            </ul>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('calendarFeed:refresh')}</Typography.Paragraph>
          </div>
        </Flex>
      )}
    </Card>
  );
}
