import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMyMonth } from './api';
import { AttendanceMonthView } from './AttendanceMonthView';
import { MONTH_RE, thisMonth } from './day-parts';
import { AccessibleTabs } from '../../shell/AccessibleTabs';
import { MyOvertime } from '../overtime/MyOvertime';
import { MyOnSite } from '../onsite/OnSiteLists';
import { MyPunchRequests } from '../punch-request/PunchRequests';

/**
 * self-service/attendance (issue 16 point 4): my month as a calendar and a list, each date's
 * status, punches (corrections with who and why) and minutes, the totals and how statuses are
 * worked out. The month is in the address (?month=YYYY-MM), so a link or a reload keeps it.
 * The other tabs are the employee's overtime requests (?tab=overtime) on-site work (?tab=onsite) and punch corrections (?tab=corrections), issue 17.
 */
export default function MyAttendancePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH_RE.test(asked) ? asked : thisMonth();
  const askedTab = params.get('tab');
  const tab = askedTab === 'overtime' || askedTab === 'onsite' || askedTab === 'corrections' ? askedTab : 'month';
  const q = useMyMonth(month, tab === 'month');
  return (
    <Card title={t('menu:self-service/attendance')} data-testid="my-attendance-page">
      <AccessibleTabs activeKey={tab} destroyOnHidden data-testid="my-attendance-tabs"
        onChange={(k) => setParams((p) => { if (k === 'month') p.delete('tab'); else p.set('tab', k); p.delete('view'); return p; }, { replace: true })}
        items={[
          { key: 'month', label: t('overtime:tab.month'), children: (
            <AttendanceMonthView month={month} data={q.data} loading={q.isFetching} error={q.isError}
              onMonth={(m) => setParams((p) => { if (m === thisMonth()) p.delete('month'); else p.set('month', m); return p; }, { replace: true })} />
          ) },
          { key: 'overtime', label: t('overtime:tab.overtime'), children: <MyOvertime /> },
          { key: 'onsite', label: t('onsite:tab'), children: <MyOnSite /> },
          { key: 'corrections', label: t('punchRequest:tab'), children: <MyPunchRequests /> },
        ]} />
    </Card>
  );
}
