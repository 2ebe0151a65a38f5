import { useState } from 'react';
import { Avatar, Flex, Select, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRefOptions } from '../../lib/use-dropdown';
import { useChoices } from '../../lib/use-config';
import { fieldLabel } from '../../lib/field-label';

/*
 * Pieces every employee list shares (all-employee, employee-working-management, the supervisor's
 * view-employee-info): a master filter, the status tag, the name cell and the sort state.
 */

export type SortField = 'employeeCode' | 'name' | 'joiningDate' | 'department' | 'position';
export type Sort = { field: SortField; dir: 'asc' | 'desc' } | undefined;
export type NamedRow = { firstNameEn: string; lastNameEn: string; firstNameTh: string; lastNameTh: string; nicknameEn: string | null; nicknameTh: string | null };

const STATUS_COLOR: Record<string, string> = { probation: 'gold', permanent: 'green', resigned: 'default', terminated: 'red' };

/** A select over a master's active rows, as a list filter. */
export function RefFilter({ module, label, value, onChange, narrow }: { module: string; label: string; value?: string; onChange: (v?: string) => void; narrow?: (o: { value: string }) => boolean }) {
  const { options, loading } = useRefOptions(module);
  return <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={label} aria-label={label} style={{ minWidth: 200 }} value={value}
    onChange={onChange} loading={loading} options={narrow ? options?.filter(narrow) : options} data-testid={`filter-${module}`} />;
}

/** The employment-status filter of a list. */
export function StatusFilter({ value, onChange }: { value?: string; onChange: (v?: string) => void }) {
  const { t } = useTranslation();
  const statuses = useChoices('employmentStatus');
  return <Select allowClear placeholder={fieldLabel(t, 'employmentStatus')} aria-label={fieldLabel(t, 'employmentStatus')} style={{ minWidth: 180 }} value={value}
    onChange={onChange} options={statuses.options} data-testid="filter-status" />;
}

/** The active / inactive filter of a list. */
export function ActiveFilter({ value, onChange }: { value?: boolean; onChange: (v?: boolean) => void }) {
  const { t } = useTranslation();
  return <Select allowClear placeholder={t('masters:common.status')} aria-label={t('masters:common.status')} style={{ width: 140 }} value={value}
    onChange={onChange} data-testid="filter-active"
    options={[{ value: true, label: t('masters:common.active') }, { value: false, label: t('masters:common.inactive') }]} />;
}

/** An employment status as a coloured tag. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`choices:employmentStatus.${status}`)}</Tag>;
}

/** The name in the reader's language with the nickname, the other language's name below. */
export function NameCell({ row, thai }: { row: NamedRow; thai: boolean }) {
  const nickname = thai ? row.nicknameTh : row.nicknameEn;
  return (
    <Flex gap={8} align="center">
      <Avatar size="small" icon={<UserOutlined />} />
      <span>
        {thai ? `${row.firstNameTh} ${row.lastNameTh}` : `${row.firstNameEn} ${row.lastNameEn}`}
        {nickname ? ` (${nickname})` : ''}
        <br />
        <small style={{ opacity: 0.65 }}>{thai ? `${row.firstNameEn} ${row.lastNameEn}` : `${row.firstNameTh} ${row.lastNameTh}`}</small>
      </span>
    </Flex>
  );
}

/** A column's sorter bound to the list's sort state (the server sorts). */
export const sorterOf = (sort: Sort) => (field: SortField) =>
  ({ sorter: true, sortOrder: sort?.field === field ? (sort.dir === 'asc' ? 'ascend' as const : 'descend' as const) : null });

/** The sort a table change asks for. */
export function sortOfChange(s: unknown): Sort {
  const one = (Array.isArray(s) ? s[0] : s) as { order?: 'ascend' | 'descend' | null; columnKey?: unknown } | undefined;
  return one?.order ? { field: String(one.columnKey) as SortField, dir: one.order === 'ascend' ? 'asc' : 'desc' } : undefined;
}

/**
 * The search state of a server-paged employee list: keyword, filters, sort and page, and the body
 * they make for the search and its Excel export. A new filter goes back to the first page.
 */
export function useListSearch<F extends object>(initial: F) {
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<F>(initial);
  const [sort, setSort] = useState<Sort>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const body = { ...(keyword ? { keyword } : {}), ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)), ...(sort ? { sort } : {}) };
  const set = (patch: Partial<F>) => { setFilters((f) => ({ ...f, ...patch })); setPage(1); };
  return { keyword, setKeyword, filters, set, sort, setSort, page, setPage, pageSize, setPageSize, body };
}
