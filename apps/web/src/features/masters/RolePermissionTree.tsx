import { useMemo, useState } from 'react';
import { App, Alert, Button, Flex, Spin, Tree, Typography, type TreeDataNode } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@hr/domain/permissions';
import { api, ApiError } from '../../lib/api';

type Ids = { objectIds: string[] };

/** The catalogue as a tree, labelled like the side menu. */
function useCatalogueTree(): TreeDataNode[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const nodes = new Map<string, TreeDataNode & { children: TreeDataNode[] }>();
    const roots: TreeDataNode[] = [];
    for (const p of PERMISSIONS) {
      const node = { key: p.objectID, title: t(`menu:${p.objectID.replace(/\./g, '/')}`), children: [] };
      nodes.set(p.objectID, node);
      (p.parentID ? nodes.get(p.parentID)!.children : roots).push(node);
    }
    return roots;
  }, [t]);
}

/**
 * The permission tree of one role (SPEC section 6): ticking a group ticks its pages. Saved on its
 * own, after a confirmation; users of the role get the new menu at their next page load.
 */
export function RolePermissionTree({ roleId, readOnly }: { roleId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const treeData = useCatalogueTree();
  const held = useQuery({ queryKey: ['role-permissions', roleId], queryFn: () => api.post<Ids>('/1.0/get/master/role/permissions', { id: roleId }) });
  const [checked, setChecked] = useState<string[] | null>(null);
  const current = checked ?? held.data?.objectIds ?? [];
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
      <Tree checkable selectable={false} disabled={readOnly} treeData={treeData} checkedKeys={current} defaultExpandedKeys={held.data?.objectIds}
        onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))} />
      {!readOnly && (
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
