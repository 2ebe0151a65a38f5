import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Empty, Flex, Input, Pagination, Popconfirm, Select, Space, Spin, Tag, Typography, theme } from 'antd';
import { DownloadOutlined, FileExcelOutlined, FlagOutlined, LeftOutlined, RightOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { RosterSet } from '@hr/domain/attendance/roster';
import { api, downloadFile } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';
import { useCompanyDepartments, useRefOptions } from '../../lib/use-dropdown';
import Forbidden from '../../shell/Forbidden';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { GRID_PERMISSION, shiftSwatches, useRosterHeader, useRosterPage, type GridFilters } from './api';
import { RosterGrid, selectionBounds, type Selection } from './RosterGrid';
import { UploadRosterModal } from './UploadRosterModal';

type Target = 'default' | 'dayOff' | string;

/**
 * /working-schedule (issue 16 point 1): the month grid of who works which shift, for HR (everyone)
 * and supervisors (their team). A cell or a range is set to a shift, a day off or back to the usual
 * working time after a confirmation; the month's roster is uploaded from Excel or CSV (the bad rows
 * listed) and downloaded, or its template. Changes count from the next day: earlier cells are read only.
 */
export default function WorkingSchedulePage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const can = useCan();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [monthDay, setMonthDay] = useState<Dayjs>(() => dayjs().add(1, 'day').startOf('month'));
  const month = monthDay.format('YYYY-MM');
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<GridFilters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [active, setActive] = useState({ row: 0, col: 0 });
  const [target, setTarget] = useState<Target | undefined>();
  const [uploading, setUploading] = useState(false);
  const companies = useRefOptions('company');
  const departments = useCompanyDepartments(filters.companyId, true);
  const header = useRosterHeader(month);
  const grid = useRosterPage(month, page, pageSize, filters);
  const rows = useMemo(() => grid.data?.items ?? [], [grid.data]);
  const swatches = useMemo(() => shiftSwatches(header.data?.shifts ?? [], token as unknown as Record<string, unknown>), [header.data, token]);

  useEffect(() => {
    const timer = setTimeout(() => { setFilters((f) => ({ ...f, keyword: typed.trim() || undefined })); setPage(1); }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  // A new page of people or another month: the selection no longer points at the same cells.
  useEffect(() => { setSelection(null); setActive({ row: 0, col: 0 }); }, [month, page, pageSize, filters]);

  const bounds = selection ? selectionBounds(selection) : null;
  const chosen = bounds && header.data ? {
    employeeIds: rows.slice(bounds.rows[0], bounds.rows[1] + 1).map((r) => r.id),
    dateFrom: header.data.dates[bounds.cols[0]]!.date, dateTo: header.data.dates[bounds.cols[1]]!.date,
  } : null;
  // A day-off working time (the master's OFF) is the list's own "Day off": listed once, not twice.
  const shiftOptions = (header.data?.shifts ?? []).filter((s) => s.active && s.dayType !== 'dayOff').map((s) => ({ value: s.id, label: `${s.prefix} · ${s.name}` }));
  const targetLabel = target === 'default' ? t('schedule:grid.modeDefault') : target === 'dayOff' ? t('schedule:grid.modeDayOff') : shiftOptions.find((o) => o.value === target)?.label ?? '';

  const save = useMutation({
    mutationFn: (body: RosterSet) => api.post('/1.0/save/employeeWorkingTime', body),
    onSuccess: async () => {
      void message.success(t('schedule:grid.saved'));
      setSelection(null);
      await queryClient.invalidateQueries({ queryKey: ['roster'] });
    },
  });
  const apply = () => {
    if (!chosen || !target) return;
    save.mutate({ ...chosen, mode: target === 'default' || target === 'dayOff' ? target : 'shift', ...(target !== 'default' && target !== 'dayOff' ? { workingTimeId: target } : {}) });
  };

  if (!can(GRID_PERMISSION)) return <Forbidden />;
  const monthLabel = formatDate(monthDay, lang, 'MMMM YYYY');
  const exportBody = { month, ...filters };
  const counts = chosen ? {
    employees: t('schedule:grid.employees', { count: chosen.employeeIds.length }),
    days: t('schedule:grid.days', { count: bounds!.cols[1] - bounds!.cols[0] + 1 }),
    from: formatDate(chosen.dateFrom, lang), to: formatDate(chosen.dateTo, lang),
  } : null;

  return (
    <Card title={t('schedule:grid.title')} data-testid="working-schedule-page">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('schedule:grid.intro', { date: header.data ? formatDate(header.data.firstChangeable, lang) : '' })}
        </Typography.Paragraph>
        <Flex gap={8} wrap align="center">
          <Space.Compact>
            <Button icon={<LeftOutlined />} aria-label={t('leaveAdmin:calendar.previous')} onClick={() => setMonthDay((m) => m.subtract(1, 'month'))} />
            <LocalDatePicker picker="month" allowClear={false} value={monthDay} format="MMMM YYYY" style={{ width: 170 }} aria-label={t('schedule:grid.month')} data-testid="roster-month"
              onChange={(v) => { if (v && !Array.isArray(v)) setMonthDay(v.startOf('month')); }} />
            <Button icon={<RightOutlined />} aria-label={t('leaveAdmin:calendar.next')} onClick={() => setMonthDay((m) => m.add(1, 'month'))} />
          </Space.Compact>
          <Input.Search allowClear placeholder={t('schedule:grid.search')} aria-label={t('schedule:grid.search')} style={{ width: 240 }} value={typed}
            onChange={(e) => setTyped(e.target.value)} data-testid="roster-search" />
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('schedule:grid.company')} aria-label={t('schedule:grid.company')} style={{ minWidth: 180 }}
            value={filters.companyId} loading={companies.loading} options={companies.options}
            onChange={(v?: string) => { setFilters((f) => ({ ...f, companyId: v, departmentId: undefined })); setPage(1); }} />
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('schedule:grid.department')} aria-label={t('schedule:grid.department')} style={{ minWidth: 180 }}
            value={filters.departmentId} loading={departments.loading} options={departments.options}
            onChange={(v?: string) => { setFilters((f) => ({ ...f, departmentId: v })); setPage(1); }} />
          <Space wrap style={{ marginInlineStart: 'auto' }}>
            <Button icon={<FileExcelOutlined />} onClick={() => void downloadFile('/1.0/download/excel/workshift', exportBody, `roster-${month}.xlsx`)} data-testid="roster-download">{t('schedule:grid.download')}</Button>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadFile('/1.0/download/excel/workshift/template', exportBody, `roster-template-${month}.xlsx`)} data-testid="roster-template">{t('schedule:grid.template')}</Button>
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="roster-upload">{t('schedule:grid.upload')}</Button>
          </Space>
        </Flex>

        <Flex gap={6} wrap align="center" aria-label={t('schedule:grid.legend')} role="group">
          {(header.data?.shifts ?? []).filter((s) => s.active).map((s) => {
            const sw = swatches.get(s.id);
            return <Tag key={s.id} style={sw ? { background: sw.background, color: sw.color, borderColor: sw.border } : undefined}>{s.prefix} · {s.name}</Tag>;
          })}
          {!(header.data?.shifts ?? []).some((s) => s.active && s.prefix.toUpperCase() === header.data?.dayOffMark) && <Tag>{header.data?.dayOffMark} · {t('schedule:grid.dayOff')}</Tag>}
          <Tag color="error" icon={<FlagOutlined />}>{t('schedule:grid.holiday')}</Tag>
          <Tag style={{ borderWidth: 2, fontWeight: 700 }}>{t('schedule:grid.rostered')}</Tag>
        </Flex>

        <Flex gap={8} wrap align="center" data-testid="roster-actions" style={{ padding: 8, background: token.colorFillQuaternary, borderRadius: token.borderRadius }}>
          <Typography.Text data-testid="roster-selection">
            {counts ? t('schedule:grid.selection', counts) : t('schedule:grid.noSelection', { date: header.data ? formatDate(header.data.firstChangeable, lang) : '' })}
          </Typography.Text>
          <Select placeholder={t('schedule:grid.setTo')} aria-label={t('schedule:grid.setTo')} style={{ minWidth: 260 }} value={target} onChange={setTarget} disabled={!chosen}
            showSearch={{ optionFilterProp: 'label' }} data-testid="roster-target"
            options={[{ value: 'dayOff', label: t('schedule:grid.modeDayOff') }, { value: 'default', label: t('schedule:grid.modeDefault') }, ...shiftOptions]} />
          <Popconfirm title={t('schedule:grid.confirmTitle')} description={counts ? t('schedule:grid.confirmText', { ...counts, target: targetLabel }) : ''}
            okText={t('schedule:grid.apply')} cancelText={t('schedule:grid.cancel')} onConfirm={apply} disabled={!chosen || !target}>
            <Button type="primary" disabled={!chosen || !target} loading={save.isPending} data-testid="roster-apply">{t('schedule:grid.apply')}</Button>
          </Popconfirm>
          <Button onClick={() => setSelection(null)} disabled={!selection}>{t('schedule:grid.clear')}</Button>
        </Flex>
        <Typography.Text type="secondary" id="roster-keyboard-help" style={{ fontSize: 12 }}>{t('schedule:grid.keyboardHelp')}</Typography.Text>

        <Spin spinning={grid.isFetching || header.isFetching}>
          {!header.data || (!rows.length && grid.isLoading) ? <div style={{ minHeight: 200 }} aria-busy="true" /> : !rows.length
            ? <Empty description={t('schedule:grid.empty')} data-testid="roster-empty" />
            : <RosterGrid header={header.data} rows={rows} swatches={swatches} selection={selection} onSelect={setSelection} active={active} onActive={setActive} />}
        </Spin>
        <Flex justify="end">
          <Pagination current={page} pageSize={pageSize} total={grid.data?.total ?? 0} showSizeChanger pageSizeOptions={[10, 20, 50, 100]}
            onChange={(p, s) => { setPage(s !== pageSize ? 1 : p); setPageSize(s); }} />
        </Flex>
      </Flex>
      {header.data && <UploadRosterModal open={uploading} month={month} monthLabel={monthLabel} dayOffMark={header.data.dayOffMark} onClose={() => setUploading(false)} />}
    </Card>
  );
}
