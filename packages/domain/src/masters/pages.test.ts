import { describe, expect, it } from 'vitest';
import { brand, company, holiday, position } from './registry';
import { masterPath, masterTarget } from './pages';

const id = '0b6f5a3c-9d1e-4f2a-8b7c-1d2e3f4a5b6c';

describe('master page paths (SPEC section 2)', () => {
  it('uses the spec\'s names where it gives them', () => {
    expect(masterPath(brand, 'add')).toBe('/system-settings/brand-master/add-brand');
    expect(masterPath(brand, 'edit', id)).toBe(`/system-settings/brand-master/${id}/edit`);
    expect(masterPath(holiday, 'add')).toBe('/system-settings/holiday-master/add-holiday-master');
    expect(masterPath(holiday, 'edit', id)).toBe(`/system-settings/holiday-master/${id}/edit-holiday-master`);
    expect(masterPath(position, 'view', id)).toBe(`/system-settings/position-master/${id}`);
  });

  it('reads every path back, and refuses what is not one', () => {
    for (const mode of ['add', 'view', 'edit'] as const) {
      const target = masterTarget(holiday, masterPath(holiday, mode, id));
      expect(target).toEqual(mode === 'add' ? { mode } : { mode, id });
    }
    expect(masterTarget(brand, '/system-settings/brand-master')).toBeNull();
    expect(masterTarget(brand, '/system-settings/brand-master/add')).toBe('unknown');
    expect(masterTarget(brand, '/system-settings/brand-master/123/edit')).toBe('unknown');
    expect(masterTarget(holiday, `/system-settings/holiday-master/${id}/edit`)).toBe('unknown');
  });

  it('a company has the sub-list of its child companies; other masters do not', () => {
    expect(masterPath(company, 'subList', id)).toBe(`/system-settings/company-master/${id}/subList`);
    expect(masterTarget(company, `/system-settings/company-master/${id}/subList`)).toEqual({ mode: 'subList', id });
    expect(masterTarget(brand, `/system-settings/brand-master/${id}/subList`)).toBe('unknown');
  });
});
