import { useParams } from 'react-router';
import { useCan, useLang } from '../../lib/hooks';
import NotFound from '../../shell/NotFound';
import Forbidden from '../../shell/Forbidden';
import { PendingSensitiveNotice } from '../sensitive/PendingSensitiveNotice';
import { EmployeeRecord } from './EmployeeRecord';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** all-employee/{id} and {id}/edit: HR reads, then edits, every section of an employee's record, with its completeness (and a sensitive change waiting for HR). */
export default function EmployeeRecordPage() {
  const { id = '' } = useParams();
  const can = useCan();
  const { rest } = useLang();
  if (!UUID.test(id)) return <NotFound />;
  if (!can('employment-management.all-employee')) return <Forbidden />;
  const editing = rest.endsWith('/edit');
  return (
    <>
      <PendingSensitiveNotice employeeId={id} />
      <EmployeeRecord key={id} employeeId={id} showProgress edit={editing ? 'hr' : 'view'} editLink={editing ? undefined : `/employment-management/all-employee/${id}/edit`} />
    </>
  );
}
