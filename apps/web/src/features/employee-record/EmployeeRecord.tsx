import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Flex, Progress, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { EDIT_POLICY, ROW_DELETE_PATH, ROWS_OF_LIST, SECTION_OF_VIEW, type EditPolicy } from '@hr/domain/employee/sections';
import { RecordEditProvider, useRecordEdit } from './record-edit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEAD_VIEW_SECTIONS, VIEW_SECTION_NAMES, type ViewSectionName } from '@hr/domain/employee/view-sections';
import { api } from '../../lib/api';
import NotFound from '../../shell/NotFound';
import { AccessibleTabs } from '../../shell/AccessibleTabs';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { formatValue, isFileKey, isHidden } from './format-value';
import { AddressesSection } from './AddressesSection';
import { DocumentsSection } from './DocumentsSection';
import { FileThumb } from './FileThumb';
import { RecordPictures } from './RecordPictures';
import { ExpiryTags } from './ExpiryTags';
import { PreferredLanguageCard } from '../profile/PreferredLanguageCard';

type Data = Record<string, unknown> | Array<Record<string, unknown>> | null;

/** The call of one section: the employee's own (self) or another's by id. */
const sectionCall = (name: string, employeeId?: string) =>
  (employeeId ? api.post<Data>(`/1.0/view/${name}`, { id: employeeId }) : api.post<Data>(`/1.0/view/self/${name}`, {}));

function useSection(name: ViewSectionName, employeeId?: string, enabled = true) {
  const { lang } = useLang();
  // A refused or unknown record answers "not found" once: a remounting tab must not ask again (and again).
  return useQuery({ queryKey: ['employee-view', name, employeeId ?? 'self', lang], queryFn: () => sectionCall(name, employeeId), enabled, retry: false, retryOnMount: false });
}

function Rows({ rows, group }: { rows: Array<Record<string, unknown>>; group?: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const edit = useRecordEdit();
  const save = group ? ROWS_OF_LIST[group] : undefined;
  const editable = !!save && edit.mayEdit(save);
  // EDIT_POLICY: a history is only added to; a primary flag shows as a tag, moved by "make primary".
  const policy: EditPolicy = (save && EDIT_POLICY[save]) || {};
  const changeable = editable && !policy.appendOnly;
  const deletable = changeable && !!ROW_DELETE_PATH[save!];
  const flag = policy.primaryFlag;
  const keys = rows.length ? Object.keys(rows[0]!).filter((k) => !isHidden(k) || isFileKey(k)) : [];
  const cell = (k: string, v: unknown) => (k === flag
    ? (v ? <Tag color="blue" icon={<CheckCircleOutlined />} data-testid="primary-tag">{t('employee:record.primary')}</Tag> : null)
    : isFileKey(k) ? <FileThumb id={v as string | null} /> : formatValue(k, v, lang, t));
  return (
    <Flex vertical gap={8} align="stretch">
      {editable && (
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary">{policy.appendOnly ? t('employee:record.appendOnly') : null}</Typography.Text>
          <Button icon={<PlusOutlined />} onClick={() => edit.editRow(save!)} data-testid={`add-${save}`}>{t('masters:ui.add')}</Button>
        </Flex>
      )}
      {rows.length ? (
        <Table rowKey={(r) => String(r.id ?? JSON.stringify(r))} size="small" pagination={false} dataSource={rows}
          columns={[
            ...keys.map((k) => ({ key: k, dataIndex: k, title: fieldLabel(t, k), render: (v: unknown) => cell(k, v) })),
            ...(changeable ? [{
              key: 'actions', title: t('masters:ui.actions'), width: flag ? 220 : 100, render: (_: unknown, r: Record<string, unknown>) => (
                <Space size={0}>
                  {flag && !r[flag] && (
                    <Button type="link" size="small" onClick={() => edit.makePrimary(save!, r)} data-testid={`make-primary-${String(r.id)}`}>{t('employee:record.makePrimary')}</Button>
                  )}
                  <Button type="text" icon={<EditOutlined />} aria-label={t('masters:ui.edit')} onClick={() => edit.editRow(save!, r)} data-testid={`edit-row-${String(r.id)}`} />
                  {deletable && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('masters:ui.delete')} onClick={() => edit.deleteRow(save!, r)} data-testid={`delete-row-${String(r.id)}`} />}
                </Space>
              ),
            }] : []),
          ]} />
      ) : <Empty description={t('employee:record.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
    </Flex>
  );
}

function Fields({ data, section }: { data: Record<string, unknown>; section?: string }) {
  const edit = useRecordEdit();
  const save = section ? SECTION_OF_VIEW[section] : undefined;
  const { t } = useTranslation();
  const { lang } = useLang();
  const simple = Object.entries(data).filter(([k, v]) => !isHidden(k) && !Array.isArray(v) && (v === null || typeof v !== 'object'));
  const lists = Object.entries(data).filter(([, v]) => Array.isArray(v)) as Array<[string, Array<Record<string, unknown>>]>;
  const nested = Object.entries(data).filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v)) as Array<[string, Record<string, unknown>]>;
  return (
    <Flex vertical gap={16}>
      {save && edit.mayEdit(save) && (
        <Flex justify="end">
          <Button icon={<EditOutlined />} onClick={() => edit.editSection(save, data)} data-testid={`edit-${save}`}>{t('masters:ui.edit')}</Button>
        </Flex>
      )}
      {simple.length > 0 && (
        <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }}
          items={simple.map(([k, v]) => ({ key: k, label: fieldLabel(t, k), children: formatValue(k, v, lang, t) }))} />
      )}
      {nested.map(([k, v]) => <Fields key={k} data={v} />)}
      {lists.map(([k, rows]) => (
        <div key={k}>
          <Typography.Title level={5}>{t(`employee:record.lists.${k}`)}</Typography.Title>
          <Rows rows={rows} group={k} />
        </div>
      ))}
    </Flex>
  );
}

