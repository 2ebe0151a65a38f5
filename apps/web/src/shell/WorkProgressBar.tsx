import { Flex, Progress, Typography } from 'antd';

/**
 * A long piece of work the page follows (a payroll compute, a zip of payslips, a large export):
 * "n of m" as the server reports it, or what it is doing before the first report, and a bar.
 * Announced politely to screen readers as it moves.
 */
export function WorkProgressBar({ progress, text, testId }: { progress: { done: number; total: number }; text: string; testId: string }) {
  return (
    <Flex vertical gap={4} role="status" aria-live="polite" data-testid={testId}>
      <Typography.Text type="secondary">{text}</Typography.Text>
      <Progress percent={progress.total ? Math.floor((progress.done / progress.total) * 100) : 0} status="active" />
    </Flex>
  );
}
