import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SensitiveStatus } from '@hr/domain/employee/sensitive';

const COLOR: Record<SensitiveStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red', cancelled: 'default' };

/** Pending, approved, rejected or cancelled. */
export function SensitiveStatusTag({ status }: { status: SensitiveStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status]} data-testid="sensitive-status">{t(`sensitive:status.${status}`)}</Tag>;
}
