import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@hr/domain/dates';
import { useLang } from '../../lib/hooks';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { PAGES } from './api';
import { PunchForm } from './PunchForm';

/**
 * attendance-subordinates/add-timestamp and /add-ot-timestamp (SPEC section 2): a supervisor adds a
 * missing punch, or the end of an overtime, for someone of their team. Once added, back to the
 * team's list on the punch's date, where the day's new status shows.
 */
export default function AddPunchPage() {
  const { t } = useTranslation();
  const { to } = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const overtime = pathname.endsWith('/add-ot-timestamp');
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const asked = params.get('date') ?? '';
  const back = (date?: string) => { release(); void navigate(to(`${PAGES.team.path}${date ? `?date=${date}` : ''}`)); };
  return (
    <Card title={t(overtime ? 'attendance:pages.form.titleOt' : 'attendance:pages.form.title')} data-testid="add-punch-page">
      <Typography.Paragraph type="secondary">{t(overtime ? 'attendance:pages.form.introOt' : 'attendance:pages.form.intro')}</Typography.Paragraph>
      <PunchForm via="team" overtime={overtime} date={isIsoDate(asked) ? asked : undefined} onDirty={setDirty}
        onDone={(p) => back(p.date)} onCancel={() => back()} />
    </Card>
  );
}
