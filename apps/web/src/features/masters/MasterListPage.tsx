import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, App, Button, Card, Drawer, Flex, Form, Input, Popconfirm, Select, Space, Switch, Table, Tag, Tooltip, type TableProps } from 'antd';
import { ApartmentOutlined, ArrowLeftOutlined, DeleteOutlined, EditOutlined, EyeOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../lib/field-label';
import type { MasterDef } from '@hr/domain/masters/define';
import { masterPath, masterTarget } from '@hr/domain/masters/pages';
import { api, downloadFile } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';
import NotFound from '../../shell/NotFound';
import Forbidden from '../../shell/Forbidden';
import { masterOfPath } from './master-of';
import { MasterForm, toBody, type MasterValues } from './MasterForm';
import { showSaveError, validateOrScroll } from '../../lib/schema-rules';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { formatCell } from './format-cell';
import { RolePermissionTree } from './RolePermissionTree';
import { useRefOptions } from '../../lib/use-dropdown';

type Row = MasterValues & { id: string; active: boolean; updatedAt: string };
type Page = { items: Row[]; total: number };
type Sort = { field: string; dir: 'asc' | 'desc' } | undefined;
type Editing = { mode: 'add' | 'edit' | 'view'; row?: Row } | null;

/** Narrows a list to the rows that point at one row of another master (departments of a company). */
function RefFilter({ moduleName, label, value, onChange, testId }: { moduleName: string; label: string; value?: string; onChange: (v?: string) => void; testId: string }) {
  const { options, loading } = useRefOptions(moduleName);
  return (
    <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={label} aria-label={label} style={{ minWidth: 220 }} value={value} onChange={onChange} data-testid={testId}
      loading={loading} options={options} />
  );
}

/** The list of any declared master: search (Thai and English), status filter, sort, paging, Excel, add / edit / view, status and delete. */
export default function MasterListPage() {
  const { t } = useTranslation();
  const { rest, lang } = useLang();
  const can = useCan();
  const def = masterOfPath(rest);
  if (!def) return <NotFound />;
  if (!can(def.permission)) return <Forbidden />;
  if (masterTarget(def, rest) === 'unknown') return <NotFound />;
  return <MasterList key={def.name} def={def} t={t} lang={lang} />;
}

function MasterList({ def, t, lang }: { def: MasterDef; t: ReturnType<typeof useTranslation>['t']; lang: ReturnType<typeof useLang>['lang'] }) {
  const { message, modal } = App.useApp();
  const { rest, to } = useLang();
  const navigate = useNavigate();
  // The URL says which drawer is open (SPEC section 2: add-brand, {id}, {id}/edit), so each can be linked and reloaded.
  const target = masterTarget(def, rest);
  const one = useQuery({
    queryKey: ['master', def.name, 'one', target && target !== 'unknown' && 'id' in target ? target.id : null],
    queryFn: () => api.post<Row>(`/1.0/get/master/${def.name}`, { id: (target as { id: string }).id }),
    enabled: !!target && target !== 'unknown' && 'id' in target,
  });
  // A sub-list ({id}/subList: a company's child companies) is the list itself, narrowed to that row's children.
  const parentOf = target && target !== 'unknown' && target.mode === 'subList' ? target.id : undefined;
  const drawerTarget = parentOf ? null : target;
  const editing: Editing = !drawerTarget || drawerTarget === 'unknown' ? null
    : drawerTarget.mode === 'add' ? { mode: 'add' } : one.data && drawerTarget.mode !== 'subList' ? { mode: drawerTarget.mode, row: one.data } : null;
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [active, setActive] = useState<boolean | undefined>();
  const [sort, setSort] = useState<Sort>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [form] = Form.useForm();
  const [refFilter, setRefFilter] = useState<Record<string, string | undefined>>({});
  const filters = { ...(keyword ? { keyword } : {}), ...(active !== undefined ? { active } : {}), ...(sort ? { sort } : {}),
    ...Object.fromEntries(Object.entries(refFilter).filter(([, v]) => v)),
    ...(parentOf && def.subList ? { [def.subList.field]: parentOf } : {}) };
  const list = useQuery({
    queryKey: ['master', def.name, page, pageSize, filters],
    queryFn: () => api.post<Page>(`/1.0/search/master/${def.name}`, { page, pageSize, ...filters }),
    placeholderData: keepPreviousData,
  });
  // Select boxes elsewhere list this master's active rows: they refresh with it.
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['master', def.name] }), queryClient.invalidateQueries({ queryKey: ['dropdown', def.name] })]);

  const save = useMutation({
    mutationFn: async () => {
      const values = toBody(def, await form.validateFields());
      return editing?.mode === 'edit'
        ? api.post<Row>(`/1.0/update/master/${def.name}`, { id: editing.row!.id, ...values }, { dialog: false })
        : api.post<Row>(`/1.0/insert/master/${def.name}`, values, { dialog: false });
    },
    onSuccess: () => { message.success(t('masters:ui.saved')); unsaved.release(); close(); void refresh(); },
    onError: (err) => showSaveError(form, err, message, t, false),
  });
  const setStatus = useMutation({
    mutationFn: (r: Row) => api.post<Row>(`/1.0/update/master/${def.name}/status`, { id: r.id, active: !r.active }),
    onSuccess: (r) => { message.success(t(r.active ? 'masters:ui.activated' : 'masters:ui.deactivated')); void refresh(); },
  });
  const remove = useMutation({
    mutationFn: (r: Row) => api.post<null>(`/1.0/delete/master/${def.name}`, { id: r.id }),
    onSuccess: () => { message.success(t('masters:ui.deleted')); void refresh(); },
  });
  const exportExcel = useMutation({ mutationFn: () => downloadFile(`/1.0/excel/master/${def.name}`, filters, `${def.name}.xlsx`) });

  const open = (mode: 'add' | 'edit' | 'view' | 'subList', row?: Row) => navigate(to(masterPath(def, mode, row?.id)));
  const close = () => navigate(to(def.route));
  const drawerKey = drawerTarget && drawerTarget !== 'unknown' ? `${drawerTarget.mode}:${'id' in drawerTarget ? drawerTarget.id : ''}` : '';
  // Issue 15 point 5: a form is checked before anyone is asked to save it, and closing a drawer
  // with typed data asks leave or stay (SPEC section 5), through the app's one unsaved-changes guard.
  const [dirty, setDirty] = useState(false);
  useEffect(() => { setDirty(false); }, [drawerKey]);
  const unsaved = useUnsavedChanges(dirty);
  const askToSave = async () => {
    if (!(await validateOrScroll(form))) return;
    modal.confirm({ title: t('masters:ui.confirmSave'), okText: t('masters:ui.save'), cancelText: t('masters:ui.no'), onOk: () => { save.mutate(); } });
  };
  const columns: TableProps<Row>['columns'] = [
    ...def.list.map((c) => ({
      key: c, dataIndex: c, sorter: def.fields[c]?.type !== 'ref',
      sortOrder: sort?.field === c ? (sort.dir === 'asc' ? 'ascend' as const : 'descend' as const) : null,
      title: c === 'active' ? t('masters:common.status') : fieldLabel(t, c),
      render: c === 'active'
        ? (v: boolean, r: Row) => (
          <Popconfirm title={t(v ? 'masters:ui.confirmDeactivate' : 'masters:ui.confirmActivate')} onConfirm={() => setStatus.mutate(r)} okText={t('masters:ui.yes')} cancelText={t('masters:ui.no')}>
            <Switch checked={v} size="small" data-testid={`status-${r.id}`} aria-label={t('masters:common.status')} />
          </Popconfirm>)
        : (v: unknown, r: Row) => formatCell(def, c, v, lang, t, r),
    })),
    { key: 'updatedAt', dataIndex: 'updatedAt', title: t('masters:ui.updatedAt'), width: 170, render: (v: string) => formatDate(v, lang, DATE_FORMATS.dateTime) },
    {
      key: 'actions', title: t('masters:ui.actions'), width: 140, render: (_: unknown, r: Row) => (
        <Space size={0}>
          <Tooltip title={t('masters:ui.view')}><Button type="text" icon={<EyeOutlined />} onClick={() => open('view', r)} aria-label={t('masters:ui.view')} /></Tooltip>
          <Tooltip title={t('masters:ui.edit')}><Button type="text" icon={<EditOutlined />} onClick={() => open('edit', r)} aria-label={t('masters:ui.edit')} data-testid={`edit-${r.id}`} /></Tooltip>
          {def.subList && (
            <Tooltip title={t('masters:ui.subList')}><Button type="text" icon={<ApartmentOutlined />} onClick={() => open('subList', r)} aria-label={t('masters:ui.subList')} data-testid={`sublist-${r.id}`} /></Tooltip>
          )}
          <Popconfirm title={t('masters:ui.confirmDelete')} description={t('masters:ui.cannotUndo')} onConfirm={() => remove.mutate(r)} okText={t('masters:ui.delete')} okButtonProps={{ danger: true }} cancelText={t('masters:ui.no')}>
            <Tooltip title={t('masters:ui.delete')}><Button type="text" danger icon={<DeleteOutlined />} aria-label={t('masters:ui.delete')} data-testid={`delete-${r.id}`} /></Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const title = t(`masters:${def.name}.title`);
  const parentName = parentOf && one.data ? String(one.data[lang === 'th' ? def.label.th : def.label.en] ?? '') : '';
  return (
    <Card title={parentOf
      ? <Space><Button type="text" icon={<ArrowLeftOutlined />} onClick={close} aria-label={t('masters:ui.backToList')} data-testid="back-to-list" />
        <span data-testid="sublist-title">{t('masters:ui.subListTitle', { name: parentName })}</span></Space>
      : title} extra={
      <Space>
        <Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} data-testid="export">{t('masters:ui.export')}</Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('add')} data-testid="add">{t('masters:ui.add')}</Button>
      </Space>
    }>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('masters:ui.searchPlaceholder')} style={{ maxWidth: 320 }} data-testid="search"
          onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} aria-label={t('fields:keyword')} />
        <Select allowClear placeholder={t('masters:common.status')} aria-label={t('masters:common.status')} style={{ width: 160 }} value={active} data-testid="active-filter"
          onChange={(v) => { setActive(v); setPage(1); }}
          options={[{ value: true, label: t('masters:common.active') }, { value: false, label: t('masters:common.inactive') }]} />
        {Object.entries(def.fields).filter(([k, f]) => f.type === 'ref' && k !== (parentOf && def.subList?.field)).map(([k, f]) => (
          <RefFilter key={k} moduleName={f.ref!} label={t('masters:ui.allOf', { field: fieldLabel(t, k) })} value={refFilter[k]} testId={`filter-${k}`}
            onChange={(v) => { setRefFilter((o) => ({ ...o, [k]: v })); setPage(1); }} />
        ))}
      </Flex>
      <Table<Row> rowKey="id" size="middle" columns={columns} dataSource={list.data?.items} loading={list.isFetching} data-testid="master-table"
        locale={{ emptyText: parentOf && !keyword && active === undefined ? t('masters:ui.noChildren') : keyword || active !== undefined || Object.values(refFilter).some(Boolean) ? t('masters:ui.noMatch') : t('masters:ui.empty') }}
        onChange={(_p, _f, s) => {
          const one = Array.isArray(s) ? s[0] : s;
          setSort(one?.order ? { field: String(one.columnKey), dir: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
        }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
      <Drawer open={!!drawerTarget && drawerTarget !== 'unknown'} loading={!editing} width={520} destroyOnHidden onClose={close} data-testid="master-drawer"
        title={drawerTarget && drawerTarget !== 'unknown' ? t(`masters:ui.${drawerTarget.mode}Title`, { name: title }) : ''}
        extra={editing?.mode !== 'view' && (
          // The confirmation closes at once and the drawer's Save button shows the request running.
          <Button type="primary" loading={save.isPending} onClick={() => void askToSave()} data-testid="save">{t('masters:ui.save')}</Button>
        )}>
        {editing && editing.mode !== 'view' && def.notice && <Alert type="info" showIcon title={t(def.notice)} style={{ marginBottom: 16 }} data-testid="master-notice" />}
        {editing && <MasterForm key={drawerKey} def={def} form={form} initial={editing.row} readOnly={editing.mode === 'view'} onEdit={() => setDirty(true)} />}
        {def.extension === 'rolePermissions' && editing?.row && <RolePermissionTree key={editing.row.id} roleId={editing.row.id} readOnly={editing.mode === 'view'} />}
        {def.extension === 'rolePermissions' && editing?.mode === 'add' && <Alert type="info" title={t('masters:ui.permissionsAfterAdd')} />}
        {editing?.row && <Tag>{t(editing.row.active ? 'masters:common.active' : 'masters:common.inactive')}</Tag>}
      </Drawer>
    </Card>
  );
}
