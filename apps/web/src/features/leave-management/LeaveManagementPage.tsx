import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/hooks';
import { AccessibleTabs } from '../../shell/AccessibleTabs';
import Forbidden from '../../shell/Forbidden';
import { AdjustmentPanel } from './AdjustmentPanel';
import { MANAGEMENT_PERMISSION } from './api';
import { LeaveRequestsTab } from './LeaveRequestsTab';
import { TeamCalendar } from './TeamCalendar';

const TABS = ['requests', 'calendar', 'adjustments'] as const;
type Tab = (typeof TABS)[number];

/**
 * employment-management/leave-management (HR): everyone's requests, the team calendar of who is
 * away, and the entitlement adjustments. The tab (?tab=) and the adjusted employee (?employee=) are
 * in the address, so the request view can link straight to an employee's adjustments.
 */
export default function LeaveManagementPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  if (!can(MANAGEMENT_PERMISSION)) return <Forbidden />;
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? params.get('tab') as Tab : 'requests';
  const employeeId = params.get('employee') ?? undefined;
  const set = (patch: Record<string, string | undefined>) => setParams((p) => {
    for (const [k, v] of Object.entries(patch)) { if (v) p.set(k, v); else p.delete(k); }
    return p;
  });
  return (
    <Card title={t('menu:employment-management/leave-management')} data-testid="leave-management-page">
      <AccessibleTabs activeKey={tab} onChange={(k) => set({ tab: k === 'requests' ? undefined : k })} destroyOnHidden items={[
        { key: 'requests', label: <span data-testid="tab-requests">{t('leaveAdmin:tabs.requests')}</span>, children: <LeaveRequestsTab /> },
        { key: 'calendar', label: <span data-testid="tab-calendar">{t('leaveAdmin:tabs.calendar')}</span>, children: <TeamCalendar /> },
        {
          key: 'adjustments', label: <span data-testid="tab-adjustments">{t('leaveAdmin:tabs.adjustments')}</span>,
          children: <AdjustmentPanel employeeId={employeeId} employeeLabel={params.get('name') ?? undefined} onEmployee={(id, label) => set({ employee: id, name: label })} />,
        },
      ]} />
    </Card>
  );
}
