import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutingMailStatus } from '@hr/domain/outing';
import type { OutingRow } from './api';

/** Active, finished (its last day has passed) or cancelled. */
export function OutingStatusTag({ outing }: { outing: Pick<OutingRow, 'status' | 'finished'> }) {
  const { t } = useTranslation();
  if (outing.status === 'cancelled') return <Tag color="red" data-testid="outing-status">{t('outing:status.cancelled')}</Tag>;
  if (outing.finished) return <Tag data-testid="outing-status">{t('outing:status.finished')}</Tag>;
  return <Tag color="green" data-testid="outing-status">{t('outing:status.active')}</Tag>;
}

const MAIL_COLOR: Record<OutingMailStatus, string> = { notSent: 'default', sent: 'green', noEmail: 'orange' };

/** A member's invitation: not sent, sent, or no address to send it to. */
export function MailStatusTag({ status }: { status: OutingMailStatus }) {
  const { t } = useTranslation();
  return <Tag color={MAIL_COLOR[status]} data-testid="mail-status">{t(`outing:mailStatus.${status}`)}</Tag>;
}
