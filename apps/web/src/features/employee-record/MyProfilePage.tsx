import { useLang } from '../../lib/hooks';
import { EmployeeRecord } from './EmployeeRecord';

/** self-service/my-profile (read) and my-profile/edit: the caller's own record, through the self calls only. */
export default function MyProfilePage() {
  const { rest } = useLang();
  const editing = rest.endsWith('/edit');
  return <EmployeeRecord edit={editing ? 'self' : 'view'} editLink={editing ? undefined : '/self-service/my-profile/edit'} />;
}
