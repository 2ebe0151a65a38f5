import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ERRORS } from '@hr/domain/errors';
import { ROLE_REFUSAL_ERROR, type RoleRefusal } from '@hr/domain/role-rules';
import { api } from './api';
import { useLang, useProfile } from './hooks';

/**
 * The caller as the role rules see them (packages/domain role-rules), read from the profile the
 * shell already loads: the menu list is the role's ids plus the headings above them, which the
 * rules count as held anyway.
 */
export function useRoleCaller() {
  const { data } = useProfile();
  return useMemo(() => ({ id: data?.id, roleId: data?.roleId, ids: new Set(data?.menuList ?? []) as ReadonlySet<string> }), [data]);
}

/** The reason shown beside a control the rules disable: the same text the API would answer. */
export const refusalText = (t: TFunction, refusal: RoleRefusal) => t(`errors:${ERRORS[ROLE_REFUSAL_ERROR[refusal]].key}`);

export type RoleChoice = { value: string; label: string; objectIds: string[] };

/** The active roles with the ids each holds, to tell which of them the caller may give. */
export function useRoleChoices() {
  const { lang } = useLang();
  return useQuery({ queryKey: ['role-choices', lang], queryFn: () => api.post<RoleChoice[]>('/1.0/get/master/role/choices', {}) });
}
