import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WarningRow, WarningStatus } from '@hr/domain/warning-letter';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { STATUS_COLOR } from './api';

/** Draft, sent, received (opened by the employee), acknowledged or cancelled. */
export function WarningStatusTag({ status }: { status: WarningStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]} data-testid="warning-status" data-status={status}>{t(`warningLetter:status.${status}`)}</Tag>;
}

/**
 * How long the letter counts under s.119(4): "valid until …" or "expired". A draft has not begun
 * to count (its date shows what it would be); a cancelled letter never counts.
 */
export function ValidityText({ row }: { row: Pick<WarningRow, 'status' | 'valid' | 'validUntil'> }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const until = formatDate(row.validUntil, lang);
  if (row.status === 'cancelled') return <Typography.Text type="secondary" data-testid="validity">—</Typography.Text>;
  if (row.status === 'draft') return <Typography.Text type="secondary" data-testid="validity">{t('warningLetter:ui.validUntil', { date: until })}</Typography.Text>;
  return row.valid
    ? <Typography.Text data-testid="validity" data-valid="true">{t('warningLetter:ui.validUntil', { date: until })}</Typography.Text>
    : <Typography.Text type="secondary" data-testid="validity" data-valid="false">{t('warningLetter:ui.expired', { date: until })}</Typography.Text>;
}
