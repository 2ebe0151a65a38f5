import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';
import { fieldNames, SENSITIVE_PAGE, SENSITIVE_PERMISSION, useRequestSearch } from './api';

/** On an employee's record, for HR: their change of sensitive information waiting for a decision, with a way to review it. */
export function PendingSensitiveNotice({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  const q = useRequestSearch({ page: 1, pageSize: 1, status: 'pending', employeeId }, can(SENSITIVE_PERMISSION));
  const r = q.data?.items[0];
  if (!r) return null;
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="pending-sensitive"
      title={t('sensitive:pendingOnRecord', { fields: fieldNames(r.fields, t), date: formatDate(r.createdAt, lang) })}
      action={<Button size="small" type="primary" onClick={() => navigate(to(`${SENSITIVE_PAGE}?id=${r.id}`))} data-testid="review-pending">{t('sensitive:review')}</Button>} />
  );
}
