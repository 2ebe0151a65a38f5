import type { MenuEntry } from '@hr/domain/session';

export type MenuNode = { entry: MenuEntry; number: string; children: MenuNode[] };

/** The last '> ' segment of an objectName is what the menu shows (SPEC.md section 3). */
export const lastSegment = (objectName: string) => objectName.split('>').pop()!.trim();

/**
 * Builds the numbered menu (1, 2, 1.1) from the profile's permission entries: only entries whose
 * id is in menuList, only pages that exist in this build, and only groups with something inside.
 */
export function buildMenu(entries: MenuEntry[], menuList: string[], hasPage: (route: string) => boolean): MenuNode[] {
  const allowed = new Set(menuList);
  const build = (parentID: string | null, prefix: string): MenuNode[] => {
    const out: MenuNode[] = [];
    for (const entry of entries) {
      if (entry.parentID !== parentID || !allowed.has(entry.objectID)) continue;
      const number = prefix ? `${prefix}.${out.length + 1}` : String(out.length + 1);
      const children = build(entry.objectID, number);
      const leaf = !!entry.route && hasPage(entry.route);
      if (leaf || children.length) out.push({ entry, number, children });
    }
    return out;
  };
  return build(null, '');
}
