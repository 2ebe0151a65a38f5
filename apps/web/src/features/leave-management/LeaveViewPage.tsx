import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Flex, Result, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, CloseCircleOutlined, CloseOutlined, SlidersOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCan, useLang } from '../../lib/hooks';
import Forbidden from '../../shell/Forbidden';
import NotFound from '../../shell/NotFound';
import { DecisionModal, type DecisionTarget } from '../leave-approval/DecisionModal';
import { LeaveSummary } from '../leave-approval/LeaveSummary';
import { MANAGEMENT_PATH, MANAGEMENT_PERMISSION, useLeaveView, UUID_RE } from './api';
import { HrCancelModal } from './HrCancelModal';

/** leave-management/{id}: one request for HR — its details and files; decide it while pending, cancel it with a reason, adjust the employee's entitlement. */
export default function LeaveViewPage() {
  const { id = '' } = useParams();
  const can = useCan();
  if (!UUID_RE.test(id)) return <NotFound />;
  if (!can(MANAGEMENT_PERMISSION)) return <Forbidden />;
  return <LeaveView key={id} id={id} />;
}

function LeaveView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { to } = useLang();
  const navigate = useNavigate();
  const q = useLeaveView(id);
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const back = () => navigate(to(MANAGEMENT_PATH));
  const v = q.data;
  if (q.isError) return <Result status="warning" title={t('leaveAdmin:detail.gone')} extra={<Button onClick={back}>{t('leaveAdmin:back')}</Button>} />;
  const decidable = v?.status === 'pending' && v.can.decide;
  return (
    <Card title={t('leaveAdmin:detail.title')} data-testid="leave-view-page"
      extra={<Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="back">{t('leaveAdmin:back')}</Button>}>
      {!v ? <Skeleton active /> : (
        <Flex vertical gap={16}>
          <LeaveSummary v={v} />
          <Space wrap>
            {decidable && <Button type="primary" icon={<CheckOutlined />} onClick={() => setTarget({ ids: [id], decision: 'approve' })} data-testid="view-approve">{t('leaveAdmin:approve')}</Button>}
            {decidable && <Button danger icon={<CloseOutlined />} onClick={() => setTarget({ ids: [id], decision: 'reject' })} data-testid="view-reject">{t('leaveAdmin:reject')}</Button>}
            {v.can.cancelAsHr && <Button danger type="dashed" icon={<CloseCircleOutlined />} onClick={() => setCancelling(true)} data-testid="hr-cancel">{t('leaveAdmin:cancel.action')}</Button>}
            <Button icon={<SlidersOutlined />} onClick={() => navigate(to(`${MANAGEMENT_PATH}?${new URLSearchParams({ tab: 'adjustments', employee: v.employee.id, name: `${v.employee.employeeCode} ${v.employee.name}` }).toString()}`))} data-testid="adjust-entitlement">
              {t('leaveAdmin:adjust.open')}
            </Button>
          </Space>
        </Flex>
      )}
      <DecisionModal target={target} onClose={() => setTarget(null)} />
      <HrCancelModal id={cancelling ? id : null} onClose={() => setCancelling(false)} />
    </Card>
  );
}
