import { Button, Card, Flex, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCan, useLang } from '../../lib/hooks';
import Forbidden from '../../shell/Forbidden';
import NotFound from '../../shell/NotFound';
import { EmployeeRecord } from '../employee-record/EmployeeRecord';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * view-employee-info/{id}: a subordinate's record, read only, with the sections a supervisor may
 * read (identity numbers masked by the server). Someone outside the team is answered as a
 * missing record, which takes the reader back.
 */
export default function SubordinateRecordPage() {
  const { id = '' } = useParams();
  const can = useCan();
  if (!UUID.test(id)) return <NotFound />;
  if (!can('employment-management.view-employee-info')) return <Forbidden />;
  return <SubordinateRecord key={id} id={id} />;
}

function SubordinateRecord({ id }: { id: string }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  // The employment summary is read first (under the record's own query key, so once): the record
  // opens only for someone in the team; anyone else gets the missing-record answer and goes back.
  const summary = useQuery({ queryKey: ['employee-view', 'current', id, lang], queryFn: () => api.post<unknown>('/1.0/view/current', { id }) });
  if (!summary.isSuccess) return <Card><Skeleton active /></Card>;
  return (
    <Flex vertical gap={12}>
      <Flex>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to('/employment-management/view-employee-info'))} data-testid="back">{t('employment:team.back')}</Button>
      </Flex>
      <EmployeeRecord key={id} employeeId={id} leadOnly />
    </Flex>
  );
}
