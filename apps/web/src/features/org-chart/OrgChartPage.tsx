import { useEffect, useMemo, useState } from 'react';
import { Avatar, Button, Card, Empty, Flex, Select, Spin, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { ApartmentOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { useCan, useLang, useProfile } from '../../lib/hooks';
import { useDropdown } from '../../lib/use-dropdown';
import { EmployeeSelect } from '../employees/EmployeeSelect';

type OrgNode = { id: string; employeeCode: string; name: string; position: string | null; department: string | null; subordinates: number };
const ROOT = 'root';

/** The first letters of the first two words of a name, for the avatar. */
const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => [...w][0]).join('');

function NodeCard({ node, onOpen }: { node: OrgNode; onOpen?: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex gap={10} align="center" style={{ padding: '4px 0' }} data-testid={`org-node-${node.employeeCode}`} data-node-id={node.id}>
      <Avatar style={{ background: '#1677ff', flex: 'none' }}>{initials(node.name)}</Avatar>
      <div style={{ lineHeight: 1.3 }}>
        <Typography.Text strong>{node.name}</Typography.Text>{' '}
        <Typography.Text type="secondary">{node.employeeCode}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{[node.position, node.department].filter(Boolean).join(' · ') || '—'}</Typography.Text>
      </div>
      {node.subordinates > 0 && <Tag>{t('orgChart:reports', { count: node.subordinates })}</Tag>}
      {onOpen && (
        <Button type="text" size="small" icon={<EyeOutlined />} aria-label={t('employee:record.view')} data-testid={`org-open-${node.employeeCode}`}
          onClick={(e) => { e.stopPropagation(); onOpen(); }} />
      )}
    </Flex>
  );
}

/**
 * The organisation chart (beyond the spec): the supervisor tree of a company drawn from the
 * employees' supervisor field, one level at a time (a 20,000-employee company stays quick). Finding
 * a person opens the chart down to them.
 */
export default function OrgChartPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const companies = useDropdown('company');
  const [companyId, setCompanyId] = useState<string>();
  const [children, setChildren] = useState<Record<string, OrgNode[]>>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<string>();
  const [found, setFound] = useState<string>();
  const [reveal, setReveal] = useState<string>();

  // The caller's own company first.
  useEffect(() => {
    if (companyId || !companies.data?.length) return;
    const own = companies.data.find((o) => o.value === profile.data?.shortNameCompany) ?? companies.data[0]!;
    setCompanyId(own.id ?? own.value);
  }, [companies.data, companyId, profile.data?.shortNameCompany]);

  const level = (parentId?: string) => queryClient.fetchQuery({
    queryKey: ['org-chart', companyId, parentId ?? ROOT, lang],
    queryFn: () => api.post<OrgNode[]>('/1.0/search/orgChart', { companyId, ...(parentId ? { parentId } : {}) }),
    staleTime: 60_000,
  });
  const roots = useQuery({
    queryKey: ['org-chart', companyId, ROOT, lang],
    queryFn: () => api.post<OrgNode[]>('/1.0/search/orgChart', { companyId }),
    enabled: !!companyId,
    staleTime: 60_000,
  });
  // A new company or language draws the chart afresh.
  useEffect(() => { setChildren({}); setExpanded([]); setSelected(undefined); }, [companyId, lang]);

  const load = async (id: string) => {
    if (children[id]) return;
    const rows = await level(id);
    setChildren((c) => ({ ...c, [id]: rows }));
  };

  const treeData = useMemo(() => {
    const build = (nodes: OrgNode[]): TreeDataNode[] => nodes.map((n) => ({
      key: n.id,
      isLeaf: n.subordinates === 0,
      title: <NodeCard node={n} onOpen={can('employment-management.all-employee') ? () => navigate(to(`/employment-management/all-employee/${n.id}`)) : undefined} />,
      children: children[n.id] ? build(children[n.id]!) : undefined,
    }));
    return build(roots.data ?? []);
  }, [roots.data, children, can, navigate, to]);

  // Searching a person: load every level on the way down, open it, select and scroll to them.
  const show = async (id: string) => {
    const path = await api.post<string[]>('/1.0/search/orgChart/path', { id, companyId });
    const above = path.slice(0, -1);
    const loaded: Record<string, OrgNode[]> = {};
    for (const p of above) loaded[p] = children[p] ?? await level(p);
    setChildren((c) => ({ ...c, ...loaded }));
    setExpanded((e) => [...new Set([...e, ...above])]);
    setSelected(id);
    setReveal(id);
  };
  // Once the searched person is drawn, bring them into view.
  useEffect(() => {
    if (!reveal) return;
    const el = document.querySelector(`[data-node-id="${reveal}"]`);
    if (el) { el.scrollIntoView({ block: 'center', behavior: 'smooth' }); setReveal(undefined); }
  });

  return (
    <Card title={<Flex gap={8} align="center"><ApartmentOutlined />{t('menu:employment-management/org-chart')}</Flex>}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select showSearch={{ optionFilterProp: 'label' }} style={{ minWidth: 260 }} value={companyId} loading={companies.isLoading}
          aria-label={fieldLabel(t, 'company')} data-testid="org-company" onChange={(v: string) => { setCompanyId(v); setFound(undefined); }}
          options={companies.data?.map((o) => ({ value: o.id ?? o.value, label: o.label }))} />
        <EmployeeSelect companyId={companyId} value={found} style={{ minWidth: 320 }} aria-label={t('orgChart:find')} data-testid="org-find"
          onChange={(v?: string) => { setFound(v); if (v) void show(v); }} />
      </Flex>
      <Typography.Paragraph type="secondary">{t('orgChart:hint')}</Typography.Paragraph>
      {roots.isLoading ? <Spin /> : treeData.length === 0 ? <Empty description={t('orgChart:empty')} /> : (
        <Tree showLine blockNode treeData={treeData} data-testid="org-tree"
          expandedKeys={expanded} selectedKeys={selected ? [selected] : []}
          onExpand={(keys) => setExpanded(keys.map(String))}
          onSelect={(keys) => setSelected(keys[0] ? String(keys[0]) : undefined)}
          loadData={(n) => load(String(n.key))} />
      )}
    </Card>
  );
}
