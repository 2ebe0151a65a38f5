import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementStatusName } from '@hr/domain/announcement';
import { STATUS_COLOR } from './api';

/** Published, scheduled (not started yet) or expired (ended): the status follows from the clock. */
export function AnnouncementStatusTag({ status }: { status: AnnouncementStatusName }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]} data-testid="announcement-status">{t(`announcement:status.${status}`)}</Tag>;
}
