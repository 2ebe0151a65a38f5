import { useMemo, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { Alert, Empty, Flex, Input, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SalaryLineView } from '@hr/domain/payroll/period';
import { useLang } from '../../lib/hooks';
import { formatMoney } from '../../lib/numbers';
import { LINES_PAGE_SIZE, usePeriodLines } from './period-api';

type MoneyColumn = { key: string; value: (l: SalaryLineView) => number; strong?: boolean };

/** SPEC section 3's personal line, left to right: what is earned, what is deducted, what is paid. */
const MONEY: MoneyColumn[] = [
  { key: 'salary', value: (l) => l.salary },
  // Absences and unpaid leave together: the drawer says which and how many days.
  // (0 rather than -0, which formats as "-0.00".)
  { key: 'absence', value: (l) => -(l.absenceDeduction + l.unpaidLeaveDeduction) || 0 },
  { key: 'overtime', value: (l) => l.overtime },
  { key: 'bonus', value: (l) => l.bonus },
  { key: 'commission', value: (l) => l.commission },
  { key: 'extra', value: (l) => l.extra },
  { key: 'otherIncome', value: (l) => l.otherIncome },
  { key: 'gross', value: (l) => l.gross, strong: true },
  { key: 'socialSecurity', value: (l) => l.socialSecurity },
  { key: 'withholdingTax', value: (l) => l.withholdingTax },
  { key: 'providentFund', value: (l) => l.providentFund },
  { key: 'studentLoan', value: (l) => l.studentLoan },
  { key: 'legalExecution', value: (l) => l.legalExecution },
  // What the employee owes by agreement: cooperative, saving fund, education loan and the period's other deductions.
  { key: 'otherDeductions', value: (l) => l.cooperative + l.saving + l.educationLoan + l.otherDeduction },
  { key: 'totalDeductions', value: (l) => l.totalDeductions, strong: true },
];
const MONEY_WIDTH = 130;

/**
 * The period's lines, one per employee, searched by employee id or name and paged by the server
 * (50 a page); wide, so it scrolls sideways with the employee and the net pay held in view. A row
 * opens the line's explanation.
 */
export function PeriodLinesTable({ periodId, onOpen, selection }: {
  periodId: string; onOpen: (employeeId: string) => void;
  /** Lines ticked (a closed period's payslips of some employees), kept across pages. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void };
}) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const lines = usePeriodLines(periodId, page, keyword);
  const columns = useMemo((): TableProps<SalaryLineView>['columns'] => {
    const money = (n: number) => formatMoney(n, lang);
    return [
      { key: 'employeeCode', title: t('payroll:period.lines.col.employeeCode'), width: 110, fixed: 'left',
        render: (_: unknown, l) => <Typography.Link onClick={(e) => { e.stopPropagation(); onOpen(l.employeeId); }} data-testid={`open-line-${l.employeeCode}`}>{l.employeeCode}</Typography.Link> },
      { key: 'name', title: t('payroll:period.lines.col.name'), width: 190, fixed: 'left', ellipsis: true, render: (_: unknown, l) => l.name },
      { key: 'department', title: t('payroll:period.lines.col.department'), width: 170, ellipsis: true, render: (_: unknown, l) => l.departmentName ?? '—' },
      ...MONEY.map((c) => ({
        key: c.key, title: t(`payroll:period.lines.col.${c.key}`), width: MONEY_WIDTH, align: 'right' as const,
        render: (_: unknown, l: SalaryLineView) => {
          const v = c.value(l);
          return <span data-testid={`line-${c.key}`} style={{ fontWeight: c.strong ? 600 : undefined, opacity: v === 0 ? 0.45 : undefined }}>{money(v)}</span>;
        },
      })),
      { key: 'netPay', title: t('payroll:period.lines.col.netPay'), width: 140, align: 'right', fixed: 'right',
        render: (_: unknown, l) => <Typography.Text strong data-testid="line-netPay">{money(l.netPay)}</Typography.Text> },
    ];
  }, [t, lang, onOpen]);

  return (
    <Flex vertical gap={12}>
      <Input.Search allowClear placeholder={t('payroll:period.lines.search')} aria-label={t('payroll:period.lines.search')} style={{ maxWidth: 340 }}
        data-testid="lines-search" onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
      {lines.isError && !lines.data ? <Alert type="error" showIcon title={t('common:error.generic')} /> : (
        <Table<SalaryLineView> rowKey="employeeId" size="small" bordered data-testid="lines-table" columns={columns} dataSource={lines.data?.items}
          loading={lines.isFetching}
          rowSelection={selection && { selectedRowKeys: selection.keys, preserveSelectedRowKeys: true, fixed: true, columnWidth: 44,
            onChange: (keys) => selection.onChange(keys as string[]),
            getCheckboxProps: (l) => ({ 'aria-label': t('payslip:outputs.tick', { code: l.employeeCode }), 'data-testid': `tick-${l.employeeCode}` } as object) }}
          scroll={{ x: (selection ? 44 : 0) + 110 + 190 + 170 + MONEY.length * MONEY_WIDTH + 140 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(keyword ? 'payroll:period.lines.noMatch' : 'payroll:period.lines.empty')} /> }}
          onRow={(l) => ({
            // A tick in the selection column ticks; anywhere else the row opens its line.
            onClick: (e: MouseEvent) => { if (!(e.target as HTMLElement).closest('.ant-table-selection-column')) onOpen(l.employeeId); }, style: { cursor: 'pointer' }, 'data-testid': `line-row-${l.employeeCode}` } as HTMLAttributes<HTMLElement>)}
          pagination={{ current: page, pageSize: LINES_PAGE_SIZE, total: lines.data?.total ?? 0, showSizeChanger: false,
            showTotal: (n) => t('payroll:period.lines.count', { count: n }), onChange: (p) => setPage(p) }} />
      )}
    </Flex>
  );
}
