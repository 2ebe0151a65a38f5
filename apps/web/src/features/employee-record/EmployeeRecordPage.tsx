import { useParams } from 'react-router';
import { useCan } from '../../lib/hooks';
import NotFound from '../../shell/NotFound';
import Forbidden from '../../shell/Forbidden';
import { EmployeeRecord } from './EmployeeRecord';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** all-employee/{id}: HR reads every section of an employee's record, with its completeness. */
export default function EmployeeRecordPage() {
  const { id = '' } = useParams();
  const can = useCan();
  if (!UUID.test(id)) return <NotFound />;
  if (!can('employment-management.all-employee')) return <Forbidden />;
  return <EmployeeRecord key={id} employeeId={id} showProgress />;
}
