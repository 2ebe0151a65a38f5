import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleChangeRefusal } from '@hr/domain/role-rules';
import { fieldLabel } from '../../lib/field-label';
import { refusalText, useRoleCaller, useRoleChoices } from '../../lib/role-rules';

type Props = { employeeId: string; currentRoleId: string; id?: string; value?: string; onChange?: (v: string) => void };

/**
 * The role of an employee (employment form), under separation of duties: the caller's own record
 * and a role beyond the caller's rights lock the whole field; roles the caller may not give are
 * disabled. Each says why, in the words the API would refuse with.
 */
export function RoleSelect({ employeeId, currentRoleId, id, value, onChange }: Props) {
  const { t } = useTranslation();
  const caller = useRoleCaller();
  const choices = useRoleChoices();
  const idsOf = (roleId: string) => choices.data?.find((c) => c.value === roleId)?.objectIds ?? [];
  const current = idsOf(currentRoleId);
  const refusalFor = (roleId: string) => (roleId === currentRoleId ? null
    : roleChangeRefusal({ callerIds: caller.ids, own: employeeId === caller.id, ids: [...current, ...idsOf(roleId)] }));
  // The field itself: never on one's own record, nor when the present role is beyond the caller.
  const locked = choices.data ? (employeeId === caller.id ? 'ownRole' : roleChangeRefusal({ callerIds: caller.ids, own: false, ids: current })) : null;
  const options = (choices.data ?? []).map((c) => {
    const refusal = locked ? null : refusalFor(c.value);
    return { value: c.value, label: c.label, disabled: !!refusal, reason: refusal ? refusalText(t, refusal) : null };
  });
  return (
    <Flex vertical gap={4}>
      <Select id={id} showSearch={{ optionFilterProp: 'label' }} options={options} loading={choices.isLoading} value={value} onChange={onChange}
        disabled={!!locked} placeholder={t('employee:add.select', { field: fieldLabel(t, 'roleId') })} data-testid="field-roleId"
        // A refused role says why under its name: a tooltip on a disabled option cannot be reached
        // by keyboard, and the list's own re-renders while the pointer moves could lose it.
        virtual={false}
        optionRender={(o) => (o.data.reason
          ? (
            <Flex vertical>
              <span>{o.label}</span>
              <Typography.Text type="secondary" data-testid={`role-option-refused-${o.data.value}`} style={{ fontSize: 12, whiteSpace: 'normal' }}>{o.data.reason}</Typography.Text>
            </Flex>
          )
          : o.label)} />
      {locked && <Typography.Text type="secondary" data-testid="role-locked">{refusalText(t, locked)}</Typography.Text>}
    </Flex>
  );
}
