import { useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Flex, Form, InputNumber, Select, Skeleton, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REQUEST_TYPES, type RequestType, type RoutingCheck } from '@hr/domain/approval/schemas';
import { todayIso } from '../attendance/day-parts';
import { EmployeePicker } from '../attendance/PunchForm';
import { useCan, useLang, useProfile } from '../../lib/hooks';
import Forbidden from '../../shell/Forbidden';
import { FullPageSpin } from '../../shell/FullPageSpin';
import { useNoteText, useStepKind } from './ApprovalSteps';
import { useRoutingCheck } from './api';

/**
 * employment-management/approval/{id}/test (issue 17 point 1): the routing check. Pick an employee
 * and a request type (and the request's hours or days, for chains with conditions) and see the
 * steps the request would take today, with the names of who decides each, who stands in for an
 * approver away and which steps are skipped. The id is the caller's own, as on the approval page.
 */
export default function RoutingCheckPage() {
  const { id } = useParams();
  const { search } = useLocation();
  const { to } = useLang();
  const can = useCan();
  const profile = useProfile();
  if (!profile.data) return <FullPageSpin />;
  if (!can('employment-management.approval')) return <Forbidden />;
  if (id !== profile.data.id) return <Navigate replace to={`${to(`/employment-management/approval/${profile.data.id}/test`)}${search}`} />;
  return <RoutingCheckForm hr={can('employment-management.attendance-management')} />;
}

function RoutingCheckForm({ hr }: { hr: boolean }) {
  const { t } = useTranslation();
  const kindOf = useStepKind();
  const noteOf = useNoteText();
  const [employeeId, setEmployeeId] = useState<string | undefined>();
  const [type, setType] = useState<RequestType>('overtime');
  const [hours, setHours] = useState<number | null>(null);
  const [asked, setAsked] = useState<RoutingCheck | null>(null);
  const q = useRoutingCheck(asked);
  const r = q.data;
  return (
    <Card title={t('approval:routing.title')} data-testid="routing-page">
      <Typography.Paragraph type="secondary">{t('approval:routing.hint')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => employeeId && setAsked({ employeeId, requestType: type, ...(hours != null ? { weekOvertimeHours: hours } : {}) })}>
        <Flex gap={12} wrap align="end">
          <Form.Item label={t('overtime:col.employee')} style={{ flex: '1 1 320px' }} required htmlFor="routing-employee">
            <EmployeePicker id="routing-employee" via={hr ? 'all' : 'team'} date={todayIso()} value={employeeId} onChange={setEmployeeId} onPicked={() => undefined} />
          </Form.Item>
          <Form.Item label={t('approval:chain.requestType')} style={{ flex: '0 1 200px' }} htmlFor="routing-type">
            <Select id="routing-type" value={type} onChange={setType} options={REQUEST_TYPES.map((x) => ({ value: x, label: t(`approval:type.${x}`) }))} data-testid="routing-type" />
          </Form.Item>
          <Form.Item label={t('approval:measure.weekOvertimeHours')} style={{ flex: '0 1 220px' }} htmlFor="routing-hours">
            <InputNumber id="routing-hours" min={0} max={168} value={hours} onChange={(v) => setHours(v == null ? null : Number(v))} style={{ width: '100%' }} data-testid="routing-hours" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" disabled={!employeeId} data-testid="routing-check">{t('approval:routing.check')}</Button>
          </Form.Item>
        </Flex>
      </Form>
      {!asked ? <Empty description={t('approval:routing.pick')} /> : q.isFetching && !r ? <Skeleton active /> : q.isError || !r ? null : (
        <Flex vertical gap={16} data-testid="routing-result">
          <Alert type="info" showIcon title={t(`approval:chain.source.${r.source}`)} description={r.fallback ? t('approval:routing.fallback') : undefined} />
          {r.steps.length === 0 ? <Alert type="error" showIcon title={t('errors:approvalNoApprover')} /> : (
            <Steps orientation="vertical" size="small" current={-1} data-testid="routing-steps" items={r.steps.map((s, i) => ({
              title: <span data-testid="routing-step">{`${i + 1}. ${kindOf(s.kind)}`}</span>,
              content: (
                <div>
                  <div data-testid="routing-approvers">{s.approvers.map((a) => `${a.employeeCode} ${a.name}`).join(', ')}</div>
                  {s.notes.map((n, j) => <Typography.Text key={j} type="warning">{noteOf(n)}</Typography.Text>)}
                </div>
              ),
            }))} />
          )}
          {r.skipped.length > 0 && (
            <Descriptions size="small" column={1} bordered title={t('approval:routing.skipped')} items={r.skipped.map((s) => ({
              key: String(s.index), label: kindOf(s.kind), children: t(`approval:note.${s.reason}`, { from: '', to: '', who: '' }),
            }))} />
          )}
        </Flex>
      )}
    </Card>
  );
}
