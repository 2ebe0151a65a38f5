import type { MasterDef } from './define';

/** Which drawer a master's URL opens: the list alone, a new row, or one row to view or edit. */
export type MasterTarget = { mode: 'add' } | { mode: 'view' | 'edit' | 'subList'; id: string } | null | 'unknown';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const addSeg = (def: MasterDef) => def.pages?.add ?? 'add';
const editSeg = (def: MasterDef) => def.pages?.edit ?? 'edit';

/** The spec's page paths of a master: /brand-master/add-brand, /brand-master/{id}, /brand-master/{id}/edit. */
export function masterPath(def: MasterDef, mode: 'list' | 'add' | 'view' | 'edit' | 'subList', id?: string): string {
  if (mode === 'add') return `${def.route}/${addSeg(def)}`;
  if (mode === 'subList' && def.subList) return `${def.route}/${id}/${def.subList.page}`;
  if (mode === 'view') return `${def.route}/${id}`;
  if (mode === 'edit') return `${def.route}/${id}/${editSeg(def)}`;
  return def.route;
}

/** Reads a path under the master's list route back into what it opens; anything else is 'unknown'. */
export function masterTarget(def: MasterDef, path: string): MasterTarget {
  if (path !== def.route && !path.startsWith(`${def.route}/`)) return 'unknown';
  const segs = path.slice(def.route.length).split('/').filter(Boolean);
  if (segs.length === 0) return null;
  if (segs.length === 1 && segs[0] === addSeg(def)) return { mode: 'add' };
  if (!UUID.test(segs[0]!)) return 'unknown';
  if (segs.length === 1) return { mode: 'view', id: segs[0]! };
  if (segs.length === 2 && segs[1] === editSeg(def)) return { mode: 'edit', id: segs[0]! };
  if (segs.length === 2 && def.subList && segs[1] === def.subList.page) return { mode: 'subList', id: segs[0]! };
  return 'unknown';
}
