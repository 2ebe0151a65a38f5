import { useState } from 'react';
import { Flex } from 'antd';
import { BalancePanel } from './BalancePanel';
import { MyRequestsTable } from './MyRequestsTable';

/** /self-service/leave-request: my balance per leave type for a year, and my requests. */
export default function LeaveRequestPage() {
  // Undefined until the employee picks one: the server's "this year" (Bangkok) is the default.
  const [year, setYear] = useState<number | undefined>();
  return (
    <Flex vertical gap={16} data-testid="leave-request-page">
      <BalancePanel year={year} onYear={setYear} />
      <MyRequestsTable year={year} />
    </Flex>
  );
}
