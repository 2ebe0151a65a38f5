import { useState } from 'react';
import { Card, Descriptions, Empty, Flex, Progress, Skeleton, Table, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LEAD_VIEW_SECTIONS, VIEW_SECTION_NAMES, type ViewSectionName } from '@hr/domain/employee/view-sections';
import { api } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { formatValue, isHidden } from './format-value';

type Data = Record<string, unknown> | Array<Record<string, unknown>> | null;

/** The call of one section: the employee's own (self) or another's by id. */
const sectionCall = (name: string, employeeId?: string) =>
  (employeeId ? api.post<Data>(`/1.0/view/${name}`, { id: employeeId }) : api.post<Data>(`/1.0/view/self/${name}`, {}));

function useSection(name: ViewSectionName, employeeId?: string, enabled = true) {
  const { lang } = useLang();
  return useQuery({ queryKey: ['employee-view', name, employeeId ?? 'self', lang], queryFn: () => sectionCall(name, employeeId), enabled });
}

function Rows({ rows }: { rows: Array<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  if (!rows.length) return <Empty description={t('employee:record.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const keys = Object.keys(rows[0]!).filter((k) => !isHidden(k));
  return (
    <Table rowKey={(r) => String(r.id ?? JSON.stringify(r))} size="small" pagination={false} dataSource={rows}
      columns={keys.map((k) => ({ key: k, dataIndex: k, title: fieldLabel(t, k), render: (v: unknown) => formatValue(k, v, lang, t) }))} />
  );
}

function Fields({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const simple = Object.entries(data).filter(([k, v]) => !isHidden(k) && !Array.isArray(v) && (v === null || typeof v !== 'object'));
  const lists = Object.entries(data).filter(([, v]) => Array.isArray(v)) as Array<[string, Array<Record<string, unknown>>]>;
  const nested = Object.entries(data).filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v)) as Array<[string, Record<string, unknown>]>;
  return (
    <Flex vertical gap={16}>
      {simple.length > 0 && (
        <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }}
          items={simple.map(([k, v]) => ({ key: k, label: fieldLabel(t, k), children: formatValue(k, v, lang, t) }))} />
      )}
      {nested.map(([k, v]) => <Fields key={k} data={v} />)}
      {lists.map(([k, rows]) => (
        <div key={k}>
          <Typography.Title level={5}>{t(`employee:record.lists.${k}`)}</Typography.Title>
          <Rows rows={rows} />
        </div>
      ))}
    </Flex>
  );
}

function Section({ name, employeeId }: { name: ViewSectionName; employeeId?: string }) {
  const { t } = useTranslation();
  const q = useSection(name, employeeId);
  if (q.isLoading) return <Skeleton active />;
  const data = q.data;
  if (data === null || data === undefined) return <Empty description={t('employee:record.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return <div data-testid={`section-${name}`}>{Array.isArray(data) ? <Rows rows={data} /> : <Fields data={data} />}</div>;
}

/**
 * An employee's record in tabs, one per section of SPEC section 3, read through the view calls.
 * `employeeId` absent: the caller's own record (my-profile). `leadOnly`: a supervisor viewing a
 * subordinate sees only the sections the server allows a supervisor.
 */
export function EmployeeRecord({ employeeId, leadOnly = false, showProgress = false }: { employeeId?: string; leadOnly?: boolean; showProgress?: boolean }) {
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
  return (
    <Card loading={basic.isLoading} data-testid="employee-record">
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="employee-name">{name}</Typography.Title>
          <Typography.Text type="secondary">
            {[b?.employeeCode, c?.company, c?.department, c?.position].filter(Boolean).join(' · ')}
          </Typography.Text>
          {c?.employmentStatus ? <Tag style={{ marginInlineStart: 8 }}>{t(`choices:employmentStatus.${String(c.employmentStatus)}`)}</Tag> : null}
        </div>
        {showProgress && progress.data && (
          <Flex align="center" gap={8} data-testid="employee-progress">
            <Typography.Text>{t('employee:record.completeness')}</Typography.Text>
            <Progress type="circle" size={56} percent={progress.data.percent} />
          </Flex>
        )}
      </Flex>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as ViewSectionName)} destroyOnHidden
        items={sections.map((s) => ({ key: s, label: t(`employee:record.sections.${s}`), children: <Section name={s} employeeId={employeeId} /> }))} />
    </Card>
  );
}
