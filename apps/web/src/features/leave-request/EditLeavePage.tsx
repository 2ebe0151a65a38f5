import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/hooks';
import NotFound from '../../shell/NotFound';
import { leavePaths, useLeaveView, UUID_RE } from './api';
import { LeaveFormCard } from './LeaveForm';

/**
 * /self-service/leave-request/EditLeavePage?id= (from the edit list) and /editAddLeavePage?id=
 * (editing the request just filed): the form loaded with a pending request of the caller's.
 */
export default function EditLeavePage() {
  const { t } = useTranslation();
  const { to } = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const view = useLeaveView(id);
  if (!UUID_RE.test(id)) return <NotFound />;
  if (view.isPending) return <Card><Spin /></Card>;
  if (view.isError || !view.data) {
    return <Result status="warning" title={t('errors:recordGone')} extra={<Button onClick={() => navigate(to(leavePaths.list))}>{t('leaveRequest:ui.backToList')}</Button>} />;
  }
  if (!view.data.can.edit) {
    return <Result status="info" title={t('leaveRequest:form.notEditable')} data-testid="not-editable"
      extra={<Button onClick={() => navigate(to(leavePaths.details(id)))}>{t('leaveRequest:ui.viewRequest')}</Button>} />;
  }
  return <LeaveFormCard key={id} title={t('leaveRequest:editTitle')} saved={view.data} backTo={leavePaths.details(id)} />;
}