function Section({ name, employeeId }: { name: ViewSectionName; employeeId?: string }) {
  const { t } = useTranslation();
  const edit = useRecordEdit();
  const q = useSection(name, employeeId);
  if (q.isLoading) return <Skeleton active />;
  // The language of documents and mail has its own control (on my-profile, above the record; here for another's).
  const { preferredLang, ...rest } = (name === 'contactInfo' && q.data && !Array.isArray(q.data) ? q.data : {}) as Record<string, unknown>;
  const data = preferredLang === undefined ? q.data : rest;
  // A single-row section not yet filled (health, goals) opens empty for editing.
  if ((data === null || data === undefined) && !SECTION_OF_VIEW[name]) return <Empty description={t('employee:record.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div data-testid={`section-${name}`}>
      {preferredLang !== undefined && employeeId && <PreferredLanguageCard employeeId={employeeId} editable={edit.mode === 'hr'} />}
      {name === 'basicinfo' && data && !Array.isArray(data) && <RecordPictures data={data} />}
      {name === 'address' && Array.isArray(data) ? <AddressesSection rows={data as Parameters<typeof AddressesSection>[0]['rows']} />
        : Array.isArray(data) ? <Rows rows={data} group={name} /> : <Fields data={data ?? {}} section={name} />}
    </div>
  );
}

/**
 * An employee's record in tabs, one per section of SPEC section 3, read through the view calls.
 * `employeeId` absent: the caller's own record (my-profile). `leadOnly`: a supervisor viewing a
 * subordinate sees only the sections the server allows a supervisor.
 */
export function EmployeeRecord({ employeeId, leadOnly = false, showProgress = false, edit = 'view', editLink }: {
  employeeId?: string; leadOnly?: boolean; showProgress?: boolean; edit?: 'self' | 'hr' | 'view'; editLink?: string;
}) {
  const navigate = useNavigate();
  const { to } = useLang();
  const { t } = useTranslation();
  const { lang } = useLang();
  const [tab, setTab] = useState<ViewSectionName>('basicinfo');
  const basic = useSection('basicinfo', employeeId);
  const current = useSection('current', employeeId);
  const progress = useQuery({
    queryKey: ['employee-progress', employeeId, lang],
    queryFn: () => api.post<{ percent: number; sections: Record<string, boolean> }>('/1.0/view/employeeInfo/progess', { id: employeeId }),
    enabled: showProgress && !!employeeId,
  });
  const b = basic.data as Record<string, unknown> | undefined;
  const c = current.data as Record<string, unknown> | undefined;
  const name = b ? (lang === 'th' ? `${String(b.firstNameTh)} ${String(b.lastNameTh)}` : `${String(b.firstNameEn)} ${String(b.lastNameEn)}`) : '';
  const sections = VIEW_SECTION_NAMES.filter((s) => !leadOnly || LEAD_VIEW_SECTIONS.includes(s));
  const missing = progress.data ? sections.filter((s) => progress.data.sections[s] === false) : [];
  if (basic.isError) return <NotFound />;
  return (
    <RecordEditProvider mode={edit} employeeId={employeeId}>
    <Card loading={basic.isLoading} data-testid="employee-record">
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="employee-name">{name}</Typography.Title>
          <Typography.Text type="secondary">
            {[b?.employeeCode, c?.company, c?.department, c?.position].filter(Boolean).join(' · ')}
          </Typography.Text>
          {c?.employmentStatus ? <Tag style={{ marginInlineStart: 8 }}>{t(`choices:employmentStatus.${String(c.employmentStatus)}`)}</Tag> : null}
          <ExpiryTags passport={b?.documentExpiry as string | null} workPermit={c?.workPermitExpiryDate as string | null} />
        </div>
        {editLink && <Button icon={<EditOutlined />} type="primary" onClick={() => navigate(to(editLink))} data-testid="edit-record">{t('masters:ui.edit')}</Button>}
        {showProgress && progress.data && (
          <Flex align="center" gap={8} data-testid="employee-progress">
            <Typography.Text>{t('employee:record.completeness')}</Typography.Text>
            <Progress type="circle" size={56} percent={progress.data.percent} />
            {/* What is missing, each a link to its tab (issue 15: a bare percentage says nothing). */}
            {missing.length > 0 && (
              <Flex vertical gap={0} data-testid="employee-missing">
                <Typography.Text type="secondary">{t('employee:record.missing', { count: missing.length })}</Typography.Text>
                <Flex wrap gap={4}>
                  {missing.map((s) => (
                    <Button key={s} type="link" size="small" style={{ paddingInline: 0, marginInlineEnd: 8 }} onClick={() => setTab(s)} data-testid={`missing-${s}`}>
                      {t(`employee:record.sections.${s}`)}
                    </Button>
                  ))}
                </Flex>
              </Flex>
            )}
          </Flex>
        )}
      </Flex>
      <AccessibleTabs activeKey={tab} onChange={(k) => setTab(k as ViewSectionName)} destroyOnHidden
        items={sections.map((s) => ({ key: s, label: t(`employee:record.sections.${s}`), children: s === 'documentupload' ? <DocumentsSection employeeId={employeeId} /> : <Section name={s} employeeId={employeeId} /> }))} />
    </Card>
    </RecordEditProvider>
  );
}
