import { useMemo, useState } from 'react';
import { App, Alert, Button, Flex, Spin, Tooltip, Tree, Typography, type TreeDataNode } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GRANTED_ALONE_IDS, PERMISSIONS } from '@hr/domain/permissions';
import { mayGrantId, roleChangeRefusal } from '@hr/domain/role-rules';
import { api, ApiError } from '../../lib/api';
import { refusalText, useRoleCaller } from '../../lib/role-rules';

type Ids = { objectIds: string[] };

/**
 * The catalogue as a tree, labelled like the side menu. An id the caller may not give (not held,
 * or administrator-only without action.role.assign) cannot be ticked and says why on hover.
 */
function useCatalogueTree(callerIds: ReadonlySet<string>): TreeDataNode[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const nodes = new Map<string, TreeDataNode & { children: TreeDataNode[] }>();
    const roots: TreeDataNode[] = [];
    for (const p of PERMISSIONS) {
      const label = t(`menu:${p.objectID.replace(/\./g, '/')}`);
      const refusal = mayGrantId(callerIds, p.objectID);
      const title = refusal
        ? <Tooltip title={refusalText(t, refusal)} placement="right"><span data-testid={`permission-refused-${p.objectID}`}>{label}</span></Tooltip>
        : label;
      const node = { key: p.objectID, title, disableCheckbox: !!refusal, children: [] };
      nodes.set(p.objectID, node);
      (p.parentID ? nodes.get(p.parentID)!.children : roots).push(node);
    }
    return roots;
  }, [t, callerIds]);
}

/**
 * Ticking a group ticks its pages, except those granted alone (the mail outbox): they are ticked
 * only by a click on themselves, as the server grants them (GRANTED_ALONE_IDS).
 */
function keepAloneIdsAlone(next: string[], before: string[], clicked: string): string[] {
  return withoutGroupsAboveMissingAloneIds(next.filter((id) => !GRANTED_ALONE_IDS.has(id) || id === clicked || before.includes(id)));
}

const PARENT = new Map(PERMISSIONS.map((p) => [p.objectID, p.parentID]));
/**
 * The tree ticks every page under a ticked group, so a group is shown half ticked (left out of the
 * keys) while one of its granted-alone pages is not held; holding the group never grants it anyway.
 */
function withoutGroupsAboveMissingAloneIds(ids: string[]): string[] {
  const drop = new Set<string>();
  for (const alone of GRANTED_ALONE_IDS) {
    if (ids.includes(alone)) continue;
    for (let p = PARENT.get(alone); p; p = PARENT.get(p)) drop.add(p);
  }
  return ids.filter((id) => !drop.has(id));
}

/**
 * The permission tree of one role (SPEC section 6): ticking a group ticks its pages. Saved on its
 * own, after a confirmation; users of the role get the new menu at their next page load.
 */
export function RolePermissionTree({ roleId, readOnly }: { roleId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const caller = useRoleCaller();
  const treeData = useCatalogueTree(caller.ids);
  const held = useQuery({ queryKey: ['role-permissions', roleId], queryFn: () => api.post<Ids>('/1.0/get/master/role/permissions', { id: roleId }) });
  const [checked, setChecked] = useState<string[] | null>(null);
  const current = checked ?? withoutGroupsAboveMissingAloneIds(held.data?.objectIds ?? []);
  // The role as a whole: not the caller's own, nothing beyond the caller, administrator rights only with action.role.assign.
  const locked = held.data ? roleChangeRefusal({ callerIds: caller.ids, own: roleId === caller.roleId, ids: held.data.objectIds }) : null;
  const editable = !readOnly && !locked;
  const save = useMutation({
    mutationFn: () => api.post<Ids>('/1.0/update/master/role/permissions', { id: roleId, objectIds: current }, { dialog: false }),
    onSuccess: (data) => {
      queryClient.setQueryData(['role-permissions', roleId], data);
      setChecked(null);
      // The caller's own menu may have changed too.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      message.success(t('masters:ui.permissionsSaved'));
    },
    onError: (err) => { if (err instanceof ApiError) message.error(err.fields[0]?.text ?? err.message); },
  });
  if (held.isLoading) return <Spin />;
  return (
    <div data-testid="role-permissions">
      <Typography.Title level={5}>{t('masters:ui.permissions')}</Typography.Title>
      <Alert type="info" showIcon title={t('masters:ui.permissionsHelp')} style={{ marginBottom: 12 }} />
      {locked && !readOnly && <Alert type="warning" showIcon title={refusalText(t, locked)} style={{ marginBottom: 12 }} data-testid="role-locked" />}
      <Tree checkable selectable={false} disabled={!editable} treeData={treeData} checkedKeys={current} defaultExpandedKeys={held.data?.objectIds}
        onCheck={(keys, info) => setChecked(keepAloneIdsAlone((Array.isArray(keys) ? keys : keys.checked).map(String), current, String(info.node.key)))} />
      {editable && (
        <Flex justify="end" style={{ marginTop: 12 }}>
          <Button type="primary" loading={save.isPending} disabled={checked === null} data-testid="save-permissions"
            onClick={() => modal.confirm({ title: t('masters:ui.confirmPermissions'), okText: t('masters:ui.save'), cancelText: t('masters:ui.no'), onOk: () => { save.mutate(); } })}>
            {t('masters:ui.savePermissions')}
          </Button>
        </Flex>
      )}
    </div>
  );
}
