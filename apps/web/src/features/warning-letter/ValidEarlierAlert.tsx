import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WarningEarlier } from '@hr/domain/warning-letter';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';

/**
 * Labour Protection Act s.119(4): a repeat of the same offence within a written warning's year
 * may be grounds for dismissal without severance pay. HR must see that before sending a letter
 * that repeats one, so it is a prominent warning naming each earlier letter still valid.
 */
export function ValidEarlierAlert({ earlier, employeeName }: { earlier: WarningEarlier[]; employeeName?: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  if (!earlier.length) return null;
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="valid-earlier-warning" role="alert"
      title={<Typography.Text strong>{t('warningLetter:earlier.title', { name: employeeName ?? '' })}</Typography.Text>}
      description={(
        <>
          <ul style={{ margin: '4px 0 8px', paddingInlineStart: 18 }}>
            {earlier.map((e) => (
              <li key={e.id} data-testid="valid-earlier-item">
                {t('warningLetter:earlier.item', { n: e.count, date: formatDate(e.dateSent, lang), until: formatDate(e.validUntil, lang), status: t(`warningLetter:status.${e.status}`) })}
              </li>
            ))}
          </ul>
          <Typography.Text>{t('warningLetter:earlier.law')}</Typography.Text>
        </>
      )} />
  );
}
