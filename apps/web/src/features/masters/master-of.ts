import { MASTERS } from '@hr/domain/masters/registry';
import type { MasterDef } from '@hr/domain/masters/define';

/** The declared master whose list route the path is, or lies under. */
export function masterOfPath(rest: string): MasterDef | undefined {
  return MASTERS.find((m) => rest === m.route || rest.startsWith(`${m.route}/`));
}
