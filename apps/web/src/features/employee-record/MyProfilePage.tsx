import { useLang } from '../../lib/hooks';
import { MySensitiveRequests } from '../sensitive/MySensitiveRequests';
import { PreferredLanguageCard } from '../profile/PreferredLanguageCard';
import { EmployeeRecord } from './EmployeeRecord';

/**
 * self-service/my-profile (read) and my-profile/edit: the caller's own record, through the self
 * calls only. Title, names, identity numbers and the primary bank account are HR's to change: the
 * page shows the caller's requests for such a change below the record. The language of their
 * payslips and mail is changed at once, above the record (issue 35 point 7).
 */
export default function MyProfilePage() {
  const { rest } = useLang();
  const editing = rest.endsWith('/edit');
  return (
    <>
      <PreferredLanguageCard />
      <EmployeeRecord edit={editing ? 'self' : 'view'} editLink={editing ? undefined : '/self-service/my-profile/edit'} />
      {!editing && <MySensitiveRequests />}
    </>
  );
}
