import { Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MaintenanceInfo as Info } from '@hr/domain/session';
import { api } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { useLang } from '../../../lib/hooks';

/** What the server says about closures: closed now, the next closure day, or none planned. */
export function MaintenanceInfo({ title }: { title: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const q = useQuery({ queryKey: ['maintenance'], queryFn: () => api.get<Info>('/1.0/maintenance', { silent: true }) });
  const d = q.data;
  const when = d?.date ? t('shell:closed.window', { date: formatDate(d.date, lang), from: d.from, to: d.to }) : t('shell:closed.nonePlanned');
  return (
    <Result status={d?.closed ? 'warning' : 'info'} title={title} data-testid="maintenance-info"
      subTitle={<>{d?.closed ? t('shell:closed.now') : null} {q.isSuccess ? when : null}</>} />
  );
}
