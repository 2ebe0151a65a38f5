import { Alert, Flex, Table } from 'antd';
import type { FieldError } from '../lib/api';

/**
 * What an all-or-nothing upload refused (a roster, a payroll import): the server's message, then
 * every bad cell with what to fix, in the server's words and the reader's language.
 */
export function UploadProblems({ text, fields, description, cellTitle, problemTitle, testId }: {
  text: string; fields: FieldError[]; description?: string; cellTitle: string; problemTitle: string; testId: string;
}) {
  return (
    <Flex vertical gap={8} data-testid={testId} role="alert">
      <Alert type="error" showIcon title={text} description={fields.length ? description : undefined} />
      {fields.length > 0 && (
        <Table<FieldError> size="small" rowKey={(r) => `${r.field}-${r.code}`} pagination={fields.length > 10 ? { pageSize: 10 } : false}
          dataSource={fields} columns={[
            { title: cellTitle, dataIndex: 'field', width: 80 },
            { title: problemTitle, dataIndex: 'text' },
          ]} />
      )}
    </Flex>
  );
}
