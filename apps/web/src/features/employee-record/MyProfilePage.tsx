import { EmployeeRecord } from './EmployeeRecord';

/** self-service/my-profile: the caller's own record, through the self view calls only. */
export default function MyProfilePage() {
  return <EmployeeRecord />;
}
