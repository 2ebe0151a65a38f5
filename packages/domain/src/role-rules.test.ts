import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, expandIds, PERMISSION_IDS } from './permissions';
import { ADMIN_ONLY_IDS, idsNotHeld, mayGrantId, ROLE_ASSIGN_ID, roleChangeRefusal } from './role-rules';

const hr = expandIds(DEFAULT_ROLE_PERMISSIONS.HR!);
const admin = expandIds(DEFAULT_ROLE_PERMISSIONS.ADMINISTRATOR!);

describe('separation of duties for roles (issue 13)', () => {
  it('every administrator-only id is in the catalogue, and by default only the Administrator holds action.role.assign', () => {
    for (const id of ADMIN_ONLY_IDS) expect(PERMISSION_IDS.has(id), id).toBe(true);
    const holders = Object.entries(DEFAULT_ROLE_PERMISSIONS).filter(([, ids]) => expandIds(ids).has(ROLE_ASSIGN_ID)).map(([code]) => code);
    expect(holders).toEqual(['ADMINISTRATOR']);
  });

  it('the first broken rule names the refusal: own role, then ids not held, then administrator-only ids', () => {
    expect(roleChangeRefusal({ callerIds: admin, own: true, ids: ['dashboard'] })).toBe('ownRole');
    expect(roleChangeRefusal({ callerIds: hr, own: false, ids: ['action.audit.read'] })).toBe('notHeld');
    expect(roleChangeRefusal({ callerIds: hr, own: false, ids: ['dashboard', 'system-settings.role-permission-master'] })).toBe('adminOnly');
    expect(roleChangeRefusal({ callerIds: hr, own: false, ids: expandIds(DEFAULT_ROLE_PERMISSIONS.SUPERVISOR!) })).toBeNull();
    expect(roleChangeRefusal({ callerIds: admin, own: false, ids: admin })).toBeNull();
  });

  it('a group heading may be given over any page the caller holds under it, not over nothing', () => {
    expect(idsNotHeld(hr, ['action', 'action.account.unlock'])).toEqual([]);
    expect(idsNotHeld(new Set(['dashboard']), ['action', 'payroll.saving-fund'])).toEqual(['action', 'payroll.saving-fund']);
  });

  it('one id at a time, as the permission tree asks', () => {
    expect(mayGrantId(hr, 'employment-management.org-chart')).toBeNull();
    expect(mayGrantId(hr, 'payroll.salary-period')).toBe('notHeld');
    expect(mayGrantId(hr, 'system-settings.role-permission-master')).toBe('adminOnly');
    expect(mayGrantId(admin, 'system-settings.role-permission-master')).toBeNull();
  });
});
