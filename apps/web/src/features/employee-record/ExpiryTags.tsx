import { Tag } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { daysUntil, DOCUMENT_EXPIRY_WARNING_DAYS } from '@hr/domain/employee/document-expiry';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';

/**
 * Warnings on an employee's record when their passport (or Cambodian ID) or work permit expires
 * within the report's window or has expired: the same rule as the expiring-documents report.
 */
export function ExpiryTags({ passport, workPermit }: { passport?: string | null; workPermit?: string | null }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const today = dayjs().format('YYYY-MM-DD');
  const due = ([['passport', passport], ['workPermit', workPermit]] as const)
    .filter((d): d is readonly ['passport' | 'workPermit', string] => !!d[1] && daysUntil(today, d[1]) <= DOCUMENT_EXPIRY_WARNING_DAYS);
  return (
    <>
      {due.map(([kind, date]) => {
        const days = daysUntil(today, date);
        return (
          <Tag key={kind} color={days <= 0 ? 'red' : days <= 30 ? 'orange' : 'gold'} icon={<WarningOutlined />} data-testid={`expiry-${kind}`}>
            {t(`employee:expiry.${kind}`)} {formatDate(date, lang)} · {days < 0 ? t('employee:expiry.expired', { count: -days }) : days === 0 ? t('employee:expiry.today') : t('employee:expiry.left', { count: days })}
          </Tag>
        );
      })}
    </>
  );
}
